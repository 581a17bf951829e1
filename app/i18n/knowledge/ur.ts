// Urdu knowledge base of the chat assistant (issue 19). Shape: see en.ts. Roman Urdu
// ("join kaise karein") is listed too: many visitors type it.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "صاف بات: یہ ایک ریفرل پروگرام ہے۔ کوئی بھی آمدنی دوسروں کو شامل کرنے پر منحصر ہے اور صفر بھی ہو سکتی ہے، کرپٹو کی قیمت گر سکتی ہے، اور یہاں کچھ بھی مالی مشورہ نہیں ہے۔ دستبرداری کا بیان پڑھیں: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "یہ پروگرام کے اپنے شائع کردہ اعداد و شمار ہیں، کوئی وعدہ نہیں: اصل آمدنی صفر بھی ہو سکتی ہے۔",

  "general.chat.kb.join.q":
    "میں کیسے شامل ہوں؟\nشامل کیسے ہوں\nرجسٹر کیسے کریں\nرجسٹریشن\nسائن اپ\nشروع کیسے کریں\nممبر کیسے بنیں\njoin kaise karein\nجوائن\nkaise join karen\nshamil kaise hon\njoin kaise karen\nregister kaise karen\naccount kaise banaen\nshamil hone ka tareeqa\nشامل ہونے کا طریقہ\nممبر بننا\nmembership\naccount banana\nشامل ہونا\nshamil hona\naccount kholna\ndakhil hona\nentry lena\nprogram mein shamil\nprogram mein aana\njoining ka tareeqa\nممبر بنوں",
  "general.chat.kb.join.a":
    "ایسا والیٹ انسٹال کریں جو نیٹ ورک کو سپورٹ کرتا ہو، اسے نیٹ ورک پر سوئچ کریں، اسٹیبل کوائن میں کم از کم {amount} اور فیس کے لیے تھوڑا نیٹو ٹوکن ڈالیں، والیٹ کا اندرونی براؤزر کھولیں، اپنا ریفرل لنک پیسٹ کریں اور Register Now دبائیں۔ Join صفحے پر ہر قدم موجود ہے: {joinUrl}",

  "general.chat.kb.wallet.q":
    "کون سا والیٹ استعمال کروں؟\nوالیٹ\nکون سا والیٹ\nوالیٹ ایپ\nاچھا والیٹ\nوالیٹ کہاں سے ڈاؤن لوڈ کریں\nwallet\nkonsa wallet\nwallet konsa use karen\nwallet konsa lena\ntrust wallet\nوالٹ\nوالٹ ایپ\nmetamask\ncrypto app\napp konsi\nbest wallet\nبہترین والیٹ ایپ\nusdt rakhne ki app",
  "general.chat.kb.wallet.a":
    "کوئی معروف کرپٹو والیٹ ایپ استعمال کریں جو پروگرام کے نیٹ ورک کو سپورٹ کرے اور جس میں اندرونی (dApp) براؤزر ہو۔ اسے صرف فون کے سرکاری ایپ اسٹور سے انسٹال کریں۔ Join صفحے پر طریقہ موجود ہے: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "ریکوری فریز کیا ہے؟\nریکوری فریز\nسیڈ فریز\n12 الفاظ\nخفیہ الفاظ\nپرائیویٹ کی\nseed phrase\nوالیٹ کی حفاظت\n12 alfaz\nrecovery phrase kisi ko dena\nkhufia alfaz\nsecret alfaz\n12 words\nprivate key\nmnemonic\nalfaz gum\nscreenshot\nphrase ki tasveer\n12 lafz\nlafzon wala phrase",
  "general.chat.kb.recoveryPhrase.a":
    "والیٹ بناتے وقت 12 یا 24 الفاظ کا ریکوری فریز ملتا ہے۔ اسے کاغذ پر لکھ کر محفوظ رکھیں۔ جس کے پاس یہ ہو وہ والیٹ کی ہر چیز لے سکتا ہے: اسے کبھی کسی ویب سائٹ یا چیٹ میں نہ لکھیں اور کسی کو نہ بتائیں۔ اس سائٹ یا پروگرام سے کوئی بھی اسے کبھی نہیں مانگے گا۔",

  "general.chat.kb.network.q":
    "کون سا نیٹ ورک؟\nنیٹ ورک\nکون سی بلاک چین\nبلاک چین\nنیٹ ورک تبدیل کریں\nغلط نیٹ ورک\nnetwork\nkonsa network\nbep20\ntrc20\nblockchain konsa\nbsc\ntron\nbinance smart chain\nnetwork select\nghalat network\nghalat chain pe bheja\nغلط نیٹ ورک پر",
  "general.chat.kb.network.a":
    "پروگرام کم فیس والے ایک بلاک چین نیٹ ورک پر چلتا ہے۔ رقم ڈالنے اور رجسٹر کرنے سے پہلے والیٹ کو اسی نیٹ ورک پر سوئچ کریں؛ دوسرے نیٹ ورک پر بھیجے گئے ٹوکن نہیں پہنچتے۔ Join صفحے کا قدم 3 دیکھیں: {joinUrl}",

  "general.chat.kb.fees.q":
    "فیس کتنی ہے؟\nفیس\nٹرانزیکشن فیس\nگیس فیس\nگیس\nنیٹو ٹوکن\nنیٹو ٹوکن کیوں چاہیے\nچارجز\nfees\ngas fee\nfees kitni\nbnb kyun chahiye\ncharge katega\ncharges kitne\nhar transaction pe charge\nکٹوتی\ngas ke liye\nbnb rakhna",
  "general.chat.kb.fees.a":
    "نیٹ ورک پر ہر ٹرانزیکشن کی ایک چھوٹی فیس ہوتی ہے، عام طور پر ایک سینٹ سے بھی کم، جو نیٹ ورک کے نیٹو ٹوکن میں ادا ہوتی ہے۔ اسٹیبل کوائن کے ساتھ تھوڑا نیٹو ٹوکن بھی والیٹ میں رکھیں، ورنہ رجسٹریشن ناکام ہو گی۔",

  "general.chat.kb.funding.q":
    "والیٹ میں پیسے کیسے ڈالوں؟\nپیسے کیسے ڈالیں\nاسٹیبل کوائن کیسے خریدیں\nUSDT کہاں سے خریدیں\nوالیٹ میں یو ایس ڈی ٹی\nوالیٹ میں usdt\nڈپازٹ\nوالیٹ میں پیسے ڈالیں\nusdt kaise khareedein\nusdt kaise khareeden\nwallet mein paise dalna\ndeposit kaise\nbinance se transfer\neasypaisa\njazzcash\np2p se usdt\nusdt khareedna\nbinance se bhejna\nجاز کیش سے خریدنا\nایزی پیسہ\nیو ایس ڈی ٹی خریدنا",
  "general.chat.kb.funding.a":
    "ڈالر سے منسلک اسٹیبل کوائن کسی ایکسچینج سے یا والیٹ ایپ کے اندر خریدیں اور پروگرام کے نیٹ ورک پر اپنے والیٹ میں بھیجیں۔ آپ کو اسٹیبل کوائن میں کم از کم {amount} اور فیس کے لیے کچھ نیٹو ٹوکن چاہیے۔ بھیجنے سے پہلے نیٹ ورک اور پتہ چیک کریں: منتقلی واپس نہیں ہوتی۔",

  "general.chat.kb.minimum.q":
    "کم از کم رقم کتنی ہے؟\nکم از کم رقم\nکم از کم کتنا\nشروع کرنے کے لیے کتنا چاہیے\nکتنے پیسے لگیں گے\nکتنے پیسے\nکتنی رقم\nشامل ہونے کا خرچ\nپہلے سلاٹ کی قیمت\nminimum kitna hai\nkitne paise lagenge\nminimum\nkitne paise lagen ge\nkam az kam kitna\nminimum kitna\nkam se kam kitne paise\nshuru karne ke liye kitna\nkam az kam raqam\nkitne dollar\ndollar kitne lagenge\nstarting raqam\naghaz\nkam se kam investment\nkitne paise lagane\npaise lagane parenge",
  "general.chat.kb.minimum.a":
    "کم از کم {amount} ہے: پہلا سلاٹ اسٹیبل کوائن میں {amount} کا ہے، اور فیس کے لیے تھوڑا نیٹو ٹوکن چاہیے۔ بڑے سلاٹ مہنگے ہیں؛ Slots صفحے پر فہرست ہے: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "رجسٹر کرنے کے لیے کون سا لنک؟\nکون سا لنک\nریفرل لنک\nانوائٹ لنک\nلنک کہاں ہے\nرجسٹریشن لنک\nیہی لنک کیوں\nreferral link\nreferral link kahan\nlink kahan milega\ninvite link\nlink bhejo",
  "general.chat.kb.referralLink.a":
    "Join صفحے پر دکھایا گیا ریفرل لنک استعمال کریں اور اسے والیٹ کے براؤزر میں پیسٹ کریں۔ لنک سے طے ہوتا ہے کہ آپ کا اسپانسر کون ہے؛ کسی اور لنک سے رجسٹر کرنے پر اسپانسر مختلف ہو گا اور بعد میں تبدیل نہیں ہو سکتا: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "اسپانسر کیا ہے؟\nاسپانسر\nاپ لائن\nمیرا اسپانسر کون ہے\nاسپانسر تبدیل کرنا\nکس نے ریفر کیا\nsponsor\nsponsor kaun\nupline\nsponsor change\nsponsor badal\nmujhe refer kiya\nmujhe kis ne joda\nupline kaun\nmera upline\nاپلائن\nkis ne refer kiya\nrefer kis ne kiya",
  "general.chat.kb.sponsor.a":
    "آپ کا اسپانسر (اپ لائن) وہ ممبر ہے جس کے ریفرل لنک سے آپ رجسٹر ہوتے ہیں۔ پروگرام آپ کی سلاٹ ادائیگیوں کا ایک حصہ اسپانسر کو دیتا ہے اور آپ کو اس کی ٹیم میں رکھتا ہے۔ اسپانسر رجسٹریشن کے وقت طے ہوتا ہے اور بعد میں نہیں بدلتا۔",

  "general.chat.kb.registerButton.q":
    "Register Now بٹن کہاں ہے؟\nرجسٹر ناؤ\nرجسٹریشن ناکام\nٹرانزیکشن ناکام\nرجسٹر نہیں ہو رہا\nایرر آ رہا ہے\nاکاؤنٹ ایکٹیویٹ\nregister now error\nregister nahi ho raha\nرجسٹریشن فیل\nٹرانزیکشن فیل",
  "general.chat.kb.registerButton.a":
    "والیٹ کے براؤزر میں ریفرل لنک کھولنے کے بعد Register Now دبائیں اور والیٹ میں ٹرانزیکشن کی تصدیق کریں۔ اگر ناکام ہو تو دیکھیں کہ والیٹ درست نیٹ ورک پر ہے اور اس میں فیس کے لیے کافی اسٹیبل کوائن اور نیٹو ٹوکن ہیں۔",

  "general.chat.kb.incomeTypes.q":
    "آمدنی کی اقسام کیا ہیں؟\nآمدنی کی اقسام\nانکم کی قسمیں\nکمائی کے طریقے\nکیسے کمائیں\nکمائی کیسے ہوتی ہے\nانکم پلان\nبونس\nincome plan\nincome ki qisam\nkamai ke tareeqe\naamdani ki qismein\nkamai ke zariye\nincome ke zariye\nkamai ke tariqe\nانکم کی قسم\nkitni qisam\nkamai ke raste\nincome ke raste\nکمائی کی قسمیں\nکتنی قسمیں",
  "general.chat.kb.incomeTypes.a":
    "چھ ہیں: ڈائریکٹ انکم، لیول انکم، گلوبل پول، لیڈرشپ، ہفتہ وار رائلٹی اور کوائن پارٹنر شیئر۔ یہ سب ممبروں کی سلاٹ ادائیگیوں سے دی جاتی ہیں۔ Earnings صفحے پر ہر ایک کی وضاحت ہے: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "ڈائریکٹ انکم کیا ہے؟\nڈائریکٹ انکم\nڈائریکٹ بونس\nریفرل بونس\nریفرل کمیشن\nکسی کو شامل کرنے پر کیا ملے گا\ndirect income\ndirect bonus\nkhud refer karne par\njis ko main laun\ndirect refer commission\nseedha commission\nlaane par kitna milega\nrefer kiye bande\nmere refer se\ndirect referral ka percent\nخود کسی کو لاؤں\nبراہ راست ریفرل\njoin karwaun\njoin karwane par\njoin karwane ka commission\njoin karwaya\nmera hissa",
  "general.chat.kb.directIncome.a":
    "ڈائریکٹ انکم آپ کے براہ راست شامل کیے گئے ہر شخص کے سلاٹ کی قیمت کا 50% ہے۔ مثال: {small} کا سلاٹ {smallHalf} دیتا ہے۔",

  "general.chat.kb.levelIncome.q":
    "لیول انکم کیا ہے؟\nلیول انکم\nلیول بونس\n10 لیول\nٹیم انکم\nٹیم سے کمائی\nڈاؤن لائن انکم\nlevel income\nlevel se kamai\nneeche walon se\nteam ke neeche\ndownline\n2 percent level\nنیچے والوں سے",
  "general.chat.kb.levelIncome.a":
    "لیول انکم آپ کی ٹیم کے 10 لیول تک ہر ممبر کے سلاٹ کی قیمت کا 2% ہے، کل 20%۔",

  "general.chat.kb.globalPool.q":
    "گلوبل پول کیا ہے؟\nگلوبل پول\nگلوبل انکم\n2x6 میٹرکس\n3640%\nپول انکم\nglobal pool\npool income\nglobal pool income",
  "general.chat.kb.globalPool.a":
    "گلوبل پول ایک 2x6 میٹرکس ہے جو پروگرام کے مطابق ہر سائیکل میں سلاٹ کی قیمت کا 3640% تک دیتا ہے۔ اہل ہونے کے لیے ایک ڈائریکٹ ریفرل چاہیے جس کے پاس وہی سلاٹ ہو۔",

  "general.chat.kb.leadership.q":
    "لیڈرشپ رینک کیا ہیں؟\nرینک\nلیڈرشپ انکم\nلیڈرشپ بونس\nڈائمنڈ رینک\nگولڈ رینک\nروزانہ آمدنی\nrank\nrank kaise milega\nleadership rank\ndiamond rank\ngold rank\ndiamond kaise",
  "general.chat.kb.leadership.a":
    "پانچ رینک ہیں: Beginner، Bronze، Silver، Gold اور Diamond۔ پروگرام کے مطابق یہ رینک کی قیمت کا روزانہ 0.25% سے 1% دیتے ہیں، اس پر منحصر کہ کتنے ڈائریکٹ ممبر اسی رینک پر ہیں، زیادہ سے زیادہ 250% تک۔",

  "general.chat.kb.royalty.q":
    "ہفتہ وار رائلٹی کیا ہے؟\nرائلٹی\nویکلی رائلٹی\nرائلٹی پول\nہفتہ وار آمدنی\nroyalty\nweekly royalty\nhar hafte\nhaftawar\nhar hafte ki income\nweekly income",
  "general.chat.kb.royalty.a":
    "ہر سلاٹ کے B اور C پلیسمنٹ اپنی رقم کا 10% ایک رائلٹی پول میں بھیجتے ہیں جو ہر ہفتے اہل ممبروں میں تقسیم ہوتا ہے۔",

  "general.chat.kb.coinPartner.q":
    "کوائن پارٹنر شیئر کیا ہے؟\nکوائن پارٹنر\nپارٹنر شیئر\nٹوکن\nکوائن\nکیا ٹوکن ملیں گے\nٹوکن کی قیمت\ntoken milega\ncoin partner\ntoken bhi\ncoin milega\ntoken value\ntoken ki qeemat",
  "general.chat.kb.coinPartner.a":
    "B اور C پلیسمنٹ 10% کوائن پارٹنر شیئر میں بھی بھیجتے ہیں جو ممبروں کو ٹوکن کی صورت میں ملتا ہے۔ ٹوکن کی قیمت اوپر نیچے ہو سکتی ہے، اس لیے اس کی قدر یقینی نہیں۔",

  "general.chat.kb.slots.q":
    "کتنے سلاٹ ہیں؟\nسلاٹ\nسلاٹ لیول\nسلاٹ کی قیمت\nہر سلاٹ کتنے کا ہے\nسلاٹ کیا ہے\nslot\nslot ki qeemat\nslot price\nkitne slot\nkul slot\nslot ki list\nslot rate\nslot ke rate\nrate list",
  "general.chat.kb.slots.a":
    "دس سلاٹ لیول ہیں، {first} سے {last} تک۔ Slots صفحے پر ہر ایک کی قیمت اور پروگرام کے مطابق اس کی ادائیگی درج ہے: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "سلاٹ اپ گریڈ کیسے کریں؟\nاپ گریڈ\nاگلا سلاٹ\nبڑا سلاٹ\nدوسرا سلاٹ خریدنا\nاگلا لیول\nupgrade\nslot upgrade\nagla slot\nagle slot\ndusra slot khareedna\nupar ka slot\nslot barhana\nnext slot\nbare slot ka faida\ndoosra slot kharidna",
  "general.chat.kb.upgrade.a":
    "آپ جب چاہیں اگلا سلاٹ لیول خرید سکتے ہیں، پہلے کی طرح والیٹ سے اس کی قیمت ادا کر کے۔ بڑا سلاٹ مہنگا ہے اور اس کے اعداد تبھی لاگو ہوتے ہیں جب دوسرے بھی اس لیول پر ہوں، اس لیے یہ بڑا خطرہ ہے، یقینی فائدہ نہیں۔",

  "general.chat.kb.matrix.q":
    "میٹرکس کیسے کام کرتا ہے؟\nمیٹرکس\nM4 میٹرکس\n4x1 میٹرکس\nپلیسمنٹ\nپیسہ کہاں جاتا ہے\nسائیکل\nmatrix\nmatrix kya hai\nm4 matrix\n4x1\nplacement\n4 placement\nmatrix ka nizam",
  "general.chat.kb.matrix.a":
    "ہر سلاٹ ایک M4 (4x1) میٹرکس ہے جس میں چار پلیسمنٹ ہیں۔ پلیسمنٹ A 10% لیڈرشپ اور 40% گلوبل پول کو بھیجتا ہے؛ B اور C 10% رائلٹی اور 10% کوائن پارٹنر شیئر کو؛ D 100% آپ کے اسپانسر کے خالی پلیسمنٹ کو بھیجتا ہے، پھر سائیکل دوبارہ شروع ہوتا ہے: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "میں کتنا کما سکتا ہوں؟\nکتنی کمائی ہو گی\nکتنا پیسہ بنے گا\nکمائی\nمنافع\nپرافٹ\nماہانہ کمائی\nکیا میں امیر بن سکتا ہوں\nkitna kama sakte hain\nprofit\nmahine ki kitni income\nkitna kama sakte\nmahine ki kamai\nkitna munafa\nrozana kitna\nrozana kamai\nmahine ka lakh\nkitna kama lunga\nmunafa kitna\nkamane\nsaal mein kitna\nsalana kamai\nمہینے کی کمائی",
  "general.chat.kb.earnHowMuch.a":
    "یہ صفر سے اوپر کچھ بھی ہو سکتی ہے، اور زیادہ تر لوگوں کے لیے کم ہوتی ہے۔ پلان ہر ڈائریکٹ ریفرل کے سلاٹ کی قیمت کا 50%، 10 لیول پر ہر ممبر کا 2%، اور پول، رینک اور رائلٹی کے حصے دیتا ہے، مگر یہ سب دوسروں کے سلاٹ خریدنے سے آتا ہے۔ اگر آپ کے ذریعے کوئی شامل نہ ہو تو ڈائریکٹ اور لیول انکم صفر ہے۔ پلان: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "کیا لوگوں کو شامل کرنا ضروری ہے؟\nلوگ شامل کرنا\nریفر کرنا ضروری\nبغیر ریفر کیے کمائی\nبغیر شامل کیے کمائی\nکیا دوسروں کو لانا پڑے گا\nbina refer kiye\nrefer karna zaroori\nlog laane padenge\nlog laye baghair\nbaghair refer\nlogon ko add karna\nadd karna zaroori\nrefer nahi kiya to\nrefer na karna\nlaye baghair\nrefer na karun\nlaaye bina\nshamil kiye baghair\nshamil kiye bina",
  "general.chat.kb.recruiting.a":
    "زیادہ تر، ہاں۔ ڈائریکٹ اور لیول انکم صرف ان لوگوں سے آتی ہے جو آپ کے ذریعے شامل ہوتے ہیں اور ان کی ٹیموں سے، اور گلوبل پول کے لیے اسی سلاٹ والا ایک ڈائریکٹ ریفرل چاہیے۔ کسی کو شامل کیے بغیر آمدنی غالباً صفر یا بہت کم ہو گی۔",

  "general.chat.kb.risks.q":
    "اس میں کیا خطرات ہیں؟\nخطرہ\nخطرات\nرسک\nکیا یہ محفوظ ہے\nکیا میرا پیسہ محفوظ ہے\nنقصان کیا ہے\nکیا سرمایہ کاری کرنی چاہیے\nrisk kya hai\nsafe hai\nkya ye mehfooz hai\nrisk hai\nmehfooz hai\nkhatrat aur nuqsanat\nkhatra\nkhatre\nmehfooz\ninvest karna theek\nrisky\npaisa lagana mehfooz",
  "general.chat.kb.risks.a":
    "بڑے خطرات: سلاٹ کے لیے دیا گیا سارا پیسہ ڈوب سکتا ہے؛ آمدنی تبھی ہے جب لوگ آپ کے نیچے شامل ہوں، اور زیادہ تر لوگ بہت کم یا کسی کو بھی شامل نہیں کر پاتے؛ کرپٹو اور ملنے والے ٹوکن کی قیمت گر سکتی ہے؛ غلط پتے پر بھیجی رقم یا لیک ہوا ریکوری فریز واپس نہیں ہوتا۔ صرف اتنا پیسہ لگائیں جتنا کھونا برداشت کر سکیں۔",

  "general.chat.kb.loseMoney.q":
    "کیا میرا پیسہ ڈوب سکتا ہے؟\nپیسہ ڈوبنا\nپیسہ کھو سکتا ہوں\nگھاٹا\nنقصان ہو گا\nاگر کوئی شامل نہ ہو تو\nاگر یہ بند ہو جائے\npaisa doob sakta hai\nloss\npaisa doob jaye ga kya\nnuqsan ho sakta hai\npaisa doob jayega\nnuqsan ho sakta\npaisa gaya to\nnuqsan\nloss hua\npaisa doob gaya\npaise phans gaye\npaisa atak gaya\nپیسہ ڈوبنے کا ڈر\nپیسے ڈوبنے\nڈوبنے کا خطرہ\npaisa doobne",
  "general.chat.kb.loseMoney.a":
    "جی ہاں، پیسہ ڈوب سکتا ہے۔ سلاٹ کے لیے دیا گیا پیسہ واپس نہیں ملتا، اگر آپ دوسروں کو شامل نہ کریں تو آمدنی شاید کبھی نہ ہو، اور کرپٹو کی قیمت گر سکتی ہے۔",

  "general.chat.kb.guarantee.q":
    "کیا آمدنی کی گارنٹی ہے؟\nگارنٹی\nضمانت\nپکی آمدنی\nفکسڈ انکم\nکیا منافع یقینی ہے\nوعدہ\nguarantee\nincome pakki hai\nguarantee hai kya\nguarantee hai\npakki kamai\nyaqeeni munafa\nzamanat\nmunafe ki guarantee\npakka munafa\npakki income\nkamai ki zamanat\nguarantee kaun dega\npakki aamdani\naamdani ki guarantee",
  "general.chat.kb.guarantee.a":
    "کچھ بھی یقینی نہیں۔ یہ اعداد پروگرام کا اپنا پلان ہیں، کوئی وعدہ نہیں، اور کوئی بھی آپ سے آمدنی کا وعدہ نہیں کر سکتا۔",

  "general.chat.kb.scam.q":
    "کیا یہ اسکیم ہے؟\nاسکیم\nفراڈ\nدھوکا\nجعلی\nنقلی\nکیا یہ اصلی ہے\nکیا بھروسہ کر سکتے ہیں\nscam\nfraud\nkya ye fraud hai\nye dhoka to nahi\nscam hai kya\nfraud hai\nscam hai\ndhoka\nfake hai\nbhaag jayenge\npaise le kar bhaag\nfraud company\nthag\ndhokebaaz\ndhokebaazi\ndhoke wali\nدھوکے\nدھوکے والی اسکیم",
  "general.chat.kb.scam.a":
    "یہ سائٹ آپ سے نہیں کہہ سکتی کہ یہ محفوظ ہے۔ یہ کیا ہے: اسمارٹ کانٹریکٹ سے چلنے والا ایک ریفرل پروگرام، جس میں ممبروں کو ملنے والا پیسہ دوسرے ممبروں کی سلاٹ ادائیگیوں سے آتا ہے۔ اس لیے آمدنی نئے لوگوں کے شامل ہونے پر منحصر ہے، اور شمولیت سست ہونے پر گھٹتی یا رک جاتی ہے۔ کئی ممالک کے ریگولیٹر ایسی اسکیموں سے خبردار کرتے ہیں، اس لیے پیسہ لگانے سے پہلے خود جانچیں۔",

  "general.chat.kb.legal.q":
    "کیا یہ قانونی ہے؟\nقانونی\nلیگل\nغیر قانونی\nکیا پاکستان میں اجازت ہے\nکیا یہ پابندی میں ہے\nلائسنس\nٹیکس\nlegal hai\nkya ye jaiz hai\npakistan mein legal hai\nhalal hai ya haram\njaiz hai\npakistan mein legal\nqanooni hai\nhukumat\nban\npabandi\ntax lagega\ntax dena\ntax bharna",
  "general.chat.kb.legal.a":
    "یہ اس پر منحصر ہے کہ آپ کہاں رہتے ہیں۔ کچھ ممالک ایسی ریفرل اسکیموں کو محدود یا ممنوع کرتے ہیں جن میں آمدنی لوگوں کو شامل کرنے سے آتی ہے، اور کرپٹو کے قوانین جگہ جگہ مختلف ہیں۔ یہ سائٹ قانونی مشورہ نہیں دیتی: اپنے ملک کے قوانین دیکھیں، آمدنی پر ٹیکس سمیت۔",

  "general.chat.kb.pyramid.q":
    "کیا یہ پیرامڈ اسکیم ہے؟\nپیرامڈ\nپیرامڈ اسکیم\nایم ایل ایم\nMLM\nنیٹ ورک مارکیٹنگ\nچین سسٹم\npyramid\npyramid scheme\nmlm hai\nmlm kaam\nnetwork marketing\nchain system\nmlm type",
  "general.chat.kb.pyramid.a":
    "یہ ایک ریفرل پروگرام ہے جس میں ممبر ان لوگوں کی سلاٹ ادائیگیوں سے کماتے ہیں جنہیں وہ شامل کرتے ہیں، اور جنہیں وہ لوگ شامل کرتے ہیں: ایک ملٹی لیول ڈھانچہ۔ ادا کیا جانے والا پیسہ ممبروں کی سلاٹ ادائیگیوں سے آتا ہے، باہر کے گاہکوں کو کچھ بیچنے سے نہیں۔ کیا یہ غیر قانونی پیرامڈ اسکیم شمار ہو گی، یہ آپ کے ملک کے قانون پر منحصر ہے۔",

  "general.chat.kb.refund.q":
    "کیا ریفنڈ ملے گا؟\nریفنڈ\nپیسے واپس\nرجسٹریشن منسوخ\nٹرانزیکشن واپس\nپیسے واپس کیسے لوں\nrefund\npaise wapas\npaise wapis milenge\nwapas karna\ncancel karna\nslot ke paise wapas\nlagaya hua paisa\nرقم واپس\npaise wapas hote\npaise wapas karenge\nwapas kar denge",
  "general.chat.kb.refund.a":
    "اسمارٹ کانٹریکٹ کو کی گئی ادائیگی کوئی بھی منسوخ یا واپس نہیں کر سکتا، یہ سائٹ بھی نہیں۔ سلاٹ کے لیے دیا پیسہ تب تک گیا ہوا سمجھیں جب تک آمدنی سے واپس نہ آئے۔",

  "general.chat.kb.withdraw.q":
    "پیسے کیسے نکالوں؟\nودڈرا\nپیسے نکالنا\nادائیگی کب ملے گی\nپے آؤٹ\nکیش کیسے کریں\nبینک میں پیسے\nwithdraw\npaise kaise nikalein\npaise kaise nikalen\nwithdraw kaise karen\nwithdrawal\nwithdraw kaise\npaise nikalne\nkamai nikalna\nearning nikalna\nwithdraw karna\npayment seedha wallet mein\npaisa wallet mein aata\nکمائی نکالتے\njazzcash mein nikalna",
  "general.chat.kb.withdraw.a":
    "یہ سائٹ کوئی پیسہ نہیں رکھتی اور کچھ ادا نہیں کرتی۔ پروگرام کے مطابق اس کا اسمارٹ کانٹریکٹ ادائیگیاں سیدھی اس والیٹ میں بھیجتا ہے جس سے آپ نے رجسٹر کیا، اس لیے کوئی ودڈرا فارم نہیں: ادائیگیاں والیٹ اور بلاک چین ایکسپلورر میں نظر آتی ہیں، اور اسٹیبل کوائن کسی ایکسچینج پر بیچا جا سکتا ہے۔",

  "general.chat.kb.whoRuns.q":
    "یہ سائٹ کون چلاتا ہے؟\nآپ کون ہیں\nاس کا مالک کون ہے\nیہ سائٹ کس نے بنائی\nاس کے پیچھے کون ہے\nمالک\nبانی\nsite kaun chalata\nmalik kaun\nowner\nsite kis ki\nkis ne banai\npeeche kaun\nwebsite ka malik\nsite banayi",
  "general.chat.kb.whoRuns.a":
    "یہ سائٹ پروگرام کے آزاد پروموٹرز کی بنائی ہوئی ایک غیر سرکاری گائیڈ ہے۔ اسے پروگرام کے بنانے والے نہ چلاتے ہیں، نہ منظور کرتے ہیں، نہ اس کی تائید کرتے ہیں۔ جب آپ اس کے ریفرل لنک سے رجسٹر کرتے ہیں تو اس گائیڈ کے پیچھے لوگ اس سے کما سکتے ہیں۔",

  "general.chat.kb.official.q":
    "کیا یہ سرکاری سائٹ ہے؟\nسرکاری\nآفیشل\nآفیشل ویب سائٹ\nکیا آپ کمپنی ہیں\nاصلی سائٹ\nofficial\nofficial site\nasli site\nasli website\nofficial website\ncompany ki taraf se\ncompany ke ho",
  "general.chat.kb.official.a":
    "یہ سرکاری سائٹ نہیں ہے۔ یہ ایک غیر سرکاری گائیڈ ہے جسے پروگرام نہ چلاتا ہے، نہ منظور کرتا ہے، نہ اس کی تائید کرتا ہے۔",

  "general.chat.kb.contact.q":
    "آپ سے رابطہ کیسے کریں؟\nرابطہ\nسپورٹ\nہیلپ لائن\nکسٹمر کیئر\nفون نمبر\nای میل\nواٹس ایپ\nٹیلیگرام\nشکایت\nrabta kaise\nwhatsapp number\nsupport\nhelpline number\ncustomer care\nrabta number\nbaat karni hai\nmadad chahiye",
  "general.chat.kb.contact.a":
    "اس گائیڈ کا کوئی ہیلپ ڈیسک یا فون لائن نہیں۔ اپنے اسپانسر سے پوچھیں، جس کا لنک آپ نے استعمال کیا، یا صفحے کے نیچے کمیونٹی لنکس دیکھیں۔ کوئی بھی سچا شخص آپ کا ریکوری فریز یا مدد کے بدلے پیسے کبھی نہیں مانگے گا۔",

  "general.chat.kb.presentations.q":
    "پریزنٹیشن کہاں ہے؟\nپریزنٹیشن\nسلائیڈز\nپی ڈی ایف\nاردو میں پلان\nبزنس پلان\npresentation\npdf\nurdu mein pdf\nppt\nplan ki pdf",
  "general.chat.kb.presentations.a":
    "Presentations صفحے پر پروگرام کی سلائیڈز ہیں، پہلے آپ کی زبان میں، اور آپ اپنی سلائیڈز بھی جائزے کے لیے بھیج سکتے ہیں: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "کیا کوئی ویڈیو ہے؟\nویڈیو\nٹیوٹوریل\nیوٹیوب\nویڈیو گائیڈ\nvideo\nyoutube video\nyoutube tutorial\ntutorial video\nsamajhne ke liye video",
  "general.chat.kb.videos.a":
    "ہوم پیج پر ایک تعارفی ویڈیو ہے اور Join صفحے پر ایک ٹیوٹوریل ویڈیو ہے جو رجسٹریشن دکھاتی ہے: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "یہ کیا ہے؟\nیہ پروگرام کیا ہے\nیہ کیسے کام کرتا ہے\nپروگرام سمجھائیں\nیہ کس بارے میں ہے\nیہ بزنس کیا ہے\nye kya hai\nye program kya hai\nye business kya hai\nasal mein kya hai\nkis cheez ka plan\nye plan kya hai\nqisam ka plan",
  "general.chat.kb.whatIsIt.a":
    "یہ کم فیس والی بلاک چین پر ایک سلاٹ پر مبنی ریفرل پروگرام ہے: ممبر اسٹیبل کوائن سے سلاٹ خریدتے ہیں، اور ایک اسمارٹ کانٹریکٹ وہ رقم چھ قسم کی آمدنی کی صورت میں ممبروں میں بانٹتا ہے۔ یہ سائٹ ایک غیر سرکاری گائیڈ ہے جو اسے آسان زبان میں، خطرات سمیت، سمجھاتی ہے۔",

  "general.chat.kb.hello.q":
    "السلام علیکم\nہیلو\nہائے\nآداب\nشکریہ\nhello\nsalam\nhello bhai\naoa\nwalaikum assalam\nassalamualaikum\ngood morning\nصبح بخیر\nshab bakhair",
  "general.chat.kb.hello.a":
    "السلام علیکم! مجھ سے شامل ہونے، والیٹ، کم از کم رقم، آمدنی کی اقسام، سلاٹ یا خطرات کے بارے میں پوچھیں۔",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "جم\nڈائٹ\nوزن\nڈاکٹر\nہسپتال\nدوا\nبخار\nاسکول\nسکول\nکالج\nامتحان\nمیٹرک\nفوج\nشادی\nرشتہ\nجہیز\nبریانی\nکھانا پکانا\nڈرامہ\nفلم\nکرکٹ\nموسم\nبارش\nٹرین ٹکٹ\nپاسپورٹ\nویزا\nشناختی\nڈرائیونگ\nپیٹرول\nبجلی بل\nسلنڈر\nکپڑے\nپارلر\nچالان\nکرایہ\nگندم\nعید\nرمضان\nعمرہ\nحج\ngym\nwazan\ndoctor\ndawai\nbukhar\nschool\ncollege\nexam\nimtihan\nmatric\nfsc\nmdcat\ncss exam\narmy\nfauj\nshadi\nrishta\nbiryani\ndrama\ncricket\npsl\npubg\nfreefire\nludo\nmausam\nbarish\ntrain ticket\npassport\nnadra\ncnic\npetrol\nbijli\nchallan\nkiraya\ngandum\neid\numrah\ncareem\nzong\nufone\ntelenor\nptcl\nnayatel\nstormfiber\nزونگ\nیوفون\nٹیلینار\nhbl\nubl\nmcb\nmeezan\nalfalah\nمیزان\nk-electric\nالیکٹرک\nlesco\niesco\nmepco\npesco\nsngpl\nssgc\nwapda\nواپڈا\nلیسکو\nbisp\nbenazir\nبینظیر\nfbr\nnicop\nنادرا\nbise\nfbise\necat\nnts\nhec\ndaraz\nfoodpanda\nbykea\nindrive\nدراز\npia\nairblue\nimo\nایمو\nزوم\nاسائنمنٹ\nیونیورسٹی\nتھیسس\nسمسٹر\nٹیوشن\ntuition\nاکیڈمی\nsuzuki\ncorolla\nسوزوکی\nبینک لون\nبینک بیلنس\nبینک لاکر\nبینک اسٹیٹمنٹ\nproperty\nپراپرٹی\nplot\nپلاٹ\nzameen\nزمین\njaidad\nجائیداد\ncommittee\nکمیٹی\nptv\nپی ٹی وی\ngeo news\nجیو نیوز\nary news\nhum tv\nprize bond\nپرائز بانڈ\nbitcoin\nبٹ کوائن\nrishtedar\npadosi\nپڑوسی\ndream11\nتین پتی\nrummy\nمزدور\nmazdoor\nڈرائیور\nٹیچر\nنرس\nدرزی\nbike\nبائیک\nqist\nقسط\nskills\nskill\nkitab\nکتاب\nfilm\nmovie\nnavy\nنیوی\nair force\nehsaas\nاحساس پروگرام\nkafalat\nکفالت\nkyc\nکے وائی سی\nbore\nboring\ntimepass\nبور\ngold loan\nsona\nسونا\nنوکری\nnaukri\nملازمت\nسرکاری نوکری\npsx",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `کیا ہے ہیں تھا تھی تھے ہو ہوگا ہوگی ہوتا ہوتی کیسے کیسا کیسی کون کونسا کہاں کب کیوں
    میں مجھے میرا میری میرے ہم ہمیں آپ آپکو آپکا تم یہ وہ اس اسے اسکا اسکی اُس کا کی کے کو سے پر
    اور یا بھی تو ہی لیے لئے کرنے کریں کروں کرنا کرتے کرتا کرتی سکتا سکتی سکتے چاہیے بتائیں بتاؤ جی please
    kya hai hain kaise kon kahan kab kyun mai main mujhe mera meri hum aap ka ki ke ko se me mein
    aur ya bhi to hi tha ho hoga karein karna sakta sakte chahiye
    bhai yaar sir jee ji hai hain kya ka ki ke ko se mein me mera meri mere mujhe hum aap is iska iski koi kuch kitna kitne kitni kahan kaise karun karna karte hota hoti hoga hogi sakta sakte chahiye bataen batao na to
    yeh aakhir behtar cheez wala wale
    jis kis baad
    hoon karoon sakti pura har
    kiya kiye raha rahi rahe gaya gayi gaye jayega jayegi jayenge jaye ne liye karne kar karke karta karti hun lunga lungi lun aata aati aaye aaya aayegi pata chale chalega sach jaan kahin kin sab samajh samjha samjhao samjhayen samjhaen dafa baar kidhar wo woh jo ab
    کوئی نہیں کدھر لوں سمجھائیں سمجھ گیا گئی گئے رہا رہی رہے جائے جائیگا
    deta deti dete karunga parta parti parega banega wahi usi samajhne bata dein lene
    milega milegi milta milti mile milenge
    bhejein bhejo mukhtasar
    کسی کس ٹھیک
    acha diya`,
};
