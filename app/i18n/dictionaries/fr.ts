import type { Messages } from "./en";

export const fr = {
  "general.productName": "Waymark",
  "general.skipToContent": "Aller au contenu principal",
  "general.nav.label": "Navigation principale",
  "general.nav.home": "Accueil",
  "general.nav.join": "Rejoindre",
  "general.nav.earnings": "Revenus",
  "general.nav.slots": "Slots",
  "general.nav.presentations": "Présentations",
  "general.nav.assistant": "Assistant IA",
  "general.menu.toggle": "Menu",
  "general.language.label": "Langue",
  "general.language.choose": "Choisir une langue",
  "general.language.changed": "Langue définie sur {language}",
  "general.toast.dismiss": "Fermer la notification",
  "general.notFound.title": "404",
  "general.notFound.message": "Oups ! Page introuvable",
  "general.notFound.backHome": "Retour à l'accueil",
  "general.error.title": "Erreur inattendue de l'application !",
  "general.error.message":
    "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  "general.joinNow": "Rejoindre maintenant",
  "general.opensInNewTab": "s'ouvre dans un nouvel onglet",
  "general.copyLink": "Copier le lien",
  "general.copyFailed": "Échec de la copie : {reason}",
  "general.copyBlocked":
    "le navigateur ne l’a pas permis. Sélectionnez le lien et copiez-le vous-même.",
  "homepage.referral.title": "Votre lien de parrainage",
  "homepage.referral.description":
    "Inscrivez-vous uniquement via ce lien afin que votre parrain soit enregistré. Ouvrez-le dans le navigateur intégré de votre portefeuille et appuyez sur Register Now.",
  "homepage.referral.fieldLabel": "Lien de parrainage",
  "join.wallet.open": "Ouvrir dans {wallet}",
  "join.wallet.text":
    "Ouvre votre lien de parrainage dans le navigateur intégré de l'application {wallet}. Sans l'application, vous arrivez sur la page de {wallet}.",
  "join.wallet.other":
    "Un autre portefeuille ? Ouvrez son navigateur intégré et collez le lien de parrainage ci-dessous.",
  "general.qr.title": "Scannez avec votre téléphone",
  "general.qr.text":
    "Scannez ce code avec l'appareil photo ou l'application portefeuille de votre téléphone pour y ouvrir votre lien de parrainage.",
  "general.qr.alt": "Code QR de votre lien de parrainage",
  "general.share.label": "Partager cette page",
  "general.share.button": "Partager",
  "general.share.text":
    "Un guide en langage clair sur ce programme, dans votre langue : comment s'inscrire, le plan de rémunération et les risques.",
  "general.share.copied": "Lien copié",
  "general.offline.title": "Vous êtes hors ligne",
  "general.offline.text":
    "Cette page n'est pas encore enregistrée sur cet appareil. Les pages que vous avez déjà lues s'ouvrent sans connexion.",
  "general.offline.retry": "Réessayer",
  "general.offline.home": "Ouvrir la page d'accueil",
  "general.meta.description":
    "Un guide non officiel, en langage simple, sur un programme de parrainage à slots sur une blockchain à frais réduits : comment s'inscrire, le plan de revenus, les niveaux de slots et les rangs, et les risques.",
  "general.meta.joinDescription":
    "Étape par étape : créer un portefeuille, l'alimenter et s'inscrire via un lien de parrainage.",
  "general.meta.earningsDescription":
    "Les six types de revenus du programme expliqués, avec ses chiffres publiés et les risques.",
  "general.meta.slotsDescription":
    "Les dix niveaux de slots, le coût de chacun et la façon dont la matrice répartit les fonds.",
  "general.meta.presentationsDescription": "Des présentations du programme dans votre langue.",
  "general.meta.assistantDescription":
    "Posez les questions les plus courantes sur le programme et obtenez une réponse immédiate.",
  "general.disclaimer.title": "À lire : les revenus ne sont pas garantis",
  "general.disclaimer.text":
    "Les chiffres de cette page sont ceux du plan publié par le programme lui-même, pas une promesse. Tout revenu dépend du recrutement d'autres personnes et peut être nul. Les cryptoactifs peuvent perdre de la valeur très vite. Ce site ne constitue pas un conseil financier : n'investissez que ce que vous pouvez vous permettre de perdre.",
  "general.video.play": "Lire la vidéo : {title}",
  "general.video.intro": "Vidéo de présentation",
  "general.video.tutorial": "Vidéo tutoriel",
  "general.video.noVideo": "Aucune vidéo n'est encore disponible.",
  "general.tabs.label": "Onglets {name}",
  "general.viewAll": "Tout voir",
  "general.showLess": "Voir moins",
  "general.close": "Fermer",
  "general.loading": "Chargement...",
  "general.stickyCta.text": "À votre rythme. Tout commence avec un slot à {amount}.",
  "general.chat.open": "Ouvrir l'assistant de chat",
  "general.chat.title": "Assistant de chat",
  "general.chat.maximize": "Agrandir le chat",
  "general.chat.minimize": "Réduire le chat",
  "general.chat.closePanel": "Fermer le chat",
  "general.chat.greeting":
    "Bonjour ! Je réponds aux questions courantes sur l'inscription, les slots, les types de revenus et les risques. Que souhaitez-vous savoir ?",
  "general.chat.placeholder": "Posez une question sur le produit...",
  "general.chat.inputLabel": "Votre question",
  "general.chat.send": "Envoyer",
  "general.chat.clear": "Effacer le chat",
  "general.chat.cleared": "Chat effacé",
  "general.chat.thinking": "L'assistant écrit…",
  "general.chat.suggestions": "Questions suggérées",
  "general.chat.you": "Vous",
  "general.chat.assistant": "Assistant",
  "general.chat.intro":
    "Les réponses viennent d'une liste fixe de questions courantes et s'affichent tout de suite ; ce que vous tapez n'est envoyé nulle part. Ce n'est pas un conseil financier. Pour tout le reste, consultez les pages du guide.",
  "general.chat.errorTitle":
    "Un problème est survenu lors du traitement de votre question. Veuillez réessayer.",
  "general.chat.loadFailed":
    "Le chat n’a pas pu se charger. Vérifiez votre connexion et réessayez.",
  "general.chat.retry": "Réessayer",
  "general.chat.errorReply": "Désolé, je n'arrive pas à traiter votre demande. Veuillez réessayer.",
  "general.chat.default":
    "Je n'ai pas encore de réponse à cela. Posez plutôt une question sur l'inscription, les slots, les types de revenus, le montant minimum ou les risques.",
  "general.chat.unsure":
    "Je ne suis pas sûr de laquelle de ces questions vous parlez. Choisissez-en une, ou reformulez :",
  "general.chat.choices": "Sujets les plus proches",
  "homepage.hero.badge": "Guide non officiel",
  "homepage.hero.title": "Comprenez le programme de slots avant de vous inscrire",
  "homepage.hero.subtitle":
    "Un guide clair dans votre langue : comment s'inscrire avec un portefeuille, combien coûte chaque slot, comment fonctionnent les six types de revenus et quels sont les risques.",
  "homepage.hero.getStarted": "Commencer",
  "homepage.hero.learnMore": "En savoir plus",
  "homepage.hero.sharedBy": "Partagé avec vous par {name}",
  "homepage.intro.title": "Découvrez comment ça marche",
  "homepage.features.title": "Qu'est-ce que le programme ?",
  "homepage.features.lowFees.title": "Frais réseau réduits",
  "homepage.features.lowFees.text":
    "Il fonctionne sur une blockchain où une transaction coûte une fraction de centime, ce qui rend les petits slots intéressants.",
  "homepage.features.contract.title": "Des règles dans un smart contract",
  "homepage.features.contract.text":
    "Les paiements suivent une matrice M4 publiée, qui redistribue 100 % des fonds reçus.",
  "homepage.features.start.title": "À partir de {amount}",
  "homepage.features.start.text":
    "Le premier slot coûte {amount} en stablecoin indexé sur le dollar, plus un peu de token natif pour les frais.",
  "homepage.guide.title": "Comment s'inscrire",
  "homepage.guide.subtitle": "Trois étapes. La page Rejoindre détaille chacune d'elles.",
  "homepage.guide.step1.title": "Installez un portefeuille",
  "homepage.guide.step1.text":
    "Installez un portefeuille crypto recommandé et basculez-le sur le réseau.",
  "homepage.guide.step2.title": "Alimentez-le",
  "homepage.guide.step2.text":
    "Ajoutez au moins {amount} en stablecoin et un peu de token natif pour les frais.",
  "homepage.guide.step3.title": "Inscrivez-vous avec le lien",
  "homepage.guide.step3.text":
    "Ouvrez le navigateur du portefeuille, collez le lien de parrainage et appuyez sur Register Now.",
  "homepage.guide.fullGuide": "Lire le guide complet",
  "homepage.earnings.title": "Les six sources de revenus du plan",
  "homepage.earnings.subtitle":
    "Telles que le programme les décrit. Lisez les risques ci-dessous avant de décider.",
  "homepage.earnings.details": "Voir les détails",
  "homepage.slots.title": "Le système de slots",
  "homepage.slots.subtitle": "Dix niveaux. Choisissez-en un pour voir ses chiffres.",
  "homepage.proof.title": "Preuves de gains",
  "homepage.proof.subtitle":
    "Captures d'écran partagées par des membres. Les résultats varient, et ceux du passé ne présagent pas des vôtres.",
  "homepage.proof.empty": "Aucune preuve de gains trouvée",
  "homepage.proof.enlarge": "Agrandir l'image : {description}",
  "homepage.testimonials.title": "Ce qu'en disent les membres",
  "homepage.testimonials.empty": "Aucun témoignage trouvé",
  "homepage.testimonials.rating": "{stars} étoiles sur 5",
  "homepage.why.title": "Pourquoi les gens le choisissent",
  "homepage.why.point1": "Une entrée modeste : le premier slot coûte {amount}.",
  "homepage.why.point2":
    "Des règles transparentes : les paiements du smart contract sont vérifiables sur la blockchain.",
  "homepage.why.point3":
    "Grâce aux faibles frais du réseau, même les petits paiements valent la peine.",
  "homepage.why.point4":
    "Des guides et des présentations dans de nombreuses langues, dont celle-ci.",
  "join.title": "Comment s'inscrire, étape par étape",
  "join.subtitle":
    "Suivez ces sept étapes sur votre téléphone. Prenez votre temps : rien ne se passe tant que vous n'appuyez pas sur Register Now.",
  "join.activate": "Activer le compte",
  "join.stepLabel": "Étape {number}",
  "join.step1.title": "Téléchargez un portefeuille",
  "join.step1.text":
    "Installez une application de portefeuille crypto recommandée depuis la boutique d'applications officielle de votre téléphone.",
  "join.step2.title": "Créez votre portefeuille",
  "join.step2.text":
    "Créez un nouveau portefeuille et notez la phrase de récupération sur papier. Ne la communiquez jamais à personne.",
  "join.step3.title": "Passez sur le réseau",
  "join.step3.text": "Dans le portefeuille, sélectionnez le réseau blockchain du programme.",
  "join.step4.title": "Alimentez votre portefeuille",
  "join.step4.text":
    "Ajoutez au moins {amount} en stablecoin indexé sur le dollar, plus un peu du token natif du réseau pour payer les frais.",
  "join.step5.title": "Ouvrez le navigateur du portefeuille",
  "join.step5.text":
    "Trouvez le navigateur intégré (souvent appelé navigateur dApp) dans l'application du portefeuille.",
  "join.step6.title": "Collez le lien de parrainage",
  "join.step6.text":
    "Copiez le lien de parrainage ci-dessous et collez-le dans le navigateur du portefeuille.",
  "join.step7.title": "Appuyez sur Register Now",
  "join.step7.text":
    "Vérifiez la page, puis appuyez sur Register Now et confirmez la transaction dans votre portefeuille.",
  "join.tip":
    "S'inscrire uniquement via le lien de parrainage officiel garantit le suivi du parrainage.",
  "earnings.title": "Le plan de revenus",
  "earnings.subtitle":
    "Le programme utilise une matrice M4 (4x1) qui redistribue 100 % des fonds. Voici chaque type de revenu tel que le programme le publie.",
  "earnings.tab.direct": "Direct",
  "earnings.tab.level": "Niveaux",
  "earnings.tab.global": "Global",
  "earnings.tab.leadership": "Leadership",
  "earnings.tab.royalty": "Royalties",
  "earnings.tab.partner": "Partenaire",
  "earnings.direct.title": "Revenu direct",
  "earnings.direct.text":
    "Vous recevez 50 % du coût du slot de chaque personne que vous parrainez directement.",
  "earnings.direct.example": "Un slot à {cost} rapporte {income}",
  "earnings.level.title": "Revenu de niveau",
  "earnings.level.text":
    "Vous recevez 2 % du coût du slot pour chaque membre de votre équipe, sur 10 niveaux de profondeur : 20 % au total.",
  "earnings.level.perMember": "Par membre, à chaque niveau",
  "earnings.level.total": "Sur 10 niveaux",
  "earnings.global.title": "Pool global",
  "earnings.global.text":
    "Jusqu'à 3640 % du coût du slot par cycle sur une matrice 2x6. Vous y avez droit avec 1 filleul direct qui possède le même slot.",
  "earnings.global.example": "Un slot à {cost} : jusqu'à {income} par cycle",
  "earnings.leadership.title": "Revenu de leadership",
  "earnings.leadership.text":
    "Un revenu quotidien de 0,25 % à 1 % du coût de votre rang, plafonné à 250 %.",
  "earnings.leadership.rank": "Rang",
  "earnings.leadership.slots": "Slots requis",
  "earnings.leadership.daily": "Gain quotidien (jusqu'à)",
  "earnings.leadership.max": "Maximum",
  "earnings.leadership.conditionsTitle":
    "Taux quotidien selon le nombre de membres directs du même rang",
  "earnings.leadership.condition": "{count} membres directs : {rate} par jour",
  "earnings.rank.beginner": "Débutant",
  "earnings.rank.bronze": "Bronze",
  "earnings.rank.silver": "Argent",
  "earnings.rank.gold": "Or",
  "earnings.rank.diamond": "Diamant",
  "earnings.royalty.title": "Royalties hebdomadaires",
  "earnings.royalty.text":
    "Les positions B et C versent 10 % de leurs fonds à un pool de royalties, réparti chaque semaine entre les membres éligibles.",
  "earnings.partner.title": "Part partenaire en tokens",
  "earnings.partner.text":
    "Les positions B et C versent aussi 10 % à la part partenaire, que les membres reçoivent sous forme de tokens. Le cours des tokens peut monter ou baisser.",
  "slots.title": "Niveaux de slots",
  "slots.subtitle":
    "Dix niveaux, de {first} à {last}. Chaque carte indique ce que le programme annonce pour ce niveau.",
  "slots.levelName": "Étoile {stars}",
  "slots.cost": "Coût",
  "slots.directIncome": "Revenu direct",
  "slots.levelIncome": "Revenu de niveau par membre",
  "slots.globalIncome": "Revenu global par cycle (jusqu'à)",
  "slots.activate": "Activer",
  "slots.matrix.title": "Comment la matrice M4 répartit les fonds",
  "slots.matrix.text":
    "Chaque slot comporte quatre positions. Quand elles se remplissent, les fonds sont répartis ainsi :",
  "slots.matrix.a": "Position A : 10 % pour le leadership et 40 % pour le pool global.",
  "slots.matrix.bc":
    "Positions B et C : 10 % pour les royalties et 10 % pour la part partenaire en tokens.",
  "slots.matrix.d":
    "Position D : 100 % vont aux positions disponibles de votre parrain, puis toutes les positions se libèrent pour le cycle suivant.",
  "presentations.title": "Présentations",
  "presentations.subtitle": "Des diapositives sur le programme, d'abord dans votre langue.",
  "presentations.main": "Présentation dans votre langue",
  "presentations.others": "Autres présentations",
  "presentations.view": "Voir",
  "presentations.empty": "Aucune présentation disponible dans cette langue",
  "presentations.noOthers": "Pas encore d'autres présentations.",
  "presentations.loadFailed": "Impossible de charger les présentations",
  "presentations.language": "Langue : {language}",
  "presentations.upload.title": "Partager une présentation",
  "presentations.upload.intro":
    "Vous avez des diapositives sur le programme dans votre langue ? Envoyez-les-nous. Elles apparaîtront ici après vérification.",
  "presentations.upload.titleLabel": "Titre",
  "presentations.upload.languageLabel": "Langue",
  "presentations.upload.fileLabel": "Fichier",
  "presentations.upload.hint": "PDF, PPT, PPTX (max. 10MB)",
  "presentations.upload.submit": "Envoyer",
  "presentations.upload.sending": "Envoi en cours…",
  "presentations.upload.success": "Merci ! Votre présentation apparaîtra après vérification.",
  "presentations.upload.failed": "Échec de l'envoi de la présentation",
  "presentations.upload.noFile": "Veuillez sélectionner un fichier à envoyer",
  "presentations.upload.noTitle": "Veuillez saisir un titre pour la présentation",
  "presentations.upload.tooLarge": "Le fichier est trop volumineux. PDF, PPT, PPTX (max. 10MB)",
  "presentations.upload.unsupported": "Ce fichier n'est pas une présentation PDF, PPT ou PPTX.",
  "presentations.upload.tooMany":
    "Trop d'envois depuis votre connexion. Veuillez réessayer dans une heure.",
  "presentations.upload.queueFull":
    "La file de relecture est pleine pour le moment : nous ne pouvons pas accepter de nouvelles présentations. Veuillez réessayer dans quelques jours.",
  "general.unsubscribe.title": "Préférences e-mail",
  "general.unsubscribe.confirm": "Ne plus recevoir d'e-mails promotionnels à cette adresse ?",
  "general.unsubscribe.button": "Se désabonner",
  "general.unsubscribe.done":
    "Désabonnement confirmé. Vous ne recevrez plus d'e-mails promotionnels de notre part.",
  "general.unsubscribe.invalid": "Ce lien de désabonnement n'est pas valide.",
  "general.fileLink.expired":
    "Ce lien a expiré ou n'est pas valide. Revenez sur la page et ouvrez à nouveau le fichier.",
  "general.fileLink.missing": "Ce fichier n'est pas disponible. Il a peut-être été supprimé.",
  "general.rateLimited":
    "Trop de requêtes depuis votre connexion. Veuillez patienter une minute et réessayer.",
  "general.signup.title": "Recevoir les nouveautés par e-mail",
  "general.signup.intro":
    "De nouveaux guides et les changements du programme, de temps en temps. Nous vous envoyons d'abord un e-mail de confirmation ; chaque e-mail contient un lien de désabonnement.",
  "general.signup.emailLabel": "Adresse e-mail",
  "general.signup.nameLabel": "Nom (facultatif)",
  "general.signup.honeypotLabel": "Laissez ce champ vide",
  "general.signup.submit": "S'inscrire",
  "general.signup.sending": "Envoi…",
  "general.signup.checkInbox":
    "Consultez votre boîte de réception pour confirmer. Le lien de l'e-mail est valable {hours} heures.",
  "general.signup.invalidEmail": "Veuillez saisir une adresse e-mail valide.",
  "general.signup.nameTooLong": "Veuillez saisir un nom plus court (100 caractères au maximum).",
  "general.signup.tooMany":
    "Trop d'inscriptions depuis votre connexion. Veuillez réessayer dans une heure.",
  "general.signup.failed":
    "Nous n'avons pas pu envoyer l'e-mail de confirmation pour le moment. Veuillez réessayer plus tard.",
  "general.signup.emailSubject": "Confirmez vos nouveautés Waymark par e-mail",
  "general.signup.emailBody":
    "Quelqu'un, vous sans doute, a demandé à recevoir les nouveautés de Waymark par e-mail à cette adresse.\n\nPour confirmer, ouvrez ce lien dans les {hours} heures :\n{link}\n\nSi ce n'était pas vous, ignorez cet e-mail : sans confirmation, nous ne vous écrirons plus.",
  "general.signup.confirmTitle": "Confirmez vos nouveautés par e-mail",
  "general.signup.confirmText":
    "Recevoir les nouveautés de Waymark par e-mail à l'adresse {email} ?",
  "general.signup.confirmButton": "Oui, je confirme",
  "general.signup.confirmed":
    "Merci ! Votre inscription est confirmée. Chaque e-mail contient un lien de désabonnement.",
  "general.signup.expired":
    "Ce lien de confirmation a expiré. Veuillez vous inscrire à nouveau ; le nouveau lien sera valable {hours} heures.",
  "general.signup.invalidLink":
    "Ce lien de confirmation n'est pas valide. Ouvrez le lien complet depuis l'e-mail, ou inscrivez-vous à nouveau.",
  "general.member.title": "Votre page de membre",
  "general.member.signInIntro":
    "Les membres de l'équipe se connectent avec un lien envoyé par e-mail. Saisissez l'adresse que l'équipe a pour vous.",
  "general.member.emailLabel": "Adresse e-mail",
  "general.member.sendLink": "M'envoyer un lien de connexion",
  "general.member.linkSent":
    "Si cette adresse appartient à un membre, un lien de connexion est en route. Il fonctionne une fois, pendant 15 minutes.",
  "general.member.invalidEmail": "Veuillez saisir une adresse e-mail valide.",
  "general.member.tooMany":
    "Trop de demandes de connexion depuis votre connexion. Veuillez réessayer dans une heure.",
  "general.member.sendFailed":
    "Nous n'avons pas pu envoyer l'e-mail de connexion pour le moment. Veuillez réessayer plus tard.",
  "general.member.emailSubject": "Votre lien de connexion de membre Waymark",
  "general.member.emailBody":
    "Ouvrez ce lien pour vous connecter à votre page de membre. Il fonctionne une fois, pendant {minutes} minutes :\n{link}\n\nSi vous ne l'avez pas demandé, ignorez cet e-mail.",
  "general.member.inviteSubject": "Votre page de membre Waymark",
  "general.member.inviteBody":
    "Bonjour {name},\n\nVous avez été ajouté comme membre de l'équipe Waymark. Votre page de membre contient vos liens personnels à partager. Ouvrez ce lien pour vous connecter (il fonctionne une fois, pendant {minutes} minutes ; vous pouvez en demander un nouveau sur la page de membre à tout moment) :\n{link}",
  "general.member.signInTitle": "Connectez-vous à votre page de membre",
  "general.member.signInButton": "Se connecter",
  "general.member.linkUsed":
    "Ce lien de connexion a déjà été utilisé. Demandez-en un nouveau ci-dessous.",
  "general.member.linkExpired": "Ce lien de connexion a expiré. Demandez-en un nouveau ci-dessous.",
  "general.member.linkUnknown":
    "Ce lien de connexion n'est pas valide. Ouvrez le lien complet de l'e-mail, ou demandez-en un nouveau ci-dessous.",
  "general.member.greeting": "Bonjour, {name}",
  "general.member.paused":
    "Votre adhésion est en pause. Vos liens ouvrent toujours le guide, mais les inscriptions vont au pool de l'équipe jusqu'à sa reprise.",
  "general.member.personalLinks": "Vos liens personnels",
  "general.member.personalLinksText":
    "Partagez ces liens. Quiconque en ouvre un lit le guide dans cette langue, et son inscription va vers votre lien de parrainage.",
  "general.member.linkLanguage": "Lien en {language}",
  "general.member.whatsapp": "Partager sur WhatsApp",
  "general.member.telegram": "Partager sur Telegram",
  "general.member.qrAlt": "QR code de votre lien personnel",
  "general.member.otherLanguages": "Votre lien dans une autre langue",
  "general.member.settingsTitle": "Votre lien de parrainage et vos langues",
  "general.member.referralLinkLabel": "Votre lien de parrainage",
  "general.member.saveLink": "Enregistrer le lien",
  "general.member.linkInvalid": "Veuillez saisir une URL de lien de parrainage valide.",
  "general.member.linkSaved": "Votre lien de parrainage est enregistré.",
  "general.member.linkRequested":
    "Merci. L'équipe vérifie d'abord les changements de lien ; votre nouveau lien sera utilisé une fois approuvé.",
  "general.member.linkPending": "En attente d'approbation : {link}",
  "general.member.languagesLabel": "Langues dans lesquelles vous pouvez aider",
  "general.member.languagesRequired": "Choisissez au moins une langue.",
  "general.member.saveLanguages": "Enregistrer les langues",
  "general.member.languagesSaved": "Vos langues sont enregistrées.",
  "general.member.signOut": "Se déconnecter",
  "general.member.notYours": "Cette page appartient à un autre membre. Veuillez vous reconnecter.",
  "general.member.figuresTitle": "Vos chiffres",
  "general.member.lastDays": "{days} derniers jours",
  "general.member.periodRange": "Du {from} au {to}",
  "general.member.visits": "Visites via votre lien",
  "general.member.displays": "Affichages de votre lien par le pool",
  "general.member.joinClicks": "Clics sur Rejoindre",
  "general.member.clickRate": "Taux de clic",
  "general.member.daily": "Jour par jour",
  "general.member.chartSummary":
    "Du {from} au {to} : {views} pages vues avec votre lien et {clicks} clics sur Rejoindre.",
  "general.member.day": "Jour",
  "general.member.byLanguage": "Langue",
  "general.member.byCountry": "Pays",
  "general.member.byDevice": "Appareil",
  "general.member.bySource": "Source",
  "general.member.noFigures": "Rien n’a encore été enregistré sur cette période.",
  "general.member.downloadCsv": "Télécharger le CSV",
  "general.member.noLink":
    "Vous n’avez pas de lien de parrainage : les personnes qui ouvrent vos liens personnels reçoivent un lien du pool jusqu’à ce que vous ajoutiez le vôtre ci-dessous.",
  "footer.navLabel": "Pied de page",
  "footer.pagesHeading": "Pages",
  "footer.socialHeading": "Rejoindre la communauté",
  "footer.socialLink": "{network} : ouvrir le lien de parrainage",
  "footer.unofficial":
    "Waymark est une application de guide non officielle. Elle n'est ni gérée, ni approuvée, ni soutenue par le programme qu'elle décrit.",
  "footer.copyright": "© {year} Waymark. Tous droits réservés.",
} satisfies Messages;
