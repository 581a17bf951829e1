// Greek knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Για να είμαστε σαφείς: πρόκειται για πρόγραμμα παραπομπών. Κάθε εισόδημα εξαρτάται από τη στρατολόγηση άλλων ανθρώπων και μπορεί να είναι μηδέν, τα κρυπτοστοιχεία μπορεί να χάσουν αξία και τίποτα εδώ δεν αποτελεί επενδυτική συμβουλή. Διάβασε την αποποίηση ευθύνης: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Αυτά είναι τα αριθμητικά στοιχεία που δημοσιεύει το ίδιο το πρόγραμμα, όχι υπόσχεση: το πραγματικό εισόδημα μπορεί να είναι μηδέν.",

  "general.chat.kb.join.q":
    "Πώς μπορώ να γίνω μέλος;\nπώς γίνομαι μέλος\nπώς μπαίνω\nπώς κάνω εγγραφή\nεγγραφή\nεγγραφώ\nγραφτώ\nσυμμετοχή\nθέλω να συμμετάσχω\nβήματα εγγραφής\nπώς ξεκινάω\njoin\npws grafomai\npws mpainw\neggrafi\npws kanw eggrafi\nthelw na mpw\npws ginetai eggrafh\nginw melos\nmelos\ngrafto\ngrafw\nsymmetoxh\nsymmetexw\nvhmata eggrafhs\nvimata\npws ksekinaw\nγράφομαι\nμπαίνω στο πρόγραμμα\nνα μπω\nπώς θα μπω\nvhmata\ndiadikasia\ndiadikasia eggrafhs\nπως να γραφτω\nna graftw\nmpenw\nmpeno\npws mpeno\nna mpw kai egw\ngraftw sto programma\nginw meli\nγινω μελος\nκανω register\nkanw register\nna ksekinhsw\nξεκινήσω\ngrafetai\nγραφεται\nβημα βημα\nvhma vhma\nbhma bhma\negrafi\nengrafi\negrafh\nκάνω register\nγράφεται\nβήμα βήμα\nγράφεσαι\npws grafesai\ngrafese\ngino melos\nπρώτο βήμα\nprwto vhma\nproto vima\nsymmetoxi\nna symmetasxw\npws symmetexw\nsimmetoxi\nsimmetexo\nsymmetexo\nνα αρχίσω\nαπό πού αρχίζω\npws arxizw\nμπαίνω κι εγώ\nna mpw ki egw\nprwto bhma\nπρώτο βήμα εγγραφής\npws mpainei kapoios\nσυμμετέχω\nανοίγω λογαριασμό\nanoigw logariasmo\nαπό πού να αρχίσω\napo pou na arxisw\napo pou ksekinaw\nna mpo\nthelo na mpo\npos mpeno\npos grafome\ngrafome\nγίνεσαι μέλος\nginesai melos",
  "general.chat.kb.join.a":
    "Εγκατάστησε ένα πορτοφόλι που υποστηρίζει το δίκτυο, άλλαξέ το σε αυτό το δίκτυο, πρόσθεσε τουλάχιστον {amount} σε stablecoin και λίγο native token για τις χρεώσεις, άνοιξε τον ενσωματωμένο browser του πορτοφολιού, επικόλλησε τον σύνδεσμο παραπομπής σου και πάτησε Register Now. Η σελίδα Συμμετοχή δείχνει κάθε βήμα: {joinUrl}",

  "general.chat.kb.wallet.q":
    "Ποιο πορτοφόλι να χρησιμοποιήσω;\nποιο πορτοφόλι\nποιο wallet\nκαλύτερο πορτοφόλι\nπροτεινόμενο πορτοφόλι\nχρειάζομαι πορτοφόλι\nπού κατεβάζω το πορτοφόλι\nκρυπτοπορτοφόλι\nπορτοφόλι\nwallet\npoio portofoli\npoio wallet\nportofoli\ntrust wallet\nkatevazw wallet\nefarmogh portofoliou\nkatevasw\nmetamask\nkalytero wallet\nεφαρμογή\nνα κατεβασω wallet\nποια εφαρμογη κρύπτο\nκρύπτο εφαρμογη\nefarmogh gia krypto\nexodus\nsafepal\ntokenpocket\nbitget wallet\ncoinbase wallet\nπορτοφόλι με browser\nwallet me browser\nνα κατεβάσω wallet\nποια εφαρμογή κρύπτο\nκρύπτο εφαρμογή\nπορτοφόλι κρύπτο\npoio wallet na dialeksw\nποια πορτοφόλια\nεφαρμογή πορτοφολιού\nπορτοφόλι για usdt\nportofoli gia usdt\nwallet gia usdt\nπορτοφόλι για κινητό\nπορτοφολι\nkatebaso\nkatevaso",
  "general.chat.kb.wallet.a":
    "Χρησιμοποίησε μια γνωστή εφαρμογή κρυπτοπορτοφολιού που υποστηρίζει το δίκτυο του προγράμματος και έχει ενσωματωμένο browser (dApp). Εγκατάστησέ τη μόνο από το επίσημο κατάστημα εφαρμογών του κινητού σου. Η σελίδα Συμμετοχή το εξηγεί βήμα βήμα: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "Τι είναι η φράση ανάκτησης;\nφράση ανάκτησης\nseed phrase\nμυστική φράση\n12 λέξεις\nμυστικές λέξεις\nιδιωτικό κλειδί\nprivate key\nμου ζήτησαν τη φράση\nέχασα τη φράση\nασφάλεια πορτοφολιού\n12 lekseis\nrecovery phrase\nmystikh frash\nmystiki frasi\nfrash anakthshs\nfrasi anaktisis\nlexeis\n12 lexeis\nmystikes lekseis\nlekseis anaktisis\nseed\nμου ζητανε τη φραση\nzhtaei th frash\nzitaei tis lekseis\nna dwsw tis lekseis\nna dwsw th frash\nδινω τη φραση\nexasa th frash\nεχασα τη φραση\n24 lekseis\n24 λεξεις\nprivate key mou\nto private key\nksanavrisko to wallet\nepanafora wallet\nεπαναφορα πορτοφολιού\nλεξεις ασφαλειας\nlekseis asfaleias\nmustikh frash\nmystikh fraseis\nκραταω τη φραση\nkrataw th frash\nμου ζητάνε τη φράση\nδίνω τη φράση\nεπαναφορά πορτοφολιού\nκρατάω τη φράση\n12 leksis\nmistiki frasi\nidiwtiko kleidi\nidiotiko klidi\nνα δώσω τις λέξεις\nlexeis wallet\nλέξεις πορτοφολιού\nφράση 12 λέξεων\nksanavriskw to wallet\nζητάνε το seed\nzitane to seed\nzhtane to seed\nνα δώσω το seed\nna dwsw to seed\nlexeis tou portofoliou\nλέξεις του πορτοφολιού\nφραση ανακτησης\nμυστικη φραση\nιδιωτικο κλειδι\nna doso tis lekseis\ndoso to seed",
  "general.chat.kb.recoveryPhrase.a":
    "Όταν δημιουργείς το πορτοφόλι, σου δείχνει μια φράση ανάκτησης 12 ή 24 λέξεων. Γράψ' τη σε χαρτί και φύλαξέ τη με ασφάλεια. Όποιος την έχει μπορεί να πάρει ό,τι υπάρχει στο πορτοφόλι: μην την πληκτρολογείς ποτέ σε ιστότοπο ή σε chat και μην τη μοιράζεσαι ποτέ. Κανείς από αυτόν τον ιστότοπο ή από το πρόγραμμα δεν θα σου τη ζητήσει ποτέ.",

  "general.chat.kb.network.q":
    "Ποιο δίκτυο;\nποιο δίκτυο χρησιμοποιείται\nποιο blockchain\nποια αλυσίδα\nαλλαγή δικτύου\nαλλάζω δίκτυο στο πορτοφόλι\nλάθος δίκτυο\nρυθμίσεις δικτύου\nbep20\nδίκτυο\npoio diktyo\ntrc20\nblockchain\nlathos diktyo\ndiktio\nerc20\npolygon\nbsc\ntron\nalysida\nlathos diktyo esteila\ndieuthinsi trc20\ndieuthinsi bep20\nbsc h tron\nδιαλεγω δίκτυο\npoio diktyo gia usdt\nστέλνω σε ποιο δίκτυο\nse poio diktyo stelnw\npoio network\nlathos network\nallo network\nse allo diktyo\nάλλο δίκτυο\npoio chain\nti chain\nchain\ndiktuo\ndyktio\nδιαλέγω δίκτυο\nlathos alysida\nλάθος αλυσίδα\nerc20 h bep20\ntrc20 h bep20\nse poio diktio\ndiktyou\nalisida\nέστειλα σε λάθος δίκτυο\nusdt se lathos diktyo\nsteilw se lathos diktyo\nsteilw se bep20\npoio diktyo na dialeksw\nτρέχει σε blockchain\ntrexei se blockchain\ntrexei sto bsc\nδεν ήρθαν\nden hrthan\nden irthan\nδεν έφτασαν\nden eftasan\nδικτυο\nλαθος δικτυο",
  "general.chat.kb.network.a":
    "Το πρόγραμμα λειτουργεί σε ένα δίκτυο blockchain με χαμηλές χρεώσεις. Στο πορτοφόλι σου, άλλαξε σε αυτό το δίκτυο πριν το χρηματοδοτήσεις και κάνεις εγγραφή· τα tokens που στέλνονται σε άλλο δίκτυο δεν φτάνουν. Το βήμα 3 στη σελίδα Συμμετοχή δείχνει πώς: {joinUrl}",

  "general.chat.kb.fees.q":
    "Πόσες είναι οι χρεώσεις;\nχρεώσεις\nχρέωση\nπρομήθεια\nτέλη συναλλαγής\nτέλη δικτύου\ngas\nfees\nnative token\nγιατί χρειάζομαι bnb\nκρυφές χρεώσεις\nκόστος συναλλαγής\ngas fee\npromitheia\nxrewseis\nxrewsh\ntrwei\nkostos synallaghs\nτέλη\nτρώει\nbnb\ntrx\nakrivo gas\npromh8eia\nprom8eia\ngas fees\nksodeuw gas\nxrewsh synallaghs\nkathe synallagh kostizei\nκόστος μεταφορας στο δίκτυο\nkostos metaforas\nxrewsi\nchrewseis\npromitheies\nκόβει bnb\nkovei bnb\ntrwei bnb\nxrewsh se bnb\ngas se bnb\nksodeuw bnb\nfee\nposo trwei\nπόσο τρώει\nxreoseis\nxreosi\nteli diktiou\ntelh diktyou\nκάθε συναλλαγή κοστίζει\nposo xrewnei\nxreonei\nχρεώνει\nbnb kai usdt\nbnb και usdt\nκόστος μεταφοράς\nφεύγουν σε gas\ntrwei to diktyo\nχρεωσεις\nχρεωση\nπρομηθεια\nτελη δικτυου\nkathe sinallagi\nxreosi sinallagis",
  "general.chat.kb.fees.a":
    "Κάθε συναλλαγή στο δίκτυο κοστίζει μια μικρή χρέωση, συνήθως κλάσμα του λεπτού, που πληρώνεται στο native token του δικτύου. Κράτα λίγο από αυτό στο πορτοφόλι σου εκτός από το stablecoin, αλλιώς η εγγραφή θα αποτύχει.",

  "general.chat.kb.funding.q":
    "Πώς βάζω χρήματα στο πορτοφόλι μου;\nπώς βάζω λεφτά\nαγορά stablecoin\nπού αγοράζω usdt\nπώς κάνω κατάθεση\nφόρτωση πορτοφολιού\nστέλνω κρύπτο στο πορτοφόλι\nαγορά κρύπτο\nκατάθεση\nusdt\nχρηματοδότηση\nusdt στο wallet\nagora usdt\nvazw lefta\nkatathesi\npws vazw lefta\nsteilw usdt\nrevolut\nagorazw usdt\nplhrwsw me karta\nkatathesh\nfortwsh\nbinance\nκάρτα\nviva\npernaw usdt\nfortwnw\nφορτωνω usdt\nαγορασω usdt\nagorasw usdt\nτραπεζικη καρτα usdt\nvazw xrhmata\nβαζω χρήματα\ngemizw to wallet\nπιστωτικη καρτα\npistwtikh karta\nxrewstikh karta\ngemizw me usdt\nγεμιζω με usdt\nkata8esh\nkata8esi\nφορτώνω usdt\nαγοράσω usdt\nτραπεζική κάρτα usdt\nβάζω χρήματα\nπιστωτική κάρτα\nγεμίζω με usdt\npws agorazw usdt\nvazw usdt\napo binance sto trust\nστέλνω από binance\np2p\nαγορά με κάρτα\nagora me karta\nfortwsh wallet\nfortosi\nfortono usdt\nxrimatodotisi\nxrhmatodothsh\nκαταθέτω\nφέρνω usdt\nfernw usdt\nμεταφέρω usdt\nmetaferw usdt\nfortwnw to wallet\nbybit\nvazw lefta sto wallet\nκαταθεση\nχρηματοδοτηση",
  "general.chat.kb.funding.a":
    "Αγόρασε το stablecoin που είναι συνδεδεμένο με το δολάριο σε ένα ανταλλακτήριο ή μέσα από την εφαρμογή του πορτοφολιού σου και στείλ' το στο πορτοφόλι σου μέσω του δικτύου του προγράμματος. Χρειάζεσαι τουλάχιστον {amount} σε stablecoin και λίγο native token για τις χρεώσεις. Έλεγξε το δίκτυο και τη διεύθυνση πριν στείλεις: οι μεταφορές δεν αναιρούνται.",

  "general.chat.kb.minimum.q":
    "Ποιο είναι το ελάχιστο ποσό;\nελάχιστο\nελάχιστο ποσό\nελάχιστη επένδυση\nπόσα χρειάζομαι για να ξεκινήσω\nπόσα λεφτά χρειάζομαι\nπόσο κοστίζει η συμμετοχή\nπόσο κοστίζει\nκόστος εισόδου\nτιμή πρώτου slot\nαρχικό ποσό\nπόσα να βάλω για αρχή\nλεφτά για να μπω\nposa lefta xreiazomai\nelaxisto poso\nelaxisto\nminimum\narxh\ngia arxh\ndolaria\nposa na valw\nposa thelei\nftanei\nftanoun\narxiko poso\nkostos eisodou\nto ligotero\nligotero poso\nelaxisto se usdt\nposa usdt xreiazontai\nευρω για αρχη\nφθηνοτερο slot\nftinotero slot\nto pio ftino slot\nεισοδος\nτιμή εισοδου\ntimh eisodou\neisodos\nme posa mpaineis\nμε ποσα μπαινεις\nεισοδο\nγια την εισοδο\ngia thn eisodo\nelachisto\nelaxista\nευρώ για αρχή\nφθηνότερο slot\nτιμή εισόδου\nείσοδο\nγια την είσοδο\nποσό εκκίνησης\nposo ekkinhshs\nme posa eurw\nme posa eyrw\nme posa dolaria\nμε πόσα δολάρια\nμε πόσα ευρώ\nposa xreiazomai gia na ksekinhsw\nme posa usdt\nμε πόσα usdt\nπρώτο slot\nprwto slot\nproto slot\nξεκινάω με πόσα\nksekinaw me posa\nξεκινάω με λίγα\nksekinaw me liga\nna ksekinhsei\nξεκινήσει\nπρώτο σλοτ\ngia arxi\nme posa euro\nμε πόσα μπαίνω\nme posa mpainw\nμε λίγα λεφτά\nme liga lefta\nτουλάχιστον\ntoulaxiston\nελαχιστο\nελαχιστο ποσο\nposa eurw na ksekinhsw\nπόσα ευρώ να ξεκινήσω\nposa eurw gia arxh",
  "general.chat.kb.minimum.a":
    "Το ελάχιστο είναι {amount}: το πρώτο slot κοστίζει {amount} σε stablecoin, συν λίγο native token του δικτύου για τις χρεώσεις. Τα μεγαλύτερα slots κοστίζουν περισσότερο· η σελίδα Slots τα απαριθμεί: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Ποιον σύνδεσμο να χρησιμοποιήσω για την εγγραφή;\nποιος σύνδεσμος\nσύνδεσμος παραπομπής\nreferral link\nλινκ πρόσκλησης\nπού είναι το λινκ\nσύνδεσμος εγγραφής\nγιατί αυτό το λινκ\nεγγραφή χωρίς λινκ\nλινκ\nlink\nlink syndesmos\nlink tou filou\npou vazw to link\nlink prosklhshs\nsyndesmos\nswsto link\ndiko mou link\nvriskw to link\npoio link vazw\nλινκ του φιλου\ngrafthka me allo link\ngrafthka me lathos link\nmou esteile link\nesteile to link\nmoirasw to link\nreferral mou\nto referral mou link\nρεφεραλ λινκ\nλινκ του φίλου\nρέφεραλ λινκ\ninvite link\nref link\nreflink\nκωδικός πρόσκλησης\nkwdikos prosklisis\ninvite code\nlink prosklisis\nto link mou\nλινκ παραπομπής\nlink parapomphs\nsindesmos\nsindesmo parapompis\nton syndesmo\nsyndesmo eggrafhs\nlink eggrafhs\nlink gia eggrafh\nλινκ εγγραφής\nχωρίς σύνδεσμο\nχωρίς λινκ\nxwris link\nστείλε μου το λινκ\nsteile mou to link\ndwse mou to link\nδώσε μου το λινκ\nνα στείλω το λινκ\nna steilw to link\nlink tou sponsora\nλινκ του χορηγού\npou einai to link\nλινκ για να γραφτώ\nlink gia na graftw\nλινκ στους φίλους\nlink stous filous\nποιο λινκ\nσυνδεσμος\nσυνδεσμος παραπομπης\nlink gia na grafto\nna steilo to link",
  "general.chat.kb.referralLink.a":
    "Χρησιμοποίησε τον σύνδεσμο παραπομπής που εμφανίζεται στη σελίδα Συμμετοχή και επικόλλησέ τον στον browser του πορτοφολιού σου. Ο σύνδεσμος καταγράφει ποιος είναι ο χορηγός σου· αν εγγραφείς μέσω άλλου συνδέσμου θα έχεις άλλον χορηγό, και αυτό δεν αλλάζει αργότερα: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "Τι είναι ο χορηγός;\nχορηγός\nsponsor\nupline\nποιος είναι ο χορηγός μου\nαλλαγή χορηγού\nποιος με σύστησε\nποιος με έφερε\nsponsoras\nxorhgos\nxorigos\npoios me efere\npoios me systhse\nallagh sponsora\nαποπανω\napopanw\npoios me egrapse\nποιος με εγραψε\nallaksw sponsora\nαλλαξω χορηγο\nallazei o xorhgos\nallazei o sponsoras\nαπο πανω μου\napo panw mou\no apo panw\nο απο πανω\nποιος με εβαλε\npoios me evale\nme evale mesa\nchorigos\nxorhgo\nxorigo\nσπονσορας\nσπονσορα\nαποπάνω\nαλλάξω χορηγό\nαπό πάνω μου\nο από πάνω\nσπόνσορα\no sponsor mou\nο σπόνσορας μου\nupline mou\nallaksw sponsor\nαλλάζω χορηγό\nallagh xorhgou\nallagi xorigou\nλάθος χορηγός\nlathos sponsor\nlathos xorhgo\nτι κερδίζει ο χορηγός\nti kerdizei o sponsor\napo pano mou\nλάθος χορηγό\nlathos sponsora\nάλλο χορηγό\nallon sponsora\nανώτερός μου\nanwteros mou\nanwtero mou\nαυτός που με έγραψε\nautos pou me egrapse\nχορηγος",
  "general.chat.kb.sponsor.a":
    "Ο χορηγός σου (upline) είναι το μέλος με τον σύνδεσμο παραπομπής του οποίου εγγράφεσαι. Το πρόγραμμα πληρώνει στον χορηγό σου ένα μέρος των πληρωμών σου για slots και σε τοποθετεί στην ομάδα του. Ο χορηγός ορίζεται όταν εγγράφεσαι και δεν μπορεί να αλλάξει μετά.",

  "general.chat.kb.registerButton.q":
    "Πού είναι το κουμπί Register Now;\nregister now\nκουμπί εγγραφής\nαπέτυχε η εγγραφή\nαπέτυχε η συναλλαγή\nδεν μπορώ να εγγραφώ\nσφάλμα στην εγγραφή\nεπιβεβαίωση συναλλαγής\nενεργοποίηση λογαριασμού\nerror eggrafis\nkoumpi eggrafis\nkoumpi\nregister\nden ginetai tipota\nvgazei sfalma\nsfalma\nerror\napetyxe\napotygxanei\napetyxe h synallagh\nκολλάει\nπαταω register\npatisa register\npatame register\nden proxwraei\nδεν προχωραει\npatao register\npatao to koumpi\nπατάω register\nδεν προχωράει\nδεν πατιέται\nden patietai\ntransaction failed\nfailed\ninsufficient funds\nβγάζει σφάλμα\nvgazei error\nvgazei lathos\nden anoigei to register\nrejected\nδεν περνάει η συναλλαγή\nden pernaei h synallagh\nkoubi\napetixe\napotigxanei\nαποτυγχάνει\nαποτυγχάνει η συναλλαγή\nκόλλησε η συναλλαγή\nkollhse h synallagh\nregister den paei\nκουμπι εγγραφης\nσφαλμα",
  "general.chat.kb.registerButton.a":
    "Αφού ανοίξεις τον σύνδεσμο παραπομπής στον browser του πορτοφολιού σου, πάτησε Register Now και επιβεβαίωσε τη συναλλαγή στο πορτοφόλι. Αν αποτύχει, έλεγξε ότι το πορτοφόλι είναι στο σωστό δίκτυο και έχει αρκετό stablecoin και native token για τη χρέωση.",

  "general.chat.kb.incomeTypes.q":
    "Ποια είναι τα είδη εισοδήματος;\nείδη εισοδήματος\nτύποι κερδών\nαπό πού έρχονται τα κέρδη\nπώς πληρώνει\nπλάνο αποδοχών\nπλάνο αμοιβών\nμπόνους\nπηγές εισοδήματος\nτρόπους βγάζεις λεφτά\nτρόποι\neidh eisodimatos\nincome plan\ntropoi kerdous\neidi esodwn\neisodimata programmatos\ntropoi\ntropous\nplhrwnesai\nplirwnesai\npoious tropous\neidh kerdous\nta bonus\nbonus\neisodhmata\nεισοδηματα\n6 eisodhmata\nειδη bonus\nti bonus exei\n6 eidh\neisodimata\neidh eisodhmatos\nεισοδήματα\nείδη bonus\nτι είδους κέρδη\nti eidous kerdh\neidous\nπώς κερδίζεις\npws kerdizeis\ntropoi na kerdiseis\nplano apodoxwn\ncompensation plan\nmarketing plan\nαπό πού βγαίνουν τα λεφτά\napo pou vgainoun ta kerdh\npws plhrwnei\nαπό πού κερδίζεις\napo pou kerdizeis\nείδη μπόνους\nτα μπόνους του πλάνου\nείδη εσόδων\nπηγές εσόδων\nπηγές κέρδους\npigi eisodhmatos\npiges kerdous\napo pou erxontai ta kerdh\nerxontai ta kerdh\nερχονται τα κερδη\nμε ποιους τρόπους\nτρόπους\nπώς πληρώνεσαι\nπληρώνεσαι\nτρόποι να βγάλεις λεφτά\ntropoi na vgaleis lefta\nόλα τα μπόνους\nola ta bonus\nαπό πόσες μεριές\napo poses meries\nτι κέρδη δίνει\nti kerdh dinei\nαπό πού κερδίζει\napo pou kerdizei\nειδη εισοδηματος\nμπονους\nπηγες εισοδηματος",
  "general.chat.kb.incomeTypes.a":
    "Υπάρχουν έξι: άμεσο εισόδημα, εισόδημα επιπέδων, global pool, ηγεσία, εβδομαδιαίο royalty και μερίδιο coin partner. Όλα πληρώνονται από όσα πληρώνουν τα μέλη για slots. Η σελίδα Κέρδη εξηγεί το καθένα: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "Τι είναι το άμεσο εισόδημα;\nάμεσο εισόδημα\nάμεσο μπόνους\nμπόνους παραπομπής\nπρομήθεια παραπομπής\nτι κερδίζω αν φέρω κάποιον\nκέρδος από παραπομπές\ndirect income\namesh prometheia\namesa\namesous\namesoi\nameso eisodhma\nameso bonus\nferw kapoion\nameso atomo\namesos\nferw enan\ngia kathe atomo pou ferw\nαμεσος\nαπευθειας παραπομπη\natomo pou fernw apeutheias\nφέρνω καποιον απευθειας\nfernw kapoion apeutheias\nποσοστο απο καθε φιλο\nόταν γραφτεί κάποιος από μένα\npososto apo tous amesous\nαμεση παραπομπη\namesh parapomph\namesi parapompi\nameso eisodima\nποσοστό από κάθε φίλο\nάμεση παραπομπή\n50 tis ekato\n50% apo to slot\nana atomo pou fernw\nγια κάθε φίλο που γράφω\nποσοστό ανά άτομο\nkerdos ana atomo\nmisa apo to slot\napeftheias\napeu8eias\notan graftei kapoios\ngrafetai apo to link mou\nkerdos apo parapompes\nan grapsw kapoion\nαν γράψω κάποιον\nφέρνω απευθείας\nαν γράψω φίλο\nan grapsw filo\ngrafw filo\nγράφω φίλο\nαπό το slot του φίλου\napo to slot tou filou\npaketo tou filou\nγράφεται με το λινκ μου\ngrafetai me to link mou\nόταν γράφεται κάποιος\notan grafetai kapoios\nαμεσο εισοδημα\nαμεσο μπονους",
  "general.chat.kb.directIncome.a":
    "Το άμεσο εισόδημα είναι το 50% του κόστους του slot κάθε ατόμου που φέρνεις απευθείας. Για παράδειγμα, ένα slot {small} δίνει {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "Τι είναι το εισόδημα επιπέδων;\nεισόδημα επιπέδων\nμπόνους επιπέδου\n10 επίπεδα\nεπίπεδα\nεισόδημα ομάδας\nκέρδη από την ομάδα μου\ndownline\nlevel income\neisodhma epipedou\nepipeda\nepipedo\n10 epipeda\nomada\nomadas\ndikoi mou\nta atoma twn atomwn mou\neisodhma apo thn omada\npromitheia omadas\nfilous twn filwn\nφιλοι των φιλων\nκατω απο μένα\n2 tis ekato\natoma pou fernoun\noi dikoi mou fernoun\n2% ανα επίπεδο\nta atoma twn filwn mou\nbathos omadas\nvathos omadas\nβαθος ομαδας\neisodhma epipedwn\neisodima epipedwn\nλεβελ ινκαμ\nλεβελ\nφίλοι των φίλων\nκάτω από μένα\n2% ανά επίπεδο\nλέβελ ίνκαμ\nλέβελ\nkerdos apo downline\ndownline mou\noi apo katw mou\nοι από κάτω μου\nta atoma tous\nαυτούς που φέρνουν οι φίλοι μου\nautous pou fernoun oi filoi mou\ngrafoun oi dikoi mou\nta atoma twn dikwn mou\nεπίπεδα κάτω μου\nepipeda katw mou\natoma tou filou\nkerdos apo omada\nkerdizw apo thn omada\nαυτούς που φέρνει\nautous pou fernei\nπαίρνω από την ομάδα\npairnw apo thn omada\nεισοδημα επιπεδων\nεπιπεδα",
  "general.chat.kb.levelIncome.a":
    "Το εισόδημα επιπέδων είναι το 2% του κόστους του slot για κάθε μέλος έως 10 επίπεδα κάτω στην ομάδα σου, 20% συνολικά.",

  "general.chat.kb.globalPool.q":
    "Τι είναι το global pool;\nglobal pool\nπαγκόσμιο pool\nπαγκόσμια δεξαμενή\nmatrix 2x6\n3640%\npool\nπώς προκρίνομαι στο global pool\npagkosmio pool\n3640\nmpainw sto pool\nμπαίνω στο pool\nγκλομπαλ πουλ\nπουλ\nγκλόμπαλ πουλ\ndeksameni\ndexamenh\nπαγκοσμιο pool\nmpeno sto pool",
  "general.chat.kb.globalPool.a":
    "Το global pool είναι ένα matrix 2x6 που, σύμφωνα με το πρόγραμμα, πληρώνει έως και 3640% του κόστους του slot ανά κύκλο. Για να πληροίς τις προϋποθέσεις χρειάζεσαι μία άμεση παραπομπή με το ίδιο slot.",

  "general.chat.kb.leadership.q":
    "Ποιες είναι οι βαθμίδες ηγεσίας;\nβαθμίδες\nβαθμίδα\nκατάταξη\nrank\nεισόδημα ηγεσίας\nμπόνους ηγεσίας\ndiamond\nπώς ανεβαίνω βαθμίδα\nημερήσιο εισόδημα\nvathmida\nbronze silver gold diamond βαθμοι\nvathmoi hgesias\nvathmides bronze\ndiamond rank\ngold\nhmerhsio\nimerisio\nthn hmera\nbronze\nβαθμιδα silver\nsilver rank\nbathmida\nbathmides\nka8e mera\nkathe mera\nκαθε μερα\nva8mida\nba8mida\nvathmides\nbronze silver gold diamond βαθμοί\nβαθμίδα silver\nκάθε μέρα\nigesia\nbathmida igesias\nvathmos\nβαθμός\nbeginner\nβαθμιδες\nκαταταξη\nηγεσια",
  "general.chat.kb.leadership.a":
    "Πέντε βαθμίδες: Beginner, Bronze, Silver, Gold και Diamond. Σύμφωνα με το πρόγραμμα, πληρώνουν καθημερινά 0,25% έως 1% του κόστους της βαθμίδας, ανάλογα με το πόσα άμεσα μέλη έχουν την ίδια βαθμίδα, με ανώτατο όριο το 250%.",

  "general.chat.kb.royalty.q":
    "Τι είναι το εβδομαδιαίο royalty;\nroyalty\nεβδομαδιαίο royalty\nroyalty pool\nεβδομαδιαίο εισόδημα\nεβδομαδιαίο μπόνους\nδικαιώματα\nevdomadiaio royalty\nkathe evdomada\nevdomadiaio\nroyalty moirazetai\nmoirazetai kathe evdomada\nκαθε εβδομάδα\nρογιαλτι\nροιαλτι\nκάθε εβδομάδα\nρογιάλτι\nρόιαλτι\nebdomada\nμοιράζεται κάθε εβδομάδα\nevdomadiaio bonus\nevdomadiaio mponous\nεβδομαδιαιο",
  "general.chat.kb.royalty.a":
    "Οι θέσεις B και C κάθε slot στέλνουν το 10% των κεφαλαίων τους σε ένα royalty pool που μοιράζεται κάθε εβδομάδα στα μέλη που πληρούν τις προϋποθέσεις.",

  "general.chat.kb.coinPartner.q":
    "Τι είναι το μερίδιο coin partner;\ncoin partner\nμερίδιο συνεργάτη\ntokens\nκέρμα\nπαίρνω tokens\nτιμή του token\ntoken\nkermata\ncoin\nti token\npoio token\naxia tou token\nαξια του token\naxia tou coin\npoulaw to token\nπουλαω τα tokens\nna poulhsw ta tokens\nτοκεν\nτοκενς\nαξία του token\nπουλάω τα tokens\nτόκεν\nmeridio\nmeridio coin\nκέρματα\ntimh tou token\ntimi token\nanevainei to token\nανεβαίνει το token\nκερμα\nμεριδιο",
  "general.chat.kb.coinPartner.a":
    "Οι θέσεις B και C στέλνουν επίσης 10% στο μερίδιο coin partner, που τα μέλη λαμβάνουν σε tokens. Οι τιμές των tokens μπορεί να ανέβουν ή να πέσουν, οπότε η αξία του είναι αβέβαιη.",

  "general.chat.kb.slots.q":
    "Πόσα slots υπάρχουν;\nslots\nslot\nεπίπεδα slot\nτιμές slots\nπόσο κοστίζει κάθε slot\nτι είναι το slot\nκόστος slot\nλίστα slots\ntimh slot\nakrivo\nakrivotero\ntimes twn slot\nkostizei kathe slot\nposa slot\n1024\nposo kanei to slot\napo 2 ews 1024\nσλοτ\nσλοτς\nπακέτα\npaketa\nτιμές πακέτων\nπόσα πακέτα\nposa paketa\nposo kanei to paketo\nπόσο κάνει το πακέτο\nτελευταίο slot\nteleutaio slot\nτελευταίο πακέτο\nteleutaio paketo\nπόσο κοστίζουν τα slots\nkostizoun ta slot\nπόσα σλοτ\nposa slot exei\nposo paei to slot\nπακετα",
  "general.chat.kb.slots.a":
    "Υπάρχουν δέκα επίπεδα slot, από {first} έως {last}. Η σελίδα Slots δείχνει πόσο κοστίζει το καθένα και τι λέει το πρόγραμμα ότι πληρώνει: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "Πώς κάνω αναβάθμιση slot;\nαναβάθμιση\nupgrade\nαναβαθμίζω\nαγορά επόμενου slot\nμεγαλύτερο slot\nαγοράζω κι άλλο slot\nεπόμενο επίπεδο\nνα πάρω μεγαλύτερο slot\nepomeno slot\nanavathmish\nanavathmisi\nmegalytero slot\npaw sto epomeno\nna perimenw\nperimenw h agorazw\nslot 3\ntwra h argotera\nanevainw slot\nνα πάρω επομενο slot\npairnw epomeno slot\nmegalytero\nanava8mish\nanabathmish\nanabathmisi\nνα πάρω επόμενο slot\nανεβαίνω slot\nepomeno paketo\nεπόμενο σλοτ\nμεγαλύτερο σλοτ\nμεγαλύτερο πακέτο\nmegalytero paketo\nεπόμενο πακέτο\nmegalitero paketo\nμε τη σειρά\nme th seira\nme ti seira\nμεγάλο slot\nmegalo slot\nκατευθείαν στο μεγάλο\nkateutheian sto megalo\nkateu8eian megalo\nαναβαθμιση\nαναβαθμιζω",
  "general.chat.kb.upgrade.a":
    "Μπορείς να αγοράσεις το επόμενο επίπεδο slot όποτε θέλεις, πληρώνοντας το κόστος του από το πορτοφόλι σου όπως και το πρώτο. Ένα μεγαλύτερο slot κοστίζει περισσότερο και τα νούμερά του ισχύουν μόνο αν συμμετέχουν και άλλοι σε αυτό το επίπεδο, άρα είναι μεγαλύτερο ρίσκο, όχι σίγουρο κέρδος.",

  "general.chat.kb.matrix.q":
    "Πώς λειτουργεί το matrix;\nmatrix\nμήτρα\nm4\n4x1\nθέσεις a b c d\nπού πάνε τα χρήματα\nπώς μοιράζονται τα κεφάλαια\nκύκλος\nανακύκλωση\ntheseis\nthesi\na b c d\nkyklos\npou pane ta lefta\nγεμισει η θεση\ngemisei\nμητρα m4\nthesh\n8esh\n8esi\nthesh a\nθεση a\nmitra\nmhtra\nγεμίσει η θέση\nμήτρα m4\nθέση a\nanakyklwsh\nanakiklosi\nκλείνει ο κύκλος\nθέσεις\nγεμίσουν οι θέσεις\ngemisoun\nκλείσει ο κύκλος\nkleisei o kyklos\nμητρα\nθεσεις\nκυκλος\nανακυκλωση",
  "general.chat.kb.matrix.a":
    "Κάθε slot είναι ένα matrix M4 (4x1) με τέσσερις θέσεις. Η θέση A στέλνει 10% στην ηγεσία και 40% στο global pool· οι B και C στέλνουν 10% στο royalty και 10% στο μερίδιο coin partner· η D στέλνει 100% στις ελεύθερες θέσεις του χορηγού σου και μετά ο κύκλος ξεκινά ξανά: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "Πόσα μπορώ να κερδίσω;\nπόσα θα βγάλω\nπόσα λεφτά βγάζεις\nκέρδη\nκέρδος\nκερδίσω\nαπόδοση\nμηνιαίο εισόδημα\nπόσα τον μήνα\nθα πλουτίσω\nroi\nπαθητικό εισόδημα\nβγάζει λεφτά\nposa vgazw\nposa kerdizeis to mina\nposa kerdizw\nkerdos ton mhna\nkerdos mhniaio\nta kerdh\nposa vgazeis\nvgazw\nton mhna\nto mhna\nposa vgainoun\n1000 to mhna\nploutisw\nplousios\nmesos oros kerdous\nο μεσος ορος\nposa vgazoun\nβγαζουν λεφτά\nποσα βγάζεις την εβδομάδα\nposa vgazeis thn evdomada\nζησω απο αυτο\nzw apo auto\nzhseis apo auto\nβγάζουν λεφτά\nζήσω από αυτό\nrealistika\nρεαλιστικά\nprofit\nposo profit\nπόσο βγάζει\nposo vgazei\nmporw na zhsw\nkerdos to mhna\napodosi\napodosh\nminiaio eisodima\nposa kerdizoun\nkerdizis\nposa tha kerdisw\nposa 8a vgalw\nposa tha vgalw\nposa kerdizei\nπόσα κερδίζει\nπλούσιος\nπόσα κερδίζουν\nρεαλιστικά πόσα\nrealistika posa\nβγάλω μισθό\nvgalw mistho\nsan mistho\ntha ginw plousios\nπλουτίσω\nμέσος άνθρωπος\nkanonikos anthrwpos\nφράγκα βγάζεις\nfragka vgazeis\nvgazw fragka\nαποδοση\nμηνιαιο εισοδημα\nπαθητικο εισοδημα\nposa tha vgalo\nposa vgazo\nposa bgazeis",
  "general.chat.kb.earnHowMuch.a":
    "Ξεκινά από το τίποτα και πάνω, και για τους περισσότερους είναι λίγα. Το πλάνο πληρώνει 50% του κόστους του slot κάθε άμεσης παραπομπής, 2% ανά μέλος σε 10 επίπεδα και μερίδια από pool, βαθμίδες και royalty, αλλά όλα προέρχονται από άλλους ανθρώπους που αγοράζουν slots. Αν δεν μπει κανείς μέσω σου, δεν κερδίζεις τίποτα από άμεσο εισόδημα ή εισόδημα επιπέδων. Το πλάνο: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Πρέπει να στρατολογήσω κόσμο;\nστρατολόγηση\nστρατολογώ\nπρέπει να φέρω κόσμο\nκέρδος χωρίς παραπομπές\nκερδίζω χωρίς να καλέσω\nχωρίς στρατολόγηση\nνα φέρω άτομα\nπροσκαλώ ανθρώπους\nφέρνω άτομα\nφέρνω κόσμο\nrecruit\nprepei na ferw atoma\nstrateusi\nferw kosmo\nkalesw\nkalw filous\nkanenan\nden kserw kanenan\nxwris na ferw\nstrateush\nrecruiting\nplhrwnomai mono an ferw kosmo\nypoxrewtiko na ferw\nfernw kosmo\nfernw atoma\nmonos mou\nμονος μου\nstratologhsh\nstratologisi\nδεν φέρνω κανεναν\nχωρις κανεναν\nδεν φέρνω κανέναν\ndiafhmish\nδιαφήμιση\nna grapsw atoma\nna grapsw allous\nγράφω άλλους\nkerdisw xwris na ferw\nypoxrewtika\nυποχρεωτικά\nπρέπει να γράψω άτομα\nβγαίνει μόνο του\nvgainei monos tou\nxwris na ferw kanenan\nχωρίς ομάδα\nxwris omada\nστρατολογηση\nστρατολογω",
  "general.chat.kb.recruiting.a":
    "Κατά κύριο λόγο, ναι. Το άμεσο εισόδημα και το εισόδημα επιπέδων προέρχονται μόνο από ανθρώπους που μπαίνουν μέσω σου και από τις ομάδες τους, και το global pool χρειάζεται μία άμεση παραπομπή με το ίδιο slot. Χωρίς στρατολόγηση, το εισόδημα πιθανότατα θα είναι μηδέν ή πολύ μικρό.",

  "general.chat.kb.risks.q":
    "Ποιοι είναι οι κίνδυνοι;\nκίνδυνοι\nκίνδυνος\nρίσκο\nριψοκίνδυνο\nείναι ασφαλές\nείναι ασφαλή τα λεφτά μου\nμειονεκτήματα\nτι μπορεί να πάει στραβά\nνα επενδύσω\nκαλή επένδυση\nασφαλές να βάλω λεφτά\nrisko\nkindinoi\neinai asfales\nasfales\nkindynoi kai risko\nyparxei kindynos\nkindynos\nkindynous\nkindinous\nepikindyno\nriska\nxeirotero senario\nkindyno\nκινδυνο\ntrexw kindyno\nστραβωσει\nνα στραβωσει\nstravwsei\nstrava\nasfalh\nasfali\nασφαλη\nκίνδυνο\nστραβώσει\nνα στραβώσει\nασφαλή\nεπικίνδυνο\nεπικίνδυνη επένδυση\nriskaro\nρισκάρω\nkindunos\nepikindino\nρίσκο να βάλω\nrisko na valw\nκινδυνοι\nκινδυνος\nρισκο\nεπικινδυνο",
  "general.chat.kb.risks.a":
    "Οι κύριοι κίνδυνοι: μπορείς να χάσεις όλα όσα πληρώνεις για slots· εισόδημα υπάρχει μόνο αν μπουν άνθρωποι κάτω από σένα, και οι περισσότεροι στρατολογούν λίγους ή κανέναν· οι τιμές των κρυπτονομισμάτων και των tokens που πληρώνονται μπορεί να πέσουν· μια πληρωμή σε λάθος διεύθυνση ή μια φράση ανάκτησης που διέρρευσε δεν αναιρούνται. Χρησιμοποίησε μόνο χρήματα που αντέχεις να χάσεις.",

  "general.chat.kb.loseMoney.q":
    "Μπορώ να χάσω χρήματα;\nχάνω λεφτά\nχάσω χρήματα\nθα χάσω την επένδυσή μου\nαπώλεια\nαπώλειες\nζημιά\nκι αν δεν μπει κανείς\nκι αν σταματήσει\nχάσω\nmporo na xaso lefta\nxanw ta lefta mou\nxanw ta lefta\nzhmia\nxasw lefta\nxanw lefta\nxasw\nxasimo\nta xasw ola\nan den mpei kaneis\nxanw\nνα τα χάσω όλα\nxasw ola\nxathoun\nxathoun ta lefta\nxamena lefta\nxasw ta usdt\nxa8oun\nxa8w\nexasa ta lefta mou\nxasw xrhmata\nxanw xrhmata\nkleisei h platforma\nκλεισει η πλατφορμα\npesei to programma\nαν πεσει το προγραμμα\nan pesei\nan den erthei kaneis\nαν δεν ερθει κανεις\nchasw\nxanoume\nκλείσει η πλατφόρμα\nαν πέσει το πρόγραμμα\nta xanw\nνα χάσω ό,τι έβαλα\nxasw oti evala\nkleisei to site\nxano\nchanw\nzimia\napwleia\napoleia\nxaneis\nxaseis\nxathikan\nxathei\nna xathoun ola\nχάνω τα usdt\nνα χαθούν\nχάνεις\nχάσεις\nχάθηκαν τα λεφτά\nχάσω το κεφάλαιο\nxasw to kefalaio\nxanw to kefalaio\nχάνω το κεφάλαιο\nχαθούν\nχαθεί\nό,τι έβαλα\noti evala\nχασούρα\nxasoura\nκάηκαν τα λεφτά\nkahkan ta lefta\nklisei to site\nan klisei\nαν κλείσει το site\nαπωλεια\nζημια",
  "general.chat.kb.loseMoney.a":
    "Μπορείς να χάσεις χρήματα, ναι. Όσα πληρώνεις για slots δεν επιστρέφονται, το εισόδημα μπορεί να μην έρθει ποτέ αν δεν στρατολογήσεις άλλους και τα κρυπτοστοιχεία μπορεί να χάσουν αξία.",

  "general.chat.kb.guarantee.q":
    "Είναι εγγυημένο το εισόδημα;\nεγγυημένο\nεγγύηση\nσταθερό εισόδημα\nσίγουρο εισόδημα\nσίγουρο κέρδος\nεξασφαλισμένη απόδοση\nυπόσχεση\negguimeno\neinai egguimena ta kerdi\negguhmeno\neggyhsh\nsigouro\nstathero kerdos\nsigouro kerdos\neggyhmena\neggyisi\nσταθερό κέρδος\nsigoura kerdh\nσιγουρα κέρδη\nsigoura lefta\neggyhmena kerdh\negguaste\nεγγυαστε\nεγγυαται\negguatai\neggyatai\nuposxesai\nyposxesai\nυποσχεσαι\neggyimeno\neguhmeno\negyhmeno\nσίγουρα κέρδη\nεγγυάστε\nεγγυάται\nυπόσχεσαι\nsigoura kerdizw\nkerdos sigouro\nσίγουρα κερδίζω\negguhsh\nsta8ero\nεγγυημένα\nεγγυημένα κέρδη\neggyaste\ntha kerdisw sigoura\nεγγυήσεις\nεγγυάσαι\negguasai\neggyasai\neggyeste\negguate\nσίγουρο κέρδος αν μπω\nσίγουρα κέρδος\nεγγυημένο κέρδος\negguhmeno kerdos\nσίγουρα θα βγάλω\nsigoura tha vgalw\nεγγυημενο\nεγγυηση\negiimeno\negyimeno",
  "general.chat.kb.guarantee.a":
    "Τίποτα δεν είναι εγγυημένο. Τα νούμερα είναι το πλάνο του ίδιου του προγράμματος, όχι υπόσχεση, και κανείς δεν μπορεί να σου υποσχεθεί εισόδημα.",

  "general.chat.kb.scam.q":
    "Είναι απάτη;\nαπάτη\nαπατεώνες\nκομπίνα\nκοροϊδία\nψεύτικο\nαξιόπιστο\nείναι αληθινό\nνόμιμο ή απάτη\nμπορώ να εμπιστευτώ\nscam\nponzi\napati\neinai apati\neinai apatei\nkompina\nkoroidia\nfake\neinai apath\napath\ntroun ta lefta\nklepsia\nψέμα\nkompines\nkoroido\nkompina einai\napateones\napatewnes\neinai apatewnes\napatewnas\nσκαμ\nστημενο\nstimeno\nsthmeno\nστημένο\nκλέβουν\nklevoun\nkleboun\nkleftes\nκλέφτες\nξεγελάνε\npsevtiko\npseutiko\nαπάτες\nαπατεώνας\nμαϊμού\nmaimou\nλαμόγια\nλαμογιά\nlamogia\nπαγίδα\npagida\nμυρίζει απάτη\nmyrizei apath\nmirizei apati\nαπατη\nαπατεωνες\nκομπινα",
  "general.chat.kb.scam.a":
    "Αυτός ο ιστότοπος δεν μπορεί να σου πει ότι είναι ασφαλές. Τι είναι: ένα πρόγραμμα παραπομπών που λειτουργεί με έξυπνο συμβόλαιο, όπου όσα λαμβάνουν τα μέλη προέρχονται από όσα πληρώνουν άλλα μέλη για slots. Γι' αυτό το εισόδημα εξαρτάται από την είσοδο νέων ανθρώπων, και όταν οι εγγραφές επιβραδύνονται μειώνεται ή σταματά. Οι ρυθμιστικές αρχές σε πολλές χώρες προειδοποιούν για σχήματα που λειτουργούν έτσι, οπότε έλεγξέ το μόνος σου πριν βάλεις χρήματα.",

  "general.chat.kb.legal.q":
    "Είναι νόμιμο;\nνόμιμο\nπαράνομο\nεπιτρέπεται στη χώρα μου\nαπαγορεύεται\nάδεια\nαδειοδοτημένο\nεποπτεία\nφόροι\nφορολογία\nπληρώνω φόρο\nνομιμότητα\neinai nomimo\nnomimo\nlegal\neinai nomima\nnomika provlimata\nepitrepetai\napagorevetai\nellada\nkypro\neforia\nforoi\nnomika\nστην Ελλάδα\nστην Κύπρο\napagoreumeno\nαπαγορευμενο\nstin ellada\ndhlwsh sthn eforia\nδηλωνω στην εφορια\ndhlwnw ta kerdh\nnomos\nνομος\nnomika entaksei\nείναι εντάξει νομικά\nforologia\nparanomo\nparanomh\nαπαγορευμένο\nδηλώνω στην εφορία\nφόρος\nforos\nforo\ndilwsw\nδηλώσω\nnomimotita\nnomimothta\nplhrwnw foro\nplirono foro\nείναι νόμιμα\nεπιτροπή κεφαλαιαγοράς\nepitroph kefalaiagoras\nεγκεκριμένο\negkekrimeno\nνομιμο\nπαρανομο\nφοροι\nφορολογια",
  "general.chat.kb.legal.a":
    "Εξαρτάται από το πού ζεις. Κάποιες χώρες περιορίζουν ή απαγορεύουν σχήματα παραπομπών όπου τα κέρδη προέρχονται από τη στρατολόγηση, και οι κανόνες για τα κρυπτονομίσματα διαφέρουν από τόπο σε τόπο. Αυτός ο ιστότοπος δεν δίνει νομικές συμβουλές: έλεγξε τους κανόνες της χώρας σου, συμπεριλαμβανομένης τυχόν φορολογίας του εισοδήματος.",

  "general.chat.kb.pyramid.q":
    "Είναι πυραμίδα;\nπυραμίδα\nπυραμιδικό\nπυραμιδικό σχήμα\nmlm\nπολυεπίπεδο\nπολυεπίπεδο μάρκετινγκ\nδικτυακό μάρκετινγκ\nnetwork marketing\nαλυσίδα\npyramida\npyramidiko systhma\npyramidiko\npolyepipedo\npyramidiko systima\nsystima ponzi\nπυραμιδικο συστημα\nherbalife\namway\npiramida\nπυραμιδικό σύστημα\nπυραμιδα",
  "general.chat.kb.pyramid.a":
    "Είναι ένα πρόγραμμα παραπομπών στο οποίο τα μέλη κερδίζουν από όσα πληρώνουν για slots οι άνθρωποι που φέρνουν, και οι άνθρωποι που φέρνουν εκείνοι: μια πολυεπίπεδη δομή. Τα χρήματα που πληρώνονται προέρχονται από τις πληρωμές των μελών για slots, όχι από πώληση κάποιου προϊόντος σε εξωτερικούς πελάτες. Το αν αυτό θεωρείται παράνομο πυραμιδικό σχήμα εξαρτάται από τη νομοθεσία της χώρας σου.",

  "general.chat.kb.refund.q":
    "Μπορώ να πάρω πίσω τα χρήματα;\nεπιστροφή χρημάτων\nεπιστροφή\nαποζημίωση\nπαίρνω πίσω τα λεφτά\nακύρωση εγγραφής\nαναίρεση συναλλαγής\nrefund\nαποχώρηση\nepistrofh xrhmatwn\nepistrofi\npiso ta lefta\nparw piso\nmetaniosa\nakyrwsh\nakyrosi\nakyrwsw\nakyrwste\nακυρωσω\nplhrwmh piso\nplirwsa kata lathos\nkata lathos plhrwmh\nna fygw apo to programma\nta lefta mou pisw\nlefta pisw\nta thelw pisw\n8elw pisw ta lefta\nακυρώσω\nepistrepsete\nεπιστρέψετε\nepistrofh lefta\nakirosi\nakiroso\nmetaniwsa\nακύρωση αγοράς\nagorasa kata lathos\nμετάνιωσα\nτα θέλω πίσω\npisw ta lefta\nεπιστροφη χρηματων\nεπιστροφη\nακυρωση",
  "general.chat.kb.refund.a":
    "Κανείς δεν μπορεί να ακυρώσει ή να επιστρέψει πληρωμές προς το έξυπνο συμβόλαιο, ούτε αυτός ο ιστότοπος. Θεώρησε χαμένα όσα πληρώνεις για ένα slot, εκτός αν σου επιστρέψει εισόδημα.",

  "general.chat.kb.withdraw.q":
    "Πώς κάνω ανάληψη;\nανάληψη\nαναλήψεις\nεξαργύρωση\nπώς πληρώνομαι\nπληρωμή κερδών\nπότε πληρώνομαι\nπώς βγάζω τα λεφτά\nμετατροπή σε μετρητά\nwithdraw\npws kanw analipsi\npws pairnw ta lefta\nanalhpsh\nvgazw ta lefta\nanalipsi kerdwn\nanalipsi\nmetaferw\ntravaw ekso\nvgazw ta kerdh\nta kerdh ston logariasmo\nerxontai ta lefta\npote pairnw ta lefta\nftanoun ta lefta\npote erxontai\ntrabaw\ntrabhxw ta lefta\npote plhrwnetai\nplhrwnetai\npou kerdisa\nπου κερδισα\nτραβαω\nτραβηξω τα λεφτά\nπου κέρδισα\nτραβάω\nτραβήξω τα λεφτά\npernaw ta kerdh\nmetafora kerdwn\nmetaferw ta kerdh\nanalipseis\nanalhpseis\neksargyrwsh\neksargirosi\ntravikso\npote plhrwnomai\npws plhrwnomai\nplirwnomai\npws vgazw ta usdt\nανάληψη usdt\nanalhpsh usdt\npoulaw sto binance\nπουλάω στο binance\nσηκώνω τα λεφτά\nσηκώσω τα κέρδη\nsikwnw ta lefta\nshkwsw ta kerdh\nsikoso ta lefta\nπότε έρχονται\nέρχονται τα λεφτά\nαναληψη\nεξαργυρωση\nμετατρέπω σε ευρώ\nmetatrepw se eurw\nmetatrepw ta kerdh",
  "general.chat.kb.withdraw.a":
    "Αυτός ο ιστότοπος δεν κρατά χρήματα και δεν πληρώνει τίποτα. Το πρόγραμμα λέει ότι το έξυπνο συμβόλαιό του στέλνει τις πληρωμές κατευθείαν στο πορτοφόλι με το οποίο εγγράφηκες, οπότε δεν υπάρχει φόρμα ανάληψης: τις βλέπεις στο πορτοφόλι σου και στον blockchain explorer, και μπορείς να πουλήσεις το stablecoin σε ένα ανταλλακτήριο.",

  "general.chat.kb.whoRuns.q":
    "Ποιος είναι πίσω από αυτόν τον ιστότοπο;\nποιος είσαι\nποιοι είστε\nποιανού είναι αυτό\nποιος έφτιαξε τη σελίδα\nιδιοκτήτης\nιδρυτής\nποιος δημιούργησε το πρόγραμμα\nποιος το διαχειρίζεται\npoios to trexei\nowner\npoios eftiakse\nftiaksei\npoios einai pisw\nidioktitis\npoios trexei th selida\nidiokthths ths selidas\nκρυβεται πίσω\nkryvetai pisw\npoios kryvetai\npisw apo to site\nftiaxe\neftiaxe\nidrytis\nidrutis\nidrytes\noi idrytes\npoioi eiste\nκρύβεται πίσω\nidioktitis site\nιδιοκτήτης του site\nidritis\nceo\ndimiourgos\nδημιουργός\nποιος είναι πίσω\ntinos einai to site\nτίνος είναι το site\nποιανού είναι το site\nκάνει κουμάντο\nkoumanto\nποιος έχει το site\nποιος είναι πίσω από\npoios einai pisw apo\nιδιοκτητης\nιδρυτης",
  "general.chat.kb.whoRuns.a":
    "Αυτός ο ιστότοπος είναι ένας ανεπίσημος οδηγός που φτιάχτηκε από ανεξάρτητους προωθητές του προγράμματος. Δεν τον διαχειρίζονται, δεν τον εγκρίνουν και δεν τον υποστηρίζουν οι δημιουργοί του προγράμματος. Όταν εγγράφεσαι μέσω των συνδέσμων παραπομπής του, οι άνθρωποι πίσω από αυτόν τον οδηγό μπορεί να κερδίσουν από αυτό.",

  "general.chat.kb.official.q":
    "Είναι αυτή η επίσημη σελίδα;\nεπίσημο\nεπίσημη σελίδα\nεπίσημος ιστότοπος\nofficial\nείστε η εταιρεία\nείναι η αληθινή σελίδα\nepishmo\nepisimo site\nepisimi selida\nepisimh selida\nepisimi\nepisimh selida tou programmatos\nkanoniko site\nκανονικο site\ngnhsio site\nγνησιο site\nκανονικό site\nγνήσιο site\ngnisio\nπραγματικό site\npragmatiko site\nγνήσια σελίδα\nίδια η εταιρεία\nidia h etaireia\nη ίδια η εταιρεία\nεπισημο\nεπισημη σελιδα",
  "general.chat.kb.official.a":
    "Αυτός δεν είναι ο επίσημος ιστότοπος. Είναι ένας ανεπίσημος οδηγός, που δεν τον διαχειρίζεται, δεν τον εγκρίνει και δεν τον υποστηρίζει το πρόγραμμα.",

  "general.chat.kb.contact.q":
    "Πώς μπορώ να επικοινωνήσω μαζί σας;\nεπικοινωνία\nεπικοινωνήσω\nυποστήριξη\nβοήθεια\nεξυπηρέτηση πελατών\nτηλέφωνο\nemail\nwhatsapp\ntelegram\nνα μιλήσω με άνθρωπο\nπαράπονο\nepikoinwnia\nthlefwno\ntilefwno epikoinwnias\neksypiretisi\nmilisw me kapoion\nmilhsw\nviber\nvoitheia\nvoithia\nvoh8eia\ntelegram group\nepikoinwnw\nepikoinwnisw\nεπικοινωνω\nse poion na grapsw\nσε ποιον να γραψω\nan exw provlhma\nαν εχω προβλημα\nνα με βοηθησει\nβοηθηστε με\nvoh8hste me\nvoithiste me\nεπικοινωνώ\nσε ποιον να γράψω\nαν έχω πρόβλημα\nνα με βοηθήσει\nβοηθήστε με\nepikinonia\nepikoinonia\nypostiriksi\nyposthriksh\neksyphrethsh\neksipiretisi\nsupport\nadmin\nαριθμός τηλεφώνου\nnoumero thlefwnou\nnoumero tilefwnou\nνα σας πάρω τηλέφωνο\nna sas parw thlefwno\nan exw problima\nσε ποιον απευθύνομαι\nse poion apeuthynomai\nse poion grafw\nεπικοινωνια\nυποστηριξη\nβοηθεια\nτηλεφωνο",
  "general.chat.kb.contact.a":
    "Αυτός ο οδηγός δεν έχει γραφείο υποστήριξης ούτε τηλεφωνική γραμμή. Ρώτα τον χορηγό σου, το άτομο του οποίου τον σύνδεσμο χρησιμοποίησες, ή χρησιμοποίησε τους συνδέσμους της κοινότητας στο κάτω μέρος της σελίδας. Κανείς γνήσιος δεν θα σου ζητήσει ποτέ τη φράση ανάκτησης ή να στείλεις χρήματα για να σε βοηθήσει.",

  "general.chat.kb.presentations.q":
    "Πού είναι οι παρουσιάσεις;\nπαρουσίαση\nπαρουσιάσεις\nδιαφάνειες\npdf\nπλάνο στα ελληνικά\nκατέβασμα παρουσίασης\nεπιχειρηματικό πλάνο\nparousiash\nparousiasi pdf\nparousiasi\nellinika\nsta ellinika\ndiafaneies\nslides\nparousiaseis\nsta ellhnika\nppt\npowerpoint\nfylladio\nφυλλάδιο\nνα δείξω σε φίλους\nna deiksw se filous\nna deixw\nνα δείξω\nπαρουσιαση",
  "general.chat.kb.presentations.a":
    "Η σελίδα Παρουσιάσεις έχει διαφάνειες για το πρόγραμμα, πρώτα στη γλώσσα σου, και μπορείς να στείλεις τις δικές σου για έλεγχο: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "Υπάρχει κάποιο βίντεο;\nβίντεο\nvideo\nοδηγός σε βίντεο\ntutorial\nyoutube\nνα δω\nεπεξηγηματικό βίντεο\nvinteo odhgos\nvinteo\nvinteaki\nvideo eggrafhs\nvideo gia eggrafh\nbinteo\nvideaki\nβιντεάκι\nβιντεο",
  "general.chat.kb.videos.a":
    "Υπάρχει ένα εισαγωγικό βίντεο στην αρχική σελίδα και ένα βίντεο-οδηγός στη σελίδα Συμμετοχή που εξηγεί την εγγραφή: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "Τι είναι αυτό;\nτι είναι αυτό το πρόγραμμα\nπώς λειτουργεί\nεξήγησε το πρόγραμμα\nπερί τίνος πρόκειται\nτι είναι το waymark\nπερίληψη\nποια είναι η δουλειά\nti einai auto\nti einai to programma\nti einai to waymark\napla logia\nti ginetai edw\nti akrivws einai auto\nεξήγησέ μου τι είναι\nexhghse mou ti einai\nτι πράγμα είναι\nti pragma einai\nτι κάνετε εδώ\nti kanete edw\nτι ειναι αυτο\nπως λειτουργει\nμε δυο λόγια\nδυο λόγια\ndyo logia\ndio logia",
  "general.chat.kb.whatIsIt.a":
    "Είναι ένα πρόγραμμα παραπομπών βασισμένο σε slots, πάνω σε ένα blockchain με χαμηλές χρεώσεις: τα μέλη αγοράζουν slots με ένα stablecoin και ένα έξυπνο συμβόλαιο μοιράζει αυτές τις πληρωμές στα μέλη σε έξι είδη εισοδήματος. Αυτός ο ιστότοπος είναι ένας ανεπίσημος οδηγός που το εξηγεί σε απλή γλώσσα, μαζί με τους κινδύνους.",

  "general.chat.kb.hello.q":
    "Γεια σου\nγεια\nγεια σας\nκαλημέρα\nκαλησπέρα\nκαληνύχτα\nευχαριστώ\nευχαριστώ πολύ\nhello\nhi\ngeia\ngeia sas\nkalhmera\nkalispera\nkalimera\ngia sou\nγεια χαρά\nkalo apogeuma\napogevma\nχαίρετε\nxairete\nxairetw\nkalhmeroudia\nkalimeroudia\nκαλημερα\nκαλησπερα\nευχαριστω",
  "general.chat.kb.hello.a":
    "Γεια σου! Ρώτα με για τη συμμετοχή, τα πορτοφόλια, το ελάχιστο ποσό, τα είδη εισοδήματος, τα slots ή τους κινδύνους.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "γυμναστηριο\ngymnastirio\nδιαιτα\ndiaita\nγιατρος\ngiatros\nνοσοκομειο\nnosokomeio\nφαρμακειο\nfarmakeio\nεμβολιο\nσχολειο\nsxoleio\nπανελληνιες\npanellinies\nπανεπιστημιο\nφροντιστηριο\nfrontistirio\nστρατος\nθητεια\nthiteia\nγαμος\ngamos\nκοπελα\nγκομενα\nσυνταγη\nμαγειρεμα\nεστιατοριο\nσουβλακι\nποδοσφαιρο\npodosfairo\nολυμπιακος\nπαναθηναικος\nπαοκ\nμπασκετ\nπλοιο\nπτηση\nξενοδοχειο\nδιαβατηριο\ndiavatirio\nταυτοτητα\ntaftotita\nδιπλωμα οδηγησης\nβενζινη\nvenzini\nρευμα\nδεη\nρουτερ\nρουχα\nrouxa\nπαπουτσια\nμακιγιαζ\nκομμωτηριο\nτροχαια\nενοικιο\nνοικι\nζωδια\nzwdia\nεκλογες\nμαθηματικα\nπασχα\nχριστουγεννα\nploio\nenoikio\nnoiki\nsouvlaki\nsyntagi\nstratos\nrevma\nδιαβητης\ndiavitis\nmeteo\nμετεωρολογια\nμπουζουκια\ntileorasi\nxenodoxeio\nteleti apofoitisis\nefood\nparkarisma\ndiavhths\ncosmote\nvodafone\nfortnite\nfifa\nplaystation\nπαρτι\nparti\nφωτογραφιες\nfwtografies\nτραγουδι\ntragoudi\nspotify\nοπαπ\nopap\nστοιχημα\nstoixima\nχρηματιστηριο\nxrimatistirio\nφαρμακο\nfarmako\nskroutz\nαμαξι\namaksi\nαυτοκινητο\nλοττο\nlotto\nτζοκερ\ntzoker\nεπιπλα\nepipla\nμετακομιση\nmetakomisi\nκουριερ\ncourier\natm\nποκερ\npoker\nκαζινο\nkazino\ncasino\nταξι\ntaxi\nσερβιτορος\nservitoros\nντελιβερι\ndelivery\nοικοδομη\nπολιτικοι\npolitikoi\nparkarw\nπαρκαρω\nwindows\neshop\nεγχειρηση\negxeirisi\nχειρουργειο\nlaptop\nυπολογιστης\nnova\ngov.gr\ncyta\nforthnet\nεθνική\nethniki\nπειραιώς\npeiraios\neurobank\nευδαπ\neydap\nδεδδηε\ntaxisnet\ntaxis\nαμκα\namka\nαφμ\nafm\nκεπ\nkep\nεφκα\nefka\nεκκαθαριστικό\nενφια\nenfia\nδυπα\nοαεδ\noaed\nληξιαρχείο\nκτεο\nwolt\nfreenow\nπλαίσιο\nκωτσόβολος\nkotsovolos\nσκλαβενίτης\naegean\nhellenic train\nτρένο\ntreno\nktel\nκτελ\noasa\nβάιμπερ\nwebex\nδιπλωματική\ndiplomatiki\nπτυχιακή\nptyxiaki\nσχολή\nsxoli\neclass\nερτ\nert\nant1\nskai\nσκάι\nτογιότα\nσαμσουνγκ\napple\nδήμος\nδήμο\ndimos\nδημαρχείο\nαίγυπτος\nγκίζα\nεφορία ραντεβού\neforia rantevou\nμετοχές\nμετοχες\nmetoxes\nκατέβασμα ταινιών\nκατέβασμα τραγουδιών\nkatevasma tainiwn\naltcoin\nmemecoin\nwhatsapp web\nκόμμα\nκομμα\nkomma\ntesla\nκατώτατος μισθός\nkatwtatos misthos\nχτενίσματα\nxtenismata\nkourema\nκούρεμα\ntiktok\nναργιλές\nnargile\nnargiles\nypoloipo\nυπόλοιπο\nfanela\nφανέλα\ndermatino\nδερμάτινο\nplanner\nkopsimo\nμοντάζ\nmontaz\ndaneio\nδάνειο\ndaneia\neksoteriko\nεξωτερικό\ntemu\nshein\naliexpress\netoro\nryanair\neasyjet\nsteam\nlidl\nmasoutis\nμασούτης\nsklavenitis\nmy market",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `τι ποιο ποια ποιος ποιοι ποιες ποιον ποιου πως που ποτε ποσο ποσα ποση ποσες ποσοι
    γιατι ειναι ειμαι εισαι ειστε ηταν εχω εχει εχεις εχουν υπαρχει υπαρχουν μπορω μπορει μπορεις
    μπορουμε πρεπει κανω κανει κανεις θελω θελει του της των τον την τους τις στο στη στην στα
    στον στους στις απο για και αλλα οτι αυτο αυτη αυτος αυτα αυτον αυτην εδω εκει ενα μια
    εναν ενος μιας εγω εσυ εσεις εμεις μου σου μας σας τους μαζι χωρις μονο πολυ λιγο
    παρακαλω δηλαδη λοιπον κανενας κατι καποιος καποιο ρε βρε οκ ναι οχι δεν μην ανα κατα μετα πριν
    re file ti pws pos pou poso posa poio poia poios einai ine exei mou sou to ta tis ton tin o h i na se sto sth sthn kai h gia me apo thelw mporw please pls
    προτεινετε προτεινεις πραγματικα ολα ολο καλο kathe egw tha mono kati ola olo exete
    mipws mhpws akrivws yparxei yparxoun ginetai leitourgei thelei
    τί ποιό ποιά πώς πού πότε πόσο πόσα πόση πόσες πόσοι γιατί είναι είμαι είσαι είστε ήταν έχω έχει έχεις έχουν υπάρχει υπάρχουν μπορώ μπορεί μπορείς μπορούμε πρέπει κάνω κάνει κάνεις θέλω θέλει από αλλά ότι αυτό αυτή αυτός αυτά εδώ εκεί ένα μία έναν ενός μίας εγώ εσύ εσείς εμείς μαζί χωρίς μόνο πολύ λίγο παρακαλώ δηλαδή λοιπόν κανένας κάτι κάποιος κάποιο όχι μετά
    den auto auth afto afti auta afta oi tou ths an oti opws alla ena mia enan kapoios kapoio kapoion emena mena esy esu emeis eseis mas sas tous twn kanw kaneis kanei prepei mporei mporeis exw exeis exoun eimai eisai eiste itan htan poly poli ligo twra tora akriws akrivos paidia kserw ksero douleuei paei ginei pio
    μήπως μηπως giati giat fora pairnw παίρνω παιρνω
    leei lene leme
    sta stis stous ston otan dhladh dhladi diladi loipon opote
    οταν ενας μια τωρα σαν αλλο αλλη πρωτα καλα βρισκω δινει δινουν ειπαν ειπε τυπος μπορουσα λειτουργουν χρησιμοποιω χρησιμοποιησω χρησιμοποιουν
    pote enas san allo allh prwta prota parakalw parakalo kala vriskw vrisko dinei dinoun eipan eipe tupos typos uparxei uparxoun 8elw 8elo thelo xrhsimopoiw xrhsimopoihsw xrisimopoiisw xrhsimopoioun stin ston leitourgoun mporousa mporw mporo
    ποιους ποιων ποιας φορα φορες καθε μοιαζει ισχυει χρησιμευει χρησιμευουν περισσοτεροι βλεπει βλεπω παντα απλα εξηγησε εξηγηστε δινεται
    poious poiwn xrhsimeuei xrhsimeuoun xrisimevei isxyei isxuei moiazei perissoteroi perissoteri vlepei vlepw panta thn xwris xoris eksigise exigise eksigiste apla pairnoun pairnei dinete
    xreiazetai parapanw παραπανω
    8elei 8eleis 8eloun θελουν lei peis pes πεις πες edw edo ekei
    poioi poies poiou poiwn poion mazi programmatos προγραμματος
    εχετε έχετε ακριβως ακριβώς κανετε κάνετε παιρνουμε παίρνουμε δουλευει δουλεύει γινεται γίνεται τιποτα τίποτα ολους ολοι ολες όλους όλοι όλες προτεινεις σημειωνω
    exete kanete pairnoume doulevei tipota olous oloi
    ela έλα ελα pera πέρα περα sti meta allon allos αλλον άλλον ka8e λεει λέει λενε λένε kanena κανενα κανένα paizei παιζει παίζει autous αυτους αυτούς
    amesws αμεσως αμέσως
    waymark programma προγραμμα πρόγραμμα programa
    xrhsimopoiei χρησιμοποιει χρησιμοποιεί kapoioi καποιοι κάποιοι
    arxarious arxarios αρχαριους αρχάριους αρχαριος
    χρειάζομαι χρειαζομαι xreiazomai xriazomai χρειάζεται χρειαζεται χρειάζονται χρειαζονται xreiazontai δίνετε δινετε
    oxi kamia καμια καμία genika γενικά γενικα pia πια φαίνεται φαινεται fainetai kano
    poses posoi posi προς pros ayto ayta ayth
    kanoun κανουν κάνουν synolika sinolika συνολικα συνολικά bot μποτ
    μεσα μέσα mesa ποσους πόσους posous
    akribws akribos
    ακουσα άκουσα akousa
    φιλε φίλε kainourgios kainourios καινούργιος καινουργιος`,
};
