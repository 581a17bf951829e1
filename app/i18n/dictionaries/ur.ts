import type { Messages } from "./en";

export const ur = {
  "general.productName": "Waymark",
  "general.skipToContent": "مرکزی مواد پر جائیں",
  "general.nav.label": "مرکزی نیویگیشن",
  "general.nav.home": "ہوم",
  "general.nav.join": "شامل ہوں",
  "general.nav.earnings": "آمدنی",
  "general.nav.slots": "سلاٹس",
  "general.nav.presentations": "پریزنٹیشنز",
  "general.nav.assistant": "AI اسسٹنٹ",
  "general.menu.toggle": "مینو",
  "general.language.label": "زبان",
  "general.language.choose": "زبان منتخب کریں",
  "general.language.changed": "زبان تبدیل کر کے {language} کر دی گئی",
  "general.toast.dismiss": "اطلاع بند کریں",
  "general.notFound.title": "404",
  "general.notFound.message": "افوہ! صفحہ نہیں ملا",
  "general.notFound.backHome": "ہوم پر واپس جائیں",
  "general.error.title": "ایپلیکیشن میں غیر متوقع خرابی!",
  "general.error.message": "ہماری طرف سے کچھ غلط ہو گیا۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔",
  "general.joinNow": "ابھی شامل ہوں",
  "general.opensInNewTab": "نئے ٹیب میں کھلتا ہے",
  "general.copyLink": "لنک کاپی کریں",
  "general.copyFailed": "کاپی نہیں ہو سکا: {reason}",
  "homepage.referral.title": "آپ کا ریفرل لنک",
  "homepage.referral.description":
    "صرف اسی لنک کے ذریعے رجسٹر کریں تاکہ آپ کا اسپانسر درج ہو جائے۔ اسے اپنے والٹ کے بلٹ اِن براؤزر میں کھولیں اور Register Now پر ٹیپ کریں۔",
  "homepage.referral.fieldLabel": "ریفرل لنک",
  "join.wallet.open": "{wallet} میں کھولیں",
  "join.wallet.text":
    "آپ کا ریفرل لنک {wallet} ایپ کے اندرونی براؤزر میں کھولتا ہے۔ ایپ نہ ہونے پر آپ {wallet} کے اپنے صفحے پر پہنچیں گے۔",
  "join.wallet.other":
    "کوئی اور والیٹ؟ اس کا اندرونی براؤزر کھولیں اور نیچے دیا گیا ریفرل لنک پیسٹ کریں۔",
  "general.qr.title": "اپنے فون سے اسکین کریں",
  "general.qr.text":
    "ریفرل لنک فون پر کھولنے کے لیے یہ کوڈ فون کے کیمرے یا والیٹ ایپ سے اسکین کریں۔",
  "general.qr.alt": "آپ کے ریفرل لنک کا QR کوڈ",
  "general.share.label": "یہ صفحہ شیئر کریں",
  "general.share.button": "شیئر کریں",
  "general.share.text":
    "آپ کی زبان میں اس پروگرام کی آسان رہنمائی: کیسے شامل ہوں، آمدنی کا منصوبہ اور خطرات۔",
  "general.share.copied": "لنک کاپی ہو گیا",
  "general.offline.title": "آپ آف لائن ہیں",
  "general.offline.text":
    "یہ صفحہ ابھی اس ڈیوائس پر محفوظ نہیں ہوا۔ جو صفحات آپ پڑھ چکے ہیں وہ کنکشن کے بغیر بھی کھلتے ہیں۔",
  "general.offline.retry": "دوبارہ کوشش کریں",
  "general.offline.home": "ہوم پیج کھولیں",
  "general.meta.description":
    "کم فیس والے بلاک چین پر سلاٹ پر مبنی ریفرل پروگرام کی ایک غیر سرکاری، آسان زبان میں گائیڈ: شامل ہونے کا طریقہ، آمدنی کا پلان، سلاٹ لیولز اور رینکس، اور خطرات۔",
  "general.meta.joinDescription":
    "مرحلہ وار: والٹ سیٹ اپ کریں، اس میں فنڈز ڈالیں، اور ریفرل لنک کے ذریعے رجسٹر کریں۔",
  "general.meta.earningsDescription":
    "پروگرام کی آمدنی کی چھ اقسام کی وضاحت، اس کے شائع شدہ اعداد و شمار اور خطرات کے ساتھ۔",
  "general.meta.slotsDescription":
    "دس سلاٹ لیولز، ہر ایک کی قیمت، اور میٹرکس فنڈز کو کیسے تقسیم کرتا ہے۔",
  "general.meta.presentationsDescription": "آپ کی زبان میں پروگرام کے بارے میں پریزنٹیشنز۔",
  "general.meta.assistantDescription": "پروگرام کے بارے میں عام سوالات پوچھیں اور فوراً جواب پائیں۔",
  "general.disclaimer.title": "براہ کرم پڑھیں: آمدنی کی کوئی ضمانت نہیں",
  "general.disclaimer.text":
    "اس صفحے پر دیے گئے اعداد و شمار پروگرام کا اپنا شائع کردہ پلان ہیں، کوئی وعدہ نہیں۔ کوئی بھی آمدنی دوسرے لوگوں کو شامل کرنے پر منحصر ہے اور صفر بھی ہو سکتی ہے۔ کرپٹو اثاثوں کی قدر تیزی سے گر سکتی ہے۔ یہ سائٹ مالی مشورہ نہیں ہے: صرف اتنی رقم لگائیں جس کے ڈوب جانے کا نقصان آپ برداشت کر سکیں۔",
  "general.video.play": "ویڈیو چلائیں: {title}",
  "general.video.intro": "تعارفی ویڈیو",
  "general.video.tutorial": "ٹیوٹوریل ویڈیو",
  "general.video.noVideo": "ابھی کوئی ویڈیو دستیاب نہیں۔",
  "general.tabs.label": "{name} ٹیبز",
  "general.viewAll": "سب دیکھیں",
  "general.showLess": "کم دکھائیں",
  "general.close": "بند کریں",
  "general.loading": "لوڈ ہو رہا ہے...",
  "general.stickyCta.text": "جب آپ تیار ہوں، ہم حاضر ہیں۔ آغاز {amount} کے ایک سلاٹ سے ہوتا ہے۔",
  "general.chat.open": "چیٹ اسسٹنٹ کھولیں",
  "general.chat.title": "چیٹ اسسٹنٹ",
  "general.chat.maximize": "چیٹ بڑی کریں",
  "general.chat.minimize": "چیٹ چھوٹی کریں",
  "general.chat.closePanel": "چیٹ بند کریں",
  "general.chat.greeting":
    "السلام علیکم! میں شامل ہونے، سلاٹس، آمدنی کی اقسام اور خطرات کے بارے میں عام سوالات کے جواب دیتا ہوں۔ آپ کیا جاننا چاہیں گے؟",
  "general.chat.placeholder": "پروڈکٹ کے بارے میں پوچھیں...",
  "general.chat.inputLabel": "آپ کا سوال",
  "general.chat.send": "بھیجیں",
  "general.chat.clear": "چیٹ صاف کریں",
  "general.chat.cleared": "چیٹ صاف کر دی گئی",
  "general.chat.thinking": "اسسٹنٹ لکھ رہا ہے…",
  "general.chat.suggestions": "تجویز کردہ سوالات",
  "general.chat.you": "آپ",
  "general.chat.assistant": "اسسٹنٹ",
  "general.chat.intro":
    "جوابات سوالات کے ایک طے شدہ مجموعے سے آتے ہیں اور آپ کے فون پر آف لائن بھی کام کرتے ہیں۔ باقی کسی بھی بات کے لیے گائیڈ کے صفحات پڑھیں۔",
  "general.chat.errorTitle": "آپ کے سوال پر کارروائی میں مسئلہ پیش آیا۔ براہ کرم دوبارہ کوشش کریں۔",
  "general.chat.errorReply":
    "معذرت، آپ کی درخواست پر کارروائی میں مسئلہ ہو رہا ہے۔ براہ کرم دوبارہ کوشش کریں۔",
  "general.chat.default":
    "میرے پاس ابھی اس کا جواب نہیں ہے۔ شامل ہونے کے طریقے، سلاٹس، آمدنی کی اقسام، کم از کم رقم یا خطرات کے بارے میں پوچھ کر دیکھیں۔",
  "general.chat.q1": "میں کیسے شامل ہوں؟",
  "general.chat.a1":
    "ایسا والٹ انسٹال کریں جو اس نیٹ ورک کو سپورٹ کرتا ہو، اسے اس نیٹ ورک پر سوئچ کریں، اسٹیبل کوائن میں کم از کم {amount} اور فیس کے لیے تھوڑا سا نیٹو ٹوکن ڈالیں، والٹ کا بلٹ اِن براؤزر کھولیں، اپنا ریفرل لنک پیسٹ کریں اور Register Now پر ٹیپ کریں۔ شامل ہونے کے صفحے پر ہر مرحلہ دکھایا گیا ہے: {joinUrl}",
  "general.chat.q2": "شروع کرنے کے لیے کتنے پیسے چاہئیں؟",
  "general.chat.a2":
    "پہلے سلاٹ کی قیمت اسٹیبل کوائن میں {amount} ہے، اور ٹرانزیکشن فیس کے لیے نیٹ ورک کا تھوڑا سا نیٹو ٹوکن بھی چاہیے۔",
  "general.chat.q3": "کیا آمدنی کی گارنٹی ہے؟",
  "general.chat.a3":
    "نہیں۔ یہ اعداد و شمار پروگرام کا اپنا پلان ہیں، کوئی وعدہ نہیں۔ آمدنی دوسرے لوگوں کو شامل کرنے پر منحصر ہے اور صفر بھی ہو سکتی ہے، اور کرپٹو اثاثوں کی قدر گر سکتی ہے۔ صرف وہی رقم استعمال کریں جس کے ڈوب جانے کا نقصان آپ برداشت کر سکیں۔",
  "general.chat.q4": "آمدنی کی اقسام کیا ہیں؟",
  "general.chat.a4":
    "چھ اقسام ہیں: براہ راست آمدنی، لیول آمدنی، گلوبل پول، لیڈرشپ، ہفتہ وار رائلٹی اور کوائن پارٹنر شیئر۔ آمدنی کے صفحے پر ہر ایک کی وضاحت ہے: {earningsUrl}",
  "general.chat.q5": "براہ راست آمدنی کیا ہے؟",
  "general.chat.a5":
    "براہ راست آمدنی ہر اس شخص کے سلاٹ کی قیمت کا 50% ہے جسے آپ براہ راست ریفر کرتے ہیں۔ مثال کے طور پر، {small} کا سلاٹ {smallHalf} دیتا ہے۔",
  "general.chat.q6": "لیول آمدنی کیا ہے؟",
  "general.chat.a6":
    "لیول آمدنی آپ کی ٹیم کے 10 لیولز تک ہر ممبر کے سلاٹ کی قیمت کا 2% ہے، کل 20%۔",
  "general.chat.q7": "کتنے سلاٹس ہیں؟",
  "general.chat.a7":
    "دس سلاٹ لیولز ہیں، {first} سے {last} تک۔ سلاٹس کے صفحے پر ان کی فہرست ہے: {slotsUrl}",
  "general.chat.q8": "گلوبل پول کیا ہے؟",
  "general.chat.a8":
    "گلوبل پول ایک 2x6 میٹرکس ہے جو ہر سائیکل میں سلاٹ کی قیمت کا 3640% تک ادا کرتا ہے۔ اہل ہونے کے لیے آپ کا ایک ایسا براہ راست ریفرل ہونا ضروری ہے جس کے پاس وہی سلاٹ ہو۔",
  "general.chat.q9": "لیڈرشپ رینک کیا ہیں؟",
  "general.chat.a9":
    "پانچ رینک ہیں: ابتدائی، برونز، سلور، گولڈ اور ڈائمنڈ۔ یہ روزانہ رینک کی قیمت کا 0.25% سے 1% تک ادا کرتے ہیں، اس پر منحصر کہ اسی رینک والے کتنے براہ راست ممبرز ہیں، اور زیادہ سے زیادہ حد 250% ہے۔",
  "general.chat.q10": "کیا یہ سائٹ آفیشل ہے؟",
  "general.chat.a10":
    "نہیں۔ یہ ایک غیر سرکاری گائیڈ ہے۔ پروگرام نہ اسے چلاتا ہے، نہ اسے منظور کرتا ہے اور نہ ہی اس کی تائید کرتا ہے۔",
  "general.chat.q11": "رجسٹر کرنے کے لیے کون سا لنک استعمال کروں؟",
  "general.chat.a11":
    "اس سائٹ پر دکھایا گیا ریفرل لنک استعمال کریں تاکہ آپ کا اسپانسر درج ہو جائے۔ صرف آفیشل لنک کے ذریعے رجسٹر کرنے سے ہی ریفرل درست طور پر ٹریک ہوتا ہے۔",
  "general.chat.q12": "کیا میرے پیسے ڈوب سکتے ہیں؟",
  "general.chat.a12":
    "جی ہاں۔ سلاٹس کے لیے ادا کی گئی رقم ڈوب سکتی ہے، اور کرپٹو کی قیمتیں گر سکتی ہیں۔ آمدنی کی کوئی ضمانت نہیں، اور اگر آپ دوسروں کو شامل نہ کریں تو یہ صفر بھی ہو سکتی ہے۔",
  "homepage.hero.badge": "غیر سرکاری گائیڈ",
  "homepage.hero.title": "شامل ہونے سے پہلے سلاٹ پروگرام کو سمجھیں",
  "homepage.hero.subtitle":
    "آپ کی زبان میں ایک واضح گائیڈ: والٹ کے ذریعے رجسٹر کیسے کریں، ہر سلاٹ کی قیمت کیا ہے، آمدنی کی چھ اقسام کیسے کام کرتی ہیں، اور خطرات کیا ہیں۔",
  "homepage.hero.getStarted": "شروع کریں",
  "homepage.hero.learnMore": "مزید جانیں",
  "homepage.intro.title": "دیکھیں یہ کیسے کام کرتا ہے",
  "homepage.features.title": "یہ پروگرام کیا ہے",
  "homepage.features.lowFees.title": "کم نیٹ ورک فیس",
  "homepage.features.lowFees.text":
    "یہ ایسے بلاک چین پر چلتا ہے جہاں ایک ٹرانزیکشن کی لاگت ایک سینٹ سے بھی کم ہے، اس لیے چھوٹے سلاٹس بھی معنی رکھتے ہیں۔",
  "homepage.features.contract.title": "اصول اسمارٹ کنٹریکٹ میں طے ہیں",
  "homepage.features.contract.text":
    "ادائیگیاں ایک شائع شدہ M4 میٹرکس کے مطابق ہوتی ہیں جو موصول ہونے والے فنڈز کا 100% تقسیم کرتا ہے۔",
  "homepage.features.start.title": "{amount} سے آغاز",
  "homepage.features.start.text":
    "پہلے سلاٹ کی قیمت ڈالر سے منسلک اسٹیبل کوائن میں {amount} ہے، ساتھ میں فیس کے لیے تھوڑا سا نیٹو ٹوکن۔",
  "homepage.guide.title": "شامل کیسے ہوں",
  "homepage.guide.subtitle": "تین مراحل۔ شامل ہونے کے صفحے پر ہر ایک کی تفصیل موجود ہے۔",
  "homepage.guide.step1.title": "والٹ سیٹ اپ کریں",
  "homepage.guide.step1.text":
    "ایک تجویز کردہ کرپٹو والٹ انسٹال کریں اور اسے نیٹ ورک پر سوئچ کریں۔",
  "homepage.guide.step2.title": "فنڈز ڈالیں",
  "homepage.guide.step2.text":
    "اسٹیبل کوائن میں کم از کم {amount} اور فیس کے لیے کچھ نیٹو ٹوکن ڈالیں۔",
  "homepage.guide.step3.title": "لنک سے رجسٹر کریں",
  "homepage.guide.step3.text":
    "والٹ کا براؤزر کھولیں، ریفرل لنک پیسٹ کریں اور Register Now پر ٹیپ کریں۔",
  "homepage.guide.fullGuide": "مکمل گائیڈ پڑھیں",
  "homepage.earnings.title": "پلان میں آمدنی کے چھ طریقے",
  "homepage.earnings.subtitle":
    "جیسا کہ پروگرام انہیں بیان کرتا ہے۔ فیصلہ کرنے سے پہلے نیچے دیے گئے خطرات پڑھیں۔",
  "homepage.earnings.details": "تفصیلات دیکھیں",
  "homepage.slots.title": "سلاٹ سسٹم",
  "homepage.slots.subtitle": "دس لیولز۔ اعداد و شمار دیکھنے کے لیے کوئی لیول منتخب کریں۔",
  "homepage.proof.title": "آمدنی کے ثبوت",
  "homepage.proof.subtitle":
    "ممبرز کے شیئر کیے گئے اسکرین شاٹس۔ نتائج ہر ایک کے لیے مختلف ہوتے ہیں، اور ماضی کے نتائج سے آپ کے نتائج کا اندازہ نہیں لگایا جا سکتا۔",
  "homepage.proof.empty": "آمدنی کا کوئی ثبوت نہیں ملا",
  "homepage.proof.enlarge": "تصویر بڑی کریں: {description}",
  "homepage.testimonials.title": "ممبرز کیا کہتے ہیں",
  "homepage.testimonials.empty": "کوئی تاثرات نہیں ملے",
  "homepage.testimonials.rating": "5 میں سے {stars} اسٹار",
  "homepage.why.title": "لوگ اسے کیوں چنتے ہیں",
  "homepage.why.point1": "کم رقم سے آغاز: پہلا سلاٹ {amount} کا ہے۔",
  "homepage.why.point2": "شفاف اصول: اسمارٹ کنٹریکٹ کی ادائیگیاں بلاک چین پر چیک کی جا سکتی ہیں۔",
  "homepage.why.point3": "نیٹ ورک کی کم فیس کی وجہ سے چھوٹی ادائیگیاں بھی فائدہ مند رہتی ہیں۔",
  "homepage.why.point4": "بہت سی زبانوں میں گائیڈز اور پریزنٹیشنز، جن میں یہ زبان بھی شامل ہے۔",
  "join.title": "شامل ہونے کا طریقہ، مرحلہ وار",
  "join.subtitle":
    "اپنے فون پر یہ سات مراحل فالو کریں۔ جلدی نہ کریں: جب تک آپ Register Now پر ٹیپ نہیں کرتے، کچھ نہیں ہوگا۔",
  "join.activate": "اکاؤنٹ فعال کریں",
  "join.stepLabel": "مرحلہ {number}",
  "join.step1.title": "والٹ ڈاؤن لوڈ کریں",
  "join.step1.text": "اپنے فون کے آفیشل ایپ اسٹور سے ایک تجویز کردہ کرپٹو والٹ ایپ انسٹال کریں۔",
  "join.step2.title": "اپنا والٹ بنائیں",
  "join.step2.text":
    "نیا والٹ بنائیں اور ریکوری فریز کاغذ پر لکھ لیں۔ اسے کبھی کسی کے ساتھ شیئر نہ کریں۔",
  "join.step3.title": "نیٹ ورک پر سوئچ کریں",
  "join.step3.text": "والٹ میں پروگرام کا بلاک چین نیٹ ورک منتخب کریں۔",
  "join.step4.title": "اپنے والٹ میں فنڈز ڈالیں",
  "join.step4.text":
    "ڈالر سے منسلک اسٹیبل کوائن میں کم از کم {amount} ڈالیں، ساتھ ہی فیس ادا کرنے کے لیے نیٹ ورک کا کچھ نیٹو ٹوکن بھی۔",
  "join.step5.title": "والٹ کا براؤزر کھولیں",
  "join.step5.text": "والٹ ایپ کے اندر بلٹ اِن براؤزر تلاش کریں (اسے اکثر dApp براؤزر کہا جاتا ہے)۔",
  "join.step6.title": "ریفرل لنک پیسٹ کریں",
  "join.step6.text": "نیچے دیا گیا ریفرل لنک کاپی کریں اور والٹ کے براؤزر میں پیسٹ کریں۔",
  "join.step7.title": "Register Now پر ٹیپ کریں",
  "join.step7.text":
    "صفحہ چیک کریں، پھر Register Now پر ٹیپ کریں اور اپنے والٹ میں ٹرانزیکشن کی تصدیق کریں۔",
  "join.tip": "صرف آفیشل ریفرل لنک کے ذریعے رجسٹر کرنے سے ہی ریفرل درست طور پر ٹریک ہوتا ہے۔",
  "earnings.title": "آمدنی کا پلان",
  "earnings.subtitle":
    "پروگرام ایک M4 میٹرکس (4x1) استعمال کرتا ہے جو فنڈز کا 100% تقسیم کرتا ہے۔ یہاں آمدنی کی ہر قسم اسی طرح دی گئی ہے جیسے پروگرام اسے شائع کرتا ہے۔",
  "earnings.tab.direct": "براہ راست",
  "earnings.tab.level": "لیول",
  "earnings.tab.global": "گلوبل",
  "earnings.tab.leadership": "لیڈرشپ",
  "earnings.tab.royalty": "رائلٹی",
  "earnings.tab.partner": "پارٹنر",
  "earnings.direct.title": "براہ راست آمدنی",
  "earnings.direct.text":
    "آپ کو ہر اس شخص کے سلاٹ کی قیمت کا 50% ملتا ہے جسے آپ براہ راست ریفر کرتے ہیں۔",
  "earnings.direct.example": "{cost} کا سلاٹ {income} دیتا ہے",
  "earnings.level.title": "لیول آمدنی",
  "earnings.level.text":
    "آپ کو اپنی ٹیم کے 10 لیولز تک ہر ممبر کے سلاٹ کی قیمت کا 2% ملتا ہے: کل 20%۔",
  "earnings.level.perMember": "ہر لیول پر فی ممبر",
  "earnings.level.total": "10 لیولز میں کل",
  "earnings.global.title": "گلوبل پول",
  "earnings.global.text":
    "2x6 میٹرکس پر ہر سائیکل میں سلاٹ کی قیمت کا 3640% تک۔ اسی سلاٹ والا 1 براہ راست ریفرل ہو تو آپ اہل ہو جاتے ہیں۔",
  "earnings.global.example": "{cost} کا سلاٹ: ہر سائیکل میں {income} تک",
  "earnings.leadership.title": "لیڈرشپ آمدنی",
  "earnings.leadership.text":
    "آپ کے رینک کی قیمت کا 0.25% سے 1% تک روزانہ آمدنی، زیادہ سے زیادہ 250%۔",
  "earnings.leadership.rank": "رینک",
  "earnings.leadership.slots": "درکار سلاٹس",
  "earnings.leadership.daily": "روزانہ آمدنی (زیادہ سے زیادہ)",
  "earnings.leadership.max": "زیادہ سے زیادہ",
  "earnings.leadership.conditionsTitle": "اسی رینک کے براہ راست ممبرز کے حساب سے روزانہ شرح",
  "earnings.leadership.condition": "{count} براہ راست ممبرز: روزانہ {rate}",
  "earnings.rank.beginner": "ابتدائی",
  "earnings.rank.bronze": "برونز",
  "earnings.rank.silver": "سلور",
  "earnings.rank.gold": "گولڈ",
  "earnings.rank.diamond": "ڈائمنڈ",
  "earnings.royalty.title": "ہفتہ وار رائلٹی",
  "earnings.royalty.text":
    "B اور C پلیسمنٹس اپنے فنڈز کا 10% ایک رائلٹی پول میں بھیجتی ہیں، جو ہر ہفتے اہل ممبرز میں تقسیم کیا جاتا ہے۔",
  "earnings.partner.title": "کوائن پارٹنر شیئر",
  "earnings.partner.text":
    "B اور C پلیسمنٹس مزید 10% کوائن پارٹنر شیئر میں بھیجتی ہیں، جو ممبرز کو ٹوکنز کی صورت میں ملتا ہے۔ ٹوکن کی قیمت بڑھ بھی سکتی ہے اور گر بھی سکتی ہے۔",
  "slots.title": "سلاٹ لیولز",
  "slots.subtitle":
    "{first} سے {last} تک دس لیولز۔ ہر کارڈ دکھاتا ہے کہ پروگرام کے مطابق ایک لیول کتنا دیتا ہے۔",
  "slots.levelName": "{stars} اسٹار",
  "slots.cost": "قیمت",
  "slots.directIncome": "براہ راست آمدنی",
  "slots.levelIncome": "فی ممبر لیول آمدنی",
  "slots.globalIncome": "فی سائیکل گلوبل آمدنی (زیادہ سے زیادہ)",
  "slots.activate": "فعال کریں",
  "slots.matrix.title": "M4 میٹرکس فنڈز کو کیسے تقسیم کرتا ہے",
  "slots.matrix.text":
    "ہر سلاٹ میں چار پلیسمنٹس ہوتی ہیں۔ جب یہ بھر جاتی ہیں تو فنڈز اس طرح جاتے ہیں:",
  "slots.matrix.a": "پلیسمنٹ A: 10% لیڈرشپ میں اور 40% گلوبل پول میں۔",
  "slots.matrix.bc": "پلیسمنٹس B اور C: 10% رائلٹی میں اور 10% کوائن پارٹنر شیئر میں۔",
  "slots.matrix.d":
    "پلیسمنٹ D: 100% آپ کے اسپانسر کی دستیاب پلیسمنٹس میں جاتا ہے، پھر اگلے سائیکل کے لیے تمام پلیسمنٹس خالی ہو جاتی ہیں۔",
  "presentations.title": "پریزنٹیشنز",
  "presentations.subtitle": "پروگرام کے بارے میں سلائیڈز، پہلے آپ کی زبان میں۔",
  "presentations.main": "آپ کی زبان میں پریزنٹیشن",
  "presentations.others": "دیگر پریزنٹیشنز",
  "presentations.view": "دیکھیں",
  "presentations.empty": "اس زبان کے لیے کوئی پریزنٹیشن دستیاب نہیں",
  "presentations.noOthers": "ابھی کوئی اور پریزنٹیشن نہیں۔",
  "presentations.loadFailed": "پریزنٹیشنز لوڈ نہیں ہو سکیں",
  "presentations.language": "زبان: {language}",
  "presentations.upload.title": "پریزنٹیشن شیئر کریں",
  "presentations.upload.intro":
    "کیا آپ کے پاس اپنی زبان میں پروگرام کے بارے میں سلائیڈز ہیں؟ انہیں ہمیں بھیجیں۔ جائزے کے بعد وہ یہاں نظر آئیں گی۔",
  "presentations.upload.titleLabel": "عنوان",
  "presentations.upload.languageLabel": "زبان",
  "presentations.upload.fileLabel": "فائل",
  "presentations.upload.hint": "PDF، PPT، PPTX (زیادہ سے زیادہ 10MB)",
  "presentations.upload.submit": "اپ لوڈ کریں",
  "presentations.upload.sending": "اپ لوڈ ہو رہا ہے…",
  "presentations.upload.success": "شکریہ! جائزے کے بعد آپ کی پریزنٹیشن یہاں نظر آئے گی۔",
  "presentations.upload.failed": "پریزنٹیشن اپ لوڈ نہیں ہو سکی",
  "presentations.upload.noFile": "براہ کرم اپ لوڈ کرنے کے لیے فائل منتخب کریں",
  "presentations.upload.noTitle": "براہ کرم پریزنٹیشن کا عنوان درج کریں",
  "presentations.upload.tooLarge": "فائل بہت بڑی ہے۔ PDF، PPT، PPTX (زیادہ سے زیادہ 10MB)",
  "presentations.upload.unsupported": "یہ فائل PDF، PPT یا PPTX پریزنٹیشن نہیں ہے۔",
  "presentations.upload.tooMany":
    "آپ کے کنکشن سے بہت زیادہ اپ لوڈز ہو چکے ہیں۔ براہ کرم ایک گھنٹے بعد دوبارہ کوشش کریں۔",
  "presentations.upload.queueFull":
    "جائزے کی قطار اس وقت بھری ہوئی ہے، اس لیے ہم نئی پریزنٹیشنز قبول نہیں کر سکتے۔ براہ کرم چند دن بعد دوبارہ کوشش کریں۔",
  "general.unsubscribe.title": "ای میل ترجیحات",
  "general.unsubscribe.confirm": "کیا آپ اس پتے پر پروموشنل ای میلز وصول کرنا بند کرنا چاہتے ہیں؟",
  "general.unsubscribe.button": "ان سبسکرائب کریں",
  "general.unsubscribe.done":
    "آپ کی سبسکرپشن ختم کر دی گئی ہے۔ اب آپ کو ہماری طرف سے پروموشنل ای میلز نہیں ملیں گی۔",
  "general.unsubscribe.invalid": "یہ ان سبسکرائب لنک درست نہیں ہے۔",
  "general.fileLink.expired":
    "اس لنک کی میعاد ختم ہو چکی ہے یا یہ درست نہیں ہے۔ صفحے پر واپس جائیں اور فائل دوبارہ کھولیں۔",
  "general.fileLink.missing": "یہ فائل دستیاب نہیں ہے۔ ہو سکتا ہے اسے ہٹا دیا گیا ہو۔",
  "general.rateLimited":
    "آپ کے کنکشن سے بہت زیادہ درخواستیں آئی ہیں۔ براہ کرم ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔",
  "footer.navLabel": "فوٹر",
  "footer.pagesHeading": "صفحات",
  "footer.socialHeading": "کمیونٹی میں شامل ہوں",
  "footer.socialLink": "{network}: ریفرل لنک کھولیں",
  "footer.unofficial":
    "Waymark ایک غیر سرکاری گائیڈ ایپ ہے۔ جس پروگرام کی یہ وضاحت کرتی ہے، وہ نہ اسے چلاتا ہے، نہ اسے منظور کرتا ہے اور نہ ہی اس کی تائید کرتا ہے۔",
  "footer.copyright": "© {year} Waymark۔ جملہ حقوق محفوظ ہیں۔",
} satisfies Messages;
