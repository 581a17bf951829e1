// Bengali knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "সোজা কথা: এটি একটি রেফারেল প্রোগ্রাম। যেকোনো আয় অন্যদের যুক্ত করার ওপর নির্ভর করে এবং শূন্যও হতে পারে, ক্রিপ্টোর দাম কমতে পারে, আর এখানে কিছুই আর্থিক পরামর্শ নয়। দাবিত্যাগ পড়ুন: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "এগুলো প্রোগ্রামের নিজের প্রকাশিত হিসাব, কোনো প্রতিশ্রুতি নয়: আসল আয় শূন্যও হতে পারে।",
  "general.chat.kb.join.q":
    "আমি কীভাবে যোগ দেব?\nকীভাবে যোগ দেব\nযোগদানের নিয়ম\nরেজিস্টার কীভাবে করব\nরেজিস্ট্রেশন\nসাইন আপ\nকীভাবে শুরু করব\nজয়েন\nkivabe join korbo\nkivabe register korbo\njoin korar niyom\nregister kivabe kori\naccount kholar niyom\nmember hote\nnotun member\ndhukte chai\nregistration kivabe\ndhukbo\nekhane dhukte\naccount khola\nনতুন একাউন্ট\nএকাউন্ট খোলার নিয়ম\nঅ্যাকাউন্ট খুলতে\njoin dite chai\nমেম্বার হওয়া\nজয়েনিং প্রসেস\njog dite\njog debo kivabe\nরেজিস্টার করার নিয়ম\nঅ্যাকাউন্ট খুলব\nএকাউন্ট খুলব\nmember hobo\nজয়েন করার নিয়ম\nজয়েনের নিয়ম\nজয়েন করার উপায়\nমেম্বার হব\nমেম্বার হতে চাই\njoyen\nএকাউন্ট করা\naccount kora\njoining\nনিবন্ধন\nঢুকব\nকিভাবে ঢুকব\njogdan\njogdaner niyom\nরেজিষ্ট্রেশন\nরেজিষ্টার\nরেজিস্টার প্রসেস\napnader sathe kaj\nসদস্য হওয়া\nসদস্য হব",
  "general.chat.kb.join.a":
    "নেটওয়ার্ক সমর্থন করে এমন একটি ওয়ালেট ইনস্টল করুন, সেটিকে নেটওয়ার্কে বদলান, স্টেবলকয়েনে অন্তত {amount} আর ফির জন্য সামান্য নেটিভ টোকেন রাখুন, ওয়ালেটের ভেতরের ব্রাউজার খুলুন, আপনার রেফারেল লিংক পেস্ট করে Register Now চাপুন। Join পাতায় প্রতিটি ধাপ আছে: {joinUrl}",
  "general.chat.kb.wallet.q":
    "কোন ওয়ালেট ব্যবহার করব?\nওয়ালেট\nকোন ওয়ালেট\nওয়ালেট অ্যাপ\nওয়ালেট কোথা থেকে ডাউনলোড করব\nwallet\nkon wallet\nkon wallet use korbo\nwallet konta\ntrust wallet\nwallet download\ncrypto rakhar app\nmetamask\nkon app\nbest wallet konta\nক্রিপ্টো ওয়ালেট অ্যাপ\nকোন অ্যাপ\nট্রাস্ট ওয়ালেট\nমেটামাস্ক\nওয়ালেট নামানো\nওয়ালেট ইন্সটল\nসেফপাল\nkon wallet bhalo\nwallet valo konta\niphone wallet\nক্রিপ্টো রাখার অ্যাপ",
  "general.chat.kb.wallet.a":
    "প্রোগ্রামের নেটওয়ার্ক সমর্থন করে এবং ভেতরে (dApp) ব্রাউজার আছে এমন একটি পরিচিত ক্রিপ্টো ওয়ালেট অ্যাপ ব্যবহার করুন। শুধু ফোনের অফিসিয়াল অ্যাপ স্টোর থেকে ইনস্টল করুন। Join পাতায় ধাপগুলো আছে: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "রিকভারি ফ্রেজ কী?\nরিকভারি ফ্রেজ\nসিড ফ্রেজ\n১২টি শব্দ\nগোপন শব্দ\nপ্রাইভেট কী\nseed phrase\nওয়ালেটের নিরাপত্তা\n12 ta shobdo\n12 word\nrecovery phrase\n12 ta word\nsecret word\nprivate key\nshobdo harie gele\ngopon shobdo\nscreenshot\nphrase er chhobi\n১২ শব্দ\nশব্দ হারিয়ে গেলে\nফ্রেজ লিখে রাখা\n১২টা শব্দ\n১২টা ওয়ার্ড\nওয়ার্ড সেভ রাখা\nwallet ferot ana\nwallet restore\nwallet recover\nরিস্টোর করা\nkagoje likhe rakha",
  "general.chat.kb.recoveryPhrase.a":
    "ওয়ালেট তৈরির সময় ১২ বা ২৪ শব্দের একটি রিকভারি ফ্রেজ দেখায়। সেটি কাগজে লিখে নিরাপদে রাখুন। যার কাছে এটি থাকবে সে ওয়ালেটের সবকিছু নিয়ে নিতে পারে: কোনো ওয়েবসাইট বা চ্যাটে কখনো লিখবেন না, কাউকে দেবেন না। এই সাইট বা প্রোগ্রামের কেউ কখনো এটি চাইবে না।",
  "general.chat.kb.network.q":
    "কোন নেটওয়ার্ক?\nনেটওয়ার্ক\nকোন ব্লকচেইন\nব্লকচেইন\nনেটওয়ার্ক পরিবর্তন\nভুল নেটওয়ার্ক\nnetwork\nkon network\nbep20\ntrc20\nkon chain\nkon network e\nbsc\ntron\nbinance smart chain\nvul network\nbhul chain e pathiyechi\nভুল চেইনে পাঠানো\nঅন্য চেইনে\nবিইপি২০\nটিআরসি২০\nবিএসসি\nট্রন\nবাইনান্স স্মার্ট চেইন\nচেইনে পাঠানো\nকোন চেইনে\nচেইনে পাঠাতে\nনেটওয়ার্ক সিলেক্ট\nট্রনে\nআসেনি\nপৌঁছায়নি\nasheni\npouchayni\nreceive hoyni\nভুল নেটওয়ার্কে পাঠিয়ে\nভুল চেইন\nভুল করে পাঠিয়ে দিয়েছি\npathate hobe kon network",
  "general.chat.kb.network.a":
    "প্রোগ্রামটি কম ফির একটি ব্লকচেইন নেটওয়ার্কে চলে। টাকা ভরা আর রেজিস্টার করার আগে ওয়ালেটকে সেই নেটওয়ার্কে বদলান; অন্য নেটওয়ার্কে পাঠানো টোকেন পৌঁছায় না। Join পাতার ধাপ ৩ দেখুন: {joinUrl}",
  "general.chat.kb.fees.q":
    "ফি কত?\nফি\nলেনদেন ফি\nগ্যাস ফি\nগ্যাস\nনেটিভ টোকেন\nনেটিভ টোকেন কেন লাগবে\nচার্জ\nfees\ngas fee\nfee koto\nbnb keno lage\ncharge kate\nkoto charge\nkete nibe\nnetwork fee\nkhoroch koto\nলেনদেন খরচ\ngas er jonno\nbnb rakhte\nbnb dorkar keno\nট্রানজেকশন ফি\nট্রানজেকশন চার্জ\nকত টাকা কাটে\nবিএনবি কেন\nবিএনবি লাগে\nকত কাটবে\nপ্রতি লেনদেনে\nগ্যাস ফিস\ncharge koto\ncash out charge\nবিএনবি রাখবো\nগ্যাসের জন্য\nবিএনবি কাটে\nkete ney\nkoto kate\nprotibar transaction\nkatbe\nlenden fee\nbnb kate\ntaka katche",
  "general.chat.kb.fees.a":
    "নেটওয়ার্কে প্রতিটি লেনদেনে ছোট একটি ফি লাগে, সাধারণত এক সেন্টেরও কম, যা নেটওয়ার্কের নেটিভ টোকেনে দিতে হয়। স্টেবলকয়েনের পাশাপাশি ওয়ালেটে একটু নেটিভ টোকেন রাখুন, নইলে রেজিস্ট্রেশন ব্যর্থ হবে।",
  "general.chat.kb.funding.q":
    "ওয়ালেটে টাকা কীভাবে ভরব?\nটাকা কীভাবে ভরব\nস্টেবলকয়েন কীভাবে কিনব\nUSDT কোথায় কিনব\nওয়ালেটে usdt\nডিপোজিট\nওয়ালেটে টাকা পাঠানো\nusdt kivabe kinbo\nwallet e taka\ndeposit kivabe\nusdt kothay pabo\ntaka dhukabo\nbinance theke pathabo\nwallet e pathano\nbkash diye usdt\nnagad\nusdt kinbo\np2p\nইউএসডিটি কিনব\nupi diye usdt\nrupee theke usdt\nphonepe gpay diye kinbo\nusdt kena\ndollar kena\nbkash rocket nagad\nবিকাশ দিয়ে ইউএসডিটি\nনগদ\nডলার কেনা\nওয়ালেটে আনা\nবাইনান্স থেকে পাঠানো\nক্রিপ্টো কেনা\nনগদ দিয়ে কেনা\nবাইবিট\nকুকয়েন\nওকেএক্স\nrocket diye usdt\nরকেট দিয়ে\nusdt kinte",
  "general.chat.kb.funding.a":
    "ডলারের সঙ্গে বাঁধা স্টেবলকয়েন কোনো এক্সচেঞ্জ থেকে বা ওয়ালেট অ্যাপের ভেতরে কিনুন এবং প্রোগ্রামের নেটওয়ার্কে আপনার ওয়ালেটে পাঠান। আপনার লাগবে স্টেবলকয়েনে অন্তত {amount} আর ফির জন্য কিছু নেটিভ টোকেন। পাঠানোর আগে নেটওয়ার্ক ও ঠিকানা মিলিয়ে নিন: ট্রান্সফার ফেরানো যায় না।",
  "general.chat.kb.minimum.q":
    "সর্বনিম্ন কত টাকা লাগবে?\nসর্বনিম্ন পরিমাণ\nন্যূনতম টাকা\nশুরু করতে কত লাগবে\nকত টাকা লাগবে\nকমপক্ষে কত টাকা\nকত টাকা লাগে\nযোগ দিতে কত খরচ\nপ্রথম স্লটের দাম\nminimum\nkoto taka lagbe\nkom koto lagbe\nminimum koto\nkompokkhe koto taka\nshuru korte koto taka\nsobcheye kom\nkoto dollar\nshuru korte koto\n2 dollar\nকত ডলার লাগবে\nশুরু করতে কত ডলার\n২ ডলার\nসবচেয়ে কম কত\nঅ্যামাউন্ট\nমিনিমাম\nকত ডলার দিয়ে শুরু\nকত টাকা ঢালতে\ntaka dhalte\nছোট অ্যামাউন্ট\nসবচেয়ে কম টাকা",
  "general.chat.kb.minimum.a":
    "সর্বনিম্ন {amount}: প্রথম স্লটের দাম স্টেবলকয়েনে {amount}, সঙ্গে ফির জন্য সামান্য নেটিভ টোকেন। বড় স্লটের দাম বেশি; Slots পাতায় তালিকা আছে: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "রেজিস্টার করতে কোন লিংক?\nকোন লিংক\nরেফারেল লিংক\nইনভাইট লিংক\nলিংক কোথায়\nএই লিংক কেন\nreferral link\nreferral link kothay\nlink kothay pabo\nkar link\nlink diye register\ninvite link\nlink den\nkon link diye dhukbo\nলিংক শেয়ার\nলিংক পাঠিয়েছে\nকার লিংক\nrefer link",
  "general.chat.kb.referralLink.a":
    "Join পাতায় দেখানো রেফারেল লিংকটি ব্যবহার করুন এবং ওয়ালেটের ব্রাউজারে পেস্ট করুন। লিংক থেকেই ঠিক হয় আপনার স্পনসর কে; অন্য লিংকে রেজিস্টার করলে স্পনসর আলাদা হবে, পরে আর বদলানো যায় না: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "স্পনসর কী?\nস্পনসর\nআপলাইন\nআমার স্পনসর কে\nস্পনসর বদলানো\nকে রেফার করেছে\nsponsor\nsponsor ke\nupline\nsponsor change\nsponsor bodlano\namar upline\nupline ke\namake ke add korlo\nস্পন্সর\nkar under e\nunder e join\nকে রেফার করলো\nsponsor vul\nvul sponsor\nভুল স্পনসর\nরেফারার\nreferrer\nje amake eneche\namake ke eneche\namar upore ke\nupor e ke\nউপরে কে",
  "general.chat.kb.sponsor.a":
    "আপনার স্পনসর (আপলাইন) সেই সদস্য যার রেফারেল লিংকে আপনি রেজিস্টার করেন। প্রোগ্রাম আপনার স্লট পেমেন্টের একটি অংশ স্পনসরকে দেয় এবং আপনাকে তার টিমে রাখে। রেজিস্ট্রেশনের সময় স্পনসর ঠিক হয়, পরে বদলায় না।",
  "general.chat.kb.registerButton.q":
    "Register Now বোতাম কোথায়?\nরেজিস্টার নাউ\nরেজিস্ট্রেশন ব্যর্থ\nলেনদেন ব্যর্থ\nরেজিস্টার হচ্ছে না\nএরর আসছে\nঅ্যাকাউন্ট অ্যাক্টিভেট\nregister now error\nregister hocche na\nরেজিস্টার বাটন\nবাটন কাজ করছে না\nregister button kaj korche na\nনাউ চাপলে\nফেইল\nফেল\nট্রানজেকশন ফেইল\nক্লিক করলাম এরর\nএরর\nকিছুই হয় না\nকিছু হচ্ছে না\nবাটনে ক্লিক\nকনফার্ম\nকনফার্ম করার পর",
  "general.chat.kb.registerButton.a":
    "ওয়ালেটের ব্রাউজারে রেফারেল লিংক খোলার পর Register Now চাপুন এবং ওয়ালেটে লেনদেন নিশ্চিত করুন। ব্যর্থ হলে দেখুন ওয়ালেট ঠিক নেটওয়ার্কে আছে কি না এবং ফির জন্য যথেষ্ট স্টেবলকয়েন ও নেটিভ টোকেন আছে কি না।",
  "general.chat.kb.incomeTypes.q":
    "আয়ের ধরন কী কী?\nআয়ের ধরন\nইনকামের প্রকার\nআয়ের উপায়\nকীভাবে আয় করব\nইনকাম প্ল্যান\nবোনাস\nincome plan\nincome koto rokom\nayer dhoron\nki ki bhabe income\nincome er source\nkoto rokom income\nরকমের ইনকাম\nincome er dhoron\nincome er rasta\nayer rasta\nincome korar upay\nkibhabe income kora jay\nছয় ধরনের ইনকাম\nকত উপায়ে\nইনকামের সোর্স\nআয়ের সোর্স\nকত রকম ইনকাম\nkivabe income hoy\nbonus gulo\nsob bonus\nবোনাসগুলো\nকত রকম বোনাস\nআয়ের রাস্তা",
  "general.chat.kb.incomeTypes.a":
    "ছয়টি: ডাইরেক্ট ইনকাম, লেভেল ইনকাম, গ্লোবাল পুল, লিডারশিপ, সাপ্তাহিক রয়্যালটি এবং কয়েন পার্টনার শেয়ার। সবই সদস্যদের স্লট পেমেন্ট থেকে দেওয়া হয়। Earnings পাতায় প্রতিটির ব্যাখ্যা আছে: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "ডাইরেক্ট ইনকাম কী?\nডাইরেক্ট ইনকাম\nডাইরেক্ট বোনাস\nরেফারেল বোনাস\nরেফারেল কমিশন\nকাউকে যোগ করালে কী পাব\ndirect income\ndirect bonus\nnije refer korle\nsorasori refer\ndirect commission\n50 percent\namar refer kora lok\ndirect referral er percent\nnije anle koto percent\nসরাসরি রেফারেল কমিশন\njoin korale koto\n৫০ পার্সেন্ট\nজয়েন করালে\nজয়েন করাবো\nজয়েন করানো মেম্বার\njoin korabo\njoin korano",
  "general.chat.kb.directIncome.a":
    "ডাইরেক্ট ইনকাম হলো আপনি সরাসরি যাকে যুক্ত করেন তার স্লটের দামের 50%। যেমন, {small} স্লটে {smallHalf}।",
  "general.chat.kb.levelIncome.q":
    "লেভেল ইনকাম কী?\nলেভেল ইনকাম\nলেভেল বোনাস\n১০ লেভেল\nটিম ইনকাম\nটিম থেকে আয়\nlevel income\nlevel theke income\nnicher lok\nteam er nicher\ndownline\n2 percent\nnich theke income\nনিচের লেভেল\nনিচের লোকের কমিশন\n২ পার্সেন্ট\nডাউনলাইন\nডাউনলাইন কমিশন\nlebel income\nটিমের ইনকাম\nতৃতীয় লেভেলের লোক",
  "general.chat.kb.levelIncome.a":
    "লেভেল ইনকাম হলো আপনার টিমের ১০ লেভেল পর্যন্ত প্রতিটি সদস্যের স্লটের দামের 2%, মোট 20%।",
  "general.chat.kb.globalPool.q":
    "গ্লোবাল পুল কী?\nগ্লোবাল পুল\nগ্লোবাল ইনকাম\n2x6 ম্যাট্রিক্স\n3640%\nপুল ইনকাম\nglobal pool\npool income\nglobal pool e taka",
  "general.chat.kb.globalPool.a":
    "গ্লোবাল পুল একটি 2x6 ম্যাট্রিক্স, প্রোগ্রামের দাবি অনুযায়ী প্রতি সাইকেলে স্লটের দামের 3640% পর্যন্ত দেয়। যোগ্য হতে একই স্লট থাকা একজন সরাসরি রেফারেল লাগে।",
  "general.chat.kb.leadership.q":
    "লিডারশিপ র‍্যাঙ্ক কী?\nর‍্যাঙ্ক\nলিডারশিপ ইনকাম\nলিডারশিপ বোনাস\nডায়মন্ড র‍্যাঙ্ক\nগোল্ড র‍্যাঙ্ক\nrank\nrank kivabe\nleadership rank\ndiamond rank\ndiamond\nrank pete\nসিলভার র‍্যাঙ্ক\nব্রোঞ্জ\nর্যাংক",
  "general.chat.kb.leadership.a":
    "পাঁচটি র‍্যাঙ্ক: Beginner, Bronze, Silver, Gold এবং Diamond। প্রোগ্রামের মতে এগুলো র‍্যাঙ্কের দামের প্রতিদিন 0.25% থেকে 1% দেয়, একই র‍্যাঙ্কে কতজন সরাসরি সদস্য আছে তার ওপর নির্ভর করে, সর্বোচ্চ 250%।",
  "general.chat.kb.royalty.q":
    "সাপ্তাহিক রয়্যালটি কী?\nরয়্যালটি\nসাপ্তাহিক রয়্যালটি\nরয়্যালটি পুল\nসাপ্তাহিক আয়\nroyalty\nweekly royalty\nsaptahik royalty\nsoptahik\nsaptahik\nweekly income\nproti soptahe\nপ্রতি সপ্তাহে আয়\nসপ্তাহে রয়্যালটি\nউইকলি রয়্যালটি\nরয়েলটি\nরয়ালটি\nroyality",
  "general.chat.kb.royalty.a":
    "প্রতিটি স্লটের B ও C প্লেসমেন্ট তাদের অর্থের 10% একটি রয়্যালটি পুলে পাঠায়, যা প্রতি সপ্তাহে যোগ্য সদস্যদের মধ্যে ভাগ হয়।",
  "general.chat.kb.coinPartner.q":
    "কয়েন পার্টনার শেয়ার কী?\nকয়েন পার্টনার\nপার্টনার শেয়ার\nটোকেন\nকয়েন\nটোকেন পাব কি\nটোকেনের দাম\ntoken pabo\ncoin partner\ntoken dibe\ncoin\ntoken value\ntoken er dam\ntoken bikri\nটোকেন বিক্রি",
  "general.chat.kb.coinPartner.a":
    "B ও C প্লেসমেন্ট 10% কয়েন পার্টনার শেয়ারেও পাঠায়, যা সদস্যরা টোকেন হিসেবে পান। টোকেনের দাম ওঠানামা করে, তাই এর মূল্য অনিশ্চিত।",
  "general.chat.kb.slots.q":
    "কয়টি স্লট আছে?\nস্লট\nস্লট লেভেল\nস্লটের দাম\nপ্রতিটি স্লটের দাম কত\nস্লট কী\nslot\nslot er dam\nslot price\nkoyta slot\nmot slot\nslot koyta\nslot er rate\nrate list\nমোট স্লট\nসবচেয়ে বড় স্লট\nসবচেয়ে দামি স্লট\nস্লট প্রাইস\nদশটা স্লট\nসব স্লটের দাম\nস্লটের লিস্ট\nপ্রাইস লিস্ট",
  "general.chat.kb.slots.a":
    "দশটি স্লট লেভেল আছে, {first} থেকে {last} পর্যন্ত। Slots পাতায় প্রতিটির দাম ও প্রোগ্রামের দাবি করা আয় আছে: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "স্লট আপগ্রেড কীভাবে করব?\nআপগ্রেড\nপরের স্লট\nবড় স্লট\nআরেকটি স্লট কেনা\nপরের লেভেল\nupgrade\nslot upgrade\nporer slot\nnext slot\nboro slot\nboro slot er labh\nপরের স্লট কেনা\nবড় স্লট নিলে লাভ\narekta slot\nছোট স্লট থেকে বড়\nবড় স্লটে যাওয়া\nউপরের স্লট\nস্লট বাড়ানো\nবড় স্লটে বেশি আয়\nআপগ্রেডে বেশি লাভ",
  "general.chat.kb.upgrade.a":
    "যখন খুশি পরের স্লট লেভেল কিনতে পারেন, প্রথমটির মতো ওয়ালেট থেকে দাম দিয়ে। বড় স্লটের দাম বেশি এবং তার হিসাব তখনই খাটে যখন অন্যরাও সেই লেভেলে থাকে, তাই এটি বড় ঝুঁকি, নিশ্চিত লাভ নয়।",
  "general.chat.kb.matrix.q":
    "ম্যাট্রিক্স কীভাবে কাজ করে?\nম্যাট্রিক্স\nM4 ম্যাট্রিক্স\n4x1 ম্যাট্রিক্স\nপ্লেসমেন্ট\nটাকার বণ্টন\nসাইকেল\nmatrix\nmatrix ki\nm4 matrix\n4x1\nplacement\nটাকা ভাগ হয়\nকিভাবে ভাগ\nমেট্রিক্স",
  "general.chat.kb.matrix.a":
    "প্রতিটি স্লট চারটি প্লেসমেন্টের একটি M4 (4x1) ম্যাট্রিক্স। প্লেসমেন্ট A 10% লিডারশিপে ও 40% গ্লোবাল পুলে পাঠায়; B ও C 10% রয়্যালটিতে ও 10% কয়েন পার্টনার শেয়ারে; D 100% আপনার স্পনসরের খালি প্লেসমেন্টে পাঠায়, তারপর সাইকেল আবার শুরু হয়: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "আমি কত আয় করতে পারব?\nকত টাকা আয় হবে\nমাসে কত আয়\nকত আয় হবে\nকত টাকা কামাতে পারব\nআয়\nলাভ\nমুনাফা\nপ্রফিট\nমাসিক আয়\nধনী হতে পারব কি\nkoto income hobe\nmase koto taka\nkoto income\nmase koto ay\nkoto labh\nmasik koto\nprotidin koto\nkamano\nkoto kamano jay\nhajar taka income\ndaily income\nbochore koto\nkamate\nmase koto rupees\nহাজার টাকা আয়\nরোজ কত\nপ্রতিদিন কত আয়\nপ্রফিট কত\nসাইড ইনকাম\nkamai\nকামাই\nprotimase",
  "general.chat.kb.earnHowMuch.a":
    "এটা শূন্য থেকে শুরু করে যেকোনো কিছু হতে পারে, আর বেশিরভাগ মানুষের জন্য অল্প। প্ল্যান প্রতিটি সরাসরি রেফারেলের স্লটের দামের 50%, ১০ লেভেলে প্রতি সদস্যের 2%, আর পুল, র‍্যাঙ্ক ও রয়্যালটির অংশ দেয়, কিন্তু সবই আসে অন্যদের স্লট কেনা থেকে। আপনার মাধ্যমে কেউ যোগ না দিলে ডাইরেক্ট ও লেভেল ইনকাম শূন্য। প্ল্যান: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "লোক যুক্ত করা কি জরুরি?\nলোক যুক্ত করা\nরেফার করা লাগবে\nরেফার ছাড়া আয়\nকাউকে না এনে আয়\nঅন্যদের আনতে হবে কি\nrefer korte hobe\nlok anle\nrefer chara\nlok na ene\nrefer na korle income\nrefer na korle\nkauke na dhukiye income\nলোক না আনলে আয়\nlok na dhukale\nরেফার না করলে আয়\nনা জুড়ে\nলোক না জুড়লে\nটিম না বানিয়ে\nটিম ছাড়া ইনকাম\nনা আনলে\nকাউকে না আনলে\nরেফার ছাড়া ইনকাম\nlok jorano\nlok jorate hobe\nlok na jorale\nএকা আয়\nশুধু নিজে আয়",
  "general.chat.kb.recruiting.a":
    "বেশিরভাগ ক্ষেত্রে, হ্যাঁ। ডাইরেক্ট ও লেভেল ইনকাম আসে শুধু আপনার মাধ্যমে যোগ দেওয়া মানুষ ও তাদের টিম থেকে, আর গ্লোবাল পুলে একই স্লটের একজন সরাসরি রেফারেল লাগে। কাউকে যুক্ত না করলে আয় সম্ভবত শূন্য বা খুব কম।",
  "general.chat.kb.risks.q":
    "এতে কী ঝুঁকি আছে?\nঝুঁকি\nরিস্ক\nবিপদ\nএটা কি নিরাপদ\nআমার টাকা কি নিরাপদ\nক্ষতির দিক\nবিনিয়োগ করা উচিত কি\njhuki ki\nsafe to\nrisk ache\nsafe ki\nnirapod\nbipod\nbipod ache\njhuki\nrisky\nরিস্ক ফ্রি\nrisk free\nসেফ\nসেফ তো\nটাকা রাখা সেফ\nক্রিপ্টোর দাম পড়ে",
  "general.chat.kb.risks.a":
    "প্রধান ঝুঁকি: স্লটের জন্য দেওয়া সব টাকা হারাতে পারেন; আয় আসে শুধু আপনার নিচে লোক যোগ দিলে, আর বেশিরভাগ মানুষ খুব কম বা কাউকেই আনতে পারেন না; ক্রিপ্টো ও পাওয়া টোকেনের দাম পড়তে পারে; ভুল ঠিকানায় পাঠানো টাকা বা ফাঁস হওয়া রিকভারি ফ্রেজ ফেরানো যায় না। শুধু সেই টাকা দিন যা হারালে সামলাতে পারবেন।",
  "general.chat.kb.loseMoney.q":
    "আমার টাকা কি ডুবে যেতে পারে?\nটাকা হারানো\nটাকা ডুবে যাবে\nডুবে যাওয়া\nটাকা হারাতে পারি\nলোকসান\nক্ষতি হবে কি\nকেউ যোগ না দিলে\nবন্ধ হয়ে গেলে\ntaka ki dube jabe\nloss hobe ki\ntaka dube jabe\nloss hobe\ntaka harabo\ntaka hariye\ntaka dube\nloss\nlokshan\ntaka atke\ntaka atke gele\nproject bondho hole\nsite bondho hoye gele\ndayi ke\nলস হবে\nটাকা লস\nটাকা ডুবলে\nজলে যাবে\nটাকা জলে\ndube jaowar bhoy\ntaka harie\nsob taka harabo\nharie jabe\ntaka chole jabe\nটাকা চলে যাবে",
  "general.chat.kb.loseMoney.a":
    "হ্যাঁ, টাকা হারাতে পারেন। স্লটের জন্য দেওয়া টাকা ফেরত আসে না, অন্যদের যুক্ত না করলে আয় হয়তো কখনো আসবে না, আর ক্রিপ্টোর দাম কমতে পারে।",
  "general.chat.kb.guarantee.q":
    "আয়ের কি গ্যারান্টি আছে?\nগ্যারান্টি\nনিশ্চিত আয়\nপাকা আয়\nফিক্সড ইনকাম\nলাভ কি নিশ্চিত\nপ্রতিশ্রুতি\nincome ki guaranteed\nnishchit income\nguarantee ache\nlabh er guarantee\nnishchit labh\npakka income\nguaranteed\n100% sure\nincome sure\nপাক্কা প্রফিট\nফিক্সড টাকা\nগ্যারেন্টি\nguranti\ngaranti\nprofit fixed\ngaranty\nguarentee",
  "general.chat.kb.guarantee.a":
    "কিছুই নিশ্চিত নয়। এই হিসাবগুলো প্রোগ্রামের নিজের পরিকল্পনা, প্রতিশ্রুতি নয়, আর কেউই আপনাকে আয়ের প্রতিশ্রুতি দিতে পারে না।",
  "general.chat.kb.scam.q":
    "এটা কি স্ক্যাম?\nস্ক্যাম\nপ্রতারণা\nজালিয়াতি\nভুয়া\nফ্রড\nএটা কি আসল\nবিশ্বাস করা যায়\nscam\neta ki fraud\neta ki bhua\nprottarona naki\nscam ki\nfraud\nprotarona\nfake\nthok\nthokabaji\nbhua\npalabe\ntaka niye palabe\nbatpar\nটাকা নিয়ে পালাবে\nভেগে যাবে\nধান্দাবাজি\nবাটপারি\nধোঁকা\nঠকবাজি\nঠগ\nঠকাবে\nফেক\nফ্রড কোম্পানি\nbhuya\nvuya\nvua\nfake company\nfroud\nfrod\nthokbaj\nঠকবাজ\nprottarok\nপ্রতারক",
  "general.chat.kb.scam.a":
    "এই সাইট আপনাকে বলতে পারে না যে এটি নিরাপদ। এটি কী: স্মার্ট কন্ট্র্যাক্টে চলা একটি রেফারেল প্রোগ্রাম, যেখানে সদস্যরা যা পান তা আসে অন্য সদস্যদের স্লট পেমেন্ট থেকে। তাই আয় নতুন মানুষের যোগদানের ওপর নির্ভর করে, যোগদান কমলে আয় কমে বা থেমে যায়। অনেক দেশের নিয়ন্ত্রকরা এমন স্কিম নিয়ে সতর্ক করেন, তাই টাকা দেওয়ার আগে নিজে যাচাই করুন।",
  "general.chat.kb.legal.q":
    "এটা কি বৈধ?\nবৈধ\nআইনি\nঅবৈধ\nবাংলাদেশে কি অনুমতি আছে\nনিষিদ্ধ কি\nলাইসেন্স\nট্যাক্স\nlegal\neta ki boidho\nlegal ki\nboidho\nbangladesh e legal\nain ki bole\nnishiddho kina\nsorkar\nban\nnishiddho\ntax dite\nincome tax\nindia te legal\nভারতে বৈধ\nআইনত বৈধ\nসরকারি অনুমোদন\nbharote legal\nainoto thik\nলিগ্যাল\nলিগাল\nইলিগ্যাল\nব্যান\nইন্ডিয়াতে লিগ্যাল\npolice dhorbe\nain er jhamela\nwest bengal legal\nপশ্চিমবঙ্গে বৈধ\nপাকিস্তানে বৈধ\npakistan e legal\nহালাল\nহালাল নাকি হারাম\nhalal\nhalal naki haram\nislam e halal\nislam\nইসলামে\nallow kore naki",
  "general.chat.kb.legal.a":
    "এটা নির্ভর করে আপনি কোথায় থাকেন তার ওপর। কিছু দেশ এমন রেফারেল স্কিম সীমিত বা নিষিদ্ধ করে যেখানে আয় আসে লোক যুক্ত করা থেকে, আর ক্রিপ্টোর নিয়ম জায়গাভেদে আলাদা। এই সাইট আইনি পরামর্শ দেয় না: আপনার দেশের নিয়ম দেখুন, আয়ের ওপর কর সহ।",
  "general.chat.kb.pyramid.q":
    "এটা কি পিরামিড স্কিম?\nপিরামিড\nপিরামিড স্কিম\nএমএলএম\nMLM\nনেটওয়ার্ক মার্কেটিং\nচেইন ব্যবসা\npyramid scheme\nmlm business\nnetwork marketing\nponzi\nmlm type\nchain business\nচেইন বিজনেস\nএমএলএম টাইপ\nপঞ্জি\nপঞ্জি স্কিম\nএমএলএম চেইন\nchain system\nচেইন সিস্টেম",
  "general.chat.kb.pyramid.a":
    "এটি একটি রেফারেল প্রোগ্রাম যেখানে সদস্যরা আয় করেন তাদের আনা মানুষ এবং তাদের আনা মানুষদের স্লট পেমেন্ট থেকে: একটি বহুস্তরের কাঠামো। দেওয়া টাকা আসে সদস্যদের স্লট পেমেন্ট থেকে, বাইরের ক্রেতাদের কাছে কিছু বিক্রি করে নয়। এটি অবৈধ পিরামিড স্কিম গণ্য হবে কি না, তা আপনার দেশের আইনের ওপর নির্ভর করে।",
  "general.chat.kb.refund.q":
    "রিফান্ড পাব কি?\nরিফান্ড\nটাকা ফেরত\nরেজিস্ট্রেশন বাতিল\nলেনদেন ফেরত\nটাকা ফেরত কীভাবে পাব\ntaka ferot\nrefund\nferot pabo\ntaka ferot paowa\nferot\nপেমেন্ট ফেরত\nক্যানসেল\nভুল স্লট কিনে\nferot chai\ntaka ferot chai\nbhul kore kena\nbhul kore payment\nভুল করে কিনে ফেলেছি",
  "general.chat.kb.refund.a":
    "স্মার্ট কন্ট্র্যাক্টে দেওয়া পেমেন্ট কেউ বাতিল বা ফেরত দিতে পারে না, এই সাইটও না। স্লটের জন্য দেওয়া টাকা চলে গেছে বলে ধরুন, যদি না আয় হয়ে ফিরে আসে।",
  "general.chat.kb.withdraw.q":
    "টাকা কীভাবে তুলব?\nউইথড্র\nটাকা তোলা\nপেমেন্ট কখন পাব\nপেআউট\nক্যাশ কীভাবে করব\nwithdraw\ntaka kivabe tulbo\nwithdraw kivabe\ntaka uthabo\ntulte\ntaka tulte\nbkash e nibo\nউত্তোলন\npayment sorasori wallet e\ntaka wallet e ashe\nincome bkash e\nwallet theke bkash e\nearning tulbo\nইনকাম তোলা\nইনকামের টাকা তোলা\nইনকাম তুলবো\ncash out\nইউএসডিটি টাকায় বদলানো\nbkash e ante\nwithdraw process\nউইথড্র প্রসেস",
  "general.chat.kb.withdraw.a":
    "এই সাইট কোনো টাকা রাখে না এবং কিছু দেয় না। প্রোগ্রামের মতে তার স্মার্ট কন্ট্র্যাক্ট পেমেন্ট সরাসরি সেই ওয়ালেটে পাঠায় যা দিয়ে আপনি রেজিস্টার করেছেন, তাই কোনো উইথড্র ফর্ম নেই: পেমেন্ট ওয়ালেটে ও ব্লকচেইন এক্সপ্লোরারে দেখা যায়, আর স্টেবলকয়েন কোনো এক্সচেঞ্জে বিক্রি করা যায়।",
  "general.chat.kb.whoRuns.q":
    "এই সাইট কে চালায়?\nআপনারা কারা\nমালিক কে\nএই সাইট কে বানিয়েছে\nএর পেছনে কে\nমালিক\nপ্রতিষ্ঠাতা\nsite ke chalay\nmalik ke\nowner\nbaniyeche\nke baniyeche\nsite er malik\npichone ke\ncompany r malik\ncompany owner\nke banalo\nwebsite ke banalo\nওয়েবসাইটের মালিক\nগাইড কে বানিয়েছে\nগাইড\nচালাচ্ছে\nadmin ke\nএডমিন কে\nঅ্যাডমিন\nke maintain kore",
  "general.chat.kb.whoRuns.a":
    "এই সাইট প্রোগ্রামের স্বাধীন প্রচারকদের তৈরি একটি অনানুষ্ঠানিক গাইড। প্রোগ্রামের নির্মাতারা এটি চালান না, অনুমোদন বা সমর্থন করেন না। এর রেফারেল লিংকে রেজিস্টার করলে এই গাইডের পেছনের মানুষরা তা থেকে আয় করতে পারেন।",
  "general.chat.kb.official.q":
    "এটা কি অফিসিয়াল সাইট?\nঅফিসিয়াল\nঅফিসিয়াল ওয়েবসাইট\nসরকারি সাইট\nআপনারা কি কোম্পানি\nআসল সাইট\nofficial site\nasol site\nasol official\nofficial naki\ncompany theke\ncompany er lok\ncompany r site",
  "general.chat.kb.official.a":
    "এটি অফিসিয়াল সাইট নয়। এটি একটি অনানুষ্ঠানিক গাইড, যা প্রোগ্রাম চালায় না, অনুমোদন বা সমর্থন করে না।",
  "general.chat.kb.contact.q":
    "আপনাদের সঙ্গে যোগাযোগ কীভাবে করব?\nযোগাযোগ\nসাপোর্ট\nহেল্পলাইন\nকাস্টমার কেয়ার\nফোন নম্বর\nইমেইল\nহোয়াটসঅ্যাপ\nটেলিগ্রাম\nঅভিযোগ\njogajog\nwhatsapp number\nsupport\nhelp line\nhelpline number\ncustomer care\nkotha bolte chai\nsahajjo\nহোয়াটসঅ্যাপ নাম্বার\nসাহায্যের জন্য যোগাযোগ\nটেলিগ্রাম গ্রুপ\nকথা বলতে চাই\nসাহায্য দরকার\nসাহায্য চাই\nemail address\nইমেইল এড্রেস",
  "general.chat.kb.contact.a":
    "এই গাইডের কোনো হেল্প ডেস্ক বা ফোন লাইন নেই। আপনার স্পনসরকে জিজ্ঞেস করুন, যার লিংক আপনি ব্যবহার করেছেন, অথবা পাতার নিচের কমিউনিটি লিংক দেখুন। সত্যিকারের কেউ কখনো আপনার রিকভারি ফ্রেজ বা সাহায্যের বিনিময়ে টাকা চাইবে না।",
  "general.chat.kb.presentations.q":
    "প্রেজেন্টেশন কোথায়?\nপ্রেজেন্টেশন\nস্লাইড\nপিডিএফ\nবাংলায় প্ল্যান\nবিজনেস প্ল্যান\npresentation\npdf\npdf bangla\nppt\nplan er pdf\nস্লাইডগুলো",
  "general.chat.kb.presentations.a":
    "Presentations পাতায় প্রোগ্রাম নিয়ে স্লাইড আছে, আগে আপনার ভাষায়, আর আপনি নিজের স্লাইডও পর্যালোচনার জন্য পাঠাতে পারেন: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "কোনো ভিডিও আছে?\nভিডিও\nটিউটোরিয়াল\nইউটিউব\nভিডিও গাইড\nvideo\nyoutube video\nyoutube tutorial\ntutorial video",
  "general.chat.kb.videos.a":
    "হোম পাতায় একটি পরিচিতি ভিডিও এবং Join পাতায় রেজিস্ট্রেশন দেখানো একটি টিউটোরিয়াল ভিডিও আছে: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "এটা কী?\nএই প্রোগ্রাম কী\nএটা কীভাবে কাজ করে\nপ্রোগ্রামটা বুঝিয়ে বলুন\nএটা কী নিয়ে\nএই ব্যবসা কী\neta ki\neta ki program\nprogram ta ki\neta ki jinis\nkiser plan\nei plan ta ki\nki dhoroner program\nকী ধরনের প্রোগ্রাম\nকিসের প্রোগ্রাম\nস্মার্ট কন্ট্রাক্ট\nproject ta ki\nkemon project\ninvestment app\nki app eta\nkiser kaj\nki dhoroner kaj",
  "general.chat.kb.whatIsIt.a":
    "এটি কম ফির ব্লকচেইনে একটি স্লট-ভিত্তিক রেফারেল প্রোগ্রাম: সদস্যরা স্টেবলকয়েনে স্লট কেনেন, আর একটি স্মার্ট কন্ট্র্যাক্ট সেই টাকা ছয় ধরনের আয় হিসেবে সদস্যদের মধ্যে ভাগ করে। এই সাইট একটি অনানুষ্ঠানিক গাইড, যা সহজ ভাষায়, ঝুঁকিসহ, এটি ব্যাখ্যা করে।",
  "general.chat.kb.hello.q":
    "নমস্কার\nহ্যালো\nহাই\nআসসালামু আলাইকুম\nধন্যবাদ\nhello\nnomoskar\nassalamualaikum\nhello bhai\nsalam\ngood morning\nshubho sokal\nশুভ সকাল\nassalamu alaikum\nসালাম\nshuvo ratri\nshubho sondha\nআদাব",
  "general.chat.kb.hello.a":
    "নমস্কার! আমাকে যোগদান, ওয়ালেট, সর্বনিম্ন টাকা, আয়ের ধরন, স্লট বা ঝুঁকি নিয়ে জিজ্ঞেস করুন।",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "জিম\nডায়েট\nওজন কমানো\nডাক্তার\nহাসপাতাল\nওষুধ\nজ্বর\nস্কুল\nকলেজ\nপরীক্ষা\nএসএসসি\nবিসিএস\nসেনাবাহিনী\nচাকরি\nবিয়ে\nরান্না\nরেসিপি\nবিরিয়ানি\nইলিশ\nসিনেমা\nনাটক\nক্রিকেট\nবিপিএল\nলুডু\nআবহাওয়া\nবৃষ্টি\nট্রেনের টিকিট\nপাসপোর্ট\nভিসা\nএনআইডি\nভোটার\nড্রাইভিং\nপেট্রোল\nবিদ্যুৎ বিল\nসিলিন্ডার\nজামা কাপড়\nশাড়ি\nপার্কিং\nবাসা ভাড়া\nচাষ\nধান\nদুর্গা পূজা\nঈদ\nচুল পড়া\ngym\nojon komano\ndoctor\ndaktar\noshudh\nschool\ncollege\nexam\nporikkha\nhsc\nbcs\narmy\nbiye\nranna\nrecipe\nbiryani\nilish\ncinema\nnatok\nhoichoi\ncricket\nbpl\npubg\nfreefire\nabohawa\nbrishti\ntrain ticket\npassport\npetrol\nbiddut bill\njama kapor\nbasha bhara\nchash\ndurga pujo\neid\ngrameenphone\nbanglalink\nrobi\nteletalk\nগ্রামীণফোন\nবাংলালিংক\nরবি\nটেলিটক\nএয়ারটেল\nজিও\nব্রডব্যান্ড\nbrac\njanata\npubali\nagrani\ndesco\ndpdc\nwasa\ntitas\nডেসকো\nওয়াসা\nতিতাস\ncesc\nwbsedcl\nজন্মনিবন্ধন\nজন্ম নিবন্ধন\njonmo nibondhon\nlakshmir bhandar\nলক্ষ্মীর ভান্ডার\nস্বাস্থ্য সাথী\nkanyashree\nকন্যাশ্রী\nরেশন\nssc\njsc\nmadhyamik\nমাধ্যমিক\nউচ্চমাধ্যমিক\nবোর্ড\ndaraz\nfoodpanda\npathao\nchaldal\nদারাজ\nফুডপান্ডা\nপাঠাও\nউবার\nbiman\nnovoair\nরেলওয়ে\nimo\nইমো\nজুম\nঅ্যাসাইনমেন্ট\nথিসিস\nvarsity\nভার্সিটি\nবিশ্ববিদ্যালয়\nইউনিভার্সিটি\nকোচিং\ncoaching\nটিউশন\nchorki\njalsha\nairtel\npan\nnid\nflipkart\nrailway\nchakri\nnews\nখবর\nkhobor\nচামড়ার\nচামড়া\nchamrar\nchamra\nleather\ngari\nগাড়ি\nশপিং\nshopping\nwarranty\nওয়ারেন্টি\nbhorti fee\nভর্তি ফি\nlic\nএলআইসি\nবীমা\nbima company\ninsurance\nবেতন\nbeton\nরিচার্জ\nrecharge\nসিম কার্ড\nরেজাল্ট\nresult\nএডমিশন\nadmission\nভর্তি\nbhorti\nbitcoin mining\nমাইনিং\nfdr\nএফডিআর\nসঞ্চয়পত্র\ndutch bangla\ndbbl\nডাচ বাংলা\nfacebook\nফেসবুক\ninstagram\nইনস্টাগ্রাম\ngmail\nজিমেইল\ntiktok\nটিকটক\nfree fire\nফ্রি ফায়ার\nupload\nআপলোড\ndiabetes\nডায়াবেটিস\nsugar\ncancer\nক্যান্সার\nblood pressure\nপ্রেশার\nfreelancing\nফ্রিল্যান্সিং\nfiverr\nupwork\nbkash agent\nবিকাশ এজেন্ট\nsavings\nসেভিংস\nদোকান\ndokan\nshop\nleadership qualities\nleadership er gun\nনেতৃত্বের গুণ\nঅর্ডার\norder cancel",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `কী কি কেন কীভাবে কিভাবে কোন কোথায় কখন কে কত কতো কয়টি আমি আমার আমাকে আমরা আপনি আপনার
    আপনাকে তুমি তোমার এটা এটি এই ওই সেই তার এর এ ও আর বা এবং থেকে দিয়ে জন্য সাথে সঙ্গে হয় হবে হচ্ছে
    আছে ছিল করব করবো করতে করে করা পারব পারি পারবো যায় বলুন বলো দয়া না তা যা নাকি please
    bhai dada ami amar amake tumi apni apnar eta eita ei ki ki kivabe kibhabe kothay koto kon keno ke kar er ta ti to na ache achhe hobe hoy jay korbo korte kora lagbe dite please pls
    bolo bolun kichu ekdom sotti kore jonno
    ashole ekta aro pore gulo porjonto sathe dekhe chai
    naki jabe te ba re ra diye theke korle keu karo seta ora niye ase ashe pare jete paowa pawa hote dicchen dibe dile nibe nibo vabe bhabe kemon acho achen bujhiye bujhbo bujhi lagche moto tahole
    এখানে দিন কেউ তো মতো লাগছে
    koreche korechi
    je sei por dekhay pathiyeche parbo bolen din dey apnara
    kemne ektu bhaiya vaiya bhaia possible dibo bojhar bujhte parchi ekhane koyta koyti কয়টা চাই পর্যন্ত এতে
    pabo পাব পাবো
    দিলে প্রতি ঠিক এরা সেটা টা টি pai kobe kokhon hole gele tar den chalbe cholbe apnader sob prothome
    ভাই দাদা বলেন দেন দেয় দেবেন কবে আসলে ভাবে সম্ভব হব হবো হতে হওয়ার চলবে চলে পেতে আসে
    যাবে দেখবো দেখব করার করলেও
    কোনটা হিসেবে কয় কতটা
    একটু একজন গেছে চাইছে কার কাছ কাছে নেবো নেব বলবো বলব আসবে দেবে দেবো দিবো হলে গুলো গুলি বুঝবো বুঝব জানবো যে যাকে দিয়েই প্রত্যেক কয়জন এক পাওয়া
    সত্যি
    বলছে
    asole
    করলে
    tini uni kara sobai
    দেখান dekhan কারা`,
  minWordLength: 2,
};
