import type { Messages } from "./en";

export const el = {
  "general.productName": "Waymark",
  "general.skipToContent": "Μετάβαση στο κύριο περιεχόμενο",
  "general.nav.label": "Κύρια πλοήγηση",
  "general.nav.home": "Αρχική",
  "general.nav.join": "Συμμετοχή",
  "general.nav.earnings": "Κέρδη",
  "general.nav.slots": "Θέσεις",
  "general.nav.presentations": "Παρουσιάσεις",
  "general.nav.assistant": "Βοηθός AI",
  "general.menu.toggle": "Μενού",
  "general.language.label": "Γλώσσα",
  "general.language.choose": "Επιλέξτε γλώσσα",
  "general.language.changed": "Η γλώσσα άλλαξε σε {language}",
  "general.toast.dismiss": "Κλείσιμο ειδοποίησης",
  "general.notFound.title": "404",
  "general.notFound.message": "Ωχ! Η σελίδα δεν βρέθηκε",
  "general.notFound.backHome": "Επιστροφή στην αρχική",
  "general.error.title": "Μη αναμενόμενο σφάλμα εφαρμογής!",
  "general.error.message": "Κάτι πήγε στραβά από την πλευρά μας. Δοκιμάστε ξανά σε λίγο.",
  "general.joinNow": "Γίνετε μέλος τώρα",
  "general.opensInNewTab": "ανοίγει σε νέα καρτέλα",
  "general.copyLink": "Αντιγραφή συνδέσμου",
  "general.copyFailed": "Η αντιγραφή απέτυχε: {reason}",
  "general.copyBlocked":
    "το πρόγραμμα περιήγησης δεν το επέτρεψε. Επιλέξτε τον σύνδεσμο και αντιγράψτε τον μόνοι σας.",
  "homepage.referral.title": "Ο σύνδεσμος παραπομπής σας",
  "homepage.referral.description":
    "Εγγραφείτε μόνο μέσω αυτού του συνδέσμου, ώστε να καταγραφεί ο χορηγός σας. Ανοίξτε τον στο ενσωματωμένο πρόγραμμα περιήγησης του πορτοφολιού σας και πατήστε Register Now.",
  "homepage.referral.fieldLabel": "Σύνδεσμος παραπομπής",
  "join.wallet.open": "Άνοιγμα στο {wallet}",
  "join.wallet.text":
    "Ανοίγει τον σύνδεσμο παραπομπής σας στο ενσωματωμένο πρόγραμμα περιήγησης της εφαρμογής {wallet}. Χωρίς την εφαρμογή, καταλήγετε στη σελίδα του {wallet}.",
  "join.wallet.other":
    "Άλλο πορτοφόλι; Ανοίξτε το ενσωματωμένο πρόγραμμα περιήγησής του και επικολλήστε τον σύνδεσμο παραπομπής παρακάτω.",
  "general.qr.title": "Σαρώστε με το κινητό σας",
  "general.qr.text":
    "Σαρώστε αυτόν τον κωδικό με την κάμερα ή την εφαρμογή πορτοφολιού του κινητού σας για να ανοίξει εκεί ο σύνδεσμος παραπομπής.",
  "general.qr.alt": "Κωδικός QR του συνδέσμου παραπομπής σας",
  "general.share.label": "Κοινοποίηση αυτής της σελίδας",
  "general.share.button": "Κοινοποίηση",
  "general.share.text":
    "Ένας απλός οδηγός για αυτό το πρόγραμμα στη γλώσσα σας: πώς να εγγραφείτε, το πλάνο αμοιβών και οι κίνδυνοι.",
  "general.share.copied": "Ο σύνδεσμος αντιγράφηκε",
  "general.offline.title": "Είστε εκτός σύνδεσης",
  "general.offline.text":
    "Αυτή η σελίδα δεν έχει αποθηκευτεί ακόμη σε αυτή τη συσκευή. Οι σελίδες που έχετε ήδη διαβάσει ανοίγουν και χωρίς σύνδεση.",
  "general.offline.retry": "Δοκιμάστε ξανά",
  "general.offline.home": "Άνοιγμα αρχικής σελίδας",
  "general.meta.description":
    "Ένας ανεπίσημος οδηγός σε απλή γλώσσα για ένα πρόγραμμα παραπομπών με θέσεις σε blockchain με χαμηλά τέλη: πώς γίνεστε μέλος, το πλάνο εσόδων, τα επίπεδα θέσεων και οι βαθμίδες, καθώς και οι κίνδυνοι.",
  "general.meta.joinDescription":
    "Βήμα βήμα: δημιουργήστε πορτοφόλι, προσθέστε κεφάλαια και εγγραφείτε μέσω συνδέσμου παραπομπής.",
  "general.meta.earningsDescription":
    "Οι έξι τύποι εσόδων του προγράμματος με απλά λόγια, μαζί με τα δημοσιευμένα στοιχεία του και τους κινδύνους.",
  "general.meta.slotsDescription":
    "Τα δέκα επίπεδα θέσεων, πόσο κοστίζει το καθένα και πώς η μήτρα κατανέμει τα κεφάλαια.",
  "general.meta.presentationsDescription": "Παρουσιάσεις για το πρόγραμμα στη γλώσσα σας.",
  "general.meta.assistantDescription":
    "Κάντε συνηθισμένες ερωτήσεις για το πρόγραμμα και πάρτε απαντήσεις αμέσως.",
  "general.disclaimer.title": "Διαβάστε το: τα έσοδα δεν είναι εγγυημένα",
  "general.disclaimer.text":
    "Τα στοιχεία σε αυτή τη σελίδα είναι το πλάνο που δημοσιεύει το ίδιο το πρόγραμμα, όχι υπόσχεση. Κάθε έσοδο εξαρτάται από την προσέλκυση άλλων ανθρώπων και μπορεί να είναι μηδενικό. Τα κρυπτοστοιχεία μπορεί να χάσουν γρήγορα την αξία τους. Ο ιστότοπος αυτός δεν αποτελεί χρηματοοικονομική συμβουλή: βάλτε μόνο όσα αντέχετε να χάσετε.",
  "general.video.play": "Αναπαραγωγή βίντεο: {title}",
  "general.video.intro": "Εισαγωγικό βίντεο",
  "general.video.tutorial": "Βίντεο οδηγιών",
  "general.video.noVideo": "Δεν υπάρχει ακόμη διαθέσιμο βίντεο.",
  "general.tabs.label": "Καρτέλες {name}",
  "general.viewAll": "Προβολή όλων",
  "general.showLess": "Λιγότερα",
  "general.close": "Κλείσιμο",
  "general.loading": "Φόρτωση...",
  "general.stickyCta.text": "Όποτε είστε έτοιμοι. Ξεκινάτε με μια θέση των {amount}.",
  "general.chat.open": "Άνοιγμα βοηθού συνομιλίας",
  "general.chat.title": "Βοηθός συνομιλίας",
  "general.chat.maximize": "Μεγιστοποίηση συνομιλίας",
  "general.chat.minimize": "Ελαχιστοποίηση συνομιλίας",
  "general.chat.closePanel": "Κλείσιμο συνομιλίας",
  "general.chat.greeting":
    "Γεια σας! Απαντώ σε συχνές ερωτήσεις για την εγγραφή, τις θέσεις, τους τύπους εσόδων και τους κινδύνους. Τι θα θέλατε να μάθετε;",
  "general.chat.placeholder": "Ρωτήστε για το προϊόν...",
  "general.chat.inputLabel": "Η ερώτησή σας",
  "general.chat.send": "Αποστολή",
  "general.chat.clear": "Εκκαθάριση συνομιλίας",
  "general.chat.cleared": "Η συνομιλία διαγράφηκε",
  "general.chat.thinking": "Ο βοηθός πληκτρολογεί…",
  "general.chat.suggestions": "Προτεινόμενες ερωτήσεις",
  "general.chat.you": "Εσείς",
  "general.chat.assistant": "Βοηθός",
  "general.chat.intro":
    "Οι απαντήσεις προέρχονται από ένα σταθερό σύνολο συχνών ερωτήσεων και εμφανίζονται αμέσως· ό,τι πληκτρολογείτε δεν αποστέλλεται πουθενά. Δεν αποτελεί οικονομική συμβουλή. Για οτιδήποτε άλλο, διαβάστε τις σελίδες του οδηγού.",
  "general.chat.errorTitle":
    "Παρουσιάστηκε πρόβλημα κατά την επεξεργασία της ερώτησής σας. Δοκιμάστε ξανά.",
  "general.chat.loadFailed": "Η συνομιλία δεν φόρτωσε. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.",
  "general.chat.retry": "Δοκιμάστε ξανά",
  "general.chat.errorReply": "Λυπάμαι, δυσκολεύομαι να επεξεργαστώ το αίτημά σας. Δοκιμάστε ξανά.",
  "general.chat.default":
    "Δεν έχω ακόμη απάντηση σε αυτό. Ρωτήστε για το πώς γίνεστε μέλος, τις θέσεις, τους τύπους εσόδων, το ελάχιστο ποσό ή τους κινδύνους.",
  "general.chat.unsure":
    "Δεν είμαι σίγουρος ποιο από αυτά εννοείτε. Διαλέξτε ένα ή ρωτήστε με άλλα λόγια:",
  "general.chat.choices": "Πιο κοντινά θέματα",
  "homepage.hero.badge": "Ανεπίσημος οδηγός",
  "homepage.hero.title": "Κατανοήστε το πρόγραμμα θέσεων πριν γίνετε μέλος",
  "homepage.hero.subtitle":
    "Ένας σαφής οδηγός στη γλώσσα σας: πώς εγγράφεστε με πορτοφόλι, πόσο κοστίζει κάθε θέση, πώς λειτουργούν οι έξι τύποι εσόδων και ποιοι είναι οι κίνδυνοι.",
  "homepage.hero.getStarted": "Ξεκινήστε",
  "homepage.hero.learnMore": "Μάθετε περισσότερα",
  "homepage.hero.sharedBy": "Το μοιράστηκε μαζί σας ο/η {name}",
  "homepage.intro.title": "Δείτε πώς λειτουργεί",
  "homepage.features.title": "Τι είναι το πρόγραμμα",
  "homepage.features.lowFees.title": "Χαμηλά τέλη δικτύου",
  "homepage.features.lowFees.text":
    "Λειτουργεί σε ένα blockchain όπου μια συναλλαγή κοστίζει ένα κλάσμα του σεντ, οπότε οι μικρές θέσεις έχουν νόημα.",
  "homepage.features.contract.title": "Κανόνες σε έξυπνο συμβόλαιο",
  "homepage.features.contract.text":
    "Οι πληρωμές ακολουθούν μια δημοσιευμένη μήτρα M4 που διανέμει το 100% των κεφαλαίων που λαμβάνει.",
  "homepage.features.start.title": "Από {amount}",
  "homepage.features.start.text":
    "Η πρώτη θέση κοστίζει {amount} σε stablecoin συνδεδεμένο με το δολάριο, συν λίγο εγγενές token για τα τέλη.",
  "homepage.guide.title": "Πώς να γίνετε μέλος",
  "homepage.guide.subtitle": "Τρία βήματα. Η σελίδα Συμμετοχή εξηγεί αναλυτικά το καθένα.",
  "homepage.guide.step1.title": "Ρυθμίστε ένα πορτοφόλι",
  "homepage.guide.step1.text":
    "Εγκαταστήστε ένα προτεινόμενο πορτοφόλι κρυπτονομισμάτων και αλλάξτε το στο δίκτυο.",
  "homepage.guide.step2.title": "Προσθέστε κεφάλαια",
  "homepage.guide.step2.text":
    "Προσθέστε τουλάχιστον {amount} σε stablecoin και λίγο εγγενές token για τα τέλη.",
  "homepage.guide.step3.title": "Εγγραφείτε με τον σύνδεσμο",
  "homepage.guide.step3.text":
    "Ανοίξτε το πρόγραμμα περιήγησης του πορτοφολιού, επικολλήστε τον σύνδεσμο παραπομπής και πατήστε Register Now.",
  "homepage.guide.fullGuide": "Διαβάστε τον πλήρη οδηγό",
  "homepage.earnings.title": "Οι έξι πηγές εσόδων του πλάνου",
  "homepage.earnings.subtitle":
    "Όπως τις περιγράφει το πρόγραμμα. Διαβάστε τους κινδύνους παρακάτω πριν αποφασίσετε.",
  "homepage.earnings.details": "Δείτε τις λεπτομέρειες",
  "homepage.slots.title": "Το σύστημα θέσεων",
  "homepage.slots.subtitle": "Δέκα επίπεδα. Επιλέξτε ένα επίπεδο για να δείτε τα στοιχεία του.",
  "homepage.proof.title": "Αποδείξεις κερδών",
  "homepage.proof.subtitle":
    "Στιγμιότυπα οθόνης που μοιράστηκαν μέλη. Τα αποτελέσματα διαφέρουν και τα προηγούμενα αποτελέσματα δεν προβλέπουν τα δικά σας.",
  "homepage.proof.empty": "Δεν βρέθηκαν αποδείξεις κερδών",
  "homepage.proof.enlarge": "Μεγέθυνση εικόνας: {description}",
  "homepage.testimonials.title": "Τι λένε τα μέλη",
  "homepage.testimonials.empty": "Δεν βρέθηκαν μαρτυρίες",
  "homepage.testimonials.rating": "{stars} στα 5 αστέρια",
  "homepage.why.title": "Γιατί το επιλέγουν",
  "homepage.why.point1": "Μικρό ποσό εισόδου: η πρώτη θέση κοστίζει {amount}.",
  "homepage.why.point2":
    "Διαφανείς κανόνες: οι πληρωμές του έξυπνου συμβολαίου μπορούν να ελεγχθούν στο blockchain.",
  "homepage.why.point3": "Χάρη στα χαμηλά τέλη του δικτύου, αξίζουν και οι μικρές πληρωμές.",
  "homepage.why.point4": "Οδηγοί και παρουσιάσεις σε πολλές γλώσσες, μεταξύ των οποίων και αυτή.",
  "join.title": "Πώς να γίνετε μέλος, βήμα βήμα",
  "join.subtitle":
    "Ακολουθήστε αυτά τα επτά βήματα στο κινητό σας. Μη βιάζεστε: τίποτα δεν γίνεται μέχρι να πατήσετε Register Now.",
  "join.activate": "Ενεργοποίηση λογαριασμού",
  "join.stepLabel": "Βήμα {number}",
  "join.step1.title": "Κατεβάστε ένα πορτοφόλι",
  "join.step1.text":
    "Εγκαταστήστε μια προτεινόμενη εφαρμογή πορτοφολιού κρυπτονομισμάτων από το επίσημο κατάστημα εφαρμογών του κινητού σας.",
  "join.step2.title": "Δημιουργήστε το πορτοφόλι σας",
  "join.step2.text":
    "Δημιουργήστε ένα νέο πορτοφόλι και γράψτε τη φράση ανάκτησης σε χαρτί. Μην τη δώσετε ποτέ σε κανέναν.",
  "join.step3.title": "Μεταβείτε στο δίκτυο",
  "join.step3.text": "Στο πορτοφόλι, επιλέξτε το δίκτυο blockchain του προγράμματος.",
  "join.step4.title": "Προσθέστε κεφάλαια στο πορτοφόλι σας",
  "join.step4.text":
    "Προσθέστε τουλάχιστον {amount} σε stablecoin συνδεδεμένο με το δολάριο, συν λίγο από το εγγενές token του δικτύου για την πληρωμή των τελών.",
  "join.step5.title": "Ανοίξτε το πρόγραμμα περιήγησης του πορτοφολιού",
  "join.step5.text":
    "Βρείτε το ενσωματωμένο πρόγραμμα περιήγησης (συχνά λέγεται dApp browser) μέσα στην εφαρμογή του πορτοφολιού.",
  "join.step6.title": "Επικολλήστε τον σύνδεσμο παραπομπής",
  "join.step6.text":
    "Αντιγράψτε τον σύνδεσμο παραπομπής παρακάτω και επικολλήστε τον στο πρόγραμμα περιήγησης του πορτοφολιού.",
  "join.step7.title": "Πατήστε Register Now",
  "join.step7.text":
    "Ελέγξτε τη σελίδα, έπειτα πατήστε Register Now και επιβεβαιώστε τη συναλλαγή στο πορτοφόλι σας.",
  "join.tip":
    "Η εγγραφή μόνο μέσω του επίσημου συνδέσμου παραπομπής διασφαλίζει την καταγραφή της παραπομπής.",
  "earnings.title": "Το πλάνο εσόδων",
  "earnings.subtitle":
    "Το πρόγραμμα χρησιμοποιεί μια μήτρα M4 (4x1) που διανέμει το 100% των κεφαλαίων. Δείτε κάθε τύπο εσόδων όπως τον δημοσιεύει το πρόγραμμα.",
  "earnings.tab.direct": "Άμεσα",
  "earnings.tab.level": "Επίπεδα",
  "earnings.tab.global": "Παγκόσμια",
  "earnings.tab.leadership": "Ηγεσία",
  "earnings.tab.royalty": "Royalty",
  "earnings.tab.partner": "Συνεργάτες",
  "earnings.direct.title": "Άμεσα έσοδα",
  "earnings.direct.text":
    "Λαμβάνετε το 50% του κόστους της θέσης κάθε ατόμου που παραπέμπετε απευθείας.",
  "earnings.direct.example": "Μια θέση των {cost} αποφέρει {income}",
  "earnings.level.title": "Έσοδα επιπέδων",
  "earnings.level.text":
    "Λαμβάνετε το 2% του κόστους της θέσης για κάθε μέλος της ομάδας σας, έως και 10 επίπεδα κάτω από εσάς: 20% συνολικά.",
  "earnings.level.perMember": "Ανά μέλος σε κάθε επίπεδο",
  "earnings.level.total": "Σε 10 επίπεδα",
  "earnings.global.title": "Παγκόσμια δεξαμενή",
  "earnings.global.text":
    "Έως 3640% του κόστους της θέσης ανά κύκλο σε μήτρα 2x6. Πληροίτε τις προϋποθέσεις με 1 άμεσο μέλος που έχει την ίδια θέση.",
  "earnings.global.example": "Μια θέση των {cost}: έως {income} ανά κύκλο",
  "earnings.leadership.title": "Έσοδα ηγεσίας",
  "earnings.leadership.text":
    "Ημερήσια έσοδα από 0,25% έως 1% του κόστους της βαθμίδας σας, με ανώτατο όριο το 250%.",
  "earnings.leadership.rank": "Βαθμίδα",
  "earnings.leadership.slots": "Απαιτούμενες θέσεις",
  "earnings.leadership.daily": "Ημερήσια κέρδη (έως)",
  "earnings.leadership.max": "Μέγιστο",
  "earnings.leadership.conditionsTitle":
    "Ημερήσιο ποσοστό ανάλογα με τα άμεσα μέλη της ίδιας βαθμίδας",
  "earnings.leadership.condition": "{count} άμεσα μέλη: {rate} την ημέρα",
  "earnings.rank.beginner": "Αρχάριος",
  "earnings.rank.bronze": "Χαλκός",
  "earnings.rank.silver": "Ασήμι",
  "earnings.rank.gold": "Χρυσός",
  "earnings.rank.diamond": "Διαμάντι",
  "earnings.royalty.title": "Εβδομαδιαίο royalty",
  "earnings.royalty.text":
    "Οι τοποθετήσεις B και C στέλνουν το 10% των κεφαλαίων τους σε μια δεξαμενή royalty που μοιράζεται κάθε εβδομάδα στα μέλη που πληρούν τις προϋποθέσεις.",
  "earnings.partner.title": "Μερίδιο συνεργατών σε token",
  "earnings.partner.text":
    "Οι τοποθετήσεις B και C στέλνουν επίσης 10% στο μερίδιο συνεργατών, το οποίο τα μέλη λαμβάνουν σε token. Οι τιμές των token μπορεί να ανέβουν ή να πέσουν.",
  "slots.title": "Επίπεδα θέσεων",
  "slots.subtitle":
    "Δέκα επίπεδα, από {first} έως {last}. Κάθε κάρτα δείχνει τι πληρώνει κάθε επίπεδο σύμφωνα με το πρόγραμμα.",
  "slots.levelName": "Αστέρι {stars}",
  "slots.cost": "Κόστος",
  "slots.directIncome": "Άμεσα έσοδα",
  "slots.levelIncome": "Έσοδα επιπέδων ανά μέλος",
  "slots.globalIncome": "Παγκόσμια έσοδα ανά κύκλο (έως)",
  "slots.activate": "Ενεργοποίηση",
  "slots.matrix.title": "Πώς η μήτρα M4 κατανέμει τα κεφάλαια",
  "slots.matrix.text":
    "Κάθε θέση έχει τέσσερις τοποθετήσεις. Όταν συμπληρωθούν, τα κεφάλαια κινούνται ως εξής:",
  "slots.matrix.a": "Τοποθέτηση A: 10% στην ηγεσία και 40% στην παγκόσμια δεξαμενή.",
  "slots.matrix.bc":
    "Τοποθετήσεις B και C: 10% στο royalty και 10% στο μερίδιο συνεργατών σε token.",
  "slots.matrix.d":
    "Τοποθέτηση D: το 100% πηγαίνει στις διαθέσιμες τοποθετήσεις του χορηγού σας και έπειτα όλες οι τοποθετήσεις αδειάζουν για τον επόμενο κύκλο.",
  "presentations.title": "Παρουσιάσεις",
  "presentations.subtitle": "Διαφάνειες για το πρόγραμμα, πρώτα στη γλώσσα σας.",
  "presentations.main": "Παρουσίαση στη γλώσσα σας",
  "presentations.others": "Άλλες παρουσιάσεις",
  "presentations.view": "Προβολή",
  "presentations.empty": "Δεν υπάρχει διαθέσιμη παρουσίαση για αυτή τη γλώσσα",
  "presentations.noOthers": "Δεν υπάρχουν ακόμη άλλες παρουσιάσεις.",
  "presentations.loadFailed": "Δεν ήταν δυνατή η φόρτωση των παρουσιάσεων",
  "presentations.language": "Γλώσσα: {language}",
  "presentations.upload.title": "Μοιραστείτε μια παρουσίαση",
  "presentations.upload.intro":
    "Έχετε διαφάνειες για το πρόγραμμα στη γλώσσα σας; Στείλτε τις μας. Θα εμφανιστούν εδώ μετά από έλεγχο.",
  "presentations.upload.titleLabel": "Τίτλος",
  "presentations.upload.languageLabel": "Γλώσσα",
  "presentations.upload.fileLabel": "Αρχείο",
  "presentations.upload.hint": "PDF, PPT, PPTX (έως 10MB)",
  "presentations.upload.submit": "Μεταφόρτωση",
  "presentations.upload.sending": "Γίνεται μεταφόρτωση…",
  "presentations.upload.success": "Ευχαριστούμε! Η παρουσίασή σας θα εμφανιστεί μετά από έλεγχο.",
  "presentations.upload.failed": "Η μεταφόρτωση της παρουσίασης απέτυχε",
  "presentations.upload.noFile": "Επιλέξτε ένα αρχείο για μεταφόρτωση",
  "presentations.upload.noTitle": "Εισαγάγετε έναν τίτλο για την παρουσίαση",
  "presentations.upload.tooLarge": "Το αρχείο είναι πολύ μεγάλο. PDF, PPT, PPTX (έως 10MB)",
  "presentations.upload.unsupported": "Αυτό το αρχείο δεν είναι παρουσίαση PDF, PPT ή PPTX.",
  "presentations.upload.tooMany":
    "Πάρα πολλές μεταφορτώσεις από τη σύνδεσή σας. Δοκιμάστε ξανά σε μία ώρα.",
  "presentations.upload.queueFull":
    "Η ουρά ελέγχου είναι αυτή τη στιγμή γεμάτη, οπότε δεν μπορούμε να δεχτούμε νέες παρουσιάσεις. Δοκιμάστε ξανά σε λίγες ημέρες.",
  "general.unsubscribe.title": "Προτιμήσεις email",
  "general.unsubscribe.confirm":
    "Θέλετε να σταματήσετε να λαμβάνετε διαφημιστικά email σε αυτή τη διεύθυνση;",
  "general.unsubscribe.button": "Απεγγραφή",
  "general.unsubscribe.done":
    "Η απεγγραφή σας ολοκληρώθηκε. Δεν θα λαμβάνετε πλέον διαφημιστικά email από εμάς.",
  "general.unsubscribe.invalid": "Αυτός ο σύνδεσμος απεγγραφής δεν είναι έγκυρος.",
  "general.fileLink.expired":
    "Αυτός ο σύνδεσμος έχει λήξει ή δεν είναι έγκυρος. Επιστρέψτε στη σελίδα και ανοίξτε ξανά το αρχείο.",
  "general.fileLink.missing": "Αυτό το αρχείο δεν είναι διαθέσιμο. Ίσως έχει αφαιρεθεί.",
  "general.rateLimited":
    "Πάρα πολλά αιτήματα από τη σύνδεσή σας. Περιμένετε ένα λεπτό και δοκιμάστε ξανά.",
  "general.signup.title": "Λάβετε ενημερώσεις με email",
  "general.signup.intro":
    "Νέοι οδηγοί και αλλαγές στο πρόγραμμα, κατά διαστήματα. Πρώτα σας στέλνουμε ένα email επιβεβαίωσης· κάθε email έχει σύνδεσμο διαγραφής.",
  "general.signup.emailLabel": "Διεύθυνση email",
  "general.signup.nameLabel": "Όνομα (προαιρετικό)",
  "general.signup.honeypotLabel": "Αφήστε αυτό το πεδίο κενό",
  "general.signup.submit": "Εγγραφή",
  "general.signup.sending": "Αποστολή…",
  "general.signup.checkInbox":
    "Ελέγξτε τα εισερχόμενά σας για να επιβεβαιώσετε. Ο σύνδεσμος στο email ισχύει για {hours} ώρες.",
  "general.signup.invalidEmail": "Εισαγάγετε μια έγκυρη διεύθυνση email.",
  "general.signup.nameTooLong": "Εισαγάγετε ένα συντομότερο όνομα (έως 100 χαρακτήρες).",
  "general.signup.tooMany": "Πάρα πολλές εγγραφές από τη σύνδεσή σας. Δοκιμάστε ξανά σε μία ώρα.",
  "general.signup.failed":
    "Δεν ήταν δυνατή η αποστολή του email επιβεβαίωσης αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα.",
  "general.signup.emailSubject": "Επιβεβαιώστε τις ενημερώσεις σας από το Waymark",
  "general.signup.emailBody":
    "Κάποιος, ελπίζουμε εσείς, ζήτησε να λαμβάνει ενημερώσεις από το Waymark με email σε αυτή τη διεύθυνση.\n\nΓια να επιβεβαιώσετε, ανοίξτε αυτόν τον σύνδεσμο μέσα σε {hours} ώρες:\n{link}\n\nΑν δεν ήσασταν εσείς, αγνοήστε αυτό το email: χωρίς επιβεβαίωση δεν θα σας ξαναγράψουμε.",
  "general.signup.confirmTitle": "Επιβεβαιώστε τις ενημερώσεις με email",
  "general.signup.confirmText": "Θέλετε να λαμβάνετε ενημερώσεις από το Waymark στο {email};",
  "general.signup.confirmButton": "Ναι, επιβεβαίωση",
  "general.signup.confirmed":
    "Ευχαριστούμε! Η εγγραφή σας επιβεβαιώθηκε. Κάθε email έχει σύνδεσμο διαγραφής.",
  "general.signup.expired":
    "Αυτός ο σύνδεσμος επιβεβαίωσης έχει λήξει. Εγγραφείτε ξανά· ο νέος σύνδεσμος θα ισχύει για {hours} ώρες.",
  "general.signup.invalidLink":
    "Αυτός ο σύνδεσμος επιβεβαίωσης δεν είναι έγκυρος. Ανοίξτε ολόκληρο τον σύνδεσμο από το email ή εγγραφείτε ξανά.",
  "general.member.title": "Η σελίδα μέλους σας",
  "general.member.signInIntro":
    "Τα μέλη της ομάδας συνδέονται με σύνδεσμο που στέλνεται με email. Γράψτε τη διεύθυνση που έχει η ομάδα για εσάς.",
  "general.member.emailLabel": "Διεύθυνση email",
  "general.member.sendLink": "Στείλτε μου σύνδεσμο σύνδεσης",
  "general.member.linkSent":
    "Αν αυτή η διεύθυνση ανήκει σε μέλος, ένας σύνδεσμος σύνδεσης είναι καθ' οδόν. Λειτουργεί μία φορά, για 15 λεπτά.",
  "general.member.invalidEmail": "Γράψτε μια έγκυρη διεύθυνση email.",
  "general.member.tooMany":
    "Πάρα πολλά αιτήματα σύνδεσης από τη σύνδεσή σας. Δοκιμάστε ξανά σε μία ώρα.",
  "general.member.sendFailed":
    "Δεν ήταν δυνατό να σταλεί το email σύνδεσης αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα.",
  "general.member.emailSubject": "Ο σύνδεσμος σύνδεσης μέλους Waymark",
  "general.member.emailBody":
    "Ανοίξτε αυτόν τον σύνδεσμο για να συνδεθείτε στη σελίδα μέλους σας. Λειτουργεί μία φορά, για {minutes} λεπτά:\n{link}\n\nΑν δεν το ζητήσατε, αγνοήστε αυτό το email.",
  "general.member.inviteSubject": "Η σελίδα μέλους σας στο Waymark",
  "general.member.inviteBody":
    "Γεια σας {name},\n\nΠροστεθήκατε ως μέλος της ομάδας Waymark. Η σελίδα μέλους σας έχει τους προσωπικούς σας συνδέσμους για κοινοποίηση. Ανοίξτε αυτόν τον σύνδεσμο για να συνδεθείτε (λειτουργεί μία φορά, για {minutes} λεπτά· μπορείτε να ζητήσετε νέο στη σελίδα μέλους όποτε θέλετε):\n{link}",
  "general.member.signInTitle": "Σύνδεση στη σελίδα μέλους",
  "general.member.signInButton": "Σύνδεση",
  "general.member.linkUsed":
    "Αυτός ο σύνδεσμος σύνδεσης έχει ήδη χρησιμοποιηθεί. Ζητήστε νέο παρακάτω.",
  "general.member.linkExpired": "Αυτός ο σύνδεσμος σύνδεσης έχει λήξει. Ζητήστε νέο παρακάτω.",
  "general.member.linkUnknown":
    "Αυτός ο σύνδεσμος σύνδεσης δεν είναι έγκυρος. Ανοίξτε ολόκληρο τον σύνδεσμο από το email ή ζητήστε νέο παρακάτω.",
  "general.member.greeting": "Γεια σας, {name}",
  "general.member.paused":
    "Η συμμετοχή σας είναι σε παύση. Οι σύνδεσμοί σας ανοίγουν ακόμη τον οδηγό, αλλά οι εγγραφές πηγαίνουν στο κοινό απόθεμα της ομάδας μέχρι να συνεχιστεί.",
  "general.member.personalLinks": "Οι προσωπικοί σας σύνδεσμοι",
  "general.member.personalLinksText":
    "Κοινοποιήστε αυτούς τους συνδέσμους. Όποιος ανοίξει έναν διαβάζει τον οδηγό σε εκείνη τη γλώσσα, και η εγγραφή του πηγαίνει στον σύνδεσμο παραπομπής σας.",
  "general.member.linkLanguage": "Σύνδεσμος στα {language}",
  "general.member.whatsapp": "Κοινοποίηση στο WhatsApp",
  "general.member.telegram": "Κοινοποίηση στο Telegram",
  "general.member.qrAlt": "Κωδικός QR του προσωπικού σας συνδέσμου",
  "general.member.otherLanguages": "Ο σύνδεσμός σας σε άλλη γλώσσα",
  "general.member.settingsTitle": "Ο σύνδεσμος παραπομπής και οι γλώσσες σας",
  "general.member.referralLinkLabel": "Ο σύνδεσμος παραπομπής σας",
  "general.member.saveLink": "Αποθήκευση συνδέσμου",
  "general.member.linkInvalid": "Γράψτε ένα έγκυρο URL συνδέσμου παραπομπής.",
  "general.member.linkSaved": "Ο σύνδεσμος παραπομπής σας αποθηκεύτηκε.",
  "general.member.linkRequested":
    "Ευχαριστούμε. Η ομάδα ελέγχει πρώτα τις αλλαγές συνδέσμων· ο νέος σας σύνδεσμος θα χρησιμοποιηθεί μόλις εγκριθεί.",
  "general.member.linkPending": "Αναμένει έγκριση: {link}",
  "general.member.languagesLabel": "Γλώσσες στις οποίες μπορείτε να βοηθήσετε",
  "general.member.languagesRequired": "Επιλέξτε τουλάχιστον μία γλώσσα.",
  "general.member.saveLanguages": "Αποθήκευση γλωσσών",
  "general.member.languagesSaved": "Οι γλώσσες σας αποθηκεύτηκαν.",
  "general.member.signOut": "Αποσύνδεση",
  "general.member.notYours": "Αυτή η σελίδα ανήκει σε άλλο μέλος. Συνδεθείτε ξανά.",
  "general.member.figuresTitle": "Τα στοιχεία σας",
  "general.member.lastDays": "Τελευταίες {days} ημέρες",
  "general.member.periodRange": "{from} έως {to}",
  "general.member.visits": "Επισκέψεις μέσω του συνδέσμου σας",
  "general.member.displays": "Εμφανίσεις του συνδέσμου σας από το κοινό απόθεμα",
  "general.member.joinClicks": "Κλικ εγγραφής",
  "general.member.clickRate": "Ποσοστό κλικ",
  "general.member.daily": "Ημέρα προς ημέρα",
  "general.member.chartSummary":
    "Από {from} έως {to}: {views} προβολές σελίδων με τον σύνδεσμό σας και {clicks} κλικ εγγραφής.",
  "general.member.day": "Ημέρα",
  "general.member.byLanguage": "Γλώσσα",
  "general.member.byCountry": "Χώρα",
  "general.member.byDevice": "Συσκευή",
  "general.member.bySource": "Πηγή",
  "general.member.noFigures": "Δεν έχει καταγραφεί τίποτα ακόμη σε αυτή την περίοδο.",
  "general.member.downloadCsv": "Λήψη CSV",
  "general.member.noLink":
    "Δεν έχετε σύνδεσμο παραπομπής: όσοι ανοίγουν τους προσωπικούς σας συνδέσμους παίρνουν έναν σύνδεσμο από το κοινό απόθεμα μέχρι να προσθέσετε τον δικό σας παρακάτω.",
  "footer.navLabel": "Υποσέλιδο",
  "footer.pagesHeading": "Σελίδες",
  "footer.socialHeading": "Γίνετε μέλος της κοινότητας",
  "footer.socialLink": "{network}: άνοιγμα του συνδέσμου παραπομπής",
  "footer.unofficial":
    "Το Waymark είναι μια ανεπίσημη εφαρμογή-οδηγός. Δεν λειτουργεί, δεν εγκρίνεται ούτε υποστηρίζεται από το πρόγραμμα που περιγράφει.",
  "footer.copyright": "© {year} Waymark. Με την επιφύλαξη παντός δικαιώματος.",
} satisfies Messages;
