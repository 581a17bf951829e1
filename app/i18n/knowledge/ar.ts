// Arabic knowledge base of the chat assistant (issue 19). Shape: see en.ts. Written without
// vowel marks, as people type; the code folds hamza/alef/yeh/teh marbuta forms and the article.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "بوضوح: هذا برنامج إحالة. أي دخل يعتمد على ضم أشخاص آخرين وقد يكون صفرًا، والأصول المشفرة قد تفقد قيمتها، ولا شيء هنا نصيحة مالية. اقرأ إخلاء المسؤولية: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "هذه أرقام البرنامج المنشورة نفسها، وليست وعدًا: الدخل الفعلي قد يكون صفرًا.",

  "general.chat.kb.join.q":
    "كيف أنضم؟\nكيف انضم\nطريقة الانضمام\nكيف أسجل\nالتسجيل\nخطوات التسجيل\nكيف أبدأ\nاشتراك\nكيف اصبح عضوا\nانضمام\nkif ashtarek\nkif asajjel\nezay ashtrek\nezay asagel\nkif ashtrek\ntasjeel\ntasgeel el 3odweya\nsajel\nsajjel\nishtirak\neshtrak\ntasjil\nاسجل\nبدي اشترك\na3mel account\nاعمل حساب\nad5ol el barnamig\nafta7 7esab\nافتح حساب\nadkhal el barnamaj\nasajel\nel eshterak fel bernameg\nطريقة الاشتراك\nashtarek ezay\nnsajel\nntsajel\nnchterek\nادخل البرنامج\nنسجل\nنتسجل\nنشترك\ninscription\nndir compte\nنفتح حساب\nndkhol l programme\nعضويه\nبسجل\nبشترك\nكيف بشترك\nهشترك\nهسجل\nbsajel\nbshtrek\nkifah nebda\nعضو جديد\nالانضمام للبرنامج\nالتسجيل في الموقع\nاصير عضو",
  "general.chat.kb.join.a":
    "ثبّت محفظة تدعم الشبكة، وحوّلها إلى الشبكة، وأضف {amount} على الأقل من العملة المستقرة مع قليل من العملة الأصلية للرسوم، وافتح المتصفح المدمج في المحفظة، والصق رابط الإحالة واضغط Register Now. صفحة الانضمام تشرح كل خطوة: {joinUrl}",

  "general.chat.kb.wallet.q":
    "أي محفظة أستخدم؟\nمحفظة\nاي محفظة\nتطبيق المحفظة\nأفضل محفظة\nمن أين أحمل المحفظة\nwallet\nay mahfaza\nayy wallet\nanhi wallet\nwallet a7san\ntrust wallet\nay me7faza\nترست\nميتاماسك\nmahfaza\nme7faza\na7san mahfaza\nتنصحني بمحفظه\nmetamask\napp crypto\nتطبيق محفظه للكريبتو\nانزل محفظة\nتنزيل المحفظة\nترست والت\nportefeuille\nتطبيق محفظه\napplication wallet\nاحسن محفظه\nاحسن تطبيق\nma7faza\nma7fatha\nالمحافظ\nتراست\nتراست والت\nميتا ماسك\nتوكن بوكت",
  "general.chat.kb.wallet.a":
    "استخدم تطبيق محفظة عملات مشفرة معروفًا يدعم شبكة البرنامج وفيه متصفح مدمج (dApp). ثبّته فقط من متجر التطبيقات الرسمي لهاتفك. صفحة الانضمام تشرح ذلك: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "ما هي عبارة الاسترداد؟\nعبارة الاسترداد\nالعبارة السرية\n12 كلمة\nالكلمات السرية\nالمفتاح الخاص\nseed phrase\nامان المحفظة\n12 kelma\nrecovery phrase\nel kalemat el serriya\nkelmat el ser\n12 kelme\nprivate key\nكلمات السر\ntalab el kalemat\nnesit el kalemat\nضاعت الكلمات\nnesit el 12 kelma\nضيعت الكلمات السريه\nscreenshot\nsora lel kalemat\nنسيت العباره السريه\nاثنا عشر كلمة\nاعطي العبارة لاحد\nاسترجاع المحفظه\nاستعاده المحفظه\nارجع محفظتي\nrestore wallet\n12 mots\nphrase secrete\nسيد فريز\nكلمات الاسترجاع\nالكلمات الاثني عشر\nphrase de recuperation\nmots de recuperation",
  "general.chat.kb.recoveryPhrase.a":
    "عند إنشاء المحفظة تظهر عبارة استرداد من 12 أو 24 كلمة. اكتبها على ورق واحفظها بأمان. من يملكها يستطيع أخذ كل ما في المحفظة: لا تكتبها أبدًا في موقع أو محادثة ولا تشاركها. لن يطلبها منك أحد من هذا الموقع أو من البرنامج أبدًا.",

  "general.chat.kb.network.q":
    "أي شبكة؟\nالشبكة\nاي بلوكتشين\nبلوكشين\nتغيير الشبكة\nشبكة خاطئة\nnetwork\nanhi network\nbep20\ntrc20\nanhi shabaka\nbsc\ntron\nbinance smart chain\nشبكه bep20\nanhi chain\nشبكة ترون\nba3at w ma wesel\nما وصلت الفلوس\nshabaka ghalat\nشبكه غلط\nشبكة الارسال\nمو واصل\nمش واصل\nما وصلت\nماوصلتش\nma wslch\nma wslatch\nreseau\nbep 20\ntrc 20\nارسلت على شبكه",
  "general.chat.kb.network.a":
    "يعمل البرنامج على شبكة بلوكتشين واحدة منخفضة الرسوم. حوّل محفظتك إلى تلك الشبكة قبل تمويلها والتسجيل؛ العملات المرسلة على شبكة أخرى لا تصل. انظر الخطوة 3 في صفحة الانضمام: {joinUrl}",

  "general.chat.kb.fees.q":
    "كم الرسوم؟\nالرسوم\nرسوم المعاملة\nرسوم الغاز\nغاز\nالعملة الأصلية\nلماذا أحتاج العملة الأصلية\nعمولة\nfees\ngas fee\nrosoom\nbnb leh\nkhasm\nyekhsem kam\nkam el 3omola\nmasarif el tahwil\nرسوم الشبكه\nكم يخصم\nbnb lel gas\nكم تكلف المعامله\nyekhsom\nkol marra\nlel gas\nlazem bnb\nfrais\nlfrais\nfrais de transaction\nبياخد كام\nبي ان بي\nانقص bnb\nbnb ينقص\nمصاريف التحويل\nالرسوم بأي عملة\nادفع الرسوم\nالرسوم غاليه",
  "general.chat.kb.fees.a":
    "كل معاملة على الشبكة لها رسوم صغيرة، عادة أقل من سنت، تُدفع بالعملة الأصلية للشبكة. احتفظ بقليل منها في محفظتك إلى جانب العملة المستقرة، وإلا سيفشل التسجيل.",

  "general.chat.kb.funding.q":
    "كيف أمول محفظتي؟\nكيف أضيف المال\nشراء العملة المستقرة\nمن أين أشتري USDT\nإيداع\nشحن المحفظة\nUSDT في المحفظة\nتحويل usdt للمحفظة\nashtri usdt\nshahn el wallet\ndeposit\na7ot flous\nاحط فلوس في المحفظة\nباينانس\nبينانس\nshera2 usdt\nvodafone cash\nفودافون كاش\nstc pay\nab3at usdt lel wallet\nتحويل من بينانس\nاشحن المحفظه\nashtari\nashhan mahfaza\nاحول من بينانس\nتيثر\ntether\nشراء تيثر\ninstapay\nانستا باي\nbaridimob\nحط مصاري بالمحفظه\nبالجنيه\nبالدرهم",
  "general.chat.kb.funding.a":
    "اشترِ العملة المستقرة المرتبطة بالدولار من منصة تداول أو داخل تطبيق المحفظة، وأرسلها إلى محفظتك على شبكة البرنامج. تحتاج {amount} على الأقل من العملة المستقرة مع بعض العملة الأصلية للرسوم. تحقق من الشبكة والعنوان قبل الإرسال: التحويلات لا يمكن عكسها.",

  "general.chat.kb.minimum.q":
    "ما هو الحد الأدنى للمبلغ؟\nالحد الأدنى\nأقل مبلغ\nكم أحتاج للبدء\nكم المبلغ المطلوب\nكم تكلفة الانضمام\nسعر أول خانة\nمبلغ البداية\nكم المبلغ\nkam lazem adfa3\na9al mablagh\na2al mablagh\nminimum kam\nkam flous abda2\nكم فلوس ابدأ بيها\nabda2 bkam flous\na2al se3r\nكم دولار ابدأ\nكام دولار\nra2s mal\nراس المال\nkam dollar\ndollarat\n2 dollar\nbekafo\na9al mablagh bach nbda\nnbda b\nمصاري بالاول\nاول مبلغ\nسعر الاشتراك\nتكلفه الدخول",
  "general.chat.kb.minimum.a":
    "الحد الأدنى {amount}: أول خانة تكلف {amount} من العملة المستقرة، مع قليل من العملة الأصلية للرسوم. الخانات الأعلى أغلى؛ صفحة الخانات تعرضها: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "أي رابط أستخدم للتسجيل؟\nاي رابط\nرابط الإحالة\nرابط الدعوة\nأين الرابط\nرابط التسجيل\nلماذا هذا الرابط\nreferral link\nrabet el da3wa\nlink el e7ala\nlink el da3wa\nلينك الاحاله\nلينك التسجيل\ninvite link\nlien\nlien inscription\nlien de parrainage\nالرابط تبعك\nرابطك",
  "general.chat.kb.referralLink.a":
    "استخدم رابط الإحالة الظاهر في صفحة الانضمام والصقه في متصفح محفظتك. الرابط يسجّل من هو راعيك؛ التسجيل عبر رابط آخر يعطيك راعيًا مختلفًا ولا يمكن تغييره لاحقًا: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "من هو الراعي؟\nالراعي\nالسبونسر\nمن راعيي\nتغيير الراعي\nمن دعاني\nsponsor\nupline\naghayar sponsor\nel ra3i\nupline beta3i\nمين جابني\nel sponsor beta3i\nاغير الراعي\naghayyer el sponsor\nالابلاين\nاب لاين\nاللي سجلني\nparrain\nlparrain\nاللي عزمني\nمين عزمني\nnbaddel parrain\nتبديل الراعي\nالمعرف\nالمحيل\nاللي فوقي\nفوقي",
  "general.chat.kb.sponsor.a":
    "راعيك هو العضو الذي سجلت عبر رابط إحالته. يدفع البرنامج لراعيك جزءًا من مدفوعات خاناتك ويضعك في فريقه. يُحدَّد الراعي عند التسجيل ولا يتغير بعد ذلك.",

  "general.chat.kb.registerButton.q":
    "أين زر Register Now؟\nزر التسجيل\nفشل التسجيل\nفشلت المعاملة\nلا أستطيع التسجيل\nخطأ عند التسجيل\nتأكيد المعاملة\nتفعيل الحساب\nregister now\nel tasjeel mesh shaghal\nerror\nالزر مش شغال\nzorar el tasjeel\nel transaction fashlet\nبيفشل\nel zorar mesh shaghal\nerror fel tasjeel\ndaght el zorar\nضغطت على الزر\nدست على الزر\nel transaction fashal\nbitfshal\nزرار register\nzrar register\nzrar ma khdamch\nbouton\nكبست الزر\nالزر مو شغال\nregister mayekhdemch\nzrar makhdamch\nريجستر\nريجستر ناو\nالمعامله مرفوضه\nerreur",
  "general.chat.kb.registerButton.a":
    "بعد فتح رابط الإحالة في متصفح المحفظة، اضغط Register Now وأكّد المعاملة في محفظتك. إذا فشلت، تحقق أن المحفظة على الشبكة الصحيحة وفيها ما يكفي من العملة المستقرة والعملة الأصلية للرسوم.",

  "general.chat.kb.incomeTypes.q":
    "ما هي أنواع الدخل؟\nأنواع الدخل\nأنواع الأرباح\nطرق الربح\nكيف أربح\nكيف يتم الدفع\nخطة الدخل\nخطة التعويضات\nالمكافآت\nanwa3 el dakhl\nincome plan\nanwa3 el arba7\nanwa3 el dakhl kam\nmasader el dakhl\nمصادر الدخل\nطرق الكسب\ntor2 el kasb\nكم نوع دخل\n6 انواع دخل\nkam no3\nnaw3 dakhl\ntari2et el kasb\ntoro2 el dakhl\nطرق الدخل\nanwa3 el ribh\ntoro2 el kasb\nبونص\nبونصات\nles bonus\nانواع البونص\nمصادر الربح\nطريقه الربح\nطريقه الكسب",
  "general.chat.kb.incomeTypes.a":
    "هناك ستة: الدخل المباشر، ودخل المستويات، والمجمع العالمي، والقيادة، والإتاوة الأسبوعية، وحصة شريك العملة. كلها تُدفع مما يدفعه الأعضاء مقابل الخانات. صفحة الأرباح تشرح كلًا منها: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "ما هو الدخل المباشر؟\nالدخل المباشر\nمكافأة مباشرة\nمكافأة الإحالة\nعمولة الإحالة\nماذا أحصل عند دعوة شخص\ndirect income\ndakhl mobasher\n3omolet el e7ala\n3omola mobashra\nلو عزمت حد\nلما اجيب حد اخد كام\n50% من السلوت\nel dakhl el mobasher\ne7ala mobashra\n3azamt sa7bi akhod eh\nlama ad3i 7ad\nنسبه الدخل المباشر\nelli da5al men 3andi\nnesbet el e7ala\nعمولة الشخص اللي اجيبه\nصاحبي اشترك\nاللي يسجل من رابطي\nad5alt 7ad\nndakhal wa7ed\nدايركت\nالدايركت\nkanakhod mn kol wa7ed\nli dkhlto\ndakhlt wa7ed\nعموله مباشره",
  "general.chat.kb.directIncome.a":
    "الدخل المباشر هو 50% من تكلفة خانة كل شخص تحيله مباشرة. مثلًا، خانة بسعر {small} تعطي {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "ما هو دخل المستويات؟\nدخل المستويات\nمكافأة المستوى\n10 مستويات\nدخل الفريق\nالدخل من فريقي\nlevel income\ndakhl el mostawayat\ndakhl el team\nel nas ta7ty\nالناس اللي تحتي\ndownline\n2% من الفريق\nmostawayat el team\nelli ta7ty fel team\nbakhod men el team\nعشر مستويات\nعشرة مستويات\nاللفلات\nارباح اللفل\nالاجيال\nاجيال الفريق\nتحت فريقي\nارباح الجيل\nاللي جابوهم\nليفل\nليفل انكم\nداونلاين",
  "general.chat.kb.levelIncome.a":
    "دخل المستويات هو 2% من تكلفة الخانة عن كل عضو حتى 10 مستويات في فريقك، أي 20% إجمالًا.",

  "general.chat.kb.globalPool.q":
    "ما هو المجمع العالمي؟\nالمجمع العالمي\nالدخل العالمي\nمصفوفة 2x6\n3640%\nدخل المجمع\nglobal pool\nel pool el 3alami\nبول عالمي\nجلوبال بول\nقلوبال بول\nالتاهل للبول\nاتاهل للمجمع",
  "general.chat.kb.globalPool.a":
    "المجمع العالمي مصفوفة 2x6 يقول البرنامج إنها تدفع حتى 3640% من تكلفة الخانة في كل دورة. للتأهل تحتاج إحالة مباشرة واحدة تملك الخانة نفسها.",

  "general.chat.kb.leadership.q":
    "ما هي رتب القيادة؟\nالرتب\nرتبة\nدخل القيادة\nمكافأة القيادة\nرتبة الماس\nرتبة ذهبية\nrank\nrutba\nبرونزي فضي ذهبي ماسي\ndiamond\nدايموند\nawsal lel rank\nرتبه الالماس\nbronze silver gold\nبرونز\nالرتبه الذهبيه\nاوصل للرتبه\nرتبة ذهبي\nبرونز فضي ذهبي\nقائد الفريق\nجولد\nرتبه جولد\nسيلفر\nرتبه سيلفر\nترقيه الرتبه\nليدرشيب\nnwsal diamond\nnwsal rank",
  "general.chat.kb.leadership.a":
    "خمس رتب: Beginner وBronze وSilver وGold وDiamond. يقول البرنامج إنها تدفع يوميًا من 0.25% إلى 1% من تكلفة الرتبة، حسب عدد الأعضاء المباشرين في الرتبة نفسها، بحد أقصى 250%.",

  "general.chat.kb.royalty.q":
    "ما هي الإتاوة الأسبوعية؟\nالإتاوة\nالإتاوة الأسبوعية\nمجمع الإتاوة\nدخل أسبوعي\nمكافأة أسبوعية\nroyalty\nرويالتي اسبوعي\nroyalty osbo3eya\nرويالتي\nكل اسبوع\nroyalty osbo3i\nارباح اسبوعيه\nhebdomadaire\nرويلتي",
  "general.chat.kb.royalty.a":
    "الموضعان B وC في كل خانة يرسلان 10% من أموالهما إلى مجمع إتاوة يُوزَّع كل أسبوع على الأعضاء المؤهلين.",

  "general.chat.kb.coinPartner.q":
    "ما هي حصة شريك العملة؟\nشريك العملة\nحصة الشريك\nالتوكن\nعملة\nهل أحصل على توكنات\nسعر التوكن\ntoken\ncoin partner\ntokenat\nتوكنات\ncoin partner share\na5od token\nعمله البرنامج\ntoken mgani\ntoken b kam\nse3r el token\nبيع التوكن\nنبيع التوكن\nكوين\nكوين بارتنر",
  "general.chat.kb.coinPartner.a":
    "الموضعان B وC يرسلان أيضًا 10% إلى حصة شريك العملة، ويتلقاها الأعضاء على شكل توكنات. أسعار التوكنات قد ترتفع أو تنخفض، فقيمتها غير مؤكدة.",

  "general.chat.kb.slots.q":
    "كم عدد الخانات؟\nالخانات\nمستويات الخانات\nأسعار الخانات\nكم سعر كل خانة\nما هي الخانة\nسلوت\nslot\nse3r el slot\nas3ar\nسلوت\nسلوتات\nkam slot\nas3ar el slotat\nslotat\nعدد السلوتات\nكام خانه\nas3ar el slots\nاغلى سلوت\nاغلى خانه\n10 سلوت\nالسلوت الاخير",
  "general.chat.kb.slots.a":
    "هناك عشرة مستويات للخانات، من {first} إلى {last}. صفحة الخانات تعرض تكلفة كل منها وما يقول البرنامج إنه يدفعه: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "كيف أرقي خانتي؟\nترقية\nشراء الخانة التالية\nخانة أعلى\nشراء خانة أخرى\nالمستوى التالي\nupgrade\nslot akbar\nslot a3la\ntar2eya\nترقيه السلوت\nالسلوت التالي\nnext slot\narfa3 slot\nاطلع سلوت اعلى\nاطلع مستوى\nالخانة التالية\nاشتري السلوت اللي بعده\nnchri slot\nابغريد\nاب جريد\nابجريد\nنرقي\nارقي\nارفع مستوى السلوت",
  "general.chat.kb.upgrade.a":
    "يمكنك شراء المستوى التالي متى شئت، بدفع تكلفته من محفظتك بالطريقة نفسها. الخانة الأعلى أغلى وأرقامها لا تنطبق إلا إذا شارك آخرون في ذلك المستوى أيضًا، فهي مخاطرة أكبر لا ربح مضمون.",

  "general.chat.kb.matrix.q":
    "كيف تعمل المصفوفة؟\nالمصفوفة\nمصفوفة M4\nمصفوفة 4x1\nالمواضع\nأين يذهب المال\nكيف توزع الأموال\nالدورة\nmatrix\nm4\nmasfoofa\n4x1\nplacement\nel marakez a b c d\nمراكز المصفوفه\nشغل المصفوفه\nالمصفوفه بتشتغل ازاي\nتوزيع الفلوس\nالفلوس تتوزع\nماتريكس\nماتركس\nريسايكل\nrecycle\nالمركز\nمركز d",
  "general.chat.kb.matrix.a":
    "كل خانة مصفوفة M4 (4x1) بأربعة مواضع. الموضع A يرسل 10% للقيادة و40% للمجمع العالمي؛ B وC يرسلان 10% للإتاوة و10% لحصة شريك العملة؛ D يرسل 100% إلى المواضع الشاغرة لدى راعيك، ثم تبدأ الدورة من جديد: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "كم يمكنني أن أربح؟\nكم سأربح\nكم المال الذي أجنيه\nالأرباح\nالربح\nالعائد\nالدخل الشهري\nهل سأصبح غنيا\nربح\nkam arbah\nkam akseb bil shahr\naksab kam\nkam fel shahr\nribh kam\nkam arba7\nakseb kam fel yom\nكم اكسب\nكم اربح يوميا\nel maksab\nمكسب\nel 3a2ed\nبالشهر كم\nfel sana\nfel yom kam\nkam arba7 yawmiyan\nkam el dakhl\nهكسب\nبطلع بالشهر\nقديش بربح\nnrb7\nنربح\nشحال نربح\nارباح شهريه\nnrbe7\nch7al fi chhar\nbenefice\nch7al lbenefice",
  "general.chat.kb.earnHowMuch.a":
    "يتراوح من لا شيء صعودًا، وهو قليل لمعظم الناس. تدفع الخطة 50% من تكلفة خانة كل إحالة مباشرة، و2% عن كل عضو في 10 مستويات، وحصصًا من المجمع والرتب والإتاوة، لكن كل ذلك يأتي من شراء أشخاص آخرين للخانات. إذا لم ينضم أحد عن طريقك، فلن تربح شيئًا من الدخل المباشر أو دخل المستويات. الخطة: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "هل يجب أن أضم أشخاصا؟\nضم أشخاص\nهل يجب الإحالة\nالربح بدون إحالة\nبدون دعوة أحد\nهل أحتاج أن أجلب ناس\nاجيب ناس\nدعوة ناس\nلازم اضم احد\nlazem ajib nas\nrefer\nmen gher ma ad3i\nbedoon e7ala\nمن غير ما اجيب حد\nلازم ادعي ناس\nad3i nas\nلازم ادعي اصحابي\nمن غير ما ادعي حد\nma 3azamtesh\nmen gher e7ala\nnjib nas\nلازم نجيب ناس\nبدون ما نجيب\nbla ma njib nas\nbla parrainage\nبدون فريق\nمن غير فريق",
  "general.chat.kb.recruiting.a":
    "في الغالب، نعم. الدخل المباشر ودخل المستويات يأتيان فقط من الأشخاص الذين ينضمون عن طريقك ومن فرقهم، والمجمع العالمي يحتاج إحالة مباشرة بالخانة نفسها. بدون ضم أحد، سيكون الدخل على الأرجح صفرًا أو قليلًا جدًا.",

  "general.chat.kb.risks.q":
    "ما هي المخاطر؟\nالمخاطر\nمخاطرة\nخطر\nهل هو آمن\nهل أموالي في أمان\nالعيوب\nما الذي قد يحدث خطأ\nهل أستثمر\nهل هو استثمار جيد\nmakhater\namen walla la\nrisk\namaan\nel makhater\nkhatar\nestethmar amn\nمخاطره\nآمن ولا لا\nخطوره\nفيه خطوره\nخطير\nrisque\nسلبيات",
  "general.chat.kb.risks.a":
    "أهم المخاطر: قد تخسر كل ما تدفعه للخانات؛ الدخل لا يأتي إلا إذا انضم أشخاص تحتك، ومعظم الناس يضمون قليلًا أو لا أحد؛ أسعار العملات المشفرة والتوكنات المدفوعة قد تنخفض؛ الدفع إلى عنوان خاطئ أو تسرب عبارة الاسترداد لا يمكن التراجع عنه. لا تستخدم إلا مالًا تتحمل خسارته.",

  "general.chat.kb.loseMoney.q":
    "هل يمكن أن أخسر أموالي؟\nخسارة المال\nهل سأخسر\nهل سأخسر استثماري\nخسارة\nماذا لو لم ينضم أحد\nماذا لو توقف\nmumkin akhser flousi\nkhasara\nakhsar flousi\nkhosara\nخسارة الفلوس\nakhsar\n5sara\nflousi tro7\nتروح فلوسي\nتضيع فلوسي\nلو محدش اشترك\nlaw 5sert\nlaw khesert flousi\na5sar el flous\ntero7 el flous\nel flous et7abaset\nflousi et7abaset\nسكر البرنامج\nتروح مصاري\nنخسر\nنخسر فلوسي\nلو الموقع قفل\nلو البرنامج وقف\nnkhser\nnkhsar flousi\nبخسر\nهخسر\nt7bes\ntmchi flousi",
  "general.chat.kb.loseMoney.a":
    "نعم، يمكن أن تخسر المال. ما تدفعه للخانات لا يُسترد، وقد لا يأتي دخل أبدًا إذا لم تضم آخرين، والأصول المشفرة قد تنخفض قيمتها.",

  "general.chat.kb.guarantee.q":
    "هل الدخل مضمون؟\nمضمون\nضمان\nدخل ثابت\nدخل أكيد\nهل الربح مضمون\nوعد\nmadmoun\nfi daman\nguarantee\nmo2akad\nمؤكد\ndaman el arba7\nيضمنلي\nمضمونه\nakeed\narba7 madmouna\nارباح مؤكده\nribh mo2akad\ndamanli\n7ad yedman\nمكسب اكيد\nمكسب مضمون\nربح ثابت\nارباح ثابته\ngaranti\nmdmoun\nدخل ثابت شهري",
  "general.chat.kb.guarantee.a":
    "لا شيء مضمون هنا. الأرقام خطة البرنامج نفسه وليست وعدًا، ولا يستطيع أحد أن يعدك بدخل.",

  "general.chat.kb.scam.q":
    "هل هذا احتيال؟\nاحتيال\nنصب\nخداع\nمزيف\nهل هو حقيقي\nهل هو موثوق\nهل أثق به\nscam\nبونزي\nnasb\nhal hatha nasb aw haqiqi\nehtial\nfake walla haqiqi\nehtiyal\nfake\nnaseb\nنصابين\n7aramiya\nحراميه\nyehrabo\nيهربوا بالفلوس\nضحك على الناس\narnaque\nنصبه\nمحتال\nescroquerie\nنصاب\nكذبه\nصدق ولا كذب\nnassab\nnasab\nnassabin",
  "general.chat.kb.scam.a":
    "هذا الموقع لا يستطيع أن يقول لك إنه آمن. ما هو: برنامج إحالة يديره عقد ذكي، وما يتلقاه الأعضاء يأتي مما يدفعه أعضاء آخرون مقابل الخانات. لذلك يعتمد الدخل على انضمام أشخاص جدد، وحين يتباطأ الانضمام ينخفض أو يتوقف. الجهات الرقابية في بلدان كثيرة تحذّر من مخططات تعمل بهذه الطريقة، فتحقق بنفسك قبل وضع أي مال.",

  "general.chat.kb.legal.q":
    "هل هذا قانوني؟\nقانوني\nغير قانوني\nهل هو مسموح في بلدي\nهل هو محظور\nترخيص\nمرخص\nضريبة\nهل هو حلال\nhalal walla haram\nqanouni\nlegal\nhalal\n2anouni\nmamno3\nممنوع\nel 7okoma\nالحكومه\ndariba\nضرايب\nmasmo7\nمسموح\nmana3\nmamno3a\nqanouni fi masr\nمسموح في السعوديه\nقانونيا\nادفع ضريبه\ndareebet dakhl\nضريبه دخل\nهل هو مسموح\nمسموح في السعودية\nيجوز\nشرعا\nحلال ولا حرام\n7alal\n7aram\nharam\nشرعي\nربا\nriba\nفيه ربا",
  "general.chat.kb.legal.a":
    "يعتمد ذلك على مكان إقامتك. بعض البلدان تقيّد أو تحظر مخططات الإحالة التي تأتي أرباحها من ضم الناس، وقوانين العملات المشفرة تختلف من بلد لآخر. هذا الموقع لا يقدم استشارة قانونية: تحقق من القوانين في بلدك، بما فيها الضرائب على الدخل.",

  "general.chat.kb.pyramid.q":
    "هل هذا مخطط هرمي؟\nهرمي\nتسويق هرمي\nمخطط هرمي\nتسويق شبكي\nMLM\nتسويق متعدد المستويات\npyramid\ntaswi2 shabaki\ntaswee2 haramy\nnetwork marketing\nهرمي ولا لا\nهرم\nشركه هرميه",
  "general.chat.kb.pyramid.a":
    "إنه برنامج إحالة يربح فيه الأعضاء مما يدفعه مقابل الخانات الأشخاص الذين يضمونهم، ومن يضمهم هؤلاء: بنية متعددة المستويات. المال المدفوع يأتي من مدفوعات الأعضاء للخانات، لا من بيع شيء لعملاء من الخارج. هل يُعد ذلك مخططًا هرميًا غير قانوني؟ يعتمد على قانون بلدك.",

  "general.chat.kb.refund.q":
    "هل يمكنني استرداد المال؟\nاسترداد\nاسترجاع المال\nإلغاء التسجيل\nعكس المعاملة\nأريد أموالي\nانسحاب من البرنامج\narga3 flousi\nrefund\nestrdad\nاسترجع فلوسي\nترجع فلوسي\nbetrga3\nel flous terga3\nارجاع الفلوس\nرجعولي فلوسي\nremboursement\nارجع فلوس السلوت\nنسترجع\nاسترداد الفلوس\nاسترداد المبلغ\nرجعلي مصاريي\nكنسل\nالغي الاشتراك\nnrja3 flousi",
  "general.chat.kb.refund.a":
    "المدفوعات إلى العقد الذكي لا يمكن لأحد إلغاؤها أو ردها، ولا هذا الموقع. اعتبر ما تدفعه مقابل خانة قد ذهب، إلا إذا عاد إليك دخل.",

  "general.chat.kb.withdraw.q":
    "كيف أسحب؟\nسحب\nسحب الأرباح\nكيف أستلم المال\nمتى أستلم الدفع\nالدفعات\nتحويل إلى نقد\nwithdraw\nkif asheb flousi\nsahb al arbah\nas7ab\nsa7b el flous\nاسحب فلوسي\nsa7b\nاسحب الارباح\nemta ast2bel el floos\nاستلام الارباح\nsa7b el arba7\nbtenzel 3al wallet\nالفلوس تنزل المحفظه\nflous btenzel 3ala tool\nتحويل الارباح\nاحول ارباحي\nretrait\nnsa7ab\nنسحب\nبسحب\nهسحب\nسحب المصاري\nretrait lbenefice\nالارباح توصلني",
  "general.chat.kb.withdraw.a":
    "هذا الموقع لا يحتفظ بأي مال ولا يدفع شيئًا. يقول البرنامج إن عقده الذكي يرسل المدفوعات مباشرة إلى المحفظة التي سجلت بها، فلا يوجد نموذج سحب: تراها في محفظتك وفي مستكشف البلوكتشين، ويمكنك بيع العملة المستقرة في منصة تداول.",

  "general.chat.kb.whoRuns.q":
    "من يدير هذا الموقع؟\nمن أنتم\nمن المالك\nمن صنع هذا الموقع\nمن وراء هذا\nالمالك\nالمؤسس\nowner\nsa7eb el mawqe3\nصاحب الموقع\nwara el mawqe3\nوراء الموقع\nowner el site\nمالك الموقع\nمين عمل الموقع\nمين صمم الموقع\nصاحب المشروع\nمين صاحب الموقع\nمين عامل المشروع\nصاحب المنصه\nالادمن\nمين الادمن\nmol site\nمول الموقع\nورا الموقع\nصاحب الصفحه",
  "general.chat.kb.whoRuns.a":
    "هذا الموقع دليل غير رسمي أعده مروّجون مستقلون للبرنامج. لا يديره صانعو البرنامج ولا يعتمدونه ولا يؤيدونه. عندما تسجل عبر روابط الإحالة فيه، قد يربح منه القائمون على هذا الدليل.",

  "general.chat.kb.official.q":
    "هل هذا الموقع رسمي؟\nرسمي\nالموقع الرسمي\nهل أنتم الشركة\nهل هذا الموقع الحقيقي\nofficial\nrasmi\nel site rasmy\nel mawqe3 el rasmy\nموقع رسمي\nالموقع الاصلي\ntab3 el sherka\nتبع الشركه\nofficiel",
  "general.chat.kb.official.a":
    "هذا ليس الموقع الرسمي. إنه دليل غير رسمي، لا يديره البرنامج ولا يعتمده ولا يؤيده.",

  "general.chat.kb.contact.q":
    "كيف أتواصل معكم؟\nتواصل\nالدعم\nخدمة العملاء\nرقم الهاتف\nالبريد الإلكتروني\nواتساب\nتيليجرام\nشكوى\ntawasol\nwhatsapp\nraqam\nda3m\nel da3m el fanni\nخدمه العملاء\nraqam whatsapp\natwasal ma3akom\nakalem 7ad\nysa3edni\nمساعده\nالدعم الفني\nاحكي مع الدعم\nنهضر مع\ncontact\nتلغرام\nتيليغرام\nتلجرام\nواتس\nرقم واتس\nnmra whatsapp\nntwasl\nنتواصل\nايميل\nالايميل",
  "general.chat.kb.contact.a":
    "لا يوجد لهذا الدليل مكتب مساعدة أو خط هاتف. اسأل راعيك، صاحب الرابط الذي استخدمته، أو استخدم روابط المجتمع أسفل الصفحة. لن يطلب منك أي شخص صادق عبارة الاسترداد أو أن ترسل مالًا مقابل المساعدة.",

  "general.chat.kb.presentations.q":
    "أين العروض التقديمية؟\nعرض تقديمي\nالعروض\nشرائح\npdf\nالخطة بالعربية\nتحميل العرض\npresentation\nel khota pdf\nkhotet el 3amal\nبريزنتيشن\nعرض البرنامج\nملف pdf\nملف الخطه\nfichier pdf\nبوربوينت\nباوربوينت\nسلايدات",
  "general.chat.kb.presentations.a":
    "صفحة العروض فيها شرائح عن البرنامج، بلغتك أولًا، ويمكنك إرسال عرضك للمراجعة: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "هل يوجد فيديو؟\nفيديو\nشرح بالفيديو\nيوتيوب\nدرس\nفيديو تعليمي\nvideo\nyoutube\nshar7\nshar7 video\nفيديو شرح\nفيديوهات\ntuto",
  "general.chat.kb.videos.a":
    "يوجد فيديو تعريفي في الصفحة الرئيسية وفيديو تعليمي في صفحة الانضمام يشرح التسجيل: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "ما هذا؟\nما هو هذا البرنامج\nكيف يعمل\nاشرح البرنامج\nعن ماذا يتحدث هذا\nنظرة عامة\nما هو المشروع\neh da\nshu hada\nel barnamig eh\nel barnameg\nfekret el barnamig\nفكره البرنامج\nel barnamaj da eh\nfekret el bernameg\nel mawdoo3 eh\nالموضوع ايه\nما هو البرنامج\nشو هالبرنامج\nقصه البرنامج\nايش القصه\nc est quoi\nشو هالمشروع",
  "general.chat.kb.whatIsIt.a":
    "إنه برنامج إحالة قائم على الخانات على بلوكتشين منخفضة الرسوم: يشتري الأعضاء خانات بعملة مستقرة، ويوزع عقد ذكي تلك المدفوعات على الأعضاء ضمن ستة أنواع من الدخل. هذا الموقع دليل غير رسمي يشرحه بلغة بسيطة، مع المخاطر.",

  "general.chat.kb.hello.q":
    "مرحبا\nالسلام عليكم\nأهلا\nهاي\nشكرا\nصباح الخير\nhello\nsalam\nmarhaba\nahlan wa sahlan\nahlen\nhala\nهلا\nمرحبتين\nsabah el kheir\nassalamu alaikum\nصباح النور\nsalut\nbonjour\nسلام\nمساء الخير\nmasa el kheir\nالله يعطيك العافيه",
  "general.chat.kb.hello.a":
    "مرحبًا! اسألني عن الانضمام، أو المحافظ، أو الحد الأدنى، أو أنواع الدخل، أو الخانات، أو المخاطر.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "نادي رياضي\nجيم\nرجيم\nريجيم\nدايت\nتخسيس\nدكتور\nطبيب\nمستشفى\nصيدلية\nدواء\nلقاح\nمدرسة\nmadrasa\nجامعة\njam3a\nامتحان\nemte7an\nثانوية عامة\nthanaweya\nتوجيهي\ntawjihi\nبكالوريا\nالجيش\nتجنيد\nزواج\nzawaj\nعرس\nخطوبة\nطبخ\nوصفة\nمطعم\nكبسة\nكشري\nكورة\nkora\nكرة القدم\nالأهلي\nالزمالك\nريال مدريد\nبرشلونة\nببجي\nفري فاير\nطقس\nقطار\nطيران\nفندق\nجواز سفر\njawaz\nالهوية الوطنية\nاقامة\nبنزين\nbenzin\nكهرباء\nkahraba\nراوتر\nملابس\nهدوم\nأحذية\nمكياج\nحلاق\nموقف سيارات\nمخالفة مرور\nإيجار\nijar\nكراء\nزراعة\nوظيفة حكومية\nالأبراج\nانتخابات\nرياضيات\nرمضان\nramadan\nعمرة\nمسلسل\nmusalsal\nعيد الأضحى\nحج\nفيفا\nماتش\nزين\nzain\nموبايلي\nmobily\netisalat\nاورنج\nاوريدو\nooredoo\nاسياسيل\nasiacell\nجيزي\ndjezzy\nموبيليس\nmobilis\nانوي\ninwi\nالراجحي\nrajhi\nالانماء\ncib\nفاتورة المياه\nابشر\nabsher\nتوكلنا\ntawakkalna\nنفاذ\nnafath\nتموين\nجوازات\nساهر\nالتحصيلي\nنون\nnoon\nامازون\nجوميا\njumia\ntalabat\nهنقرستيشن\nhungerstation\ncareem\nاوبر\nحراج\nاوليكس\nقطار الحرمين\nزوم\nسناب\nسناب شات\nايمو\nبوتيم\nbotim\nسكايب\nفايبر\nاكسل\nوورد\nماجستير\nدكتوراه\nكلية\nنتفليكس\nosn\nبي ان سبورت\nmbc\nتويوتا\nهيونداي\nكيا\nمرسيدس\nسامسونج\nشاومي\nهواوي\nجلد\nجلدي\nجلديه\njeld\njild\nالذهب\nفيزا\nالفيزا\nالمحل\nمحلات\nعسكري\nعسكريه\nالودائع\nوديعه\nالسمسار\nسمسار\nبنك\nbanka\nفليكسي\nflexy\nالتأمينات\nتأمينات\nالتقاعد\nالمعاش\nمعاش\nميراث\nورث\nجمعية\nعقارات\nعقار\nالبورصة\nبورصة\nاسهم\nجرام دهب\nدهب\ndahab\nسبائك\nلول\nleague of legends\nكلاش اوف كلانس\nكلاش رويال\nكاندي كراش\nروبلوكس\nكول اوف ديوتي\nالبنك الأهلي\nبنك الإسكان\nسامبا\nccp\nattijari\ncih\nqnb\nقسط\nتقسيط\nقرض\n9ard\nqard\nمراهنات\n1xbet\nشحنة\nارامكس\naramex\ntemu\nshein\nمباراة\nمباريات\nبث\nالدوري\nمصلحة الضرائب\nمحامي\nممرض\nممرضة\nمهندس\nسباك\nكهربائي\nسواق\nسائق\nشرطي\nمحاسب\nمبرمج\nميكانيكي\nنجار\nمدرس\nlycee\nlycée\necole\nécole\nfac\nbac\nbitcoin\nbtc\nبيتكوين\niphone 13\niphone 14\niphone 15\niphone 16\niphone 17\nolx\navito\nouedkniss\nopensooq\nharaj\ndubizzle",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `ما ماذا هو هي هل كيف كم متى أين اين لماذا لما من في على عن إلى الى مع هذا هذه ذلك تلك
    انا أنا انت أنت انتم نحن لي لك لنا ان أن إن او أو يا ممكن يمكن يمكنني يمكنني أستطيع استطيع اريد
    أريد ابغى أبي عندي هناك هنا كان يكون سوف سأ شي شيء بعض كل جدا فقط ايضا أيضا لو اذا إذا الذي التي
    اللي ايش وش شو ليش عشان علشان لازم اسوي ابي ولا please
    ya akhi 3ayez 3awez momken ezay ezzay kif keef eh eih shu ma min fin feen wein kam kaam howa hiya da di dah el fi fel ana ani enta enti bta3i bta3 3shan 3ala lel ya3ni law sa7 please pls
    فيها يعني ايه اصلا بتاعت بتاعي a3mel ba3d bel taba3 fihon
    ازاي فين ايه مين عايز عاوز ده دي كده بس ليه امتى
    wala walla la2 men mn mni meen miin fih fiha fihom 3an ma3 ma3a 3and 3andi elli illi bas leh lesh leish emta imta fen fein wen shlon chlon kaif shou sho esh eish hal hatha hada hadi haza hay deh keda kda a3raf a3rif bade biddi badi abi abgha abga 3ayz 3awz mesh msh mish 7ad wa7ed yani tayeb beta3 beta3i beta3y lazem lazim a2dar ba2dar yenfa3 shabab gama3a habibi ra7 sara7a bsara7a
    شلون وين ابغا بدي اعرف حد عم رح راح ينفع بصراحه شباب جماعه حبيبي اخي عم
    mumkin mnin menin hena hon zabt ba2der b2dar ba3mel ba3mil me7tag mi7tag a7tag محتاج احتاج اني بيه واحد
    3al 7aga ta3ala etba3atli ab3atli انتو
    حاجه مفيش ومفيش بتحصل يحصل حصل hay7sal bey7sal 7asal
    وكم وكيف وهل ومين وايه وبكم
    تقريبا بالضبط ضبط والله yetla3 بيطلع يطلع a7ad احد bezabt
    حقي حقتي وينه فيه
    اسم لمن
    كام انهي منين
    شنو شنوا اشنو واش قديش قداش شحال شكون كيفاش علاش بغيت بغينا نبغي حدا تبعك تبعي تاع ديال دابا هاد هادي هادا هذي  ياه منو هيك هالشغله هالشي نقدر بقدر تقدر خويا اخوي wesh wach chno chnou chnowa achno kifach kifash ch7al chhal 9addesh 2addesh addesh 3lach 3lash bach bash bghit nbghi n9der na9der nqder ne9der hadak dyal dial m3akom m3ak daba  khoya khouya kayn kaynin kayna ghadi baghi wela wla 3la lli ndir dir khass khassni khasni homa kifah 7ta chkoun chkon ta3 taa hayda haida hayde heek kteer ktir 3am 7ada 7adan
    ومو ومش dyali
    شكد shgad الحين دلوقتي اوي خالص برضه هلق  لسا بعدين بزاف bzaf bezaf wakha 3endi 3ndi ila fach 3afak 3afakom 9adech 9adeh قداه nheb n7eb barcha famma fama rani rahi leih delwa2ti awi
    win nlaqi nl9a nlqa wa9tach wa9t يعتبر
    اقدر يقدر
    ytla3li yetla3li ytla3 عندكم معاكم معكم معانا l7aja 7aja ابعتلي ابعثلي`,
};
