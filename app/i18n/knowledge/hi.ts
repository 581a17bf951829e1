// Hindi knowledge base of the chat assistant (issue 19). Shape: see en.ts. Romanised Hindi
// ("join kaise kare") is listed too: many visitors type it.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "साफ़ बात: यह एक रेफ़रल प्रोग्राम है। कोई भी कमाई दूसरों को जोड़ने पर निर्भर है और शून्य भी हो सकती है, क्रिप्टो की कीमत गिर सकती है, और यहाँ कुछ भी वित्तीय सलाह नहीं है। अस्वीकरण पढ़ें: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "ये प्रोग्राम के अपने प्रकाशित आंकड़े हैं, कोई वादा नहीं: असली कमाई शून्य भी हो सकती है।",

  "general.chat.kb.join.q":
    "मैं कैसे जुड़ूं?\nकैसे जुड़ें\nजुड़ने का तरीका\nरजिस्टर कैसे करें\nरजिस्ट्रेशन\nसाइन अप\nशुरू कैसे करें\nमेंबर कैसे बनें\njoin kaise kare\njoin karna hai\nregister kaise kare\nज्वाइन\njoining kaise hoti hai\naccount kaise banaye\njudna hai\nsign up kaise kare\nजुड़ना\nशुरुआत कैसे करें\nregistration kaise kare\nmembership\nmember banna\njoining process\nमेंबरशिप\nentry lena\nprogram me entry\naccount banana\njudne ka tarika\nज्वॉइन कैसे करें\nजॉइन करना है\nजॉइनिंग प्रोसेस\nमेंबर बनना\nरजिस्ट्रेशन कैसे करें\nरजिस्ट्रेशन प्रोसेस\nid banwani hai\njoining lena\nजॉइनिंग कैसे होती\nplan me judna\nregister karna hai\nsignup kaise\nkaise judu\nज्वाइन करना\njud jaun\nregistration karna\nregister karwana\nरजिस्टर करना\nरजिस्टर कैसे होगा\nअकाउंट बनाना\nप्लान से जुड़ना\nसाइनअप\nregister karu\nregister hona hai\nregister kaise hota\nregister karke join\nregister kahan se kare\nइसमें घुसना\nप्लान में घुसना\nghusna hai\nisme ghusna\nअंदर कैसे आएं\nजॉइन होना\njoin hona hai\nid kaise bane\nआईडी कैसे बने\nid banana\nkaise jude\nकैसे जुड़े\njudne ka process\nजुड़ने का प्रोसेस\nजुड़ने की प्रक्रिया\nमेंबर बनने\nmember banne\naccount kholna\naccount khole\nid banti\nअकाउंट बनाऊं\njoin karne ka tareeka\naccount banane\nअकाउंट खोलना",
  "general.chat.kb.join.a":
    "नेटवर्क को सपोर्ट करने वाला वॉलेट इंस्टॉल करें, उसे नेटवर्क पर स्विच करें, स्टेबलकॉइन में कम से कम {amount} और फ़ीस के लिए थोड़ा नेटिव टोकन डालें, वॉलेट का अंदर वाला ब्राउज़र खोलें, अपना रेफ़रल लिंक पेस्ट करें और Register Now दबाएँ। Join पेज पर हर कदम है: {joinUrl}",

  "general.chat.kb.wallet.q":
    "कौन सा वॉलेट इस्तेमाल करूं?\nवॉलेट\nकौन सा वॉलेट\nवॉलेट ऐप\nअच्छा वॉलेट\nवॉलेट कहाँ से डाउनलोड करें\nwallet konsa\nwallet\nkaun sa wallet use kare\nkonsa wallet chahiye\nkonsa wallet\nwallet konsa le\ntrust wallet\nwallet download\nbest wallet kaunsa\nmetamask\ncrypto app\nkonsa app\nट्रस्ट वॉलेट\nमेटामास्क\nवालेट\nकौनसा ऐप\nक्रिप्टो रखने का ऐप\nवॉलेट ऐप डाउनलोड\nफोन में कौनसा वॉलेट\nसेफपाल\nवॉलेट इंस्टॉल\nsafepal\ntoken pocket\ntrust wallet ya metamask\nयूएसडीटी रखने का ऐप\nफोन में वॉलेट डालना\nवॉलेट डालूं\ntokenpocket\nऐप में क्रिप्टो रखना\ncrypto rakhne ka app\nwallat\nwallet app konsa\nमोबाइल में वॉलेट\nmobile me wallet\nandroid wallet\nआईफोन में वॉलेट\niphone wallet\nयूएसडीटी कहां रखें\nusdt kaha rakhe\nफोन के लिए वॉलेट",
  "general.chat.kb.wallet.a":
    "कोई जाना-माना क्रिप्टो वॉलेट ऐप इस्तेमाल करें जो प्रोग्राम के नेटवर्क को सपोर्ट करता हो और जिसमें अंदर ब्राउज़र (dApp ब्राउज़र) हो। इसे सिर्फ़ फ़ोन के आधिकारिक ऐप स्टोर से इंस्टॉल करें। Join पेज पर पूरा तरीका है: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "रिकवरी फ्रेज़ क्या है?\nरिकवरी फ्रेज़\nसीड फ्रेज़\n12 शब्द\nगुप्त शब्द\nप्राइवेट की\nseed phrase\nकिसी ने सीड फ्रेज़ माँगा\nवॉलेट की सुरक्षा\n12 word\n12 shabd\nrecovery phrase kisi ko de\nprivate key\nmnemonic\nsecret words\nwallet ke 12 words\nseed words\n12 shabd likh ke rakhna\nscreenshot\nphrase ki photo\nबारह शब्द\nकोई शब्द मांग रहा\nसीक्रेट फ्रेज़\n12 वर्ड्स\nवर्ड्स सेव करना\n12 शब्दों वाला\nbackup phrase\nphrase kho gaya\nseed phrase likhna\nवॉलेट का पासवर्ड\nwallet password\nवॉलेट के शब्द\nशब्द लिखकर रखना\n12 word maange\nword bhejne ko bola\n24 शब्द\n24 words\nशब्द बता दिए\nword bata diye\nphrase leak\nफ्रेज़ लीक\nrecovery words\nरिकवरी वर्ड्स\nrecovery phrase\nseed phrase kaha rakhe\nshabd likhna\nwords likhna",
  "general.chat.kb.recoveryPhrase.a":
    "वॉलेट बनाते समय 12 या 24 शब्दों का रिकवरी फ्रेज़ मिलता है। उसे कागज़ पर लिखकर सुरक्षित रखें। जिसके पास यह हो, वह वॉलेट का सब कुछ ले सकता है: इसे किसी वेबसाइट या चैट में कभी न लिखें और किसी को न बताएं। इस साइट या प्रोग्राम से कोई भी इसे कभी नहीं माँगेगा।",

  "general.chat.kb.network.q":
    "कौन सा नेटवर्क?\nनेटवर्क\nकौन सी ब्लॉकचेन\nब्लॉकचेन\nनेटवर्क बदलें\nगलत नेटवर्क\nचेन कौन सी है\nnetwork\nkonsa network\nbep20\ntrc20\nchain konsi hai\nblockchain konsa\nbsc\nbinance smart chain\ntron\ntrc20 ya bep20\ngalat network\ngalat chain pe bhej diya\nबीईपी20\nटीआरसी20\nबीएससी\nट्रॉन\nबाइनेंस स्मार्ट चेन\nकौन सी चेन\nचेन पर भेजना\nकौन सा नेटवर्क चुनें\nगलत चैन\nchain galat\nbep 20\ntrc 20\nerc20\nगलत नेटवर्क पर भेज\nगलत चेन पर भेजा\nनेटवर्क चुनना\nबीईपी 20\nटीआरसी 20\nबीईपी20 या टीआरसी20\nनेटवर्क सेलेक्ट\nnetwork select\nयूएसडीटी की चेन\nusdt ki chain\nयूएसडीटी किस चेन\nkonsi chain\nkaunsi chain\nbsc network\nबीएससी नेटवर्क\nbep ya trc\nbep network\ntrc network",
  "general.chat.kb.network.a":
    "प्रोग्राम एक कम फ़ीस वाले ब्लॉकचेन नेटवर्क पर चलता है। पैसे डालने और रजिस्टर करने से पहले वॉलेट को उसी नेटवर्क पर स्विच करें; दूसरे नेटवर्क पर भेजे टोकन नहीं पहुँचते। Join पेज का कदम 3 देखें: {joinUrl}",

  "general.chat.kb.fees.q":
    "फ़ीस कितनी है?\nफ़ीस\nट्रांजैक्शन फ़ीस\nगैस फ़ीस\nगैस\nनेटिव टोकन\nनेटिव टोकन क्यों चाहिए\nछिपा चार्ज\nचार्ज\nfees kitni hai\ngas fee kitni\nfees kitni lagti\nbnb kyu chahiye\ncharge kitna\ntransaction kharcha\nkitna katega\ncharge katta\nbnb katega\nखर्चा कितना\ngas ke liye\nbnb rakhna\nbnb kyon\nbnb ki zarurat\nगैस फी\nबीएनबी\nबीएनबी क्यों रखना\nकितना कटता है\nफीस कटती\nट्रांजैक्शन चार्ज\nचार्ज कटेगा\nफीस कटेगी\nfees kategi\nnetwork fee\nट्रांजैक्शन फीस\nछुपा चार्ज\ngas fee bnb\nगैस लगेगा\nकितनी गैस\ngas fees\nextra charge\nएक्स्ट्रा चार्ज\nfees kitni katti\ngas lagta\nkitna gas\nगैस कितनी लगती",
  "general.chat.kb.fees.a":
    "नेटवर्क पर हर ट्रांजैक्शन की एक छोटी फ़ीस लगती है, आमतौर पर एक सेंट से भी कम, जो नेटवर्क के नेटिव टोकन में दी जाती है। स्टेबलकॉइन के साथ थोड़ा नेटिव टोकन भी वॉलेट में रखें, वरना रजिस्ट्रेशन नहीं होगा।",

  "general.chat.kb.funding.q":
    "वॉलेट में पैसे कैसे डालूं?\nusdt kharidna\nपैसे कैसे डालें\nस्टेबलकॉइन कैसे खरीदें\nUSDT कहाँ से खरीदें\nवॉलेट में usdt\nवॉलेट में यूएसडीटी\nवॉलेट में पैसे डालें\nडिपॉज़िट\nवॉलेट टॉप अप\nक्रिप्टो खरीदना\nwallet me paise kaise dale\nusdt kaise kharide\nusdt kaha se le\nwallet me usdt kaise daale\nwallet me usdt dalna\ndeposit kaise kare\npaise kaise dale\nusdt kaha milega\npaise kaise dale wallet me\nupi se usdt\nbinance se transfer\np2p se usdt\nwallet me transfer\nusdt bhejna\nbinance se usdt\nयूपीआई से खरीदना\nफोनपे से खरीदना\nपेटीएम\nबाइनेंस से ट्रांसफर\nयूएसडीटी खरीदना\nवॉलेट में ट्रांसफर\nओकेएक्स\nकुकॉइन\nबायबिट\nवज़ीरएक्स\npaytm se usdt\nupi se crypto\ncrypto kaise kharide\nusdt buy\nrupaye se usdt\nरुपये से यूएसडीटी\nयूएसडीटी लेना\ninr se usdt\nphonepe se crypto\nphonepe se usdt\nफोनपे से यूएसडीटी\nusdt kharidne\nयूएसडीटी कहां से लूं\nusdt kaha se lu\nusdt kaise le\nusdt lena\ncrypto kharidna\nयूएसडीटी कैसे लें\nबाइनेंस से वॉलेट\nbinance se wallet\npaytm se crypto",
  "general.chat.kb.funding.a":
    "डॉलर से जुड़ा स्टेबलकॉइन किसी एक्सचेंज से या वॉलेट ऐप के अंदर खरीदें और उसे प्रोग्राम के नेटवर्क पर अपने वॉलेट में भेजें। आपको स्टेबलकॉइन में कम से कम {amount} और फ़ीस के लिए कुछ नेटिव टोकन चाहिए। भेजने से पहले नेटवर्क और पता जाँच लें: ट्रांसफ़र वापस नहीं होते।",

  "general.chat.kb.minimum.q":
    "न्यूनतम राशि कितनी है?\nन्यूनतम राशि\nकम से कम कितना\nशुरू करने के लिए कितना चाहिए\nकितना पैसा लगेगा\nकितने पैसे लगेंगे\nजुड़ने में कितना खर्च\nपहले स्लॉट की कीमत\nminimum kitna hai\nkitna paisa lagega\nkitne paise lagenge\nminimum kitna\nkam se kam kitne paise\nshuru karne ke liye kitna\nkitna lagana padega\nrupay kitne\nkitne rupaye lagenge\nstart amount\nshuruaati raqam\nkam paise me shuru\nकितना लगाना पड़ेगा\n2 dollar\nkitne dollar\nकितने रुपये लगेंगे\nकितना पैसा डालना\nपैसे डालने\nशुरुआती खर्चा\nकितने डॉलर\nमिनिमम अमाउंट\nसबसे कम कितना\nस्टार्टिंग अमाउंट\nजॉइनिंग फीस\nएंट्री फीस\nkam se kam invest\nsabse chhota slot\nसबसे छोटा स्लॉट\nkitne se shuru\nकितने से शुरू\njoining kitne ki\nजॉइनिंग कितने की\nkitna dalna padega\nकम से कम इन्वेस्ट\nकितने में जॉइन\nkitne paiso se\n500 rupay\nकितने रुपए लगेंगे\nकम से कम कितने रुपए\nsabse kam paisa\nसबसे कम पैसे\nkitne paise se start",
  "general.chat.kb.minimum.a":
    "न्यूनतम {amount} है: पहला स्लॉट स्टेबलकॉइन में {amount} का है, और फ़ीस के लिए थोड़ा नेटिव टोकन चाहिए। ऊँचे स्लॉट महंगे हैं; Slots पेज पर सूची है: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "रजिस्टर करने के लिए कौन सा लिंक?\nकौन सा लिंक\nरेफ़रल लिंक\nइनवाइट लिंक\nलिंक कहाँ है\nरजिस्ट्रेशन लिंक\nयही लिंक क्यों\nreferral link\nlink kaha hai\nreferral link kaha\nlink kaha milega\ninvite link\ninvitation link\njisne bheja uska link\nkiska link use kare\nलिंक भेजा\nकिसके लिंक से\nरेफरल लिंक\ndost ka link\ndost ne link bheja\nlink se register\nलिंक से रजिस्टर\nreferal link\nलिंक से जॉइन\nकिसके लिंक से जुड़ें\nrefer link\nरेफर लिंक\njoining link\nजॉइनिंग लिंक\nkiske referral se\nkiska referral\nकिसके रेफरल से\nlink nahi hai\nbina link\nबिना लिंक",
  "general.chat.kb.referralLink.a":
    "Join पेज पर दिखाया गया रेफ़रल लिंक इस्तेमाल करें और उसे वॉलेट के ब्राउज़र में पेस्ट करें। लिंक से तय होता है कि आपका स्पॉन्सर कौन है; दूसरे लिंक से रजिस्टर करने पर स्पॉन्सर बदल जाता है और बाद में बदला नहीं जा सकता: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "स्पॉन्सर क्या है?\nस्पॉन्सर\nअपलाइन\nमेरा स्पॉन्सर कौन है\nस्पॉन्सर बदलना\nकिसने रेफ़र किया\nsponsor\nsponsor kaun hai\nupline badalna\nsponsor change\nkisne add kiya\nupline kaun\nmujhe kisne joda\nsponsor badalna\nsponsor kaun banega\nupline kaun hoga\nmera upline\nमेरा अपलाइन\nsponsor id\nस्पॉन्सर आईडी\nमुझे किसने जोड़ा\njisne joda\nजिसने जोड़ा\nअपलाइन कैसे देखें\nupline kaise dekhe\nअपलाइन पता करना\nupline pata kare\nsponsor badlega\nस्पॉन्सर बदलेगा\nजिसने रेफर किया\njisne refer kiya\nsponsor jawab nahi\nस्पॉन्सर जवाब नहीं\nupline jawab nahi\nअपलाइन जवाब नहीं\nreferrer kaun\nरेफरर कौन\nupline reply nahi",
  "general.chat.kb.sponsor.a":
    "आपका स्पॉन्सर (अपलाइन) वह सदस्य है जिसके रेफ़रल लिंक से आप रजिस्टर करते हैं। प्रोग्राम आपके स्लॉट भुगतान का एक हिस्सा स्पॉन्सर को देता है और आपको उसकी टीम में रखता है। स्पॉन्सर रजिस्ट्रेशन के समय तय होता है और बाद में नहीं बदलता।",

  "general.chat.kb.registerButton.q":
    "Register Now बटन कहाँ है?\nरजिस्टर नाउ\nरजिस्ट्रेशन फेल\nट्रांजैक्शन फेल\nरजिस्टर नहीं हो रहा\nएरर आ रहा है\nअकाउंट एक्टिवेट\nregister nahi ho raha\nregister now error\ntransaction fail\nclick karne pe kuch nahi\ntransaction failed\nregister button kaam nahi\nconfirm dabaya\nconfirm karne pe fail\nबटन दबाया\nरजिस्टर बटन दबाया\nregister now dabaya\nbutton dabane pe\ntransaction reject\nregister pe error\nरजिस्टर पर एरर\nरजिस्टर नाउ फेल\nट्रांजैक्शन फेल हो जाता\nरजिस्टर बटन\nregister button",
  "general.chat.kb.registerButton.a":
    "वॉलेट के ब्राउज़र में रेफ़रल लिंक खोलने के बाद Register Now दबाएँ और वॉलेट में ट्रांजैक्शन कन्फ़र्म करें। अगर फेल हो, तो देखें कि वॉलेट सही नेटवर्क पर है और उसमें फ़ीस के लिए पर्याप्त स्टेबलकॉइन और नेटिव टोकन हैं।",

  "general.chat.kb.incomeTypes.q":
    "आय के प्रकार क्या हैं?\nइनकम के प्रकार\nकमाई के तरीके\nकैसे कमाएं\nकमाई कैसे होती है\nइनकम प्लान\nबोनस\nकितने तरह की इनकम\nincome kaise hoti hai\nincome plan\nkitne type ki income hai\nincome ke prakar\nincome kitne type ki\nkamai ke tarike\nincome plan kya hai\nearning ke tarike\nincome sources\nkamai ke sources\nkitne tarah ki kamai\ntarah ki income\nkamai ke raste\nincome ke raste\nइनकम के सोर्स\nकमाई के सोर्स\nकितने तरीकों से कमाई\nकितनी तरह की इनकम\nकमाई के तरीको\nकितने तरीको से\nkitne tarike se kamai\n6 income\nछह इनकम\nincome ke naam\nincome types\nइनकम टाइप\nसारी इनकम\nincome ke tareeke\nकमाने के तरीके\nकमाने के कितने तरीके\nkamane ke tarike\nincome list\nincome ki list\nkaun kaun si income\nइनकम की लिस्ट",
  "general.chat.kb.incomeTypes.a":
    "छह हैं: डायरेक्ट इनकम, लेवल इनकम, ग्लोबल पूल, लीडरशिप, साप्ताहिक रॉयल्टी और कॉइन पार्टनर शेयर। ये सभी सदस्यों के स्लॉट भुगतान से दिए जाते हैं। Earnings पेज पर हर एक समझाया गया है: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "डायरेक्ट इनकम क्या है?\nडायरेक्ट इनकम\nडायरेक्ट बोनस\nरेफ़रल बोनस\nरेफ़रल कमीशन\nकिसी को जोड़ने पर क्या मिलेगा\ndirect income\ndirect income kitni milti hai\ndirect bonus kya hai\ndirect income kya hota hai\ndirect income kitni\ndirect bonus\nrefer karne pe kitna\njodne par kitna milega\njisko jodunga\nkhud refer karne par\ndirect refer commission\nsidha jodne ka paisa\n50 percent direct\njude bande\nmere refer se\ndirect referral ka percent\n50 प्रतिशत\nसीधे रेफर\nसीधा रेफरल\nडायरेक्ट परसेंट\nजिसे मैं जोड़ूं\nखुद जोड़ने पर\nजोड़े हुए मेंबर\nमेरे मेंबर के स्लॉट से\nsidhe jode\nseedha refer\nek banda jodne pe\nek member jodne par\nएक आदमी जोड़ने पर\ndirect wala paisa\ndirect member\ndirect joining\nसीधा जोड़ना\nजिसको जोड़ूंगा\n2 log jode\nlog jodne par kitna\nरेफर किए बंदे\nरेफर करने पर परसेंट\nबंदा जोड़ने पर\nrefer kiye bande se\ndirect refer percent\nबंदे जोड़ने पर कितना\ndirect commission\nडायरेक्ट कमीशन\njode hue log\nजोड़े हुए लोग\naadha paisa\nआधा पैसा\ncommission kitna\nek aadmi jodne",
  "general.chat.kb.directIncome.a":
    "डायरेक्ट इनकम आपके सीधे जोड़े हर व्यक्ति के स्लॉट की कीमत का 50% है। उदाहरण: {small} का स्लॉट {smallHalf} देता है।",

  "general.chat.kb.levelIncome.q":
    "लेवल इनकम क्या है?\nलेवल इनकम\nलेवल बोनस\n10 लेवल\nटीम इनकम\nटीम से कमाई\nडाउनलाइन इनकम\nlevel income\nlevel income kya hai\nlevel wali income\nlevel income kya hota hai\nlevel income kitne level\nlevel se kamai\nneeche wale\nniche walo se income\nteam ke niche\ndownline se kamai\n2 percent level\ndownline members\nneeche ke members\n2 प्रतिशत\nनीचे की टीम\nनीचे वाले\nडाउनलाइन\nडाउनलाइन कमीशन\nटीम कमीशन\nटीम वाली इनकम\nदूसरे लेवल\nतीसरे लेवल\nlevel wali kamai\nlevel ka paisa\nदस लेवल\nteam ki joining se\ndownline ki kamai\nhar level 2 percent\nटीम की कमाई\nlevel commission\nलेवल कमीशन\n2 परसेंट\nदो परसेंट\nहर लेवल पर\nकितने लेवल तक\nkitne level tak\nteam ke andar\nteam wale slot le",
  "general.chat.kb.levelIncome.a":
    "लेवल इनकम आपकी टीम के 10 लेवल तक हर सदस्य के स्लॉट की कीमत का 2% है, कुल 20%।",

  "general.chat.kb.globalPool.q":
    "ग्लोबल पूल क्या है?\nग्लोबल पूल\nग्लोबल इनकम\n2x6 मैट्रिक्स\n3640%\nपूल इनकम\nग्लोबल पूल के लिए योग्यता\nglobal pool\nglobal pool kya hai\npool income\n3640 percent\nglobal pool income\nglobal pool qualify\nglobal matrix\nग्लोबल पूल क्वालीफाई\nपूल में क्वालीफाई\npool me qualify\nglobal pool ke liye kya chahiye\nपूल की योग्यता\nglobal income\nग्लोबल पूल इनकम\npool ka paisa\nपूल का पैसा\nglobal pool kaise milega\nग्लोबल पूल कैसे मिलेगा\n2x6 matrix",
  "general.chat.kb.globalPool.a":
    "ग्लोबल पूल एक 2x6 मैट्रिक्स है, जो प्रोग्राम के अनुसार हर साइकिल में स्लॉट की कीमत का 3640% तक देता है। योग्य होने के लिए एक डायरेक्ट रेफ़रल चाहिए जिसके पास वही स्लॉट हो।",

  "general.chat.kb.leadership.q":
    "लीडरशिप रैंक क्या हैं?\nरैंक\nलीडरशिप इनकम\nलीडरशिप बोनस\nडायमंड रैंक\nगोल्ड रैंक\nरैंक कैसे मिलेगी\nडेली इनकम\nrank\nrank kaise milegi\nleadership rank\ndiamond rank kya\ndiamond kaise bane\ndiamond rank\ngold silver bronze\nrank badhana\ndiamond banna\nसिल्वर रैंक\nब्रॉन्ज\nrank bonus\nरैंक बोनस\ngold rank\nsilver rank\nbronze rank\nbeginner rank\nरैंक के लिए डायरेक्ट\nrank ke liye direct\nरैंक पर रोज\nrank pe daily\ndiamond banne\nडायमंड बनना\nrank income\nरैंक इनकम",
  "general.chat.kb.leadership.a":
    "पाँच रैंक हैं: Beginner, Bronze, Silver, Gold और Diamond। प्रोग्राम के अनुसार ये रैंक की कीमत का रोज़ 0.25% से 1% देती हैं, इस पर निर्भर कि कितने डायरेक्ट सदस्य उसी रैंक पर हैं, अधिकतम 250% तक।",

  "general.chat.kb.royalty.q":
    "साप्ताहिक रॉयल्टी क्या है?\nरॉयल्टी\nवीकली रॉयल्टी\nरॉयल्टी पूल\nहफ़्ते की इनकम\nसाप्ताहिक बोनस\nroyalty\nroyalty kya hai\nweekly royalty\nhafte ki income\nhar week\nweekly income\nhafte ka paisa\nweekly payment\nroyalty kab milti\nroyalty income\nरॉयल्टी इनकम\nweekly bonus\nsaptahik\nhafte me\nroyalty qualify\nरॉयल्टी कैसे मिलेगी\nroyalty kaise milegi\nroyalty ke liye qualify",
  "general.chat.kb.royalty.a":
    "हर स्लॉट के B और C प्लेसमेंट अपनी राशि का 10% एक रॉयल्टी पूल में भेजते हैं, जो हर हफ़्ते योग्य सदस्यों में बाँटा जाता है।",

  "general.chat.kb.coinPartner.q":
    "कॉइन पार्टनर शेयर क्या है?\nकॉइन पार्टनर\nपार्टनर शेयर\nटोकन\nकॉइन\nक्या टोकन मिलेंगे\nटोकन की कीमत\ncoin partner\ntoken milega kya\ncoin partner kya hai\ntoken milta\ncoin milega\ntoken value\ntoken ki keemat\ncoin ki value\ntoken ka rate\ncoin ka rate\ntoken bech sakte\nटोकन बेचना\ncoin partner share\ntoken kab milega\nटोकन कब मिलेगा\nairdrop\nएयरड्रॉप\ncoin partner kya",
  "general.chat.kb.coinPartner.a":
    "B और C प्लेसमेंट 10% कॉइन पार्टनर शेयर में भी भेजते हैं, जो सदस्यों को टोकन के रूप में मिलता है। टोकन की कीमत ऊपर-नीचे हो सकती है, इसलिए इसका मूल्य तय नहीं है।",

  "general.chat.kb.slots.q":
    "कितने स्लॉट हैं?\nस्लॉट\nस्लॉट लेवल\nस्लॉट की कीमत\nहर स्लॉट कितने का है\nस्लॉट क्या है\nस्लॉट की लिस्ट\nslot\nslot kitne ka\nslot price\nkitne slot hai\ntotal slot\nkitne slot\nslot rate\nslot ke rate\nrate list\nsabhi slot ki price\nslot price list\nसबसे बड़ा स्लॉट\nसबसे महंगा स्लॉट\nस्लॉट प्राइस\nसभी स्लॉट की कीमत\nदसों स्लॉट\nsaare slot\nसारे स्लॉट\nslot kitne ke\nस्लॉट लिस्ट\nस्लॉट कितने का\nस्लॉट के रेट\nस्लॉट रेट\nस्लॉट कितने रुपए का\nslot kitne rupay ka\nhar slot ka rate\nस्लॉट के दाम\nslot ke daam\nslot ki keemat",
  "general.chat.kb.slots.a":
    "दस स्लॉट लेवल हैं, {first} से {last} तक। Slots पेज पर हर एक की कीमत और प्रोग्राम के अनुसार उसका भुगतान दिया है: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "स्लॉट अपग्रेड कैसे करें?\nअपग्रेड\nअगला स्लॉट\nबड़ा स्लॉट\nदूसरा स्लॉट खरीदना\nअगला लेवल\nupgrade kaise kare\nslot upgrade kaise\nnext slot kaise kharide\nbada slot\nupar ka slot\nagla slot kharidna\nslot badhana\nbada slot lena\nbade slot ka fayda\nछोटे स्लॉट से बड़े\nबड़े स्लॉट में जाना\nnext slot lena\nagla slot lena\nऊँचा स्लॉट\ndusre slot me\nदूसरे स्लॉट में जाना\nअगला स्लॉट कब\nagla slot kab\npehle slot ke baad\nपहले स्लॉट के बाद\nअपग्रेड करने से\nupgrade karne se fayda\nअपग्रेड का फायदा\nupgrade zaroori",
  "general.chat.kb.upgrade.a":
    "आप जब चाहें अगला स्लॉट लेवल खरीद सकते हैं, पहले की तरह वॉलेट से उसकी कीमत देकर। ऊँचा स्लॉट महंगा है और उसके आंकड़े तभी लागू होते हैं जब दूसरे भी उस लेवल पर हों, इसलिए यह बड़ा जोखिम है, पक्का फ़ायदा नहीं।",

  "general.chat.kb.matrix.q":
    "मैट्रिक्स कैसे काम करता है?\nमैट्रिक्स\nM4 मैट्रिक्स\n4x1 मैट्रिक्स\nप्लेसमेंट\nपैसा कहाँ जाता है\nफंड कैसे बँटता है\nसाइकिल\nmatrix\nmatrix kya hai\nm4 matrix\nplacement kaise hota\n4x1 matrix\nplacement a b c d\nmatrix samjhao\nfund kaise batta\nपैसा कहां कहां जाता\nmatrix system\nमैट्रिक्स सिस्टम\nplacement kya hai\nप्लेसमेंट क्या\nplacement ka paisa\nप्लेसमेंट का पैसा\nmatrix kaise kaam karta\nमैट्रिक्स कैसे काम करता\nmatrix bhar gaya\nmatrix full\nrecycle\ncycle dobara",
  "general.chat.kb.matrix.a":
    "हर स्लॉट एक M4 (4x1) मैट्रिक्स है जिसमें चार प्लेसमेंट हैं। प्लेसमेंट A 10% लीडरशिप और 40% ग्लोबल पूल में भेजता है; B और C 10% रॉयल्टी और 10% कॉइन पार्टनर शेयर में; D 100% आपके स्पॉन्सर के खाली प्लेसमेंट में भेजता है, फिर साइकिल दोबारा शुरू होती है: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "मैं कितना कमा सकता हूँ?\nकितनी कमाई होगी\nकितना पैसा बनेगा\nकमाई\nमुनाफ़ा\nप्रॉफ़िट\nमहीने की कमाई\nक्या मैं अमीर बन सकता हूँ\nरिटर्न\nkitna kama sakte hai\nkitni kamai hogi\nprofit\nkitna kamayenge\nmahine ka kitna milega\nkitna kama sakte\nmahine me kitni kamai\nkitna profit hoga\ndaily kitna milega\npaisa double hoga\nroz kitna\nrozana kamai\nkitna bana sakte\nlakh kama sakte\nmahina kitna\naverage kamai\nkitna nikal lete\nsaal me kitna\nyearly kamai\nरोज़ की कमाई\nरोज़ कितना\nडेली कितना\nकितना कमा लेंगे\nसाइड इनकम\nmahine ke hazar\nmonthly income\nper day income\nkama lenge\namir ban sakte\nroj ka kitna\nमहीने में कितना\nहजार कमा सकते\nमहीने के हजार\nहजार रुपये महीना\nmahine me hazar\nमहीने में कितनी कमाई\nkamai kitni\nkitna kama lunga\nकितना कमा लूंगा\nरोज़ाना कमाई",
  "general.chat.kb.earnHowMuch.a":
    "यह शून्य से ऊपर कुछ भी हो सकती है, और ज़्यादातर लोगों के लिए कम होती है। प्लान हर डायरेक्ट रेफ़रल के स्लॉट की कीमत का 50%, 10 लेवल पर हर सदस्य का 2%, और पूल, रैंक व रॉयल्टी के हिस्से देता है, पर यह सब दूसरों के स्लॉट खरीदने से आता है। अगर आपके ज़रिए कोई नहीं जुड़ता, तो डायरेक्ट और लेवल इनकम शून्य है। प्लान: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "क्या लोगों को जोड़ना ज़रूरी है?\nलोग जोड़ना\nरेफ़र करना ज़रूरी\nबिना रेफ़र किए कमाई\nबिना जोड़े कमाई\nक्या दूसरों को लाना पड़ेगा\nbina refer kiye kamai\njoining karwani padegi\nbina joining ke kama sakte\nlogo ko jodna padega kya\nrefer karna zaroori\nbina joining ke kamai\nlog jodne padenge\nakele kamai\nbina team ke\nteam banana zaroori\nbina jode\ndusron ko jode bina\nrefer nahi kiya to\nrefer nahi karna\nबिना टीम\nटीम बनाना ज़रूरी\nटीम बनाए बिना\nन लाऊं\nकिसी को नहीं लाया\nbina add kiye\nbina kisi ko jode\nadd karna padega\nबिना किसी को जोड़े\nteam banani padegi\njoin karaye bina\nबिना जॉइन कराए\nkhud join karke\nkisi ko na jodu\nna jodu to\nbina jode kamai\nअगर किसी को न जोड़ूं\nबिना जोड़े कमाई होगी\nbina refer\nrefer kiye bina\nबिना रेफर किए\nरेफर किए बिना\nsirf apna slot\nsirf khud ka slot",
  "general.chat.kb.recruiting.a":
    "ज़्यादातर, हाँ। डायरेक्ट और लेवल इनकम सिर्फ़ उन लोगों से आती है जो आपके ज़रिए जुड़ते हैं और उनकी टीमों से, और ग्लोबल पूल के लिए उसी स्लॉट वाला एक डायरेक्ट रेफ़रल चाहिए। किसी को जोड़े बिना कमाई शायद शून्य या बहुत कम होगी।",

  "general.chat.kb.risks.q":
    "इसमें क्या जोखिम हैं?\nजोखिम\nरिस्क\nखतरा\nक्या यह सुरक्षित है\nक्या मेरा पैसा सुरक्षित है\nनुकसान क्या है\nक्या गलत हो सकता है\nक्या निवेश करना चाहिए\nrisk kya hai\nsafe hai kya\npaisa safe rahega\nrisk hai kya\npaisa safe hai\nkhatra hai kya\nkhatre\ninvest safe\nrisky hai\nसेफ है क्या\nसेफ\nसुरक्षित है\nरिस्क कितना\nक्रिप्टो गिर गया\nsafe rahega\nसुरक्षित रहेगा\ninvest karna safe\nरिस्की\nरिस्की है\nकितना रिस्की\nपैसा लगाना सेफ\npaisa lagana safe\nलगाना रिस्की\nlagana risky\nnuksan kya hai\nkya nuksan hai",
  "general.chat.kb.risks.a":
    "मुख्य जोखिम: स्लॉट के लिए दिया सारा पैसा डूब सकता है; कमाई तभी है जब लोग आपके नीचे जुड़ें, और ज़्यादातर लोग बहुत कम या किसी को नहीं जोड़ पाते; क्रिप्टो और मिलने वाले टोकन की कीमत गिर सकती है; गलत पते पर भेजा पैसा या लीक हुआ रिकवरी फ्रेज़ वापस नहीं होता। सिर्फ़ उतना पैसा लगाएँ जितना खोना सह सकें।",

  "general.chat.kb.loseMoney.q":
    "क्या मेरा पैसा डूब सकता है?\nपैसा डूबना\nपैसा खो सकता हूँ\nघाटा\nनुकसान होगा क्या\nअगर कोई न जुड़े तो\nअगर यह बंद हो जाए तो\npaisa doob sakta hai\nloss\npaisa doob jayega kya\nloss ho sakta hai kya\npaisa doob jayega\nloss ho sakta\npaisa gaya to\nnuksaan\nnuksan\nloss hoga\npaisa dub gaya\npaise fas gaye\npaisa atak gaya\npaisa phas jaye\nडूबने का डर\nलॉस\nलॉस होगा\nलोस\nडूब जाएंगे\nपैसे डूब जाएंगे\npaisa doob gaya\nपैसा गया तो\nloss ho gaya\npesa doob jayega\nloss ka zimmedar\nनुकसान का जिम्मेदार\ndoobne ka dar\nडूबने का खतरा\npaise doobne\npaisa dubega\nपैसा डूबेगा\ndub jayega\ndoob gaye\ndollar doob",
  "general.chat.kb.loseMoney.a":
    "हाँ, पैसा डूब सकता है। स्लॉट के लिए दिया पैसा वापस नहीं मिलता, अगर आप दूसरों को नहीं जोड़ते तो कमाई शायद कभी न हो, और क्रिप्टो की कीमत गिर सकती है।",

  "general.chat.kb.guarantee.q":
    "क्या कमाई की गारंटी है?\nगारंटी\nगारंटीड इनकम\nपक्की कमाई\nफिक्स्ड इनकम\nक्या प्रॉफ़िट पक्का है\nवादा\nguarantee hai kya\nincome pakki hai kya\npakki kamai\nfix income\npakka return\npakka\nguaranteed return\nfixed return\nkoi guarantee\nguarantee kaun dega\nफिक्स पैसा\nहर महीने फिक्स\n100 percent pakka\nपक्का रिटर्न\nguaranteed\nपक्का मुनाफा\npakka profit\nगारंटेड रिटर्न\nfix kamai\nlikh ke degi\nlikhit guarantee\nलिखकर देंगे",
  "general.chat.kb.guarantee.a":
    "कुछ भी पक्का नहीं है। ये आंकड़े प्रोग्राम का अपना प्लान हैं, कोई वादा नहीं, और कोई भी आपको कमाई का वादा नहीं कर सकता।",

  "general.chat.kb.scam.q":
    "क्या यह स्कैम है?\nस्कैम\nधोखा\nफ्रॉड\nफर्जी\nनकली\nक्या यह असली है\nक्या भरोसा कर सकते हैं\nठगी\nscam hai kya\nfraud\nfake\nfraud to nahi hai\nye scam hai kya\nfarzi hai kya\nfake hai kya\nfraud hai kya\ndhokha\npaise lekar bhaag jayenge\nthagi\nthag\ncompany bhaag jayegi\nchakkar\ndhokebaaz\nbhag jayegi\nbhaag jaenge\nधोखा तो नहीं\nfraud to nahi\ndhokhadhadi\nधोखाधड़ी\nfrod\nfraud hai\nफ्रॉड कंपनी\nगायब हो जाएंगे\npaisa leke bhaag\ngayab ho jayenge\ngayab\nfraut\nठगी वाला\nthagi wala\nlootne wali\nloot\nलूटने वाली",
  "general.chat.kb.scam.a":
    "यह साइट आपसे नहीं कह सकती कि यह सुरक्षित है। यह क्या है: स्मार्ट कॉन्ट्रैक्ट से चलने वाला एक रेफ़रल प्रोग्राम, जिसमें सदस्यों को मिलने वाला पैसा दूसरे सदस्यों के स्लॉट भुगतान से आता है। इसलिए कमाई नए लोगों के जुड़ने पर निर्भर है, और जुड़ना धीमा होने पर घटती या रुक जाती है। कई देशों के नियामक ऐसी योजनाओं के बारे में चेतावनी देते हैं, इसलिए पैसा लगाने से पहले खुद जाँचें।",

  "general.chat.kb.legal.q":
    "क्या यह कानूनी है?\nकानूनी\nलीगल\nगैरकानूनी\nक्या भारत में अनुमति है\nक्या यह बैन है\nलाइसेंस\nटैक्स\nक्या टैक्स देना होगा\nlegal hai kya\nindia me legal hai\ngair kanooni to nahi\nindia me legal\nkanooni hai\nsarkar\nsarkari ban\nban hai kya\nincome tax\nrbi\ntax dena\ntax bharna\nkamai pe tax\nsarkar se approved\napproved hai kya\nइंडिया में लीगल\nइललीगल\nबैन\nटैक्स लगेगा\nसरकार मानती\nसरकार से मान्यता\nsebi\nसेबी\nkanoon ke hisab se\nकानून",
  "general.chat.kb.legal.a":
    "यह इस पर निर्भर है कि आप कहाँ रहते हैं। कुछ देश ऐसी रेफ़रल योजनाओं को सीमित या बैन करते हैं जिनमें कमाई लोगों को जोड़ने से आती है, और क्रिप्टो के नियम जगह-जगह अलग हैं। यह साइट कानूनी सलाह नहीं देती: अपने देश के नियम जाँचें, कमाई पर टैक्स सहित।",

  "general.chat.kb.pyramid.q":
    "क्या यह पिरामिड स्कीम है?\nपिरामिड\nपिरामिड स्कीम\nएमएलएम\nMLM\nनेटवर्क मार्केटिंग\nचेन सिस्टम\npyramid scheme\nmlm hai kya\nchain system\nnetwork marketing\nchain marketing\nmlm type\nmlm wala kaam\nएमएलएम बिज़नेस\nपोंजी\nchain wala dhandha\nmlm dhandha\nchain business\nचेन बिज़नेस\nponzi\nponzi type\nमल्टी लेवल मार्केटिंग\nmulti level marketing\nmlm company\nएमएलएम कंपनी\nनेटवर्क मार्केटिंग कंपनी\nupar walo ko paisa\nupar wale kamate\nऊपर वालों को पैसा",
  "general.chat.kb.pyramid.a":
    "यह एक रेफ़रल प्रोग्राम है जिसमें सदस्य उन लोगों के स्लॉट भुगतान से कमाते हैं जिन्हें वे जोड़ते हैं, और जिन्हें वे लोग जोड़ते हैं: एक मल्टी-लेवल ढाँचा। दिया जाने वाला पैसा सदस्यों के स्लॉट भुगतान से आता है, बाहर के ग्राहकों को कुछ बेचने से नहीं। यह गैरकानूनी पिरामिड स्कीम मानी जाएगी या नहीं, यह आपके देश के कानून पर निर्भर है।",

  "general.chat.kb.refund.q":
    "क्या रिफ़ंड मिलेगा?\nरिफ़ंड\nपैसा वापस\nरजिस्ट्रेशन कैंसिल\nट्रांजैक्शन वापस\nपैसे वापस कैसे लूं\nछोड़ना चाहता हूँ\nrefund milega\npaisa wapas milega kya\nrefund milega kya\npaise wapas\ncancel kar sakte\nchhodna ho to paise wapas\ngalti se slot\npaise lautao\nwapas karo paise\nmann badal gaya\ncancel karna hai\nपेमेंट वापस\nकैंसल\nगलत स्लॉट खरीद लिया\npese wapas\nगलती से स्लॉट\nगलती से ले लिया\nपैसे वापस हो सकते\ngalti se le liya\npaise wapas ho sakte\nrifund\nrefund policy\nरिफंड पॉलिसी\nरिफंड मिलेगा\ngalat slot\ncancel ho jayega\nwapas chahiye\npaise wapas chahiye\nवापस चाहिए",
  "general.chat.kb.refund.a":
    "स्मार्ट कॉन्ट्रैक्ट को किया भुगतान कोई भी रद्द या वापस नहीं कर सकता, यह साइट भी नहीं। स्लॉट के लिए दिया पैसा तब तक गया हुआ मानें जब तक कमाई से वापस न आए।",

  "general.chat.kb.withdraw.q":
    "कमाई कैसे निकालूं?\nविड्रॉल\nविथड्रॉ\nपैसा निकालना\nपेमेंट कब मिलेगा\nपेआउट\nकैश कैसे करें\nwithdraw kaise kare\npaise kaise nikale\nwithdrawal kaise kare\npaisa kab milega\npayment kab aayega\nwithdrawal kaise\npaisa kab aata\nearning nikalna\nkamai nikalna\nnikal sakte\npayment direct wallet me\npaisa wallet me aata\nseedha wallet me\nकमाई निकालना\npaisa nikalne\nwithdraw process\nपैसे निकालना\nविड्रॉल कब\nयूएसडीटी को रुपये में\nincome nikalna\nwithdrawal kab\nकमाई कैसे मिलेगी\nkamai kab aayegi\nkamai wallet me\nincome wallet me aati\nkamaya paisa\nkamaya hua paisa\nकमाया हुआ पैसा\nकमाया पैसा निकालना\nयूएसडीटी बेचना\nusdt bechna\nकमाई रुपये में\nkamai rupaye me\nincome bank me\nkamai bank me\nwithdraw form\nनिकालने का फॉर्म\nusdt ko rupaye\nusdt se rupaye\nusdt to inr\nनिकालने का प्रोसेस\nwithdrawal process",
  "general.chat.kb.withdraw.a":
    "यह साइट कोई पैसा नहीं रखती और कुछ नहीं देती। प्रोग्राम के अनुसार उसका स्मार्ट कॉन्ट्रैक्ट भुगतान सीधे उस वॉलेट में भेजता है जिससे आपने रजिस्टर किया, इसलिए कोई विड्रॉल फ़ॉर्म नहीं है: भुगतान वॉलेट और ब्लॉकचेन एक्सप्लोरर में दिखते हैं, और स्टेबलकॉइन किसी एक्सचेंज पर बेचा जा सकता है।",

  "general.chat.kb.whoRuns.q":
    "यह साइट कौन चलाता है?\nआप कौन हैं\nइसका मालिक कौन है\nयह साइट किसने बनाई\nइसके पीछे कौन है\nमालिक\nफाउंडर\nकंपनी कौन है\nsite kaun chalata\nmalik kaun hai\nowner kaun\npeeche kaun hai\nkon chalata hai\nwebsite ke peeche\nkaun log chala rahe\nkaun log hai iske peeche\nवेबसाइट किसकी है\nवेबसाइट का मालिक\nवेबसाइट कौन चलाता\nsite kisne banayi\nbanane wale kaun\nवेबसाइट कौन चला रहा\nkaun chala raha\nकौन चला रहा\nfounder kaun\nफाउंडर कौन",
  "general.chat.kb.whoRuns.a":
    "यह साइट प्रोग्राम के स्वतंत्र प्रमोटरों की बनाई एक अनौपचारिक गाइड है। इसे प्रोग्राम के निर्माता न चलाते हैं, न स्वीकृत करते हैं, न समर्थन करते हैं। जब आप इसके रेफ़रल लिंक से रजिस्टर करते हैं, तो इस गाइड के पीछे के लोग उससे कमा सकते हैं।",

  "general.chat.kb.official.q":
    "क्या यह आधिकारिक साइट है?\nआधिकारिक\nऑफिशियल\nऑफिशियल वेबसाइट\nक्या आप कंपनी हैं\nअसली साइट\nofficial site\nofficial site hai kya\nasli site\nasli website\ncompany ki website\ncompany ke ho\ncompany ki taraf se\noriginal site\noriginal website\nअसली वेबसाइट\nऑफिशियल साइट\nofficial website\ncompany ki official",
  "general.chat.kb.official.a":
    "यह आधिकारिक साइट नहीं है। यह एक अनौपचारिक गाइड है, जिसे प्रोग्राम न चलाता है, न स्वीकृत करता है, न समर्थन करता है।",

  "general.chat.kb.contact.q":
    "आपसे संपर्क कैसे करें?\nसंपर्क\nसपोर्ट\nहेल्पलाइन\nकस्टमर केयर\nफ़ोन नंबर\nईमेल\nव्हाट्सएप\nटेलीग्राम\nशिकायत\ncontact kaise kare\nwhatsapp number\nsupport number\ncustomer care number\nhelpline number\nmadad chahiye\nकिससे बात करें\nमदद के लिए संपर्क\nसपोर्ट से बात\ncontact number\ninsaan se baat\nasli insaan\nइंसान से बात\nकम्युनिटी ग्रुप\naapse baat\ncall karke baat\ncall pe baat",
  "general.chat.kb.contact.a":
    "इस गाइड का कोई हेल्प डेस्क या फ़ोन लाइन नहीं है। अपने स्पॉन्सर से पूछें, जिसका लिंक आपने इस्तेमाल किया, या पेज के नीचे कम्युनिटी लिंक देखें। कोई भी असली व्यक्ति आपका रिकवरी फ्रेज़ या मदद के बदले पैसा कभी नहीं माँगेगा।",

  "general.chat.kb.presentations.q":
    "प्रेज़ेंटेशन कहाँ है?\nप्रेज़ेंटेशन\nस्लाइड\nपीडीएफ\nहिंदी में प्लान\nप्रेज़ेंटेशन डाउनलोड\nबिज़नेस प्लान\npresentation\npdf hai kya\npresentation dikhao\npdf bhejo\nplan ki pdf\nhindi pdf\nppt\nस्लाइड्स\nppt hindi\nपीपीटी\nplan pdf\nप्लान पीडीएफ\nslides\nppt bhejo\npresentation bhejo\nhindi slides\nस्लाइड्स हिंदी",
  "general.chat.kb.presentations.a":
    "Presentations पेज पर प्रोग्राम की स्लाइड हैं, पहले आपकी भाषा में, और आप अपनी स्लाइड भी समीक्षा के लिए भेज सकते हैं: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "क्या कोई वीडियो है?\nवीडियो\nट्यूटोरियल\nयूट्यूब\nवीडियो गाइड\nदेखकर सीखना\nvideo\nvideo hai kya\nyoutube video\nvideo dekhna hai\ntutorial video\nprocess video\nvideo dikhao\nsamjhane wala video\nवीडियो लिंक\nरजिस्टर करने का वीडियो\nregistration video\nरजिस्ट्रेशन वीडियो\ntutorial\ntutorial dekhna",
  "general.chat.kb.videos.a":
    "होम पेज पर एक परिचय वीडियो है और Join पेज पर एक ट्यूटोरियल वीडियो है जो रजिस्ट्रेशन दिखाता है: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "यह क्या है?\nयह प्रोग्राम क्या है\nयह कैसे काम करता है\nप्रोग्राम समझाइए\nयह किस बारे में है\nपूरी जानकारी\nयह बिज़नेस क्या है\nye kya hai\nye kya cheez hai\nkya hai ye program\nasal me kya hai\nअसल में यह क्या है\nkis cheez ka plan\nye plan kya hai\nplan kya hai\nस्मार्ट कॉन्ट्रैक्ट प्रोग्राम\nkya cheez hai\nscheme kya hai\nये स्कीम क्या है\nप्लान क्या है\nये प्लान क्या है\nप्लान समझाओ\nplan kaise kaam karta\nप्लान कैसे काम करता\nplan kaam kaise karta\ncrypto plan\ncrypto wala plan\nscheme kya cheez\nkis type ka business\nbusiness kya hai",
  "general.chat.kb.whatIsIt.a":
    "यह कम फ़ीस वाली ब्लॉकचेन पर एक स्लॉट-आधारित रेफ़रल प्रोग्राम है: सदस्य स्टेबलकॉइन से स्लॉट खरीदते हैं, और एक स्मार्ट कॉन्ट्रैक्ट वह पैसा छह तरह की इनकम के रूप में सदस्यों में बाँटता है। यह साइट एक अनौपचारिक गाइड है जो इसे आसान भाषा में, जोखिमों सहित, समझाती है।",

  "general.chat.kb.hello.q":
    "नमस्ते\nहैलो\nहाय\nनमस्कार\nधन्यवाद\nशुक्रिया\nhello\nnamaste\nhello bhai\nhi sir\nhii\nram ram\ngood morning\nराम राम\nnamaskar\nनमस्कार जी\nhello ji\nnamaskaar\nhlo\nhelo\nहेलो\nthank you\nthanks\nshukriya\njai shri ram\nजय श्री राम\nradhe radhe\nराधे राधे\njai hind",
  "general.chat.kb.hello.a":
    "नमस्ते! मुझसे जुड़ने, वॉलेट, न्यूनतम राशि, इनकम के प्रकार, स्लॉट या जोखिमों के बारे में पूछें।",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "जिम\nडाइट\nवज़न घटाना\nडॉक्टर\nअस्पताल\nदवा\nबुखार\nस्कूल\nकॉलेज\nपरीक्षा\nफौज\nशादी\nदहेज\nरसोई\nरेसिपी\nबिरयानी\nफ़िल्म\nक्रिकेट\nआईपीएल\nमौसम\nबारिश\nट्रेन टिकट\nपासपोर्ट\nवीज़ा\nआधार\nड्राइविंग\nपेट्रोल\nबिजली बिल\nवाईफाई\nकपड़े\nसाड़ी\nमेकअप\nबाल झड़ना\nपार्किंग\nचालान\nकिराया\nखेती\nकिसान\nफसल\nदिवाली\nछठ पूजा\nराशिफल\nचुनाव\ngym\ndoctor\ndawai\nbukhar\nschool\ncollege\nexam\nneet\njee mains\nupsc\nssc cgl\nnaukri\narmy\nfauj\nagniveer\nshaadi\nshadi\nbiryani\nmovie\nweb series\ncricket\nipl\npubg\nbgmi\nfreefire\nmausam\nbarish\nirctc\ntatkal\ntrain ticket\naadhar\nbijli\nchallan\nkiraya\nkheti\nkisan\nhair fall\ntiktok\nटिकटॉक\nswimming\nस्विमिंग\nwindows\nlaptop\nलैपटॉप\nessay\nनिबंध\namazon\nzomato\nflipkart\nफ्लिपकार्ट\nmeesho\nrecharge\nरिचार्ज\nludo\nलूडो\nsbi\nएसबीआई\nhdfc\nicici\npnb\natm\nएटीएम\npassbook\nपासबुक\ninstagram\nइंस्टाग्राम\nfacebook\nफेसबुक\ngmail\nजीमेल\nएयरटेल\nजियो\nबीएसएनएल\nब्रॉडबैंड\nएचडीएफसी\nआईसीआईसीआई\nपीएनबी\nसिलेंडर\nrashan\nपैन\nवोटर\nआयुष्मान\nडिजिलॉकर\nईपीएफओ\nनीट\nजेईई\nयूपीएससी\nसीबीएसई\nबोर्ड\nअमेज़न\nस्विगी\nज़ोमैटो\nजोमैटो\nमीशो\nओला\nola\nउबर\nरैपिडो\nrapido\nइंडिगो\nरेलवे\nआईआरसीटीसी\nपीएनआर\nज़ूम\nजूम\nस्काइप\nएक्सेल\nअसाइनमेंट\nहोमवर्क\nथीसिस\nसेमेस्टर\nयूनिवर्सिटी\nविश्वविद्यालय\nकोचिंग\ncoaching\nट्यूशन\ntuition\nहॉटस्टार\nनेटफ्लिक्स\nमारुति\nटोयोटा\nlight bill\nairtel\npan\nayushman\nrailway\nuidai\nबैंक बैलेंस\nबैंक लोन\nबैंक लॉकर\nfd\nएफडी\nudhar\nउधार\nring\nअंगूठी\njewellery\nज्वेलरी\nसोना चांदी\nlpg\nएलपीजी\ncylinder\ncharger\nचार्जर\nbattery\nबैटरी\nlic\nएलआईसी\ninsurance\nबीमा\nemi\nईएमआई\nifsc\nshare market\nशेयर मार्केट\nशेयर बाजार\nmutual fund\nम्यूचुअल फंड\nzameen\nज़मीन\nplot\nplastic\npf\nepf\nपीएफ\nphone repair\nफोन रिपेयर\nmobile repair\nsim\nसिम\notp\nओटीपी\nspam call\nbitcoin\nबिटकॉइन\ndogecoin\nrishtedar\nरिश्तेदार\npadosi\nपड़ोसी\ndream11\ndream 11\nड्रीम11\nwinzo\nrummy\nरमी\nमजदूर\nमज़दूर\nmazdoor\nmajdoor\nमिस्त्री\nmistri\nड्राइवर\nटीचर\nशिक्षक\nनर्स\nदर्जी\nbike\nबाइक\nscooty\nस्कूटी\nskills\nskill\nkitab\nकिताब\ngaana\nगाना\nnavy\nनेवी\nair force\nkyc\nकेवाईसी\nbore\nboring\ntimepass\nबोर\nटाइमपास\ngold loan\nगोल्ड लोन\ngroww\nzerodha\nupstox\nangel one",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `क्या है हैं था थी थे हो होगा होगी होता होती कैसे कैसा कैसी कौन कौनसा कहाँ कहां कब क्यों
    मैं मुझे मेरा मेरे मेरी हम हमें आप आपको आपका आपकी तुम यह ये वह वो इस इसे इसमें इसका इसकी उस
    उसे का की के को से में पर और या भी तो ही करें करूं करूँ करना करते करता करती सकता सकती सकते
    चाहिए बताओ बताइए बताएं बताएँ जी please plz kya hai hain kaise kaisa kon kaun kab kyu mai main
    mujhe mera meri mere hum aap ka ki ke ko se me mein aur ya bhi to hi tha ho hoga kare karu karna
    sakta sakte chahiye batao
    bhai bhaiya yaar bro sir ji h hai kya ke ka ki ko se me mein mera meri mere mujhe hum aap isme iska koi kuch kitna kitne kitni kaha kahan kaise kese karu karun kru kare karna karte hota hoti hoga hogi milega milegi milta milti sakte sakta chahiye pls bata batao samjhao na to tak agar
    wala wali wale unka unki unko jaisa lekar liya
    sirf paas itne itna pura
    milenge mile aati samjha lete kahin jisme jisko har lag
    kiya kiye hote jo wo woh ne raha rahi rahe gaya gayi gaye jayega jayegi jaye jaega liye karne karke kar karo karen diya hu hoon hun sach saath matlab waqt aata aate aayega aayegi ab abhi
    गया गई गए जाएगा जाएगी रहा रही रहे लिए करने करके कर दो लो वाला वाली वाले जो सच मतलब
    kisi किसी कोई lu lun loon लूं लूँ padega padegi padenge पड़ेगा पड़ेगी पड़ेंगे pata chalega पता चलेगा bolte kehte uspe uske usko unpe
    deta deti dete karunga karungi karenge lunga lungi padta padti banega banegi wahi vahi yahi samajhne samajh bhar bolo
    रहेगा रहेगी सही अपना मिलेगा मिलेगी लें किस
    lagta lagti lagte
    भाई भैया यार सर साहब प्लीज़ प्लीज करो बस ज़रा kre kro krna krte krta rha rhi rhe rhega thik theek bahut bohot jyada zyada बहुत ज्यादा ज़्यादा
    जैसा जैसी जैसे मिलता मिलती मिलते मिलेंगे आती आता आते आएगा आएगी किसको किसके
    rahega rahegi hue hua hui honge isko usko इसको उसको kahin kahi दिया दिए diya diye kaisay kayse kaisey kesay kesey kia kyaa hein kyun kyon saare saari sare सारे सारी आखिर aakhir akhir पूरी पूरा पूरे chalega chalegi
    हूं हूँ हुं पे pe कुछ अगर तक अब अभी किया किए किये लिया
    aaye aaya aayi approx exactly confuse actually honestly`,
};
