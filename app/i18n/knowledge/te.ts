// Telugu knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "స్పష్టంగా: ఇది ఒక రెఫరల్ ప్రోగ్రామ్. ఏ ఆదాయమైనా ఇతరులను చేర్చడంపై ఆధారపడుతుంది, సున్నా కూడా కావచ్చు; క్రిప్టో విలువ పడిపోవచ్చు; ఇక్కడ ఏదీ ఆర్థిక సలహా కాదు. నిరాకరణ చదవండి: {disclaimerUrl}",
  "general.chat.kb.qualifier": "ఇవి ప్రోగ్రామ్ స్వయంగా ప్రచురించిన సంఖ్యలు, హామీ కాదు: అసలు ఆదాయం సున్నా కూడా కావచ్చు.",
  "general.chat.kb.join.q":
    "నేను ఎలా చేరాలి?\nఎలా చేరాలి\nచేరే విధానం\nరిజిస్టర్ ఎలా చేయాలి\nరిజిస్ట్రేషన్\nసైన్ అప్\nఎలా మొదలుపెట్టాలి\njoin\nela join avvali\nela register cheyali\njoin avvadam ela\nregister ela cheyali\nచేరాలంటే ఎలా\nచేరడానికి ఏం చేయాలి\njoin avvadaniki\nరిజిస్టర్ పద్ధతి\nచేరే పద్ధతి\njoin avvalani undi\nmodati step\nప్లాన్‌లో జాయిన్\nఅకౌంట్ ఓపెన్\nజాయిన్ అవ్వడం\nజాయిన్ అవ్వాలి\ncheradam\ncherali\njoin avvatam\nచేరొచ్చా\nచేరవచ్చా\ncherocha",
  "general.chat.kb.join.a":
    "నెట్‌వర్క్‌ను సపోర్ట్ చేసే వాలెట్‌ను ఇన్‌స్టాల్ చేసి, దాన్ని నెట్‌వర్క్‌కు మార్చండి; స్టేబుల్‌కాయిన్‌లో కనీసం {amount} మరియు ఫీజుకు కొంచెం నేటివ్ టోకెన్ వేయండి; వాలెట్ లోపలి బ్రౌజర్ తెరిచి, మీ రెఫరల్ లింక్ పేస్ట్ చేసి Register Now నొక్కండి. Join పేజీలో ప్రతి దశ ఉంది: {joinUrl}",
  "general.chat.kb.wallet.q":
    "ఏ వాలెట్ వాడాలి?\nవాలెట్\nఏ వాలెట్\nవాలెట్ యాప్\nమంచి వాలెట్\nవాలెట్ డౌన్‌లోడ్\nwallet\nye wallet\nye wallet vadali\nwallet edi manchidi\ntrust wallet\nwallet download\nబాగుండే వాలెట్\nmetamask\nmetamask wallet\nట్రస్ట్ వాలెట్\nమెటామాస్క్\nక్రిప్టో యాప్\nwallet vaadocha\nవాలెట్ వాడొచ్చా",
  "general.chat.kb.wallet.a":
    "ప్రోగ్రామ్ నెట్‌వర్క్‌ను సపోర్ట్ చేసే, లోపల (dApp) బ్రౌజర్ ఉన్న ప్రసిద్ధ క్రిప్టో వాలెట్ యాప్ వాడండి. మీ ఫోన్ అధికారిక యాప్ స్టోర్ నుంచే ఇన్‌స్టాల్ చేయండి. Join పేజీ చూపిస్తుంది: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "రికవరీ ఫ్రేజ్ అంటే ఏమిటి?\nరికవరీ ఫ్రేజ్\nసీడ్ ఫ్రేజ్\n12 పదాలు\nరహస్య పదాలు\nప్రైవేట్ కీ\nseed phrase\n12 words\nrecovery phrase\nprivate key\nsecret words\n12 words evarikee ivvakudadu\n12 padalu\nphrase screenshot\nseed phrase photo\nసీడ్ పదాలు\nసీక్రెట్ పదాలు\nపదాలు రాసి పెట్టుకోవాలి\n12 words adigithe\nపదాలు అడిగితే\nwords ivvocha\nwords adigaru\n12 words adugutunnaru\nphrase adigaru",
  "general.chat.kb.recoveryPhrase.a":
    "వాలెట్ సృష్టించేటప్పుడు 12 లేదా 24 పదాల రికవరీ ఫ్రేజ్ చూపిస్తుంది. దాన్ని కాగితంపై రాసి భద్రంగా ఉంచండి. అది ఎవరి దగ్గర ఉంటే వారు వాలెట్‌లోని అన్నీ తీసుకోగలరు: ఏ వెబ్‌సైట్‌లో గానీ చాట్‌లో గానీ ఎప్పుడూ టైప్ చేయకండి, ఎవరికీ చెప్పకండి. ఈ సైట్ గానీ ప్రోగ్రామ్ గానీ దాన్ని ఎప్పుడూ అడగవు.",
  "general.chat.kb.network.q":
    "ఏ నెట్‌వర్క్?\nనెట్‌వర్క్\nఏ బ్లాక్‌చెయిన్\nబ్లాక్‌చెయిన్\nనెట్‌వర్క్ మార్చడం\nతప్పు నెట్‌వర్క్\nnetwork\nye network\nbep20\ntrc20\nye chain\ntron network\nusdt network\ntrc20 usdt\ntron lo pampavacha\nbsc\nbnb smart chain\nబిఈపి20\nటిఆర్సి20\nబీఈపీ20\nటీఆర్సీ20\nబిఎస్సి\nఏ చైన్\nయూఎస్డీటీ చైన్\nతప్పు చైన్\nthappu network\nnetwork lo pampali\nచైన్ లో పంపాలి",
  "general.chat.kb.network.a":
    "ప్రోగ్రామ్ తక్కువ ఫీజు ఉన్న ఒక బ్లాక్‌చెయిన్ నెట్‌వర్క్‌పై నడుస్తుంది. డబ్బు వేసే ముందు, రిజిస్టర్ చేసే ముందు వాలెట్‌ను ఆ నెట్‌వర్క్‌కు మార్చండి; వేరే నెట్‌వర్క్‌లో పంపిన టోకెన్లు చేరవు. Join పేజీలో దశ 3 చూడండి: {joinUrl}",
  "general.chat.kb.fees.q":
    "ఫీజు ఎంత?\nఫీజు\nలావాదేవీ ఫీజు\nగ్యాస్ ఫీజు\nగ్యాస్\nనేటివ్ టోకెన్\nfees\ngas fee\nfee entha\nbnb enduku\ncharge\ntransaction charge\nbnb entha kavali\nట్రాన్సాక్షన్ ఫీ\nఫీ ఎంత\ntransaction fee\nగ్యాస్ ఫీ\nబిఎన్బి ఫీ\nట్రాన్సాక్షన్ చార్జ్\nచార్జ్ ఎంత\nఫీజు కట్\nఫీ కట్ అవుతుంది",
  "general.chat.kb.fees.a":
    "నెట్‌వర్క్‌లో ప్రతి లావాదేవీకి చిన్న ఫీజు ఉంటుంది, సాధారణంగా ఒక సెంట్ కన్నా తక్కువ, అది నెట్‌వర్క్ నేటివ్ టోకెన్‌లో చెల్లిస్తారు. స్టేబుల్‌కాయిన్‌తో పాటు కొంచెం నేటివ్ టోకెన్ కూడా వాలెట్‌లో ఉంచండి, లేకపోతే రిజిస్ట్రేషన్ విఫలమవుతుంది.",
  "general.chat.kb.funding.q":
    "వాలెట్‌లో డబ్బు ఎలా వేయాలి?\nడబ్బు వేయడం\nస్టేబుల్‌కాయిన్ కొనడం\nUSDT ఎక్కడ కొనాలి\nవాలెట్‌లో usdt\nడిపాజిట్\nusdt ela konali\nwallet lo dabbulu\ndeposit ela\nusdt konadam\nusdt ela pampali\nphonepe lo usdt\nupi tho usdt\nusdt konadaniki\ndabbulu veyadam\ndabbu veyali\nబైనాన్స్ నుంచి usdt\nయూఎస్‌డీటీ కొనడం\nబినాన్స్\nబినాన్స్ యూఎస్డీటీ\nయూఎస్డీటీ వేయడం\nఫోన్పే\nయూఎస్డీటీ కొనాలి\nవాలెట్ లో వేయాలి\nusdt add cheyali\nusdt pampadam\nusdt konavachu",
  "general.chat.kb.funding.a":
    "డాలర్‌తో ముడిపడిన స్టేబుల్‌కాయిన్‌ను ఎక్స్ఛేంజ్‌లో లేదా వాలెట్ యాప్‌లో కొని, ప్రోగ్రామ్ నెట్‌వర్క్‌లో మీ వాలెట్‌కు పంపండి. స్టేబుల్‌కాయిన్‌లో కనీసం {amount} మరియు ఫీజుకు కొంత నేటివ్ టోకెన్ అవసరం. పంపే ముందు నెట్‌వర్క్, చిరునామా సరిచూడండి: బదిలీలు వెనక్కి రావు.",
  "general.chat.kb.minimum.q":
    "కనీస మొత్తం ఎంత?\nకనీస మొత్తం\nకనీసం ఎంత\nమొదలుపెట్టడానికి ఎంత డబ్బు కావాలి\nఎంత డబ్బు కావాలి\nచేరడానికి ఎంత ఖర్చు\nమొదటి స్లాట్ ధర\nminimum\nentha dabbu kavali\nminimum entha\nkaneesam entha\nstart cheyadaniki entha dabbu\ntakkuva entha\nentha rupayalu kavali\nentha dollars\nsaripotunda\nkanisam entha\nentha pettali\nమినిమం\nమినిమం ఎంత\nస్టార్ట్ చేయడానికి ఎంత\nఎన్ని డాలర్లు\nతక్కువలో తక్కువ\nఎంత పెట్టాలి\nenni dollars\nఎన్ని డాలర్లతో",
  "general.chat.kb.minimum.a":
    "కనీసం {amount}: మొదటి స్లాట్ ధర స్టేబుల్‌కాయిన్‌లో {amount}, దానితో పాటు ఫీజుకు కొంచెం నేటివ్ టోకెన్. పెద్ద స్లాట్లు ఖరీదైనవి; Slots పేజీలో జాబితా ఉంది: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "రిజిస్టర్ చేయడానికి ఏ లింక్?\nఏ లింక్\nరెఫరల్ లింక్\nలింక్ ఎక్కడ\nఈ లింకే ఎందుకు\nreferral link\nlink ekkada dorukutundi\nevari link\nfriend link\nఇన్వైట్ లింక్\nలింక్ కాపీ\nlink copy\nlink share cheyali\nలింక్ షేర్\nlink lekunda",
  "general.chat.kb.referralLink.a":
    "Join పేజీలో చూపిన రెఫరల్ లింక్ వాడి వాలెట్ బ్రౌజర్‌లో పేస్ట్ చేయండి. మీ స్పాన్సర్ ఎవరో ఆ లింకే నమోదు చేస్తుంది; వేరే లింక్‌తో రిజిస్టర్ చేస్తే స్పాన్సర్ మారుతారు, తర్వాత మార్చలేరు: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "స్పాన్సర్ అంటే ఏమిటి?\nస్పాన్సర్\nఅప్‌లైన్\nనా స్పాన్సర్ ఎవరు\nస్పాన్సర్ మార్చడం\nsponsor\nsponsor evaru\nupline\nsponsor marchadam\nsponsor marchagalama\nupline evaro\nsponsor marutara\nస్పాన్సర్ పేరు\nsponsor name\nఅప్లైన్ ఎవరు\nఅప్లైన్ మార్చడం\nupline marchukovacha\nస్పాన్సర్ మార్చుకోవడం\nనన్ను చేర్చిన వ్యక్తి\nనన్ను జాయిన్ చేసిన\nnannu cherchina vyakti\nnannu refer chesaru\nrefer chesina vyakti\nnaa upline\nupline evaru\nrefer chesindi evaru",
  "general.chat.kb.sponsor.a":
    "మీ స్పాన్సర్ (అప్‌లైన్) అంటే ఎవరి రెఫరల్ లింక్‌తో మీరు రిజిస్టర్ చేస్తారో ఆ సభ్యుడు. ప్రోగ్రామ్ మీ స్లాట్ చెల్లింపులో కొంత భాగాన్ని స్పాన్సర్‌కు ఇస్తుంది, మిమ్మల్ని వారి టీమ్‌లో ఉంచుతుంది. స్పాన్సర్ రిజిస్ట్రేషన్ సమయంలోనే నిర్ణయమవుతారు, తర్వాత మారరు.",
  "general.chat.kb.registerButton.q":
    "Register Now బటన్ ఎక్కడ?\nరిజిస్టర్ నౌ\nరిజిస్ట్రేషన్ విఫలం\nలావాదేవీ విఫలం\nరిజిస్టర్ కావడం లేదు\nఎర్రర్ వస్తోంది\nregister now error\nregister avvatledu\nబటన్ నొక్కినా\nపని చేయట్లేదు\nట్రాన్సాక్షన్ ఫెయిల్\nకన్ఫర్మ్ నొక్కితే\nరిజిస్టర్ అవ్వట్లేదు\nfail avtundi\nఫెయిల్ అవుతోంది",
  "general.chat.kb.registerButton.a":
    "వాలెట్ బ్రౌజర్‌లో రెఫరల్ లింక్ తెరిచిన తర్వాత Register Now నొక్కి వాలెట్‌లో లావాదేవీని నిర్ధారించండి. విఫలమైతే, వాలెట్ సరైన నెట్‌వర్క్‌లో ఉందా, ఫీజుకు సరిపడా స్టేబుల్‌కాయిన్, నేటివ్ టోకెన్ ఉన్నాయా చూడండి.",
  "general.chat.kb.incomeTypes.q":
    "ఆదాయ రకాలు ఏమిటి?\nఆదాయ రకాలు\nసంపాదించే మార్గాలు\nఎలా సంపాదించాలి\nఇన్‌కమ్ ప్లాన్\nబోనస్\nincome plan\nincome rakalu\nenni income lu\nరకాల ఆదాయం\n6 income lu\nincome rakaalu\nడైరెక్ట్ లెవెల్ తేడా\nఇన్కమ్ తేడా\nఎన్ని రకాలుగా\nrakaluga\nఆదాయ మార్గాలు\nincome list\nఆదాయాల లిస్ట్",
  "general.chat.kb.incomeTypes.a":
    "ఆరు ఉన్నాయి: డైరెక్ట్ ఆదాయం, లెవల్ ఆదాయం, గ్లోబల్ పూల్, లీడర్‌షిప్, వారపు రాయల్టీ, కాయిన్ పార్ట్‌నర్ వాటా. అన్నీ సభ్యులు స్లాట్లకు చెల్లించే డబ్బు నుంచే ఇస్తారు. Earnings పేజీ ప్రతిదాన్నీ వివరిస్తుంది: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "డైరెక్ట్ ఆదాయం అంటే ఏమిటి?\nడైరెక్ట్ ఆదాయం\nడైరెక్ట్ ఇన్‌కమ్\nరెఫరల్ బోనస్\nరెఫరల్ కమీషన్\ndirect income\ndirect bonus\nokarini cherpiste\ndirect referral\nnenu cherchina vallu\nnaa dwara join aithe\nసగం వస్తుంది\nచేర్చిన వాళ్ళ స్లాట్\nనేరుగా చేర్చిన\nneruga cherchina\ndirect commission\ndirect ga add chesina\ndirect referral commission",
  "general.chat.kb.directIncome.a":
    "డైరెక్ట్ ఆదాయం అంటే మీరు నేరుగా చేర్చిన ప్రతి వ్యక్తి స్లాట్ ధరలో 50%. ఉదాహరణకు, {small} స్లాట్ {smallHalf} ఇస్తుంది.",
  "general.chat.kb.levelIncome.q":
    "లెవల్ ఆదాయం అంటే ఏమిటి?\nలెవల్ ఆదాయం\nలెవల్ ఇన్‌కమ్\n10 లెవల్స్\nటీమ్ ఆదాయం\nlevel income\nlevel lo income\nteam income\nkinda vallu income\ndownline income\nlevel commission\nలెవల్ కమీషన్\n10 level percent\nలెవెల్స్\n10 లెవెల్స్\nలెవెల్ డబ్బులు\nటీమ్ కింద\nకింద వాళ్ళు చేరితే\nడౌన్‌లైన్ ఆదాయం\ndownline commission\nlevel wise income\nlevel wise commission\nlevel percentage\nlevels income",
  "general.chat.kb.levelIncome.a":
    "లెవల్ ఆదాయం అంటే మీ టీమ్‌లో 10 స్థాయిల వరకు ప్రతి సభ్యుని స్లాట్ ధరలో 2%, మొత్తం 20%.",
  "general.chat.kb.globalPool.q":
    "గ్లోబల్ పూల్ అంటే ఏమిటి?\nగ్లోబల్ పూల్\nగ్లోబల్ ఆదాయం\n2x6 మ్యాట్రిక్స్\n3640%\nglobal pool\npool income\nగ్లోబల్ పూల్ పని",
  "general.chat.kb.globalPool.a":
    "గ్లోబల్ పూల్ ఒక 2x6 మ్యాట్రిక్స్; ప్రోగ్రామ్ ప్రకారం ప్రతి సైకిల్‌కు స్లాట్ ధరలో 3640% వరకు ఇస్తుంది. అర్హత కోసం అదే స్లాట్ ఉన్న ఒక డైరెక్ట్ రెఫరల్ కావాలి.",
  "general.chat.kb.leadership.q":
    "లీడర్‌షిప్ ర్యాంకులు ఏమిటి?\nర్యాంక్\nలీడర్‌షిప్ ఆదాయం\nడైమండ్ ర్యాంక్\nగోల్డ్ ర్యాంక్\nrank\nleadership rank\nrank qualify\nబ్రాంజ్ ర్యాంక్\nర్యాంక్ ఇన్కమ్\nrank income\nర్యాంక్ బోనస్",
  "general.chat.kb.leadership.a":
    "ఐదు ర్యాంకులు: Beginner, Bronze, Silver, Gold, Diamond. ప్రోగ్రామ్ ప్రకారం ఇవి ర్యాంక్ ధరలో రోజుకు 0.25% నుంచి 1% ఇస్తాయి, అదే ర్యాంక్‌లో ఎంత మంది డైరెక్ట్ సభ్యులు ఉన్నారనే దానిపై ఆధారపడి, గరిష్ఠంగా 250%.",
  "general.chat.kb.royalty.q":
    "వారపు రాయల్టీ అంటే ఏమిటి?\nరాయల్టీ\nవీక్లీ రాయల్టీ\nరాయల్టీ పూల్\nవారపు ఆదాయం\nroyalty\nweekly royalty\nprathi vaaram\nvaaraniki royalty\nవారానికి రాయల్టీ\nవారం వారం రాయల్టీ\nరాయల్టీ వారం",
  "general.chat.kb.royalty.a":
    "ప్రతి స్లాట్‌లోని B, C స్థానాలు తమ నిధుల్లో 10% రాయల్టీ పూల్‌కు పంపుతాయి; అది ప్రతి వారం అర్హులైన సభ్యుల మధ్య పంచబడుతుంది.",
  "general.chat.kb.coinPartner.q":
    "కాయిన్ పార్ట్‌నర్ వాటా అంటే ఏమిటి?\nకాయిన్ పార్ట్‌నర్\nపార్ట్‌నర్ వాటా\nటోకెన్\nకాయిన్\nటోకెన్ ధర\ntoken vastunda\ncoin partner\ntoken value\ntoken viluva",
  "general.chat.kb.coinPartner.a":
    "B, C స్థానాలు 10% కాయిన్ పార్ట్‌నర్ వాటాకు కూడా పంపుతాయి; సభ్యులు దాన్ని టోకెన్లుగా పొందుతారు. టోకెన్ ధరలు పెరగవచ్చు తగ్గవచ్చు, కాబట్టి దాని విలువ అనిశ్చితం.",
  "general.chat.kb.slots.q":
    "ఎన్ని స్లాట్లు ఉన్నాయి?\nస్లాట్\nస్లాట్ లెవల్స్\nస్లాట్ ధర\nప్రతి స్లాట్ ధర\nస్లాట్ అంటే ఏమిటి\nslot\nslot dhara\nslot price\nenni slots\nslot rates\nanni slots dhara\nస్లాట్ల ధరలు\nస్లాట్ లిస్ట్\nslot list\nస్లాట్ రేటు\nస్లాట్ల రేట్లు",
  "general.chat.kb.slots.a":
    "పది స్లాట్ లెవల్స్ ఉన్నాయి, {first} నుంచి {last} వరకు. Slots పేజీలో ప్రతిదాని ధర, ప్రోగ్రామ్ చెప్పే చెల్లింపు ఉన్నాయి: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "స్లాట్ అప్‌గ్రేడ్ ఎలా?\nఅప్‌గ్రేడ్\nతర్వాతి స్లాట్\nపెద్ద స్లాట్\nతర్వాతి లెవల్\nupgrade\nslot upgrade\ntarvata slot\npedda slot\nnext slot\nslot 2 konadam\ninko slot konali\nతర్వాతి స్లాట్ కొనడం\nఇంకో స్లాట్\nnext slot teesukovadam\nslot teesukovali",
  "general.chat.kb.upgrade.a":
    "మీకు కావలసినప్పుడు తర్వాతి స్లాట్ లెవల్‌ను, మొదటిదానిలాగే వాలెట్ నుంచి ధర చెల్లించి కొనవచ్చు. పెద్ద స్లాట్ ఖరీదైనది, ఇతరులు కూడా ఆ లెవల్‌లో పాల్గొంటేనే దాని సంఖ్యలు వర్తిస్తాయి; కాబట్టి ఇది పెద్ద రిస్క్, ఖచ్చితమైన లాభం కాదు.",
  "general.chat.kb.matrix.q":
    "మ్యాట్రిక్స్ ఎలా పనిచేస్తుంది?\nమ్యాట్రిక్స్\nM4 మ్యాట్రిక్స్\n4x1 మ్యాట్రిక్స్\nస్థానాలు\nసైకిల్\nmatrix\nmatrix ante\nm4 matrix\nposition\npositions\nplacement\nmatrix explain\nప్లేస్మెంట్\nమ్యాట్రిక్స్ వివరణ\nekkadiki velthayi\nఎక్కడికి వెళ్తాయి\nmatrix full",
  "general.chat.kb.matrix.a":
    "ప్రతి స్లాట్ నాలుగు స్థానాలున్న M4 (4x1) మ్యాట్రిక్స్. స్థానం A 10% లీడర్‌షిప్‌కు, 40% గ్లోబల్ పూల్‌కు; B, C 10% రాయల్టీకి, 10% కాయిన్ పార్ట్‌నర్ వాటాకు; D 100% మీ స్పాన్సర్ ఖాళీ స్థానాలకు పంపుతాయి, తర్వాత సైకిల్ మళ్లీ మొదలవుతుంది: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "నేను ఎంత సంపాదించగలను?\nఎంత సంపాదించవచ్చు\nఎంత ఆదాయం వస్తుంది\nసంపాదన\nలాభం\nనెలవారీ ఆదాయం\nధనవంతుడు కాగలనా\nentha sampadinchavachu\nnelaku entha vastundi\nnelaki entha\nentha labham\ndaily earning\nearning\nsampadinchagalana\nప్రాఫిట్\nlakh sampadana\nrojuku entha\nprathi nela entha\nnela income\nనెలకి ఎంత\nసంపాదించొచ్చు\nనెలకి లక్ష\nరోజుకి ఎంత\nrojuki entha\nnelaki vela\nవేలు సంపాదించవచ్చా\nsampadinchagalam\nsampadinchochu\nsampadana entha\nmonthly income entha",
  "general.chat.kb.earnHowMuch.a":
    "ఇది సున్నా నుంచి మొదలవుతుంది, చాలా మందికి తక్కువే. ప్లాన్ ప్రతి డైరెక్ట్ రెఫరల్ స్లాట్ ధరలో 50%, 10 స్థాయిల్లో ప్రతి సభ్యునికి 2%, పూల్, ర్యాంక్, రాయల్టీ వాటాలు ఇస్తుంది; కానీ అన్నీ ఇతరులు స్లాట్లు కొనడం నుంచే వస్తాయి. మీ ద్వారా ఎవరూ చేరకపోతే డైరెక్ట్, లెవల్ ఆదాయం సున్నా. ప్లాన్: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "మనుషులను చేర్చాలా?\nమనుషులను చేర్చడం\nరెఫర్ చేయాలా\nరెఫర్ లేకుండా ఆదాయం\nఎవరినీ చేర్చకుండా సంపాదించవచ్చా\nrefer cheyala\nmanushulanu cherchali\nevarini cherchakunda\njoin cheyinchakunda\nrefer cheyakunda\nఎవరినీ చేర్చకుండా\nచేర్చకుండా ఆదాయం\nమనుషుల్ని చేర్చడం\nచేర్చడం తప్పనిసరి\nevarni cherchakapothe\nచేర్చకపోతే ఆదాయం\ncherpakapothe",
  "general.chat.kb.recruiting.a":
    "చాలావరకు, అవును. డైరెక్ట్, లెవల్ ఆదాయం మీ ద్వారా చేరినవారి నుంచి, వారి టీమ్‌ల నుంచి మాత్రమే వస్తుంది; గ్లోబల్ పూల్‌కు అదే స్లాట్ ఉన్న ఒక డైరెక్ట్ రెఫరల్ కావాలి. ఎవరినీ చేర్చకపోతే ఆదాయం బహుశా సున్నా లేదా చాలా తక్కువ.",
  "general.chat.kb.risks.q":
    "ఇందులో ప్రమాదాలు ఏమిటి?\nప్రమాదం\nరిస్క్\nనష్టభయం\nఇది సురక్షితమా\nనా డబ్బు సురక్షితమా\nపెట్టుబడి పెట్టవచ్చా\nrisk enti\nsafe aa\nrisk unda\nసేఫా\nడబ్బులు పెట్టడం సేఫ్\ninvest risk\nరిస్కులు\nrisk lu\nscheme safe aa\nడేంజరా\nపెట్టుబడి డేంజర్\ndabbulu pedithe\nపెట్టుబడి పెడితే",
  "general.chat.kb.risks.a":
    "ముఖ్య ప్రమాదాలు: స్లాట్లకు చెల్లించినదంతా పోగొట్టుకోవచ్చు; మీ కింద మనుషులు చేరితేనే ఆదాయం, చాలా మంది కొద్దిమందిని లేదా ఎవరినీ చేర్చలేరు; క్రిప్టో, వచ్చే టోకెన్ల ధర పడిపోవచ్చు; తప్పు చిరునామాకు పంపిన డబ్బు లేదా లీకైన రికవరీ ఫ్రేజ్ తిరిగి రావు. పోయినా భరించగల డబ్బునే వాడండి.",
  "general.chat.kb.loseMoney.q":
    "నా డబ్బు పోతుందా?\nడబ్బు పోవడం\nడబ్బు నష్టపోతానా\nనష్టం\nఎవరూ చేరకపోతే\nఆగిపోతే\ndabbulu pothaya\nnashtam vastunda\nloss avutunda\nnashtam\nmotham pothaya\ndabbulu poyite\nmottam poyite\ncompany parigettesthe\ncompany close aithe\nmotham potaya\ndabbulu poye\nnashtam ayye\npoye chance\ndabbulu potey\nడబ్బులు పోతాయా\ndabbulu poyithe\nmoney poyithe\npoyina dabbulu\nnashtam baadhyata",
  "general.chat.kb.loseMoney.a":
    "అవును, డబ్బు పోవచ్చు. స్లాట్లకు చెల్లించినది తిరిగి రాదు, ఇతరులను చేర్చకపోతే ఆదాయం ఎప్పటికీ రాకపోవచ్చు, క్రిప్టో విలువ కూడా పడిపోవచ్చు.",
  "general.chat.kb.guarantee.q":
    "ఆదాయానికి గ్యారంటీ ఉందా?\nగ్యారంటీ\nహామీ\nఖచ్చితమైన ఆదాయం\nస్థిర ఆదాయం\nలాభం ఖచ్చితమా\nguarantee unda\nincome kachitamga vastunda\nkhachitanga\npromise\nprofit promise\nప్రాఫిట్ గ్యారంటీ\nఫిక్స్‌డ్ ఆదాయం\nfixed income\nఖచ్చితంగా వస్తుందా\ndouble avutunda\ndouble guarantee\nguarantee istara",
  "general.chat.kb.guarantee.a":
    "ఏదీ ఖచ్చితం కాదు. ఈ సంఖ్యలు ప్రోగ్రామ్ సొంత ప్లాన్, హామీ కాదు; ఎవరూ మీకు ఆదాయాన్ని హామీ ఇవ్వలేరు.",
  "general.chat.kb.scam.q":
    "ఇది మోసమా?\nమోసం\nస్కామ్\nఫ్రాడ్\nనకిలీ\nఇది నిజమైనదా\nనమ్మవచ్చా\nscam\nidi mosama\nfraud aa\nscam aa\nfraud\nmosam\nfake\nnijama mosama\nనమ్మొచ్చా\nfake company\nఫ్రాడ్ కంపెనీ\nఫ్రాడా\nమోసపు ప్లాన్\nnammadagina\nనమ్మదగినదా\nnammali\nnammocha\nfraud kaadu\nnammakam\nmosapoyina\nmosapotama",
  "general.chat.kb.scam.a":
    "ఇది సురక్షితమని ఈ సైట్ మీకు చెప్పే స్థితిలో లేదు. ఇది ఏమిటంటే: స్మార్ట్ కాంట్రాక్ట్ నడిపే రెఫరల్ ప్రోగ్రామ్; సభ్యులకు వచ్చేది ఇతర సభ్యులు స్లాట్లకు చెల్లించే డబ్బు నుంచే. కాబట్టి ఆదాయం కొత్తవారు చేరడంపై ఆధారపడుతుంది; చేరడం తగ్గితే ఆదాయం తగ్గుతుంది లేదా ఆగిపోతుంది. చాలా దేశాల నియంత్రణ సంస్థలు ఇలాంటి పథకాల గురించి హెచ్చరిస్తాయి; డబ్బు పెట్టే ముందు మీరే తనిఖీ చేయండి.",
  "general.chat.kb.legal.q":
    "ఇది చట్టబద్ధమా?\nచట్టబద్ధం\nలీగల్\nచట్టవిరుద్ధం\nభారత్‌లో అనుమతి ఉందా\nనిషేధమా\nపన్ను\nlegal\nidi legal aa\nlegal aa\nchattabaddham\nchattaprakaram sarainadena\npermission\ntelangana lo legal\ngovernment permission\nrbi approval\nsebi\nincome tax\nఇండియాలో లీగల్\npolice case\nపోలీస్ కేసు",
  "general.chat.kb.legal.a":
    "మీరు ఎక్కడ ఉంటారనే దానిపై ఆధారపడుతుంది. మనుషులను చేర్చడం ద్వారా ఆదాయం వచ్చే రెఫరల్ పథకాలను కొన్ని దేశాలు పరిమితం చేస్తాయి లేదా నిషేధిస్తాయి; క్రిప్టో నియమాలు కూడా ప్రాంతాన్ని బట్టి మారుతాయి. ఈ సైట్ న్యాయ సలహా ఇవ్వదు: మీ దేశ నియమాలను, ఆదాయపు పన్నుతో సహా, తనిఖీ చేయండి.",
  "general.chat.kb.pyramid.q":
    "ఇది పిరమిడ్ స్కీమా?\nపిరమిడ్\nపిరమిడ్ స్కీమ్\nMLM\nనెట్‌వర్క్ మార్కెటింగ్\nచైన్ బిజినెస్\npyramid scheme\nchain link business\nచైన్ లింక్\nmlm business\nmoney chain\nponzi\nponzi scheme\nఎంఎల్ఎం\nఎంఎల్ఎం బిజినెస్\nమనీ చైన్\nపోంజీ\nపోంజీ స్కీమ్\nchain system\nచైన్ సిస్టమ్",
  "general.chat.kb.pyramid.a":
    "ఇది ఒక రెఫరల్ ప్రోగ్రామ్; సభ్యులు తాము చేర్చినవారు, వారు చేర్చినవారు స్లాట్లకు చెల్లించే డబ్బు నుంచి సంపాదిస్తారు: బహుళ స్థాయి నిర్మాణం. చెల్లించే డబ్బు సభ్యుల స్లాట్ చెల్లింపుల నుంచే వస్తుంది, బయటి కస్టమర్లకు ఏదైనా అమ్మడం నుంచి కాదు. ఇది చట్టవిరుద్ధ పిరమిడ్ స్కీమ్‌గా పరిగణించబడుతుందా అనేది మీ దేశ చట్టంపై ఆధారపడుతుంది.",
  "general.chat.kb.refund.q":
    "రీఫండ్ వస్తుందా?\nరీఫండ్\nడబ్బు వెనక్కి\nరిజిస్ట్రేషన్ రద్దు\nలావాదేవీ వెనక్కి\ndabbulu tirigi\nrefund\ntirigi istara\ncancel cheyocha\ndabbulu venakki\nరిటర్న్\nడబ్బులు రిటర్న్\nక్యాన్సిల్ చేసి\nడబ్బులు వెనక్కి\nvenakki teesukovadam\nవెనక్కి తీసుకోవడం\ndabbulu return\nmoney tirigi\nmoney return\ntirigi ivvara",
  "general.chat.kb.refund.a":
    "స్మార్ట్ కాంట్రాక్ట్‌కు చేసిన చెల్లింపును ఎవరూ రద్దు చేయలేరు, తిరిగి ఇవ్వలేరు, ఈ సైట్ కూడా. ఆదాయంగా తిరిగి రానంతవరకు స్లాట్‌కు చెల్లించినది పోయినట్టే భావించండి.",
  "general.chat.kb.withdraw.q":
    "డబ్బు ఎలా తీసుకోవాలి?\nవిత్‌డ్రా\nడబ్బు తీయడం\nచెల్లింపు ఎప్పుడు వస్తుంది\nపేఅవుట్\nwithdraw\ndabbulu ela teeyali\nwithdraw ela\ndabbulu teesukovadam\ndabbulu eppudu vastayi\nwithdrawal\nincome eppudu\ndabbu ela teesukovali\nsampadinchina dabbulu teeyadam\nడబ్బులు తీసుకోవడం\nవాలెట్ లోకి ఎప్పుడు\nరూపాయలుగా మార్చడం\nrupees ki marchali\nబ్యాంక్ కి పంపడం\nవచ్చిన డబ్బులు\nఆదాయం వాలెట్ కి\nincome wallet ki",
  "general.chat.kb.withdraw.a":
    "ఈ సైట్ ఏ డబ్బునూ ఉంచుకోదు, ఏదీ చెల్లించదు. ప్రోగ్రామ్ ప్రకారం దాని స్మార్ట్ కాంట్రాక్ట్ మీరు రిజిస్టర్ చేసిన వాలెట్‌కే నేరుగా చెల్లింపులు పంపుతుంది, కాబట్టి విత్‌డ్రా ఫారం లేదు: వాలెట్‌లో, బ్లాక్‌చెయిన్ ఎక్స్‌ప్లోరర్‌లో చూడవచ్చు, స్టేబుల్‌కాయిన్‌ను ఎక్స్ఛేంజ్‌లో అమ్మవచ్చు.",
  "general.chat.kb.whoRuns.q":
    "ఈ సైట్‌ను ఎవరు నడుపుతున్నారు?\nమీరు ఎవరు\nయజమాని ఎవరు\nఈ సైట్ ఎవరు చేశారు\nదీని వెనుక ఎవరు\nsite evaru nadiputunnaru\nowner evaru\nsite evaru tayaru chesaru\nevaru chesaru\nevaru naduputunnaru\nగైడ్ ఎవరు\nnadipedi evaru\nwebsite evaridi\nsite nadipedi",
  "general.chat.kb.whoRuns.a":
    "ఈ సైట్ ప్రోగ్రామ్ స్వతంత్ర ప్రచారకులు తయారుచేసిన అనధికారిక గైడ్. ప్రోగ్రామ్ సృష్టికర్తలు దీన్ని నడపరు, ఆమోదించరు, సమర్థించరు. దీని రెఫరల్ లింకులతో మీరు రిజిస్టర్ చేస్తే, ఈ గైడ్ వెనుక ఉన్నవారు దాని నుంచి సంపాదించవచ్చు.",
  "general.chat.kb.official.q":
    "ఇది అధికారిక సైట్‌నా?\nఅధికారిక\nఆఫీషియల్\nఆఫీషియల్ వెబ్‌సైట్\nమీరు కంపెనీనా\nofficial\nofficial site\nasalu site\noriginal site\ncompany site\nguide site\nunofficial guide\nఅఫీషియల్ సైట్\nఒరిజినల్ సైట్\nఒరిజినల్ వెబ్‌సైట్\nకంపెనీ సైట్\nఅసలు సైట్",
  "general.chat.kb.official.a":
    "ఇది అధికారిక సైట్ కాదు. ఇది ఒక అనధికారిక గైడ్; ప్రోగ్రామ్ దీన్ని నడపదు, ఆమోదించదు, సమర్థించదు.",
  "general.chat.kb.contact.q":
    "మిమ్మల్ని ఎలా సంప్రదించాలి?\nసంప్రదింపు\nసపోర్ట్\nహెల్ప్‌లైన్\nఫోన్ నంబర్\nఈమెయిల్\nవాట్సాప్\nటెలిగ్రామ్\ncontact\nwhatsapp number\nsupport\ncustomer care\nsupport team\nసపోర్ట్ టీమ్\nగ్రూప్ లింక్",
  "general.chat.kb.contact.a":
    "ఈ గైడ్‌కు హెల్ప్ డెస్క్ గానీ ఫోన్ లైన్ గానీ లేదు. మీరు వాడిన లింక్ యజమాని అయిన మీ స్పాన్సర్‌ను అడగండి, లేదా పేజీ కింద ఉన్న కమ్యూనిటీ లింకులు వాడండి. నిజమైన ఎవరూ మీ రికవరీ ఫ్రేజ్ గానీ సహాయానికి డబ్బు గానీ అడగరు.",
  "general.chat.kb.presentations.q":
    "ప్రెజెంటేషన్ ఎక్కడ?\nప్రెజెంటేషన్\nస్లైడ్స్\nPDF\nతెలుగులో ప్లాన్\npresentation\nppt\ntelugu ppt\nplan pdf",
  "general.chat.kb.presentations.a":
    "Presentations పేజీలో ప్రోగ్రామ్ గురించి స్లైడ్స్ ఉన్నాయి, ముందుగా మీ భాషలో; మీ స్లైడ్స్‌ను కూడా సమీక్షకు పంపవచ్చు: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "వీడియో ఉందా?\nవీడియో\nట్యుటోరియల్\nయూట్యూబ్\nవీడియో గైడ్\nvideo\nyoutube video\nవీడియోలో చూపించండి\nvideo chupinchu",
  "general.chat.kb.videos.a":
    "హోమ్ పేజీలో ఒక పరిచయ వీడియో, Join పేజీలో రిజిస్ట్రేషన్ చూపించే ఒక ట్యుటోరియల్ వీడియో ఉన్నాయి: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "ఇది ఏమిటి?\nఈ ప్రోగ్రామ్ ఏమిటి\nఇది ఎలా పనిచేస్తుంది\nప్రోగ్రామ్ వివరించండి\nఈ బిజినెస్ ఏమిటి\nidi enti\nye program\nbusiness explain\ne type business\nఏం ప్లాన్\nప్లాన్ ఏంటి\nscheme enti\nprogram em chestundi\nee program enti",
  "general.chat.kb.whatIsIt.a":
    "ఇది తక్కువ ఫీజు బ్లాక్‌చెయిన్‌పై స్లాట్ ఆధారిత రెఫరల్ ప్రోగ్రామ్: సభ్యులు స్టేబుల్‌కాయిన్‌తో స్లాట్లు కొంటారు, ఒక స్మార్ట్ కాంట్రాక్ట్ ఆ చెల్లింపులను ఆరు రకాల ఆదాయంగా సభ్యుల మధ్య పంచుతుంది. ఈ సైట్ దాన్ని సరళమైన భాషలో, ప్రమాదాలతో సహా వివరించే అనధికారిక గైడ్.",
  "general.chat.kb.hello.q":
    "నమస్కారం\nహలో\nహాయ్\nధన్యవాదాలు\nhello\nnamaskaram\nnamaste\nhello anna\nhi andi\ngood morning\nhai anna\nela unnaru\nbagunnara\nనమస్తే\nనమస్తే అన్న",
  "general.chat.kb.hello.a":
    "నమస్కారం! చేరడం, వాలెట్, కనీస మొత్తం, ఆదాయ రకాలు, స్లాట్లు లేదా ప్రమాదాల గురించి నన్ను అడగండి.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "హాస్పిటల్\nhospital\nడాక్టర్\ndoctor\nమందులు\nజ్వరం\nజిమ్\ngym\nworkout\nబరువు తగ్గడం\ndiet\nస్కూల్\nschool\nకాలేజీ\ncollege\nపరీక్షలు\nexam\neamcet\nఎంసెట్\ninter results\nటెన్త్ రిజల్ట్స్\nఆర్మీ\narmy\nపెళ్లి\npelli\npelli choopulu\ngirlfriend\nవంట\nbiryani\nrecipe\nrestaurant\nసినిమా\nmovie\nnetflix\nక్రికెట్\ncricket\nipl\npubg\nbgmi\nfreefire\ncandy crush\nవాతావరణం\nweather\nవర్షం\nట్రైన్ టికెట్\ntrain ticket\nirctc\nrtc bus\nflight\nhotel\nvisa\npassport\naadhaar\nఆధార్\ndriving licence\nపెట్రోల్\npetrol\ndiesel\nకరెంట్ బిల్లు\nelectricity bill\nwifi router\nజాతకం\nhoroscope\nelection\nచీర\nsaree\nబట్టలు\nmakeup\nparking\ntraffic challan\njob interview\nఇంటి అద్దె\nhouse rent\nవ్యవసాయం\nfarming\nసంక్రాంతి\nదసరా\ntollywood\ntirupati darshan\nairtel\nఎయిర్‌టెల్\njio\nజియో\nbsnl\nబీఎస్ఎన్ఎల్\nvodafone\nsbi\nఎస్బిఐ\nhdfc\nicici\ncanara\napspdcl\ntgspdcl\ntsspdcl\nindane\nmeeseva\nమీసేవ\nration\nరేషన్\nపాన్\nvoter\nఓటర్\naarogyasri\nrythu bandhu\ntspsc\nappsc\nintermediate\nఇంటర్మీడియట్\nఅమెజాన్\nflipkart\nఫ్లిప్‌కార్ట్\nmeesho\nswiggy\nస్విగ్గీ\nzomato\nzepto\nrapido\nola\nredbus\ntsrtc\napsrtc\nఆర్టీసీ\nindigo\nspicejet\ntatkal\nజూమ్\nసెమినార్\nhotstar\nmaruti\nsplendor\nactiva\naxis\nrto\nparivahan\nfastag\naadhar\nయూనివర్సిటీ\nహోంవర్క్\nజొమాటో\nbigbasket\nతత్కాల్\nఇండిగో\nsharechat\nఈటీవీ\nసీరియల్\nmahindra\npulsar\nbajaj\nఎక్సెల్\ntuition fee\nట్యూషన్ ఫీజు\nlic\nఎల్ఐసి\nepf\nprovident fund\ninsurance\nజీతం\njeetham\nrecharge\nరీఛార్జ్\nసిమ్ కార్డు\nresult\nరిజల్ట్\nadmission\nఅడ్మిషన్\nbitcoin mining\nfacebook\nఫేస్‌బుక్\ninstagram\nఇన్స్టాగ్రామ్\ngmail\nfree fire\nపెన్షన్\nupload\ndiabetes\nsugar\nషుగర్\ncancer\nblood pressure\nfreelancing\nfiverr\nupwork\nsavings\nషాప్\nshop\nదుకాణం\nనాయకత్వ లక్షణాలు\nఆర్డర్\nవీసా\norder cancel",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `ఏమిటి ఏంటి ఎలా ఎక్కడ ఎప్పుడు ఎందుకు ఎవరు ఏది ఏ ఎంత ఎన్ని నేను నా నాకు నన్ను మేము మనం
    మీరు మీ మీకు నువ్వు ఇది అది ఈ ఆ ఇక్కడ అక్కడ మరియు లేదా ఉంది ఉన్నాయి ఉందా అవుతుందా చేయాలి
    చేయడం కావాలి చెప్పండి దయచేసి అంటే please
    bro anna andi sir enti emiti ela ekkada entha enni evaru ye edi idi adi nenu naa naaku meeru mee undi unda untundi kavali cheyali cheppandi aa a ga lo ki ni please pls asalu
    emi kuda nijamga
    ardham kaaledu ayye unnaru unnayi untayi ilanti avakasham
    చేసే కాదు కదా కాదా కాదుగా లాగా ఏం ఏమేమి దీన్ని దీనికి ఇందులో దీనిలో బ్రో చెప్పు కొంచెం నిజంగా
    ikkada konchem cheppu evaro evari evariki adugutunnaru kosam okka padutundi antunnaru avi ayina vaalla valla anni okasari istara chestara ani deenitho deeniki deenilo kada loki ayyaka anukunte vaddu nijanga antunnadu cheyandi cheste teliyatledu tho aithe
    kani teliyadu
    vastundi vastunda vastaya vastayi vastunnay vastunnayi
    avvali avvadaniki avvadam teeskunte
    చూడాలి ఇవ్వండి ప్రతి prathi
    సరిపోతుందా ఎవరికైనా పడుతుంది ఎవరో తెలుస్తుంది ఏమీ వరకు వస్తాయా వస్తుందా ఉన్నాయా అన్నా కాలేదు చేస్తుంది అర్థం
    వచ్చాను మీద ఉంటుందా తర్వాత అంటోంది వాళ్ళ వాళ్ళు మంది చేసి లోకి
    ఉన్నారు ఎవరికి నుండి gurinchi గురించి leda vere వేరే deenivalla అవుతుంది avutunda avutundi avtundi వస్తుంది వస్తాయి
    కూడా వేరేది లేకపోతే leka ఏమైనా emaina unte aina vastondi chesthe pampandi ivvandi vaddha
    kadha kadaa laaga enta cheyyali cheyyaali ra oka ee emaina enti ante`,
};
