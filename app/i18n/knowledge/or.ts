// Odia knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "ସିଧା କଥା: ଏହା ଏକ ରେଫରାଲ ପ୍ରୋଗ୍ରାମ। ଯେକୌଣସି ଆୟ ଅନ୍ୟମାନଙ୍କୁ ଯୋଡ଼ିବା ଉପରେ ନିର୍ଭର କରେ ଏବଂ ଶୂନ୍ୟ ମଧ୍ୟ ହୋଇପାରେ, କ୍ରିପ୍ଟୋର ମୂଲ୍ୟ କମିପାରେ, ଆଉ ଏଠାରେ କିଛି ବି ଆର୍ଥିକ ପରାମର୍ଶ ନୁହେଁ। ଡିସକ୍ଲେମର ପଢ଼ନ୍ତୁ: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "ଏଗୁଡ଼ିକ ପ୍ରୋଗ୍ରାମର ନିଜ ପ୍ରକାଶିତ ହିସାବ, କୌଣସି ପ୍ରତିଶ୍ରୁତି ନୁହେଁ: ପ୍ରକୃତ ଆୟ ଶୂନ୍ୟ ମଧ୍ୟ ହୋଇପାରେ।",
  "general.chat.kb.join.q":
    "ମୁଁ କିପରି ଯୋଗ ଦେବି?\nକିପରି ଯୋଗ ଦେବି\nଯୋଗଦାନ\nରେଜିଷ୍ଟର କିପରି କରିବି\nରେଜିଷ୍ଟ୍ରେସନ\nସାଇନ ଅପ\nକିପରି ଆରମ୍ଭ କରିବି\nଜଏନ\njoin\nregister\nkemiti join karibi\njoin heba\nregister kemiti\naccount kholiba\nmember heba\njogadeba\njoga deba\njoin hebaku\nଯୋଗଦାନର ନିୟମ\npasibi\nethire pasiba\nଆକାଉଣ୍ଟ ଖୋଲିବା\nଯୋଗଦେବା ନିୟମ\nମେମ୍ବର ହେବା\nଜଏନ କରିବା\nଜଏନିଂ ପ୍ରୋସେସ\nରେଜିଷ୍ଟ୍ରେସନ ପ୍ରକ୍ରିୟା\nregistration kemiti\nରେଜିଷ୍ଟ୍ରେସନ କେମିତି\njoining kemiti\nଆରମ୍ଭ ପ୍ରକ୍ରିୟା\njudibi\njudiba\nଯୁଡ଼ିବି\nଯୁଡ଼ିବା\nଯୋଗ ଦେବାକୁ ଚାହେଁ\njoin karibaku chahunchi\nregister heba\nregister hebi\nରେଜିଷ୍ଟର ହେବି\nregister kariba pain\nregistration karibi\nsuru karibi\nnew member",
  "general.chat.kb.join.a":
    "ନେଟୱର୍କକୁ ସମର୍ଥନ କରୁଥିବା ଏକ ୱାଲେଟ ଇନଷ୍ଟଲ କରନ୍ତୁ, ତାକୁ ନେଟୱର୍କକୁ ବଦଳାନ୍ତୁ, ଷ୍ଟେବଲକଏନରେ ଅତି କମରେ {amount} ଏବଂ ଫି ପାଇଁ ଅଳ୍ପ ନେଟିଭ ଟୋକେନ ରଖନ୍ତୁ, ୱାଲେଟ ଭିତରର ବ୍ରାଉଜର ଖୋଲନ୍ତୁ, ଆପଣଙ୍କ ରେଫରାଲ ଲିଙ୍କ ପେଷ୍ଟ କରି Register Now ଦବାନ୍ତୁ। Join ପୃଷ୍ଠାରେ ପ୍ରତ୍ୟେକ ପଦକ୍ଷେପ ଅଛି: {joinUrl}",
  "general.chat.kb.wallet.q":
    "କେଉଁ ୱାଲେଟ ବ୍ୟବହାର କରିବି?\nୱାଲେଟ\nକେଉଁ ୱାଲେଟ\nୱାଲେଟ ଆପ\nଭଲ ୱାଲେଟ\nୱାଲେଟ କେଉଁଠୁ ଡାଉନଲୋଡ କରିବି\nwallet\nwallet app\nkou wallet\nwallet kouta bhala\ntrust wallet\nwallet download\ncrypto app\nmetamask\nkou app\nଟ୍ରଷ୍ଟ ୱାଲେଟ\nମେଟାମାସ୍କ\nକ୍ରିପ୍ଟୋ ଆପ\nକ୍ରିପ୍ଟୋ ରଖିବା ଆପ\nଆପରେ\nୱାଲେଟ ଇନଷ୍ଟଲ\nସେଫପାଲ\ncrypto rakhiba\nକ୍ରିପ୍ଟୋ ରଖିବି\nwalet\nୱାଲେଟ ଆପ କେଉଁଟା\nphone re wallet\nଫୋନରେ ୱାଲେଟ",
  "general.chat.kb.wallet.a":
    "ପ୍ରୋଗ୍ରାମର ନେଟୱର୍କକୁ ସମର୍ଥନ କରୁଥିବା ଏବଂ ଭିତରେ (dApp) ବ୍ରାଉଜର ଥିବା ଏକ ଜଣାଶୁଣା କ୍ରିପ୍ଟୋ ୱାଲେଟ ଆପ ବ୍ୟବହାର କରନ୍ତୁ। କେବଳ ଫୋନର ଅଫିସିଆଲ ଆପ ଷ୍ଟୋରରୁ ଇନଷ୍ଟଲ କରନ୍ତୁ। Join ପୃଷ୍ଠାରେ ପଦକ୍ଷେପଗୁଡ଼ିକ ଅଛି: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "ରିକଭରି ଫ୍ରେଜ କଣ?\nରିକଭରି ଫ୍ରେଜ\nସିଡ ଫ୍ରେଜ\n୧୨ଟି ଶବ୍ଦ\n12 ଶବ୍ଦ\nଗୋପନ ଶବ୍ଦ\nପ୍ରାଇଭେଟ କି\nseed phrase\nrecovery phrase\nୱାଲେଟର ସୁରକ୍ଷା\n12 words\nprivate key\n12 ta sabda\nsabda\nsecret words\ngopana sabda\n12 sabda magile\nscreenshot\nphrase ra photo\nସିଡ୍ ଫ୍ରେଜ୍\nବାର ଶବ୍ଦ\n୧୨ଟା ଶବ୍ଦ\nସିକ୍ରେଟ ଫ୍ରେଜ\n12 ୱାର୍ଡ\nୱାର୍ଡ ସେଭ\n12 ta word\n12 word\nword kahaku\nbackup phrase\nrecovery words",
  "general.chat.kb.recoveryPhrase.a":
    "ୱାଲେଟ ତିଆରି କଲାବେଳେ ୧୨ କିମ୍ବା ୨୪ ଶବ୍ଦର ଏକ ରିକଭରି ଫ୍ରେଜ ଦେଖାଏ। ତାହାକୁ କାଗଜରେ ଲେଖି ସୁରକ୍ଷିତ ରଖନ୍ତୁ। ଯାହା ପାଖରେ ଏହା ଥିବ ସେ ୱାଲେଟର ସବୁକିଛି ନେଇପାରିବ: କୌଣସି ୱେବସାଇଟ କିମ୍ବା ଚାଟରେ କେବେ ଲେଖନ୍ତୁ ନାହିଁ, କାହାକୁ ଦିଅନ୍ତୁ ନାହିଁ। ଏହି ସାଇଟ କିମ୍ବା ପ୍ରୋଗ୍ରାମର କେହି କେବେ ଏହା ମାଗିବେ ନାହିଁ।",
  "general.chat.kb.network.q":
    "କେଉଁ ନେଟୱର୍କ?\nନେଟୱର୍କ\nକେଉଁ ବ୍ଲକଚେନ\nବ୍ଲକଚେନ\nନେଟୱର୍କ ବଦଳାଇବା\nଭୁଲ ନେଟୱର୍କ\nnetwork\nblockchain\nchain\nkou network\nbep20\ntrc20\nkou chain\nbsc\ntron\nchain select\nbhul network\nbhul chain re pathaili\nବିଇପି20\nଟିଆରସି20\nବିଏସସି\nଟ୍ରନ\nବାଇନାନ୍ସ ସ୍ମାର୍ଟ ଚେନ\nଚେନରେ\nକେଉଁ ଚେନ\nଚେନରେ ପଠାଇବି\nନେଟୱର୍କ ବାଛିବି\nଟ୍ରନରେ\nchain re pathaibi\nkau chain re\nnetwork re pathaibi\nbep20 na trc20\nchain bachhiba\nଭୁଲ ଚେନ\nkou chain re chale\nଭୁଲ ଚେନରେ ପଠାଇଦେଲି\nusdt asini\nusdt pahanchini",
  "general.chat.kb.network.a":
    "ପ୍ରୋଗ୍ରାମଟି କମ ଫିର ଏକ ବ୍ଲକଚେନ ନେଟୱର୍କରେ ଚାଲେ। ଟଙ୍କା ଭରିବା ଓ ରେଜିଷ୍ଟର କରିବା ପୂର୍ବରୁ ୱାଲେଟକୁ ସେହି ନେଟୱର୍କକୁ ବଦଳାନ୍ତୁ; ଅନ୍ୟ ନେଟୱର୍କରେ ପଠାଯାଇଥିବା ଟୋକେନ ପହଞ୍ଚେ ନାହିଁ। Join ପୃଷ୍ଠାର ପଦକ୍ଷେପ ୩ ଦେଖନ୍ତୁ: {joinUrl}",
  "general.chat.kb.fees.q":
    "ଫି କେତେ?\nଫି\nଟ୍ରାଞ୍ଜାକସନ ଫି\nଗ୍ୟାସ ଫି\nଗ୍ୟାସ\nନେଟିଭ ଟୋକେନ\nନେଟିଭ ଟୋକେନ କାହିଁକି ଦରକାର\nଚାର୍ଜ\nfees\ngas fee\nfee kete\nbnb kahinki\ncharge\ncharge katiba\nkete charge\nprati transaction\nkharcha\ngas pain\nbnb rakhiba\nଟଙ୍କା କାଟିବ\nବିଏନବି\nଟଙ୍କା କଟିବ\nକେତେ କଟିବ\nଗ୍ୟାସ ଫିସ\nବିଏନବି କଟେ\nଟ୍ରାଞ୍ଜାକସନ ଚାର୍ଜ\nପ୍ରତି ଟ୍ରାଞ୍ଜାକସନ\ntransaction charge\ntransaction fee\nଚାର୍ଜ କଟୁଛି\ngas katiba\nଗ୍ୟାସ କଟିବ\ngas lagiba\nkete gas\nବିଏନବି କାହିଁକି\nବିଏନବି ରଖିବା",
  "general.chat.kb.fees.a":
    "ନେଟୱର୍କରେ ପ୍ରତ୍ୟେକ ଟ୍ରାଞ୍ଜାକସନରେ ଏକ ଛୋଟ ଫି ଲାଗେ, ସାଧାରଣତଃ ଏକ ସେଣ୍ଟରୁ କମ, ଯାହା ନେଟୱର୍କର ନେଟିଭ ଟୋକେନରେ ଦେବାକୁ ପଡ଼େ। ଷ୍ଟେବଲକଏନ ସହିତ ୱାଲେଟରେ ଅଳ୍ପ ନେଟିଭ ଟୋକେନ ରଖନ୍ତୁ, ନହେଲେ ରେଜିଷ୍ଟ୍ରେସନ ବିଫଳ ହେବ।",
  "general.chat.kb.funding.q":
    "ୱାଲେଟରେ ଟଙ୍କା କିପରି ଭରିବି?\nଟଙ୍କା କିପରି ଭରିବି\nଷ୍ଟେବଲକଏନ କିପରି କିଣିବି\nUSDT କେଉଁଠୁ କିଣିବି\nୱାଲେଟରେ usdt\nଡିପୋଜିଟ\nୱାଲେଟକୁ ଟଙ୍କା ପଠାଇବା\nusdt\ndeposit\nwallet re taka\ndeposit kemiti\nusdt kiniba\nwallet re tanka\nwallet ku pathaibi\nbinance ru pathaiba\nphonepe\nupi\nusdt kinibi\ntaka pakeiba\nୟୁଏସଡିଟି କିଣିବା\nଫୋନପେ\nବାଇନାନ୍ସରୁ ପଠାଇବା\nକ୍ରିପ୍ଟୋ କିଣିବା\nୟୁଏସଡିଟି କିଣିବି\nୱାଲେଟକୁ ପଠାଇବା\nକେଉଁଠି କିଣିହେବ\nପେଟିଏମ\nକ୍ରିପ୍ଟୋ କିଣିବି\nଓକେଏକ୍ସ\nକୁକଏନ\nବାଇବିଟ\nwazirx\ncoindcx\ninr re usdt\nusdt pakeiba\nusdt pakeibi\nୱାଲେଟରେ usdt ପକାଇବା",
  "general.chat.kb.funding.a":
    "ଡଲାର ସହିତ ବନ୍ଧା ଷ୍ଟେବଲକଏନ କୌଣସି ଏକ୍ସଚେଞ୍ଜରୁ କିମ୍ବା ୱାଲେଟ ଆପ ଭିତରେ କିଣନ୍ତୁ ଏବଂ ପ୍ରୋଗ୍ରାମର ନେଟୱର୍କରେ ଆପଣଙ୍କ ୱାଲେଟକୁ ପଠାନ୍ତୁ। ଆପଣଙ୍କୁ ଷ୍ଟେବଲକଏନରେ ଅତି କମରେ {amount} ଏବଂ ଫି ପାଇଁ କିଛି ନେଟିଭ ଟୋକେନ ଦରକାର। ପଠାଇବା ପୂର୍ବରୁ ନେଟୱର୍କ ଓ ଠିକଣା ମିଳାଇ ନିଅନ୍ତୁ: ଟ୍ରାନ୍ସଫର ଫେରାଯାଇ ପାରିବ ନାହିଁ।",
  "general.chat.kb.minimum.q":
    "ସର୍ବନିମ୍ନ କେତେ ଟଙ୍କା ଲାଗିବ?\nସର୍ବନିମ୍ନ ପରିମାଣ\nନ୍ୟୁନତମ ଟଙ୍କା\nଆରମ୍ଭ କରିବାକୁ କେତେ ଲାଗିବ\nକେତେ ଟଙ୍କା ଲାଗିବ\nଅତି କମରେ କେତେ ଟଙ୍କା\nକେତେ ଟଙ୍କା ଲାଗେ\nଯୋଗ ଦେବାକୁ କେତେ ଖର୍ଚ୍ଚ\nପ୍ରଥମ ସ୍ଲଟର ଦାମ\nminimum\nkete taka lagiba\nminimum kete\nkam se kam kete\narambha karibaku kete taka\nkam kete dollar\ndollar kete\n2 dollar\nkete tanka lagiba\ntanka kete darkar\nକେତେ ଡଲାର\nସବୁଠୁ କମ\nମିନିମମ\nଜଏନିଂ ଫି\nଆମାଉଣ୍ଟ\nଷ୍ଟାର୍ଟ କରିବାକୁ କେତେ\nକେତେ ଇନଭେଷ୍ଟ\nକେତେ ଟଙ୍କା ପକାଇବି\nଆରମ୍ଭ ପାଇଁ କେତେ ଟଙ୍କା\nକେତେ ଲଗାଇବି\nଆରମ୍ଭରେ କେତେ\nstarting amount\nkete taka lagaibi\nଷ୍ଟାର୍ଟିଂ ଆମାଉଣ୍ଟ\nketere start\nkete pakeiba",
  "general.chat.kb.minimum.a":
    "ସର୍ବନିମ୍ନ {amount}: ପ୍ରଥମ ସ୍ଲଟର ଦାମ ଷ୍ଟେବଲକଏନରେ {amount}, ସହିତ ଫି ପାଇଁ ଅଳ୍ପ ନେଟିଭ ଟୋକେନ। ବଡ଼ ସ୍ଲଟର ଦାମ ଅଧିକ; Slots ପୃଷ୍ଠାରେ ତାଲିକା ଅଛି: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "ରେଜିଷ୍ଟର କରିବାକୁ କେଉଁ ଲିଙ୍କ?\nକେଉଁ ଲିଙ୍କ\nରେଫରାଲ ଲିଙ୍କ\nଇନଭାଇଟ ଲିଙ୍କ\nଲିଙ୍କ କେଉଁଠି\nଏହି ଲିଙ୍କ କାହିଁକି\nreferral link\nlink\nlink kouthi miliba\nlink ta\nkahara link\ninvite link\nlink dia\nଲିଙ୍କଟା\nକାହାର ଲିଙ୍କ\nଲିଙ୍କ ପଠାଇଛି\nreferral code\nରେଫରାଲ କୋଡ\nlink copy\nsathi link\nsathi pathaithiba link\nlink re register\nସାଙ୍ଗ ପଠାଇଥିବା ଲିଙ୍କ\nନିଜର ଲିଙ୍କ\nnija link",
  "general.chat.kb.referralLink.a":
    "Join ପୃଷ୍ଠାରେ ଦେଖାଯାଇଥିବା ରେଫରାଲ ଲିଙ୍କଟି ବ୍ୟବହାର କରନ୍ତୁ ଏବଂ ୱାଲେଟର ବ୍ରାଉଜରରେ ପେଷ୍ଟ କରନ୍ତୁ। ଲିଙ୍କରୁ ହିଁ ସ୍ଥିର ହୁଏ ଆପଣଙ୍କ ସ୍ପନସର କିଏ; ଅନ୍ୟ ଲିଙ୍କରେ ରେଜିଷ୍ଟର କଲେ ସ୍ପନସର ଅଲଗା ହେବେ, ପରେ ଆଉ ବଦଳାଯାଇ ପାରିବ ନାହିଁ: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "ସ୍ପନସର କିଏ?\nସ୍ପନସର\nଅପଲାଇନ\nମୋ ସ୍ପନସର କିଏ\nସ୍ପନସର ବଦଳାଇବା\nକିଏ ରେଫର କରିଛି\nsponsor\nupline\nsponsor kie\nsponsor badaliba\nupline kie\nmote kie joda\nkie refer karichi\nmote refer karithiba loka\nକିଏ ରେଫର କଲା\nkie refer kala\nrefer kala\nmote refer kala\nmo sponsor\nଅପଲାଇନ କିଏ\nmo upline\nkie add karichi\nadd karithiba loka\nupline uttar deuni",
  "general.chat.kb.sponsor.a":
    "ଆପଣଙ୍କ ସ୍ପନସର (ଅପଲାଇନ) ସେହି ସଦସ୍ୟ ଯାହାଙ୍କ ରେଫରାଲ ଲିଙ୍କରେ ଆପଣ ରେଜିଷ୍ଟର କରନ୍ତି। ପ୍ରୋଗ୍ରାମ ଆପଣଙ୍କ ସ୍ଲଟ ପେମେଣ୍ଟର ଏକ ଅଂଶ ସ୍ପନସରଙ୍କୁ ଦିଏ ଏବଂ ଆପଣଙ୍କୁ ତାଙ୍କ ଟିମରେ ରଖେ। ରେଜିଷ୍ଟ୍ରେସନ ସମୟରେ ସ୍ପନସର ସ୍ଥିର ହୁଏ, ପରେ ବଦଳେ ନାହିଁ।",
  "general.chat.kb.registerButton.q":
    "Register Now ବଟନ କେଉଁଠି?\nରେଜିଷ୍ଟର ନାଉ\nରେଜିଷ୍ଟ୍ରେସନ ବିଫଳ\nଟ୍ରାଞ୍ଜାକସନ ବିଫଳ\nରେଜିଷ୍ଟର ହେଉନାହିଁ\nଏରର ଆସୁଛି\nଆକାଉଣ୍ଟ ଆକ୍ଟିଭେଟ\nregister now\nerror\nfailed\nregister now error\nregister heuni\nbutton dabile\ntransaction fail\nkichi hauni\nରେଜିଷ୍ଟର ବଟନ\nbutton kaam karunahi\nରେଜିଷ୍ଟ୍ରେସନ ଫେଲ୍\nଟ୍ରାଞ୍ଜାକସନ ଫେଲ୍\nଦବାଇଲେ\nଫେଲ\nରେଜିଷ୍ଟ୍ରେସନ ଫେଲ\nଟ୍ରାଞ୍ଜାକସନ ଫେଲ\nବଟନ ଦବାଇଲେ\nବଟନ ଦବାଇଲି\nକ୍ଲିକ କଲି ଏରର\nଏରର",
  "general.chat.kb.registerButton.a":
    "ୱାଲେଟର ବ୍ରାଉଜରରେ ରେଫରାଲ ଲିଙ୍କ ଖୋଲିବା ପରେ Register Now ଦବାନ୍ତୁ ଏବଂ ୱାଲେଟରେ ଟ୍ରାଞ୍ଜାକସନ ନିଶ୍ଚିତ କରନ୍ତୁ। ବିଫଳ ହେଲେ ଦେଖନ୍ତୁ ୱାଲେଟ ଠିକ ନେଟୱର୍କରେ ଅଛି କି ନାହିଁ ଏବଂ ଫି ପାଇଁ ଯଥେଷ୍ଟ ଷ୍ଟେବଲକଏନ ଓ ନେଟିଭ ଟୋକେନ ଅଛି କି ନାହିଁ।",
  "general.chat.kb.incomeTypes.q":
    "ଆୟର ପ୍ରକାର କଣ କଣ?\nଆୟର ପ୍ରକାର\nଇନକମର ପ୍ରକାର\nଆୟର ଉପାୟ\nକିପରି ଆୟ କରିବି\nଇନକମ ପ୍ଲାନ\nବୋନସ\nincome plan\nincome type\nincome prakara\nkete income\nkete bhabare\nkete prakar\nketeta prakar\nincome source\nincome ra rasta\nrojagar ra rasta\nରୋଜଗାରର ପ୍ରକାର\nrojgar ra prakar\nଇନକମ ସୋର୍ସ\nଆୟର ସୋର୍ସ\nରୋଜଗାର ପ୍ରକାର\nକେତେ ପ୍ରକାର ଇନକମ\nrakam income\nkete rakam\nରକମ\nକେତେ ରକମ ଇନକମ\nkete prakar re\nincome list\nkete bata re",
  "general.chat.kb.incomeTypes.a":
    "ଛଅଟି: ଡାଇରେକ୍ଟ ଇନକମ, ଲେଭେଲ ଇନକମ, ଗ୍ଲୋବାଲ ପୁଲ, ଲିଡରସିପ, ସାପ୍ତାହିକ ରୟାଲଟି ଏବଂ କଏନ ପାର୍ଟନର ସେୟାର। ସବୁ ସଦସ୍ୟମାନଙ୍କ ସ୍ଲଟ ପେମେଣ୍ଟରୁ ଦିଆଯାଏ। Earnings ପୃଷ୍ଠାରେ ପ୍ରତ୍ୟେକର ବ୍ୟାଖ୍ୟା ଅଛି: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "ଡାଇରେକ୍ଟ ଇନକମ କଣ?\nଡାଇରେକ୍ଟ ଇନକମ\nଡାଇରେକ୍ଟ ବୋନସ\nରେଫରାଲ ବୋନସ\nରେଫରାଲ କମିସନ\nକାହାକୁ ଯୋଡ଼ିଲେ କଣ ପାଇବି\ndirect income\ndirect bonus\nnije refer kale\ndirect refer\njodile kete\n50 percent\nmo refer loka\ndirect referral percent\nସିଧା ରେଫରାଲ ଆୟ\nଡାଇରେକ୍ଟ ପର୍ସେଣ୍ଟ\n50 ପର୍ସେଣ୍ଟ\nନିଜେ ଯୋଡ଼ିବି\nଯୋଡ଼ିଲେ କେତେ ପାଇବି\nଡାଇରେକ୍ଟ ପ୍ରତିଶତ\nଯୋଡ଼ିଥିବା ମେମ୍ବର\ndirect commission\nଡାଇରେକ୍ଟ କମିସନ\nsidha refer\nmo refer slot kinile\nreferral slot kinile\nମୋ ରେଫର ସ୍ଲଟ କିଣିଲେ\njahaku refer karibi\nrefer karithiba loka\nଗୋଟିଏ ଲୋକ ଯୋଡ଼ିଲେ\njane jodile\nଜଣେ ଯୋଡ଼ିଲେ",
  "general.chat.kb.directIncome.a":
    "ଡାଇରେକ୍ଟ ଇନକମ ହେଉଛି ଆପଣ ସିଧାସଳଖ ଯୋଡ଼ିଥିବା ବ୍ୟକ୍ତିଙ୍କ ସ୍ଲଟ ଦାମର 50%। ଯେପରି, {small} ସ୍ଲଟରେ {smallHalf}।",
  "general.chat.kb.levelIncome.q":
    "ଲେଭେଲ ଇନକମ କଣ?\nଲେଭେଲ ଇନକମ\nଲେଭେଲ ବୋନସ\n୧୦ ଲେଭେଲ\n10 level\nଟିମ ଇନକମ\nଟିମରୁ ଆୟ\nlevel income\ntalaku\ntala loka\nteam ra loka\ndownline\n2 percent\nଲେଭେଲ ଆୟ\nଡାଉନଲାଇନ\nଡାଉନଲାଇନ କମିସନ\nଟିମ କମିସନ\nଦଶ ଲେଭେଲ\nlebel income\nତୃତୀୟ ଲେଭେଲ ଲୋକ\nଦ୍ୱିତୀୟ ଲେଭେଲ\nଲେଭେଲ ଲୋକ\nଟିମର ଲୋକ\ntala lokanka\nlebhel\nlevel wise income\nlevel commission\nଲେଭେଲ କମିସନ\ntala team",
  "general.chat.kb.levelIncome.a":
    "ଲେଭେଲ ଇନକମ ହେଉଛି ଆପଣଙ୍କ ଟିମର ୧୦ ଲେଭେଲ ପର୍ଯ୍ୟନ୍ତ ପ୍ରତ୍ୟେକ ସଦସ୍ୟଙ୍କ ସ୍ଲଟ ଦାମର 2%, ମୋଟ 20%।",
  "general.chat.kb.globalPool.q":
    "ଗ୍ଲୋବାଲ ପୁଲ କଣ?\nଗ୍ଲୋବାଲ ପୁଲ\nଗ୍ଲୋବାଲ ଇନକମ\n2x6 ମେଟ୍ରିକ୍ସ\n3640%\nପୁଲ ଇନକମ\nglobal pool\npool income\nଗ୍ଲୋବାଲ ପୁଲରେ\nକ୍ୱାଲିଫାଏ\nଗ୍ଲୋବାଲ ପୁଲ ଯୋଗ୍ୟତା",
  "general.chat.kb.globalPool.a":
    "ଗ୍ଲୋବାଲ ପୁଲ ଏକ 2x6 ମେଟ୍ରିକ୍ସ, ପ୍ରୋଗ୍ରାମର ଦାବି ଅନୁସାରେ ପ୍ରତି ସାଇକେଲରେ ସ୍ଲଟ ଦାମର 3640% ପର୍ଯ୍ୟନ୍ତ ଦିଏ। ଯୋଗ୍ୟ ହେବାକୁ ସମାନ ସ୍ଲଟ ଥିବା ଜଣେ ସିଧାସଳଖ ରେଫରାଲ ଦରକାର।",
  "general.chat.kb.leadership.q":
    "ଲିଡରସିପ ର‍୍ୟାଙ୍କ କଣ?\nର‍୍ୟାଙ୍କ\nରାଙ୍କ\nଲିଡରସିପ ଇନକମ\nଲିଡରସିପ ବୋନସ\nଡାଇମଣ୍ଡ ର‍୍ୟାଙ୍କ\nଗୋଲ୍ଡ ର‍୍ୟାଙ୍କ\nrank\nleadership\nrank kemiti\nleadership rank\nସିଲଭର ରାଙ୍କ\nବ୍ରୋଞ୍ଜ\nଡାଇମଣ୍ଡ\nଡାଇମଣ୍ଡ ହେବା\ndiamond heba\ngold rank\nsilver rank",
  "general.chat.kb.leadership.a":
    "ପାଞ୍ଚଟି ର‍୍ୟାଙ୍କ: Beginner, Bronze, Silver, Gold ଏବଂ Diamond। ପ୍ରୋଗ୍ରାମ ଅନୁସାରେ ଏଗୁଡ଼ିକ ର‍୍ୟାଙ୍କ ଦାମର ପ୍ରତିଦିନ 0.25% ରୁ 1% ଦିଏ, ସମାନ ର‍୍ୟାଙ୍କରେ କେତେ ସିଧାସଳଖ ସଦସ୍ୟ ଅଛନ୍ତି ତାହା ଉପରେ ନିର୍ଭର କରି, ସର୍ବାଧିକ 250%।",
  "general.chat.kb.royalty.q":
    "ସାପ୍ତାହିକ ରୟାଲଟି କଣ?\nରୟାଲଟି\nସାପ୍ତାହିକ ରୟାଲଟି\nରୟାଲଟି ପୁଲ\nସାପ୍ତାହିକ ଆୟ\nroyalty\nweekly royalty\nsaptaha royalty\nsaptahika\nweekly income\nସପ୍ତାହରେ\nପ୍ରତି ସପ୍ତାହ\nସପ୍ତାହର ଆୟ\nୱିକଲି ରୟାଲଟି",
  "general.chat.kb.royalty.a":
    "ପ୍ରତ୍ୟେକ ସ୍ଲଟର B ଓ C ପ୍ଲେସମେଣ୍ଟ ସେମାନଙ୍କ ଅର୍ଥର 10% ଏକ ରୟାଲଟି ପୁଲକୁ ପଠାନ୍ତି, ଯାହା ପ୍ରତି ସପ୍ତାହରେ ଯୋଗ୍ୟ ସଦସ୍ୟଙ୍କ ମଧ୍ୟରେ ବଣ୍ଟା ହୁଏ।",
  "general.chat.kb.coinPartner.q":
    "କଏନ ପାର୍ଟନର ସେୟାର କଣ?\nକଏନ ପାର୍ଟନର\nପାର୍ଟନର ସେୟାର\nଟୋକେନ\nକଏନ\nଟୋକେନ ପାଇବି କି\nଟୋକେନର ଦାମ\ncoin partner\ntoken\ntoken miliba\ntoken bi\ncoin miliba\ntoken value\ntoken dara\ntoken dam\ntoken ra dara",
  "general.chat.kb.coinPartner.a":
    "B ଓ C ପ୍ଲେସମେଣ୍ଟ 10% କଏନ ପାର୍ଟନର ସେୟାରକୁ ମଧ୍ୟ ପଠାନ୍ତି, ଯାହା ସଦସ୍ୟମାନେ ଟୋକେନ ଭାବରେ ପାଆନ୍ତି। ଟୋକେନର ଦାମ ଉଠାପକା କରେ, ତେଣୁ ଏହାର ମୂଲ୍ୟ ଅନିଶ୍ଚିତ।",
  "general.chat.kb.slots.q":
    "କେତୋଟି ସ୍ଲଟ ଅଛି?\nସ୍ଲଟ\nସ୍ଲଟ ଲେଭେଲ\nସ୍ଲଟର ଦାମ\nପ୍ରତ୍ୟେକ ସ୍ଲଟର ଦାମ କେତେ\nସ୍ଲଟ କଣ\nslot\nslots\nslot dara\nslot price\nkete slot\nସ୍ଲଟ୍\nmota slot\nkete ta slot\nslot rate\nrate list\nslot dam\nସବୁଠୁ ବଡ଼ ସ୍ଲଟ\nସ୍ଲଟ ଦାମ\nସ୍ଲଟ ପ୍ରାଇସ\nଦଶଟି ସ୍ଲଟ\nସ୍ଲଟ ଲିଷ୍ଟ\nslot price list\nସ୍ଲଟ ପ୍ରାଇସ ଲିଷ୍ଟ\nmahanga slot\ndami slot",
  "general.chat.kb.slots.a":
    "ଦଶଟି ସ୍ଲଟ ଲେଭେଲ ଅଛି, {first} ରୁ {last} ପର୍ଯ୍ୟନ୍ତ। Slots ପୃଷ୍ଠାରେ ପ୍ରତ୍ୟେକର ଦାମ ଓ ପ୍ରୋଗ୍ରାମ ଦାବି କରୁଥିବା ଆୟ ଅଛି: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "ସ୍ଲଟ ଅପଗ୍ରେଡ କିପରି କରିବି?\nଅପଗ୍ରେଡ\nପରବର୍ତ୍ତୀ ସ୍ଲଟ\nବଡ଼ ସ୍ଲଟ\nଆଉ ଏକ ସ୍ଲଟ କିଣିବା\nପରବର୍ତ୍ତୀ ଲେଭେଲ\nupgrade\nslot upgrade\nସ୍ଲଟ ଅପଗ୍ରେଡ\nagala slot\nnext slot\nupara slot\nbada slot ra labha\nଛୋଟ ସ୍ଲଟରୁ ବଡ଼\nଅପଗ୍ରେଡ କଲେ\nଅପଗ୍ରେଡ କରିବି\nupgrade kale\nupgrade karibi\nagala slot kinibi\nprathama slot pare\nbada slot kinile",
  "general.chat.kb.upgrade.a":
    "ଯେତେବେଳେ ଇଚ୍ଛା ପରବର୍ତ୍ତୀ ସ୍ଲଟ ଲେଭେଲ କିଣିପାରିବେ, ପ୍ରଥମଟି ପରି ୱାଲେଟରୁ ଦାମ ଦେଇ। ବଡ଼ ସ୍ଲଟର ଦାମ ଅଧିକ ଏବଂ ତାହାର ହିସାବ ସେତେବେଳେ ହିଁ କାମ କରେ ଯେତେବେଳେ ଅନ୍ୟମାନେ ମଧ୍ୟ ସେହି ଲେଭେଲରେ ଥାଆନ୍ତି, ତେଣୁ ଏହା ବଡ଼ ବିପଦ, ନିଶ୍ଚିତ ଲାଭ ନୁହେଁ।",
  "general.chat.kb.matrix.q":
    "ମେଟ୍ରିକ୍ସ କିପରି କାମ କରେ?\nମେଟ୍ରିକ୍ସ\nମ୍ୟାଟ୍ରିକ୍ସ\nM4 ମେଟ୍ରିକ୍ସ\n4x1 ମେଟ୍ରିକ୍ସ\nପ୍ଲେସମେଣ୍ଟ\nଟଙ୍କା ବଣ୍ଟନ\nସାଇକେଲ\nmatrix\nmatrix kana\nm4 matrix\n4x1 matrix\nplacement\nmatrix ra kaam\nଟଙ୍କା ବଣ୍ଟା\nabcd position\nଚାରି ପୋଜିସନ\nମେଟ୍ରିକ୍ସ ପୋଜିସନ\nreentry\nରିସାଇକେଲ\nmatrix recycle\nplacement d\nplacement ra taka\nmatrix kemiti kaam\nmatrix kaam kare\nmatrix puri gale\npuni arambha\nrecycle",
  "general.chat.kb.matrix.a":
    "ପ୍ରତ୍ୟେକ ସ୍ଲଟ ଚାରୋଟି ପ୍ଲେସମେଣ୍ଟର ଏକ M4 (4x1) ମେଟ୍ରିକ୍ସ। ପ୍ଲେସମେଣ୍ଟ A 10% ଲିଡରସିପକୁ ଓ 40% ଗ୍ଲୋବାଲ ପୁଲକୁ ପଠାଏ; B ଓ C 10% ରୟାଲଟିକୁ ଓ 10% କଏନ ପାର୍ଟନର ସେୟାରକୁ; D 100% ଆପଣଙ୍କ ସ୍ପନସରଙ୍କ ଖାଲି ପ୍ଲେସମେଣ୍ଟକୁ ପଠାଏ, ତା'ପରେ ସାଇକେଲ ପୁଣି ଆରମ୍ଭ ହୁଏ: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "ମୁଁ କେତେ ଆୟ କରିପାରିବି?\nକେତେ ଟଙ୍କା ଆୟ ହେବ\nମାସକୁ କେତେ ଆୟ\nକେତେ ଆୟ ହେବ\nକେତେ ଟଙ୍କା କମାଇପାରିବି\nଆୟ\nରୋଜଗାର\nଲାଭ\nପ୍ରଫିଟ\nମାସିକ ଆୟ\nଧନୀ ହୋଇପାରିବି କି\nkete kamaibi\nearning\nkete rojagar\nmasaku kete\nkete labha\nmasiku kete\ndina ku kete\ndainika\nkamei\nrojgar\nmasa ku kete\nhajar taka\nbarsaku kete\nbarsika rojagar\nପ୍ରତିଦିନ କେତେ ରୋଜଗାର\npratidin kete\nକମେଇ\nକମାଇବି\nଦିନକୁ କେତେ\nମାସକୁ କେତେ\nପ୍ରଫିଟ କେତେ\nmase kete\nସାଇଡ ଇନକମ\nକମାଇପାରିବି\nkamai kete\nfayda kete\nrozgar\nrojgaar\ndina ku rojgar\ndainika rojgar\nଦିନକୁ ରୋଜଗାର\nମାସିକ ଟଙ୍କା\nମାସିକ ରୋଜଗାର",
  "general.chat.kb.earnHowMuch.a":
    "ଏହା ଶୂନ୍ୟଠାରୁ ଆରମ୍ଭ କରି ଯେକୌଣସି ପରିମାଣ ହୋଇପାରେ, ଆଉ ଅଧିକାଂଶ ଲୋକଙ୍କ ପାଇଁ ଅଳ୍ପ। ପ୍ଲାନ ପ୍ରତ୍ୟେକ ସିଧାସଳଖ ରେଫରାଲର ସ୍ଲଟ ଦାମର 50%, ୧୦ ଲେଭେଲରେ ପ୍ରତି ସଦସ୍ୟଙ୍କ 2%, ଆଉ ପୁଲ, ର‍୍ୟାଙ୍କ ଓ ରୟାଲଟିର ଅଂଶ ଦିଏ, କିନ୍ତୁ ସବୁ ଆସେ ଅନ୍ୟମାନଙ୍କ ସ୍ଲଟ କିଣିବାରୁ। ଆପଣଙ୍କ ମାଧ୍ୟମରେ କେହି ଯୋଗ ନ ଦେଲେ ଡାଇରେକ୍ଟ ଓ ଲେଭେଲ ଇନକମ ଶୂନ୍ୟ। ପ୍ଲାନ: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "ଲୋକ ଯୋଡ଼ିବା କଣ ଜରୁରୀ?\nଲୋକ ଯୋଡ଼ିବା\nରେଫର କରିବାକୁ ପଡ଼ିବ\nରେଫର ବିନା ଆୟ\nକାହାକୁ ନ ଆଣି ଆୟ\nଅନ୍ୟମାନଙ୍କୁ ଆଣିବାକୁ ପଡ଼ିବ କି\nrecruit\nbina refer\nrefer karibaku padiba\nloka anibaku padiba\nloka na anile\nloka anile\nrefer na kari\nbina loka\nrefer na kale\nrefer na karile\nନ ଯୋଡ଼ି\nଲୋକ ନ ଯୋଡ଼ି ଆୟ\nଟିମ ନ ବନାଇ\nବିନା ଟିମ\nନ ଆଣିଲେ\nକାହାକୁ ନ ଆଣିଲେ\nଟିମ ବନାଇବା ଜରୁରୀ\nteam banaiba jaruri\nrefer jaruri\nrefer compulsory\nଲୋକ ଯୋଡ଼ିବା ଜରୁରୀ\neka eka income",
  "general.chat.kb.recruiting.a":
    "ଅଧିକାଂଶ କ୍ଷେତ୍ରରେ, ହଁ। ଡାଇରେକ୍ଟ ଓ ଲେଭେଲ ଇନକମ କେବଳ ଆପଣଙ୍କ ମାଧ୍ୟମରେ ଯୋଗ ଦେଇଥିବା ଲୋକ ଓ ସେମାନଙ୍କ ଟିମରୁ ଆସେ, ଆଉ ଗ୍ଲୋବାଲ ପୁଲ ପାଇଁ ସମାନ ସ୍ଲଟର ଜଣେ ସିଧାସଳଖ ରେଫରାଲ ଦରକାର। କାହାକୁ ନ ଯୋଡ଼ିଲେ ଆୟ ସମ୍ଭବତଃ ଶୂନ୍ୟ କିମ୍ବା ବହୁତ କମ।",
  "general.chat.kb.risks.q":
    "ଏଥିରେ କଣ ବିପଦ ଅଛି?\nବିପଦ\nରିସ୍କ\nଝୁମ୍ପ\nଏହା କଣ ସୁରକ୍ଷିତ\nମୋ ଟଙ୍କା କଣ ସୁରକ୍ଷିତ\nକ୍ଷତିର ଦିଗ\nନିବେଶ କରିବା ଉଚିତ କି\nrisk\nsafe\nrisk achhi\nsafe ki\nbipada\nsurakshita\nkharap kana\nrisky\ninvest safe\nସେଫ\nସେଫ କି\nଲଗାଇବା ସେଫ\nକ୍ରିପ୍ଟୋ ଖସିଗଲେ\njokhim\nଜୋଖିମ\nrisky ki",
  "general.chat.kb.risks.a":
    "ମୁଖ୍ୟ ବିପଦ: ସ୍ଲଟ ପାଇଁ ଦେଇଥିବା ସବୁ ଟଙ୍କା ହରାଇପାରନ୍ତି; ଆୟ କେବଳ ଆପଣଙ୍କ ତଳେ ଲୋକ ଯୋଗ ଦେଲେ ଆସେ, ଆଉ ଅଧିକାଂଶ ଲୋକ ବହୁତ କମ କିମ୍ବା କାହାକୁ ବି ଆଣିପାରନ୍ତି ନାହିଁ; କ୍ରିପ୍ଟୋ ଓ ମିଳିଥିବା ଟୋକେନର ଦାମ ଖସିପାରେ; ଭୁଲ ଠିକଣାକୁ ପଠାଯାଇଥିବା ଟଙ୍କା କିମ୍ବା ଲିକ ହୋଇଥିବା ରିକଭରି ଫ୍ରେଜ ଫେରାଯାଇ ପାରିବ ନାହିଁ। କେବଳ ସେତିକି ଟଙ୍କା ଦିଅନ୍ତୁ ଯାହା ହରାଇଲେ ସମ୍ଭାଳିପାରିବେ।",
  "general.chat.kb.loseMoney.q":
    "ମୋ ଟଙ୍କା କଣ ବୁଡ଼ିଯାଇପାରେ?\nଟଙ୍କା ହରାଇବା\nଟଙ୍କା ବୁଡ଼ିଯିବ\nବୁଡ଼ିଯିବା\nଟଙ୍କା ହରାଇପାରେ\nଲୋକସାନ\nକ୍ଷତି ହେବ କି\nକେହି ଯୋଗ ନ ଦେଲେ\nବନ୍ଦ ହୋଇଗଲେ\nloss\ntaka budiba\nloss heba\nkhyati\ntanka budi jiba\ntaka chali jiba\ntaka chaliba\nbudibara bhaya\ntaka ataki gala\natakigale\ntanka budigala\nbudijiba\nଲସ\nଲସ ହେବ\nଟଙ୍କା ଲସ\nବୁଡ଼ିଲେ\nଟଙ୍କା ବୁଡ଼ିଲେ\nnuksan\nnuksan heba\nନୁକସାନ\nbandha heigale\ncompany bandha hele\nବନ୍ଦ ହେଇଗଲେ\ndollar budigale\nbudigale",
  "general.chat.kb.loseMoney.a":
    "ହଁ, ଟଙ୍କା ହରାଇପାରନ୍ତି। ସ୍ଲଟ ପାଇଁ ଦେଇଥିବା ଟଙ୍କା ଫେରି ଆସେ ନାହିଁ, ଅନ୍ୟମାନଙ୍କୁ ନ ଯୋଡ଼ିଲେ ଆୟ ହୁଏତ କେବେ ଆସିବ ନାହିଁ, ଆଉ କ୍ରିପ୍ଟୋର ଦାମ କମିପାରେ।",
  "general.chat.kb.guarantee.q":
    "ଆୟର କଣ ଗ୍ୟାରେଣ୍ଟି ଅଛି?\nଗ୍ୟାରେଣ୍ଟି\nନିଶ୍ଚିତ ଆୟ\nପକ୍କା ଆୟ\nଫିକ୍ସଡ ଇନକମ\nଲାଭ କଣ ନିଶ୍ଚିତ\nପ୍ରତିଶ୍ରୁତି\nguarantee\npakka\nguarantee achhi\nnishchita\nnischita aay\nlabha guarantee\npakka labha\nରୋଜଗାର ଗ୍ୟାରେଣ୍ଟି\nଇନକମ ଗ୍ୟାରେଣ୍ଟି\nପକ୍କା ପ୍ରଫିଟ\nଫିକ୍ସ ଟଙ୍କା\nଫିକ୍ସ ଇନକମ\nମାସିକ ଫିକ୍ସ\nfix taka\nfix income\nfix rojgar",
  "general.chat.kb.guarantee.a":
    "କିଛି ବି ନିଶ୍ଚିତ ନୁହେଁ। ଏହି ହିସାବଗୁଡ଼ିକ ପ୍ରୋଗ୍ରାମର ନିଜ ଯୋଜନା, ପ୍ରତିଶ୍ରୁତି ନୁହେଁ, ଆଉ କେହି ବି ଆପଣଙ୍କୁ ଆୟର ପ୍ରତିଶ୍ରୁତି ଦେଇପାରିବେ ନାହିଁ।",
  "general.chat.kb.scam.q":
    "ଏହା କଣ ସ୍କାମ?\nସ୍କାମ\nଠକେଇ\nପ୍ରତାରଣା\nନକଲି\nଫ୍ରଡ\nଏହା କଣ ସତ\nବିଶ୍ୱାସ କରିହେବ\nscam\nfraud\nfake\nscam ki\nthakei\nthakama kariba\npalei jibe\ntaka nei palei\nthaka\nfraud company\nଠକାମି\nଠକିବେ\nଫେକ\nଫ୍ରଡ କମ୍ପାନୀ\nfroud\nfraud ki\nଠକେଇ କି\nଠକେଇ କମ୍ପାନୀ\nthakei company\ndhokha\nଧୋକା\ndhoka\nnakali company\nnakli company",
  "general.chat.kb.scam.a":
    "ଏହି ସାଇଟ ଆପଣଙ୍କୁ କହିପାରିବ ନାହିଁ ଯେ ଏହା ସୁରକ୍ଷିତ। ଏହା କଣ: ସ୍ମାର୍ଟ କଣ୍ଟ୍ରାକ୍ଟରେ ଚାଲୁଥିବା ଏକ ରେଫରାଲ ପ୍ରୋଗ୍ରାମ, ଯେଉଁଠି ସଦସ୍ୟମାନେ ଯାହା ପାଆନ୍ତି ତାହା ଅନ୍ୟ ସଦସ୍ୟଙ୍କ ସ୍ଲଟ ପେମେଣ୍ଟରୁ ଆସେ। ତେଣୁ ଆୟ ନୂଆ ଲୋକଙ୍କ ଯୋଗଦାନ ଉପରେ ନିର୍ଭର କରେ, ଯୋଗଦାନ କମିଲେ ଆୟ କମେ କିମ୍ବା ବନ୍ଦ ହୋଇଯାଏ। ଅନେକ ଦେଶର ନିୟାମକମାନେ ଏପରି ସ୍କିମ ବିଷୟରେ ସତର୍କ କରନ୍ତି, ତେଣୁ ଟଙ୍କା ଦେବା ପୂର୍ବରୁ ନିଜେ ଯାଞ୍ଚ କରନ୍ତୁ।",
  "general.chat.kb.legal.q":
    "ଏହା କଣ ବୈଧ?\nବୈଧ\nଆଇନଗତ\nଅବୈଧ\nଭାରତରେ ଅନୁମତି ଅଛି କି\nନିଷିଦ୍ଧ କି\nଲାଇସେନ୍ସ\nଟ୍ୟାକ୍ସ\nଆଇନ\nlegal\nillegal\nlegal ki\nain anusare\nsarkar\nban\ntax deba\nincome tax\nbidhisammata\nବିଧିସମ୍ମତ\nbharatare legal\nଲିଗାଲ\nଇଲିଗାଲ\nବ୍ୟାନ\nଇଣ୍ଡିଆରେ ଲିଗାଲ\nଟ୍ୟାକ୍ସ ଲାଗିବ\nrbi approved\nsebi registered\nkanuni ki\nkanuni",
  "general.chat.kb.legal.a":
    "ଏହା ଆପଣ କେଉଁଠି ରୁହନ୍ତି ତାହା ଉପରେ ନିର୍ଭର କରେ। କିଛି ଦେଶ ଏପରି ରେଫରାଲ ସ୍କିମକୁ ସୀମିତ କିମ୍ବା ନିଷିଦ୍ଧ କରନ୍ତି ଯେଉଁଠି ଆୟ ଲୋକ ଯୋଡ଼ିବାରୁ ଆସେ, ଆଉ କ୍ରିପ୍ଟୋର ନିୟମ ସ୍ଥାନ ଅନୁସାରେ ଅଲଗା। ଏହି ସାଇଟ ଆଇନଗତ ପରାମର୍ଶ ଦିଏ ନାହିଁ: ଆପଣଙ୍କ ଦେଶର ନିୟମ ଦେଖନ୍ତୁ, ଆୟ ଉପରେ ଟିକସ ସହିତ।",
  "general.chat.kb.pyramid.q":
    "ଏହା କଣ ପିରାମିଡ ସ୍କିମ?\nପିରାମିଡ\nପିରାମିଡ ସ୍କିମ\nଏମଏଲଏମ\nMLM\nନେଟୱର୍କ ମାର୍କେଟିଂ\nଚେନ ବ୍ୟବସାୟ\npyramid\nponzi\npyramid scheme\nnetwork marketing\nmlm kama\nପଞ୍ଜି\nପୋଞ୍ଜି\nchain system\nchain business\nchain scheme\nଚେନ ସିଷ୍ଟମ\nmlm bhali\nmlm pari",
  "general.chat.kb.pyramid.a":
    "ଏହା ଏକ ରେଫରାଲ ପ୍ରୋଗ୍ରାମ ଯେଉଁଠି ସଦସ୍ୟମାନେ ସେମାନେ ଆଣିଥିବା ଲୋକ ଏବଂ ସେମାନେ ଆଣିଥିବା ଲୋକଙ୍କ ସ୍ଲଟ ପେମେଣ୍ଟରୁ ଆୟ କରନ୍ତି: ଏକ ବହୁସ୍ତରୀୟ ଗଠନ। ଦିଆଯାଉଥିବା ଟଙ୍କା ସଦସ୍ୟଙ୍କ ସ୍ଲଟ ପେମେଣ୍ଟରୁ ଆସେ, ବାହାର ଗ୍ରାହକଙ୍କୁ କିଛି ବିକ୍ରି କରି ନୁହେଁ। ଏହା ଅବୈଧ ପିରାମିଡ ସ୍କିମ ଗଣାଯିବ କି ନାହିଁ, ତାହା ଆପଣଙ୍କ ଦେଶର ଆଇନ ଉପରେ ନିର୍ଭର କରେ।",
  "general.chat.kb.refund.q":
    "ରିଫଣ୍ଡ ପାଇବି କି?\nରିଫଣ୍ଡ\nଟଙ୍କା ଫେରସ୍ତ\nରେଜିଷ୍ଟ୍ରେସନ ବାତିଲ\nଟ୍ରାଞ୍ଜାକସନ ଫେରସ୍ତ\nଟଙ୍କା ଫେରସ୍ତ କିପରି ପାଇବି\nrefund\ncancel\ntaka pheraa\ntanka pherata\npherata\nferata\ntaka pherata\ntanka pherasta\npherat\nପେମେଣ୍ଟ ଫେରସ୍ତ\nଟଙ୍କା ଫେରିବ\nକ୍ୟାନସେଲ\nଭୁଲ ସ୍ଲଟ\nଫେରସ୍ତ ଚାହିଁ\nଭୁଲରେ ପେମେଣ୍ଟ\nଟଙ୍କା ଫେରାଇବା\nଫେରସ୍ତ ଦିଅ\npaisa wapas\nwapas miliba\nୱାପସ\nbhul slot\nferot\nferat\npherata chahe\nferata chahe",
  "general.chat.kb.refund.a":
    "ସ୍ମାର୍ଟ କଣ୍ଟ୍ରାକ୍ଟରେ ଦିଆଯାଇଥିବା ପେମେଣ୍ଟ କେହି ବାତିଲ କିମ୍ବା ଫେରସ୍ତ କରିପାରିବେ ନାହିଁ, ଏହି ସାଇଟ ମଧ୍ୟ ନୁହେଁ। ସ୍ଲଟ ପାଇଁ ଦେଇଥିବା ଟଙ୍କା ଚାଲିଗଲା ବୋଲି ଧରନ୍ତୁ, ଯଦି ତାହା ଆୟ ହୋଇ ଫେରି ନ ଆସେ।",
  "general.chat.kb.withdraw.q":
    "ଟଙ୍କା କିପରି ଉଠାଇବି?\nଉଇଥଡ୍ର\nଟଙ୍କା ଉଠାଇବା\nପେମେଣ୍ଟ କେବେ ପାଇବି\nପେଆଉଟ\nକ୍ୟାସ କିପରି କରିବି\nwithdraw\npayout\nwithdraw kemiti\ntaka uthaiba\ntaka kebe asiba\nbank ku aniba\nuthei\nuthaibi\ntaka uthei\npayment sidha wallet ku\ntaka wallet ku asuchi\nରୋଜଗାର ଉଠାଇବା\nଆୟ ଉଠାଇବା\nwithdraw process\nୟୁଏସଡିଟି ଟଙ୍କାରେ ବଦଳାଇବା\nwallet ru uthaiba\nୱାଲେଟରୁ ଉଠାଇବା\nincome uthaiba\nଇନକମ ଉଠାଇବା\nwithdrawal\nrojgar uthaiba\nrojgar taka uthaiba\ntaka re badalibi\nusdt bikri\nusdt ku taka\nଉଠାଇବାର ପ୍ରକ୍ରିୟା\nwithdraw prakriya",
  "general.chat.kb.withdraw.a":
    "ଏହି ସାଇଟ କୌଣସି ଟଙ୍କା ରଖେ ନାହିଁ ଏବଂ କିଛି ଦିଏ ନାହିଁ। ପ୍ରୋଗ୍ରାମ ଅନୁସାରେ ତାହାର ସ୍ମାର୍ଟ କଣ୍ଟ୍ରାକ୍ଟ ପେମେଣ୍ଟ ସିଧାସଳଖ ସେହି ୱାଲେଟକୁ ପଠାଏ ଯାହା ଦେଇ ଆପଣ ରେଜିଷ୍ଟର କରିଥିଲେ, ତେଣୁ କୌଣସି ଉଇଥଡ୍ର ଫର୍ମ ନାହିଁ: ପେମେଣ୍ଟ ୱାଲେଟରେ ଓ ବ୍ଲକଚେନ ଏକ୍ସପ୍ଲୋରରରେ ଦେଖାଯାଏ, ଆଉ ଷ୍ଟେବଲକଏନ କୌଣସି ଏକ୍ସଚେଞ୍ଜରେ ବିକ୍ରି କରିହେବ।",
  "general.chat.kb.whoRuns.q":
    "ଏହି ସାଇଟ କିଏ ଚଳାଏ?\nଆପଣମାନେ କିଏ\nମାଲିକ କିଏ\nଏହି ସାଇଟ କିଏ ତିଆରି କରିଛି\nଏହା ପଛରେ କିଏ\nମାଲିକ\nପ୍ରତିଷ୍ଠାତା\nowner\nsite kie chalauchi\nowner kie\nmalika\nwebsite ra malika\nchalauchi\nଚଳାଉଛି\nସାଇଟ୍ ଚଳାଏ\nସାଇଟ କିଏ ଚଳାଉଛନ୍ତି\nଗାଇଡ କିଏ ବନାଇଛି\nଗାଇଡ\nୱେବସାଇଟ କିଏ ଚଳାଏ\nୱେବସାଇଟର ମାଲିକ\nwebsite kie chalaye\npachhare kie\nsite pachhare\nwebsite pachhare\nfounder kie\nbanaichi\nwebsite banaichi\nadmin kie\nsite admin",
  "general.chat.kb.whoRuns.a":
    "ଏହି ସାଇଟ ପ୍ରୋଗ୍ରାମର ସ୍ୱାଧୀନ ପ୍ରଚାରକମାନଙ୍କ ଦ୍ୱାରା ତିଆରି ଏକ ଅଣଆନୁଷ୍ଠାନିକ ଗାଇଡ। ପ୍ରୋଗ୍ରାମର ନିର୍ମାତାମାନେ ଏହାକୁ ଚଳାନ୍ତି ନାହିଁ, ଅନୁମୋଦନ କିମ୍ବା ସମର୍ଥନ କରନ୍ତି ନାହିଁ। ଏହାର ରେଫରାଲ ଲିଙ୍କରେ ରେଜିଷ୍ଟର କଲେ ଏହି ଗାଇଡ ପଛରେ ଥିବା ଲୋକମାନେ ସେଥିରୁ ଆୟ କରିପାରନ୍ତି।",
  "general.chat.kb.official.q":
    "ଏହା କଣ ଅଫିସିଆଲ ସାଇଟ?\nଅଫିସିଆଲ\nଅଫିସିଆଲ ୱେବସାଇଟ\nସରକାରୀ ସାଇଟ\nଆପଣମାନେ କଣ କମ୍ପାନୀ\nଆସଲ ସାଇଟ\nofficial\nofficial site\nasali site\nଅଫିସିଆଲ ସାଇଟ୍\ncompany ru\ncompany ra loka",
  "general.chat.kb.official.a":
    "ଏହା ଅଫିସିଆଲ ସାଇଟ ନୁହେଁ। ଏହା ଏକ ଅଣଆନୁଷ୍ଠାନିକ ଗାଇଡ, ଯାହା ପ୍ରୋଗ୍ରାମ ଚଳାଏ ନାହିଁ, ଅନୁମୋଦନ କିମ୍ବା ସମର୍ଥନ କରେ ନାହିଁ।",
  "general.chat.kb.contact.q":
    "ଆପଣଙ୍କ ସହିତ କିପରି ଯୋଗାଯୋଗ କରିବି?\nଯୋଗାଯୋଗ\nସପୋର୍ଟ\nହେଲ୍ପଲାଇନ\nକଷ୍ଟମର କେୟାର\nଫୋନ ନମ୍ବର\nଇମେଲ\nହ୍ୱାଟସଆପ\nଟେଲିଗ୍ରାମ\nଅଭିଯୋଗ\ncontact\nsupport\nwhatsapp\nwhatsapp number\nsahayata darkar\nsahayata\ncontact karibi\nhelp line number\nkatha heba\nsahajya darkar\njogajog\njogajog number\nକଥା ହେବି\nକାହା ସହ କଥା\nସାହାଯ୍ୟ ପାଇଁ ଯୋଗାଯୋଗ\nହ୍ୱାଟସଆପ ନମ୍ବର\nଟେଲିଗ୍ରାମ ଗ୍ରୁପ\nହ୍ୱାଟସଆପ ଗ୍ରୁପ",
  "general.chat.kb.contact.a":
    "ଏହି ଗାଇଡର କୌଣସି ହେଲ୍ପ ଡେସ୍କ କିମ୍ବା ଫୋନ ଲାଇନ ନାହିଁ। ଆପଣଙ୍କ ସ୍ପନସରଙ୍କୁ ପଚାରନ୍ତୁ, ଯାହାଙ୍କ ଲିଙ୍କ ଆପଣ ବ୍ୟବହାର କରିଥିଲେ, କିମ୍ବା ପୃଷ୍ଠାର ତଳେ ଥିବା କମ୍ୟୁନିଟି ଲିଙ୍କ ଦେଖନ୍ତୁ। ପ୍ରକୃତ କେହି କେବେ ଆପଣଙ୍କ ରିକଭରି ଫ୍ରେଜ କିମ୍ବା ସାହାଯ୍ୟ ବଦଳରେ ଟଙ୍କା ମାଗିବେ ନାହିଁ।",
  "general.chat.kb.presentations.q":
    "ପ୍ରେଜେଣ୍ଟେସନ କେଉଁଠି?\nପ୍ରେଜେଣ୍ଟେସନ\nସ୍ଲାଇଡ\nପିଡିଏଫ\nଓଡ଼ିଆରେ ପ୍ଲାନ\nବିଜନେସ ପ୍ଲାନ\npresentation\npdf\nodia pdf\nplan pdf\nppt\nplan slide\nslide\nପ୍ରେଜେଣ୍ଟେସନ ପିଡିଏଫ",
  "general.chat.kb.presentations.a":
    "Presentations ପୃଷ୍ଠାରେ ପ୍ରୋଗ୍ରାମ ବିଷୟରେ ସ୍ଲାଇଡ ଅଛି, ପ୍ରଥମେ ଆପଣଙ୍କ ଭାଷାରେ, ଆଉ ଆପଣ ନିଜ ସ୍ଲାଇଡ ମଧ୍ୟ ସମୀକ୍ଷା ପାଇଁ ପଠାଇପାରିବେ: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "କୌଣସି ଭିଡିଓ ଅଛି କି?\nଭିଡିଓ\nଟ୍ୟୁଟୋରିଆଲ\nୟୁଟ୍ୟୁବ\nଭିଡିଓ ଗାଇଡ\nvideo\nyoutube\nyoutube video\nyoutube tutorial\nଭିଡିଓ ଅଛି\nଭିଡିଓ ଦେଖିବି\nଭିଡିଓ ଲିଙ୍କ\nvideo link\nvideo dekhibi\njoin video\njoining video\nregister video\nରେଜିଷ୍ଟ୍ରେସନ ଭିଡିଓ\ntutorial\ntutorial dekhibi",
  "general.chat.kb.videos.a":
    "ହୋମ ପୃଷ୍ଠାରେ ଏକ ପରିଚୟ ଭିଡିଓ ଏବଂ Join ପୃଷ୍ଠାରେ ରେଜିଷ୍ଟ୍ରେସନ ଦେଖାଉଥିବା ଏକ ଟ୍ୟୁଟୋରିଆଲ ଭିଡିଓ ଅଛି: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "ଏହା କଣ?\nଏହି ପ୍ରୋଗ୍ରାମ କଣ\nଏହା କିପରି କାମ କରେ\nପ୍ରୋଗ୍ରାମଟି ବୁଝାଇ କୁହନ୍ତୁ\nଏହା କେଉଁ ବିଷୟରେ\nଏହି ବ୍ୟବସାୟ କଣ\nwhat is this\neta kana\nkana program\nprogram bujhei\neta kana jinisa\neta kana plan ki\nei plan kana\nଏହି ପ୍ଲାନ\nସ୍ମାର୍ଟ କଣ୍ଟ୍ରାକ୍ଟ\nplan ta kana\nplan bujhantu\nପ୍ଲାନଟା\nପ୍ଲାନ କଣ\nplan kemiti kaam kare\nkaam kemiti kare\nଏହି ପ୍ଲାନ କିପରି କାମ କରେ\nkana business\nbusiness ta kana\nkana plan",
  "general.chat.kb.whatIsIt.a":
    "ଏହା କମ ଫିର ବ୍ଲକଚେନରେ ଏକ ସ୍ଲଟ-ଆଧାରିତ ରେଫରାଲ ପ୍ରୋଗ୍ରାମ: ସଦସ୍ୟମାନେ ଷ୍ଟେବଲକଏନରେ ସ୍ଲଟ କିଣନ୍ତି, ଆଉ ଏକ ସ୍ମାର୍ଟ କଣ୍ଟ୍ରାକ୍ଟ ସେହି ଟଙ୍କା ଛଅ ପ୍ରକାର ଆୟ ଭାବରେ ସଦସ୍ୟଙ୍କ ମଧ୍ୟରେ ବାଣ୍ଟେ। ଏହି ସାଇଟ ଏକ ଅଣଆନୁଷ୍ଠାନିକ ଗାଇଡ, ଯାହା ସରଳ ଭାଷାରେ, ବିପଦ ସହିତ, ଏହାକୁ ବ୍ୟାଖ୍ୟା କରେ।",
  "general.chat.kb.hello.q":
    "ନମସ୍କାର\nହେଲୋ\nହାଏ\nଜୟ ଜଗନ୍ନାଥ\nଧନ୍ୟବାଦ\nhello\nnamaskar\nhello bhai\nhi\nnamaste\njay jagannath\nsuprabhat\ngood morning",
  "general.chat.kb.hello.a":
    "ନମସ୍କାର! ମୋତେ ଯୋଗଦାନ, ୱାଲେଟ, ସର୍ବନିମ୍ନ ଟଙ୍କା, ଆୟର ପ୍ରକାର, ସ୍ଲଟ କିମ୍ବା ବିପଦ ବିଷୟରେ ପଚାରନ୍ତୁ।",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "ଜିମ୍\nଡାଏଟ୍\nଓଜନ କମାଇବା\nହସ୍ପିଟାଲ\nଔଷଧ\nଜ୍ୱର\nସ୍କୁଲ\nକଲେଜ\nପରୀକ୍ଷା\nମାଟ୍ରିକ\nସେନା\nଚାକିରି\nବାହାଘର\nଶାଢ଼ୀ\nରୋଷେଇ\nପଖାଳ\nସିନେମା\nକ୍ରିକେଟ\nଆଇପିଏଲ\nପାଣିପାଗ\nବର୍ଷା\nରେଳ ଟିକେଟ\nପାସପୋର୍ଟ\nଭିସା\nଆଧାର\nଡ୍ରାଇଭିଂ\nପେଟ୍ରୋଲ\nବିଜୁଳି ବିଲ୍\nସିଲିଣ୍ଡର\nୱାଇଫାଇ\nଲୁଗା\nମେକଅପ\nପାର୍କିଂ\nଚାଲାଣ\nଘର ଭଡ଼ା\nଚାଷ\nଧାନ\nକାଳିଆ\nରଥଯାତ୍ରା\nରଜ ପର୍ବ\nରାଶିଫଳ\nନିର୍ବାଚନ\ngym\ndoctor\ndaktar\nousadha\nschool\ncollege\nexam\nparikhya\nmatric\nossc\nopsc\narmy\nchakiri\nbahaghara\nrosei\npakhala\ncinema\nollywood\ncricket\nipl\npubg\nfreefire\npanipaga\nbarsha\npassport\ndriving licence\npetrol\nbijuli\nluga\nchallan\nghara bhada\nchasa\ndhana chasa\nkalia\nrath yatra\nraja parba\nଜିଓ\nଏୟାରଟେଲ\nବିଏସଏନଏଲ\ntpcodl\ntpsodl\ntpnodl\ntpwodl\ncesu\nରାସନ\nରାଶନ\nrashan\nsubhadra\nସୁଭଦ୍ରା\nbsky\nବିଜୁ ସ୍ୱାସ୍ଥ୍ୟ\nପେନସନ\npension\nମଧୁବାବୁ\nmadhubabu\nchse\nbse\nosssc\nojee\nଡିଗ୍ରୀ\nସ୍ୱିଗି\nଜୋମାଟୋ\nଫ୍ଲିପକାର୍ଟ\nଆମାଜନ\nosrtc\nଓଏସଆରଟିସି\nଜୁମ\nଆସାଇନମେଣ୍ଟ\nୟୁନିଭର୍ସିଟି\nବିଶ୍ୱବିଦ୍ୟାଳୟ\ntuition\ntarang\nତରଙ୍ଗ\nଆୟୁଷ୍ମାନ\nଭୋଟର\nairtel\npan\nayushman\nflipkart\nrailway\nuidai\natm\nଏଟିଏମ\nବ୍ୟାଙ୍କ ଲୋନ\nବ୍ୟାଙ୍କ ବାଲାନ୍ସ\nfd\nlic\nemi\nbima\nବୀମା\nsuna\nସୁନା\ncharger\nshare market\nmutual fund\nfacebook\ninstagram\nmovie\nମୁଭି\njami\nଜମି\nplastic\npf\nphone repair\nଫୋନ ରିପେୟାର\notp\nsim\nbitcoin\nବିଟକଏନ\nବିଟକଏନ୍\nପଡୋଶୀ\npadosi\ndream11\nrummy\nମଜୁରିଆ\nମୂଲିଆ\nଶ୍ରମିକ\nଡ୍ରାଇଭର\nଶିକ୍ଷକ\nmulia\nmajuria\nbike\nବାଇକ\nscooty\nskills\nskill\nbahi\nବହି\nନେଭି\nair force\nkyc\nକେୱାଇସି\nbore\nboring\ntimepass\nବୋର\ngold loan\ngroww\nzerodha\nupstox\nangel one",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `କଣ କ'ଣ କି କାହିଁକି କିପରି କେମିତି କେଉଁ କେଉଁଠି କେଉଁଠୁ କେବେ କିଏ କେତେ କେତୋଟି ମୁଁ ମୋ ମୋର ମୋତେ ଆମେ ଆମର
    ଆପଣ ଆପଣଙ୍କ ଆପଣଙ୍କୁ ତୁମେ ତୁମର ତୁ ଏହା ଏହି ଏଇ ଏଇଟା ଏଟା ସେହି ସେ ତାର ତାହା ଏ ଓ ଆଉ କିମ୍ବା ଏବଂ ରୁ ଠାରୁ ପାଇଁ ସହିତ
    ସହ ହୁଏ ହେବ ହେଉଛି ଅଛି ଅଛନ୍ତି ଥିଲା କରିବି କରିବା କରି କରେ କରିବାକୁ ପାରିବି ପାରେ ଯାଏ କୁହନ୍ତୁ କୁହ ଦୟାକରି ନା ନାହିଁ ଯାହା
    ତ ବି ମଧ୍ୟ ତେବେ please kana ki kie kemiti kipari keun kouthi kebe kete mu mo mote apana eha ehi ei eta au
    achhi heba hei kariba karibi pariba the is what how
    bhai bhaina sir kana kan kemiti kouthi kete kie kou eta ei mu mo mote apana apananka achhi achi ki re ku ra ta na heba hebo karibi karibaku darkar please pls
    boli kichi
    eita eithire hele sabu tharu achha bujhei
    kehi deba debe janiba pain ru nku thiba kahaku kahara hue paribi paribe dekhauchi kuha kuhantu aagya agya bi nahin nahi nei jibe chahunchi prathame jae kau dauchha hoipare hoiparibi
    ଏଠି ଦିଅନ୍ତୁ କରିବାର
    jeun sei dekhibi pare deli pathantu mane kahar
    padiba padibo hebi hebani hoiparibo hoipariba kariche sata thu sahita dabaku debaku bujhiba kaku ଦରକାର
    paibi mora janibi bujhao dia ମିଳିବ
    କାହାକୁ ରେ ଏହାକୁ
    satare naki
    ଚାହୁଁଛି ଚାହୁଁଛୁ ପଡ଼ିବ ପଡ଼ିବା ମିଳେ ମିଳୁଛି ଯାହାକୁ ତାଠୁ ତାଠାରୁ କାହାଠୁ ପର୍ଯ୍ୟନ୍ତ ଆସେ ଆସିବ ଆସୁଛି କଲେ କରିଲେ ହେଲେ ଦେବ ଦେବେ ପରି ହୋଇପାରିବ ବୁଝାନ୍ତୁ ଟା ଟି ଭାଇ ଭାଈ ସାର ଟିକେ ଟିକିଏ
    ନୁହେଁ ଜାଣିବି ଜାଣିବା ନେବି ଦେଖାଉଛି
    କହୁଛନ୍ତି ଆଜ୍ଞା
    ethire ethi sethire achhanti sikhantu kahantu dekhao ଏଥିରେ
    sabunku
    kitna kaise kya hai kab kaun
    ଠିକ ଠିକ୍ thik thika କହିବା କହିବି kahiba kahibi bele taku hebo karibara`,
  minWordLength: 2,
};
