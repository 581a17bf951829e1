// French knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Pour être clair : il s'agit d'un programme de parrainage. Tout revenu dépend du recrutement d'autres personnes et peut être nul, les cryptoactifs peuvent perdre de la valeur, et rien ici n'est un conseil financier. Lisez l'avertissement : {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Ce sont les chiffres publiés par le programme lui-même, pas une promesse : le revenu réel peut être nul.",

  "general.chat.kb.join.q":
    "Comment je m'inscris ?\ncomment s'inscrire\ncomment rejoindre\ncomment adhérer\ninscription\nétapes pour s'inscrire\ncomment commencer\ndevenir membre\ncréer un compte\nparticiper\njoin\non s'inscrit ou\nje suis pas inscrit\nentrer\ncomment entrer\nrentrer dedans\nintégrer\nm'inscrire\nje veux m'inscrire\ndémarche d'inscription\nprocédure d'inscription\nouvrir un compte\ns'enregistrer\nm'enregistrer\nenregistrement\nles étapes d'inscription\nétapes\ncomment débuter\nadhésion\nje m'inscris\ns'inscrire où\nintégrer le programme\ncomment on commence\nrejoindre le programme\ninscris\netapes inscription\netapes\nintegrer\ndemarche d'inscription\nsinscrire\nminscrire\ncomment sinscrire\njminscris\nmenregistrer\njmenregistre comment\nadherer\ncomment adherer au programme\ndevenir membre comment\nje rejoins comment",
  "general.chat.kb.join.a":
    "Installez un portefeuille compatible avec le réseau, passez-le sur ce réseau, ajoutez au moins {amount} en stablecoin plus un peu du jeton natif pour les frais, ouvrez le navigateur intégré du portefeuille, collez votre lien de parrainage et appuyez sur Register Now. La page Rejoindre montre chaque étape : {joinUrl}",

  "general.chat.kb.wallet.q":
    "Quel portefeuille utiliser ?\nquel portefeuille\nquel wallet\nmeilleur portefeuille\nportefeuille conseillé\nfaut-il un portefeuille\noù télécharger le portefeuille\nportefeuille crypto\nportefeuille\nwallet\nmetamask\ntrust wallet\ntrust ou metamask\nquelle appli\nquelle application\nappli crypto\napplication crypto\ninstaller un wallet\ntélécharger un wallet\ntokenpocket\nsafepal\nbitget wallet\nporte-monnaie crypto\nappli wallet\nbinance wallet\nbinance web3 wallet\nporte monnaie electronique",
  "general.chat.kb.wallet.a":
    "Utilisez une application de portefeuille crypto connue, compatible avec le réseau du programme et dotée d'un navigateur intégré (dApp). Installez-la uniquement depuis la boutique d'applications officielle de votre téléphone. La page Rejoindre vous guide : {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "C'est quoi la phrase de récupération ?\nphrase de récupération\nphrase secrète\nseed phrase\nmots secrets\n12 mots\nclé privée\non m'a demandé ma phrase\nj'ai perdu ma phrase\nsécurité du portefeuille\nmots de récupération\ndemande mes mots\ndonner mes mots\non me demande ma phrase secrète\nquelqu'un veut ma phrase\nma seed\nphrase seed\nphrase mnémonique\n24 mots\nnoter la phrase\nsauvegarder la phrase\nphrase de récup\nclé secrète\nmes 12 mots\nmot de passe du wallet\nphrase de recuperation\ncle privee\nphrase secrete\nmots de recuperation\nphrase de secours\nmots de secours\nmontrer ma phrase\npartager ma seed\nwallet piraté\nportefeuille hacké",
  "general.chat.kb.recoveryPhrase.a":
    "À la création du portefeuille, celui-ci affiche une phrase de récupération de 12 ou 24 mots. Écrivez-la sur papier et gardez-la en lieu sûr. Quiconque la possède peut prendre tout ce que contient le portefeuille : ne la saisissez jamais sur un site ou dans un chat et ne la partagez jamais. Personne de ce site ni du programme ne vous la demandera jamais.",

  "general.chat.kb.network.q":
    "Quel réseau ?\nquel réseau utiliser\nquelle blockchain\nquelle chaîne\nchanger de réseau\nchanger le réseau du portefeuille\nmauvais réseau\nparamètre réseau\nréseau blockchain\npas arrivé\nenvoyé sur le mauvais réseau\nerc20\nbep20\ntrc20\nadresse trc20\nadresse bep20\ntron\nbinance smart chain\nréseau bsc\nréseau ethereum\nenvoyé sur tron\nusdt trc20\nusdt bep20\npas reçu mes usdt\nsur quelle chaîne\nréseau tron\npolygon\nreseau\nmauvais reseau\nchoisir le réseau\nusdt bloqués\nmes usdt sont pas arrivés\nenvoyé en erc20",
  "general.chat.kb.network.a":
    "Le programme fonctionne sur un réseau blockchain à frais bas. Dans votre portefeuille, passez sur ce réseau avant de l'approvisionner et de vous inscrire ; les jetons envoyés sur un autre réseau n'arrivent pas. L'étape 3 de la page Rejoindre montre comment : {joinUrl}",

  "general.chat.kb.fees.q":
    "Combien coûtent les frais ?\nfrais de transaction\nfrais de gas\ngas\nfrais de réseau\njeton natif\npourquoi le jeton natif\nfrais cachés\ncommission\ncoût d'une transaction\nprix de la transaction\nbnb\ngaz\nfrais de gaz\nbnb pour le gas\ncombien de bnb\nfrais réseau\nla transaction coûte\nfrais élevés\nfrais trop chers\ncommission du réseau\nfrais d'envoi\nfrais par envoi\ntrx\nfrais en bnb",
  "general.chat.kb.fees.a":
    "Chaque transaction sur le réseau coûte de petits frais, en général une fraction de centime, payés dans le jeton natif du réseau. Gardez-en un peu dans votre portefeuille en plus du stablecoin, sinon l'inscription échouera.",

  "general.chat.kb.funding.q":
    "Comment alimenter mon portefeuille ?\ncomment ajouter de l'argent\nacheter du stablecoin\noù acheter des usdt\ncomment déposer\nrecharger le portefeuille\nenvoyer de la crypto\nacheter de la crypto\ndépôt\nusdt\nmettre de l'argent\napprovisionner\nusdt sur le wallet\nusdt dans le portefeuille\npayer par carte\norange money\nwave\nmobile money\nmtn money\npaypal\ntrouver des usdt\nmoov money\nairtel money\ncarte bancaire\nacheter usdt\nacheter des usdt sur binance\np2p\ndepuis binance\nrecharger en usdt\napprovisionner le wallet\nmettre des usdt\ndéposer des usdt\nalimenter\nvirer des usdt sur le wallet\ndepot\ndeposer des usdt\ncarte visa\nmastercard\ncharger le wallet\nmettre des sous sur le wallet\nfree money\ntransférer de binance vers mon wallet\nde binance au wallet\ndéposer sur le wallet",
  "general.chat.kb.funding.a":
    "Achetez le stablecoin indexé sur le dollar sur une plateforme d'échange ou dans votre application de portefeuille, puis envoyez-le à votre portefeuille sur le réseau du programme. Il vous faut au moins {amount} en stablecoin plus un peu de jeton natif pour les frais. Vérifiez le réseau et l'adresse avant l'envoi : les transferts sont irréversibles.",

  "general.chat.kb.minimum.q":
    "Quel est le montant minimum ?\nminimum\ninvestissement minimum\ncombien pour commencer\ncombien faut-il\ncombien ça coûte\ncoût d'entrée\nprix du premier slot\nmontant de départ\nmontant minimal\nmise minimale\nargent pour entrer\nargent pour commencer\nça suffit\nsuffit\n2 dollars\ndémarrer\npour démarrer\nticket d'entrée\ndroit d'entrée\nminimum en usdt\ncombien d'usdt\ninvestir combien\ncombien investir\nmise de départ\nsomme de départ\nsomme minimale\nbudget minimum\nbudget de départ\ncombien au début\nau départ\ncapital de départ\npetit budget\nle moins cher\npour débuter\ndemarrer\npour demarrer\nminimum en fcfa\nbudget pour se lancer\nc'est gratuit\ngratuit ou payant",
  "general.chat.kb.minimum.a":
    "Le minimum est de {amount} : le premier slot coûte {amount} en stablecoin, plus un peu du jeton natif du réseau pour les frais. Les slots supérieurs coûtent plus ; la page Slots les liste : {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Quel lien utiliser pour m'inscrire ?\nquel lien\nlien de parrainage\nlien d'invitation\noù est le lien\nlien d'inscription\npourquoi ce lien\ns'inscrire sans lien\nlien\ncoller le lien\nlien ref\nlien d'affiliation\nsans lien de parrainage\nenvoyer le lien\nmon propre lien\npartager mon lien\ncoller le lien dans le navigateur\npas de lien\ncode de parrainage\ncode d'invitation\nlien reçu",
  "general.chat.kb.referralLink.a":
    "Utilisez le lien de parrainage affiché sur la page Rejoindre et collez-le dans le navigateur de votre portefeuille. Le lien enregistre qui est votre parrain ; s'inscrire par un autre lien vous donne un autre parrain, et cela ne peut pas être changé ensuite : {joinUrl}",

  "general.chat.kb.sponsor.q":
    "C'est quoi un parrain ?\nparrain\nsponsor\nupline\nqui est mon parrain\nchanger de parrain\nparrainé par qui\nchanger mon parrain\nchangement de parrain\nmon parrain\nmon upline\nla personne qui m'a invité\nqui m'a invité\nparrain injoignable\nparrain disparu\nparrain répond pas\nma upline\nmon sponsor\nparraine par qui\nqui m'a parraine\nmarraine\nma marraine\nchoisir mon parrain\nchoisir un parrain",
  "general.chat.kb.sponsor.a":
    "Votre parrain (upline) est le membre dont vous utilisez le lien de parrainage pour vous inscrire. Le programme lui verse une part de vos paiements de slots et vous place dans son équipe. Le parrain est fixé à l'inscription et ne peut plus être changé.",

  "general.chat.kb.registerButton.q":
    "Où est le bouton Register Now ?\nregister now\nbouton d'inscription\ninscription échouée\ntransaction échouée\nje n'arrive pas à m'inscrire\nerreur à l'inscription\nconfirmer la transaction\nactiver le compte\nrien ne se passe\nil se passe rien\nappuie sur register\nbouton bloqué\ntransaction failed\nfailed\ninsufficient funds\nfonds insuffisants\nexecution reverted\nça bug\nça bloque à l'inscription\nbouton register\nerreur register\ntransaction refusée\néchec de la transaction\nbouton ne marche pas\nbouton ne répond pas\nvalider la transaction\ntransaction echouee\ninscription echouee\nechec\nje clique sur register\ncliquer sur register\nbouton grisé\npage blanche",
  "general.chat.kb.registerButton.a":
    "Après avoir ouvert le lien de parrainage dans le navigateur de votre portefeuille, appuyez sur Register Now et confirmez la transaction dans le portefeuille. En cas d'échec, vérifiez que le portefeuille est sur le bon réseau et contient assez de stablecoin et de jeton natif pour les frais.",

  "general.chat.kb.incomeTypes.q":
    "Quels sont les types de revenus ?\ntypes de revenus\nsources de revenus\ncomment on gagne\nfaçons de gagner\ncomment ça paie\nplan de rémunération\nplan de compensation\ncomment les membres sont payés\nbonus\nmanières de gagner\ncombien de façons\nmanières d'être payé\ndifférents revenus\nles revenus\ntous les bonus\nplan marketing\nles 6 revenus\nsix revenus\n6 types de revenus\ntous les revenus\nquels bonus\nliste des bonus\nsystème de rémunération\nrémunération\ntypes de bonus\ndifférents bonus\nremuneration\nfacons de gagner\nmanieres de gagner\ntypes de gains\ndifférents gains\nsortes de revenus\ngenres de revenus\nsortes de bonus\nfaçons de toucher\ndifferents revenus",
  "general.chat.kb.incomeTypes.a":
    "Il y en a six : revenu direct, revenu par niveaux, pool global, leadership, royalty hebdomadaire et part coin partner. Tous sont payés à partir de ce que les membres paient pour les slots. La page Gains explique chacun : {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "C'est quoi le revenu direct ?\nrevenu direct\nbonus direct\nbonus de parrainage\ncommission de parrainage\nje gagne quoi en parrainant\nparrainage direct\nfilleul direct\n50% du slot\nla moitié du slot\npar filleul\npar personne parrainée\nquand mon filleul achète\ncommission directe\ngain par filleul\nfilleuls directs\ncombien par filleul\nsi j'invite quelqu'un\nchaque personne que j'invite\nje touche combien par filleul\nrevenu par filleul direct\ncommission par filleul\njtouche combien par filleul",
  "general.chat.kb.directIncome.a":
    "Le revenu direct est de 50% du coût du slot de chaque personne que vous parrainez directement. Par exemple, un slot de {small} rapporte {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "C'est quoi le revenu par niveaux ?\nrevenu par niveaux\nbonus de niveau\n10 niveaux\nrevenu d'équipe\nrevenus de mon équipe\nrevenus de la downline\nrevenu par niveau\n2% par niveau\nfilleuls indirects\nles filleuls de filleuls\néquipe en dessous\ncommission d'équipe\ncommission sur l'équipe\ndownline\nma downline\nniveaux en profondeur\nprofondeur\ndeuxième niveau\n2e niveau\ntroisième niveau\ngénérations\ngagner sur l'équipe\nles filleuls de mes filleuls\n20% sur l'équipe\nsous-filleuls\npetits-filleuls\nfilleuls des filleuls\nceux que mes filleuls invitent\nles recrues de mes filleuls\néquipe de mes filleuls\ntoucher sur mon équipe",
  "general.chat.kb.levelIncome.a":
    "Le revenu par niveaux est de 2% du coût du slot pour chaque membre sur 10 niveaux de votre équipe, soit 20% au total.",

  "general.chat.kb.globalPool.q":
    "C'est quoi le pool global ?\npool global\nrevenu global\nmatrice 2x6\n3640%\nrevenu du pool\ncomment se qualifier au pool global\npool mondial\npool 2x6\nle pool\npool\nglobal pool\nqualification au pool",
  "general.chat.kb.globalPool.a":
    "Le pool global est une matrice 2x6 dont le programme dit qu'elle paie jusqu'à 3640% du coût du slot par cycle. Pour vous qualifier, il vous faut un filleul direct qui détient le même slot.",

  "general.chat.kb.leadership.q":
    "Quels sont les rangs de leadership ?\nrangs\nrang\nrevenu de leadership\nbonus leadership\nrang diamant\nrang or\ncomment obtenir un rang\nrevenu quotidien\nbronze argent or diamant\ngrade\ngrades\nstatut\nrang argent\nrang bronze\ndevenir diamant\nmonter en rang\nbonus leader\nrevenu journalier\nrangs de leader\npasser bronze\ndevenir or\ngrade bronze\nniveau de leader",
  "general.chat.kb.leadership.a":
    "Cinq rangs : Débutant, Bronze, Argent, Or et Diamant. Le programme dit qu'ils paient chaque jour de 0,25% à 1% du coût du rang, selon le nombre de membres directs ayant le même rang, plafonné à 250%.",

  "general.chat.kb.royalty.q":
    "C'est quoi la royalty hebdomadaire ?\nroyalty\nroyalties\nroyalty hebdomadaire\npool de royalty\nrevenu hebdomadaire\nbonus hebdomadaire\nchaque semaine\npar semaine\nsemaine\nhebdo\nroyaltie\nroyalti\nbonus de la semaine\npartage hebdomadaire\nversé chaque semaine\nroyalty hebdo",
  "general.chat.kb.royalty.a":
    "Les placements B et C de chaque slot envoient 10% de leurs fonds à un pool de royalty partagé chaque semaine entre les membres qualifiés.",

  "general.chat.kb.coinPartner.q":
    "C'est quoi la part coin partner ?\ncoin partner\npart partenaire\njetons\ntokens\nje reçois des jetons\nprix du jeton\nquel token\nle token reçu\ncoin\ntoken du programme\nvaleur des jetons\ncoinpartner\npartenaire coin\njetons en bonus\nvaleur du token\njeton partenaire\nvaleur du jeton",
  "general.chat.kb.coinPartner.a":
    "Les placements B et C envoient aussi 10% à la part coin partner, que les membres reçoivent en jetons. Le prix des jetons peut monter ou baisser, sa valeur est donc incertaine.",

  "general.chat.kb.slots.q":
    "Combien y a-t-il de slots ?\nslots\nniveaux de slot\nprix des slots\ncombien coûte chaque slot\nc'est quoi un slot\ncoût d'un slot\nliste des slots\nslot le plus cher\nslot\ntarifs des slots\nprix de chaque slot\n10 slots\ndix slots\ntous les slots\ngrille des prix\npaliers\nles paliers",
  "general.chat.kb.slots.a":
    "Il y a dix niveaux de slot, de {first} à {last}. La page Slots indique le coût de chacun et ce que le programme dit qu'il paie : {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "Comment passer au slot supérieur ?\nupgrade\nmonter de niveau\nacheter le slot suivant\nslot supérieur\nacheter un autre slot\nniveau suivant\nacheter un plus gros slot\nprendre le slot suivant\nmaintenant ou attendre\nupgrader\nupgrade mon slot\naméliorer mon slot\nmonter de slot\nprochain slot\nslot d'après\npasser au slot d'au-dessus\nslot superieur\nniveau superieur\npalier suivant\nmonter de palier\naugmenter mon slot",
  "general.chat.kb.upgrade.a":
    "Vous pouvez acheter le niveau de slot suivant quand vous le voulez, en payant son coût depuis votre portefeuille comme pour le premier. Un slot plus élevé coûte plus cher et ses chiffres ne s'appliquent que si d'autres participent aussi à ce niveau : c'est un risque plus grand, pas un gain assuré.",

  "general.chat.kb.matrix.q":
    "Comment fonctionne la matrice ?\nmatrice\nmatrice m4\nmatrice 4x1\nplacements\nplacement a b c d\noù va l'argent\ncomment les fonds sont répartis\ncycle\nrecyclage\npositions\nposition a b c d\nrépartition\nrépartition de l'argent\nposition a\nposition d\nplacement b\ncycles\nrecycler\nm4\nles cases a b c d\nrépartition des fonds\noù part l'argent",
  "general.chat.kb.matrix.a":
    "Chaque slot est une matrice M4 (4x1) avec quatre placements. Le placement A envoie 10% au leadership et 40% au pool global ; B et C envoient 10% à la royalty et 10% à la part coin partner ; D envoie 100% aux placements libres de votre parrain, puis le cycle recommence : {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "Combien je peux gagner ?\ncombien vais-je gagner\ngagner de l'argent\ngains\ngagner par mois\ncombien par mois\ngagner\nprofit\nrendement\nbénéfice\nrevenu mensuel\ndevenir riche\nquel est le roi\nrevenu passif\neuros par mois\nse faire combien\ncombien on se fait\nça rapporte combien\nrapporte\ncombien on touche\ngagner gros\nse faire de la thune\npotentiel de gain\nça paie combien\ngagner combien\nvivre de ça\nen vivre\nbenefice\nen moyenne\ngain moyen\ngagner par semaine\ngagner par jour\ntoucher par mois\ncombien par jour\nrentable\nc'est rentable\nrentabilité\nbénef\nse faire de l'oseille\ntaux de rendement\njgagne combien",
  "general.chat.kb.earnHowMuch.a":
    "Cela va de rien à plus, et pour la plupart des gens c'est peu. Le plan paie 50% du coût du slot de chaque filleul direct, 2% par membre sur 10 niveaux, ainsi que des parts de pool, de rang et de royalty, mais tout cela vient d'autres personnes qui achètent des slots. Si personne ne s'inscrit par vous, vous ne gagnez rien en revenu direct ni par niveaux. Le plan : {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Faut-il recruter des gens ?\nrecruter\nrecrutement\nfaut-il parrainer\ngagner sans parrainer\ngagner sans inviter\nsans recruter\nramener des gens\ninviter des personnes\nramener du monde\nfaire venir du monde\nconnais personne\nsans connaître personne\npersonne à inviter\nobligé de parrainer\npayé seulement si je parraine\nparrainer obligatoire\ngagner seul\nsans équipe\ninviter obligatoire\nobligé d'inviter\nsans parrainer personne\nfaut inviter des gens\nsi je n'invite personne\nramener personne\nparrainage obligatoire\nobligatoire de ramener du monde\ninviter des amis\nabsolument parrainer\nforcément parrainer\nforcé de recruter",
  "general.chat.kb.recruiting.a":
    "Pour l'essentiel, oui. Le revenu direct et par niveaux vient uniquement des personnes qui s'inscrivent par vous et de leurs équipes, et le pool global exige un filleul direct avec le même slot. Sans recruter, le revenu sera probablement nul ou très faible.",

  "general.chat.kb.risks.q":
    "Quels sont les risques ?\nrisques\nrisque\nrisqué\nc'est sûr\nmon argent est en sécurité\ndangers\ninconvénients\nqu'est-ce qui peut mal tourner\nbon investissement\nargent en sécurité\nen sécurité\nsécurisé\nc'est safe\nsécurité de mon argent\nle pire\npire scénario\nce qui peut arriver\nrisque d'investir\ninvestir c'est risqué\npoints négatifs\ndésavantages\nc'est dangereux\ndangereux\nsafe ou pas\nrisky\nrisqué ou pas\nen securite\nargent en securite\nsecurise\nc'est securise",
  "general.chat.kb.risks.a":
    "Les principaux risques : vous pouvez perdre tout ce que vous payez pour les slots ; le revenu ne vient que si des gens s'inscrivent sous vous, et la plupart recrutent peu de monde ou personne ; les prix des cryptos et les jetons versés peuvent baisser ; un paiement vers une mauvaise adresse ou une phrase de récupération divulguée ne peut pas être annulé. N'utilisez que de l'argent que vous pouvez vous permettre de perdre.",

  "general.chat.kb.loseMoney.q":
    "Est-ce que je peux perdre de l'argent ?\nperdre de l'argent\nperdre\nperdre mon investissement\ntout perdre\nrisque de perdre\nperte\npertes\net si personne ne s'inscrit\net si ça s'arrête\nje perde\nperde tout\nperdre mes sous\nmes sous\nargent perdu\ndisparaître\ntout disparaît\nperdre mes usdt\nje perds tout\nperdre mon fric\nperdre ma mise\nperdre mon argent\nsi le programme ferme\nsi ça ferme\nsi le site ferme\nfermeture du programme\nperdre tout mon argent\ndisparaitre\nargent disparu\nsi ça coule\nça coule\nje perd mon argent\nperd tout\npersonne sous moi\njperds tout",
  "general.chat.kb.loseMoney.a":
    "Vous pouvez perdre de l'argent, oui. Ce que vous payez pour les slots n'est pas remboursé, le revenu peut ne jamais venir si vous ne recrutez personne, et les cryptoactifs peuvent perdre de la valeur.",

  "general.chat.kb.guarantee.q":
    "Le revenu est-il garanti ?\ngaranti\ngarantie\nrevenu fixe\nrevenu sûr\nrendement assuré\nprofit garanti\ngains garantis\npromesse\ngains assurés\nrendement fixe\npromettez\npromis\non me promet\ngarantie de gain\n100% garanti\nc'est assuré\nrevenu garanti\ngarantit\ngarantis\nsûr de gagner\ngarantissez\nvous garantissez\ngain certain\nrevenu certain",
  "general.chat.kb.guarantee.a":
    "Rien n'est garanti. Les chiffres sont le plan du programme lui-même, pas une promesse, et personne ne peut vous promettre un revenu.",

  "general.chat.kb.scam.q":
    "C'est une arnaque ?\narnaque\nescroquerie\nfraude\nfaux\nlégitime\nc'est sérieux\nc'est fiable\npeut-on faire confiance\nponzi\nescroc\nvol\nvoleurs\narnaqueurs\nc'est du vol\nscam\nfake\nc'est un fake\narnak\nse faire arnaquer\narnaquer\nc'est fiable ou pas\nsérieux ou pas\nescrocs\nfiable\nbrouteurs\nbroutage\nfeymen\narnac\nvrai ou faux\ncrédible\nc'est crédible",
  "general.chat.kb.scam.a":
    "Ce site ne peut pas vous dire que c'est sûr. Ce que c'est : un programme de parrainage géré par un contrat intelligent, où ce que reçoivent les membres vient de ce que d'autres membres paient pour les slots. Le revenu dépend donc de l'arrivée de nouvelles personnes, et quand les inscriptions ralentissent, il baisse ou s'arrête. Les régulateurs de nombreux pays mettent en garde contre les systèmes qui fonctionnent ainsi : renseignez-vous par vous-même avant d'y mettre de l'argent.",

  "general.chat.kb.legal.q":
    "Est-ce légal ?\nlégal\nillégal\nautorisé dans mon pays\ninterdit\nlicence\nréglementé\nimpôts\nfiscalité\nje paie des impôts\nlégal au maroc\nautorisé en algérie\nlégal en tunisie\ninterdit au cameroun\nlégal en belgique\nautorisé en france\nlégal en côte d'ivoire\npar la loi\namf\nla loi\nc'est interdit\nautorisé\nimpots\npayer des impôts\nlegal\nillegal\nreglemente\ndéclarer aux impôts\ndeclarer mes gains",
  "general.chat.kb.legal.a":
    "Cela dépend de l'endroit où vous vivez. Certains pays restreignent ou interdisent les systèmes de parrainage où les gains viennent du recrutement, et les règles sur les cryptos varient d'un pays à l'autre. Ce site ne donne aucun conseil juridique : vérifiez les règles de votre pays, y compris l'imposition des revenus.",

  "general.chat.kb.pyramid.q":
    "C'est une pyramide ?\npyramide\nschéma pyramidal\nsystème pyramidal\nmlm\nmarketing de réseau\nmarketing multiniveau\nvente pyramidale\npyramide financière\nmarketing relationnel\nmultiniveau\nmulti niveau\nnetwork marketing\npyramidal\nsystème de pyramide\nschéma de ponzi",
  "general.chat.kb.pyramid.a":
    "C'est un programme de parrainage dans lequel les membres gagnent sur ce que paient pour les slots les personnes qu'ils amènent, et celles que ces personnes amènent : une structure à plusieurs niveaux. L'argent versé vient des paiements de slots des membres, pas de la vente de quelque chose à des clients extérieurs. Que cela soit considéré comme une pyramide illégale dépend de la loi de votre pays.",

  "general.chat.kb.refund.q":
    "Puis-je être remboursé ?\nremboursement\nrembourser\nrécupérer mon argent\nannuler mon inscription\nannuler la transaction\narrêter\nquitter\nchangé d'avis\nreprendre mon argent\nargent remboursé\nrembourser mon slot\nfaire marche arrière\npayé par erreur\nrecuperer mon argent\nannuler mon slot\nje regrette\nrevenir en arrière",
  "general.chat.kb.refund.a":
    "Les paiements au contrat intelligent ne peuvent être ni annulés ni remboursés par qui que ce soit, y compris ce site. Considérez ce que vous payez pour un slot comme perdu, sauf si des revenus vous reviennent.",

  "general.chat.kb.withdraw.q":
    "Comment retirer ?\nretirer\nretirer mes gains\nretrait\nencaisser\ncomment je suis payé\npaiement\nquand je reçois le paiement\nsortir l'argent\nconvertir en espèces\ntransférer mes gains\nvirer sur mon compte\ncompte bancaire\ngains sur mon compte\nsortir mes gains\ncash out\ncashout\nretirer mes usdt\nretirer vers binance\nvendre mes usdt\nconvertir en euros\nconvertir en fcfa\nquand suis-je payé\nrecevoir mes gains\nles paiements arrivent quand\ndélai de paiement\ndélai de retrait\nquand je reçois mes gains\netre paye\nquand je suis paye\ngains dans le wallet\nles gains arrivent\nvirement sur mon compte\nquand je reçois le payement\nconvertir en liquide\ndélai d'attente\njretire mes gains\njrecois mes gains quand",
  "general.chat.kb.withdraw.a":
    "Ce site ne détient pas d'argent et ne verse rien. Le programme dit que son contrat intelligent envoie les paiements directement au portefeuille avec lequel vous vous êtes inscrit, il n'y a donc pas de formulaire de retrait : vous les voyez dans votre portefeuille et sur l'explorateur de la blockchain, et vous pouvez vendre le stablecoin sur une plateforme d'échange.",

  "general.chat.kb.whoRuns.q":
    "Qui gère ce site ?\nqui êtes-vous\nà qui appartient ce site\nqui a fait ce site\nqui est derrière\npropriétaire\nfondateur\nqui a créé le programme\nqui gère ça\npatron\nle patron\ncréateur\ncréateurs\nles admins\nadministrateur\nqui dirige\ndirigeant\nc'est qui vous\nqui a créé\nproprietaire\ncreateur\nlancé\nqui a lancé",
  "general.chat.kb.whoRuns.a":
    "Ce site est un guide non officiel réalisé par des promoteurs indépendants du programme. Il n'est ni géré, ni approuvé, ni soutenu par les créateurs du programme. Quand vous vous inscrivez par ses liens de parrainage, les personnes derrière ce guide peuvent en tirer un gain.",

  "general.chat.kb.official.q":
    "Ce site est-il officiel ?\nofficiel\nsite officiel\npage officielle\nvous êtes l'entreprise\nc'est le vrai site\nsite officiel du programme\nofficiel ou pas\nsite original\nsite authentique\nreprésentant officiel\nvous êtes officiels\nfaux site\nsite fake\nsite de la compagnie\nl'officiel",
  "general.chat.kb.official.a":
    "Ce n'est pas le site officiel. C'est un guide non officiel, ni géré, ni approuvé, ni soutenu par le programme.",

  "general.chat.kb.contact.q":
    "Comment vous contacter ?\ncontact\ncontacter\nsupport\nassistance\nservice client\nnuméro de téléphone\nemail\nwhatsapp\ntelegram\nparler à quelqu'un\nréclamation\njoindre quelqu'un\nvous joindre\njoindre l'équipe\nécrire au support\nadresse email\nnumero de telephone\nreclamation\nappeler quelqu'un\nservice clientèle\nhotline\nun conseiller\nnuméro à appeler",
  "general.chat.kb.contact.a":
    "Ce guide n'a ni service d'assistance ni ligne téléphonique. Demandez à votre parrain, la personne dont vous avez utilisé le lien, ou utilisez les liens de la communauté en bas de page. Personne de sérieux ne vous demandera jamais votre phrase de récupération ni d'envoyer de l'argent pour vous aider.",

  "general.chat.kb.presentations.q":
    "Où sont les présentations ?\nprésentation\nprésentations\ndiapositives\nslides\npdf\nplan dans ma langue\ntélécharger la présentation\nbusiness plan\ndiapo\ndiapos\nppt\nprésentation en français\nen français\ndocument pdf\nbrochure\nplaquette\npresentation\npowerpoint\nun powerpoint",
  "general.chat.kb.presentations.a":
    "La page Présentations propose des diapositives sur le programme, d'abord dans votre langue, et vous pouvez envoyer les vôtres pour relecture : {presentationsUrl}",

  "general.chat.kb.videos.q":
    "Y a-t-il une vidéo ?\nvidéo\nvidéos\ntutoriel\ntuto\nyoutube\nregarder\nguide vidéo\nvidéo d'inscription\ntuto inscription\nvidéo tuto\ntuto vidéo\ntutos\nwebinaire\nreplay\nvidéo explicative\nune vidéo\nvideo\nvideo youtube\nen vidéo\ntuto en vidéo",
  "general.chat.kb.videos.a":
    "Il y a une vidéo de présentation sur la page d'accueil et un tutoriel vidéo sur la page Rejoindre qui montre l'inscription : {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "C'est quoi ?\nc'est quoi ce programme\ncomment ça marche\nexplique le programme\nde quoi s'agit-il\nc'est quoi waymark\nprésentation générale\nc'est quoi le business\nen deux mots\nen bref\nen résumé\nc'est quoi ce projet\nle concept\nle principe\nprincipe du programme\nen gros\nc'est quoi ce truc\nkesako\nça marche comment\nça consiste en quoi",
  "general.chat.kb.whatIsIt.a":
    "C'est un programme de parrainage à slots sur une blockchain à frais bas : les membres achètent des slots avec un stablecoin, et un contrat intelligent répartit ces paiements entre les membres selon six types de revenus. Ce site est un guide non officiel qui l'explique simplement, risques compris.",

  "general.chat.kb.hello.q":
    "Bonjour\nsalut\ncoucou\nbonsoir\nhello\nmerci\nmerci beaucoup\nslt\nça va\ncv\nbonne après-midi\nwesh\nbjr\nbsr\nyo\ncc\nsalut à tous\nmerci bcp\nbonne journée\nbonne soirée\nsalam\nre bonjour\nsalut la team\nbonjour la team\nbonjour à vous\nsalut la famille\nok merci\nsalut tlm\nbonsoir tlm",
  "general.chat.kb.hello.a":
    "Bonjour ! Posez-moi vos questions sur l'inscription, les portefeuilles, le montant minimum, les types de revenus, les slots ou les risques.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "salle de sport\nmusculation\nmuscu\nrégime\nregime\nminceur\nmédecin\nmedecin\nhôpital\nhopital\npharmacie\nmédicament\nmedicament\nvaccin\nécole\necole\nlycée\nlycee\nfac\nuniversité\nuniversite\nbac\nbrevet\ndevoirs\nparcoursup\narmée\narmee\nmariage\ncopine\ncopain\nrecette\ncuisine\nrestaurant\ncouscous\nfootball\nligue 1\npsg\nfortnite\nminecraft\nfifa\nmétéo\nmeteo\nbillet de train\nsncf\navion\nhôtel\nhotel\npasseport\ntitre de séjour\nessence\ncarburant\nfacture électricité\nedf\nlivebox\nrouteur\nvêtements\nvetements\nchaussures\nmaquillage\ncoiffeur\nstationnement\namende\nloyer\nappartement\nagriculture\ntracteur\npermis de conduire\nentretien embauche\nhoroscope\nélections\nelections\nmaths\nvacances\nnoël\nsfr\nbouygues\nsosh\ncaf\nameli\ncpam\npole emploi\npôle emploi\nurssaf\nfranceconnect\npréfecture\nprefecture\ndoctolib\nmutuelle\napl\ncni\nacte de naissance\nbnp\nlcl\nboursorama\ndesjardins\nproximus\nvideotron\nveolia\ntotalenergies\ncdiscount\nleboncoin\nvinted\nfnac\ndarty\ndeliveroo\nblablacar\nheetch\ncolissimo\nchronopost\nouigo\ntgv\nratp\ntransavia\npronote\ncrous\ndelf\nbts\ndissertation\nsoutenance\npartiels\nalternance\ncanal plus\ntf1\ndeezer\nrenault\npeugeot\ncitroen\nlivret\nfumer\ncigarette\ntabac\nalcool\nvoiture\nassurance\nguichet\nwestern union\nmoneygram\ncrédit téléphonique\ncredit telephone\nforfait\nunités\ngâteau\ngateau\nse garer\nloto\ncasino\npoker\npmu\nforfait orange\npuce orange\npuce moov\ncrédit moov\ncamtel\nafricell\nvodacom\nceltiis\nexpresso\ninwi\ndjezzy\nooredoo\nmobilis\necobank\nsgbci\nuba\nbicici\norabank\nafriland\nbgfi\nrawbank\ncbao\nattijariwafa\ncrédit agricole\ncaisse d'épargne\nagios\ncnps\ncnss\ncnam\nipres\ncie\nsodeci\nsenelec\nsnel\neneo\ncamwater\nsonabel\ncanal+\nstartimes\ncampusfaso\nbepc\ncepe\nconcours\ntontine\npoulailler\nélevage\nelevage\nporcherie\nbourse\nbrvm\nlingot\ngramme d'or\nbijouterie\nimmobilier\nlol\nleague of legends\nclash royale\nclash of clans\ncall of duty\ncandy crush\nroblox\n1xbet\nbetclic\npari sportif\nlonaci\njumia\ntemu\nshein\namazon\naliexpress\ndhl\nretraite\nhéritage\nheritage\ntenue\nchampions\nligue des champions\ndgi\ndgid\navocat\ninfirmier\ninfirmière\ningénieur\ningenieur\nplombier\nélectricien\nelectricien\nchauffeur\ntaximan\npolicier\ncomptable\nmécanicien\nmecanicien\nmenuisier\nmaçon\nenseignant\niphone 13\niphone 14\niphone 15\niphone 16\niphone 17\nvendeur\nvendeuse\ncommerçant\njiji\ncoinafrique\navito\nouedkniss\nolx\nmarketplace\ncrédit immobilier",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `quoi quel quelle quels quelles qui que qu comment combien pourquoi est sont suis
    etes sommes etre etait ete avoir avez ont peut peux pouvez puis faut dois doit vais fait faire
    les des une un le la du de au aux en dans sur sous avec sans pour par vers chez mais donc
    car ou et ni ce cet cette ces ca cela ceci je tu il elle nous vous ils elles on me moi te toi
    se mon ma mes ton ta tes son sa ses notre votre vos leur leurs lui y a ici la svp stp
    oui non pas ne plus tres bien alors juste aussi dire savoir veux voudrais voudrait
    est-ce c'est qu'est-ce s'il
    c ct cest koi quoi cmt comment jfais jveux svp stp pls bro frere mec en fait vraiment truc
    marche marchent prendre exactement concretement franchement vraiment comme dedans genre type voir dit qqch tous toutes tout truc compris comprends fois
    pote
    ça où là à êtes être était été très déjà
    chaque explique expliquez expliquer expliqué vrai monde meme même simplement possible lequel laquelle
    disent disait
    fais
    waymark jpeux jsp jsais jpense jai jdois jvais jme jte quelqu qqn gars frero frr reuf madame monsieur euh hein bah ben quand bcp beaucoup
    programme programmes
    auriez aurais aurait aide aidez aider
    cb cmb dispo disponible disponibles jarrive
    jaimerais jaimerai aimerais sais
    kel kelle kels kelles kan kand pk pq pkoi pourkoi jveu jpe jpeu jpx jdoi jsui chui chuis peuvent pouvoir sert final grave voit  prend prends prenne cousin cousine soeur tonton tata qqun qlq tsé tsais pis faque mettons astheure icitte ouin wallah wallahi walahi inchallah
    cameroun senegal sénégal maroc algerie algérie tunisie cote côte ivoire divoire belgique suisse canada quebec québec france mali burkina faso niger benin bénin togo guinee guinée gabon congo rdc kinshasa abidjan dakar douala yaounde yaoundé lome lomé bamako ouaga ouagadougou cotonou libreville madagascar haiti haïti montreal montréal tchad mauritanie rwanda burundi djibouti comores
    depuis
    jusqu tlm
    jsuis cmnt cment komen koman kom keske kesk tjr tjrs toujours plz pliz khey poto mdr ptdr lol vrm vrmt stv encore jcrois jcomprends jcomprend jattends
    jvoudrais jvoudrai jaimrai possibles
  `,
};
