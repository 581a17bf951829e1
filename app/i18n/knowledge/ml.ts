// Malayalam knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "വ്യക്തമായി പറഞ്ഞാൽ: ഇതൊരു റഫറൽ പ്രോഗ്രാമാണ്. ഏത് വരുമാനവും മറ്റുള്ളവരെ ചേർക്കുന്നതിനെ ആശ്രയിച്ചിരിക്കുന്നു, പൂജ്യവും ആകാം; ക്രിപ്റ്റോയുടെ മൂല്യം ഇടിയാം; ഇവിടെയുള്ള ഒന്നും സാമ്പത്തിക ഉപദേശമല്ല. നിരാകരണം വായിക്കുക: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "ഇവ പ്രോഗ്രാം തന്നെ പ്രസിദ്ധീകരിച്ച കണക്കുകളാണ്, ഉറപ്പല്ല: യഥാർത്ഥ വരുമാനം പൂജ്യവും ആകാം.",
  "general.chat.kb.join.q":
    "ഞാൻ എങ്ങനെ ചേരും?\nഎങ്ങനെ ചേരാം\nചേരുന്ന വിധം\nരജിസ്റ്റർ ചെയ്യുന്നത് എങ്ങനെ\nരജിസ്ട്രേഷൻ\nസൈൻ അപ്പ്\nഎങ്ങനെ തുടങ്ങാം\nജോയിൻ ചെയ്യാൻ\njoin cheyyan\nengane cheram\nregister cheyyan\njoin\nengane join cheyyam\nregister engane\naccount thurakkan\nചേരാൻ എങ്ങനെ\njoin cheyyunnathu engane\nivide join\ncheran aagraham\naadya padi\njoin cheyyan aagraham\nജോയിൻ ആകാൻ\nപ്ലാനിൽ ജോയിൻ\nഅക്കൗണ്ട് ഓപ്പൺ\nഅക്കൗണ്ട് തുടങ്ങാൻ\nജോയിൻ സ്റ്റെപ്പുകൾ\nരജിസ്ട്രേഷൻ സ്റ്റെപ്പ്\nപ്ലാനിൽ കേറാൻ\ncheraam\nengane cheraam\ncheranam\njoin aakan\nജോയിൻ ആകും\nചേരണം\nപരിപാടിയിൽ ചേരാൻ\nregister cheyyan help\nengane cherum\nmember aakan\nമെമ്പർ ആകാൻ",
  "general.chat.kb.join.a":
    "നെറ്റ്‌വർക്ക് പിന്തുണയ്ക്കുന്ന ഒരു വാലറ്റ് ഇൻസ്റ്റാൾ ചെയ്ത് അത് ആ നെറ്റ്‌വർക്കിലേക്ക് മാറ്റുക; സ്റ്റേബിൾകോയിനിൽ കുറഞ്ഞത് {amount}, ഫീസിനായി കുറച്ച് നേറ്റീവ് ടോക്കൺ എന്നിവ ഇടുക; വാലറ്റിനുള്ളിലെ ബ്രൗസർ തുറന്ന് നിങ്ങളുടെ റഫറൽ ലിങ്ക് പേസ്റ്റ് ചെയ്ത് Register Now അമർത്തുക. Join പേജിൽ ഓരോ ഘട്ടവും ഉണ്ട്: {joinUrl}",
  "general.chat.kb.wallet.q":
    "ഏത് വാലറ്റ് ഉപയോഗിക്കണം?\nഏത് വാലറ്റ്\nവാലറ്റ് ആപ്പ്\nനല്ല വാലറ്റ്\nവാലറ്റ് ഡൗൺലോഡ്\nക്രിപ്റ്റോ വാലറ്റ്\nethu wallet\nwallet\nwallet ethanu nallathu\ntrust wallet\nwallet download\nmetamask\nmetamask wallet\nwallet app ethu\nട്രസ്റ്റ് വാലറ്റ്\nമെറ്റാമാസ്ക്\nഏത് വാലറ്റ് ആപ്പ്\nക്രിപ്റ്റോ ആപ്പ്\nവാലറ്റ് ആപ്പ് ഫോണിൽ\nethu app idanam\nwallet nu ethu app\nവാലറ്റിന് ഏത് ആപ്പ്\nphone il wallet",
  "general.chat.kb.wallet.a":
    "പ്രോഗ്രാമിന്റെ നെറ്റ്‌വർക്ക് പിന്തുണയ്ക്കുന്നതും ഉള്ളിൽ (dApp) ബ്രൗസർ ഉള്ളതുമായ അറിയപ്പെടുന്ന ഒരു ക്രിപ്റ്റോ വാലറ്റ് ആപ്പ് ഉപയോഗിക്കുക. നിങ്ങളുടെ ഫോണിന്റെ ഔദ്യോഗിക ആപ്പ് സ്റ്റോറിൽ നിന്ന് മാത്രം ഇൻസ്റ്റാൾ ചെയ്യുക. Join പേജ് കാണിച്ചുതരും: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "റിക്കവറി ഫ്രെയ്സ് എന്താണ്?\nറിക്കവറി ഫ്രെയ്സ്\nസീഡ് ഫ്രെയ്സ്\n12 വാക്കുകൾ\nരഹസ്യ വാക്കുകൾ\nപ്രൈവറ്റ് കീ\nസീക്രട്ട് വാക്കുകൾ\nseed phrase\nrecovery phrase\n12 words\nprivate key\nsecret words\n12 words aarkkum kodukkaruthu\nseed phrase photo\nസീഡ് ഫ്രേസ്\nസീഡ് വാക്കുകൾ\n12 വാക്ക്\nറിക്കവറി വാക്കുകൾ\nസീഡ് സ്ക്രീൻഷോട്ട്\nവാലറ്റ് റിക്കവറി\nഎഴുതി വെക്കാൻ\nപ്രൈവറ്റ് കീ അയക്കാമോ\n12 words kodukkamo\nseed phrase screenshot\nപ്രൈവറ്റ് കീ ഷെയർ\nപാസ്‌വേഡ് വാക്കുകൾ\nseed words\nseed share cheyyamo\nപ്രൈവറ്റ് കീ അയച്ചാൽ\nseed phrase marannu\n12 words marannu\nവാക്കുകൾ മറന്നു",
  "general.chat.kb.recoveryPhrase.a":
    "വാലറ്റ് ഉണ്ടാക്കുമ്പോൾ അത് 12 അല്ലെങ്കിൽ 24 വാക്കുകളുള്ള ഒരു റിക്കവറി ഫ്രെയ്സ് കാണിക്കും. അത് കടലാസിൽ എഴുതി സുരക്ഷിതമായി വയ്ക്കുക. അത് ആരുടെ കയ്യിലുണ്ടോ അവർക്ക് വാലറ്റിലുള്ളതെല്ലാം എടുക്കാം: ഒരു വെബ്‌സൈറ്റിലോ ചാറ്റിലോ ഒരിക്കലും അത് ടൈപ്പ് ചെയ്യരുത്, ആരോടും പറയരുത്. ഈ സൈറ്റോ പ്രോഗ്രാമോ ഒരിക്കലും അത് ചോദിക്കില്ല.",
  "general.chat.kb.network.q":
    "ഏത് നെറ്റ്‌വർക്ക്?\nനെറ്റ്‌വർക്ക്\nഏത് ബ്ലോക്ക്‌ചെയിൻ\nബ്ലോക്ക്‌ചെയിൻ\nനെറ്റ്‌വർക്ക് മാറ്റുന്നത്\nതെറ്റായ നെറ്റ്‌വർക്ക്\nചെയിൻ\nethu network\nnetwork\nbep20\ntrc20\nethu chain\ntron network\nusdt network\ntrc20 usdt\nbsc\nbnb smart chain\nബിഇപി20\nടിആർസി20\nബിഎസ്സി\nട്രോൺ നെറ്റ്‌വർക്ക്\nവാലറ്റ് നെറ്റ്‌വർക്ക് മാറ്റാൻ\nഏത് ചെയിനിൽ\nതെറ്റായ ചെയിൻ\nനെറ്റ്‌വർക്ക് ആഡ് ചെയ്യാൻ\ntron il ayakkan\nയുഎസ്ഡിടി ചെയിൻ\nയുഎസ്ഡിടി നെറ്റ്‌വർക്ക്\nnetwork add cheyyan\nmetamask network\nethu network il ayakkanam\nusdt ethiyilla\nusdt kittiyilla\nഏത് നെറ്റ്‌വർക്കിൽ അയക്കണം\nതെറ്റായ നെറ്റ്‌വർക്കിൽ അയച്ചു\nthettaya network\nthettaya chain",
  "general.chat.kb.network.a":
    "കുറഞ്ഞ ഫീസുള്ള ഒരു ബ്ലോക്ക്‌ചെയിൻ നെറ്റ്‌വർക്കിലാണ് പ്രോഗ്രാം പ്രവർത്തിക്കുന്നത്. പണം ഇടുന്നതിനും രജിസ്റ്റർ ചെയ്യുന്നതിനും മുമ്പ് വാലറ്റ് ആ നെറ്റ്‌വർക്കിലേക്ക് മാറ്റുക; മറ്റൊരു നെറ്റ്‌വർക്കിൽ അയച്ച ടോക്കണുകൾ എത്തില്ല. Join പേജിലെ ഘട്ടം 3 കാണുക: {joinUrl}",
  "general.chat.kb.fees.q":
    "ഫീസ് എത്ര?\nഫീസ്\nഫീ\nഇടപാട് ഫീസ്\nഗ്യാസ് ഫീ\nഗ്യാസ്\nനേറ്റീവ് ടോക്കൺ\nചാർജ്\ngas fee\nfees\nfee ethra\nbnb enthinu\ncharge\ntransaction charge\ncharge ethra\nട്രാൻസാക്ഷൻ ഫീ\nഫീ എത്ര\ntransaction fee\nബിഎൻബി ഗ്യാസ്\nബിഎൻബി എത്ര വേണം\nബിഎൻബി ഇല്ലാതെ\nട്രാൻസാക്ഷൻ ചാർജ്\nbnb pokum\nfee pokum\nbnb karuthanam\nബിഎൻബി കരുതണം\ngas fee kooduthal",
  "general.chat.kb.fees.a":
    "നെറ്റ്‌വർക്കിൽ ഓരോ ഇടപാടിനും ചെറിയൊരു ഫീസ് ഉണ്ട്, സാധാരണ ഒരു സെന്റിൽ താഴെ, അത് നെറ്റ്‌വർക്കിന്റെ നേറ്റീവ് ടോക്കണിലാണ് അടയ്ക്കുന്നത്. സ്റ്റേബിൾകോയിനിനൊപ്പം കുറച്ച് നേറ്റീവ് ടോക്കണും വാലറ്റിൽ വയ്ക്കുക, അല്ലെങ്കിൽ രജിസ്ട്രേഷൻ പരാജയപ്പെടും.",
  "general.chat.kb.funding.q":
    "വാലറ്റിൽ പണം എങ്ങനെ ഇടാം?\nപണം ഇടുന്നത്\nസ്റ്റേബിൾകോയിൻ വാങ്ങുന്നത്\nUSDT എവിടെ വാങ്ങാം\nUSDT വാങ്ങാൻ\nവാലറ്റിൽ usdt\nഡെപ്പോസിറ്റ്\nടോപ്പ് അപ്പ്\nusdt engane vangam\ndeposit\nwallet il paisa\ndeposit engane\nusdt vangan\nusdt ayakkan\nbinance il ninnu usdt\ngpay usdt\nupi vazhi usdt\npaisa idan\nwallet il ethikkan\nബിനാൻസ് usdt\nബിനാൻസിൽ നിന്ന് usdt\nയുഎസ്ഡിടി വാങ്ങാൻ\nയുഎസ്ഡിടി ഇടാൻ\nബിനാൻസ്\nവാലറ്റിൽ പൈസ ഇടാൻ\nവാലറ്റ് ഫണ്ട് ചെയ്യാൻ\nവാലറ്റ് റീചാർജ്\nഗൂഗിൾ പേ\nവസിർഎക്സ്\nയുഎസ്ഡിടി വാങ്ങി അയക്കാൻ\nwallet il paisa idan\nusdt idan\nusdt load cheyyan\nusdt add cheyyan\nphonepe\npaytm\np2p\nയുഎസ്ഡിടി വാലറ്റിൽ ഇടും\nwallet il idum\nഫോൺപേ\nയുപിഐ",
  "general.chat.kb.funding.a":
    "ഡോളറുമായി ബന്ധിപ്പിച്ച ഒരു സ്റ്റേബിൾകോയിൻ എക്സ്ചേഞ്ചിൽ നിന്നോ വാലറ്റ് ആപ്പിൽ നിന്നോ വാങ്ങി, പ്രോഗ്രാമിന്റെ നെറ്റ്‌വർക്കിൽ നിങ്ങളുടെ വാലറ്റിലേക്ക് അയയ്ക്കുക. സ്റ്റേബിൾകോയിനിൽ കുറഞ്ഞത് {amount}, ഫീസിനായി കുറച്ച് നേറ്റീവ് ടോക്കൺ എന്നിവ വേണം. അയയ്ക്കുന്നതിന് മുമ്പ് നെറ്റ്‌വർക്കും വിലാസവും പരിശോധിക്കുക: കൈമാറ്റങ്ങൾ തിരിച്ചെടുക്കാനാവില്ല.",
  "general.chat.kb.minimum.q":
    "കുറഞ്ഞ തുക എത്ര?\nകുറഞ്ഞ തുക\nതുടങ്ങാൻ എത്ര പണം വേണം\nഎത്ര പണം വേണം\nചേരാൻ എത്ര ചെലവ്\nആദ്യ സ്ലോട്ടിന്റെ വില\nഎത്ര കാശ് വേണം\nminimum ethra\nethra paisa venam\nminimum\nkuranjathu ethra\nthudangan ethra paisa\nettavum kuranja thuka\nethra roopa venam\nethra dollar venam\nmathiyo\nമിനിമം ഡോളർ\nഎത്ര ഡോളർ വേണം\nമിനിമം ഇൻവെസ്റ്റ്മെന്റ്\nകുറഞ്ഞത് എത്ര\nഎത്ര രൂപ വേണം തുടങ്ങാൻ\nചെറിയ സ്ലോട്ട്\nethra rupees venam\nethra dollar venam thudangan\nതുടങ്ങാൻ എത്ര രൂപ\nthudakkathil ethra venam",
  "general.chat.kb.minimum.a":
    "കുറഞ്ഞത് {amount}: ആദ്യ സ്ലോട്ടിന്റെ വില സ്റ്റേബിൾകോയിനിൽ {amount}, കൂടാതെ ഫീസിനായി കുറച്ച് നേറ്റീവ് ടോക്കൺ. വലിയ സ്ലോട്ടുകൾക്ക് വില കൂടുതലാണ്; Slots പേജിൽ പട്ടിക ഉണ്ട്: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "രജിസ്റ്റർ ചെയ്യാൻ ഏത് ലിങ്ക്?\nഏത് ലിങ്ക്\nറഫറൽ ലിങ്ക്\nലിങ്ക് എവിടെ\nഈ ലിങ്ക് തന്നെ എന്തിന്\nഇൻവൈറ്റ് ലിങ്ക്\nethu link\nreferral link\nlink evide kittum\naarude link\nfriend link\nറെഫറൽ ലിങ്ക്\nലിങ്ക് കോപ്പി\nവേറെ ലിങ്ക്\nആരുടെ ലിങ്ക്\nവേറെ ആളുടെ ലിങ്ക്\nലിങ്കിൽ ജോയിൻ\nreferal link\nrefferal link\nref link\nലിങ്ക് ഷെയർ\nlink illathe\nലിങ്ക് ഇല്ലാതെ",
  "general.chat.kb.referralLink.a":
    "Join പേജിൽ കാണിച്ചിരിക്കുന്ന റഫറൽ ലിങ്ക് ഉപയോഗിച്ച് വാലറ്റ് ബ്രൗസറിൽ പേസ്റ്റ് ചെയ്യുക. നിങ്ങളുടെ സ്പോൺസർ ആരാണെന്ന് ആ ലിങ്കാണ് രേഖപ്പെടുത്തുന്നത്; മറ്റൊരു ലിങ്ക് വഴി രജിസ്റ്റർ ചെയ്താൽ സ്പോൺസർ മാറും, പിന്നീട് മാറ്റാനാവില്ല: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "സ്പോൺസർ എന്നാൽ എന്താണ്?\nസ്പോൺസർ\nഅപ്‌ലൈൻ\nഎന്റെ സ്പോൺസർ ആര്\nസ്പോൺസർ മാറ്റാൻ\nupline\nsponsor\nsponsor aaranu\nsponsor mattam\nsponsor maattan\nupline aaranu\nsponsor maarumo\nസ്പോൺസറുടെ പേര്\nsponsor name\nഎന്നെ ചേർത്തയാൾ\nenne cherthathu\nenne join cheyyichathu\nഎന്നെ ചേർത്തത് ആര്",
  "general.chat.kb.sponsor.a":
    "നിങ്ങളുടെ സ്പോൺസർ (അപ്‌ലൈൻ) എന്നാൽ ആരുടെ റഫറൽ ലിങ്ക് വഴിയാണോ നിങ്ങൾ രജിസ്റ്റർ ചെയ്യുന്നത് ആ അംഗമാണ്. പ്രോഗ്രാം നിങ്ങളുടെ സ്ലോട്ട് പേയ്‌മെന്റിന്റെ ഒരു ഭാഗം സ്പോൺസർക്ക് നൽകുകയും നിങ്ങളെ അവരുടെ ടീമിൽ ചേർക്കുകയും ചെയ്യുന്നു. സ്പോൺസർ രജിസ്ട്രേഷൻ സമയത്ത് തന്നെ നിശ്ചയിക്കപ്പെടുന്നു, പിന്നീട് മാറില്ല.",
  "general.chat.kb.registerButton.q":
    "Register Now ബട്ടൺ എവിടെ?\nരജിസ്റ്റർ നൗ\nരജിസ്റ്റർ ബട്ടൺ\nരജിസ്ട്രേഷൻ പരാജയപ്പെട്ടു\nഇടപാട് പരാജയപ്പെട്ടു\nരജിസ്റ്റർ ആകുന്നില്ല\nഎറർ വരുന്നു\nഫെയിൽ ആയി\nregister aavunnilla\nerror\nregister now error\nregister aakunnilla\nregister nadakkunnilla\ntransaction failed\nbutton work aakunnilla\nബട്ടൺ അമർത്തിയിട്ട്\nവാലറ്റ് കൺഫേം\nട്രാൻസാക്ഷൻ ഫെയിൽഡ്\nകൺഫേം ചെയ്തപ്പോൾ\nരജിസ്റ്റർ അടിച്ചിട്ട്\nബട്ടൺ അടിച്ചപ്പോൾ\ninsufficient funds\nregister press cheythittu\nരജിസ്റ്റർ ഞെക്കിയിട്ട്\nബട്ടൺ ഞെക്കുമ്പോൾ\nരജിസ്റ്റർ നടക്കുന്നില്ല\nബട്ടൺ വർക്ക് ആകുന്നില്ല",
  "general.chat.kb.registerButton.a":
    "വാലറ്റ് ബ്രൗസറിൽ റഫറൽ ലിങ്ക് തുറന്ന ശേഷം Register Now അമർത്തി വാലറ്റിൽ ഇടപാട് സ്ഥിരീകരിക്കുക. പരാജയപ്പെട്ടാൽ, വാലറ്റ് ശരിയായ നെറ്റ്‌വർക്കിലാണോ എന്നും ഫീസിന് ആവശ്യമായ സ്റ്റേബിൾകോയിനും നേറ്റീവ് ടോക്കണും ഉണ്ടോ എന്നും പരിശോധിക്കുക.",
  "general.chat.kb.incomeTypes.q":
    "വരുമാനത്തിന്റെ തരങ്ങൾ ഏതൊക്കെ?\nവരുമാന തരങ്ങൾ\nസമ്പാദിക്കാനുള്ള വഴികൾ\nഎങ്ങനെ സമ്പാദിക്കാം\nഇൻകം പ്ലാൻ\nബോണസ്\nഎത്ര തരം വരുമാനം\nincome plan\nincome types\nincome tharangal\nethra income\nincome tharam\nethra tharam income\n6 income\nഇൻകം ടൈപ്പുകൾ\nഎത്ര തരം ഇൻകം\nഇൻകം ടൈപ്പ്\nവരുമാന വഴികൾ\nഎങ്ങനെയൊക്കെ വരുമാനം\nഇൻകം തരങ്ങൾ\nഏതൊക്കെ തരം ഇൻകം\nഡയറക്ട് ലെവൽ ഡിഫറൻസ്\nഇൻകം ഡിഫറൻസ്\nരണ്ട് ഇൻകവും\nincome vazhikal\nincome ethokke\nഏതൊക്കെ തരത്തിൽ ഇൻകം",
  "general.chat.kb.incomeTypes.a":
    "ആറെണ്ണം ഉണ്ട്: ഡയറക്ട് വരുമാനം, ലെവൽ വരുമാനം, ഗ്ലോബൽ പൂൾ, ലീഡർഷിപ്പ്, പ്രതിവാര റോയൽറ്റി, കോയിൻ പാർട്ണർ വിഹിതം. എല്ലാം അംഗങ്ങൾ സ്ലോട്ടുകൾക്കായി അടയ്ക്കുന്ന പണത്തിൽ നിന്നാണ് നൽകുന്നത്. Earnings പേജ് ഓരോന്നും വിശദീകരിക്കുന്നു: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "ഡയറക്ട് വരുമാനം എന്താണ്?\nഡയറക്ട് വരുമാനം\nഡയറക്ട് ഇൻകം\nനേരിട്ടുള്ള വരുമാനം\nറഫറൽ ബോണസ്\nറഫറൽ കമ്മീഷൻ\ndirect income\ndirect bonus\noralkku join cheyyichal\ndirect referral\nnjan cherthavar\nente vazhi join cheythal\nനേരിട്ട് ചേർത്തവർ\nനേരിട്ട് ചേർത്ത ആൾ\nഡയറക്ട് റെഫറൽ\nറെഫറൽ ഇൻകം ശതമാനം\nസ്വന്തം റെഫറൽ\nചേർത്ത ആളുടെ സ്ലോട്ട്\noraal join cheythal\nപകുതി കിട്ടുമോ\nഒരാളെ ചേർത്താൽ\noraale cherthal\noraale join cheyyichal\ndirect aayi cherthal\nഒരാൾ ജോയിൻ ചെയ്താൽ\n50 percent kittumo",
  "general.chat.kb.directIncome.a":
    "ഡയറക്ട് വരുമാനം എന്നാൽ നിങ്ങൾ നേരിട്ട് ചേർക്കുന്ന ഓരോരുത്തരുടെയും സ്ലോട്ട് വിലയുടെ 50% ആണ്. ഉദാഹരണത്തിന്, {small} സ്ലോട്ട് {smallHalf} നൽകുന്നു.",
  "general.chat.kb.levelIncome.q":
    "ലെവൽ വരുമാനം എന്താണ്?\nലെവൽ വരുമാനം\nലെവൽ ഇൻകം\n10 ലെവൽ\nടീം വരുമാനം\nടീം ഇൻകം\nlevel income\nlevel income enthanu\nteam income\nthazhe ullavar\ndownline income\nlevel commission\nലെവൽ കമ്മീഷൻ\n10 level percent\nപത്ത് ലെവൽ\nഡൗൺലൈൻ ഇൻകം\nടീമിലെ താഴെയുള്ളവർ\nതാഴെയുള്ളവരിൽ നിന്ന്\nടീമിന്റെ താഴെ\nഡൗൺലൈൻ കമ്മീഷൻ\ndownline il ninnu\nഡൗൺലൈനിൽ നിന്ന്\nteam aalukal join cheythal\nടീമിലെ ആളുകൾ",
  "general.chat.kb.levelIncome.a":
    "ലെവൽ വരുമാനം എന്നാൽ നിങ്ങളുടെ ടീമിൽ 10 തലങ്ങൾ വരെ ഓരോ അംഗത്തിന്റെയും സ്ലോട്ട് വിലയുടെ 2%, ആകെ 20%.",
  "general.chat.kb.globalPool.q":
    "ഗ്ലോബൽ പൂൾ എന്താണ്?\nഗ്ലോബൽ പൂൾ\nഗ്ലോബൽ വരുമാനം\n2x6 മാട്രിക്സ്\n3640%\nപൂൾ\nglobal pool\npool income\nപൂൾ ക്വാളിഫൈ\nഗ്ലോബൽ പൂൾ ഇൻകം\nഗ്ലോബൽ പൂളിൽ",
  "general.chat.kb.globalPool.a":
    "ഗ്ലോബൽ പൂൾ ഒരു 2x6 മാട്രിക്സാണ്; പ്രോഗ്രാം പറയുന്നതനുസരിച്ച് ഓരോ സൈക്കിളിനും സ്ലോട്ട് വിലയുടെ 3640% വരെ നൽകുന്നു. യോഗ്യത നേടാൻ അതേ സ്ലോട്ടുള്ള ഒരു ഡയറക്ട് റഫറൽ വേണം.",
  "general.chat.kb.leadership.q":
    "ലീഡർഷിപ്പ് റാങ്കുകൾ ഏതൊക്കെ?\nറാങ്ക്\nലീഡർഷിപ്പ് വരുമാനം\nലീഡർഷിപ്പ്\nഡയമണ്ട്\nrank\nrank engane\nleadership rank\nrank qualify\nസിൽവർ റാങ്ക്\nറാങ്ക് ഇൻകം\nബ്രോൺസ് റാങ്ക്\nറാങ്കിന് എത്ര ഡയറക്ട്\nഗോൾഡ് റാങ്ക്\nഡയമണ്ട് റാങ്ക്\ngold rank\nrank aakan",
  "general.chat.kb.leadership.a":
    "അഞ്ച് റാങ്കുകൾ ഉണ്ട്: Beginner, Bronze, Silver, Gold, Diamond. പ്രോഗ്രാം പറയുന്നതനുസരിച്ച് ഇവ റാങ്ക് വിലയുടെ ദിവസേന 0.25% മുതൽ 1% വരെ നൽകുന്നു, അതേ റാങ്കിൽ എത്ര ഡയറക്ട് അംഗങ്ങൾ ഉണ്ട് എന്നതനുസരിച്ച്, പരമാവധി 250%.",
  "general.chat.kb.royalty.q":
    "പ്രതിവാര റോയൽറ്റി എന്താണ്?\nറോയൽറ്റി\nവീക്കിലി റോയൽറ്റി\nറോയൽറ്റി പൂൾ\nആഴ്ചതോറുമുള്ള വരുമാനം\nഎല്ലാ ആഴ്ചയും\nroyalty\nweekly royalty\naazhchayil royalty\nആഴ്ചയിൽ റോയൽറ്റി\nവീക്ക്ലി റോയൽറ്റി\nആഴ്ചതോറും റോയൽറ്റി",
  "general.chat.kb.royalty.a":
    "ഓരോ സ്ലോട്ടിലെയും B, C സ്ഥാനങ്ങൾ അവയുടെ തുകയുടെ 10% റോയൽറ്റി പൂളിലേക്ക് അയയ്ക്കുന്നു; അത് ഓരോ ആഴ്ചയും യോഗ്യരായ അംഗങ്ങൾക്കിടയിൽ വീതിക്കുന്നു.",
  "general.chat.kb.coinPartner.q":
    "കോയിൻ പാർട്ണർ വിഹിതം എന്താണ്?\nകോയിൻ പാർട്ണർ\nപാർട്ണർ വിഹിതം\nടോക്കൺ\nകോയിൻ\nടോക്കൺ വില\ncoin partner\ntoken\ntoken kittumo\ntoken value\ntoken vila\nകോയിൻ പാർട്ണർ ടോക്കൺ\nടോക്കൺ ഷെയർ\nfree token",
  "general.chat.kb.coinPartner.a":
    "B, C സ്ഥാനങ്ങൾ 10% കോയിൻ പാർട്ണർ വിഹിതത്തിലേക്കും അയയ്ക്കുന്നു; അംഗങ്ങൾക്ക് അത് ടോക്കണുകളായി ലഭിക്കുന്നു. ടോക്കൺ വില കൂടാനും കുറയാനും സാധ്യതയുണ്ട്, അതിനാൽ അതിന്റെ മൂല്യം അനിശ്ചിതമാണ്.",
  "general.chat.kb.slots.q":
    "എത്ര സ്ലോട്ടുകൾ ഉണ്ട്?\nസ്ലോട്ട്\nസ്ലോട്ട് ലെവൽ\nസ്ലോട്ട് വില\nഓരോ സ്ലോട്ടിന്റെയും വില\nസ്ലോട്ട് എന്താണ്\nslot price\nslot\nslot vila\nethra slot\nslot rate\nella slot vila\nസ്ലോട്ട് ലിസ്റ്റ്\nഎല്ലാ സ്ലോട്ട് വില\nടോട്ടൽ സ്ലോട്ട്\nഎത്ര സ്ലോട്ട്\nസ്ലോട്ട് റേറ്റ്\nസ്ലോട്ടിന്റെ വില\nവലിയ സ്ലോട്ടിന്റെ വില\nസ്ലോട്ട് പ്രൈസ്",
  "general.chat.kb.slots.a":
    "പത്ത് സ്ലോട്ട് ലെവലുകൾ ഉണ്ട്, {first} മുതൽ {last} വരെ. Slots പേജിൽ ഓരോന്നിന്റെയും വിലയും പ്രോഗ്രാം പറയുന്ന പേയ്‌മെന്റും ഉണ്ട്: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "സ്ലോട്ട് അപ്‌ഗ്രേഡ് എങ്ങനെ?\nഅപ്‌ഗ്രേഡ്\nഅടുത്ത സ്ലോട്ട്\nവലിയ സ്ലോട്ട്\nഅടുത്ത ലെവൽ\nupgrade\nslot upgrade\nadutha slot\nvaliya slot\nnext slot\nslot 2 vangan\nഅടുത്ത സ്ലോട്ട് എടുക്കാൻ\nഅപ്ഗ്രേഡ്\nരണ്ടാമത്തെ സ്ലോട്ട്\nഅടുത്ത സ്ലോട്ട് വാങ്ങാൻ\nvaliya slot edukkan\nഉയർന്ന സ്ലോട്ട്\nadutha level",
  "general.chat.kb.upgrade.a":
    "നിങ്ങൾക്ക് വേണ്ടപ്പോൾ അടുത്ത സ്ലോട്ട് ലെവൽ, ആദ്യത്തേത് പോലെ തന്നെ വാലറ്റിൽ നിന്ന് വില അടച്ച് വാങ്ങാം. വലിയ സ്ലോട്ടിന് വില കൂടുതലാണ്, മറ്റുള്ളവരും ആ ലെവലിൽ പങ്കെടുത്താൽ മാത്രമേ അതിന്റെ കണക്കുകൾ ബാധകമാകൂ; അതിനാൽ ഇത് വലിയ റിസ്ക് ആണ്, ഉറപ്പായ ലാഭമല്ല.",
  "general.chat.kb.matrix.q":
    "മാട്രിക്സ് എങ്ങനെ പ്രവർത്തിക്കുന്നു?\nമാട്രിക്സ്\nM4 മാട്രിക്സ്\n4x1 മാട്രിക്സ്\nസ്ഥാനങ്ങൾ\nസൈക്കിൾ\nmatrix\nmatrix enthanu\nm4 matrix\nposition\nmatrix position\nplacement\nmatrix explain\nപ്ലേസ്മെന്റ്\nമാട്രിക്സ് വിശദീകരണം\nപൊസിഷൻ\nപൊസിഷനുകൾ\nനാല് പൊസിഷൻ\npaisa evide pokunnu\nപൈസ എവിടെ പോകുന്നു",
  "general.chat.kb.matrix.a":
    "ഓരോ സ്ലോട്ടും നാല് സ്ഥാനങ്ങളുള്ള ഒരു M4 (4x1) മാട്രിക്സാണ്. സ്ഥാനം A 10% ലീഡർഷിപ്പിലേക്കും 40% ഗ്ലോബൽ പൂളിലേക്കും; B, C 10% റോയൽറ്റിയിലേക്കും 10% കോയിൻ പാർട്ണർ വിഹിതത്തിലേക്കും; D 100% നിങ്ങളുടെ സ്പോൺസറുടെ ഒഴിഞ്ഞ സ്ഥാനങ്ങളിലേക്കും അയയ്ക്കുന്നു, പിന്നെ സൈക്കിൾ വീണ്ടും തുടങ്ങുന്നു: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "എനിക്ക് എത്ര സമ്പാദിക്കാം?\nഎത്ര സമ്പാദിക്കാം\nഎത്ര വരുമാനം കിട്ടും\nസമ്പാദ്യം\nലാഭം\nമാസ വരുമാനം\nപണക്കാരനാകാമോ\nഎത്ര കാശ് കിട്ടും\nethra earn cheyyam\nearning\nethra sambadikkam\nmasam ethra\nethra labham\nmaasam ethra\nമാസം എത്ര\nസമ്പാദിക്കാൻ\nethra undakkam\ndivasam ethra\ndaily earning\nlakh undakkan\nപ്രോഫിറ്റ്\nഎത്ര ഉണ്ടാക്കാം\nലക്ഷം ഉണ്ടാക്കാൻ\nമാസം എത്ര ഉണ്ടാക്കാം\nമാസം എത്ര രൂപ\nmaasam ethra rupees\ndaily varumanam\nvarumanam ethra\ndivasavum ethra\nethra laabham\nethra labam kittum\nദിവസം എത്ര\nഡെയിലി എത്ര",
  "general.chat.kb.earnHowMuch.a":
    "ഇത് പൂജ്യത്തിൽ നിന്നാണ് തുടങ്ങുന്നത്, മിക്കവർക്കും കുറവായിരിക്കും. പ്ലാൻ ഓരോ ഡയറക്ട് റഫറലിന്റെയും സ്ലോട്ട് വിലയുടെ 50%, 10 തലങ്ങളിൽ ഓരോ അംഗത്തിനും 2%, കൂടാതെ പൂൾ, റാങ്ക്, റോയൽറ്റി വിഹിതങ്ങൾ എന്നിവ നൽകുന്നു; പക്ഷേ എല്ലാം മറ്റുള്ളവർ സ്ലോട്ടുകൾ വാങ്ങുന്നതിൽ നിന്നാണ് വരുന്നത്. നിങ്ങൾ വഴി ആരും ചേർന്നില്ലെങ്കിൽ ഡയറക്ട്, ലെവൽ വരുമാനം പൂജ്യമാണ്. പ്ലാൻ: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "ആളുകളെ ചേർക്കണോ?\nആളുകളെ ചേർക്കുന്നത്\nറഫർ ചെയ്യണോ\nറഫർ ചെയ്യാതെ വരുമാനം\nആരെയും ചേർക്കാതെ സമ്പാദിക്കാമോ\nആളെ ചേർക്കണോ\nrefer cheyyano\nrecruit\naale cherkkano\naareyum cherkathe\njoin cheyyikkathe\nrefer cheyyathe\nആരെയും ചേർക്കാതെ\nആളെ ചേർക്കാതെ\nചേർക്കുന്നത് നിർബന്ധം\nആരെയും കൊണ്ടുവരാതെ\nആളെ കൊണ്ടുവരണോ",
  "general.chat.kb.recruiting.a":
    "മിക്കവാറും, അതെ. ഡയറക്ട്, ലെവൽ വരുമാനം നിങ്ങൾ വഴി ചേരുന്നവരിൽ നിന്നും അവരുടെ ടീമുകളിൽ നിന്നും മാത്രമാണ് വരുന്നത്; ഗ്ലോബൽ പൂളിന് അതേ സ്ലോട്ടുള്ള ഒരു ഡയറക്ട് റഫറൽ വേണം. ആരെയും ചേർക്കുന്നില്ലെങ്കിൽ വരുമാനം മിക്കവാറും പൂജ്യമോ വളരെ കുറവോ ആയിരിക്കും.",
  "general.chat.kb.risks.q":
    "ഇതിലെ അപകടസാധ്യതകൾ എന്തൊക്കെ?\nഅപകടസാധ്യത\nറിസ്ക്\nഇത് സുരക്ഷിതമാണോ\nഎന്റെ പണം സുരക്ഷിതമാണോ\nസേഫ് ആണോ\nനിക്ഷേപിക്കാമോ\nഇൻവെസ്റ്റ് ചെയ്യാമോ\nsafe aano\nrisk\nrisk undo\npaisa idunnathu safe\ninvest risk\nസേഫ്\nscheme safe aano\nറിസ്ക് ഉണ്ടോ\nഅപകടമാണോ\nഇൻവെസ്റ്റ് ചെയ്യുന്നത് സേഫ്\nറിസ്കുകൾ\nറിസ്ക് ഫ്രീ\nnikshepam safe aano\nnikshepikkamo",
  "general.chat.kb.risks.a":
    "പ്രധാന അപകടസാധ്യതകൾ: സ്ലോട്ടുകൾക്കായി അടച്ചതെല്ലാം നഷ്ടപ്പെടാം; നിങ്ങളുടെ താഴെ ആളുകൾ ചേർന്നാൽ മാത്രമേ വരുമാനം ഉള്ളൂ, മിക്കവരും കുറച്ചുപേരെ മാത്രമേ ചേർക്കൂ അല്ലെങ്കിൽ ആരെയും ചേർക്കില്ല; ക്രിപ്റ്റോയുടെയും ലഭിക്കുന്ന ടോക്കണുകളുടെയും വില ഇടിയാം; തെറ്റായ വിലാസത്തിലേക്ക് അയച്ച പണമോ ചോർന്ന റിക്കവറി ഫ്രെയ്സോ തിരികെ കിട്ടില്ല. നഷ്ടപ്പെട്ടാലും താങ്ങാനാകുന്ന പണം മാത്രം ഉപയോഗിക്കുക.",
  "general.chat.kb.loseMoney.q":
    "എന്റെ പണം നഷ്ടപ്പെടുമോ?\nപണം നഷ്ടപ്പെടുന്നത്\nപണം നഷ്ടം\nനഷ്ടം\nലോസ്\nകാശ് പോകുമോ\nനഷ്ടമാകും\nനഷ്ടപ്പെടും\nപണം പോകും\nആരും ചേർന്നില്ലെങ്കിൽ\nനിന്നുപോയാൽ\npaisa pokumo\nloss\nnashtam\nloss aakumo\npaisa nashtam aakumo\nnashtapedum\npaisa poyal\nmuzhuvan poyal\ncompany mungiyal\ncompany pootiyal\nപൈസ പോകുമോ\nപൈസ നഷ്ടം\nമുഴുവൻ പൈസ\nപൈസ പോകാൻ\nപോകാൻ ചാൻസ്\nloss chance\nപൈസ പോയാൽ",
  "general.chat.kb.loseMoney.a":
    "അതെ, പണം നഷ്ടപ്പെടാം. സ്ലോട്ടുകൾക്കായി അടച്ചത് തിരികെ കിട്ടില്ല, മറ്റുള്ളവരെ ചേർത്തില്ലെങ്കിൽ വരുമാനം ഒരിക്കലും വരാതിരിക്കാം, ക്രിപ്റ്റോയുടെ മൂല്യവും ഇടിയാം.",
  "general.chat.kb.guarantee.q":
    "വരുമാനത്തിന് ഗ്യാരണ്ടി ഉണ്ടോ?\nഗ്യാരണ്ടി\nഉറപ്പ്\nഉറപ്പായ വരുമാനം\nസ്ഥിര വരുമാനം\nലാഭം ഉറപ്പാണോ\nഫിക്സഡ് വരുമാനം\nguarantee undo\nguarantee\nurappu\nvarumanam urappano\npromise\nprofit promise\nപ്രോഫിറ്റ് ഉറപ്പ്\nfixed income\nഉറപ്പുള്ള വരുമാനം\nഉറപ്പാണോ\nഡെയ്ലി ഇൻകം ഉറപ്പ്\nഉറപ്പായും കിട്ടുമോ\nഗ്യാരണ്ടീഡ് റിട്ടേൺ\nurappayittum kittumo\nlaabham urappu",
  "general.chat.kb.guarantee.a":
    "ഒന്നും ഉറപ്പില്ല. ഈ കണക്കുകൾ പ്രോഗ്രാമിന്റെ സ്വന്തം പ്ലാനാണ്, ഉറപ്പല്ല; ആർക്കും നിങ്ങൾക്ക് വരുമാനം ഉറപ്പുനൽകാനാവില്ല.",
  "general.chat.kb.scam.q":
    "ഇത് തട്ടിപ്പാണോ?\nതട്ടിപ്പ്\nവഞ്ചന\nസ്കാം\nഫ്രോഡ്\nവ്യാജം\nഇത് യഥാർത്ഥമാണോ\nവിശ്വസിക്കാമോ\nthattippu\nfake\nscam\nscam aano\nfraud\nithu sathyamano thattippano\nപറ്റിപ്പ്\npattippu\nfake company\nവിശ്വസിക്കാൻ പറ്റുമോ\nതട്ടിപ്പാണോ\nസത്യമാണോ\nഫേക്ക് പരിപാടി\nചതിയാണോ\nപറ്റിക്കൽ\nപറ്റിക്കുമോ\nചതി\nchathi\nvishwasikkamo\nvishwasikkan pattumo\npattikkumo",
  "general.chat.kb.scam.a":
    "ഇത് സുരക്ഷിതമാണെന്ന് പറയാൻ ഈ സൈറ്റിന് കഴിയില്ല. ഇത് എന്താണെന്ന് വച്ചാൽ: ഒരു സ്മാർട്ട് കോൺട്രാക്ട് നടത്തുന്ന റഫറൽ പ്രോഗ്രാം; അംഗങ്ങൾക്ക് ലഭിക്കുന്നത് മറ്റ് അംഗങ്ങൾ സ്ലോട്ടുകൾക്കായി അടയ്ക്കുന്ന പണത്തിൽ നിന്നാണ്. അതിനാൽ വരുമാനം പുതിയ ആളുകൾ ചേരുന്നതിനെ ആശ്രയിച്ചിരിക്കുന്നു; ചേരുന്നത് കുറഞ്ഞാൽ വരുമാനം കുറയുകയോ നിലയ്ക്കുകയോ ചെയ്യും. പല രാജ്യങ്ങളിലെയും റെഗുലേറ്റർമാർ ഇത്തരം പദ്ധതികളെക്കുറിച്ച് മുന്നറിയിപ്പ് നൽകുന്നു; പണം ഇടുന്നതിന് മുമ്പ് സ്വയം പരിശോധിക്കുക.",
  "general.chat.kb.legal.q":
    "ഇത് നിയമപരമാണോ?\nനിയമപരം\nനിയമം\nലീഗൽ\nനിയമവിരുദ്ധം\nഇന്ത്യയിൽ അനുവാദമുണ്ടോ\nനിരോധനം\nനികുതി\nlegal\nlegal aano\nniyamapramanam\npermission\nkeralathil legal\ngovernment permission\nrbi approval\nsebi\nincome tax\npolice case\nപോലീസ് കേസ്\nഗവൺമെന്റ് പെർമിഷൻ\nലീഗൽ ആണോ\nനിയമപരമാണോ\nപെർമിഷൻ\nടാക്സ് അടക്കണോ\ntax adakkanam\nനിയമവിരുദ്ധമാണോ\nban aano\nബാൻ ആണോ\nഗവൺമെന്റ് ബാൻ\ntax adakkendi\nടാക്സ് അടക്കണം\nnirodhanam",
  "general.chat.kb.legal.a":
    "അത് നിങ്ങൾ എവിടെ താമസിക്കുന്നു എന്നതിനെ ആശ്രയിച്ചിരിക്കുന്നു. ആളുകളെ ചേർക്കുന്നതിലൂടെ വരുമാനം ലഭിക്കുന്ന റഫറൽ പദ്ധതികൾ ചില രാജ്യങ്ങൾ നിയന്ത്രിക്കുകയോ നിരോധിക്കുകയോ ചെയ്യുന്നു, ക്രിപ്റ്റോ നിയമങ്ങളും സ്ഥലത്തിനനുസരിച്ച് മാറുന്നു. ഈ സൈറ്റ് നിയമോപദേശം നൽകുന്നില്ല: ആദായനികുതി ഉൾപ്പെടെ നിങ്ങളുടെ രാജ്യത്തെ നിയമങ്ങൾ പരിശോധിക്കുക.",
  "general.chat.kb.pyramid.q":
    "ഇത് പിരമിഡ് സ്കീമാണോ?\nപിരമിഡ്\nപിരമിഡ് സ്കീം\nMLM\nനെറ്റ്‌വർക്ക് മാർക്കറ്റിംഗ്\nചെയിൻ ബിസിനസ്\nമണി ചെയിൻ\nപോൻസി\nponzi\npyramid\npyramid scheme\nmoney chain\nchain business\nmlm business\nഎംഎൽഎം\nപോൻസി സ്കീം\nchain system\nchain marketing\nചെയിൻ സിസ്റ്റം\nചെയിൻ മാർക്കറ്റിംഗ്",
  "general.chat.kb.pyramid.a":
    "ഇതൊരു റഫറൽ പ്രോഗ്രാമാണ്; അംഗങ്ങൾ തങ്ങൾ ചേർത്തവരും അവർ ചേർത്തവരും സ്ലോട്ടുകൾക്കായി അടയ്ക്കുന്ന പണത്തിൽ നിന്ന് സമ്പാദിക്കുന്നു: ഒരു മൾട്ടി-ലെവൽ ഘടന. നൽകുന്ന പണം അംഗങ്ങളുടെ സ്ലോട്ട് പേയ്‌മെന്റുകളിൽ നിന്നാണ് വരുന്നത്, പുറത്തുള്ള ഉപഭോക്താക്കൾക്ക് എന്തെങ്കിലും വിൽക്കുന്നതിൽ നിന്നല്ല. ഇത് നിയമവിരുദ്ധമായ പിരമിഡ് സ്കീമായി കണക്കാക്കപ്പെടുമോ എന്നത് നിങ്ങളുടെ രാജ്യത്തെ നിയമത്തെ ആശ്രയിച്ചിരിക്കുന്നു.",
  "general.chat.kb.refund.q":
    "റീഫണ്ട് കിട്ടുമോ?\nറീഫണ്ട്\nപണം തിരികെ\nകാശ് തിരിച്ചു\nരജിസ്ട്രേഷൻ റദ്ദാക്കൽ\nഇടപാട് റദ്ദാക്കൽ\nക്യാൻസൽ\nrefund\npaisa thirichu\ncancel cheyyamo\npaisa thirike\nതിരിച്ചു കിട്ടുമോ\nകാശ് തിരിച്ച്\nതിരിച്ചെടുക്കാൻ\nthirike kittan\nslot venda\nകാൻസൽ ചെയ്യാൻ\nപേയ്മെന്റ് തെറ്റി\nറീഫണ്ട് ചെയ്യുമോ",
  "general.chat.kb.refund.a":
    "സ്മാർട്ട് കോൺട്രാക്ടിലേക്കുള്ള പേയ്‌മെന്റ് ആർക്കും റദ്ദാക്കാനോ തിരികെ നൽകാനോ കഴിയില്ല, ഈ സൈറ്റിനും. വരുമാനമായി തിരികെ വരുന്നതുവരെ സ്ലോട്ടിനായി അടച്ചത് നഷ്ടപ്പെട്ടതായി കരുതുക.",
  "general.chat.kb.withdraw.q":
    "പണം എങ്ങനെ പിൻവലിക്കാം?\nപിൻവലിക്കൽ\nവിത്ഡ്രോ\nപണം എടുക്കുന്നത്\nപേയ്‌മെന്റ് എപ്പോൾ വരും\nപേഔട്ട്\nപണം എപ്പോൾ കിട്ടും\nwithdraw engane\npayout\nwithdraw\npaisa edukkan\npaisa eppol varum\nkaasu engane edukkam\nwithdrawal\nincome eppo\nsambadicha paisa edukkan\nയുഎസ്ഡിടി ബാങ്കിലേക്ക്\nബാങ്ക് അക്കൗണ്ടിലേക്ക്\nക്യാഷ് ആക്കാൻ\nവരുമാനം വാലറ്റിൽ\nപേയ്മെന്റ് എപ്പോൾ\nഇൻകം പിൻവലിക്കാൻ\nusdt bank lekku maattan\npinvalikkan\ncash aakkan\npinvalikkal\nവിഡ്രോ\nവിത്ത്ഡ്രോ",
  "general.chat.kb.withdraw.a":
    "ഈ സൈറ്റ് ഒരു പണവും സൂക്ഷിക്കുന്നില്ല, ഒന്നും നൽകുന്നുമില്ല. പ്രോഗ്രാം പറയുന്നതനുസരിച്ച് അതിന്റെ സ്മാർട്ട് കോൺട്രാക്ട് നിങ്ങൾ രജിസ്റ്റർ ചെയ്ത വാലറ്റിലേക്ക് നേരിട്ട് പേയ്‌മെന്റുകൾ അയയ്ക്കുന്നു, അതിനാൽ പിൻവലിക്കാനുള്ള ഫോം ഇല്ല: വാലറ്റിലും ബ്ലോക്ക്‌ചെയിൻ എക്സ്പ്ലോററിലും കാണാം, സ്റ്റേബിൾകോയിൻ എക്സ്ചേഞ്ചിൽ വിൽക്കാം.",
  "general.chat.kb.whoRuns.q":
    "ഈ സൈറ്റ് ആരാണ് നടത്തുന്നത്?\nനിങ്ങൾ ആരാണ്\nഉടമ ആര്\nഈ സൈറ്റ് ആരുണ്ടാക്കി\nഇതിന് പിന്നിൽ ആര്\nഓണർ ആര്\nowner\nsite aaranu nadathunnathu\nowner aaranu\nsite undakkiyathu aaru\naaru undakki\nസൈറ്റ് ഉണ്ടാക്കിയത്\nഓണർ\nആരാണ് നടത്തുന്നത്\nഗൈഡ് ഉണ്ടാക്കിയവർ\nഈ ഗൈഡ് ആരുടെ\nundakkiyath aaru\nസൈറ്റ് ആരുടെ\nഈ സൈറ്റ് ആരുടേതാണ്\nവെബ്സൈറ്റ് ആരുടേത്\nവെബ്സൈറ്റ് ഓണർ",
  "general.chat.kb.whoRuns.a":
    "ഈ സൈറ്റ് പ്രോഗ്രാമിന്റെ സ്വതന്ത്ര പ്രചാരകർ ഉണ്ടാക്കിയ ഒരു അനൗദ്യോഗിക ഗൈഡാണ്. പ്രോഗ്രാമിന്റെ സ്രഷ്ടാക്കൾ ഇത് നടത്തുകയോ അംഗീകരിക്കുകയോ പിന്തുണയ്ക്കുകയോ ചെയ്യുന്നില്ല. ഇതിലെ റഫറൽ ലിങ്കുകൾ വഴി നിങ്ങൾ രജിസ്റ്റർ ചെയ്താൽ, ഈ ഗൈഡിന് പിന്നിലുള്ളവർക്ക് അതിൽ നിന്ന് വരുമാനം ലഭിച്ചേക്കാം.",
  "general.chat.kb.official.q":
    "ഇത് ഔദ്യോഗിക സൈറ്റാണോ?\nഔദ്യോഗികം\nഔദ്യോഗിക വെബ്‌സൈറ്റ്\nഒഫീഷ്യൽ\nഒഫീഷ്യൽ വെബ്‌സൈറ്റ്\nനിങ്ങൾ കമ്പനിയാണോ\nofficial\nofficial site\noriginal site\ncompany site\nguide site\nunofficial guide\nഒഫീഷ്യൽ വെബ്സൈറ്റ്\nകമ്പനിയുടെ സൈറ്റ്\nസ്വന്തം സൈറ്റ്\nഒറിജിനൽ സൈറ്റ്\noriginal website",
  "general.chat.kb.official.a":
    "ഇത് ഔദ്യോഗിക സൈറ്റ് അല്ല. ഇതൊരു അനൗദ്യോഗിക ഗൈഡാണ്; പ്രോഗ്രാം ഇത് നടത്തുകയോ അംഗീകരിക്കുകയോ പിന്തുണയ്ക്കുകയോ ചെയ്യുന്നില്ല.",
  "general.chat.kb.contact.q":
    "നിങ്ങളെ എങ്ങനെ ബന്ധപ്പെടാം?\nബന്ധപ്പെടാൻ\nസപ്പോർട്ട്\nഹെൽപ്‌ലൈൻ\nഫോൺ നമ്പർ\nഇമെയിൽ\nവാട്ട്സ്ആപ്പ്\nടെലഗ്രാം\ncontact\nsupport\nwhatsapp number\ncustomer care\nസപ്പോർട്ട് ടീം\nവാട്സാപ്പ് നമ്പർ\nsupport ayi samsarikkan\nഓഫീസ് നമ്പർ\nhelp venam\ntelegram group\nടെലിഗ്രാം ഗ്രൂപ്പ്\nwhatsapp group\nവാട്സാപ്പ് ഗ്രൂപ്പ്",
  "general.chat.kb.contact.a":
    "ഈ ഗൈഡിന് ഹെൽപ്പ് ഡെസ്കോ ഫോൺ ലൈനോ ഇല്ല. നിങ്ങൾ ഉപയോഗിച്ച ലിങ്കിന്റെ ഉടമയായ നിങ്ങളുടെ സ്പോൺസറോട് ചോദിക്കുക, അല്ലെങ്കിൽ പേജിന്റെ താഴെയുള്ള കമ്മ്യൂണിറ്റി ലിങ്കുകൾ ഉപയോഗിക്കുക. യഥാർത്ഥ ആരും നിങ്ങളുടെ റിക്കവറി ഫ്രെയ്സോ സഹായത്തിന് പണമോ ചോദിക്കില്ല.",
  "general.chat.kb.presentations.q":
    "പ്രസന്റേഷൻ എവിടെ?\nപ്രസന്റേഷൻ\nസ്ലൈഡുകൾ\nസ്ലൈഡ്സ്\nPDF\nമലയാളത്തിൽ പ്ലാൻ\npresentation\nppt\nmalayalam ppt\nplan pdf\nപിപിടി\nസ്ലൈഡ്\nപിഡിഎഫ്\nപ്ലാൻ പിഡിഎഫ്",
  "general.chat.kb.presentations.a":
    "Presentations പേജിൽ പ്രോഗ്രാമിനെക്കുറിച്ചുള്ള സ്ലൈഡുകൾ ഉണ്ട്, ആദ്യം നിങ്ങളുടെ ഭാഷയിൽ; നിങ്ങളുടെ സ്വന്തം സ്ലൈഡുകളും പരിശോധനയ്ക്കായി അയയ്ക്കാം: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "വീഡിയോ ഉണ്ടോ?\nവീഡിയോ\nവിഡിയോ\nട്യൂട്ടോറിയൽ\nയൂട്യൂബ്\nവീഡിയോ ഗൈഡ്\nyoutube\nvideo\nyoutube video\nവീഡിയോ കാണിക്കാൻ\nജോയിൻ വീഡിയോ",
  "general.chat.kb.videos.a":
    "ഹോം പേജിൽ ഒരു പരിചയ വീഡിയോയും Join പേജിൽ രജിസ്ട്രേഷൻ കാണിക്കുന്ന ഒരു ട്യൂട്ടോറിയൽ വീഡിയോയും ഉണ്ട്: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "ഇത് എന്താണ്?\nഈ പ്രോഗ്രാം എന്താണ്\nഇത് എങ്ങനെ പ്രവർത്തിക്കുന്നു\nപ്രോഗ്രാം വിശദീകരിക്കൂ\nഈ ബിസിനസ് എന്താണ്\nപ്രോഗ്രാം\nbusiness enthanu\nwhat is this program\nithu enthanu\nenthu program\nbusiness explain\nenthu tharam business\nഈ പരിപാടി എന്താണ്\nparipadi enthanu\nഇതെന്താ\nഎന്താ സംഭവം\nഈ പ്ലാൻ എന്താ\nചുരുക്കി പറയാൻ\nപ്രോഗ്രാം എന്താണ്\nenthu sambhavam\nഎങ്ങനെ വർക്ക് ചെയ്യുന്നു\nwaymark enthanu\nwaymark ennal",
  "general.chat.kb.whatIsIt.a":
    "കുറഞ്ഞ ഫീസുള്ള ഒരു ബ്ലോക്ക്‌ചെയിനിലെ സ്ലോട്ട് അടിസ്ഥാനമാക്കിയുള്ള റഫറൽ പ്രോഗ്രാമാണിത്: അംഗങ്ങൾ സ്റ്റേബിൾകോയിനിൽ സ്ലോട്ടുകൾ വാങ്ങുന്നു, ഒരു സ്മാർട്ട് കോൺട്രാക്ട് ആ പേയ്‌മെന്റുകൾ ആറ് തരം വരുമാനമായി അംഗങ്ങൾക്കിടയിൽ വീതിക്കുന്നു. ഈ സൈറ്റ് അത് ലളിതമായ ഭാഷയിൽ, അപകടസാധ്യതകൾ ഉൾപ്പെടെ വിശദീകരിക്കുന്ന ഒരു അനൗദ്യോഗിക ഗൈഡാണ്.",
  "general.chat.kb.hello.q":
    "നമസ്കാരം\nഹലോ\nഹായ്\nനന്ദി\nതാങ്ക്സ്\nnamaskaram\nhello\nhello chetta\nhi\ngood morning\nhai chetta\nഹായ് ചേട്ടാ\nഗുഡ് മോർണിംഗ്\nhai chechi\nഗുഡ് ആഫ്റ്റർനൂൺ\nഗുഡ് നൈറ്റ്\nnanni\nthanks chetta\nതാങ്ക്യൂ",
  "general.chat.kb.hello.a":
    "നമസ്കാരം! ചേരുന്നത്, വാലറ്റ്, കുറഞ്ഞ തുക, വരുമാന തരങ്ങൾ, സ്ലോട്ടുകൾ, അപകടസാധ്യതകൾ എന്നിവയെക്കുറിച്ച് എന്നോട് ചോദിക്കൂ.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "ആശുപത്രി\nhospital\nഡോക്ടർ\ndoctor\nമരുന്ന്\nmarunnu\nപനി\nfever\nജിം\ngym\nworkout\ndiet\nസ്കൂൾ\nschool\nകോളേജ്\ncollege\nപരീക്ഷ\npareeksha\nexam\nkeam\nplus two result\nsslc result\nപട്ടാളം\narmy\nകല്യാണം\nkalyanam\nwedding\ngirlfriend\nപാചകം\nrecipe\nബിരിയാണി\nbiryani\nsadya\nrestaurant\nസിനിമ\nmovie\nnetflix\nക്രിക്കറ്റ്\ncricket\nipl\nfootball\npubg\nbgmi\nfreefire\ncandy crush\nകാലാവസ്ഥ\nമഴ\nmazha\nweather\ntrain ticket\nflight\nhotel\nvisa\npassport\naadhaar\nration\ndriving licence\nപെട്രോൾ\npetrol\ndiesel\ncurrent bill\nkseb\nwifi router\nജാതകം\nhoroscope\nതിരഞ്ഞെടുപ്പ്\nelection\nസാരി\nsaree\nmakeup\nparking\ntraffic fine\njob interview\nവീട്ടു വാടക\nhouse rent\nകൃഷി\nfarming\nഓണം\nonam\nvishu\nairtel\njio\nജിയോ\nbsnl\nബിഎസ്എൻഎൽ\nvodafone\nasianet\nsbi\nfederal\ncanara\nhdfc\nicici\nmuthoot\nmanappuram\nksfe\nkwa\nindane\nakshaya\nഅക്ഷയ\nറേഷൻ\nപാൻ\nvoter\nnorka\npsc\nപിഎസ്സി\nktu\ncalicut\nആമസോൺ\nflipkart\nmeesho\nswiggy\nzomato\nola\nksrtc\nകെഎസ്ആർടിസി\nmetro\nindigo\nhotstar\nmaruti\nactiva\netisalat\nlulu\naxis\nrto\nparivahan\nfastag\naadhar\nആധാർ\nവോട്ടർ\nയൂണിവേഴ്സിറ്റി\nസർവകലാശാല\nഹോംവർക്ക്\nസെമിനാർ\nകെഎസ്ഇബി\nഫ്ലിപ്കാർട്ട്\nസ്വിഗ്ഗി\nസൊമാറ്റോ\nbigbasket\nnykaa\ntatkal\nസൂം\nഏഷ്യാനെറ്റ്\nസീരിയൽ\nkudumbashree\nmahindra\npulsar\ntvs\nbajaj\nyamaha\nഎക്സൽ\nചിട്ടി\nchitty\nchitti\nresult\nresults\nഗെയിം\nsalary\nശമ്പളം\nshambalam\nsensex\nnifty\nstock market\nബാങ്ക് ലോൺ\nഎടിഎം\nsharemarket\nmutual\nphone repair\nഫോൺ റിപ്പയർ\nwarranty\nവാറന്റി\nfridge\nഫ്രിഡ്ജ്\nmixie\nwashing machine\nkyc\nepf\nprovident\nuan\nപിഎഫ്\npnb\nredbus\nrapido\najio\nblinkit\njiomart\nibps\ndigilocker\nayushman\ninstagram\nfacebook\nludo\ninsurance\nഇൻഷുറൻസ്\nbitcoin\nബിറ്റ്കോയിൻ\ndogecoin\nഇൻസ്റ്റാഗ്രാം\nഫേസ്ബുക്ക്\nesaf\nkfon\ngames\ngaming\nrecharge\nമൊബൈൽ റീചാർജ്\nindian team",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `എന്ത് എന്താണ് എന്താ എന്നാൽ എന്ന് എന്നത് എങ്ങനെ എങ്ങിനെ എവിടെ എപ്പോൾ എന്തിന് എന്തുകൊണ്ട് ആര് ആരാണ്
    ഏത് ഏതാണ് ഏതൊക്കെ എത്ര ഞാൻ എന്റെ എനിക്ക് എന്നെ നമ്മൾ ഞങ്ങൾ നിങ്ങൾ നിങ്ങളുടെ നിങ്ങൾക്ക് നീ ഇത് അത്
    ഈ ആ ഇവിടെ അവിടെ ഉം ഒരു പിന്നെ അല്ലെങ്കിൽ ഉണ്ട് ഉണ്ടോ ആണ് ആണോ ആകും ആവും ചെയ്യണം ചെയ്യുക പറയൂ
    പറയാമോ ദയവായി പ്ലീസ് സർ ചേട്ടാ please enthanu entha engane evide eppol aaru ethu ethra njan
    ente ningal ithu athu aano undo sir chetta the what how where when why who which can this that
    chetta chechi bro sir enthu enthanu engane evide ethra ethu aaru aaranu ithu athu njan ente enikku ningal ningalude undo undu aano aanu venam venda il yil ne ku please pls ennal
    onnu okke und
    enthokke enthenkilum aadyam pattumo vare alle
    ഇതിൽ ഇതൊരു അല്ലേ അല്ലല്ലോ അല്ലയോ പോലെ എത്രയാണ് പറ്റും പറ്റുമോ തരാമോ കിട്ടുമോ കിട്ടും ഉപയോഗിക്കണം എന്തൊക്കെ ചെയ്യുന്നത് ബ്രോ ശരിക്കും
    cheyyunnath cheyyunnathu cheyyum cheyyamo cheyyanam cheythal cheythu cheyyumbol cheythittu upayogikkanam aaro chodikkunnu kittum kittumo kittiya ividey ivide paranju tharo tharumo tharu aarude aarkku aaranennu ariyilla vere aalude vazhi lekku ennu undennu parayunnu parayu ethokke oru thavana ellathinteyum ithil ithinu thanne verudhe sherikkum vechal aakum
    ഇതിന്റെ ithinte
    pakshe
    varum varumo varunnu വരും വരുമോ വരുന്നു
    കാണാം തരൂ കൂടുതലാണോ ആർക്കാണ് ആർക്ക് എല്ലാ
    എങ്ങനാ എങ്ങിനാ എവിടുന്നാ എവിടുന്ന് ആരാ ആരാന്ന് അറിയും വേണ്ടത് വേണോ മതിയോ അതോ ആരേലും ആരേം ആരെയും ഒന്ന് ഒന്നും വല്ലതും ഇരുന്നാൽ പറഞ്ഞു പറ താ കൊണ്ട് ആയിട്ട് ഉള്ളതാണോ ചേച്ചി ഏതാ കിട്ടിയാൽ കിട്ടാൻ കിട്ടിയ ayi onnum vallathum
    ചെയ്താൽ ചെയ്ത് ചെയ്യണേ ചെയ്യുന്ന എന്താണെന്ന് ആരൊക്കെ എപ്പോ ഏറ്റവും കിട്ടുന്ന കിട്ടുന്നത് വേറെ പറയാമോ കാണിക്കാമോ ആകുമോ ഇടണം
    ചോദിച്ചാൽ പറഞ്ഞാൽ മനസ്സിലായില്ല ആളുടെ പ്രശ്നമുണ്ടോ കുഴപ്പമുണ്ടോ വന്നു enkil
    കൂടി ചെയ്യട്ടെ വേണ്ടേ ഒക്കെ ഇതിലെ ഉണ്ടാകുമോ ചെയ്യുമോ ഞാനും ippo cheyyo
    തമ്മിലുള്ള എടുത്താൽ ചെയ്യുമ്പോൾ ചെയ്തിട്ട് ചെയ്തത് ചെയ്തിട്ടുണ്ടോ എന്താകും തരുമോ ഉണ്ടെങ്കിൽ ഉള്ള എങ്ങനെയാ അയാളാണോ പറ്റിയ കാണാൻ
    ന്റെ aayi oro num para parayamo ariyum ariyan ariyaam sathyam puthiya aalanu njanum aagrahikkunnu ilekku ilekk ellaam aarodum paadilla kaanikkunnu kaanikkan itta ittu ittha vanna ഇട്ട ആർക്കെങ്കിലും ചെയ്യാനുള്ള കാണിക്കുന്നു പറഞ്ഞുതരാമോ ഞാനും വഴി വരെ    ഇതിന് puthiyathanu puthiyathaanu പുതിയതാ പുതിയ thammil vyathyasam ഓരോ ullathu ullath kollamo pinne ennitt ennittu angane ingane sheri kure kurachu valare mathram koode machane machan mone mole aliya aliyaa ikka itha chettan ettan enthaa evidunnu eppozha eppozhanu undallo എന്നിട്ട് അങ്ങനെ ഇങ്ങനെ കുറച്ച് വളരെ മാത്രം കൂടെ ശരി ഓക്കെ മച്ചാനെ മോനെ അളിയാ ഇക്കാ ചേട്ടൻ ഒന്നു paripadi പരിപാടി`,
};
