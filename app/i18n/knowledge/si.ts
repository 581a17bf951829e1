// Sinhala knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "කෙළින්ම කියනවා නම්: මෙය රෙෆරල් වැඩසටහනකි. ඕනෑම ආදායමක් අන් අය එක් කිරීම මත රඳා පවතින අතර එය බිංදුව විය හැකිය, ක්‍රිප්ටෝ වටිනාකම අඩු විය හැකිය, මෙහි කිසිවක් මූල්‍ය උපදෙස් නොවේ. වියාචනය කියවන්න: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "මේවා වැඩසටහන විසින්ම ප්‍රකාශ කළ ගණනය කිරීම් මිස පොරොන්දු නොවේ: සැබෑ ආදායම බිංදුව විය හැකිය.",
  "general.chat.kb.join.q":
    "මම සම්බන්ධ වෙන්නේ කොහොමද?\nසම්බන්ධ වෙන්නේ කොහොමද\nසම්බන්ධ වීම\nලියාපදිංචි වෙන්නේ කොහොමද\nලියාපදිංචිය\nරෙජිස්ටර්\nසයින් අප්\nපටන් ගන්නේ කොහොමද\nජොයින්\njoin\nregister\nkohomada join wenne\njoin wenna\nregister karanne kohomada\naccount hadanna\nලියාපදිංචි වෙන්නේ\nඑකතු වෙන්නේ කොහොමද\nmethana join\njoin wenne\njoin wena widiha\nසම්බන්ධ වෙන විදිහ\nekathu wenna kamathi\npalaweni piyawara\nජොයින් වෙන්නේ\nප්ලෑන් එකට ජොයින්\nඅලුතෙන් එකතු වෙන්න\naluthen ekathu wenna\njoin wenna kamathi\nසාමාජිකයෙක් වෙන්න",
  "general.chat.kb.join.a":
    "ජාලයට සහාය දක්වන වොලට් එකක් ස්ථාපනය කරන්න, එය ජාලයට මාරු කරන්න, ස්ටේබල්කොයින් වලින් අවම වශයෙන් {amount} සහ ගාස්තු සඳහා ස්වදේශීය ටෝකන ස්වල්පයක් තබා ගන්න, වොලට් එකේ ඇතුළත බ්‍රව්සරය විවෘත කරන්න, ඔබේ රෙෆරල් ලින්ක් එක පේස්ට් කර Register Now ඔබන්න. Join පිටුවේ සෑම පියවරක්ම ඇත: {joinUrl}",
  "general.chat.kb.wallet.q":
    "මොන වොලට් එකද පාවිච්චි කරන්න ඕනේ?\nවොලට්\nවොලට් එක\nමොන වොලට් එකද\nහොඳ වොලට්\nවොලට් එක ඩවුන්ලෝඩ් කරන්නේ කොහෙන්ද\nපසුම්බිය\nwallet\nmona wallet\nwallet eka mokakda\ntrust wallet\nwallet download\nhoda wallet\nට්‍රස්ට් වොලට්\nමෙටාමාස්ක්\nක්‍රිප්ටෝ ඇප්\nහොඳම වොලට්\nwallet app eka\ncrypto app eka\nක්‍රිප්ටෝ ඇප් එක",
  "general.chat.kb.wallet.a":
    "වැඩසටහනේ ජාලයට සහාය දක්වන සහ ඇතුළත (dApp) බ්‍රව්සරයක් ඇති ප්‍රසිද්ධ ක්‍රිප්ටෝ වොලට් ඇප් එකක් භාවිතා කරන්න. දුරකථනයේ නිල ඇප් ස්ටෝර් එකෙන් පමණක් ස්ථාපනය කරන්න. Join පිටුවේ පියවර ඇත: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "රිකවරි ෆ්‍රේස් එක මොකක්ද?\nරිකවරි ෆ්‍රේස්\nසීඩ් ෆ්‍රේස්\nවචන 12\nරහස් වචන\nප්‍රයිවට් කී\nseed phrase\nrecovery phrase\nවොලට් ආරක්ෂාව\n12 words\nprivate key\nwachana 12\nphrase screenshot\nseed phrase photo\nවචන 12 ලියලා\nකොළේක ලියන්න\nseed words\nrecovery words\nsecret words\nwachana 12 kaatada",
  "general.chat.kb.recoveryPhrase.a":
    "වොලට් එකක් සාදන විට එය වචන 12 ක හෝ 24 ක රිකවරි ෆ්‍රේස් එකක් පෙන්වයි. එය කඩදාසියක ලියා ආරක්ෂිතව තබා ගන්න. එය ඇති ඕනෑම කෙනෙකුට වොලට් එකේ සියල්ල ගත හැකිය: කිසිම වෙබ් අඩවියක හෝ චැට් එකක එය කිසි විටෙක ටයිප් නොකරන්න, කිසිවෙකුට නොදෙන්න. මෙම අඩවියේ හෝ වැඩසටහනේ කිසිවෙකු එය කිසි දිනෙක ඉල්ලන්නේ නැත.",
  "general.chat.kb.network.q":
    "මොන ජාලයද?\nජාලය\nනෙට්වර්ක්\nමොන බ්ලොක්චේන් එකද\nබ්ලොක්චේන්\nජාලය මාරු කිරීම\nවැරදි ජාලය\nnetwork\nchain\nmona network\nbep20\ntrc20\nmona chain\nbsc\nbnb smart chain\nබීඊපී20\nටීආර්සී20\nබීඑස්සී\nට්‍රොන්\nමොන චේන්\nයූඑස්ඩීටී චේන්\ntrc20 usdt\nbep20 usdt\ntron chain\nට්‍රොන් චේන්\nusdt network\nbsc ekata maru\nnetwork maru karanna\nවැරදි චේන්\ntron\ntron walin",
  "general.chat.kb.network.a":
    "වැඩසටහන අඩු ගාස්තු සහිත බ්ලොක්චේන් ජාලයක ක්‍රියා කරයි. මුදල් දැමීමට සහ ලියාපදිංචි වීමට පෙර වොලට් එක එම ජාලයට මාරු කරන්න; වෙනත් ජාලයක යවන ටෝකන ළඟා නොවේ. Join පිටුවේ 3 වන පියවර බලන්න: {joinUrl}",
  "general.chat.kb.fees.q":
    "ගාස්තු කීයද?\nගාස්තු\nගාස්තුව\nගනුදෙනු ගාස්තු\nගෑස් ෆී\nගෑස්\nස්වදේශීය ටෝකන\nස්වදේශීය ටෝකනය ඕනේ ඇයි\nචාර්ජ්\nfees\ngas fee\nfee kiyada\nbnb ai\ngas fee kapenawada\ncharge\ntransaction charge\ncharge kiyada\nට්‍රාන්සැක්ෂන් ෆී\nෆී කීයද\ntransaction fee\nබීඑන්බී ෆී\nට්‍රාන්සැක්ෂන් චාජ්\nචාජ් කීයද",
  "general.chat.kb.fees.a":
    "ජාලයේ සෑම ගනුදෙනුවකටම කුඩා ගාස්තුවක් අය වේ, සාමාන්‍යයෙන් සතයකටත් අඩුය, එය ජාලයේ ස්වදේශීය ටෝකනයෙන් ගෙවිය යුතුය. ස්ටේබල්කොයින් සමඟ වොලට් එකේ ස්වදේශීය ටෝකන ස්වල්පයක් තබා ගන්න, නැතිනම් ලියාපදිංචිය අසාර්ථක වේ.",
  "general.chat.kb.funding.q":
    "වොලට් එකට සල්ලි දාන්නේ කොහොමද?\nසල්ලි දාන්නේ කොහොමද\nමුදල් දැමීම\nස්ටේබල්කොයින් ගන්නේ කොහොමද\nUSDT ගන්නේ කොහෙන්ද\nවොලට් එකට usdt\nඩිපොසිට්\nusdt\ndeposit\nwallet ekata salli\ndeposit kohomada\nusdt ganna\nez cash usdt\nbinance usdt\nusdt milata ganna\nusdt ganna kohomada\nබයිනෑන්ස් usdt\nusdt යවන්නේ\nබයිනෑන්ස්\nයූඑස්ඩීටී දාන්න\nයූඑස්ඩීටී ගන්න",
  "general.chat.kb.funding.a":
    "ඩොලරයට බැඳුණු ස්ටේබල්කොයින් එකක් හුවමාරු මධ්‍යස්ථානයකින් හෝ වොලට් ඇප් එක තුළින් මිලදී ගෙන වැඩසටහනේ ජාලයේ ඔබේ වොලට් එකට යවන්න. ඔබට ස්ටේබල්කොයින් වලින් අවම වශයෙන් {amount} සහ ගාස්තු සඳහා ස්වදේශීය ටෝකන ස්වල්පයක් අවශ්‍යයි. යැවීමට පෙර ජාලය සහ ලිපිනය පරීක්ෂා කරන්න: මාරු කිරීම් ආපසු හැරවිය නොහැක.",
  "general.chat.kb.minimum.q":
    "අවම වශයෙන් කීයක් ඕනෙද?\nඅවම මුදල\nඅවම ප්‍රමාණය\nපටන් ගන්න කීයක් ඕනේ\nකීයක් ඕනෙද\nසල්ලි කීයක් ඕනේ\nඅඩුම ගාන\nසම්බන්ධ වෙන්න වියදම\nපළමු ස්ලොට් එකේ මිල\nminimum\nkiyak one\nminimum kiyada\naduma kiyada\npatan ganna kiyak\nadu gane kiyak\nඅඩුම ගානේ\nrupiyal kiyak\ndollar kiyak\nathida\nමිනිමම්\npatan ganna gana\nආරම්භක මුදල\npatan ganna salli",
  "general.chat.kb.minimum.a":
    "අවම {amount}: පළමු ස්ලොට් එකේ මිල ස්ටේබල්කොයින් වලින් {amount}, සහ ගාස්තු සඳහා ස්වදේශීය ටෝකන ස්වල්පයක්. ලොකු ස්ලොට් වල මිල වැඩියි; Slots පිටුවේ ලැයිස්තුව ඇත: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "ලියාපදිංචි වෙන්න මොන ලින්ක් එකද?\nමොන ලින්ක් එකද\nරෙෆරල් ලින්ක්\nඉන්වයිට් ලින්ක්\nලින්ක් එක කොහෙද\nඇයි මේ ලින්ක් එක\nreferral link\nlink\nlink eka koheda\nfriend link\nkenekge link\nkageda link\nlink eka nathuwa\nyaluwage link\ninvite link",
  "general.chat.kb.referralLink.a":
    "Join පිටුවේ පෙන්වන රෙෆරල් ලින්ක් එක භාවිතා කර වොලට් එකේ බ්‍රව්සරයේ පේස්ට් කරන්න. ඔබේ ස්පොන්සර් කවුද යන්න තීරණය වන්නේ ලින්ක් එකෙනි; වෙනත් ලින්ක් එකකින් ලියාපදිංචි වුවහොත් ස්පොන්සර් වෙනස් වන අතර පසුව එය වෙනස් කළ නොහැක: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "ස්පොන්සර් කියන්නේ කවුද?\nස්පොන්සර්\nඅප්ලයින්\nමගේ ස්පොන්සර් කවුද\nස්පොන්සර් වෙනස් කිරීම\nකවුද රෙෆර් කළේ\nsponsor\nupline\nsponsor kawda\nsponsor maru\nupline kawda\nsponsor maru karanna\nස්පොන්සර්ගේ නම\nsponsor name\nඅප්ලයින් කවුද\nඅප්ලයින් එක\nස්පොන්සර් මාරු\nupline wenas\nඅප්ලයින් වෙනස්\nsponsor wenas",
  "general.chat.kb.sponsor.a":
    "ඔබේ ස්පොන්සර් (අප්ලයින්) යනු ඔබ ලියාපදිංචි වන රෙෆරල් ලින්ක් එකේ හිමිකාර සාමාජිකයාය. වැඩසටහන ඔබේ ස්ලොට් ගෙවීම් වලින් කොටසක් ඔවුන්ට ගෙවන අතර ඔබව ඔවුන්ගේ කණ්ඩායමේ තබයි. ස්පොන්සර් ලියාපදිංචියේදී ස්ථිර වන අතර පසුව වෙනස් නොවේ.",
  "general.chat.kb.registerButton.q":
    "Register Now බොත්තම කොහෙද?\nරෙජිස්ටර් නව්\nලියාපදිංචිය අසාර්ථකයි\nගනුදෙනුව අසාර්ථකයි\nරෙජිස්ටර් වෙන්නේ නැහැ\nඑරර් එකක් එනවා\nගිණුම සක්‍රිය කිරීම\nregister now\nerror\nfailed\nregister now error\nregister wenne na\nරෙජිස්ටර් නව් එබුවම\nබටන් එක වැඩ නෑ\nට්‍රාන්සැක්ෂන් ෆේල්\ntransaction failed\nfailed kiyala\nfail wenawa\nෆේල් වෙනවා\nregister weddi error\nbutton eka wada na",
  "general.chat.kb.registerButton.a":
    "වොලට් එකේ බ්‍රව්සරයේ රෙෆරල් ලින්ක් එක විවෘත කළ පසු Register Now ඔබා වොලට් එකේ ගනුදෙනුව තහවුරු කරන්න. එය අසාර්ථක නම්, වොලට් එක නිවැරදි ජාලයේ තිබේද සහ ගාස්තු සඳහා ප්‍රමාණවත් ස්ටේබල්කොයින් සහ ස්වදේශීය ටෝකන තිබේද බලන්න.",
  "general.chat.kb.incomeTypes.q":
    "ආදායම් වර්ග මොනවද?\nආදායම් වර්ග\nඉන්කම් වර්ග\nආදායම් ක්‍රම\nසල්ලි හොයන්නේ කොහොමද\nඉන්කම් ප්ලෑන්\nබෝනස්\nincome plan\nincome types\nincome wargaya\nincome kiyak\nincome 6\nmona mona income\nincome wargayak\nincome warga\nආදායම් වර්ග කීයද\nඩිරෙක්ට් ලෙවල් වෙනස\nඉන්කම් වෙනස\nincome wargawal\nආදායම් මාර්ග\nincome ways\nආදායම් වර්ගවල",
  "general.chat.kb.incomeTypes.a":
    "හයක්: ඩිරෙක්ට් ඉන්කම්, ලෙවල් ඉන්කම්, ග්ලෝබල් පූල්, ලීඩර්ෂිප්, සතිපතා රෝයල්ටි සහ කොයින් පාට්නර් ෂෙයා. සියල්ල සාමාජිකයින්ගේ ස්ලොට් ගෙවීම් වලින් ගෙවනු ලැබේ. Earnings පිටුවේ එක් එක් එක පැහැදිලි කර ඇත: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "ඩිරෙක්ට් ඉන්කම් කියන්නේ මොකක්ද?\nඩිරෙක්ට් ඉන්කම්\nඩිරෙක්ට් බෝනස්\nරෙෆරල් බෝනස්\nරෙෆරල් කොමිස්\nකෙනෙක් එකතු කළාම මොනවද ලැබෙන්නේ\ndirect income\ndirect bonus\nkenek ekathu kalama\ndirect referral\nmama ekathu karapu aya\nekathu karapu kenek\nkelinma refer karapu\nmage link eken join unoth\nඩිරෙක්ට් කමිෂන්\nඩිරෙක්ට් රෙෆරල්\nබාගයක්\nඑකතු කරපු කෙනාගේ ස්ලොට්",
  "general.chat.kb.directIncome.a":
    "ඩිරෙක්ට් ඉන්කම් යනු ඔබ සෘජුවම එක් කරන පුද්ගලයාගේ ස්ලොට් මිලෙන් 50% කි. උදාහරණයක් ලෙස, {small} ස්ලොට් එකකට {smallHalf}.",
  "general.chat.kb.levelIncome.q":
    "ලෙවල් ඉන්කම් කියන්නේ මොකක්ද?\nලෙවල් ඉන්කම්\nලෙවල් බෝනස්\nලෙවල් 10\nටීම් ඉන්කම්\nකණ්ඩායමෙන් ආදායම\nlevel income\nlevel income mokakda\nteam income\nyatin inna aya\ndownline income\nlevel commission\nලෙවල් කොමිස්\n10 level percent\nටීම් එකේ යට\nයට අය\nlevel kiyak dakwa\nලෙවල් කීයක් දක්වා\nteam commission\nටීම් කමිෂන්",
  "general.chat.kb.levelIncome.a":
    "ලෙවල් ඉන්කම් යනු ඔබේ කණ්ඩායමේ ලෙවල් 10 ක් දක්වා සෑම සාමාජිකයෙකුගේම ස්ලොට් මිලෙන් 2% කි, මුළු 20% කි.",
  "general.chat.kb.globalPool.q":
    "ග්ලෝබල් පූල් කියන්නේ මොකක්ද?\nග්ලෝබල් පූල්\nග්ලෝබල් ඉන්කම්\n2x6 මැට්‍රික්ස්\n3640%\nපූල් ඉන්කම්\nglobal pool\npool income",
  "general.chat.kb.globalPool.a":
    "ග්ලෝබල් පූල් යනු 2x6 මැට්‍රික්ස් එකකි, වැඩසටහන කියන පරිදි එක් චක්‍රයකට ස්ලොට් මිලෙන් 3640% දක්වා ගෙවයි. සුදුසුකම් ලැබීමට එම ස්ලොට් එකම ඇති සෘජු රෙෆරල් එකක් අවශ්‍යයි.",
  "general.chat.kb.leadership.q":
    "ලීඩර්ෂිප් රෑන්ක් මොනවද?\nරෑන්ක්\nලීඩර්ෂිප් ඉන්කම්\nලීඩර්ෂිප් බෝනස්\nඩයමන්ඩ් රෑන්ක්\nගෝල්ඩ් රෑන්ක්\nrank\nleadership\nrank kohomada\nleadership rank\nrank qualify\nබ්‍රෝන්ස් රෑන්ක්",
  "general.chat.kb.leadership.a":
    "රෑන්ක් පහක් ඇත: Beginner, Bronze, Silver, Gold සහ Diamond. වැඩසටහනට අනුව ඒවා රෑන්ක් මිලෙන් දිනකට 0.25% සිට 1% දක්වා ගෙවයි, එම රෑන්ක් එකේම සෘජු සාමාජිකයින් කී දෙනෙක් සිටීද යන්න මත, උපරිම 250% දක්වා.",
  "general.chat.kb.royalty.q":
    "සතිපතා රෝයල්ටි කියන්නේ මොකක්ද?\nරෝයල්ටි\nසතිපතා රෝයල්ටි\nරෝයල්ටි පූල්\nසතිපතා ආදායම\nroyalty\nweekly royalty\nsathiyata royalty\nසතියෙන් සතියට",
  "general.chat.kb.royalty.a":
    "සෑම ස්ලොට් එකකම B සහ C ස්ථාන ඒවායේ මුදලින් 10% ක් රෝයල්ටි පූල් එකකට යවයි, එය සෑම සතියකම සුදුසුකම් ලත් සාමාජිකයින් අතර බෙදා හරිනු ලැබේ.",
  "general.chat.kb.coinPartner.q":
    "කොයින් පාට්නර් ෂෙයා කියන්නේ මොකක්ද?\nකොයින් පාට්නර්\nපාට්නර් ෂෙයා\nටෝකන්\nකොයින්\nටෝකන් ලැබෙනවද\nටෝකන් එකේ මිල\ncoin partner\ntoken\ntoken denawada\ntoken value\ntoken watinakama\ntoken sell\ntoken wikunanna\nටෝකන් විකුණන්න",
  "general.chat.kb.coinPartner.a":
    "B සහ C ස්ථාන 10% ක් කොයින් පාට්නර් ෂෙයා එකටද යවයි, සාමාජිකයින්ට එය ටෝකන ලෙස ලැබේ. ටෝකන මිල ඉහළ පහළ යන බැවින් එහි වටිනාකම අවිනිශ්චිතයි.",
  "general.chat.kb.slots.q":
    "ස්ලොට් කීයක් තියෙනවද?\nස්ලොට්\nස්ලොට් ලෙවල්\nස්ලොට් මිල\nඑක් එක් ස්ලොට් එකේ මිල කීයද\nස්ලොට් කියන්නේ මොකක්ද\nslot\nslots\nslot mila\nslot price\nslot kiyak\nslot ganan\nhama slot mila\nස්ලොට් ලිස්ට්\nස්ලොට් මිල ගණන්",
  "general.chat.kb.slots.a":
    "ස්ලොට් ලෙවල් දහයක් ඇත, {first} සිට {last} දක්වා. Slots පිටුවේ එක් එක් එකේ මිල සහ වැඩසටහන කියන ආදායම ඇත: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "ස්ලොට් එක අප්ග්‍රේඩ් කරන්නේ කොහොමද?\nඅප්ග්‍රේඩ්\nඊළඟ ස්ලොට් එක\nලොකු ස්ලොට්\nතව ස්ලොට් එකක් ගන්න\nඊළඟ ලෙවල් එක\nupgrade\nslot upgrade\nස්ලොට් අප්ග්‍රේඩ්\nilaga slot\nnext slot\nslot 2 ganna\nloku slot\ndewani slot\ndeweni slot\nදෙවෙනි ස්ලොට්\nslot eken slot\nඊළඟ ස්ලොට් එකට",
  "general.chat.kb.upgrade.a":
    "ඕනෑම වෙලාවක ඊළඟ ස්ලොට් ලෙවල් එක මිලදී ගත හැකිය, පළමු එක මෙන් වොලට් එකෙන් මිල ගෙවා. ලොකු ස්ලොට් වල මිල වැඩි අතර ඒවායේ ගණනය ක්‍රියා කරන්නේ අන් අයද එම ලෙවල් එකේ සිටී නම් පමණි, එබැවින් එය විශාල අවදානමක් මිස සහතික ලාභයක් නොවේ.",
  "general.chat.kb.matrix.q":
    "මැට්‍රික්ස් එක වැඩ කරන්නේ කොහොමද?\nමැට්‍රික්ස්\nM4 මැට්‍රික්ස්\n4x1 මැට්‍රික්ස්\nප්ලේස්මන්ට්\nසල්ලි බෙදීම\nචක්‍රය\nසයිකල්\nmatrix\nmatrix mokakda\nm4 matrix\nposition\nmatrix position\nplacement\nmatrix explain\nමැට්‍රික්ස් තේරෙන්නේ",
  "general.chat.kb.matrix.a":
    "සෑම ස්ලොට් එකක්ම ස්ථාන හතරක M4 (4x1) මැට්‍රික්ස් එකකි. ස්ථානය A 10% ලීඩර්ෂිප් වෙතත් 40% ග්ලෝබල් පූල් වෙතත් යවයි; B සහ C 10% රෝයල්ටි වෙතත් 10% කොයින් පාට්නර් ෂෙයා වෙතත්; D 100% ඔබේ ස්පොන්සර්ගේ හිස් ස්ථානයට යවයි, ඉන්පසු චක්‍රය නැවත ආරම්භ වේ: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "මට කීයක් හොයන්න පුළුවන්ද?\nකීයක් හම්බ වෙයිද\nමාසෙකට කීයක් හම්බ වෙනවද\nකීයක් උපයන්න පුළුවන්ද\nආදායම කීයද\nආදායම\nලාභය\nප්‍රොෆිට්\nමාසික ආදායම\nපොහොසත් වෙන්න පුළුවන්ද\nkiyak hambawenawada\nearning\nkiyak hoyanna\nmasekata kiyak\nlabaya kiyada\nmaasayakata kiyak\nlaksayak\ndawasakata kiyak\nearning kiyak\nප්‍රොෆිට් කීයද\nමාසෙට කීයක්\nලක්ෂයක් හොයන්න\nlaksa gananak\nලක්ෂ ගණන්\nkeeyak hoyanna\nhoyanna puluwan gana",
  "general.chat.kb.earnHowMuch.a":
    "එය බිංදුවේ සිට ඕනෑම ප්‍රමාණයක් විය හැකිය, බොහෝ දෙනාට එය අඩුය. සැලැස්ම සෑම සෘජු රෙෆරල් එකකම ස්ලොට් මිලෙන් 50%, ලෙවල් 10 ක සෑම සාමාජිකයෙකුගෙන්ම 2%, සහ පූල්, රෑන්ක් සහ රෝයල්ටි කොටස් ගෙවයි, නමුත් සියල්ල පැමිණෙන්නේ අන් අය ස්ලොට් මිලදී ගැනීමෙනි. ඔබ හරහා කිසිවෙකු සම්බන්ධ නොවුණහොත්, ඩිරෙක්ට් සහ ලෙවල් ඉන්කම් බිංදුවයි. සැලැස්ම: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "අය එකතු කරන්නම ඕනෙද?\nඅය එකතු කිරීම\nරෙෆර් කරන්න ඕනෙද\nරෙෆර් නැතුව ආදායම\nකවුරුවත් නොගෙනා ආදායම\nඅනිත් අයව ගේන්න ඕනෙද\nrecruit\nrefer nathuwa\nrefer karanna ona\naya ekathu karanna\nkawuruwath ekathu nokara\nnikan salli\njoin nokara\nකට්ටිය එකතු නොකර\nකවුරුවත් එකතු නොකර\nඅය එකතු කරන්න ඕනෙද\nrefer nokara\naya nathuwa salli\nඑකතු නොකර සල්ලි\nrefer karanne nathuwa",
  "general.chat.kb.recruiting.a":
    "බොහෝ දුරට, ඔව්. ඩිරෙක්ට් සහ ලෙවල් ඉන්කම් ලැබෙන්නේ ඔබ හරහා සම්බන්ධ වන අය සහ ඔවුන්ගේ කණ්ඩායම් වලින් පමණි, ග්ලෝබල් පූල් සඳහා එම ස්ලොට් එකම ඇති සෘජු රෙෆරල් එකක් අවශ්‍යයි. කිසිවෙකු එක් නොකළහොත් ආදායම බොහෝ විට බිංදුව හෝ ඉතා අඩුය.",
  "general.chat.kb.risks.q":
    "මේකේ තියෙන අවදානම් මොනවද?\nඅවදානම\nරිස්ක්\nභයානකද\nමේක ආරක්ෂිතද\nමගේ සල්ලි ආරක්ෂිතද\nඅවාසි\nආයෝජනය කරන්න ඕනෙද\nrisk\nsafe\nrisk thiyenawada\nsafe da\nසේෆ්ද\nසේෆ්\ninvest risk\nsalli dana eka safe\nscheme eka safe da\nදාන එක සේෆ්ද\nආයෝජනය සේෆ්ද",
  "general.chat.kb.risks.a":
    "ප්‍රධාන අවදානම්: ස්ලොට් සඳහා ගෙවූ සියලු මුදල් ඔබට අහිමි විය හැකිය; ආදායම ලැබෙන්නේ ඔබට පහළින් අය සම්බන්ධ වුවහොත් පමණි, බොහෝ දෙනාට ගෙන්වා ගත හැක්කේ ඉතා ස්වල්ප දෙනෙකු හෝ කිසිවෙකු නැත; ක්‍රිප්ටෝ සහ ලැබෙන ටෝකන වල මිල වැටිය හැකිය; වැරදි ලිපිනයකට යැවූ මුදල් හෝ කාන්දු වූ රිකවරි ෆ්‍රේස් එකක් ආපසු ගත නොහැක. අහිමි වුවහොත් දරාගත හැකි මුදලක් පමණක් ගෙවන්න.",
  "general.chat.kb.loseMoney.q":
    "මගේ සල්ලි නැති වෙන්න පුළුවන්ද?\nසල්ලි නැති වීම\nසල්ලි නැති වෙයිද\nමුදල් අහිමි වීම\nපාඩුව\nපාඩු වෙයිද\nකවුරුවත් සම්බන්ධ නොවුණොත්\nවැසුවොත්\nloss\nsalli nathi wenawada\nloss wenawada\npadu\nokkoma nathi wenawada\ncompany duwala giyoth\ncompany wahuwoth\nnaethi wenawada\nsalli naethi\ncompany close unoth\nකම්පැනි එක වැහුනොත්",
  "general.chat.kb.loseMoney.a":
    "ඔව්, ඔබට මුදල් අහිමි විය හැකිය. ස්ලොට් සඳහා ගෙවන මුදල් ආපසු ලැබෙන්නේ නැත, අන් අය එක් නොකළහොත් ආදායම කිසි දිනෙක නොපැමිණිය හැකිය, ක්‍රිප්ටෝ වටිනාකම අඩු විය හැකිය.",
  "general.chat.kb.guarantee.q":
    "ආදායමට ගැරන්ටියක් තියෙනවද?\nගැරන්ටි\nසහතික ආදායම\nස්ථිර ආදායම\nෆික්ස් ඉන්කම්\nලාභය සහතිකද\nපොරොන්දුව\nguarantee\nguarantee da\nsthira\npromise\nprofit promise\nප්‍රොෆිට් ගැරන්ටි\nෆික්ස් ආදායම\nfixed income\nආදායම ෂුවර්\nprofit sure\nෆික්ස් ආදායමක්",
  "general.chat.kb.guarantee.a":
    "කිසිවක් සහතික නැත. මෙම ගණනය කිරීම් වැඩසටහනේම සැලසුම් මිස පොරොන්දු නොවේ, කිසිවෙකුට ඔබට ආදායමක් පොරොන්දු විය නොහැක.",
  "general.chat.kb.scam.q":
    "මේක ස්කෑම් එකක්ද?\nස්කෑම්\nවංචාව\nවංචාවක්ද\nබොරු\nෆේක්\nෆ්‍රෝඩ්\nමේක ඇත්තද\nවිශ්වාස කරන්න පුළුවන්ද\nscam\nfraud\nfake\nscam da\nwanchawa\nboru wadak\nබොරු වැඩ\nහොර වැඩ\nhora wada\nfake company\nරැවටිල්ල\nරවටන\nsalli gahala\ngahala yanawa",
  "general.chat.kb.scam.a":
    "මෙම අඩවියට එය ආරක්ෂිත යැයි ඔබට කිව නොහැක. එය කුමක්ද: ස්මාර්ට් කොන්ත්‍රාත්තුවක් මත ක්‍රියා කරන රෙෆරල් වැඩසටහනකි, එහි සාමාජිකයින්ට ලැබෙන දේ වෙනත් සාමාජිකයින්ගේ ස්ලොට් ගෙවීම් වලින් පැමිණේ. එබැවින් ආදායම නව අය සම්බන්ධ වීම මත රඳා පවතී, සම්බන්ධ වීම අඩු වුවහොත් ආදායම අඩු වේ හෝ නවතී. බොහෝ රටවල නියාමකයින් එවැනි යෝජනා ක්‍රම ගැන අනතුරු අඟවයි, එබැවින් මුදල් ගෙවීමට පෙර ඔබම පරීක්ෂා කරන්න.",
  "general.chat.kb.legal.q":
    "මේක නීත්‍යානුකූලද?\nනීත්‍යානුකූල\nනීතිය\nනීති විරෝධී\nලංකාවේ අවසර තියෙනවද\nතහනම්ද\nබලපත්‍රය\nබදු\nලයිසන්\nlegal\nillegal\nlegal da\nneethyanukula\npermission\nlankawe legal\ncbsl\nincome tax\nbadu gewanna\npolice case\nපොලිස් කේස්\ntax gewanna\nටැක්ස් ගෙවීම\nබදු ගෙවන්න",
  "general.chat.kb.legal.a":
    "එය ඔබ ජීවත් වන ස්ථානය මත රඳා පවතී. සමහර රටවල් ආදායම අය එක් කිරීමෙන් පැමිණෙන රෙෆරල් යෝජනා ක්‍රම සීමා කරයි හෝ තහනම් කරයි, ක්‍රිප්ටෝ නීති ස්ථානයෙන් ස්ථානයට වෙනස් වේ. මෙම අඩවිය නීති උපදෙස් නොදෙයි: ආදායම් මත බදු ඇතුළුව ඔබේ රටේ නීති පරීක්ෂා කරන්න.",
  "general.chat.kb.pyramid.q":
    "මේක පිරමිඩ් ක්‍රමයක්ද?\nපිරමිඩ්\nපිරමිඩ ක්‍රමය\nඑම්එල්එම්\nMLM\nනෙට්වර්ක් මාකටින්\nදාම ව්‍යාපාරය\npyramid\nponzi\npyramid scheme\npiramida kramaya\nchain business\nචේන් බිස්නස්\nmlm business\nmoney chain\nපොන්සි\nපොන්සි ස්කීම්\nponzi ekak\nponzi scheme",
  "general.chat.kb.pyramid.a":
    "මෙය සාමාජිකයින් ඔවුන් ගෙන්වා ගන්නා අයගේ සහ ඒ අය ගෙන්වා ගන්නා අයගේ ස්ලොට් ගෙවීම් වලින් උපයන රෙෆරල් වැඩසටහනකි: බහු මට්ටම් ව්‍යුහයකි. ගෙවන මුදල් පැමිණෙන්නේ සාමාජිකයින්ගේ ස්ලොට් ගෙවීම් වලින් මිස පිටත පාරිභෝගිකයින්ට යමක් විකිණීමෙන් නොවේ. එය නීති විරෝධී පිරමිඩ ක්‍රමයක් ලෙස සැලකේද යන්න ඔබේ රටේ නීතිය මත රඳා පවතී.",
  "general.chat.kb.refund.q":
    "සල්ලි ආපහු ගන්න පුළුවන්ද?\nරීෆන්ඩ්\nසල්ලි ආපසු\nමුදල් ආපසු ලබා ගැනීම\nලියාපදිංචිය අවලංගු කිරීම\nගනුදෙනුව ආපසු හැරවීම\nrefund\ncancel\nsalli aapahu\ncancel karanna\nsalli aapahu denawada\nwaradilawath gaththa\nආපහු දෙනවද\nසල්ලි ආපහු\nsalli aye\naye denawada\nsalli aye dena",
  "general.chat.kb.refund.a":
    "ස්මාර්ට් කොන්ත්‍රාත්තුවට කළ ගෙවීමක් කිසිවෙකුට අවලංගු කිරීමට හෝ ආපසු ගෙවීමට නොහැක, මෙම අඩවියටද නොහැක. ස්ලොට් සඳහා ගෙවන මුදල් ආදායමක් ලෙස ආපසු නොපැමිණෙන්නේ නම් ඒවා නැති වූ බව සලකන්න.",
  "general.chat.kb.withdraw.q":
    "සල්ලි ගන්නේ කොහොමද?\nවිත්ඩ්‍රෝ\nසල්ලි ගැනීම\nමුදල් ආපසු ගැනීම\nගෙවීම ලැබෙන්නේ කවදාද\nපේඅවුට්\nකෑෂ් කරන්නේ කොහොමද\nwithdraw\npayout\nwithdraw kohomada\nsalli ganne\nsalli enne kawadda\nwithdrawal\nincome eka enne\nhoyapu salli ganna\nwithdraw dawas kiyak\nබැංකුවට දාගන්න\nආදායම වොලට් එකට\nincome cash",
  "general.chat.kb.withdraw.a":
    "මෙම අඩවිය කිසිදු මුදලක් තබා ගන්නේවත් ගෙවන්නේවත් නැත. වැඩසටහනට අනුව එහි ස්මාර්ට් කොන්ත්‍රාත්තුව ඔබ ලියාපදිංචි වූ වොලට් එකටම ගෙවීම් සෘජුවම යවයි, එබැවින් විත්ඩ්‍රෝ පෝරමයක් නැත: ගෙවීම් ඔබේ වොලට් එකේ සහ බ්ලොක්චේන් එක්ස්ප්ලෝරර් එකේ පෙනේ, ස්ටේබල්කොයින් හුවමාරු මධ්‍යස්ථානයක විකිණිය හැකිය.",
  "general.chat.kb.whoRuns.q":
    "මේ සයිට් එක දුවන්නේ කවුද?\nඔයාලා කවුද\nහිමිකරු කවුද\nමේ සයිට් එක හැදුවේ කවුද\nමේකේ පිටිපස්සේ කවුද\nහිමිකරු\nආරම්භකයා\nowner\nsite eka run karanne\nowner kawda\nwebsite eka haduwe\nhaduwe kawda\nඅයිතිකාරයා\nගයිඩ් එක හැදුවේ\nsite eka run",
  "general.chat.kb.whoRuns.a":
    "මෙම අඩවිය වැඩසටහනේ ස්වාධීන ප්‍රවර්ධකයින් විසින් සාදන ලද නිල නොවන මාර්ගෝපදේශයකි. වැඩසටහනේ නිර්මාතෘවරුන් එය ධාවනය කරන්නේ නැත, අනුමත කරන්නේ හෝ අනුග්‍රහය දක්වන්නේ නැත. ඔබ එහි රෙෆරල් ලින්ක් හරහා ලියාපදිංචි වුවහොත් මෙම මාර්ගෝපදේශය පිටුපස සිටින අයට එයින් උපයා ගත හැකිය.",
  "general.chat.kb.official.q":
    "මේක නිල වෙබ් අඩවියද?\nනිල\nනිල වෙබ් අඩවිය\nඔෆිෂල්\nඔෆිෂල් සයිට් එක\nඔයාලා සමාගමද\nඇත්ත සයිට් එක\nofficial\nofficial site\naththa site\noriginal site\ncompany site\nguide site\nunofficial guide\nඔෆිෂල් සයිට්\nඔරිජිනල් සයිට්",
  "general.chat.kb.official.a":
    "මෙය නිල අඩවිය නොවේ. මෙය වැඩසටහන ධාවනය නොකරන, අනුමත නොකරන හෝ අනුග්‍රහය නොදක්වන නිල නොවන මාර්ගෝපදේශයකි.",
  "general.chat.kb.contact.q":
    "ඔයාලව සම්බන්ධ කරගන්නේ කොහොමද?\nසම්බන්ධ කරගැනීම\nසපෝට්\nහෙල්ප්ලයින්\nෆෝන් නම්බර්\nඊමේල්\nවට්ස්ඇප්\nටෙලිග්‍රෑම්\nපැමිණිලි\ncontact\nsupport\nwhatsapp\nwhatsapp number\ntelegram group\nwhatsapp group\ncustomer care\nudaw ganna\nhelp ganna\nsupport team\nසපෝට් ටීම්",
  "general.chat.kb.contact.a":
    "මෙම මාර්ගෝපදේශයට උදවු මේසයක් හෝ දුරකථන අංකයක් නැත. ඔබ භාවිතා කළ ලින්ක් එකේ හිමිකාර ඔබේ ස්පොන්සර්ගෙන් අසන්න, නැතිනම් පිටුවේ පහළ ඇති ප්‍රජා ලින්ක් බලන්න. සැබෑ කිසිවෙකු කිසි දිනෙක ඔබේ රිකවරි ෆ්‍රේස් එක හෝ උදවු සඳහා මුදල් ඉල්ලන්නේ නැත.",
  "general.chat.kb.presentations.q":
    "ප්‍රෙසන්ටේෂන් කොහෙද?\nප්‍රෙසන්ටේෂන්\nස්ලයිඩ්\nපීඩීඑෆ්\nසිංහලෙන් ප්ලෑන් එක\nබිස්නස් ප්ලෑන්\npresentation\npdf\nppt\nsinhalen ppt\nplan pdf",
  "general.chat.kb.presentations.a":
    "Presentations පිටුවේ වැඩසටහන ගැන ස්ලයිඩ් ඇත, මුලින්ම ඔබේ භාෂාවෙන්, ඔබට ඔබේම ස්ලයිඩ් සමාලෝචනය සඳහා යැවිය හැකිය: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "වීඩියෝ තියෙනවද?\nවීඩියෝ\nටියුටෝරියල්\nයූටියුබ්\nවීඩියෝ මාර්ගෝපදේශය\nvideo\nyoutube\nyoutube video\nsinhala video",
  "general.chat.kb.videos.a":
    "මුල් පිටුවේ හැඳින්වීමේ වීඩියෝවක් සහ Join පිටුවේ ලියාපදිංචිය පෙන්වන ටියුටෝරියල් වීඩියෝවක් ඇත: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "මේ මොකක්ද?\nමේ වැඩසටහන මොකක්ද\nමේක වැඩ කරන්නේ කොහොමද\nවැඩසටහන පැහැදිලි කරන්න\nමේක මොකක් ගැනද\nමේ ව්‍යාපාරය මොකක්ද\nwhat is this\nmeka mokakda\nmokakda program\nbusiness explain\nmona wage business\nමොන ප්ලෑන් එකක්ද\nප්ලෑන් එක සරලව",
  "general.chat.kb.whatIsIt.a":
    "මෙය අඩු ගාස්තු සහිත බ්ලොක්චේන් එකක ස්ලොට් පදනම් කරගත් රෙෆරල් වැඩසටහනකි: සාමාජිකයින් ස්ටේබල්කොයින් වලින් ස්ලොට් මිලදී ගන්නා අතර ස්මාර්ට් කොන්ත්‍රාත්තුවක් එම මුදල් ආදායම් වර්ග හයක් ලෙස සාමාජිකයින් අතර බෙදා හරියි. මෙම අඩවිය එය සරල භාෂාවෙන්, අවදානම් සමඟ පැහැදිලි කරන නිල නොවන මාර්ගෝපදේශයකි.",
  "general.chat.kb.hello.q":
    "ආයුබෝවන්\nහලෝ\nහායි\nස්තූතියි\nබොහොම ස්තූතියි\nhello\nayubowan\nhi\ngood morning\nhai aiye\nආයුබෝවන් අයියා",
  "general.chat.kb.hello.a":
    "ආයුබෝවන්! සම්බන්ධ වීම, වොලට්, අවම මුදල, ආදායම් වර්ග, ස්ලොට් හෝ අවදානම් ගැන මගෙන් අහන්න.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "රෝහල\nhospital\nදොස්තර\ndoctor\nබෙහෙත්\nbeheth\nඋණ\nfever\nජිම්\ngym\nworkout\ndiet\nපාසල\nඉස්කෝලේ\niskole\nschool\nවිශ්වවිද්‍යාලය\nවිභාගය\nexam\nඋසස් පෙළ\nසාමාන්‍ය පෙළ\nහමුදාව\narmy\nකසාදය\nkasadaya\nwedding\ngirlfriend\nකොත්තු\nkottu\nrecipe\nඋයන්න\nrestaurant\nචිත්‍රපටය\nmovie\nnetflix\ncricket\nfootball\npubg\nfreefire\ncandy crush\nකාලගුණය\nවැස්ස\nwessa\nweather\nකෝච්චිය\ntrain ticket\nflight\nhotel\nvisa\npassport\nහැඳුනුම්පත\ndriving licence\nපෙට්‍රල්\npetrol\ndiesel\nලයිට් බිල\ncurrent bill\nwifi router\nකේන්දරය\nkendare\nhoroscope\nමැතිවරණය\nelection\nසාරිය\nsaree\nmakeup\nparking\ntraffic fine\njob interview\nගෙවල් කුලී\nhouse rent\nගොවිතැන\nfarming\nවෙසක්\nvesak\nඅවුරුදු\navurudu\naswesuma\nක්‍රිකට්\ncampus\ndialog\nඩයලොග්\nmobitel\nමොබිටෙල්\nhutch\nslt\nboc\nhnb\nsampath\nseylan\nnsb\ndfcc\nceb\nleco\nlitro\nlaugfs\nnic\nsamurdhi\nසමෘද්ධි\ngrama niladhari\nග්‍රාම නිලධාරි\nඋප්පැන්න\nugc\ndaraz\npickme\nkapruka\nsrilankan\nfitsair\nviber\nimo\ntuition\nටියුෂන්\nderana\nhiru\nsirasa\nitn\nrupavahini\nsuzuki\nbajaj\nepf\nnwsdb\nsltmobitel\nහච්\nikman\nශිෂ්‍යත්වය\nscholarship\nසිරස\nදෙරණ\nත්‍රීවීල්\nකැම්පස්\nඅසයින්මන්ට්\nඑක්සෙල්\nkade\nකඩේ\nshop eka\nbank loan\nබැංකු ණය\nleasing\ntax filing\ninland revenue\nvehicle tax\nphone repair\nphone eka kadila\nresult\nresults\nප්‍රතිඵල\nගේම්\nsalary\npadi\npadiya\nපඩිය\nපඩි\nවැටුප\ndoenets\nseettu\nසීට්ටු\nunit trust\nstock market\nඒටීඑම්\nsharemarket\nmutual\nwarranty\nවොරන්ටි\nfridge\nෆ්‍රිජ්\nwashing machine\nkyc\npeoples\ncombank\nntb\nkeells\ncargills\narpico\nabans\ndmt\nrmv\nsltb\nctb\ninstagram\nfacebook\nludo\ninsurance\nරක්ෂණ\nbitcoin\nබිට්කොයින්\ndogecoin\nෆේස්බුක්\nඉන්ස්ටග්‍රෑම්\ngames\ngaming\nrecharge",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `මොකක්ද මොනවද මොන කොහොමද කොහෙද කොහෙන්ද කවදාද කවුද ඇයි කීයද කීයක් කොච්චරද ද මම මගේ මට මාව අපි අපේ
    ඔයා ඔයාගේ ඔයාට ඔබ ඔබේ ඔබට මේ මේක මෙය ඒ ඒක එය එක එකක් එකේ එකද සහ හා හෝ නැත්නම් වලින් සඳහා ගැන එක්ක සමඟ
    තියෙනවද තියෙනවා තියෙන්නේ තියෙන ඇත වෙනවා වෙනවද වෙන්නේ වෙයිද කරන්න කරන්නේ කරනවා පුළුවන්ද පුළුවන් ඕනේ ඕනෙද
    කියන්නේ කියන්න කරුණාකර නේද නැද්ද නම් ත් please mokakda mokada kohomada kohenda kawda kiyada
    mage mata oya me meka eka ekak thiyenawada puluwanda one oneda karanna the is what how
    aiye malli sir mokakda mokak mokada kohomada koheda kiyada kiyak kawda mona meka eka ekak eke me mage mata oya oyage thiyenawada thiyenawa da ne puluwanda puluwan ona ganna karanna kiyanna please pls
    wage meke kiyala
    mamath mama kelinma mulinma saralawa ekakda thiyenne thiyena danna hamotama
    මේකට වගේ නෙවෙයිද වෙන
    ekata ganne gaththoth wenawada enawada denawada wenna wenne wena eken walin walata ekakata ekema hama meken meeta kiyanne kiyanawa neda nedda onada podi denna thiyaganna ekada unoth unata passe wela aththatama enawa
    yaluwa machan akke
    eth
    labenawada hambawenawada hambenawada labena
    බලන්නේ දෙන්න ඔක්කොම කියන්නකෝ වැඩිද කාටද
    කියලා එනවද නෑ හැම අයියේ අයියා මොකද ක් එකකට එකට එකෙන් danne
    කෙනෙක් එකකටම පස්සේ කියනවා කරපු කෙනාගේ උනාම උනේ කරන එන්නේ ගානේ
    keeyada keeyak දැනගන්නේ`,
  minWordLength: 2,
};
