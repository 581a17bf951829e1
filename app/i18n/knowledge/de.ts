// German knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Klar gesagt: Das ist ein Empfehlungsprogramm. Jedes Einkommen hängt davon ab, andere Menschen anzuwerben, und kann null sein, Krypto-Werte können an Wert verlieren, und nichts hier ist eine Finanzberatung. Lies den Haftungshinweis: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Das sind die vom Programm selbst veröffentlichten Zahlen, kein Versprechen: Das tatsächliche Einkommen kann null sein.",

  "general.chat.kb.join.q":
    "Wie trete ich bei?\nwie mitmachen\nwie registriere ich mich\nregistrieren\nregistrierung\nanmelden\nanmeldung\nschritte zum beitritt\nwie fange ich an\nmitglied werden\nkonto erstellen\nbeitreten\njoin\nmelde mich an\nreinkommen\ndabei sein\neinsteigen\nmitmachen\nablauf der anmeldung\nanmeldung ablauf\nmeld mich an\nwie komm ich rein\nkomm rein\neinstieg\nregistrier mich\naus österreich mitmachen\nvon der schweiz aus anmelden\nwie fang ich an\nanfangen\nteil werden\nteil sein",
  "general.chat.kb.join.a":
    "Installiere eine Wallet, die das Netzwerk unterstützt, stelle sie auf dieses Netzwerk um, lade mindestens {amount} im Stablecoin plus etwas vom nativen Token für die Gebühren auf, öffne den eingebauten Browser der Wallet, füge deinen Empfehlungslink ein und tippe auf Register Now. Die Seite Mitmachen zeigt jeden Schritt: {joinUrl}",

  "general.chat.kb.wallet.q":
    "Welche Wallet soll ich nutzen?\nwelche wallet\nbeste wallet\nempfohlene wallet\nbrauche ich eine wallet\nwallet herunterladen\nkrypto wallet\ngeldbörse\nwallet\nmetamask\ntrust wallet\nwelche krypto app\nwallet für anfänger\nwallet für android\nwallet für iphone\nbinance wallet\nbinance web3 wallet\ngeldboerse\nwallet fuer anfaenger\nwallet fuer android",
  "general.chat.kb.wallet.a":
    "Nutze eine bekannte Krypto-Wallet-App, die das Netzwerk des Programms unterstützt und einen eingebauten (dApp-)Browser hat. Installiere sie nur aus dem offiziellen App-Store deines Handys. Die Seite Mitmachen führt dich durch: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "Was ist die Wiederherstellungsphrase?\nwiederherstellungsphrase\nseed phrase\nseed\ngeheime wörter\n12 wörter\nprivate key\nprivater schlüssel\njemand will meine seed phrase\nphrase verloren\nwallet sicherheit\nwill meine wörter\nfragt nach meinen wörtern\nwiederherstellungswörter\nseed wörter\ngeheimen wörter\ngeheimwörter\nmeine wörter\n12 woerter\ngeheime woerter\nwoerter aufschreiben\nseed aufschreiben\nwiederherstellungswoerter\nprivater schluessel",
  "general.chat.kb.recoveryPhrase.a":
    "Beim Erstellen der Wallet wird eine Wiederherstellungsphrase aus 12 oder 24 Wörtern angezeigt. Schreib sie auf Papier und bewahre sie sicher auf. Wer sie hat, kann alles aus der Wallet nehmen: Gib sie nie auf einer Website oder in einem Chat ein und teile sie nie. Niemand von dieser Seite oder vom Programm wird jemals danach fragen.",

  "general.chat.kb.network.q":
    "Welches Netzwerk?\nwelche blockchain\nwelche chain\nnetzwerk wechseln\nnetzwerk in der wallet ändern\nfalsches netzwerk\nnetzwerkeinstellung\nblockchain netzwerk\nnicht angekommen\nnix angekommen\nerc20\nwelches netzwerk\nbep20 oder trc20\ntrc20 adresse\nbep20 adresse\nsmart chain\nbinance smart chain",
  "general.chat.kb.network.a":
    "Das Programm läuft auf einem Blockchain-Netzwerk mit niedrigen Gebühren. Stelle deine Wallet auf dieses Netzwerk um, bevor du sie auflädst und dich registrierst; Token, die über ein anderes Netzwerk gesendet werden, kommen nicht an. Schritt 3 auf der Seite Mitmachen zeigt wie: {joinUrl}",

  "general.chat.kb.fees.q":
    "Wie hoch sind die Gebühren?\ngebühren\ntransaktionsgebühr\ngas gebühr\ngas\nnetzwerkgebühr\nnativer token\nwozu der native token\nkosten\nversteckte gebühren\nabgezogen\ntransaktionskosten\nkosten einer transaktion\nbnb\nkosten pro transaktion\nbnb übrig\nbnb behalten\nbnb für gas\ngebuehr\ngebuehren\ngas gebuehr\ntransaktionsgebuehr\nnetzwerkgebuehr\ntransaktion kostet\nbnb wofuer\ngas kosten\ngas kostet\nwarum bnb\nwozu bnb\nbnb wozu",
  "general.chat.kb.fees.a":
    "Jede Transaktion im Netzwerk kostet eine kleine Gebühr, meist einen Bruchteil eines Cents, bezahlt im nativen Token des Netzwerks. Behalte etwas davon zusätzlich zum Stablecoin in deiner Wallet, sonst schlägt die Registrierung fehl.",

  "general.chat.kb.funding.q":
    "Wie lade ich meine Wallet auf?\nwie geld einzahlen\nstablecoin kaufen\nwo usdt kaufen\neinzahlen\nwallet aufladen\nkrypto an wallet senden\nkrypto kaufen\neinzahlung\nusdt\ngeld in die wallet\naufladen\nmit karte zahlen\npaypal\nkarte\nmit kreditkarte kaufen\nusdt von binance\nbinance\nbitpanda\nkraken\nusdt auf wallet schicken\nkauf usdt\nusdt mit euro\neuro in usdt\nusdt kaufen mit euro\neuro umtauschen in usdt",
  "general.chat.kb.funding.a":
    "Kaufe den an den Dollar gekoppelten Stablecoin an einer Börse oder in deiner Wallet-App und sende ihn über das Netzwerk des Programms an deine Wallet. Du brauchst mindestens {amount} im Stablecoin plus etwas nativen Token für die Gebühren. Prüfe Netzwerk und Adresse vor dem Senden: Überweisungen lassen sich nicht rückgängig machen.",

  "general.chat.kb.minimum.q":
    "Was ist der Mindestbetrag?\nminimum\nmindestbetrag\nmindesteinlage\nmindestinvestition\nwie viel zum start\nwie viel brauche ich\nwie viel kostet der einstieg\nwas kostet das\neinstiegspreis\npreis des ersten slots\nstartbetrag\nmindestens\nwie viel mindestens\nreichen\nreicht\n2 dollar\nam anfang\nreinstecken\neinsatz\nwie viel einsatz\nmindestens usdt\nmindesteinsatz\nwie viel euro\nmindestens einzahlen\nmindesteinzahlung\nbilligster slot\ngünstigster slot\nguenstigster slot\neinstieg kostet",
  "general.chat.kb.minimum.a":
    "Das Minimum ist {amount}: Der erste Slot kostet {amount} im Stablecoin, plus etwas vom nativen Token des Netzwerks für die Gebühren. Höhere Slots kosten mehr; die Seite Slots listet sie auf: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Welchen Link soll ich zur Registrierung nutzen?\nwelcher link\nempfehlungslink\nreferral link\neinladungslink\nwo ist der link\nregistrierungslink\nwarum dieser link\nohne link registrieren\nref link\nlink einfügen\nwo einfügen\neigenen link\nlink zum teilen\nlink teilen\nmeinen link\nohne link angemeldet\nohne link\nohne link registriert",
  "general.chat.kb.referralLink.a":
    "Nutze den Empfehlungslink auf der Seite Mitmachen und füge ihn in den Browser deiner Wallet ein. Der Link hält fest, wer dein Sponsor ist; wer sich über einen anderen Link registriert, bekommt einen anderen Sponsor, und das lässt sich später nicht ändern: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "Was ist ein Sponsor?\nsponsor\nupline\nwer ist mein sponsor\nsponsor wechseln\nwerber\nwer hat mich geworben\nmein werber\nwer hat mich eingeladen\neinlader\nreingeholt\nwer hat mich reingeholt\nsponsor ändern\nfalscher sponsor\nsponsor umstellen",
  "general.chat.kb.sponsor.a":
    "Dein Sponsor (Upline) ist das Mitglied, über dessen Empfehlungslink du dich registrierst. Das Programm zahlt deinem Sponsor einen Anteil deiner Slot-Zahlungen und platziert dich in seinem Team. Der Sponsor wird bei der Registrierung festgelegt und kann danach nicht geändert werden.",

  "general.chat.kb.registerButton.q":
    "Wo ist der Register-Now-Button?\nregister now\nregistrieren button\nregistrierung fehlgeschlagen\ntransaktion fehlgeschlagen\nkann mich nicht registrieren\nfehler bei der registrierung\ntransaktion bestätigen\nkonto aktivieren\npassiert nichts\nschlägt fehl\nfehler\nbutton geht nicht\ndrück auf register\nnicht genug guthaben\nguthaben reicht nicht\nabgebrochen\ntransaktion abgebrochen\nklick auf register\nnicht angezeigt\nbutton fehlt\nregister button\nklappt nicht mit register",
  "general.chat.kb.registerButton.a":
    "Nachdem du den Empfehlungslink im Browser deiner Wallet geöffnet hast, tippe auf Register Now und bestätige die Transaktion in deiner Wallet. Wenn es fehlschlägt, prüfe, ob die Wallet im richtigen Netzwerk ist und genug Stablecoin und nativen Token für die Gebühr hat.",

  "general.chat.kb.incomeTypes.q":
    "Welche Einkommensarten gibt es?\neinkommensarten\narten von einkommen\nwie verdiene ich\nmöglichkeiten zu verdienen\nwie wird bezahlt\nvergütungsplan\nmarketingplan\nwie werden mitglieder bezahlt\nboni\n6 einkommen\nsechs einkommen\nwelche boni\neinkommen arten\neinnahmen\neinnahmequellen\nmoeglichkeiten zu verdienen\nverguetungsplan\neinkommensquellen",
  "general.chat.kb.incomeTypes.a":
    "Es gibt sechs: Direkteinkommen, Level-Einkommen, globaler Pool, Leadership, wöchentliche Royalty und Coin-Partner-Anteil. Alle werden aus dem bezahlt, was Mitglieder für Slots zahlen. Die Seite Einkommen erklärt jede Art: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "Was ist Direkteinkommen?\ndirekteinkommen\ndirektes einkommen\ndirektbonus\nempfehlungsbonus\nprovision für empfehlungen\nwas bekomme ich fürs werben\neinkommen von meinen geworbenen\ndirekte partner\ndirekt geworben\npro geworbenem\ndirektprovision\nprovision direkt\nmein direkter\ndirekt empfohlen\ndirekt werbe\ndirekt werben\nfuer jeden geworbenen\npro geworbener person\ndirekt geworbene\n50 prozent\n50 prozent direkt\nprozent direkt\nwie viel prozent direkt\ngeworbener kauft\nwenn mein geworbener kauft",
  "general.chat.kb.directIncome.a":
    "Direkteinkommen sind 50% der Slot-Kosten jeder Person, die du direkt wirbst. Ein Slot für {small} bringt zum Beispiel {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "Was ist Level-Einkommen?\nlevel einkommen\nlevel bonus\nebenen\n10 level\nteameinkommen\neinkommen aus meinem team\ndownline einkommen\nleute meiner leute\n2% pro ebene\nebene\nuntere ebenen\nindirekt\nteam provision\nteamprovision\nvon den leuten meiner leute\nleute von meinen leuten\ngeworbene meiner geworbenen\nprozent pro ebene\npro ebene\n10 ebenen\n2 prozent\nlevel einkommen ueber 10 ebenen",
  "general.chat.kb.levelIncome.a":
    "Level-Einkommen sind 2% der Slot-Kosten für jedes Mitglied auf 10 Ebenen deines Teams, insgesamt 20%.",

  "general.chat.kb.globalPool.q":
    "Was ist der globale Pool?\nglobaler pool\nglobal pool\nglobales einkommen\n2x6 matrix\n3640%\npool einkommen\nwie qualifiziere ich mich für den pool\nin den pool kommen\nfuer den pool qualifizieren\nglobalen pool",
  "general.chat.kb.globalPool.a":
    "Der globale Pool ist eine 2x6-Matrix, die laut Programm bis zu 3640% der Slot-Kosten pro Zyklus auszahlt. Um dich zu qualifizieren, brauchst du eine direkte Empfehlung mit demselben Slot.",

  "general.chat.kb.leadership.q":
    "Welche Leadership-Ränge gibt es?\nränge\nrang\nleadership einkommen\nleadership bonus\ndiamant rang\ngold rang\nwie bekomme ich einen rang\ntägliches einkommen\nbronze silber gold diamant\ndiamant werden\nrang aufsteigen\nim rang\ndiamond rang\ndiamond\nraenge\ntaegliches einkommen\nrang bekommen",
  "general.chat.kb.leadership.a":
    "Fünf Ränge: Anfänger, Bronze, Silber, Gold und Diamant. Laut Programm zahlen sie täglich 0,25% bis 1% der Rangkosten, je nachdem, wie viele direkte Mitglieder denselben Rang haben, begrenzt auf 250%.",

  "general.chat.kb.royalty.q":
    "Was ist die wöchentliche Royalty?\nroyalty\nwöchentliche royalty\nroyalty pool\nwöchentliches einkommen\nwochenbonus\nroyalty auszahlung\nroyalty ausgezahlt\nwoechentliche royalty\nwoechentliches einkommen\nroyalty woechentlich",
  "general.chat.kb.royalty.a":
    "Die Positionen B und C jedes Slots schicken 10% ihrer Mittel in einen Royalty-Pool, der jede Woche unter den qualifizierten Mitgliedern aufgeteilt wird.",

  "general.chat.kb.coinPartner.q":
    "Was ist der Coin-Partner-Anteil?\ncoin partner\npartneranteil\ntoken\ncoin\nbekomme ich token\ntokenpreis\nwelcher token\nwelchen token bekomme ich",
  "general.chat.kb.coinPartner.a":
    "Die Positionen B und C schicken außerdem 10% an den Coin-Partner-Anteil, den Mitglieder als Token erhalten. Tokenpreise können steigen oder fallen, daher ist sein Wert unsicher.",

  "general.chat.kb.slots.q":
    "Wie viele Slots gibt es?\nslots\nslot stufen\nslot preise\nwas kostet jeder slot\nwas ist ein slot\nslot kosten\nliste der slots\nteuerste\nteuerster slot\nbilligste",
  "general.chat.kb.slots.a":
    "Es gibt zehn Slot-Stufen, von {first} bis {last}. Die Seite Slots zeigt, was jeder kostet und was er laut Programm auszahlt: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "Wie upgrade ich meinen Slot?\nupgrade\nupgraden\nnächsten slot kaufen\nhöherer slot\nweiteren slot kaufen\nnächste stufe\ngrößeren slot kaufen\nslot jetzt kaufen oder warten\naufrüsten\naufzurüsten\nhöheren slot\numsteigen\naufsteigen\nnaechsten slot kaufen\nnaechste stufe\nhoeherer slot\nhoeheren slot\naufruesten\ngroesseren slot",
  "general.chat.kb.upgrade.a":
    "Du kannst die nächste Slot-Stufe jederzeit kaufen und ihre Kosten wie beim ersten aus deiner Wallet zahlen. Ein höherer Slot kostet mehr, und seine Zahlen gelten nur, wenn auch andere auf dieser Stufe mitmachen: Das ist ein größeres Risiko, kein sicherer Gewinn.",

  "general.chat.kb.matrix.q":
    "Wie funktioniert die Matrix?\nmatrix\nm4 matrix\n4x1 matrix\npositionen\nposition a b c d\nwohin geht das geld\nwie wird das geld verteilt\nzyklus\nrecycle\nplätze\nplatz a b c d\nmatrix aufgebaut\naufbau der matrix\nplaetze\nplatz a\nposition b",
  "general.chat.kb.matrix.a":
    "Jeder Slot ist eine M4-Matrix (4x1) mit vier Positionen. Position A schickt 10% an Leadership und 40% an den globalen Pool; B und C schicken 10% an die Royalty und 10% an den Coin-Partner-Anteil; D schickt 100% an die freien Positionen deines Sponsors, dann beginnt der Zyklus von vorn: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "Wie viel kann ich verdienen?\nwie viel verdiene ich\nwie viel geld\nverdienst\nverdienen\ngewinn\nrendite\nertrag\nmonatliches einkommen\nreich werden\nwas ist der roi\npassives einkommen\nmonatlich\nwas kommt rum\nwas springt raus\nwas man verdient\npro monat\nmonatlich verdienen\nim schnitt\ndurchschnitt\ndurchschnittlich",
  "general.chat.kb.earnHowMuch.a":
    "Es reicht von nichts aufwärts, und für die meisten Menschen ist es wenig. Der Plan zahlt 50% der Slot-Kosten jeder direkten Empfehlung, 2% pro Mitglied auf 10 Ebenen sowie Pool-, Rang- und Royalty-Anteile, aber alles stammt von anderen Menschen, die Slots kaufen. Wenn niemand über dich beitritt, verdienst du nichts an Direkt- oder Level-Einkommen. Der Plan: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Muss ich Leute anwerben?\nanwerben\nrekrutieren\nwerben\nmuss ich leute einladen\nohne werben verdienen\nohne einladen\nohne rekrutieren\nmuss ich leute bringen\nkenn niemanden\nniemanden einladen\ntrotzdem verdienen\nfreunde werben\nohne freunde\nnur geld wenn ich werbe\nwerben pflicht\npflicht zu werben\nmuss ich werben\nohne anwerben\nkeinen einladen\nniemand einladen\neinzuladen\nandere einladen",
  "general.chat.kb.recruiting.a":
    "Größtenteils ja. Direkt- und Level-Einkommen kommen nur von Menschen, die über dich beitreten, und von deren Teams, und der globale Pool braucht eine direkte Empfehlung mit demselben Slot. Ohne anzuwerben ist das Einkommen wahrscheinlich null oder sehr klein.",

  "general.chat.kb.risks.q":
    "Was sind die Risiken?\nrisiken\nrisiko\nriskant\nist es sicher\nist mein geld sicher\ngefahren\nnachteile\nwas kann schiefgehen\nsoll ich investieren\ngute investition\ndas schlimmste\nschlimmster fall\nsicher angelegt\ngeld sicher angelegt\ngefährlich\ngefaehrlich\ngeld reinstecken sicher\nrisiken dabei",
  "general.chat.kb.risks.a":
    "Die wichtigsten Risiken: Du kannst alles verlieren, was du für Slots zahlst; Einkommen gibt es nur, wenn Leute unter dir beitreten, und die meisten werben wenige oder niemanden; Kryptopreise und die ausgezahlten Token können fallen; eine Zahlung an eine falsche Adresse oder eine bekannt gewordene Wiederherstellungsphrase lässt sich nicht rückgängig machen. Setze nur Geld ein, dessen Verlust du dir leisten kannst.",

  "general.chat.kb.loseMoney.q":
    "Kann ich Geld verlieren?\ngeld verlieren\nverlieren\nverliere ich meine investition\nverlust\nverluste\nwas wenn niemand beitritt\nwas wenn es aufhört\ngeld weg\nfutsch\nwenn keiner mitmacht\nkeiner einsteigt\ngeld ist weg\nalles weg\nusdt verlieren\ndicht macht\nprogramm schließt\nfür immer weg\nfuer immer weg\nprogramm schliesst\nalles verlieren\ndollar weg\nusdt weg\ngeld für immer weg",
  "general.chat.kb.loseMoney.a":
    "Du kannst Geld verlieren, ja. Was du für Slots zahlst, wird nicht erstattet, Einkommen kommt vielleicht nie, wenn du niemanden wirbst, und Krypto-Werte können an Wert verlieren.",

  "general.chat.kb.guarantee.q":
    "Ist das Einkommen garantiert?\ngarantiert\ngarantie\nfestes einkommen\nsicheres einkommen\nzugesicherte rendite\nist der gewinn garantiert\nversprechen\nfeste rendite\nversprecht\nversprochen\ngewinn sicher\nsicherer gewinn\ngewinngarantie\ngarantierter gewinn\ngarantierte rendite",
  "general.chat.kb.guarantee.a":
    "Nichts ist garantiert. Die Zahlen sind der eigene Plan des Programms, kein Versprechen, und niemand kann dir ein Einkommen versprechen.",

  "general.chat.kb.scam.q":
    "Ist das Betrug?\nbetrug\nabzocke\nscam\nfake\nseriös\nist das echt\nvertrauenswürdig\nkann ich dem trauen\nbetrüger\nponzi\nverarsche\nverarschung\nbetrueger\nserioes\nvertrauenswuerdig",
  "general.chat.kb.scam.a":
    "Diese Seite kann dir nicht sagen, dass es sicher ist. Was es ist: ein Empfehlungsprogramm, das über einen Smart Contract läuft und bei dem das, was Mitglieder erhalten, aus dem stammt, was andere Mitglieder für Slots zahlen. Das Einkommen hängt also davon ab, dass neue Leute beitreten, und wenn das nachlässt, sinkt es oder hört auf. Aufsichtsbehörden in vielen Ländern warnen vor Systemen, die so funktionieren: Prüfe also selbst, bevor du Geld einsetzt.",

  "general.chat.kb.legal.q":
    "Ist das legal?\nlegal\nillegal\nerlaubt in meinem land\nverboten\nlizenz\nreguliert\nsteuern\nmuss ich steuern zahlen\nin deutschland verboten\nin österreich legal\nschweiz erlaubt\nrechtlich erlaubt\nrechtlich\nfinanzamt\ndarf man das\nversteuern\nsteuer\nsteuerpflichtig\ngesetz\nlaut gesetz\nin deutschland erlaubt\nin oesterreich legal\nerlaubt in deutschland",
  "general.chat.kb.legal.a":
    "Das hängt davon ab, wo du lebst. Manche Länder beschränken oder verbieten Empfehlungssysteme, bei denen die Einnahmen aus dem Anwerben stammen, und die Krypto-Regeln unterscheiden sich von Ort zu Ort. Diese Seite gibt keine Rechtsberatung: Prüfe die Regeln in deinem Land, auch zur Steuer auf Einkommen.",

  "general.chat.kb.pyramid.q":
    "Ist das ein Pyramidensystem?\npyramide\npyramidensystem\npyramidenspiel\nmlm\nnetzwerkmarketing\nnetwork marketing\nmulti level marketing\nschneeballsystem\nstrukturvertrieb\nschneeball",
  "general.chat.kb.pyramid.a":
    "Es ist ein Empfehlungsprogramm, bei dem Mitglieder an dem verdienen, was die von ihnen geworbenen Menschen, und die von diesen geworbenen, für Slots zahlen: eine mehrstufige Struktur. Das ausgezahlte Geld stammt aus den Slot-Zahlungen der Mitglieder, nicht aus dem Verkauf von etwas an externe Kunden. Ob das als illegales Pyramidensystem gilt, hängt vom Recht deines Landes ab.",

  "general.chat.kb.refund.q":
    "Kann ich mein Geld zurückbekommen?\nrückerstattung\nerstattung\ngeld zurück\nregistrierung stornieren\ntransaktion rückgängig\naussteigen\nkündigen\nzurückbekommen\nanders überlegt\ngeld zurückholen\nzahlung stornieren\nwiederhaben\ngeld wieder\nrueckerstattung\ngeld zurueck\nzurueckbekommen\ngeld zurueckholen\nwenn ich aussteige",
  "general.chat.kb.refund.a":
    "Zahlungen an den Smart Contract kann niemand stornieren oder erstatten, auch diese Seite nicht. Betrachte das, was du für einen Slot zahlst, als weg, außer es kommt Einkommen zurück.",

  "general.chat.kb.withdraw.q":
    "Wie hebe ich ab?\nauszahlen\ngewinne auszahlen\ngewinne zahlen\nauszahlung\nabheben\nwie werde ich bezahlt\npayout\nwann bekomme ich geld\ngeld rausholen\nin bargeld umwandeln\ngewinne aufs konto\naufs konto\ndauert die auszahlung\nausgezahlt\naufs bankkonto\ngewinn abheben\ngewinn rausholen\ngewinn auf binance\neinnahmen abheben\neinnahmen auszahlen\nwann kommt das geld\ngeld kommt an\nauszahlung dauert",
  "general.chat.kb.withdraw.a":
    "Diese Seite verwahrt kein Geld und zahlt nichts aus. Laut Programm schickt sein Smart Contract Zahlungen direkt an die Wallet, mit der du dich registriert hast, daher gibt es kein Auszahlungsformular: Du siehst sie in deiner Wallet und im Blockchain-Explorer und kannst den Stablecoin an einer Börse verkaufen.",

  "general.chat.kb.whoRuns.q":
    "Wer betreibt diese Seite?\nwer seid ihr\nwem gehört das\nwer hat die seite gemacht\nwer steckt dahinter\nbetreiber\ninhaber\ngründer\nwer hat das programm erstellt\nentwickler\nwer steckt hinter\ngebaut\nwer hat das gebaut",
  "general.chat.kb.whoRuns.a":
    "Diese Seite ist ein inoffizieller Leitfaden von unabhängigen Promotern des Programms. Sie wird von den Machern des Programms weder betrieben noch genehmigt oder unterstützt. Wenn du dich über ihre Empfehlungslinks registrierst, können die Leute hinter diesem Leitfaden daran verdienen.",

  "general.chat.kb.official.q":
    "Ist diese Seite offiziell?\noffiziell\noffizielle website\noffizielle seite\nseid ihr die firma\nist das die echte seite\noffizielle programmseite",
  "general.chat.kb.official.a":
    "Das ist nicht die offizielle Seite. Es ist ein inoffizieller Leitfaden, vom Programm weder betrieben noch genehmigt oder unterstützt.",

  "general.chat.kb.contact.q":
    "Wie kann ich euch kontaktieren?\nkontakt\nkontaktieren\nsupport\nhilfe\nkundendienst\ntelefonnummer\nemail\nwhatsapp\ntelegram\nmit einem menschen sprechen\nbeschwerde\nkundenservice",
  "general.chat.kb.contact.a":
    "Dieser Leitfaden hat keinen Helpdesk und keine Telefonleitung. Frag deinen Sponsor, also die Person, deren Link du benutzt hast, oder nutze die Community-Links unten auf der Seite. Niemand Seriöses wird je nach deiner Wiederherstellungsphrase fragen oder verlangen, dass du Geld schickst, um dir zu helfen.",

  "general.chat.kb.presentations.q":
    "Wo sind die Präsentationen?\npräsentation\npräsentationen\nfolien\nslides\npdf\nplan auf deutsch\npräsentation herunterladen\nbusinessplan\npraesentation\npraesentationen\nfolien zum zeigen",
  "general.chat.kb.presentations.a":
    "Die Seite Präsentationen hat Folien über das Programm, zuerst in deiner Sprache, und du kannst eigene zur Prüfung einsenden: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "Gibt es ein Video?\nvideo\nvideos\ntutorial\nanleitung als video\nyoutube\nanschauen\nerklärvideo\nvideo zur registrierung\nregistrierungsvideo\nerklaervideo\nvideo anmeldung\nanmeldung video\nvideo registrierung",
  "general.chat.kb.videos.a":
    "Auf der Startseite gibt es ein Einführungsvideo und auf der Seite Mitmachen ein Tutorial-Video, das die Registrierung zeigt: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "Was ist das?\nwas ist das für ein programm\nwie funktioniert das\nerklär das programm\nworum geht es\nwas ist waymark\nüberblick\nwas ist das geschäft\nwas ist das hier\nwas soll das sein",
  "general.chat.kb.whatIsIt.a":
    "Es ist ein Slot-basiertes Empfehlungsprogramm auf einer Blockchain mit niedrigen Gebühren: Mitglieder kaufen Slots mit einem Stablecoin, und ein Smart Contract verteilt diese Zahlungen unter sechs Einkommensarten an die Mitglieder. Diese Seite ist ein inoffizieller Leitfaden, der es in einfacher Sprache erklärt, Risiken inklusive.",

  "general.chat.kb.hello.q":
    "Hallo\nhi\nhey\nguten morgen\nguten tag\nguten abend\nservus\ndanke\nvielen dank\nmoin zusammen\nhallo zusammen\ngrüß gott\ntach\nschönen nachmittag\nmahlzeit\nhallo miteinander",
  "general.chat.kb.hello.a":
    "Hallo! Frag mich zum Beitritt, zu Wallets, zum Mindestbetrag, zu den Einkommensarten, den Slots oder den Risiken.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "fitnessstudio\nfitness\nabnehmen\ndiät\ndiaet\narzt\nkrankenhaus\napotheke\nmedikament\nimpfung\nschule\nhausaufgaben\nabitur\nabi\nuni\nstudium\nprüfung\npruefung\nklausur\nbundeswehr\nhochzeit\nheiraten\nfreundin\nrezept\nkochen\ndöner\nfußball\nfussball\nbundesliga\nfc bayern\nwetter\nzugticket\nzugfahrt\nflug\nurlaub\nvisum\nreisepass\npersonalausweis\nführerschein\nfuehrerschein\nbenzin\ntankstelle\nstromrechnung\nfritzbox\nrouter\nkleidung\nschuhe\nschminke\nfriseur\nparkplatz\nstrafzettel\nbußgeld\nblitzer\nmiete\nwohnung\nlandwirtschaft\nvorstellungsgespräch\njobcenter\nhoroskop\nbundestagswahl\nmathe\noktoberfest\nweihnachten\nfliegen\nsamsung\ntelekom\nreferat\nsparkasse\nvolksbank\ncommerzbank\npostbank\nelster\nbürgeramt\nbuergeramt\nkindergeld\nbafög\nbafoeg\nkrankenkasse\naok\nschufa\nzalando\nlieferando\nkleinanzeigen\nbahn\nflixbus\nlufthansa\neurowings\ndeutschlandticket\ncongstar\naldi\nvattenfall\nstadtwerke\nenbw\nrundfunkbeitrag\nnebenkosten\nausländerbehörde\naufenthaltstitel\ngeburtsurkunde\nelterngeld\nwohngeld\nbürgergeld\narbeitsagentur\ntüv\nihk\ntelc\nhausarbeit\nbachelorarbeit\nmasterarbeit\nseminararbeit\nvorlesung\nlebenslauf\notto\nwolt\nmediamarkt\nlidl\nrewe\ndkb\ncomdirect\nraiffeisen\npostfinance\nswisscom\nsunrise\nmagenta\nbvg\nöbb\nsbb\nard\nzdf\nrtl\nvolkswagen\nmercedes\naudi\nmindestlohn\nklempner\nhandwerker\ngeldautomat\nautomaten\nbankautomat\ngehalt\nlohnabrechnung\nsparbuch\ntagesgeld\ngirokonto\nlehrer\npolizist\nkrankenschwester\nausbildung\nazubi\npaypal käuferschutz\nautokauf\nmeine ex\nmeinen ex\nmein ex\nexfreundin\nexfreund\nliebeskummer\nbeziehung\naltcoin\nmemecoin\nbitcoin kurs\naktien\ntrade republic\nsparplan\nfinanzamt termin\nmusik herunterladen\nfilme herunterladen\nkarte gesperrt\nec karte\ncoin kurs\napple\nimmobilien\nmieteinnahmen\nschwarzarbeit\ncannabis\nkiffen\nvpn\nkredit\nautokredit\ndarlehen\npartei\ntesla\nfestgeld\noperation\nop\nfrisur\nfrisuren\no2\nwebinar\nvinted\nspiel\nspiele\nzocken\nauto waschen\nautowerkstatt\nkontaktlinsen\nlinsen\nbankgebühren\nkontogebühren\nschneiden\nvideobearbeitung\nmedaille\nmedaillen\nschmuck\nring\nehering\ntemu\nshein\naliexpress\netoro\nscalable capital\nryanair\neasyjet\nsteam\nfahrkarte\nfahrkarten",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `was wer wen wem wessen wie wo wohin woher wann warum wieso weshalb welche welcher
    welches welchen ist sind bin bist war waren sein wird werden wurde kann kannst können konnte
    muss musst müssen soll sollte sollen darf habe hast hat haben hatte mache macht gibt gib
    der die das den dem des ein eine einen einem einer eines und oder aber auch noch schon nur
    mit von vom zu zum zur für auf aus bei nach über unter vor durch gegen ohne um an am im in
    ins ich du er sie es wir ihr mich dich sich mir dir uns euch mein meine meinen meinem dein
    deine sein seine ihre dieser diese dieses man mal denn doch ja nein nicht kein keine sehr
    bitte eigentlich genau so hier da dann etwa
    is gibts gibt's hier überhaupt eigentlich bitte pls halt mal denn so jmd man
    welchem wirklich realistisch nich nix versteh verstehe ungefähr nehmen nimmt geben welches empfehlt empfehle empfehlen fragt dass davon jede jeder dafür einfach ganz echt
    wieviel krieg kriege mach machen hab sowas lässt möglich komplett
    funktionieren funktioniert zusammen
    anderes andere anderen lieber jedes dazu ehrlich
    sagen sagt
    deinen meiner meines deiner unsere unser euer eure ihren ihrem seinen seinem diesem diesen
    wenn als beim damit tun jemand jemanden wofür wieviele fürn konkret damals unbedingt bekomm sieht sehen immer eigenen lassen
    alle werde wirst zeigt zeigen
    läuft
    fuer ueber koennen muessen moeglich laeuft fuern waere wuerde digga alter bro erklaer erklär kurz ding`,
};
