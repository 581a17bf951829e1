// Tamil knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "நேரடியாகச் சொன்னால்: இது ஒரு பரிந்துரை (ரெஃபரல்) திட்டம். எந்த வருமானமும் மற்றவர்களைச் சேர்ப்பதைப் பொறுத்தது, பூஜ்யமாகவும் இருக்கலாம்; கிரிப்டோ மதிப்பு குறையலாம்; இங்கு எதுவும் நிதி ஆலோசனை அல்ல. பொறுப்புத் துறப்பைப் படியுங்கள்: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "இவை திட்டமே வெளியிட்ட எண்கள், வாக்குறுதி அல்ல: உண்மையான வருமானம் பூஜ்யமாகவும் இருக்கலாம்.",
  "general.chat.kb.join.q":
    "நான் எப்படி சேர்வது?\nஎப்படி சேர்வது\nசேரும் முறை\nபதிவு செய்வது எப்படி\nபதிவு\nசைன் அப்\nஎப்படி தொடங்குவது\njoin\nepdi join panradhu\nepdi register panradhu\nepdi join pannanum\njoin panna vazhi\nregister epdi\naccount open panna\nசேர வழி\nசேர்றது எப்படி\nசேர்வதற்கு\ninga join aaga\nsera aasai\nmudhal step\njoin panna aasai\nசேர்ந்துக்க\nபிளான்ல சேர\nஜாயின்\nஜாயின் பண்றது\nஅக்கவுண்ட் திறக்க\nசேர ஸ்டெப்ஸ்\nரெஜிஸ்ட்ரேஷன்\nஜாயின் ஸ்டெப்ஸ்\nஜாயின் ஆகுறது\nரெஜிஸ்டர் பண்றது\nரெஜிஸ்டர் பண்ண வழி\nஅக்கவுண்ட் கிரியேட்\nபுதுசா ஜாயின்\nserradhu\nsera enna pannanum\nepdi seruvadhu",
  "general.chat.kb.join.a":
    "நெட்வொர்க்கை ஆதரிக்கும் வாலட்டை நிறுவி, அதை நெட்வொர்க்கிற்கு மாற்றுங்கள்; ஸ்டேபிள்காயினில் குறைந்தது {amount} மற்றும் கட்டணத்துக்குச் சிறிது நேட்டிவ் டோக்கன் சேர்த்து, வாலட்டின் உள் உலாவியைத் திறந்து, உங்கள் ரெஃபரல் இணைப்பை ஒட்டி Register Now அழுத்துங்கள். Join பக்கத்தில் ஒவ்வொரு படியும் உள்ளது: {joinUrl}",
  "general.chat.kb.wallet.q":
    "எந்த வாலட் பயன்படுத்த வேண்டும்?\nவாலட்\nஎந்த வாலட்\nவாலட் ஆப்\nநல்ல வாலட்\nவாலட் பதிவிறக்கம்\nwallet\nentha wallet\nendha wallet use pannanum\nwallet edhu nalladhu\ntrust wallet\nwallet download\nmetamask\nmetamask wallet\nwallet app edhu\nஎந்த வாலெட்\nட்ரஸ்ட் வாலெட்\nமெட்டாமாஸ்க்\nவாலெட் யூஸ்\nவாலெட் ஆப்\nகிரிப்டோ ஆப்\nவாலெட் ஆப் போன்ல\nவாலெட் இன்ஸ்டால்\nவாலெட் ஆப்பை\nவாலெட்டுக்கு ஆப்\nவாலெட் டவுன்லோட்",
  "general.chat.kb.wallet.a":
    "திட்டத்தின் நெட்வொர்க்கை ஆதரிக்கும், உள்ளே (dApp) உலாவி கொண்ட நன்கு அறியப்பட்ட கிரிப்டோ வாலட் ஆப்பைப் பயன்படுத்துங்கள். அதை உங்கள் போனின் அதிகாரப்பூர்வ ஆப் ஸ்டோரில் இருந்து மட்டும் நிறுவுங்கள். Join பக்கம் வழிகாட்டுகிறது: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "ரிகவரி ஃப்ரேஸ் என்றால் என்ன?\nரிகவரி ஃப்ரேஸ்\nசீட் ஃப்ரேஸ்\n12 சொற்கள்\nரகசிய சொற்கள்\nபிரைவேட் கீ\nseed phrase\n12 words\nrecovery phrase\nprivate key\nsecret words\nseed words yaarukum kudukkadhe\n12 words screenshot\nseed phrase photo\nசீட் வார்த்தைகள்\nரகசிய வார்த்தை\nசீட் ஃப்ரேஸ் ஸ்கிரீன்ஷாட்\nஎழுதி வைக்கணும்\n12 வார்த்தைகள்\nபிரைவேட் கீ அனுப்பலாமா\n12 words yaarukum\nபிரைவேட் கீ அனுப்ப\nபாஸ்வேர்ட் வார்த்தை\nseed phrase marandhuta\n12 words share\nசீக்ரெட் வேர்ட்ஸ்\nசீட் வேர்ட்ஸ்\n12 வேர்ட்ஸ்\nரிகவரி வேர்ட்ஸ்\nசீக்ரெட் கோட்\nவார்த்தை போட்டோ\nசீட் ஃப்ரேஸ் போட்டோ\nwords kekkuranga\n12 words kettaa\nphrase kekkuranga",
  "general.chat.kb.recoveryPhrase.a":
    "வாலட் உருவாக்கும்போது 12 அல்லது 24 சொற்களின் ரிகவரி ஃப்ரேஸ் காட்டப்படும். அதை காகிதத்தில் எழுதிப் பத்திரமாக வையுங்கள். அது யாரிடம் இருக்கிறதோ அவர் வாலட்டில் உள்ள அனைத்தையும் எடுக்க முடியும்: எந்த இணையதளத்திலோ சாட்டிலோ அதை ஒருபோதும் தட்டச்சு செய்யாதீர்கள், யாருடனும் பகிராதீர்கள். இந்தத் தளமோ திட்டமோ அதை ஒருபோதும் கேட்காது.",
  "general.chat.kb.network.q":
    "எந்த நெட்வொர்க்?\nநெட்வொர்க்\nஎந்த பிளாக்செயின்\nபிளாக்செயின்\nநெட்வொர்க் மாற்றுவது\nதவறான நெட்வொர்க்\nnetwork\nentha network\nbep20\ntrc20\nentha chain\ntron network\nusdt network edhu\ntrc20 usdt\nbsc\nbnb smart chain\nபிஇபி20\nடிஆர்சி20\nபிஎஸ்சி\nட்ரான் நெட்வொர்க்\nவாலெட் நெட்வொர்க்\nஎந்த செயின்\nதப்பான நெட்வொர்க்\nநெட்வொர்க் ஆட் பண்ண\nயுஎஸ்டிடி செயின்\nயுஎஸ்டிடி நெட்வொர்க்\nbep20 la anupa\ntron la anupa\nnetwork add panna\nநெட்வொர்க்ல அனுப்பணும்\nபிஇபி20ல அனுப்ப\nடிஆர்சி20ல அனுப்ப\nசெயின்ல அனுப்பணும்\nநெட்வொர்க் செலக்ட்\nமாத்தி அனுப்பிட்டேன்",
  "general.chat.kb.network.a":
    "திட்டம் குறைந்த கட்டணம் கொண்ட ஒரு பிளாக்செயின் நெட்வொர்க்கில் இயங்குகிறது. பணம் சேர்ப்பதற்கும் பதிவு செய்வதற்கும் முன் வாலட்டை அந்த நெட்வொர்க்கிற்கு மாற்றுங்கள்; வேறு நெட்வொர்க்கில் அனுப்பிய டோக்கன்கள் வந்து சேராது. Join பக்கத்தின் படி 3 பாருங்கள்: {joinUrl}",
  "general.chat.kb.fees.q":
    "கட்டணம் எவ்வளவு?\nகட்டணம்\nபரிவர்த்தனை கட்டணம்\nகேஸ் கட்டணம்\nகேஸ்\nநேட்டிவ் டோக்கன்\nfees\ngas fee\nfee evlo\nbnb edhuku\ncharge\ntransaction charge\ncharge evlo\nடிரான்சாக்ஷன் ஃபீ\nஃபீ எவ்வளவு\ntransaction fee\nகேஸ் ஃபீ\nபிஎன்பி ஃபீ\nட்ரான்ஸாக்ஷன் சார்ஜ்\nபிஎன்பி இல்லாம\nபிஎன்பி எவ்வளவு\nகேஸ் ஃபீஸ்\nநெட்வொர்க் ஃபீஸ்\nஃபீஸுக்கு பிஎன்பி\nஃபீக்கு பிஎன்பி\nபிஎன்பி வச்சுக்கணும்",
  "general.chat.kb.fees.a":
    "நெட்வொர்க்கில் ஒவ்வொரு பரிவர்த்தனைக்கும் சிறிய கட்டணம் உண்டு, பொதுவாக ஒரு சென்ட்டை விடக் குறைவு, அது நெட்வொர்க்கின் நேட்டிவ் டோக்கனில் செலுத்தப்படும். ஸ்டேபிள்காயினுடன் சிறிது நேட்டிவ் டோக்கனையும் வாலட்டில் வையுங்கள், இல்லையெனில் பதிவு தோல்வியடையும்.",
  "general.chat.kb.funding.q":
    "வாலட்டில் பணம் எப்படி போடுவது?\nபணம் போடுவது\nஸ்டேபிள்காயின் வாங்குவது\nUSDT எங்கே வாங்குவது\nவாலட்டில் usdt\nடெபாசிட்\nவாலட்டில் பணம்\nusdt epdi vaanga\nwallet la panam\ndeposit epdi\nusdt vaanga\nusdt anupuradhu\nstablecoin vaanguradhu\nbinance la usdt\ngpay la usdt\nupi la usdt\nபைனான்ஸ் usdt\nயூஎஸ்டிடி வாங்குவது\nயுஎஸ்டிடி போட\nயுஎஸ்டிடி வாங்க\nபைனான்ஸ்\nவாலெட்டுக்கு பணம்\nடெபாசிட் பண்ண\nவாலெட் ரீசார்ஜ்\nஜிபே\nவசிர்எக்ஸ்\nயுஎஸ்டிடி வாங்கி அனுப்ப\nwallet la podurathu\nயுஎஸ்டிடி ஏத்துறது\nவாலெட்டுல யுஎஸ்டிடி\nபைனான்ஸ்ல இருந்து\nபைனான்ஸ்லேர்ந்து\nவாலெட்டுக்கு மாத்துறது\nவாலெட்டுக்கு அனுப்பணும்\nயுஎஸ்டிடி பர்சேஸ்",
  "general.chat.kb.funding.a":
    "டாலருடன் இணைந்த ஸ்டேபிள்காயினை ஒரு எக்ஸ்சேஞ்சில் அல்லது வாலட் ஆப்பிற்குள் வாங்கி, திட்டத்தின் நெட்வொர்க்கில் உங்கள் வாலட்டுக்கு அனுப்புங்கள். ஸ்டேபிள்காயினில் குறைந்தது {amount} மற்றும் கட்டணத்துக்குச் சிறிது நேட்டிவ் டோக்கன் தேவை. அனுப்பும் முன் நெட்வொர்க்கையும் முகவரியையும் சரிபாருங்கள்: பரிமாற்றங்களைத் திரும்பப் பெற முடியாது.",
  "general.chat.kb.minimum.q":
    "குறைந்தபட்ச தொகை எவ்வளவு?\nகுறைந்தபட்ச தொகை\nகுறைந்தது எவ்வளவு\nதொடங்க எவ்வளவு பணம் வேண்டும்\nஎவ்வளவு பணம் தேவை\nசேர எவ்வளவு செலவு\nமுதல் ஸ்லாட் விலை\nminimum\nevlo panam venum\nkuraintha thogai evlo\nminimum evlo\nkuraindhathu evlo\nstart panna evlo panam\nkammi evlo podanum\nkuranju evlo\nகுறைஞ்சது எவ்வளவு\nevlo rooba venum\nevlo dollar venum\nமினிமம் அமவுண்ட்\nகுறைஞ்சபட்சம்\nஎத்தனை டாலர்\nரூபாய்ல ஆரம்பிக்க\nசின்ன ஸ்லாட்\nமுதல் ஸ்லாட்டுக்கு\nகுறைஞ்ச பட்சம்\nடாலர் போதுமா\nமினிமம் டெபாசிட்",
  "general.chat.kb.minimum.a":
    "குறைந்தபட்சம் {amount}: முதல் ஸ்லாட் ஸ்டேபிள்காயினில் {amount}, கூடவே கட்டணத்துக்குச் சிறிது நேட்டிவ் டோக்கன். உயர்ந்த ஸ்லாட்டுகள் அதிக விலை; Slots பக்கத்தில் பட்டியல் உள்ளது: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "பதிவு செய்ய எந்த இணைப்பு?\nஎந்த இணைப்பு\nரெஃபரல் இணைப்பு\nரெஃபரல் லிங்க்\nஇணைப்பு எங்கே\nஏன் இந்த இணைப்பு\nreferral link\nlink enga kidaikum\nyaaroda link\nfriend link\nreferral link la register\nரெஃபரல் லிங்க் எங்க\nலிங்க் காப்பி\nரெபரல் லிங்க்\nஇன்வைட் லிங்க்\nவேற லிங்க்\nவேற லிங்க்ல ஜாயின்\nலிங்க் எடுக்க\nஃப்ரெண்ட் லிங்க்\nநண்பன் லிங்க்\nலிங்க்ல ரெஜிஸ்டர்\nஃப்ரெண்ட்ஸ்க்கு லிங்க்\nநண்பர் லிங்க்\nலிங்க் வேலை செய்யல\nlink copy\nlink anuppa",
  "general.chat.kb.referralLink.a":
    "Join பக்கத்தில் காட்டப்படும் ரெஃபரல் இணைப்பைப் பயன்படுத்தி வாலட் உலாவியில் ஒட்டுங்கள். உங்கள் ஸ்பான்சர் யார் என்பதை இணைப்பே பதிவு செய்கிறது; வேறு இணைப்பில் பதிவு செய்தால் ஸ்பான்சர் மாறும், பின்னர் மாற்ற முடியாது: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "ஸ்பான்சர் என்றால் என்ன?\nஸ்பான்சர்\nஅப்லைன்\nஎன் ஸ்பான்சர் யார்\nஸ்பான்சரை மாற்றுவது\nsponsor\nsponsor yaaru\nupline\nsponsor maatha\nupline yaaru\nsponsor change\nsponsor maarumaa\nஸ்பான்சர் பேர்\nsponsor name\nஅப்லைன் யாரு\nஸ்பான்சர் யாரு\nஸ்பான்சர் மாத்த\nஎன்னை சேர்த்தவர்\nஅப்லைன் மாத்த\nஸ்பான்சர் மாத்துறது\nupline maathikalama\nஜாயின் பண்ணவர்\nennai serthavar\nen upline\nennai join pannavar\nennai refer pannavanga",
  "general.chat.kb.sponsor.a":
    "உங்கள் ஸ்பான்சர் (அப்லைன்) என்பவர் யாருடைய ரெஃபரல் இணைப்பில் நீங்கள் பதிவு செய்கிறீர்களோ அந்த உறுப்பினர். உங்கள் ஸ்லாட் கட்டணத்தின் ஒரு பங்கை திட்டம் ஸ்பான்சருக்குக் கொடுத்து, உங்களை அவரது அணியில் வைக்கிறது. ஸ்பான்சர் பதிவின்போது முடிவாகும், பின்னர் மாறாது.",
  "general.chat.kb.registerButton.q":
    "Register Now பொத்தான் எங்கே?\nரெஜிஸ்டர் நவ்\nபதிவு தோல்வி\nபரிவர்த்தனை தோல்வி\nபதிவு ஆகவில்லை\nபிழை வருகிறது\nregister now error\nregister aagala\ntransaction failed\nbutton amukkuna\nregister aagala error\nரெஜிஸ்டர் பட்டன்\nபட்டன் வேலை செய்யல\nரெஜிஸ்டர் ஆகல\nஎரர் வருது\nட்ரான்ஸாக்ஷன் ஃபெயில்டு\nகன்ஃபர்ம் பண்ணும்போது\nபட்டன் அழுத்துனா\nஅழுத்தினா வேலை செய்யல\nஎரர் மெசேஜ்\nட்ரான்ஸாக்ஷன் ரிஜெக்ட்\nregister click\nonnum nadakkala",
  "general.chat.kb.registerButton.a":
    "வாலட் உலாவியில் ரெஃபரல் இணைப்பைத் திறந்த பிறகு Register Now அழுத்தி வாலட்டில் பரிவர்த்தனையை உறுதிசெய்யுங்கள். தோல்வியடைந்தால், வாலட் சரியான நெட்வொர்க்கில் உள்ளதா, கட்டணத்துக்குப் போதுமான ஸ்டேபிள்காயினும் நேட்டிவ் டோக்கனும் உள்ளதா எனப் பாருங்கள்.",
  "general.chat.kb.incomeTypes.q":
    "வருமான வகைகள் என்ன?\nவருமான வகைகள்\nசம்பாதிக்கும் வழிகள்\nஎப்படி சம்பாதிப்பது\nவருமானத் திட்டம்\nபோனஸ்\nincome plan\nincome vagaigal\nethana income\nவருமான வகை\nethana vagai income\n6 income\nincome vagai\nஇன்கம் வகை\nஎத்தனை இன்கம்\nஇன்கம் டைப்ஸ்\nவருமான வழிகள்\nஎந்தெந்த வழில வருமானம்\nவருமானம் வரும் வழி\nடைரக்ட் லெவல் டிஃபரன்ஸ்\nஇன்கம் டிஃபரன்ஸ்\nஎத்தனை விதமான இன்கம்\nவிதமான வருமானம்\nஎந்த வகையில வருமானம்\nஇன்கம் ஆப்ஷன்ஸ்\nவருமான வித்தியாசம்\nincome vithiyasam\nvarumana vazhigal\nincome vazhigal\nஇன்கம் டைப்\nபணம் வரும் வழிகள்\nஎத்தனை வழியில வருமானம்\nethana vazhi la income",
  "general.chat.kb.incomeTypes.a":
    "ஆறு உள்ளன: நேரடி வருமானம், லெவல் வருமானம், குளோபல் பூல், லீடர்ஷிப், வாராந்திர ராயல்டி மற்றும் காயின் பார்ட்னர் பங்கு. அனைத்தும் உறுப்பினர்கள் ஸ்லாட்டுக்குச் செலுத்தும் பணத்திலிருந்தே வழங்கப்படுகின்றன. Earnings பக்கம் ஒவ்வொன்றையும் விளக்குகிறது: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "நேரடி வருமானம் என்றால் என்ன?\nநேரடி வருமானம்\nடைரக்ட் இன்கம்\nரெஃபரல் போனஸ்\nரெஃபரல் கமிஷன்\ndirect income\ndirect bonus\noruthara serthaa evlo\nநான் சேர்த்தவர்\ndirect referral\nen moolama join panna\nடைரக்ட் ரெஃபரல்\nடைரக்ட் கமிஷன்\nநேரடியா சேர்த்தவர்\nரெஃபரல் இன்கம் சதவீதம்\nசொந்த ரெஃபரல்\nபாதி கிடைக்குமா\nஒருத்தர சேர்த்தா\nநேரடியா சேர்க்கிற\nserthavanga commission\nடைரக்ட் பர்சன்ட்\nரெஃபர் கமிஷன்\nசேர்த்த ஆள்\nகொண்டுவர்ற ஆள்",
  "general.chat.kb.directIncome.a":
    "நேரடி வருமானம் என்பது நீங்கள் நேரடியாகச் சேர்க்கும் ஒவ்வொருவரின் ஸ்லாட் விலையில் 50%. உதாரணமாக, {small} ஸ்லாட் {smallHalf} தரும்.",
  "general.chat.kb.levelIncome.q":
    "லெவல் வருமானம் என்றால் என்ன?\nலெவல் வருமானம்\nலெவல் இன்கம்\n10 லெவல்\nஅணி வருமானம்\nlevel income\nlevel la income\nteam income\ndownline income\nkeezha ulla level\nlevel commission\nலெவல் கமிஷன்\n10 level percent\n10 லெவல் வரை\nலெவல் பணம்\nடவுன்லைன்\nடீம்ல கீழ உள்ளவங்க\nகீழ உள்ளவங்க\nடவுன்லைன் கமிஷன்\nகீழ் லெவல்ல\nடீம் லெவல்\nலெவல் கணக்கு\nலெவல் பர்சன்ட்\nலெவல் இன்கம்க்கு\ndownline percentage\n20 பர்சன்ட்\nlevel wise income\nlevel wise commission\nlevel percentage",
  "general.chat.kb.levelIncome.a":
    "லெவல் வருமானம் என்பது உங்கள் அணியின் 10 நிலைகள் வரை ஒவ்வொரு உறுப்பினரின் ஸ்லாட் விலையில் 2%, மொத்தம் 20%.",
  "general.chat.kb.globalPool.q":
    "குளோபல் பூல் என்றால் என்ன?\nகுளோபல் பூல்\nகுளோபல் வருமானம்\n2x6 மேட்ரிக்ஸ்\n3640%\nglobal pool\npool income\nகுளோபல் பூல் தகுதி\nபூல் இன்கம்\nகுளோபல் பூல்ல",
  "general.chat.kb.globalPool.a":
    "குளோபல் பூல் ஒரு 2x6 மேட்ரிக்ஸ்; திட்டத்தின்படி ஒவ்வொரு சுழற்சியிலும் ஸ்லாட் விலையின் 3640% வரை தரும். தகுதிபெற அதே ஸ்லாட் வைத்திருக்கும் ஒரு நேரடி பரிந்துரை தேவை.",
  "general.chat.kb.leadership.q":
    "லீடர்ஷிப் ரேங்குகள் என்ன?\nரேங்க்\nலீடர்ஷிப் வருமானம்\nடயமண்ட் ரேங்க்\nகோல்ட் ரேங்க்\nrank\nrank epdi\nleadership rank\nrank qualify\nசில்வர் ரேங்க்\nரேங்க் அடைய\nப்ரான்ஸ் ரேங்க்\nரேங்குக்கு டைரக்ட்",
  "general.chat.kb.leadership.a":
    "ஐந்து ரேங்குகள்: Beginner, Bronze, Silver, Gold, Diamond. திட்டத்தின்படி இவை ரேங்க் விலையில் தினமும் 0.25% முதல் 1% வரை தரும், அதே ரேங்கில் எத்தனை நேரடி உறுப்பினர்கள் உள்ளனர் என்பதைப் பொறுத்து, அதிகபட்சம் 250%.",
  "general.chat.kb.royalty.q":
    "வாராந்திர ராயல்டி என்றால் என்ன?\nராயல்டி\nவாராந்திர ராயல்டி\nராயல்டி பூல்\nவார வருமானம்\nroyalty\nweekly royalty\nvaaram vaaram\nvaarathuku royalty\nவாரத்துக்கு ராயல்டி\nவாரா வாரம்\nராயல்டி வாரம்\nராயல்டி கிழமை\nராயல்டி எந்த நாள்\nராயல்டி எப்போ\nவீக்லி ராயல்டி\nroyalty income\nroyalty yarukku\novvoru vaaramum",
  "general.chat.kb.royalty.a":
    "ஒவ்வொரு ஸ்லாட்டின் B, C இடங்கள் தங்கள் நிதியில் 10% ஒரு ராயல்டி பூலுக்கு அனுப்புகின்றன; அது ஒவ்வொரு வாரமும் தகுதியான உறுப்பினர்களிடையே பகிரப்படுகிறது.",
  "general.chat.kb.coinPartner.q":
    "காயின் பார்ட்னர் பங்கு என்றால் என்ன?\nகாயின் பார்ட்னர்\nபார்ட்னர் பங்கு\nடோக்கன்\nகாயின்\nடோக்கன் விலை\ntoken kidaikuma\ncoin partner\ntoken value\ncoin partner token\nகாயின் பார்ட்னர் ஷேர்\nபார்ட்னர் ஷேர்\nடோக்கன் ஷேர்\ntoken vithu\ntoken vikka",
  "general.chat.kb.coinPartner.a":
    "B, C இடங்கள் 10% காயின் பார்ட்னர் பங்குக்கும் அனுப்புகின்றன; அதை உறுப்பினர்கள் டோக்கன்களாகப் பெறுகிறார்கள். டோக்கன் விலை ஏறலாம் இறங்கலாம், எனவே அதன் மதிப்பு உறுதியில்லை.",
  "general.chat.kb.slots.q":
    "எத்தனை ஸ்லாட்டுகள் உள்ளன?\nஸ்லாட்\nஸ்லாட் நிலைகள்\nஸ்லாட் விலை\nஒவ்வொரு ஸ்லாட் விலை\nஸ்லாட் என்றால் என்ன\nslot\nslot vilai\nslot price\nethana slot\nslot rate\nella slot vilai\nslot list\nஸ்லாட் லிஸ்ட்\nஎல்லா ஸ்லாட் விலை\nஸ்லாட் ரேட்\nஸ்லாட் விலை பட்டியல்\nஸ்லாட்டோட விலை\nஸ்லாட் பிரைஸ்",
  "general.chat.kb.slots.a":
    "பத்து ஸ்லாட் நிலைகள் உள்ளன, {first} முதல் {last} வரை. Slots பக்கத்தில் ஒவ்வொன்றின் விலையும் திட்டம் சொல்லும் வருமானமும் உள்ளன: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "ஸ்லாட்டை அப்கிரேட் செய்வது எப்படி?\nஅப்கிரேட்\nஅடுத்த ஸ்லாட்\nபெரிய ஸ்லாட்\nஅடுத்த நிலை\nupgrade\nslot upgrade\nadutha slot\nperiya slot\nnext slot\nslot 2\nஅடுத்த ஸ்லாட் வாங்க\nஸ்லாட் அப்கிரேட்\nஅப்க்ரேட்\nரெண்டாவது ஸ்லாட்\nஅடுத்த ஸ்லாட் வாங்குறது\nperiya slot edukka\nslot 2 vaanga\nஅடுத்த ஸ்லாட்டுக்கு\nமேல் ஸ்லாட்\nஅப்கிரேட் லாபம்\nadutha slot vaanga",
  "general.chat.kb.upgrade.a":
    "நீங்கள் விரும்பும்போது அடுத்த ஸ்லாட் நிலையை, முதலாவதைப் போலவே வாலட்டிலிருந்து விலை செலுத்தி வாங்கலாம். உயர்ந்த ஸ்லாட் அதிக விலை, மற்றவர்களும் அந்த நிலையில் பங்கேற்றால்தான் அதன் எண்கள் பொருந்தும்; எனவே இது பெரிய அபாயம், உறுதியான லாபம் அல்ல.",
  "general.chat.kb.matrix.q":
    "மேட்ரிக்ஸ் எப்படி வேலை செய்கிறது?\nமேட்ரிக்ஸ்\nM4 மேட்ரிக்ஸ்\n4x1 மேட்ரிக்ஸ்\nஇடங்கள்\nசுழற்சி\nmatrix\nmatrix na\nm4 matrix\nposition\nmatrix position\nplacement\nmatrix explain\nபிளேஸ்மென்ட்\nமேட்ரிக்ஸ் விளக்கம்\nபொசிஷன்\nபொசிஷன்கள்\nநாலு பொசிஷன்\nமேட்ரிக்ஸ் பணம்\nபணம் பிரிப்பு\nபணம் பிரியுது",
  "general.chat.kb.matrix.a":
    "ஒவ்வொரு ஸ்லாட்டும் நான்கு இடங்கள் கொண்ட M4 (4x1) மேட்ரிக்ஸ். இடம் A 10% லீடர்ஷிப்புக்கும் 40% குளோபல் பூலுக்கும்; B, C 10% ராயல்டிக்கும் 10% காயின் பார்ட்னர் பங்குக்கும்; D 100% உங்கள் ஸ்பான்சரின் காலி இடங்களுக்கும் அனுப்புகின்றன, பிறகு சுழற்சி மீண்டும் தொடங்கும்: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "நான் எவ்வளவு சம்பாதிக்க முடியும்?\nஎவ்வளவு சம்பாதிக்கலாம்\nஎவ்வளவு வருமானம் வரும்\nசம்பாத்தியம்\nலாபம்\nமாத வருமானம்\nபணக்காரன் ஆகலாமா\nevlo sambathikalam\nmaasam evlo varum\nevlo sambarikalam\nmaasam evlo\nevlo profit\nevlo sambadhikalam\nsambadhikka\nevlo sambadhikka mudiyum\ndaily earning\nearning\nப்ராஃபிட்\nlakh sambadhikka\nமாசம் எவ்வளவு\nஎவ்வளவு சம்பாதிக்க\nஎவ்ளோ வரும்\nலட்சம் சம்பாதிக்க\nமாசம் லட்சம்\nகாசு பண்ணலாம்\nபணம் பண்ணலாம்\nமாசத்துல எவ்வளவு\nஒரு நாளைக்கு வருமானம்\nதினமும் வருமானம்\nடெய்லி வருமானம்\nவருஷத்துல எவ்வளவு",
  "general.chat.kb.earnHowMuch.a":
    "இது ஒன்றுமில்லாததிலிருந்து தொடங்குகிறது, பெரும்பாலானோருக்குக் குறைவுதான். திட்டம் ஒவ்வொரு நேரடி பரிந்துரையின் ஸ்லாட் விலையில் 50%, 10 நிலைகளில் ஒவ்வொரு உறுப்பினருக்கும் 2%, பூல், ரேங்க், ராயல்டி பங்குகள் தருகிறது; ஆனால் அனைத்தும் மற்றவர்கள் ஸ்லாட் வாங்குவதிலிருந்தே வருகின்றன. உங்கள் வழியாக யாரும் சேராவிட்டால் நேரடி, லெவல் வருமானம் பூஜ்யம். திட்டம்: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "ஆட்களைச் சேர்க்க வேண்டுமா?\nஆட்களைச் சேர்ப்பது\nரெஃபர் செய்ய வேண்டுமா\nரெஃபர் இல்லாமல் வருமானம்\nயாரையும் சேர்க்காமல் சம்பாதிக்கலாமா\nrefer pannanuma\naal serkanum\nyaraiyum serkama\nsumma panam varuma\njoin pannama\nrefer pannama\nஆள் சேர்க்காம\nஆள் சேர்க்கணுமா\nயாரையும் சேர்க்காம\nஆள் சேர்க்கறது\nசேர்க்கறது கட்டாயம்\nகூட்டிட்டு வராம\nஆள் கூட்டிட்டு வரணுமா\nஆளுங்கள சேர்க்கணுமா\nசேர்க்கலைனா இன்கம்\nஆள் சேர்க்கலைனா\nரெஃபர் பண்ணாம",
  "general.chat.kb.recruiting.a":
    "பெரும்பாலும், ஆம். நேரடி, லெவல் வருமானம் உங்கள் வழியாகச் சேர்பவர்களிடமிருந்தும் அவர்களின் அணிகளிடமிருந்தும் மட்டுமே வரும்; குளோபல் பூலுக்கு அதே ஸ்லாட் கொண்ட ஒரு நேரடி பரிந்துரை தேவை. யாரையும் சேர்க்காமல் வருமானம் பெரும்பாலும் பூஜ்யம் அல்லது மிகக் குறைவு.",
  "general.chat.kb.risks.q":
    "இதில் என்ன அபாயங்கள்?\nஅபாயம்\nஆபத்து\nரிஸ்க்\nஇது பாதுகாப்பானதா\nஎன் பணம் பாதுகாப்பானதா\nமுதலீடு செய்யலாமா\nrisk enna\nsafe ah\nrisk irukka\nசேஃப்\ninvest risk\npanam podalama\nscheme safe ah\nசேஃபா\nரிஸ்க் என்ன\nஆபத்தா\nஇன்வெஸ்ட் பண்றது சேஃபா\nகாசு போடறது ரிஸ்க்",
  "general.chat.kb.risks.a":
    "முக்கிய அபாயங்கள்: ஸ்லாட்டுக்குச் செலுத்திய அனைத்தையும் இழக்கலாம்; உங்களுக்குக் கீழ் ஆட்கள் சேர்ந்தால் மட்டுமே வருமானம், பெரும்பாலானோர் சிலரையோ யாரையுமோ சேர்க்க முடிவதில்லை; கிரிப்டோ, பெறும் டோக்கன்களின் விலை குறையலாம்; தவறான முகவரிக்கு அனுப்பிய பணமோ கசிந்த ரிகவரி ஃப்ரேஸோ திரும்பாது. இழக்கத் தாங்கக்கூடிய பணத்தை மட்டும் பயன்படுத்துங்கள்.",
  "general.chat.kb.loseMoney.q":
    "என் பணத்தை இழக்க முடியுமா?\nபணம் இழப்பு\nபணத்தை இழப்பேனா\nநஷ்டம்\nயாரும் சேராவிட்டால்\nநின்றுவிட்டால்\npanam poiduma\nnastam varuma\npanam poidum\nloss aagum\nnashtam\npanam poiduchuna\nfulla poiduma\ncompany odi pochuna\ncompany close aana\nகாசு போயிடுமா\nபோட்ட பணம்\nபோட்ட காசு\nகாசு போச்சுனா\nலாஸ் ஆகுமா\nமுழு காசும்\nகாசு போக\nமுதலீடு நஷ்டம்\nநஷ்டம் வருமா\npotta panam\nnashtam poruppu\npoona panam\npona panam",
  "general.chat.kb.loseMoney.a":
    "ஆம், பணத்தை இழக்கலாம். ஸ்லாட்டுக்குச் செலுத்தியது திரும்பக் கிடைக்காது, மற்றவர்களைச் சேர்க்காவிட்டால் வருமானம் வராமலே போகலாம், கிரிப்டோ மதிப்பும் குறையலாம்.",
  "general.chat.kb.guarantee.q":
    "வருமானம் உத்தரவாதமா?\nஉத்தரவாதம்\nகேரண்டி\nநிலையான வருமானம்\nலாபம் உறுதியா\nவாக்குறுதி\nguarantee irukka\nincome uruthi ah\nuruthi\npromise\nprofit promise\nப்ராஃபிட் கேரண்டி\nஃபிக்ஸ்டு வருமானம்\nfixed income\nகேரண்டியா\nகியாரண்டி\nஉறுதியா வருமா\nடெய்லி இன்கம் உறுதி\nஉறுதியா கிடைக்கும்\nகேரண்டி வருமானம்\nகேரண்டீட் ரிட்டர்ன்\nகண்டிப்பா வருமானம்\nபக்கா வருமானம்\nநிச்சயமா லாபம்\nலாபம் நிச்சயம்",
  "general.chat.kb.guarantee.a":
    "எதுவும் உறுதி இல்லை. இந்த எண்கள் திட்டத்தின் சொந்தத் திட்டம், வாக்குறுதி அல்ல; யாராலும் உங்களுக்கு வருமானத்தை வாக்களிக்க முடியாது.",
  "general.chat.kb.scam.q":
    "இது மோசடியா?\nமோசடி\nஸ்கேம்\nஏமாற்று\nபோலி\nஃப்ராட்\nஇது உண்மையானதா\nநம்பலாமா\nscam\nithu mosadi ah\nfraud ah\nscam ah illa real ah\nscam ah\nfraud\nmosadi\nfake\nemaathu velai\nஏமாத்து வேலை\nfake company\nஏமாத்து\nஃப்ராட் கம்பெனி\nஃபிராடா\nஸ்கேமா\nஃபேக் திட்டம்\nஏமாத்துற\nஉண்மையான கம்பெனியா\nஏமாத்தா\nunmaiyana company ah\nடுபாக்கூர் கம்பெனி\nசீட்டிங் கம்பெனி\ncheating company\nnambalama\nnamba mudiyuma\nnambaradhu\nemandhuten\nemaathitaanga\nemaandhu poiduvena",
  "general.chat.kb.scam.a":
    "இது பாதுகாப்பானது என்று இந்தத் தளம் உங்களிடம் சொல்ல முடியாது. இது என்ன: ஸ்மார்ட் கான்ட்ராக்ட் இயக்கும் ஒரு பரிந்துரைத் திட்டம்; உறுப்பினர்கள் பெறுவது மற்ற உறுப்பினர்கள் ஸ்லாட்டுக்குச் செலுத்துவதிலிருந்து வருகிறது. எனவே வருமானம் புதியவர்கள் சேர்வதைப் பொறுத்தது; சேர்வது குறைந்தால் வருமானம் குறையும் அல்லது நிற்கும். பல நாடுகளின் ஒழுங்குமுறை அமைப்புகள் இப்படிப்பட்ட திட்டங்கள் பற்றி எச்சரிக்கின்றன; பணம் போடும் முன் நீங்களே சரிபாருங்கள்.",
  "general.chat.kb.legal.q":
    "இது சட்டப்பூர்வமானதா?\nசட்டப்பூர்வம்\nலீகல்\nசட்டவிரோதம்\nஇந்தியாவில் அனுமதி உண்டா\nதடை உள்ளதா\nவரி\nlegal\nidhu legal ah\nsattapadi sariya\nlegal ah\nsattapadi\nsattapadi anumathi\npermission\ngovernment permission\nrbi approval\nsebi\nincome tax\ntamilnadu la legal\npolice case\nபோலீஸ் கேஸ்\nலீகலா\nஇந்தியால லீகல்\nசட்டப்படி சரியா\nடேக்ஸ் கட்டணுமா\nஅரசு தடை\nrbi permission\nrbi approved",
  "general.chat.kb.legal.a":
    "நீங்கள் எங்கு வாழ்கிறீர்கள் என்பதைப் பொறுத்தது. ஆட்களைச் சேர்ப்பதால் வருமானம் வரும் பரிந்துரைத் திட்டங்களைச் சில நாடுகள் கட்டுப்படுத்துகின்றன அல்லது தடை செய்கின்றன; கிரிப்டோ விதிகளும் இடத்துக்கு இடம் மாறுபடும். இந்தத் தளம் சட்ட ஆலோசனை தருவதில்லை: உங்கள் நாட்டு விதிகளை, வருமான வரி உட்பட, சரிபாருங்கள்.",
  "general.chat.kb.pyramid.q":
    "இது பிரமிட் திட்டமா?\nபிரமிட்\nபிரமிட் திட்டம்\nMLM\nநெட்வொர்க் மார்க்கெட்டிங்\nசெயின் பிசினஸ்\npyramid scheme\nchain link business\nசெயின் லிங்க்\nmlm business\nmoney chain\nபிரமிட் ஸ்கீம்\nponzi\nponzi scheme\nஎம்எல்எம்\nஎம்எல்எம் பிசினஸ்\nமணி செயின்\nபொன்சி\nபொன்சி ஸ்கீம்\nmulti level marketing\nchain system\nchain maari",
  "general.chat.kb.pyramid.a":
    "இது ஒரு பரிந்துரைத் திட்டம்; உறுப்பினர்கள் தாங்கள் சேர்ப்பவர்களும், அவர்கள் சேர்ப்பவர்களும் ஸ்லாட்டுக்குச் செலுத்துவதிலிருந்து சம்பாதிக்கிறார்கள்: பல நிலை அமைப்பு. வழங்கப்படும் பணம் உறுப்பினர்களின் ஸ்லாட் கட்டணங்களிலிருந்து வருகிறது, வெளி வாடிக்கையாளர்களுக்கு எதையும் விற்பதிலிருந்து அல்ல. இது சட்டவிரோத பிரமிட் திட்டமாகக் கருதப்படுமா என்பது உங்கள் நாட்டுச் சட்டத்தைப் பொறுத்தது.",
  "general.chat.kb.refund.q":
    "பணம் திரும்பக் கிடைக்குமா?\nரீஃபண்ட்\nபணம் திரும்ப\nபதிவை ரத்து செய்வது\nபரிவர்த்தனையைத் திரும்பப் பெறுவது\npanam thirumba\nrefund\npanam thiruppi\ncancel panna\nthiruppi tharuvanga\nபணம் ரிட்டர்ன்\nகாசு திரும்ப\nகாசை திரும்ப\nஸ்லாட் கேன்சல்",
  "general.chat.kb.refund.a":
    "ஸ்மார்ட் கான்ட்ராக்ட்டுக்குச் செய்த கட்டணத்தை யாராலும் ரத்து செய்யவோ திருப்பித் தரவோ முடியாது, இந்தத் தளத்தாலும் முடியாது. வருமானமாகத் திரும்பி வராதவரை ஸ்லாட்டுக்குச் செலுத்தியது போய்விட்டதாகவே கருதுங்கள்.",
  "general.chat.kb.withdraw.q":
    "பணத்தை எப்படி எடுப்பது?\nவித்ட்ரா\nபணம் எடுப்பது\nபணம் எப்போது கிடைக்கும்\nபேஅவுட்\nwithdraw\npanam epdi edukkuradhu\nwithdraw epdi\npanam edukka\npanam eppo varum\nwithdrawal\nincome eppo\nsambadhicha panam edukka\nபேங்க்குக்கு\nகாசு எடுக்க\nவிட்ட்ரா\nவருமானம் வாலெட்டுக்கு\nபேமெண்ட் எப்போ\nஇன்கம் வித்ட்ரா\nகாசு கைக்கு\nசம்பாதிச்ச காசு\ncash panna\nearnings edukka\nearnings withdraw",
  "general.chat.kb.withdraw.a":
    "இந்தத் தளம் எந்தப் பணத்தையும் வைத்திருப்பதில்லை, எதையும் செலுத்துவதில்லை. திட்டத்தின்படி அதன் ஸ்மார்ட் கான்ட்ராக்ட் நீங்கள் பதிவு செய்த வாலட்டுக்கே நேரடியாகப் பணம் அனுப்புகிறது, எனவே வித்ட்ரா படிவம் இல்லை: வாலட்டிலும் பிளாக்செயின் எக்ஸ்ப்ளோரரிலும் பார்க்கலாம், ஸ்டேபிள்காயினை எக்ஸ்சேஞ்சில் விற்கலாம்.",
  "general.chat.kb.whoRuns.q":
    "இந்தத் தளத்தை யார் நடத்துகிறார்கள்?\nநீங்கள் யார்\nஉரிமையாளர் யார்\nஇதை யார் உருவாக்கினார்கள்\nஇதன் பின்னால் யார்\nsite yaaru nadathuranga\nowner yaaru\nwebsite yaaru\nyaaru panninaanga\nயார் நடத்துறாங்க\nசைட் ஓனர்\nயார் நடத்துறது\nகைடு யாரு\nஇந்த கைடு\nnadathuradhu yaaru\nசைட் யாருடையது\nசைட் யாரோடது\nguide yaaru\nyaaru ezhudhunaanga",
  "general.chat.kb.whoRuns.a":
    "இந்தத் தளம் திட்டத்தின் சுயாதீன விளம்பரதாரர்கள் உருவாக்கிய அதிகாரப்பூர்வமற்ற வழிகாட்டி. திட்டத்தை உருவாக்கியவர்கள் இதை நடத்துவதோ அங்கீகரிப்பதோ ஆதரிப்பதோ இல்லை. இதன் ரெஃபரல் இணைப்புகளில் நீங்கள் பதிவு செய்தால், இந்த வழிகாட்டியின் பின்னால் உள்ளவர்கள் அதிலிருந்து சம்பாதிக்கலாம்.",
  "general.chat.kb.official.q":
    "இது அதிகாரப்பூர்வ தளமா?\nஅதிகாரப்பூர்வ\nஅஃபிஷியல்\nஅதிகாரப்பூர்வ இணையதளம்\nநீங்கள் நிறுவனமா\nofficial\nofficial site\noriginal site\ncompany site\nguide site\nunofficial guide\nஅஃபிஷியல் சைட்\nகம்பெனி சைட்\nசொந்த சைட்",
  "general.chat.kb.official.a":
    "இது அதிகாரப்பூர்வ தளம் அல்ல. இது ஒரு அதிகாரப்பூர்வமற்ற வழிகாட்டி; திட்டம் இதை நடத்துவதோ அங்கீகரிப்பதோ ஆதரிப்பதோ இல்லை.",
  "general.chat.kb.contact.q":
    "உங்களைத் தொடர்புகொள்வது எப்படி?\nதொடர்பு\nசப்போர்ட்\nஉதவி மையம்\nபோன் நம்பர்\nமின்னஞ்சல்\nவாட்ஸ்அப்\nடெலிகிராம்\ncontact\nwhatsapp number\nsupport\ntelegram group\nwhatsapp group\ncustomer care\nsupport team\nசப்போர்ட் டீம்\nsupport team kitta pesa\nகாண்டாக்ட் பண்ண\nபேச நம்பர்\nyaarkitta kekkanum",
  "general.chat.kb.contact.a":
    "இந்த வழிகாட்டிக்கு உதவி மையமோ தொலைபேசி எண்ணோ இல்லை. நீங்கள் பயன்படுத்திய இணைப்பின் உரிமையாளரான உங்கள் ஸ்பான்சரிடம் கேளுங்கள், அல்லது பக்கத்தின் கீழே உள்ள சமூக இணைப்புகளைப் பயன்படுத்துங்கள். உண்மையான எவரும் உங்கள் ரிகவரி ஃப்ரேஸையோ உதவிக்காகப் பணத்தையோ கேட்க மாட்டார்கள்.",
  "general.chat.kb.presentations.q":
    "பிரசன்டேஷன் எங்கே?\nபிரசன்டேஷன்\nஸ்லைடுகள்\nPDF\nதமிழில் திட்டம்\npresentation\nppt\ntamil ppt\nplan pdf\nஸ்லைட்ஸ்\nபிபிடி\nபிரசன்டேஷன் ஸ்லைட்\nபிளான் பிடிஎஃப்\nபிடிஎஃப்\nஸ்லைடு\nதமிழ்ல பிளான்",
  "general.chat.kb.presentations.a":
    "Presentations பக்கத்தில் திட்டம் பற்றிய ஸ்லைடுகள் உள்ளன, முதலில் உங்கள் மொழியில்; உங்கள் சொந்த ஸ்லைடுகளையும் மதிப்பாய்வுக்கு அனுப்பலாம்: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "வீடியோ இருக்கிறதா?\nவீடியோ\nடுடோரியல்\nயூடியூப்\nவீடியோ வழிகாட்டி\nvideo\nyoutube video\nவீடியோ லிங்க்\nஜாயின் வீடியோ\nவீடியோ காட்ட\njoin video\nரெஜிஸ்டர் வீடியோ\nபதிவு வீடியோ",
  "general.chat.kb.videos.a":
    "முகப்புப் பக்கத்தில் ஒரு அறிமுக வீடியோவும், Join பக்கத்தில் பதிவு செய்வதைக் காட்டும் ஒரு டுடோரியல் வீடியோவும் உள்ளன: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "இது என்ன?\nஇந்தத் திட்டம் என்ன\nஇது எப்படி வேலை செய்கிறது\nதிட்டத்தை விளக்குங்கள்\nஇந்த பிசினஸ் என்ன\nidhu enna\nenna program\nbusiness explain\nenna maadhiri business\nஇந்த திட்டம் என்ன\nஎன்ன பிளான்\nபிளான் விளக்கம்\nப்ரோகிராம் என்ன\nசுருக்கமா சொல்ல\nenna matter\nஎன்ன ஸ்கீம்\nஇந்த ஸ்கீம் என்ன\nஎன்ன மாதிரி பிளான்\nப்ராஜெக்ட் என்ன\nஇந்த ப்ராஜெக்ட்\nscheme explain\nprogram enna pannudhu\nprogram enna",
  "general.chat.kb.whatIsIt.a":
    "இது குறைந்த கட்டண பிளாக்செயினில் ஸ்லாட் அடிப்படையிலான பரிந்துரைத் திட்டம்: உறுப்பினர்கள் ஸ்டேபிள்காயினில் ஸ்லாட் வாங்குகிறார்கள், ஒரு ஸ்மார்ட் கான்ட்ராக்ட் அந்தப் பணத்தை ஆறு வகை வருமானமாக உறுப்பினர்களிடையே பகிர்கிறது. இந்தத் தளம் அதை எளிய மொழியில், அபாயங்களுடன் விளக்கும் அதிகாரப்பூர்வமற்ற வழிகாட்டி.",
  "general.chat.kb.hello.q":
    "வணக்கம்\nஹலோ\nஹாய்\nநன்றி\nhello\nvanakkam\nhello anna\nhi bro\ngood morning\nhai anna\nவணக்கம் சார்\nஹாய் அண்ணா\nகுட் மார்னிங்\neppadi irukeenga\nஎப்படி இருக்கீங்க\nepdi irukinga",
  "general.chat.kb.hello.a":
    "வணக்கம்! சேர்வது, வாலட், குறைந்தபட்ச தொகை, வருமான வகைகள், ஸ்லாட்டுகள் அல்லது அபாயங்கள் பற்றி என்னிடம் கேளுங்கள்.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "மருத்துவமனை\nhospital\nடாக்டர்\ndoctor\nகாய்ச்சல்\nfever\nஜிம்\ngym\nworkout\ndiet\nபள்ளி\nschool\nகல்லூரி\ncollege\nதேர்வு\nexam\nneet\ntnpsc\nராணுவம்\narmy\nகல்யாணம்\nkalyanam\nதிருமணம்\nwedding\ngirlfriend\nசமையல்\nsamayal\nபிரியாணி\nbiryani\nrecipe\nrestaurant\nசினிமா\nmovie\nnetflix\nகிரிக்கெட்\ncricket\nipl\npubg\nbgmi\nfreefire\ncandy crush\nவானிலை\nமழை\nmazhai\nweather\nரயில் டிக்கெட்\ntrain ticket\nirctc\nflight\nhotel\nvisa\npassport\naadhaar\nஆதார்\nரேஷன்\ndriving licence\nபெட்ரோல்\npetrol\ndiesel\nகரண்ட் பில்\neb bill\nwifi router\nஜாதகம்\nhoroscope\nதேர்தல்\nelection\nபுடவை\nsaree\nmakeup\nparking\ntraffic fine\njob interview\nவீட்டு வாடகை\nhouse rent\nவிவசாயம்\nfarming\nபொங்கல்\npongal\nதீபாவளி\njallikattu\nairtel\nஏர்டெல்\njio\nஜியோ\nbsnl\nvodafone\ndialog\nsbi\niob\ncanara\nhdfc\nicici\nkvb\ntmb\ntneb\ntangedco\nindane\nசிலிண்டர்\nration\nபான்\nvoter\npatta\nபட்டா\nchitta\nsslc\nஅமேசான்\nflipkart\nmeesho\nswiggy\nஸ்விக்கி\nzomato\nzepto\nrapido\nola\nredbus\ntnstc\nindigo\nspicejet\nஜூம்\nhotstar\nserial\nசீரியல்\nmaruti\nsplendor\nactiva\nஇ-சேவை\naxis\nrto\nparivahan\nfastag\naadhar\nவாக்காளர்\nபல்கலைக்கழகம்\nயுனிவர்சிட்டி\nவீட்டுப்பாடம்\nசெமினார்\nடிஎன்பிஎஸ்சி\nநீட்\nபிளிப்கார்ட்\nசொமேட்டோ\nbigbasket\ntatkal\nதட்கல்\nsharechat\nசன் டிவி\nmahindra\npulsar\nbajaj\ntnreginet\nஎக்செல்\ntuition fees\nடியூஷன் கட்டணம்\nlic\nஎல்ஐசி\nepf\nprovident fund\ninsurance\nசம்பளம்\nsambalam\nrecharge\nமொபைல் ரீசார்ஜ்\nசிம் கார்டு\nresult\nரிசல்ட்\nadmission\nஅட்மிஷன்\nbitcoin mining\nfacebook\nபேஸ்புக்\ninstagram\nஇன்ஸ்டாகிராம்\nfree fire\nindian bank\nஓய்வூதியம்\nupload\ndiabetes\nsugar\nசர்க்கரை நோய்\ncancer\nblood pressure\nfreelancing\nfiverr\nupwork\nsavings\nகடை\nshop\nஆர்டர்\nவிசா\norder cancel",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `என்ன என்னது எப்படி எங்கே எங்கு எப்போது ஏன் யார் எது எந்த எவ்வளவு எத்தனை நான் என் எனக்கு
    என்னை நாம் நாங்கள் நீங்கள் உங்கள் உங்களுக்கு நீ இது அது இந்த அந்த இங்கு அங்கு மற்றும் அல்லது
    உள்ளது உள்ளன இருக்கிறது இருக்கும் ஆகும் செய்ய செய்வது வேண்டும் முடியுமா முடியும் சொல்லுங்கள்
    தயவுசெய்து என்றால் ஆ please
    bro anna sir enna epdi eppadi enga engey evlo evvalavu yaar yaaru entha ethu idhu indha adhu naan en enaku neenga unga irukka irukku iruku venum vendum la le ah aa na pannanum pannurathu panna sollunga please pls
    oru ellam pannunga maadhiri
    puriyala unmaiya velai nanba solla
    சொல்லுங்க செய்யும் வேணும் ஆகுமா உண்டா இதை இதுல இதில இல்லையே இல்லையா மாதிரி பண்ணனும் ப்ரோ கிடைக்கும் கிடைக்குமா
    inga yaaro kekuranga vekkalama yaaruku kudukanum pudikkum pothuma pannalama yaarunu theriyala vera oruthar aana onnum pannum bodhu solranga enakku kidaikum kidaikuma moolama thadava tharuvingala ella idhula summa pannuvingala idhuku thaane apram venam panninaanga konjam solran panradhu pannuradhu panrathu podhum aagum
    kidaikkuma kidaikkum இருக்கே இருக்கா
    aagurathu aaguradhu aaguravanga
    எங்க குடுங்க பாக்குறது யாருக்கு
    பண்றது பண்ணணும் பண்ணனும் பண்ணலாம் பண்ண பண்ணா இருக்கு இருக்கா வருமா தெரியும் தானே யாருன்னு சொல்லுங்க சொல்லு எங்க இருந்து கிட்ட அண்ணா வேணும் முடியுமா இதுல ஓகேவா panrathu pannalama irukku irukka sollunga
    என்னென்ன என்னன்னு எப்போ இல்லாம மூலமா வர்ற கிடைக்கிற கிடைக்குமா காட்டுங்க பண்ணி பண்ணப்ப வந்துச்சு இதுக்கு எனக்கு உள்ளவங்க ஒருத்தர் வேற முடியுமா
    யாருக்காவது பிரச்சனையா அப்புறம் சிம்பிளா
    நானும் ippove தான் இதோட இல்ல முதல்ல எல்லாம்
    ரெண்டுக்கும் பண்ணும்போது பண்ணிட்டு பண்ணியிருக்கா வரலைனா தருமா தருவாங்களா இருந்தா இருக்கிற செய்யுது பண்ணேனோ அவர் ஏத்த பார்க்க எடுத்தா
    வேணுமா பண்ற பண்ணுவாங்களா பண்ணலாமா பண்ணலனா வந்த mudiyuma
    poren mattum dhaan aaguma ippo pannradhu yum pudhusa
    ஆகுறதுக்கு ஆகுறது பண்றதுக்கு பண்ணுறதுக்கு பண்றாங்க பண்ணுவாங்க யாராவது யாரையாவது கேட்டா என்னோட எதுவும் எதாவது ஏதாவது உங்கள ஒரு நண்பா நண்பரே illaye சொல்லுங்களேன்
    ஒவ்வொரு
    எப்ப மொத்தம் ஆகும்போது ஆகுது தானா புரியல
    தேவைப்படும் கொஞ்சம் ஆனா romba pathi மாதிரியா aanaa ethuvum panradhuku panradhukku
    naanum mudhalla dhan nu illa maari`,
};
