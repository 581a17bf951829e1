import type { Messages } from "./en";

export const de = {
  "general.productName": "Waymark",
  "general.skipToContent": "Zum Hauptinhalt springen",
  "general.nav.label": "Hauptnavigation",
  "general.nav.home": "Startseite",
  "general.nav.join": "Beitreten",
  "general.nav.earnings": "Einnahmen",
  "general.nav.slots": "Slots",
  "general.nav.presentations": "Präsentationen",
  "general.nav.assistant": "KI-Assistent",
  "general.menu.toggle": "Menü",
  "general.language.label": "Sprache",
  "general.language.choose": "Sprache wählen",
  "general.language.changed": "Sprache auf {language} umgestellt",
  "general.toast.dismiss": "Benachrichtigung schließen",
  "general.notFound.title": "404",
  "general.notFound.message": "Hoppla! Seite nicht gefunden",
  "general.notFound.backHome": "Zurück zur Startseite",
  "general.error.title": "Unerwarteter Anwendungsfehler!",
  "general.error.message":
    "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es in Kürze erneut.",
  "general.joinNow": "Jetzt beitreten",
  "general.opensInNewTab": "öffnet sich in einem neuen Tab",
  "general.copyLink": "Link kopieren",
  "general.copyFailed": "Kopieren fehlgeschlagen: {reason}",
  "general.copyBlocked":
    "der Browser hat es nicht erlaubt. Markieren Sie den Link und kopieren Sie ihn selbst.",
  "homepage.referral.title": "Ihr Empfehlungslink",
  "homepage.referral.description":
    "Registrieren Sie sich ausschließlich über diesen Link, damit Ihr Sponsor erfasst wird. Öffnen Sie ihn im integrierten Browser Ihrer Wallet und tippen Sie auf Register Now.",
  "homepage.referral.fieldLabel": "Empfehlungslink",
  "join.wallet.open": "In {wallet} öffnen",
  "join.wallet.text":
    "Öffnet deinen Empfehlungslink im eingebauten Browser der {wallet}-App. Ohne die App landest du auf der eigenen Seite von {wallet}.",
  "join.wallet.other":
    "Eine andere Wallet? Öffne ihren eingebauten Browser und füge den Empfehlungslink von unten ein.",
  "general.qr.title": "Mit dem Handy scannen",
  "general.qr.text":
    "Scanne diesen Code mit der Kamera oder der Wallet-App deines Handys, um deinen Empfehlungslink dort zu öffnen.",
  "general.qr.alt": "QR-Code deines Empfehlungslinks",
  "general.share.label": "Diese Seite teilen",
  "general.share.button": "Teilen",
  "general.share.text":
    "Ein verständlicher Leitfaden zu diesem Programm in deiner Sprache: Beitritt, Vergütungsplan und Risiken.",
  "general.share.copied": "Link kopiert",
  "general.offline.title": "Du bist offline",
  "general.offline.text":
    "Diese Seite ist auf diesem Gerät noch nicht gespeichert. Seiten, die du schon gelesen hast, öffnen sich auch ohne Verbindung.",
  "general.offline.retry": "Erneut versuchen",
  "general.offline.home": "Startseite öffnen",
  "general.meta.description":
    "Ein inoffizieller, leicht verständlicher Leitfaden zu einem Slot-basierten Empfehlungsprogramm auf einer Blockchain mit niedrigen Gebühren: Beitritt, Einkommensplan, Slot-Stufen und Ränge sowie die Risiken.",
  "general.meta.joinDescription":
    "Schritt für Schritt: Wallet einrichten, aufladen und über einen Empfehlungslink registrieren.",
  "general.meta.earningsDescription":
    "Die sechs Einkommensarten des Programms erklärt, mit den veröffentlichten Zahlen und den Risiken.",
  "general.meta.slotsDescription":
    "Die zehn Slot-Stufen, was jede kostet und wie die Matrix die Gelder verteilt.",
  "general.meta.presentationsDescription": "Präsentationen über das Programm in Ihrer Sprache.",
  "general.meta.assistantDescription":
    "Stellen Sie häufige Fragen zum Programm und erhalten Sie sofort Antworten.",
  "general.disclaimer.title": "Bitte lesen: Einnahmen sind nicht garantiert",
  "general.disclaimer.text":
    "Die Zahlen auf dieser Seite stammen aus dem vom Programm selbst veröffentlichten Plan und sind kein Versprechen. Jedes Einkommen hängt davon ab, andere Menschen anzuwerben, und kann auch null sein. Krypto-Assets können schnell an Wert verlieren. Diese Website ist keine Finanzberatung: Setzen Sie nur Geld ein, dessen Verlust Sie sich leisten können.",
  "general.video.play": "Video abspielen: {title}",
  "general.video.intro": "Einführungsvideo",
  "general.video.tutorial": "Anleitungsvideo",
  "general.video.noVideo": "Noch kein Video verfügbar.",
  "general.tabs.label": "Tabs für {name}",
  "general.viewAll": "Alle anzeigen",
  "general.showLess": "Weniger anzeigen",
  "general.close": "Schließen",
  "general.loading": "Wird geladen...",
  "general.stickyCta.text": "Starten Sie, wann Sie möchten – mit einem Slot für {amount}.",
  "general.chat.open": "Chat-Assistenten öffnen",
  "general.chat.title": "Chat-Assistent",
  "general.chat.maximize": "Chat maximieren",
  "general.chat.minimize": "Chat minimieren",
  "general.chat.closePanel": "Chat schließen",
  "general.chat.greeting":
    "Hallo! Ich beantworte häufige Fragen zu Beitritt, Slots, Einkommensarten und Risiken. Was möchten Sie wissen?",
  "general.chat.placeholder": "Stellen Sie eine Frage zum Produkt...",
  "general.chat.inputLabel": "Ihre Frage",
  "general.chat.send": "Senden",
  "general.chat.clear": "Chat löschen",
  "general.chat.cleared": "Chat gelöscht",
  "general.chat.thinking": "Assistent schreibt…",
  "general.chat.suggestions": "Vorgeschlagene Fragen",
  "general.chat.you": "Sie",
  "general.chat.assistant": "Assistent",
  "general.chat.intro":
    "Die Antworten stammen aus einer festen Sammlung häufiger Fragen und erscheinen sofort; was Sie eingeben, wird nirgendwohin gesendet. Dies ist keine Finanzberatung. Für alles andere lesen Sie bitte die Seiten des Leitfadens.",
  "general.chat.errorTitle":
    "Bei der Verarbeitung Ihrer Frage ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.",
  "general.chat.loadFailed":
    "Der Chat konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.",
  "general.chat.retry": "Erneut versuchen",
  "general.chat.errorReply":
    "Entschuldigung, ich kann Ihre Anfrage gerade nicht verarbeiten. Bitte versuchen Sie es erneut.",
  "general.chat.default":
    "Darauf habe ich noch keine Antwort. Fragen Sie zum Beispiel nach dem Beitritt, den Slots, den Einkommensarten, dem Mindestbetrag oder den Risiken.",
  "general.chat.unsure":
    "Ich bin nicht sicher, welches dieser Themen Sie meinen. Wählen Sie eines aus oder fragen Sie mit anderen Worten:",
  "general.chat.choices": "Ähnlichste Themen",
  "homepage.hero.badge": "Inoffizieller Leitfaden",
  "homepage.hero.title": "Verstehen Sie das Slot-Programm, bevor Sie beitreten",
  "homepage.hero.subtitle":
    "Ein klarer Leitfaden in Ihrer Sprache: wie Sie sich mit einer Wallet registrieren, was jeder Slot kostet, wie die sechs Einkommensarten funktionieren und welche Risiken es gibt.",
  "homepage.hero.getStarted": "Loslegen",
  "homepage.hero.learnMore": "Mehr erfahren",
  "homepage.hero.sharedBy": "Mit Ihnen geteilt von {name}",
  "homepage.intro.title": "So funktioniert es",
  "homepage.features.title": "Was das Programm ist",
  "homepage.features.lowFees.title": "Niedrige Netzwerkgebühren",
  "homepage.features.lowFees.text":
    "Es läuft auf einer Blockchain, auf der eine Transaktion nur den Bruchteil eines Cents kostet. Deshalb lohnen sich auch kleine Slots.",
  "homepage.features.contract.title": "Regeln im Smart Contract",
  "homepage.features.contract.text":
    "Zahlungen folgen einer veröffentlichten M4-Matrix, die 100 % der eingehenden Gelder verteilt.",
  "homepage.features.start.title": "Ab {amount}",
  "homepage.features.start.text":
    "Der erste Slot kostet {amount} in einem an den Dollar gekoppelten Stablecoin, dazu etwas nativer Token für Gebühren.",
  "homepage.guide.title": "So treten Sie bei",
  "homepage.guide.subtitle":
    "Drei Schritte. Die Seite „Beitreten“ erklärt jeden davon ausführlich.",
  "homepage.guide.step1.title": "Wallet einrichten",
  "homepage.guide.step1.text":
    "Installieren Sie eine empfohlene Krypto-Wallet und wechseln Sie darin zum Netzwerk.",
  "homepage.guide.step2.title": "Wallet aufladen",
  "homepage.guide.step2.text":
    "Laden Sie mindestens {amount} im Stablecoin und etwas nativen Token für Gebühren auf.",
  "homepage.guide.step3.title": "Über den Link registrieren",
  "homepage.guide.step3.text":
    "Öffnen Sie den Browser der Wallet, fügen Sie den Empfehlungslink ein und tippen Sie auf Register Now.",
  "homepage.guide.fullGuide": "Vollständige Anleitung lesen",
  "homepage.earnings.title": "Sechs Einkommensquellen im Plan",
  "homepage.earnings.subtitle":
    "So, wie das Programm sie beschreibt. Lesen Sie die Risiken unten, bevor Sie sich entscheiden.",
  "homepage.earnings.details": "Details ansehen",
  "homepage.slots.title": "Das Slot-System",
  "homepage.slots.subtitle": "Zehn Stufen. Wählen Sie eine Stufe, um ihre Zahlen zu sehen.",
  "homepage.proof.title": "Einkommensnachweise",
  "homepage.proof.subtitle":
    "Screenshots, die Mitglieder geteilt haben. Die Ergebnisse sind unterschiedlich, und frühere Ergebnisse sagen nichts über Ihre aus.",
  "homepage.proof.empty": "Keine Einkommensnachweise gefunden",
  "homepage.proof.enlarge": "Bild vergrößern: {description}",
  "homepage.testimonials.title": "Was Mitglieder sagen",
  "homepage.testimonials.empty": "Keine Erfahrungsberichte gefunden",
  "homepage.testimonials.rating": "{stars} von 5 Sternen",
  "homepage.why.title": "Warum sich Menschen dafür entscheiden",
  "homepage.why.point1": "Kleiner Einstieg: Der erste Slot kostet {amount}.",
  "homepage.why.point2":
    "Transparente Regeln: Die Auszahlungen des Smart Contracts lassen sich auf der Blockchain überprüfen.",
  "homepage.why.point3": "Dank niedriger Netzwerkgebühren lohnen sich auch kleine Zahlungen.",
  "homepage.why.point4": "Leitfäden und Präsentationen in vielen Sprachen, auch in dieser.",
  "join.title": "So treten Sie bei – Schritt für Schritt",
  "join.subtitle":
    "Folgen Sie diesen sieben Schritten auf Ihrem Handy. Lassen Sie sich Zeit: Es passiert nichts, bis Sie auf Register Now tippen.",
  "join.activate": "Konto aktivieren",
  "join.stepLabel": "Schritt {number}",
  "join.step1.title": "Wallet herunterladen",
  "join.step1.text":
    "Installieren Sie eine empfohlene Krypto-Wallet-App aus dem offiziellen App-Store Ihres Handys.",
  "join.step2.title": "Wallet erstellen",
  "join.step2.text":
    "Erstellen Sie eine neue Wallet und schreiben Sie die Wiederherstellungsphrase auf Papier. Geben Sie sie niemals an andere weiter.",
  "join.step3.title": "Zum Netzwerk wechseln",
  "join.step3.text": "Wählen Sie in der Wallet das Blockchain-Netzwerk des Programms.",
  "join.step4.title": "Wallet aufladen",
  "join.step4.text":
    "Laden Sie mindestens {amount} im an den Dollar gekoppelten Stablecoin auf, dazu etwas vom nativen Token des Netzwerks für die Gebühren.",
  "join.step5.title": "Browser der Wallet öffnen",
  "join.step5.text":
    "Suchen Sie in der Wallet-App den integrierten Browser (oft dApp-Browser genannt).",
  "join.step6.title": "Empfehlungslink einfügen",
  "join.step6.text":
    "Kopieren Sie den Empfehlungslink unten und fügen Sie ihn in den Browser der Wallet ein.",
  "join.step7.title": "Auf Register Now tippen",
  "join.step7.text":
    "Prüfen Sie die Seite, tippen Sie dann auf Register Now und bestätigen Sie die Transaktion in Ihrer Wallet.",
  "join.tip":
    "Nur die Registrierung über den offiziellen Empfehlungslink stellt sicher, dass die Empfehlung korrekt zugeordnet wird.",
  "earnings.title": "Der Einkommensplan",
  "earnings.subtitle":
    "Das Programm nutzt eine M4-Matrix (4x1), die 100 % der Gelder verteilt. Hier sehen Sie jede Einkommensart so, wie das Programm sie veröffentlicht.",
  "earnings.tab.direct": "Direkt",
  "earnings.tab.level": "Level",
  "earnings.tab.global": "Global",
  "earnings.tab.leadership": "Leadership",
  "earnings.tab.royalty": "Royalty",
  "earnings.tab.partner": "Partner",
  "earnings.direct.title": "Direkteinkommen",
  "earnings.direct.text": "Sie erhalten 50 % der Slot-Kosten jeder Person, die Sie direkt werben.",
  "earnings.direct.example": "Ein Slot für {cost} bringt {income}",
  "earnings.level.title": "Level-Einkommen",
  "earnings.level.text":
    "Sie erhalten 2 % der Slot-Kosten für jedes Mitglied Ihres Teams über 10 Ebenen hinweg: insgesamt 20 %.",
  "earnings.level.perMember": "Pro Mitglied auf jeder Ebene",
  "earnings.level.total": "Über 10 Ebenen",
  "earnings.global.title": "Globaler Pool",
  "earnings.global.text":
    "Bis zu 3640 % der Slot-Kosten pro Zyklus in einer 2x6-Matrix. Sie qualifizieren sich mit 1 direkt geworbenen Mitglied mit demselben Slot.",
  "earnings.global.example": "Ein Slot für {cost}: bis zu {income} pro Zyklus",
  "earnings.leadership.title": "Leadership-Einkommen",
  "earnings.leadership.text":
    "Ein tägliches Einkommen von 0,25 % bis 1 % der Kosten Ihres Rangs, begrenzt auf 250 %.",
  "earnings.leadership.rank": "Rang",
  "earnings.leadership.slots": "Benötigte Slots",
  "earnings.leadership.daily": "Täglicher Ertrag (bis zu)",
  "earnings.leadership.max": "Maximum",
  "earnings.leadership.conditionsTitle":
    "Tagessatz nach Anzahl direkter Mitglieder mit demselben Rang",
  "earnings.leadership.condition": "{count} direkte Mitglieder: {rate} pro Tag",
  "earnings.rank.beginner": "Einsteiger",
  "earnings.rank.bronze": "Bronze",
  "earnings.rank.silver": "Silber",
  "earnings.rank.gold": "Gold",
  "earnings.rank.diamond": "Diamant",
  "earnings.royalty.title": "Wöchentliche Royalty",
  "earnings.royalty.text":
    "Die Positionen B und C leiten 10 % ihrer Gelder in einen Royalty-Pool, der jede Woche unter den qualifizierten Mitgliedern aufgeteilt wird.",
  "earnings.partner.title": "Coin-Partner-Anteil",
  "earnings.partner.text":
    "Die Positionen B und C leiten außerdem 10 % an den Coin-Partner-Anteil, den die Mitglieder in Form von Token erhalten. Tokenkurse können steigen oder fallen.",
  "slots.title": "Slot-Stufen",
  "slots.subtitle":
    "Zehn Stufen von {first} bis {last}. Jede Karte zeigt, was eine Stufe laut Programm auszahlt.",
  "slots.levelName": "Stern {stars}",
  "slots.cost": "Kosten",
  "slots.directIncome": "Direkteinkommen",
  "slots.levelIncome": "Level-Einkommen pro Mitglied",
  "slots.globalIncome": "Globales Einkommen pro Zyklus (bis zu)",
  "slots.activate": "Aktivieren",
  "slots.matrix.title": "Wie die M4-Matrix die Gelder verteilt",
  "slots.matrix.text":
    "Jeder Slot hat vier Positionen. Sobald sie belegt sind, fließen die Gelder so:",
  "slots.matrix.a": "Position A: 10 % an Leadership und 40 % an den globalen Pool.",
  "slots.matrix.bc": "Positionen B und C: 10 % an die Royalty und 10 % an den Coin-Partner-Anteil.",
  "slots.matrix.d":
    "Position D: 100 % gehen an die freien Positionen Ihres Sponsors, danach werden alle Positionen für den nächsten Zyklus wieder frei.",
  "presentations.title": "Präsentationen",
  "presentations.subtitle": "Folien über das Programm, zuerst in Ihrer Sprache.",
  "presentations.main": "Präsentation in Ihrer Sprache",
  "presentations.others": "Weitere Präsentationen",
  "presentations.view": "Ansehen",
  "presentations.empty": "Für diese Sprache ist keine Präsentation verfügbar",
  "presentations.noOthers": "Noch keine weiteren Präsentationen.",
  "presentations.loadFailed": "Präsentationen konnten nicht geladen werden",
  "presentations.language": "Sprache: {language}",
  "presentations.upload.title": "Präsentation teilen",
  "presentations.upload.intro":
    "Haben Sie Folien über das Programm in Ihrer Sprache? Senden Sie sie uns. Nach einer Prüfung erscheinen sie hier.",
  "presentations.upload.titleLabel": "Titel",
  "presentations.upload.languageLabel": "Sprache",
  "presentations.upload.fileLabel": "Datei",
  "presentations.upload.hint": "PDF, PPT, PPTX (max. 10MB)",
  "presentations.upload.submit": "Hochladen",
  "presentations.upload.sending": "Wird hochgeladen…",
  "presentations.upload.success": "Vielen Dank! Ihre Präsentation erscheint nach einer Prüfung.",
  "presentations.upload.failed": "Präsentation konnte nicht hochgeladen werden",
  "presentations.upload.noFile": "Bitte wählen Sie eine Datei zum Hochladen aus",
  "presentations.upload.noTitle": "Bitte geben Sie einen Titel für die Präsentation ein",
  "presentations.upload.tooLarge": "Die Datei ist zu groß. PDF, PPT, PPTX (max. 10MB)",
  "presentations.upload.unsupported": "Diese Datei ist keine PDF-, PPT- oder PPTX-Präsentation.",
  "presentations.upload.tooMany":
    "Zu viele Uploads über Ihre Verbindung. Bitte versuchen Sie es in einer Stunde erneut.",
  "presentations.upload.queueFull":
    "Die Warteschlange für die Prüfung ist gerade voll, daher können wir keine neuen Präsentationen annehmen. Bitte versuchen Sie es in ein paar Tagen erneut.",
  "general.unsubscribe.title": "E-Mail-Einstellungen",
  "general.unsubscribe.confirm": "Möchten Sie an diese Adresse keine Werbe-E-Mails mehr erhalten?",
  "general.unsubscribe.button": "Abmelden",
  "general.unsubscribe.done":
    "Sie wurden abgemeldet. Sie erhalten von uns keine Werbe-E-Mails mehr.",
  "general.unsubscribe.invalid": "Dieser Abmeldelink ist ungültig.",
  "general.fileLink.expired":
    "Dieser Link ist abgelaufen oder ungültig. Gehen Sie zurück zur Seite und öffnen Sie die Datei erneut.",
  "general.fileLink.missing": "Diese Datei ist nicht verfügbar. Möglicherweise wurde sie entfernt.",
  "general.rateLimited":
    "Zu viele Anfragen von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  "general.signup.title": "Neuigkeiten per E-Mail erhalten",
  "general.signup.intro":
    "Neue Anleitungen und Änderungen am Programm, ab und zu. Zuerst senden wir Ihnen eine E-Mail zur Bestätigung; jede E-Mail enthält einen Link zum Abmelden.",
  "general.signup.emailLabel": "E-Mail-Adresse",
  "general.signup.nameLabel": "Name (optional)",
  "general.signup.honeypotLabel": "Dieses Feld bitte leer lassen",
  "general.signup.submit": "Anmelden",
  "general.signup.sending": "Wird gesendet…",
  "general.signup.checkInbox":
    "Bitte sehen Sie in Ihrem Posteingang nach und bestätigen Sie. Der Link in der E-Mail gilt {hours} Stunden.",
  "general.signup.invalidEmail": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  "general.signup.nameTooLong": "Bitte geben Sie einen kürzeren Namen ein (höchstens 100 Zeichen).",
  "general.signup.tooMany":
    "Zu viele Anmeldungen über Ihre Verbindung. Bitte versuchen Sie es in einer Stunde erneut.",
  "general.signup.failed":
    "Die Bestätigungs-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  "general.signup.emailSubject": "Bestätigen Sie Ihre Neuigkeiten von Waymark per E-Mail",
  "general.signup.emailBody":
    "Jemand, hoffentlich Sie, möchte an diese Adresse Neuigkeiten von Waymark per E-Mail erhalten.\n\nZum Bestätigen öffnen Sie bitte innerhalb von {hours} Stunden diesen Link:\n{link}\n\nWaren Sie das nicht, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung schreiben wir Ihnen nicht wieder.",
  "general.signup.confirmTitle": "Neuigkeiten per E-Mail bestätigen",
  "general.signup.confirmText": "Neuigkeiten von Waymark per E-Mail an {email} erhalten?",
  "general.signup.confirmButton": "Ja, bestätigen",
  "general.signup.confirmed":
    "Vielen Dank! Ihre Anmeldung ist bestätigt. Jede E-Mail enthält einen Link zum Abmelden.",
  "general.signup.expired":
    "Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an; der neue Link gilt {hours} Stunden.",
  "general.signup.invalidLink":
    "Dieser Bestätigungslink ist ungültig. Öffnen Sie den vollständigen Link aus der E-Mail oder melden Sie sich erneut an.",
  "general.member.title": "Ihre Mitgliederseite",
  "general.member.signInIntro":
    "Teammitglieder melden sich mit einem Link an, der per E-Mail kommt. Geben Sie die Adresse ein, die das Team von Ihnen hat.",
  "general.member.emailLabel": "E-Mail-Adresse",
  "general.member.sendLink": "Anmeldelink per E-Mail senden",
  "general.member.linkSent":
    "Wenn diese Adresse zu einem Mitglied gehört, ist ein Anmeldelink unterwegs. Er funktioniert einmal, 15 Minuten lang.",
  "general.member.invalidEmail": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  "general.member.tooMany":
    "Zu viele Anmeldeanfragen von Ihrer Verbindung. Bitte versuchen Sie es in einer Stunde erneut.",
  "general.member.sendFailed":
    "Die Anmelde-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  "general.member.emailSubject": "Ihr Anmeldelink als Waymark-Mitglied",
  "general.member.emailBody":
    "Öffnen Sie diesen Link, um sich auf Ihrer Mitgliederseite anzumelden. Er funktioniert einmal, {minutes} Minuten lang:\n{link}\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.",
  "general.member.inviteSubject": "Ihre Waymark-Mitgliederseite",
  "general.member.inviteBody":
    "Hallo {name},\n\nSie wurden als Mitglied zum Waymark-Team hinzugefügt. Auf Ihrer Mitgliederseite finden Sie Ihre persönlichen Links zum Teilen. Öffnen Sie diesen Link, um sich anzumelden (er funktioniert einmal, {minutes} Minuten lang; auf der Mitgliederseite können Sie jederzeit einen neuen anfordern):\n{link}",
  "general.member.signInTitle": "Auf der Mitgliederseite anmelden",
  "general.member.signInButton": "Anmelden",
  "general.member.linkUsed":
    "Dieser Anmeldelink wurde bereits verwendet. Fordern Sie unten einen neuen an.",
  "general.member.linkExpired":
    "Dieser Anmeldelink ist abgelaufen. Fordern Sie unten einen neuen an.",
  "general.member.linkUnknown":
    "Dieser Anmeldelink ist ungültig. Öffnen Sie den vollständigen Link aus der E-Mail oder fordern Sie unten einen neuen an.",
  "general.member.greeting": "Hallo, {name}",
  "general.member.paused":
    "Ihre Mitgliedschaft ist pausiert. Ihre Links öffnen weiterhin den Leitfaden, aber Anmeldungen gehen an den Pool des Teams, bis sie fortgesetzt wird.",
  "general.member.personalLinks": "Ihre persönlichen Links",
  "general.member.personalLinksText":
    "Teilen Sie diese Links. Wer einen öffnet, liest den Leitfaden in dieser Sprache, und seine Anmeldung geht an Ihren Empfehlungslink.",
  "general.member.linkLanguage": "Link auf {language}",
  "general.member.whatsapp": "Über WhatsApp teilen",
  "general.member.telegram": "Über Telegram teilen",
  "general.member.qrAlt": "QR-Code Ihres persönlichen Links",
  "general.member.otherLanguages": "Ihr Link in einer anderen Sprache",
  "general.member.settingsTitle": "Ihr Empfehlungslink und Ihre Sprachen",
  "general.member.referralLinkLabel": "Ihr Empfehlungslink",
  "general.member.saveLink": "Link speichern",
  "general.member.linkInvalid": "Bitte geben Sie eine gültige URL als Empfehlungslink ein.",
  "general.member.linkSaved": "Ihr Empfehlungslink ist gespeichert.",
  "general.member.linkRequested":
    "Danke. Das Team prüft Linkänderungen zuerst; Ihr neuer Link wird nach der Freigabe verwendet.",
  "general.member.linkPending": "Wartet auf Freigabe: {link}",
  "general.member.languagesLabel": "Sprachen, in denen Sie helfen können",
  "general.member.languagesRequired": "Wählen Sie mindestens eine Sprache.",
  "general.member.saveLanguages": "Sprachen speichern",
  "general.member.languagesSaved": "Ihre Sprachen sind gespeichert.",
  "general.member.signOut": "Abmelden",
  "general.member.notYours":
    "Diese Seite gehört einem anderen Mitglied. Bitte melden Sie sich erneut an.",
  "general.member.figuresTitle": "Ihre Zahlen",
  "general.member.lastDays": "Letzte {days} Tage",
  "general.member.periodRange": "{from} bis {to}",
  "general.member.visits": "Besuche über Ihren Link",
  "general.member.displays": "Anzeigen Ihres Links aus dem Pool",
  "general.member.joinClicks": "Klicks auf „Beitreten“",
  "general.member.clickRate": "Klickrate",
  "general.member.daily": "Tag für Tag",
  "general.member.chartSummary":
    "Von {from} bis {to}: {views} Seitenaufrufe mit Ihrem Link und {clicks} Klicks auf „Beitreten“.",
  "general.member.day": "Tag",
  "general.member.byLanguage": "Sprache",
  "general.member.byCountry": "Land",
  "general.member.byDevice": "Gerät",
  "general.member.bySource": "Quelle",
  "general.member.noFigures": "In diesem Zeitraum wurde noch nichts erfasst.",
  "general.member.downloadCsv": "CSV herunterladen",
  "general.member.noLink":
    "Sie haben keinen Empfehlungslink: Wer Ihre persönlichen Links öffnet, erhält einen Link aus dem Pool, bis Sie unten Ihren eigenen hinzufügen.",
  "footer.navLabel": "Fußzeile",
  "footer.pagesHeading": "Seiten",
  "footer.socialHeading": "Der Community beitreten",
  "footer.socialLink": "{network}: Empfehlungslink öffnen",
  "footer.unofficial":
    "Waymark ist eine inoffizielle Ratgeber-App. Sie wird von dem beschriebenen Programm weder betrieben noch genehmigt oder unterstützt.",
  "footer.copyright": "© {year} Waymark. Alle Rechte vorbehalten.",
} satisfies Messages;
