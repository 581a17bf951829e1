// Kannada knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "ಸ್ಪಷ್ಟವಾಗಿ ಹೇಳಬೇಕೆಂದರೆ: ಇದು ಒಂದು ರೆಫರಲ್ ಪ್ರೋಗ್ರಾಮ್. ಯಾವುದೇ ಆದಾಯವು ಇತರರನ್ನು ಸೇರಿಸುವುದರ ಮೇಲೆ ಅವಲಂಬಿತವಾಗಿದೆ ಮತ್ತು ಶೂನ್ಯವೂ ಆಗಬಹುದು; ಕ್ರಿಪ್ಟೋ ಮೌಲ್ಯ ಕುಸಿಯಬಹುದು; ಇಲ್ಲಿ ಯಾವುದೂ ಹಣಕಾಸಿನ ಸಲಹೆಯಲ್ಲ. ಹಕ್ಕು ನಿರಾಕರಣೆ ಓದಿ: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "ಇವು ಪ್ರೋಗ್ರಾಮ್ ತಾನೇ ಪ್ರಕಟಿಸಿದ ಅಂಕಿಅಂಶಗಳು, ಖಾತರಿಯಲ್ಲ: ನಿಜವಾದ ಆದಾಯ ಶೂನ್ಯವೂ ಆಗಬಹುದು.",
  "general.chat.kb.join.q":
    "ನಾನು ಹೇಗೆ ಸೇರುವುದು?\nಸೇರುವುದು ಹೇಗೆ\nಸೇರುವ ವಿಧಾನ\nರಿಜಿಸ್ಟರ್ ಹೇಗೆ ಮಾಡುವುದು\nನೋಂದಣಿ\nರಿಜಿಸ್ಟ್ರೇಷನ್\nಸೈನ್ ಅಪ್\nಶುರು ಮಾಡುವುದು ಹೇಗೆ\nಜಾಯಿನ್\njoin agodu hege\nsersodu hege\nregister madodu\njoin\nhege join agodu\njoin agakke\nregister hege madodu\naccount open madodu\nಸೇರ್ಕೊಳ್ಳೋದು ಹೇಗೆ\nhege serkolodu\nserkobeku\njoin agbeku\nmodalu enu madbeku\njoin aagbeku antha\nಸೇರ್ಪಡೆ\nಪ್ಲಾನ್‌ಗೆ ಜಾಯಿನ್\nಅಕೌಂಟ್ ಮಾಡೋದು\nಸೇರೋಕೆ ಸ್ಟೆಪ್ಸ್\nರಿಜಿಸ್ಟ್ರೇಷನ್ ಸ್ಟೆಪ್ಸ್\nಜಾಯಿನ್ ಸ್ಟೆಪ್ಸ್\nಜಾಯಿನ್ ಪ್ರೊಸೆಸ್\nಸೇರ್ಕೊಳ್ಳೋ ವಿಧಾನ\nಅಕೌಂಟ್ ಕ್ರಿಯೇಟ್\nಐಡಿ ಮಾಡೋದು\nಐಡಿ ಕ್ರಿಯೇಟ್\njoin aagodu hege\nregistration process\nರಿಜಿಸ್ಟ್ರೇಷನ್ ಪ್ರೊಸೆಸ್\nserkolli\nಸೇರಬೇಕು\nಜಾಯಿನ್ ಆಗಬೇಕು\nಸೇರೋದು\nserodu\nರಿಜಿಸ್ಟರ್ ಮಾಡ್ಕೊಳ್ಳೋದು\nಸೇರ್ಕೊಳ್ಳಲಿ\nಹೊಸಬರು ಸೇರೋದು\nರಿಜಿಸ್ಟರ್ ಆಗೋದು\nರಿಜಿಸ್ಟರ್ ಆಗೋಕೆ\nಸೇರೋಕೆ\nಸೈನ್ಅಪ್\nಸೇರಬಹುದಾ\nregister madbeku\nregister aagodu\nregister madkolodu\nregister madoke\nhege register\nಖಾತೆ ತೆರೆಯುವುದು\nಖಾತೆ ತೆರೆಯೋದು\nಪ್ಲಾನ್ ಗೆ ಸೇರೋಕೆ",
  "general.chat.kb.join.a":
    "ನೆಟ್‌ವರ್ಕ್ ಬೆಂಬಲಿಸುವ ವಾಲೆಟ್ ಇನ್‌ಸ್ಟಾಲ್ ಮಾಡಿ ಅದನ್ನು ಆ ನೆಟ್‌ವರ್ಕ್‌ಗೆ ಬದಲಿಸಿ; ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ {amount} ಮತ್ತು ಶುಲ್ಕಕ್ಕಾಗಿ ಸ್ವಲ್ಪ ನೇಟಿವ್ ಟೋಕನ್ ಹಾಕಿ; ವಾಲೆಟ್‌ನೊಳಗಿನ ಬ್ರೌಸರ್ ತೆರೆದು, ನಿಮ್ಮ ರೆಫರಲ್ ಲಿಂಕ್ ಪೇಸ್ಟ್ ಮಾಡಿ Register Now ಒತ್ತಿ. Join ಪುಟದಲ್ಲಿ ಪ್ರತಿಯೊಂದು ಹಂತವೂ ಇದೆ: {joinUrl}",
  "general.chat.kb.wallet.q":
    "ಯಾವ ವಾಲೆಟ್ ಬಳಸಬೇಕು?\nವಾಲೆಟ್\nಯಾವ ವಾಲೆಟ್\nವಾಲೆಟ್ ಆಪ್\nಒಳ್ಳೆಯ ವಾಲೆಟ್\nವಾಲೆಟ್ ಡೌನ್‌ಲೋಡ್\nಕ್ರಿಪ್ಟೋ ವಾಲೆಟ್\nyava wallet\nwallet\nyav wallet\nwallet yavdu olledu\ntrust wallet\nwallet download\nmetamask\nmetamask wallet\nwallet app yavdu\nಮೆಟಾಮಾಸ್ಕ್\nಟ್ರಸ್ಟ್ ವಾಲೆಟ್\nವಾಲೆಟ್ ಯೂಸ್\nಕ್ರಿಪ್ಟೋ ಆಪ್\nವಾಲೆಟ್ ಆಪ್ ಫೋನ್\nಟೋಕನ್ಪಾಕೆಟ್\nಟೋಕನ್ ಪಾಕೆಟ್\nyav wallet sari\nwallet app download\nವಾಲೆಟ್ ಆಪ್ ಡೌನ್ಲೋಡ್\nsafepal\nಸೇಫ್ಪಾಲ್\nವಾಲೆಟ್ ಓಪನ್\nwallet open\nವ್ಯಾಲೆಟ್\nಯಾವ ವ್ಯಾಲೆಟ್\nವಾಲೆಟ್ ಬಳಸೋದು\nಯುಎಸ್ಡಿಟಿ ಇಡೋಕೆ ಆಪ್\nಕ್ರಿಪ್ಟೋ ಇಡೋ ಆಪ್\nphone alli wallet\nಫೋನ್ ಅಲ್ಲಿ ವಾಲೆಟ್",
  "general.chat.kb.wallet.a":
    "ಪ್ರೋಗ್ರಾಮ್‌ನ ನೆಟ್‌ವರ್ಕ್ ಬೆಂಬಲಿಸುವ ಮತ್ತು ಒಳಗೆ (dApp) ಬ್ರೌಸರ್ ಇರುವ ಪ್ರಸಿದ್ಧ ಕ್ರಿಪ್ಟೋ ವಾಲೆಟ್ ಆಪ್ ಬಳಸಿ. ನಿಮ್ಮ ಫೋನಿನ ಅಧಿಕೃತ ಆಪ್ ಸ್ಟೋರ್‌ನಿಂದಲೇ ಇನ್‌ಸ್ಟಾಲ್ ಮಾಡಿ. Join ಪುಟ ತೋರಿಸುತ್ತದೆ: {joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "ರಿಕವರಿ ಫ್ರೇಸ್ ಎಂದರೇನು?\nರಿಕವರಿ ಫ್ರೇಸ್\nಸೀಡ್ ಫ್ರೇಸ್\n12 ಪದಗಳು\nರಹಸ್ಯ ಪದಗಳು\nಪ್ರೈವೇಟ್ ಕೀ\nಸೀಕ್ರೆಟ್ ಪದಗಳು\nseed phrase\nrecovery phrase\n12 words\nprivate key\n12 padagalu\nsecret words\nseed words yarigu kodbeda\nರಹಸ್ಯ 12 ಪದ\nseed phrase photo\nಸೀಡ್ ಪದಗಳು\nಸೀಡ್ ಸ್ಕ್ರೀನ್ಶಾಟ್\nseed screenshot\nಬರೆದು ಇಟ್ಕೋಬೇಕು\nಪ್ರೈವೇಟ್ ಕೀ ಕಳಿಸಬಹುದಾ\n12 pada kodbahuda\nಪಾಸ್ವರ್ಡ್ ಪದ\nಸೀಕ್ರೆಟ್ ವರ್ಡ್ಸ್\nಸೀಡ್ ವರ್ಡ್ಸ್\n12 ವರ್ಡ್ಸ್\nರಿಕವರಿ ವರ್ಡ್ಸ್\n12 ಪದಗಳನ್ನ\nಸೀಡ್ ಫ್ರೇಸ್ ಫೋಟೋ\nಪದಗಳ ಫೋಟೋ\nಸೀಡ್ ಫ್ರೇಸ್ ಕಳೆದು\nseed phrase kaledu\nbackup phrase\nಬ್ಯಾಕಪ್ ಪದಗಳು\nwallet padagalu\npadagalu itkobeku\n12 ಪದ ಕೇಳ್ತಾರೆ\nಪದ ಕೇಳಿದ್ರೆ\n12 pada marethu\nಪದಗಳು ಮರೆತು\n12 pada\nಪದಗಳು ಕೇಳ್ತಿದ್ದಾರೆ",
  "general.chat.kb.recoveryPhrase.a":
    "ವಾಲೆಟ್ ರಚಿಸುವಾಗ ಅದು 12 ಅಥವಾ 24 ಪದಗಳ ರಿಕವರಿ ಫ್ರೇಸ್ ತೋರಿಸುತ್ತದೆ. ಅದನ್ನು ಕಾಗದದ ಮೇಲೆ ಬರೆದು ಸುರಕ್ಷಿತವಾಗಿ ಇಡಿ. ಅದು ಯಾರ ಬಳಿ ಇರುತ್ತದೋ ಅವರು ವಾಲೆಟ್‌ನಲ್ಲಿರುವ ಎಲ್ಲವನ್ನೂ ತೆಗೆದುಕೊಳ್ಳಬಹುದು: ಯಾವುದೇ ವೆಬ್‌ಸೈಟ್ ಅಥವಾ ಚಾಟ್‌ನಲ್ಲಿ ಅದನ್ನು ಎಂದಿಗೂ ಟೈಪ್ ಮಾಡಬೇಡಿ, ಯಾರಿಗೂ ಹೇಳಬೇಡಿ. ಈ ಸೈಟ್ ಆಗಲಿ ಪ್ರೋಗ್ರಾಮ್ ಆಗಲಿ ಅದನ್ನು ಎಂದಿಗೂ ಕೇಳುವುದಿಲ್ಲ.",
  "general.chat.kb.network.q":
    "ಯಾವ ನೆಟ್‌ವರ್ಕ್?\nನೆಟ್‌ವರ್ಕ್\nಯಾವ ಬ್ಲಾಕ್‌ಚೈನ್\nಬ್ಲಾಕ್‌ಚೈನ್\nನೆಟ್‌ವರ್ಕ್ ಬದಲಿಸುವುದು\nತಪ್ಪು ನೆಟ್‌ವರ್ಕ್\nಚೈನ್\nyava network\nnetwork\nyav network\nbep20\ntrc20\nyav chain\nusdt yav network\ntron network\nಯಾವ ಚೈನ್ ಬಳಸಬೇಕು\nbsc\nbnb smart chain\nಬಿಇಪಿ20\nಟಿಆರ್ಸಿ20\nಬಿಎಸ್ಸಿ\nಟ್ರಾನ್ ನೆಟ್ವರ್ಕ್\nಯಾವ ಚೈನ್ ಅಲ್ಲಿ\nತಪ್ಪು ನೆಟ್ವರ್ಕ್\nನೆಟ್ವರ್ಕ್ ಆಡ್\nಯುಎಸ್ಡಿಟಿ ಚೈನ್\nಯುಎಸ್ಡಿಟಿ ನೆಟ್ವರ್ಕ್\nbep20 alli kalsodu\nnetwork add madodu\nನೆಟ್ವರ್ಕ್ನಲ್ಲಿ ಕಳಿಸಬೇಕು\nಯಾವ ನೆಟ್ವರ್ಕ್ನಲ್ಲಿ\nಚೈನ್ ನಲ್ಲಿ ಕಳಿಸ್ಬೇಕು\nನೆಟ್ವರ್ಕ್ ಸೆಲೆಕ್ಟ್\nಬೇರೆ ನೆಟ್ವರ್ಕ್ ಅಲ್ಲಿ ಕಳಿಸಿದ್ರೆ\nbep20 na trc20\nತಪ್ಪು ಚೈನ್\ntappu chain\ntappu network\nbep 20\ntrc 20\nerc20\nchain select\nಯಾವ ಚೈನ್",
  "general.chat.kb.network.a":
    "ಪ್ರೋಗ್ರಾಮ್ ಕಡಿಮೆ ಶುಲ್ಕದ ಒಂದು ಬ್ಲಾಕ್‌ಚೈನ್ ನೆಟ್‌ವರ್ಕ್‌ನಲ್ಲಿ ನಡೆಯುತ್ತದೆ. ಹಣ ಹಾಕುವ ಮೊದಲು ಮತ್ತು ರಿಜಿಸ್ಟರ್ ಮಾಡುವ ಮೊದಲು ವಾಲೆಟ್ ಅನ್ನು ಆ ನೆಟ್‌ವರ್ಕ್‌ಗೆ ಬದಲಿಸಿ; ಬೇರೆ ನೆಟ್‌ವರ್ಕ್‌ನಲ್ಲಿ ಕಳುಹಿಸಿದ ಟೋಕನ್‌ಗಳು ತಲುಪುವುದಿಲ್ಲ. Join ಪುಟದ ಹಂತ 3 ನೋಡಿ: {joinUrl}",
  "general.chat.kb.fees.q":
    "ಶುಲ್ಕ ಎಷ್ಟು?\nಶುಲ್ಕ\nಫೀಸ್\nವಹಿವಾಟು ಶುಲ್ಕ\nಗ್ಯಾಸ್ ಫೀ\nಗ್ಯಾಸ್\nನೇಟಿವ್ ಟೋಕನ್\ngas fee\nfees\nfee eshtu\nbnb yake beku\ntransaction charge\ncharge eshtu\nಚಾರ್ಜ್ ಎಷ್ಟು\ngas charge\nಟ್ರಾನ್ಸಾಕ್ಷನ್ ಫೀ\nಫೀ ಎಷ್ಟು\ntransaction fee\nಬಿಎನ್ಬಿ ಫೀ\nಗ್ಯಾಸ್ ಚಾರ್ಜ್\nಬಿಎನ್ಬಿ ಇಲ್ಲದೆ\nಟ್ರಾನ್ಸಾಕ್ಷನ್ ಚಾರ್ಜ್\nಗ್ಯಾಸ್ ಕಟ್ಟೋದು\nಬಿಎನ್ಬಿ ಬೇಕು\nಗ್ಯಾಸ್ ಗೆ ಬಿಎನ್ಬಿ\nfee cut\nnetwork fee\nನೆಟ್ವರ್ಕ್ ಫೀ\nbnb itkobeku\nbnb eshtu\nಎಷ್ಟು ಗ್ಯಾಸ್\nಟ್ರಾನ್ಸ್ಫರ್ ಫೀ\nbnb illade\nbnb illa andre",
  "general.chat.kb.fees.a":
    "ನೆಟ್‌ವರ್ಕ್‌ನಲ್ಲಿ ಪ್ರತಿ ವಹಿವಾಟಿಗೆ ಸಣ್ಣ ಶುಲ್ಕ ಇರುತ್ತದೆ, ಸಾಮಾನ್ಯವಾಗಿ ಒಂದು ಸೆಂಟ್‌ಗಿಂತ ಕಡಿಮೆ, ಅದನ್ನು ನೆಟ್‌ವರ್ಕ್‌ನ ನೇಟಿವ್ ಟೋಕನ್‌ನಲ್ಲಿ ಪಾವತಿಸಲಾಗುತ್ತದೆ. ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಜೊತೆಗೆ ಸ್ವಲ್ಪ ನೇಟಿವ್ ಟೋಕನ್ ಅನ್ನೂ ವಾಲೆಟ್‌ನಲ್ಲಿ ಇಡಿ, ಇಲ್ಲದಿದ್ದರೆ ರಿಜಿಸ್ಟ್ರೇಷನ್ ವಿಫಲವಾಗುತ್ತದೆ.",
  "general.chat.kb.funding.q":
    "ವಾಲೆಟ್‌ಗೆ ಹಣ ಹೇಗೆ ಹಾಕುವುದು?\nಹಣ ಹಾಕುವುದು\nಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಖರೀದಿ\nUSDT ಎಲ್ಲಿ ಖರೀದಿಸುವುದು\nUSDT ಖರೀದಿ\nವಾಲೆಟ್‌ಗೆ usdt\nಡೆಪಾಸಿಟ್\nಟಾಪ್ ಅಪ್\nusdt hege kharidisodu\ndeposit\nusdt hege togolodu\nwallet ge duddu\ndeposit hege\nusdt kharidi\nusdt haakodu\nusdt kharidi madodu\nbinance inda usdt\nupi inda usdt\nusdt togoli\nಬೈನಾನ್ಸ್ ಇಂದ usdt\nಯುಎಸ್‌ಡಿಟಿ ಖರೀದಿ\nಯುಎಸ್ಡಿಟಿ ಹಾಕೋದು\nವಾಲೆಟ್ಗೆ ಯುಎಸ್ಡಿಟಿ\nಯುಎಸ್ಡಿಟಿ ಕಳಿಸೋದು\nಬೈನಾನ್ಸ್\nಫೋನ್ಪೇ\nವಜೀರ್ಎಕ್ಸ್\nಯುಎಸ್ಡಿಟಿ ತಗೊಂಡು ಕಳಿಸೋದು\nಯುಎಸ್ಡಿಟಿ ಲೋಡ್\nವಾಲೆಟ್ ಲೋಡ್\nವಾಲೆಟ್ ಗೆ ಟ್ರಾನ್ಸ್ಫರ್\nಯುಎಸ್ಡಿಟಿ ಟ್ರಾನ್ಸ್ಫರ್\nವಾಲೆಟ್ ಗೆ ಕಳಿಸಬೇಕು\nಯುಎಸ್ಡಿಟಿ ಪರ್ಚೇಸ್\nusdt tagondu kalsodu\ngpay inda usdt\np2p\nಪಿ2ಪಿ\nusdt tagolodu\nusdt hakodu\nduddu hakodu\nಡಿಪಾಸಿಟ್\nಯುಎಸ್ಡಿಟಿ ತಗೊಳ್ಳೋದು\nಯುಎಸ್ಡಿಟಿ ತಗೋಬೇಕು\nrupayi inda usdt\ninr inda usdt\nusdt togolla\nusdt tagolo\nphonepe",
  "general.chat.kb.funding.a":
    "ಡಾಲರ್‌ಗೆ ಜೋಡಿಸಿದ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಅನ್ನು ಎಕ್ಸ್‌ಚೇಂಜ್‌ನಲ್ಲಿ ಅಥವಾ ವಾಲೆಟ್ ಆಪ್‌ನಲ್ಲಿ ಖರೀದಿಸಿ, ಪ್ರೋಗ್ರಾಮ್‌ನ ನೆಟ್‌ವರ್ಕ್‌ನಲ್ಲಿ ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಕಳುಹಿಸಿ. ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ {amount} ಮತ್ತು ಶುಲ್ಕಕ್ಕಾಗಿ ಸ್ವಲ್ಪ ನೇಟಿವ್ ಟೋಕನ್ ಬೇಕು. ಕಳುಹಿಸುವ ಮೊದಲು ನೆಟ್‌ವರ್ಕ್ ಮತ್ತು ವಿಳಾಸ ಪರಿಶೀಲಿಸಿ: ವರ್ಗಾವಣೆಗಳು ಹಿಂತಿರುಗುವುದಿಲ್ಲ.",
  "general.chat.kb.minimum.q":
    "ಕನಿಷ್ಠ ಮೊತ್ತ ಎಷ್ಟು?\nಕನಿಷ್ಠ ಮೊತ್ತ\nಕನಿಷ್ಠ ಎಷ್ಟು\nಶುರು ಮಾಡಲು ಎಷ್ಟು ಹಣ ಬೇಕು\nಎಷ್ಟು ಹಣ ಬೇಕು\nಸೇರಲು ಎಷ್ಟು ಖರ್ಚು\nಮೊದಲ ಸ್ಲಾಟ್ ಬೆಲೆ\nಎಷ್ಟು ದುಡ್ಡು ಬೇಕು\nminimum eshtu\nestu duddu beku\nminimum\nkanishta eshtu\nstart madakke eshtu duddu\nಕಡಿಮೆ ಎಷ್ಟು ಹಣ ಹಾಕಬೇಕು\nkadime eshtu haakbeku\neshtu dollar beku\neshtu rupayi beku\nಎಷ್ಟು ರೂಪಾಯಿ ಬೇಕು\nstart madoke eshtu saaku\nಮಿನಿಮಮ್\nಮಿನಿಮಮ್ ಎಷ್ಟು\nಸ್ಟಾರ್ಟ್ ಮಾಡಲು ಎಷ್ಟು ಬೇಕು\nಕಡಿಮೆ ಎಷ್ಟು ಡಾಲರ್\nಚಿಕ್ಕ ಸ್ಲಾಟ್\neshtu usdt beku\nಎಷ್ಟು ಯುಎಸ್ಡಿಟಿ ಬೇಕು\nಡಾಲರ್ ಸಾಕಾ\nಎಷ್ಟು ಸಾಕು\nಮಿನಿಮಮ್ ಡೆಪಾಸಿಟ್\nಕಡಿಮೆ ಡೆಪಾಸಿಟ್\nಶುರುವಿನ ಸ್ಲಾಟ್\nkammi\nಕಮ್ಮಿ\nkammi eshtu\nಕಮ್ಮಿ ಎಷ್ಟು ಹಾಕಬೇಕು\nರೂಪಾಯಿ ಬೇಕಾಗುತ್ತೆ\nಎಷ್ಟು ಹಾಕಬೇಕು\nstart amount\nminimum invest\ndollar inda shuru\nದುಡ್ಡಿಂದ ಶುರು\nಎಷ್ಟರಿಂದ ಶುರು\neshtu duddu inda\nshuru madoke eshtu\nಶುರು ಮಾಡೋಕೆ ಎಷ್ಟು",
  "general.chat.kb.minimum.a":
    "ಕನಿಷ್ಠ {amount}: ಮೊದಲ ಸ್ಲಾಟ್‌ನ ಬೆಲೆ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ನಲ್ಲಿ {amount}, ಜೊತೆಗೆ ಶುಲ್ಕಕ್ಕಾಗಿ ಸ್ವಲ್ಪ ನೇಟಿವ್ ಟೋಕನ್. ದೊಡ್ಡ ಸ್ಲಾಟ್‌ಗಳು ಹೆಚ್ಚು ಬೆಲೆಯವು; Slots ಪುಟದಲ್ಲಿ ಪಟ್ಟಿ ಇದೆ: {slotsUrl}",
  "general.chat.kb.referralLink.q":
    "ರಿಜಿಸ್ಟರ್ ಮಾಡಲು ಯಾವ ಲಿಂಕ್?\nಯಾವ ಲಿಂಕ್\nರೆಫರಲ್ ಲಿಂಕ್\nಲಿಂಕ್ ಎಲ್ಲಿ\nಇದೇ ಲಿಂಕ್ ಯಾಕೆ\nಇನ್ವೈಟ್ ಲಿಂಕ್\nyava link\nreferral link\nlink elli sigutte\nyaara link alli register\nfriend link\nreferral link inda register\nರೆಫರಲ್ ಲಿಂಕ್ ಎಲ್ಲಿ\nಲಿಂಕ್ ಕಾಪಿ\nಬೇರೆ ಲಿಂಕ್\nಬೇರೆ ಲಿಂಕ್ ಅಲ್ಲಿ ಜಾಯಿನ್\nಫ್ರೆಂಡ್ ಲಿಂಕ್\nಕಳಿಸಿದ ಲಿಂಕ್\nಯಾರ ಲಿಂಕ್\nlink illade\nkalsida link\nlink kodi",
  "general.chat.kb.referralLink.a":
    "Join ಪುಟದಲ್ಲಿ ತೋರಿಸಿರುವ ರೆಫರಲ್ ಲಿಂಕ್ ಬಳಸಿ, ಅದನ್ನು ವಾಲೆಟ್ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಪೇಸ್ಟ್ ಮಾಡಿ. ನಿಮ್ಮ ಸ್ಪಾನ್ಸರ್ ಯಾರು ಎಂಬುದನ್ನು ಆ ಲಿಂಕೇ ದಾಖಲಿಸುತ್ತದೆ; ಬೇರೆ ಲಿಂಕ್‌ನಿಂದ ರಿಜಿಸ್ಟರ್ ಮಾಡಿದರೆ ಸ್ಪಾನ್ಸರ್ ಬೇರೆಯಾಗುತ್ತಾರೆ, ನಂತರ ಬದಲಿಸಲು ಆಗುವುದಿಲ್ಲ: {joinUrl}",
  "general.chat.kb.sponsor.q":
    "ಸ್ಪಾನ್ಸರ್ ಎಂದರೇನು?\nಸ್ಪಾನ್ಸರ್\nಅಪ್‌ಲೈನ್\nನನ್ನ ಸ್ಪಾನ್ಸರ್ ಯಾರು\nಸ್ಪಾನ್ಸರ್ ಬದಲಿಸುವುದು\nupline\nsponsor\nsponsor yaaru\nsponsor badalane\nsponsor change\nupline yaaru\nನನ್ನ ಅಪ್‌ಲೈನ್\nಸ್ಪಾನ್ಸರ್ ಹೆಸರು\nsponsor name\nಅಪ್ಲೈನ್ ಯಾರು\nಸ್ಪಾನ್ಸರ್ ಚೇಂಜ್\nಅಪ್ಲೈನ್ ಬದಲಾಯಿಸೋದು\nಸ್ಪಾನ್ಸರ್ ಬದಲಾಯಿಸೋದು\nsponsor badlayisodu\nಜಾಯಿನ್ ಮಾಡಿಸಿದವರು\nupline yaaru gottagodu\nಸೇರಿಸಿದ್ದು ಯಾರು\nsponsor badalisu\nಯಾರು ಸೇರಿಸಿದ್ದು",
  "general.chat.kb.sponsor.a":
    "ನಿಮ್ಮ ಸ್ಪಾನ್ಸರ್ (ಅಪ್‌ಲೈನ್) ಎಂದರೆ ಯಾರ ರೆಫರಲ್ ಲಿಂಕ್‌ನಿಂದ ನೀವು ರಿಜಿಸ್ಟರ್ ಮಾಡುತ್ತೀರೋ ಆ ಸದಸ್ಯ. ಪ್ರೋಗ್ರಾಮ್ ನಿಮ್ಮ ಸ್ಲಾಟ್ ಪಾವತಿಯ ಒಂದು ಭಾಗವನ್ನು ಸ್ಪಾನ್ಸರ್‌ಗೆ ಕೊಡುತ್ತದೆ ಮತ್ತು ನಿಮ್ಮನ್ನು ಅವರ ತಂಡದಲ್ಲಿ ಇರಿಸುತ್ತದೆ. ಸ್ಪಾನ್ಸರ್ ರಿಜಿಸ್ಟ್ರೇಷನ್ ಸಮಯದಲ್ಲೇ ನಿಗದಿಯಾಗುತ್ತಾರೆ, ನಂತರ ಬದಲಾಗುವುದಿಲ್ಲ.",
  "general.chat.kb.registerButton.q":
    "Register Now ಬಟನ್ ಎಲ್ಲಿ?\nರಿಜಿಸ್ಟರ್ ನೌ\nರಿಜಿಸ್ಟರ್ ಬಟನ್\nರಿಜಿಸ್ಟ್ರೇಷನ್ ವಿಫಲ\nವಹಿವಾಟು ವಿಫಲ\nರಿಜಿಸ್ಟರ್ ಆಗುತ್ತಿಲ್ಲ\nಎರರ್ ಬರುತ್ತಿದೆ\nಫೇಲ್ ಆಯಿತು\nregister agtilla\nerror\nregister now error\nರಿಜಿಸ್ಟರ್ ಆಗ್ತಿಲ್ಲ\ntransaction failed\nregister button otti\nregister aagtilla\nಬಟನ್ ಒತ್ತಿದ್ರೆ\nಟ್ರಾನ್ಸಾಕ್ಷನ್ ಫೇಲ್ಡ್\nಕನ್ಫರ್ಮ್ ಮಾಡಿದಾಗ\nರಿಜಿಸ್ಟರ್ ನೌ ಒತ್ತಿದ್ರೆ\nಎರರ್ ಮೆಸೇಜ್\nಟ್ರಾನ್ಸಾಕ್ಷನ್ ರಿಜೆಕ್ಟ್\nregister now otthidre\nಫೇಲ್ ಅಂತ ಬರುತ್ತೆ\nfail anta\nಕ್ಲಿಕ್ ಮಾಡಿದ್ರೆ ಫೇಲ್\nರಿಜಿಸ್ಟರ್ ನೌ ಫೇಲ್",
  "general.chat.kb.registerButton.a":
    "ವಾಲೆಟ್ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ರೆಫರಲ್ ಲಿಂಕ್ ತೆರೆದ ನಂತರ Register Now ಒತ್ತಿ, ವಾಲೆಟ್‌ನಲ್ಲಿ ವಹಿವಾಟನ್ನು ದೃಢೀಕರಿಸಿ. ವಿಫಲವಾದರೆ, ವಾಲೆಟ್ ಸರಿಯಾದ ನೆಟ್‌ವರ್ಕ್‌ನಲ್ಲಿ ಇದೆಯೇ ಮತ್ತು ಶುಲ್ಕಕ್ಕೆ ಸಾಕಷ್ಟು ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಹಾಗೂ ನೇಟಿವ್ ಟೋಕನ್ ಇದೆಯೇ ಎಂದು ನೋಡಿ.",
  "general.chat.kb.incomeTypes.q":
    "ಆದಾಯದ ವಿಧಗಳು ಯಾವುವು?\nಆದಾಯದ ವಿಧಗಳು\nಗಳಿಕೆಯ ದಾರಿಗಳು\nಹೇಗೆ ಗಳಿಸುವುದು\nಇನ್‌ಕಮ್ ಪ್ಲಾನ್\nಬೋನಸ್\nಎಷ್ಟು ರೀತಿಯ ಆದಾಯ\nincome plan\nincome types\nincome vidhagalu\neshtu income\nವಿಧದ ಆದಾಯ\nಎಷ್ಟು ವಿಧ\nincome reethi\nyav yav income\n6 income\naaru income\ntarada income\nincome tara\nಆದಾಯದ ತರಹ\nಎಷ್ಟು ತರಹದ ಇನ್ಕಮ್\nಇನ್ಕಮ್ ಟೈಪ್ಸ್\nಇನ್ಕಮ್ ವಿಧ\nಆದಾಯದ ದಾರಿಗಳು\nಯಾವ ದಾರಿಯಲ್ಲಿ ಆದಾಯ\nಡೈರೆಕ್ಟ್ ಲೆವೆಲ್ ಡಿಫರೆನ್ಸ್\nಇನ್ಕಮ್ ಡಿಫರೆನ್ಸ್\nಎಷ್ಟು ಬಗೆಯ\nಬಗೆಯ ಆದಾಯ\nಯಾವ ರೀತಿಯಲ್ಲಿ ಆದಾಯ\nರೀತಿಯ ಇನ್ಕಮ್\nಇನ್ಕಮ್ ಆಪ್ಷನ್ಸ್\nಆದಾಯದ ವ್ಯತ್ಯಾಸ\nincome vyatyasa\nincome daarigalu\naadaya vidhagalu\nಇನ್ಕಮ್ ಟೈಪ್\nಎಷ್ಟು ರೀತಿ\nರೀತಿ ಆದಾಯ\neshtu reethi\nದುಡ್ಡು ಬರೋ ದಾರಿ\nಆದಾಯಗಳ ಪಟ್ಟಿ\nಇನ್ಕಮ್ ಲಿಸ್ಟ್\nincome list\nಸಂಪಾದಿಸೋಕೆ ದಾರಿ",
  "general.chat.kb.incomeTypes.a":
    "ಆರು ಇವೆ: ಡೈರೆಕ್ಟ್ ಆದಾಯ, ಲೆವೆಲ್ ಆದಾಯ, ಗ್ಲೋಬಲ್ ಪೂಲ್, ಲೀಡರ್‌ಶಿಪ್, ವಾರದ ರಾಯಲ್ಟಿ ಮತ್ತು ಕಾಯಿನ್ ಪಾರ್ಟ್‌ನರ್ ಪಾಲು. ಎಲ್ಲವನ್ನೂ ಸದಸ್ಯರು ಸ್ಲಾಟ್‌ಗಳಿಗೆ ಪಾವತಿಸುವ ಹಣದಿಂದಲೇ ಕೊಡಲಾಗುತ್ತದೆ. Earnings ಪುಟ ಪ್ರತಿಯೊಂದನ್ನೂ ವಿವರಿಸುತ್ತದೆ: {earningsUrl}",
  "general.chat.kb.directIncome.q":
    "ಡೈರೆಕ್ಟ್ ಆದಾಯ ಎಂದರೇನು?\nಡೈರೆಕ್ಟ್ ಆದಾಯ\nಡೈರೆಕ್ಟ್ ಇನ್‌ಕಮ್\nನೇರ ಆದಾಯ\nರೆಫರಲ್ ಬೋನಸ್\nರೆಫರಲ್ ಕಮಿಷನ್\ndirect income\ndirect bonus\nಒಬ್ಬರನ್ನು ಸೇರಿಸಿದರೆ ಎಷ್ಟು\nobbaranna serisidre\ndirect referral\nnaanu serisidavaru\nneravagi serisida\nನೇರವಾಗಿ ಸೇರಿಸಿದವರು\nnanna moolaka join aadre\nobbaru serisidre\nಡೈರೆಕ್ಟ್ ರೆಫರಲ್ ಕಮಿಷನ್\nಡೈರೆಕ್ಟ್ ಕಮಿಷನ್\nರೆಫರಲ್ ಇನ್ಕಮ್ ಪರ್ಸೆಂಟ್\nಸ್ವಂತ ರೆಫರಲ್\nಅರ್ಧ ಸಿಗುತ್ತಾ\nನೇರವಾಗಿ ಸೇರಿಸೋ\nಸೇರಿಸಿದವರಿಂದ ಕಮಿಷನ್\nರೆಫರ್ ಕಮಿಷನ್\nrefer commission\njoin madsidre\nobbaranna join madsidre\nನಾನು ಸೇರಿಸಿದವರಿಂದ\nನೇರ ರೆಫರಲ್\ndirect income eshtu\n50 ಪರ್ಸೆಂಟ್\nಕರ್ಕೊಂಡು ಬಂದವರು\nನಾನು ಕರ್ಕೊಂಡು ಬಂದವರು\nಕರ್ಕೊಂಡು ಬರೋ\nಒಬ್ಬರನ್ನ ಸೇರಿಸಿದ್ರೆ\nಸೇರಿಸಿದ ಒಬ್ಬರು\nನೇರ ಕಮಿಷನ್\ndirect commission",
  "general.chat.kb.directIncome.a":
    "ಡೈರೆಕ್ಟ್ ಆದಾಯ ಎಂದರೆ ನೀವು ನೇರವಾಗಿ ಸೇರಿಸಿದ ಪ್ರತಿಯೊಬ್ಬರ ಸ್ಲಾಟ್ ಬೆಲೆಯ 50%. ಉದಾಹರಣೆಗೆ, {small} ಸ್ಲಾಟ್ {smallHalf} ಕೊಡುತ್ತದೆ.",
  "general.chat.kb.levelIncome.q":
    "ಲೆವೆಲ್ ಆದಾಯ ಎಂದರೇನು?\nಲೆವೆಲ್ ಆದಾಯ\nಲೆವೆಲ್ ಇನ್‌ಕಮ್\n10 ಲೆವೆಲ್\nತಂಡದ ಆದಾಯ\nಟೀಮ್ ಆದಾಯ\nlevel income\nlevel income enu\nteam income\ndownline income\nkelagina level\nತಂಡದ ಕೆಳಗಿನವರು\nlevel commission\nಲೆವೆಲ್ ಕಮಿಷನ್\n10 level commission\nlevel percent\nkelage iruvavaru\nಹತ್ತು ಲೆವೆಲ್\nಲೆವೆಲ್ ದುಡ್ಡು\nಡೌನ್ಲೈನ್\nಟೀಮ್ ಕೆಳಗಿನವರು\nಕೆಳಗಿನವರು ಜಾಯಿನ್\nಲೆವೆಲ್ ಲೆಕ್ಕ\nಕೆಳಗಿನ ಲೆವೆಲ್\nಟೀಮ್ ಲೆವೆಲ್\nಲೆವೆಲ್ ಪರ್ಸೆಂಟ್\n20 ಪರ್ಸೆಂಟ್\ndownline percentage\nteam inda income\nಟೀಮ್ ಇಂದ ಆದಾಯ\nಕೆಳಗಿನ ಟೀಮ್\nಲೆವಲ್ ಇನ್ಕಮ್\nಲೆವಲ್ ಆದಾಯ\n10 ಹಂತ\nಹಂತದ ಆದಾಯ\nಡೌನ್ಲೈನ್ ಕಮಿಷನ್\nಟೀಮ್ ಸಂಪಾದನೆ\nಟೀಮ್ ಗಳಿಕೆ\nಲೆವೆಲ್ ಅಲ್ಲಿ ಸೇರಿದ್ರೆ",
  "general.chat.kb.levelIncome.a":
    "ಲೆವೆಲ್ ಆದಾಯ ಎಂದರೆ ನಿಮ್ಮ ತಂಡದಲ್ಲಿ 10 ಹಂತಗಳವರೆಗೆ ಪ್ರತಿ ಸದಸ್ಯರ ಸ್ಲಾಟ್ ಬೆಲೆಯ 2%, ಒಟ್ಟು 20%.",
  "general.chat.kb.globalPool.q":
    "ಗ್ಲೋಬಲ್ ಪೂಲ್ ಎಂದರೇನು?\nಗ್ಲೋಬಲ್ ಪೂಲ್\nಗ್ಲೋಬಲ್ ಆದಾಯ\n2x6 ಮ್ಯಾಟ್ರಿಕ್ಸ್\n3640%\nಪೂಲ್\nglobal pool\npool income\nಗ್ಲೋಬಲ್ ಪೂಲ್ ಕ್ವಾಲಿಫೈ\nಪೂಲ್ ಇನ್ಕಮ್\nಗ್ಲೋಬಲ್ ಪೂಲ್ ದುಡ್ಡು\nglobal pool duddu",
  "general.chat.kb.globalPool.a":
    "ಗ್ಲೋಬಲ್ ಪೂಲ್ ಒಂದು 2x6 ಮ್ಯಾಟ್ರಿಕ್ಸ್; ಪ್ರೋಗ್ರಾಮ್ ಪ್ರಕಾರ ಪ್ರತಿ ಸೈಕಲ್‌ಗೆ ಸ್ಲಾಟ್ ಬೆಲೆಯ 3640% ವರೆಗೆ ಕೊಡುತ್ತದೆ. ಅರ್ಹತೆಗಾಗಿ ಅದೇ ಸ್ಲಾಟ್ ಹೊಂದಿರುವ ಒಬ್ಬ ಡೈರೆಕ್ಟ್ ರೆಫರಲ್ ಬೇಕು.",
  "general.chat.kb.leadership.q":
    "ಲೀಡರ್‌ಶಿಪ್ ರ‍್ಯಾಂಕ್‌ಗಳು ಯಾವುವು?\nರ‍್ಯಾಂಕ್\nರ್ಯಾಂಕ್\nಲೀಡರ್‌ಶಿಪ್ ಆದಾಯ\nಲೀಡರ್‌ಶಿಪ್\nಡೈಮಂಡ್\nಗೋಲ್ಡ್ ರ‍್ಯಾಂಕ್\nrank\nrank hege\nleadership rank\nrank qualify\nಸಿಲ್ವರ್ ರ್ಯಾಂಕ್\nಬ್ರಾಂಜ್ ರ್ಯಾಂಕ್\nಬ್ರಾಂಜ್ ರ್ಯಾಂಕ್ ಗೆ\nರ್ಯಾಂಕ್ ಗೆ ಡೈರೆಕ್ಟ್\nಡೈಮಂಡ್ ರ್ಯಾಂಕ್",
  "general.chat.kb.leadership.a":
    "ಐದು ರ‍್ಯಾಂಕ್‌ಗಳಿವೆ: Beginner, Bronze, Silver, Gold, Diamond. ಪ್ರೋಗ್ರಾಮ್ ಪ್ರಕಾರ ಇವು ರ‍್ಯಾಂಕ್ ಬೆಲೆಯ ದಿನಕ್ಕೆ 0.25% ರಿಂದ 1% ವರೆಗೆ ಕೊಡುತ್ತವೆ, ಅದೇ ರ‍್ಯಾಂಕ್‌ನಲ್ಲಿ ಎಷ್ಟು ಡೈರೆಕ್ಟ್ ಸದಸ್ಯರು ಇದ್ದಾರೆ ಎಂಬುದರ ಮೇಲೆ ಅವಲಂಬಿಸಿ, ಗರಿಷ್ಠ 250%.",
  "general.chat.kb.royalty.q":
    "ವಾರದ ರಾಯಲ್ಟಿ ಎಂದರೇನು?\nರಾಯಲ್ಟಿ\nವೀಕ್ಲಿ ರಾಯಲ್ಟಿ\nರಾಯಲ್ಟಿ ಪೂಲ್\nವಾರದ ಆದಾಯ\nಪ್ರತಿ ವಾರ\nroyalty\nweekly royalty\nprati vaara royalty\nvaarakke royalty\nವಾರಕ್ಕೆ ರಾಯಲ್ಟಿ\nvaarada income\nವಾರಕ್ಕೊಮ್ಮೆ\nರಾಯಲ್ಟಿ ವಾರ\nರಾಯಲ್ಟಿ ಯಾವಾಗ\nರಾಯಲ್ಟಿ ದಿನ",
  "general.chat.kb.royalty.a":
    "ಪ್ರತಿ ಸ್ಲಾಟ್‌ನ B ಮತ್ತು C ಸ್ಥಾನಗಳು ತಮ್ಮ ಹಣದ 10% ಅನ್ನು ರಾಯಲ್ಟಿ ಪೂಲ್‌ಗೆ ಕಳುಹಿಸುತ್ತವೆ; ಅದನ್ನು ಪ್ರತಿ ವಾರ ಅರ್ಹ ಸದಸ್ಯರ ನಡುವೆ ಹಂಚಲಾಗುತ್ತದೆ.",
  "general.chat.kb.coinPartner.q":
    "ಕಾಯಿನ್ ಪಾರ್ಟ್‌ನರ್ ಪಾಲು ಎಂದರೇನು?\nಕಾಯಿನ್ ಪಾರ್ಟ್‌ನರ್\nಪಾರ್ಟ್‌ನರ್ ಪಾಲು\nಟೋಕನ್\nಕಾಯಿನ್\nಟೋಕನ್ ಬೆಲೆ\ncoin partner\ntoken\ntoken sigutta\ntoken value\ntoken bele\ncoin partner token\nಕಾಯಿನ್ ಪಾರ್ಟ್ನರ್ ಶೇರ್\nಪಾರ್ಟ್ನರ್ ಶೇರ್\nಟೋಕನ್ ಶೇರ್\ntoken maarodu\nಟೋಕನ್ ಮಾರೋದು",
  "general.chat.kb.coinPartner.a":
    "B ಮತ್ತು C ಸ್ಥಾನಗಳು 10% ಅನ್ನು ಕಾಯಿನ್ ಪಾರ್ಟ್‌ನರ್ ಪಾಲಿಗೂ ಕಳುಹಿಸುತ್ತವೆ; ಸದಸ್ಯರು ಅದನ್ನು ಟೋಕನ್‌ಗಳಾಗಿ ಪಡೆಯುತ್ತಾರೆ. ಟೋಕನ್ ಬೆಲೆಗಳು ಏರಬಹುದು ಇಳಿಯಬಹುದು, ಹಾಗಾಗಿ ಅದರ ಮೌಲ್ಯ ಅನಿಶ್ಚಿತ.",
  "general.chat.kb.slots.q":
    "ಎಷ್ಟು ಸ್ಲಾಟ್‌ಗಳಿವೆ?\nಸ್ಲಾಟ್\nಸ್ಲಾಟ್ ಲೆವೆಲ್\nಸ್ಲಾಟ್ ಬೆಲೆ\nಪ್ರತಿ ಸ್ಲಾಟ್ ಬೆಲೆ\nಸ್ಲಾಟ್ ಎಂದರೇನು\nslot price\nslot\nslot bele\neshtu slot\nslot rate\nella slot bele\nslot list\nಸ್ಲಾಟ್ ಲಿಸ್ಟ್\nಎಲ್ಲಾ ಸ್ಲಾಟ್ ಬೆಲೆಗಳು\nಸ್ಲಾಟ್ ರೇಟ್\nಸ್ಲಾಟ್ ರೇಟ್ಸ್\nಕೊನೆಯ ಸ್ಲಾಟ್\nಸ್ಲಾಟ್ ಪ್ರೈಸ್\nದೊಡ್ಡ ಸ್ಲಾಟ್ ಬೆಲೆ\nಅತಿ ದೊಡ್ಡ ಸ್ಲಾಟ್\nಕೊನೆಯ ಸ್ಲಾಟ್ ಬೆಲೆ\ntotal slot\nella slot",
  "general.chat.kb.slots.a":
    "ಹತ್ತು ಸ್ಲಾಟ್ ಲೆವೆಲ್‌ಗಳಿವೆ, {first} ರಿಂದ {last} ವರೆಗೆ. Slots ಪುಟದಲ್ಲಿ ಪ್ರತಿಯೊಂದರ ಬೆಲೆ ಮತ್ತು ಪ್ರೋಗ್ರಾಮ್ ಹೇಳುವ ಪಾವತಿ ಇದೆ: {slotsUrl}",
  "general.chat.kb.upgrade.q":
    "ಸ್ಲಾಟ್ ಅಪ್‌ಗ್ರೇಡ್ ಹೇಗೆ?\nಅಪ್‌ಗ್ರೇಡ್\nಮುಂದಿನ ಸ್ಲಾಟ್\nದೊಡ್ಡ ಸ್ಲಾಟ್\nಮುಂದಿನ ಲೆವೆಲ್\nupgrade\nslot upgrade\nmundina slot\ndodda slot tagolodu\ninnond slot\nnext slot\nslot 2\nಮುಂದಿನ ಸ್ಲಾಟ್ ತಗೊಳ್ಳೋದು\nಅಪ್ಗ್ರೇಡ್ ಮಾಡೋದು\nಎರಡನೇ ಸ್ಲಾಟ್\nಮುಂದಿನ ಸ್ಲಾಟ್ ಹೇಗೆ\nಮೇಲಿನ ಸ್ಲಾಟ್\nಅಪ್ಗ್ರೇಡ್ ಲಾಭ\nಮುಂದಿನ ಲೆವೆಲ್ ಸ್ಲಾಟ್\ninnondu slot ge\nಇನ್ನೊಂದು ಸ್ಲಾಟ್ ಖರೀದಿ",
  "general.chat.kb.upgrade.a":
    "ನಿಮಗೆ ಬೇಕಾದಾಗ ಮುಂದಿನ ಸ್ಲಾಟ್ ಲೆವೆಲ್ ಅನ್ನು, ಮೊದಲನೆಯದರಂತೆಯೇ ವಾಲೆಟ್‌ನಿಂದ ಬೆಲೆ ಪಾವತಿಸಿ ಖರೀದಿಸಬಹುದು. ದೊಡ್ಡ ಸ್ಲಾಟ್ ಹೆಚ್ಚು ಬೆಲೆಯದು ಮತ್ತು ಇತರರೂ ಆ ಲೆವೆಲ್‌ನಲ್ಲಿ ಭಾಗವಹಿಸಿದರೆ ಮಾತ್ರ ಅದರ ಅಂಕಿಅಂಶಗಳು ಅನ್ವಯಿಸುತ್ತವೆ; ಹಾಗಾಗಿ ಇದು ದೊಡ್ಡ ಅಪಾಯ, ಖಚಿತ ಲಾಭವಲ್ಲ.",
  "general.chat.kb.matrix.q":
    "ಮ್ಯಾಟ್ರಿಕ್ಸ್ ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ?\nಮ್ಯಾಟ್ರಿಕ್ಸ್\nM4 ಮ್ಯಾಟ್ರಿಕ್ಸ್\n4x1 ಮ್ಯಾಟ್ರಿಕ್ಸ್\nಸ್ಥಾನಗಳು\nಸೈಕಲ್\nmatrix\nmatrix enu\nm4 matrix\nposition\nmatrix position\nplacement\nಪೊಸಿಷನ್\nmatrix explain\nಪ್ಲೇಸ್ಮೆಂಟ್\nಮ್ಯಾಟ್ರಿಕ್ಸ್ ಅರ್ಥ\nನಾಲ್ಕು ಪೊಸಿಷನ್\nಸ್ಲಾಟ್ ದುಡ್ಡು ಹಂಚುತ್ತೆ\nಮ್ಯಾಟ್ರಿಕ್ಸ್ ಹಂಚಿಕೆ\nಪೊಸಿಷನ್ ದುಡ್ಡು\nಎ ಪೊಸಿಷನ್\nmatrix kelsa\nಮ್ಯಾಟ್ರಿಕ್ಸ್ ಕೆಲಸ\n4x1\nmatrix concept",
  "general.chat.kb.matrix.a":
    "ಪ್ರತಿ ಸ್ಲಾಟ್ ನಾಲ್ಕು ಸ್ಥಾನಗಳಿರುವ M4 (4x1) ಮ್ಯಾಟ್ರಿಕ್ಸ್. ಸ್ಥಾನ A 10% ಲೀಡರ್‌ಶಿಪ್‌ಗೆ ಮತ್ತು 40% ಗ್ಲೋಬಲ್ ಪೂಲ್‌ಗೆ; B ಮತ್ತು C 10% ರಾಯಲ್ಟಿಗೆ ಮತ್ತು 10% ಕಾಯಿನ್ ಪಾರ್ಟ್‌ನರ್ ಪಾಲಿಗೆ; D 100% ನಿಮ್ಮ ಸ್ಪಾನ್ಸರ್‌ನ ಖಾಲಿ ಸ್ಥಾನಗಳಿಗೆ ಕಳುಹಿಸುತ್ತವೆ, ನಂತರ ಸೈಕಲ್ ಮತ್ತೆ ಶುರುವಾಗುತ್ತದೆ: {slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "ನಾನು ಎಷ್ಟು ಗಳಿಸಬಹುದು?\nಎಷ್ಟು ಗಳಿಸಬಹುದು\nಎಷ್ಟು ಆದಾಯ ಬರುತ್ತದೆ\nಗಳಿಕೆ\nಲಾಭ\nತಿಂಗಳ ಆದಾಯ\nಶ್ರೀಮಂತನಾಗಬಹುದಾ\nಎಷ್ಟು ದುಡ್ಡು ಬರುತ್ತೆ\nestu duddu barutte\nearning\neshtu sampadane\ntingalu eshtu\neshtu laabha\ntingalige eshtu\neshtu sampadisbahudu\nದಿನಕ್ಕೆ ಎಷ್ಟು ಬರುತ್ತೆ\ndaily earning\ntingalige lakh\nಪ್ರಾಫಿಟ್ ಎಷ್ಟು\ndina eshtu duddu\nತಿಂಗಳಿಗೆ ಎಷ್ಟು\nಎಷ್ಟು ಸಂಪಾದನೆ\nಸಂಪಾದನೆ ಮಾಡಬಹುದು\nಲಕ್ಷ ಮಾಡಬಹುದಾ\nತಿಂಗಳಿಗೆ ಲಕ್ಷ\nದುಡ್ಡು ಮಾಡಬಹುದು\nತಿಂಗಳಲ್ಲಿ ಎಷ್ಟು\nಎಷ್ಟು ಸಂಪಾದಿಸಬಹುದು\nದಿನಕ್ಕೆ ಇನ್ಕಮ್\nವರ್ಷದಲ್ಲಿ ಎಷ್ಟು\nduddu maadbahudu\nduddu madbahudu\ntingalige saavira\nmonthly income\nmane inda sampadane\nಲಕ್ಷಾಧಿಪತಿ\ndinakke eshtu\ngalisbahudu",
  "general.chat.kb.earnHowMuch.a":
    "ಇದು ಶೂನ್ಯದಿಂದ ಶುರುವಾಗುತ್ತದೆ ಮತ್ತು ಹೆಚ್ಚಿನವರಿಗೆ ಕಡಿಮೆಯೇ ಇರುತ್ತದೆ. ಪ್ಲಾನ್ ಪ್ರತಿ ಡೈರೆಕ್ಟ್ ರೆಫರಲ್‌ನ ಸ್ಲಾಟ್ ಬೆಲೆಯ 50%, 10 ಹಂತಗಳಲ್ಲಿ ಪ್ರತಿ ಸದಸ್ಯರಿಗೆ 2%, ಜೊತೆಗೆ ಪೂಲ್, ರ‍್ಯಾಂಕ್ ಮತ್ತು ರಾಯಲ್ಟಿ ಪಾಲುಗಳನ್ನು ಕೊಡುತ್ತದೆ; ಆದರೆ ಎಲ್ಲವೂ ಇತರರು ಸ್ಲಾಟ್ ಖರೀದಿಸುವುದರಿಂದಲೇ ಬರುತ್ತದೆ. ನಿಮ್ಮ ಮೂಲಕ ಯಾರೂ ಸೇರದಿದ್ದರೆ ಡೈರೆಕ್ಟ್ ಮತ್ತು ಲೆವೆಲ್ ಆದಾಯ ಶೂನ್ಯ. ಪ್ಲಾನ್: {earningsUrl}",
  "general.chat.kb.recruiting.q":
    "ಜನರನ್ನು ಸೇರಿಸಬೇಕಾ?\nಜನರನ್ನು ಸೇರಿಸುವುದು\nರೆಫರ್ ಮಾಡಬೇಕಾ\nರೆಫರ್ ಇಲ್ಲದೆ ಆದಾಯ\nಯಾರನ್ನೂ ಸೇರಿಸದೆ ಗಳಿಸಬಹುದಾ\nಜನ ಸೇರಿಸಬೇಕಾ\nrefer madbeka\nrecruit\njanaranna serisbeka\nyaarannu serisade\nrefer madade\njoin madisade\nyaarannu serisade income\nಜನ ಸೇರಿಸದೆ\nಯಾರನ್ನೂ ಸೇರಿಸದೆ ಆದಾಯ\nಸೇರಿಸೋದು ಕಡ್ಡಾಯ\nಜನ ಸೇರಿಸೋದು\nಕರೆದುಕೊಂಡು ಬರದೆ\nಜನ ಕರೆದುಕೊಂಡು ಬರಬೇಕಾ\nಸೇರಿಸದಿದ್ರೆ ಇನ್ಕಮ್\nಜನ ಸೇರಿಸದಿದ್ರೆ\nರೆಫರ್ ಮಾಡದೆ\njana serisade\nserisade income\nserisade\njoin maadisde\nಯಾರನ್ನೂ ಸೇರಿಸದೆ",
  "general.chat.kb.recruiting.a":
    "ಹೆಚ್ಚಾಗಿ, ಹೌದು. ಡೈರೆಕ್ಟ್ ಮತ್ತು ಲೆವೆಲ್ ಆದಾಯ ನಿಮ್ಮ ಮೂಲಕ ಸೇರಿದವರಿಂದ ಮತ್ತು ಅವರ ತಂಡಗಳಿಂದ ಮಾತ್ರ ಬರುತ್ತದೆ; ಗ್ಲೋಬಲ್ ಪೂಲ್‌ಗೆ ಅದೇ ಸ್ಲಾಟ್ ಹೊಂದಿರುವ ಒಬ್ಬ ಡೈರೆಕ್ಟ್ ರೆಫರಲ್ ಬೇಕು. ಯಾರನ್ನೂ ಸೇರಿಸದಿದ್ದರೆ ಆದಾಯ ಬಹುಶಃ ಶೂನ್ಯ ಅಥವಾ ತುಂಬಾ ಕಡಿಮೆ.",
  "general.chat.kb.risks.q":
    "ಇದರಲ್ಲಿ ಅಪಾಯಗಳೇನು?\nಅಪಾಯ\nರಿಸ್ಕ್\nಇದು ಸುರಕ್ಷಿತವಾ\nನನ್ನ ಹಣ ಸುರಕ್ಷಿತವಾ\nಸೇಫ್ ಆ\nಹೂಡಿಕೆ ಮಾಡಬಹುದಾ\nಇನ್ವೆಸ್ಟ್ ಮಾಡಬಹುದಾ\nsafe ideya\nrisk\nrisk ideya\nsafe a\nದುಡ್ಡು ಹಾಕೋದು ಸೇಫಾ\ninvest risk\nsafe aa\nಸೇಫ್\nscheme safe a\nರಿಸ್ಕ್ ಇದೆ\nಸೇಫಾ\nಇನ್ವೆಸ್ಟ್ ಡೇಂಜರ್\nduddu haakodu safe\nಸುರಕ್ಷಿತ",
  "general.chat.kb.risks.a":
    "ಮುಖ್ಯ ಅಪಾಯಗಳು: ಸ್ಲಾಟ್‌ಗಳಿಗೆ ಪಾವತಿಸಿದ್ದೆಲ್ಲವನ್ನೂ ಕಳೆದುಕೊಳ್ಳಬಹುದು; ನಿಮ್ಮ ಕೆಳಗೆ ಜನ ಸೇರಿದರೆ ಮಾತ್ರ ಆದಾಯ, ಮತ್ತು ಹೆಚ್ಚಿನವರು ಕೆಲವರನ್ನು ಮಾತ್ರ ಅಥವಾ ಯಾರನ್ನೂ ಸೇರಿಸಲಾರರು; ಕ್ರಿಪ್ಟೋ ಮತ್ತು ಸಿಗುವ ಟೋಕನ್‌ಗಳ ಬೆಲೆ ಕುಸಿಯಬಹುದು; ತಪ್ಪು ವಿಳಾಸಕ್ಕೆ ಕಳುಹಿಸಿದ ಹಣ ಅಥವಾ ಸೋರಿಕೆಯಾದ ರಿಕವರಿ ಫ್ರೇಸ್ ವಾಪಸ್ ಬರುವುದಿಲ್ಲ. ಕಳೆದುಕೊಂಡರೂ ತಡೆದುಕೊಳ್ಳಬಲ್ಲ ಹಣವನ್ನು ಮಾತ್ರ ಬಳಸಿ.",
  "general.chat.kb.loseMoney.q":
    "ನನ್ನ ಹಣ ಹೋಗುತ್ತದಾ?\nಹಣ ಕಳೆದುಕೊಳ್ಳುವುದು\nಹಣ ನಷ್ಟ\nನಷ್ಟ\nಲಾಸ್\nದುಡ್ಡು ಹೋಗುತ್ತಾ\nಯಾರೂ ಸೇರದಿದ್ದರೆ\nನಿಂತುಹೋದರೆ\nduddu hogutta\nloss\nloss agutta\nduddu hogbitre\npoorti duddu hogutta\ncompany odi hodre\ncompany close aadre\nಕಂಪನಿ ಓಡಿಹೋದರೆ\nhana hogbahuda\nಹಾಕಿದ ದುಡ್ಡು\nದುಡ್ಡು ಹೋದ್ರೆ\nಲಾಸ್ ಆಗುತ್ತಾ\nಪೂರ್ತಿ ದುಡ್ಡು\nದುಡ್ಡು ಹೋಗೋ\nಇನ್ವೆಸ್ಟ್ ನಷ್ಟ\nduddu kalkolodu\nದುಡ್ಡು ಕಳ್ಕೊಳ್ಳೋದು\nಲಾಸ್ ಚಾನ್ಸ್\nಮುಳುಗಿ ಹೋಗುತ್ತಾ\nದುಡ್ಡು ಮುಳುಗೋದು\nmulugi hogutta\nnashta javabdaari\nನಷ್ಟಕ್ಕೆ ಜವಾಬ್ದಾರಿ\nದುಡ್ಡು ಹೋಗಬಹುದಾ\nಕಾಸು ಕಳ್ಕೊಳ್ಳೋ\nduddu nashta",
  "general.chat.kb.loseMoney.a":
    "ಹೌದು, ಹಣ ಕಳೆದುಕೊಳ್ಳಬಹುದು. ಸ್ಲಾಟ್‌ಗಳಿಗೆ ಪಾವತಿಸಿದ್ದು ಹಿಂತಿರುಗುವುದಿಲ್ಲ, ಇತರರನ್ನು ಸೇರಿಸದಿದ್ದರೆ ಆದಾಯ ಎಂದಿಗೂ ಬರದಿರಬಹುದು, ಮತ್ತು ಕ್ರಿಪ್ಟೋ ಮೌಲ್ಯವೂ ಕುಸಿಯಬಹುದು.",
  "general.chat.kb.guarantee.q":
    "ಆದಾಯಕ್ಕೆ ಗ್ಯಾರಂಟಿ ಇದೆಯಾ?\nಗ್ಯಾರಂಟಿ\nಖಾತರಿ\nಖಚಿತ ಆದಾಯ\nಸ್ಥಿರ ಆದಾಯ\nಲಾಭ ಖಚಿತವಾ\nಫಿಕ್ಸ್ಡ್ ಆದಾಯ\nguarantee ideya\nguarantee\nkhachita\nkhachitava aadaya\npromise\nprofit guarantee\nಪ್ರಾಫಿಟ್ ಗ್ಯಾರಂಟಿ\nprofit promise\nಲಾಭದ ಪ್ರಾಮಿಸ್\nಫಿಕ್ಸ್ ಆದಾಯ\nfixed income\nಗ್ಯಾರಂಟಿ ಆದಾಯ\nಗ್ಯಾರಂಟಿನಾ\nಡೈಲಿ ಇನ್ಕಮ್ ಖಚಿತ\nಖಚಿತವಾಗಿ ಬರುತ್ತಾ\nಗ್ಯಾರಂಟೀಡ್ ರಿಟರ್ನ್\nಖಂಡಿತ ಆದಾಯ\nಪಕ್ಕಾ ಆದಾಯ\nಖಂಡಿತವಾಗಿ ಲಾಭ\nತಿಂಗಳು ಫಿಕ್ಸ್ ಆದಾಯ\nfix income\nprofit pakka\npakka income\npakka laabha",
  "general.chat.kb.guarantee.a":
    "ಯಾವುದೂ ಖಚಿತವಲ್ಲ. ಈ ಅಂಕಿಅಂಶಗಳು ಪ್ರೋಗ್ರಾಮ್‌ನ ಸ್ವಂತ ಪ್ಲಾನ್, ಖಾತರಿಯಲ್ಲ; ಯಾರೂ ನಿಮಗೆ ಆದಾಯದ ಖಾತರಿ ಕೊಡಲು ಸಾಧ್ಯವಿಲ್ಲ.",
  "general.chat.kb.scam.q":
    "ಇದು ಮೋಸವಾ?\nಮೋಸ\nವಂಚನೆ\nಸ್ಕ್ಯಾಮ್\nಫ್ರಾಡ್\nನಕಲಿ\nಇದು ನಿಜವಾ\nನಂಬಬಹುದಾ\nfake\nscam\nscam a\nfraud\nmosa\nನಂಬೋಕೆ ಆಗುತ್ತಾ\nnambbahuda\nfake company\nಫ್ರಾಡ್ ಕಂಪನಿ\nಫ್ರಾಡಾ\nಸ್ಕ್ಯಾಮಾ\nಫೇಕ್ ಪ್ಲಾನ್ ಆ\nಮೋಸದ ಕೆಲಸ\nನಿಜವಾದ ಕಂಪನಿ\nಟೋಪಿ ಕಂಪನಿ\nಟೋಪಿ ಹಾಕೋದು\nಮೋಸ ಮಾಡುತ್ತಾ\nಚೀಟಿಂಗ್ ಕಂಪನಿ\ncheating company\nಓಡಿ ಹೋಗ್ತಾರಾ\nodi hogtare\nದುಡ್ಡು ತಗೊಂಡು ಓಡಿ\nಮೋಸಗಾರರು\nfraud plan\nfake plan\nಮೋಸದ ಸ್ಕೀಮ್\nಮೋಸದ ಪ್ಲಾನ್\nಮೋಸನಾ\nಕಂಪನಿ ಮೋಸ\nಫೇಕಾ\ntopi plan\nಓಡಿ ಹೋಗ್ತಾರೆ\nmosa plan",
  "general.chat.kb.scam.a":
    "ಇದು ಸುರಕ್ಷಿತ ಎಂದು ಹೇಳುವ ಸ್ಥಿತಿಯಲ್ಲಿ ಈ ಸೈಟ್ ಇಲ್ಲ. ಇದು ಏನೆಂದರೆ: ಸ್ಮಾರ್ಟ್ ಕಾಂಟ್ರಾಕ್ಟ್ ನಡೆಸುವ ರೆಫರಲ್ ಪ್ರೋಗ್ರಾಮ್; ಸದಸ್ಯರಿಗೆ ಸಿಗುವುದು ಇತರ ಸದಸ್ಯರು ಸ್ಲಾಟ್‌ಗಳಿಗೆ ಪಾವತಿಸುವ ಹಣದಿಂದಲೇ. ಹಾಗಾಗಿ ಆದಾಯ ಹೊಸಬರು ಸೇರುವುದರ ಮೇಲೆ ಅವಲಂಬಿತ; ಸೇರುವುದು ಕಡಿಮೆಯಾದರೆ ಆದಾಯ ಕಡಿಮೆಯಾಗುತ್ತದೆ ಅಥವಾ ನಿಲ್ಲುತ್ತದೆ. ಅನೇಕ ದೇಶಗಳ ನಿಯಂತ್ರಕರು ಇಂತಹ ಯೋಜನೆಗಳ ಬಗ್ಗೆ ಎಚ್ಚರಿಸುತ್ತಾರೆ; ಹಣ ಹಾಕುವ ಮೊದಲು ನೀವೇ ಪರಿಶೀಲಿಸಿ.",
  "general.chat.kb.legal.q":
    "ಇದು ಕಾನೂನುಬದ್ಧವಾ?\nಕಾನೂನುಬದ್ಧ\nಕಾನೂನು\nಲೀಗಲ್\nಕಾನೂನುಬಾಹಿರ\nಭಾರತದಲ್ಲಿ ಅನುಮತಿ ಇದೆಯಾ\nನಿಷೇಧ\nತೆರಿಗೆ\nಟ್ಯಾಕ್ಸ್\nlegal\nlegal a\nkanoonu\npermission ideya\ngovernment permission\nrbi approval\nsebi\nಸರ್ಕಾರದ ಅನುಮತಿ\nincome tax\nಕರ್ನಾಟಕದಲ್ಲಿ ಅನುಮತಿ\nkarnataka permission\nstate alli legal\npolice case\nಪೊಲೀಸ್ ಕೇಸ್\nಇಂಡಿಯಾದಲ್ಲಿ ಲೀಗಲ್\nಲೀಗಲಾ\nಟ್ಯಾಕ್ಸ್ ಕಟ್ಟಬೇಕು\ntax kattodu\nಪರ್ಮಿಷನ್\nಸರ್ಕಾರ ಪರ್ಮಿಷನ್\nಸರ್ಕಾರ ಬ್ಯಾನ್\nkanoonu bahira\ngovt approved\nಕಾನೂನು ಬಾಹಿರ\nsarkara anumathi",
  "general.chat.kb.legal.a":
    "ಅದು ನೀವು ಎಲ್ಲಿ ವಾಸಿಸುತ್ತೀರಿ ಎಂಬುದರ ಮೇಲೆ ಅವಲಂಬಿತ. ಜನರನ್ನು ಸೇರಿಸುವುದರಿಂದ ಆದಾಯ ಬರುವ ರೆಫರಲ್ ಯೋಜನೆಗಳನ್ನು ಕೆಲವು ದೇಶಗಳು ನಿರ್ಬಂಧಿಸುತ್ತವೆ ಅಥವಾ ನಿಷೇಧಿಸುತ್ತವೆ, ಮತ್ತು ಕ್ರಿಪ್ಟೋ ನಿಯಮಗಳೂ ಪ್ರದೇಶದಿಂದ ಪ್ರದೇಶಕ್ಕೆ ಬದಲಾಗುತ್ತವೆ. ಈ ಸೈಟ್ ಕಾನೂನು ಸಲಹೆ ಕೊಡುವುದಿಲ್ಲ: ಆದಾಯ ತೆರಿಗೆ ಸೇರಿದಂತೆ ನಿಮ್ಮ ದೇಶದ ನಿಯಮಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.",
  "general.chat.kb.pyramid.q":
    "ಇದು ಪಿರಮಿಡ್ ಸ್ಕೀಮಾ?\nಪಿರಮಿಡ್\nಪಿರಮಿಡ್ ಸ್ಕೀಮ್\nMLM\nನೆಟ್‌ವರ್ಕ್ ಮಾರ್ಕೆಟಿಂಗ್\nಚೈನ್ ಬಿಸಿನೆಸ್\nಪೊಂಜಿ\nponzi\npyramid\npyramid scheme\nchain link business\nಚೈನ್ ಲಿಂಕ್\nmoney chain\nmlm business\nಎಂಎಲ್ಎಂ\nಎಂಎಲ್ಎಂ ಬಿಸಿನೆಸ್\nಮನಿ ಚೈನ್\nಪೊಂಜಿ ಸ್ಕೀಮ್\nಚೈನ್ ವ್ಯವಹಾರ\nmulti level marketing\nchain system\nಚೈನ್ ಸಿಸ್ಟಮ್\nchain scheme\nponzi type\nponzi scheme\nchain business\nಮಲ್ಟಿ ಲೆವೆಲ್ ಮಾರ್ಕೆಟಿಂಗ್",
  "general.chat.kb.pyramid.a":
    "ಇದು ಒಂದು ರೆಫರಲ್ ಪ್ರೋಗ್ರಾಮ್; ಸದಸ್ಯರು ತಾವು ಸೇರಿಸಿದವರು ಮತ್ತು ಅವರು ಸೇರಿಸಿದವರು ಸ್ಲಾಟ್‌ಗಳಿಗೆ ಪಾವತಿಸುವ ಹಣದಿಂದ ಗಳಿಸುತ್ತಾರೆ: ಬಹು ಹಂತದ ರಚನೆ. ಪಾವತಿಯಾಗುವ ಹಣ ಸದಸ್ಯರ ಸ್ಲಾಟ್ ಪಾವತಿಗಳಿಂದಲೇ ಬರುತ್ತದೆ, ಹೊರಗಿನ ಗ್ರಾಹಕರಿಗೆ ಏನನ್ನಾದರೂ ಮಾರುವುದರಿಂದ ಅಲ್ಲ. ಇದನ್ನು ಕಾನೂನುಬಾಹಿರ ಪಿರಮಿಡ್ ಸ್ಕೀಮ್ ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆಯೇ ಎಂಬುದು ನಿಮ್ಮ ದೇಶದ ಕಾನೂನಿನ ಮೇಲೆ ಅವಲಂಬಿತ.",
  "general.chat.kb.refund.q":
    "ರೀಫಂಡ್ ಸಿಗುತ್ತದಾ?\nರೀಫಂಡ್\nಹಣ ವಾಪಸ್\nದುಡ್ಡು ವಾಪಸ್\nರಿಜಿಸ್ಟ್ರೇಷನ್ ರದ್ದು\nವಹಿವಾಟು ರದ್ದು\nಕ್ಯಾನ್ಸಲ್\nrefund\nduddu vapas\nhana vapas\nvapas kodtira\ncancel madbahuda\nduddu return\nದುಡ್ಡು ರಿಟರ್ನ್\nರಿಟರ್ನ್ ಕೊಡ್ತಾರಾ\nಸ್ಲಾಟ್ ಕ್ಯಾನ್ಸಲ್\nvapas kodi\nವಾಪಸ್ ಕೊಡಿ\nduddu vaapas\nವಾಪಸ್ ಕೊಡ್ತಾರಾ",
  "general.chat.kb.refund.a":
    "ಸ್ಮಾರ್ಟ್ ಕಾಂಟ್ರಾಕ್ಟ್‌ಗೆ ಮಾಡಿದ ಪಾವತಿಯನ್ನು ಯಾರೂ ರದ್ದು ಮಾಡಲು ಅಥವಾ ಹಿಂತಿರುಗಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ, ಈ ಸೈಟ್ ಕೂಡ. ಆದಾಯವಾಗಿ ಮರಳಿ ಬರುವವರೆಗೆ ಸ್ಲಾಟ್‌ಗೆ ಪಾವತಿಸಿದ್ದನ್ನು ಕಳೆದುಹೋದಂತೆ ಭಾವಿಸಿ.",
  "general.chat.kb.withdraw.q":
    "ಹಣ ಹೇಗೆ ತೆಗೆಯುವುದು?\nವಿತ್‌ಡ್ರಾ\nಹಣ ತೆಗೆಯುವುದು\nಪಾವತಿ ಯಾವಾಗ ಬರುತ್ತದೆ\nಪೇಔಟ್\nಹಣ ಯಾವಾಗ ಸಿಗುತ್ತದೆ\nwithdraw hege\npayout\nwithdraw\nduddu tegeyodu\nduddu yavaga barutte\nwithdrawal\nincome wallet ge yavaga\ngalisida duddu tegeyodu\nಬ್ಯಾಂಕ್ಗೆ ಹಾಕೋದು\nಬ್ಯಾಂಕ್ ಅಕೌಂಟ್ಗೆ\nಕ್ಯಾಶ್ ಮಾಡೋದು\nಆದಾಯ ವಾಲೆಟ್ ಗೆ\nಪೇಮೆಂಟ್ ಯಾವಾಗ\nಇನ್ಕಮ್ ವಿತ್ಡ್ರಾ\nದುಡ್ಡು ಕೈಗೆ\nಸಂಪಾದಿಸಿದ ದುಡ್ಡು\nಗಳಿಸಿದ ದುಡ್ಡು\nincome tegeyodu\nವಿಥ್ಡ್ರಾ\nವಿತ್ಡ್ರಾ ಹೇಗೆ\ngalike wallet ge\nಗಳಿಕೆ ವಾಲೆಟ್ ಗೆ\nಸಂಪಾದನೆ ತೆಗೆಯೋದು\nದುಡ್ಡು ತೆಗೆಯೋದು\nಗಳಿಕೆ ಬ್ಯಾಂಕ್\nincome withdraw",
  "general.chat.kb.withdraw.a":
    "ಈ ಸೈಟ್ ಯಾವುದೇ ಹಣ ಇಟ್ಟುಕೊಳ್ಳುವುದಿಲ್ಲ, ಏನನ್ನೂ ಪಾವತಿಸುವುದಿಲ್ಲ. ಪ್ರೋಗ್ರಾಮ್ ಪ್ರಕಾರ ಅದರ ಸ್ಮಾರ್ಟ್ ಕಾಂಟ್ರಾಕ್ಟ್ ನೀವು ರಿಜಿಸ್ಟರ್ ಮಾಡಿದ ವಾಲೆಟ್‌ಗೇ ನೇರವಾಗಿ ಪಾವತಿಗಳನ್ನು ಕಳುಹಿಸುತ್ತದೆ, ಹಾಗಾಗಿ ವಿತ್‌ಡ್ರಾ ಫಾರ್ಮ್ ಇಲ್ಲ: ವಾಲೆಟ್‌ನಲ್ಲಿ ಮತ್ತು ಬ್ಲಾಕ್‌ಚೈನ್ ಎಕ್ಸ್‌ಪ್ಲೋರರ್‌ನಲ್ಲಿ ನೋಡಬಹುದು, ಮತ್ತು ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಅನ್ನು ಎಕ್ಸ್‌ಚೇಂಜ್‌ನಲ್ಲಿ ಮಾರಬಹುದು.",
  "general.chat.kb.whoRuns.q":
    "ಈ ಸೈಟ್ ಯಾರು ನಡೆಸುತ್ತಿದ್ದಾರೆ?\nನೀವು ಯಾರು\nಮಾಲೀಕರು ಯಾರು\nಈ ಸೈಟ್ ಯಾರು ಮಾಡಿದ್ದು\nಇದರ ಹಿಂದೆ ಯಾರು\nಓನರ್ ಯಾರು\nowner\nsite yaaru nadesthare\nowner yaaru\nsite madiddu yaru\nwebsite yaaru madidru\nyaaru nadestha iddare\nಯಾರು ನಡೆಸೋದು\nnadesodu yaaru\nಯಾರು ನಡೆಸ್ತಾರೆ\nನಡೆಸ್ತಿದ್ದಾರೆ\nಗೈಡ್ ಯಾರು\nಈ ಗೈಡ್ ಮಾಡಿದವರು\nವೆಬ್ಸೈಟ್ ನಡೆಸೋರು\nಸೈಟ್ ಯಾರದ್ದು\nಸೈಟ್ ಯಾರದು\nವೆಬ್ಸೈಟ್ ಯಾರದು\nನಡೆಸ್ತಿರೋರು\nನಡೆಸೋರು\nyaaru bardiddu\nwebsite yaaradu\nsite yaaradu\nnadistidare",
  "general.chat.kb.whoRuns.a":
    "ಈ ಸೈಟ್ ಪ್ರೋಗ್ರಾಮ್‌ನ ಸ್ವತಂತ್ರ ಪ್ರಚಾರಕರು ಮಾಡಿದ ಅನಧಿಕೃತ ಮಾರ್ಗದರ್ಶಿ. ಪ್ರೋಗ್ರಾಮ್‌ನ ಸೃಷ್ಟಿಕರ್ತರು ಇದನ್ನು ನಡೆಸುವುದಿಲ್ಲ, ಅನುಮೋದಿಸುವುದಿಲ್ಲ ಅಥವಾ ಬೆಂಬಲಿಸುವುದಿಲ್ಲ. ಇದರ ರೆಫರಲ್ ಲಿಂಕ್‌ಗಳಿಂದ ನೀವು ರಿಜಿಸ್ಟರ್ ಮಾಡಿದರೆ, ಈ ಮಾರ್ಗದರ್ಶಿಯ ಹಿಂದಿರುವವರು ಅದರಿಂದ ಗಳಿಸಬಹುದು.",
  "general.chat.kb.official.q":
    "ಇದು ಅಧಿಕೃತ ಸೈಟ್‌ಆ?\nಅಧಿಕೃತ\nಅಧಿಕೃತ ವೆಬ್‌ಸೈಟ್\nಆಫೀಷಿಯಲ್\nಆಫೀಷಿಯಲ್ ವೆಬ್‌ಸೈಟ್\nನೀವು ಕಂಪನಿಯಾ\nofficial\nofficial site\nasali site\noriginal site\ncompany site\nಒರಿಜಿನಲ್ ಸೈಟ್\nguide site\nunofficial guide\nಕಂಪನಿ ಸೈಟ್\nಸ್ವಂತ ಸೈಟ್\nನಿಜವಾದ ವೆಬ್ಸೈಟ್",
  "general.chat.kb.official.a":
    "ಇದು ಅಧಿಕೃತ ಸೈಟ್ ಅಲ್ಲ. ಇದು ಒಂದು ಅನಧಿಕೃತ ಮಾರ್ಗದರ್ಶಿ; ಪ್ರೋಗ್ರಾಮ್ ಇದನ್ನು ನಡೆಸುವುದಿಲ್ಲ, ಅನುಮೋದಿಸುವುದಿಲ್ಲ ಅಥವಾ ಬೆಂಬಲಿಸುವುದಿಲ್ಲ.",
  "general.chat.kb.contact.q":
    "ನಿಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸುವುದು?\nಸಂಪರ್ಕ\nಸಪೋರ್ಟ್\nಹೆಲ್ಪ್‌ಲೈನ್\nಫೋನ್ ನಂಬರ್\nಇಮೇಲ್\nವಾಟ್ಸಾಪ್\nಟೆಲಿಗ್ರಾಮ್\ncontact\nsupport\nwhatsapp number\nsamparka madodu\ntelegram group\nwhatsapp group\ncustomer care\nhelp number\nsamparkisodu hege\nಸಂಪರ್ಕಿಸಲು\nyarannu samparkisodu\nsupport team\nಸಪೋರ್ಟ್ ಟೀಮ್\nsupport jothe maatadodu\nಮಾತಾಡೋಕೆ ನಂಬರ್\nyaarannu kelbeku\nಹೆಲ್ಪ್ ಲೈನ್\nಆಫೀಸ್ ನಂಬರ್\nಕಾಂಟ್ಯಾಕ್ಟ್ ನಂಬರ್\nವಾಟ್ಸಾಪ್ ಅಲ್ಲಿ ಮಾತಾಡೋದು\nಟೆಲಿಗ್ರಾಮ್ ಗ್ರೂಪ್",
  "general.chat.kb.contact.a":
    "ಈ ಮಾರ್ಗದರ್ಶಿಗೆ ಹೆಲ್ಪ್ ಡೆಸ್ಕ್ ಆಗಲಿ ಫೋನ್ ಲೈನ್ ಆಗಲಿ ಇಲ್ಲ. ನೀವು ಬಳಸಿದ ಲಿಂಕ್‌ನ ಮಾಲೀಕರಾದ ನಿಮ್ಮ ಸ್ಪಾನ್ಸರ್ ಅನ್ನು ಕೇಳಿ, ಅಥವಾ ಪುಟದ ಕೆಳಗಿರುವ ಕಮ್ಯುನಿಟಿ ಲಿಂಕ್‌ಗಳನ್ನು ಬಳಸಿ. ನಿಜವಾದ ಯಾರೂ ನಿಮ್ಮ ರಿಕವರಿ ಫ್ರೇಸ್ ಆಗಲಿ ಸಹಾಯಕ್ಕಾಗಿ ಹಣವಾಗಲಿ ಕೇಳುವುದಿಲ್ಲ.",
  "general.chat.kb.presentations.q":
    "ಪ್ರೆಸೆಂಟೇಶನ್ ಎಲ್ಲಿದೆ?\nಪ್ರೆಸೆಂಟೇಶನ್\nಸ್ಲೈಡ್‌ಗಳು\nಸ್ಲೈಡ್ಸ್\nPDF\nಕನ್ನಡದಲ್ಲಿ ಪ್ಲಾನ್\npresentation\nppt\nkannada ppt\nplan pdf\nಪ್ರೆಸೆಂಟೇಷನ್\nಸ್ಲೈಡ್\nಪಿಪಿಟಿ\nಪ್ಲಾನ್ ಪಿಡಿಎಫ್\nಪಿಡಿಎಫ್\nಫೋನ್ ಅಲ್ಲಿ ಪ್ರೆಸೆಂಟೇಷನ್",
  "general.chat.kb.presentations.a":
    "Presentations ಪುಟದಲ್ಲಿ ಪ್ರೋಗ್ರಾಮ್ ಬಗ್ಗೆ ಸ್ಲೈಡ್‌ಗಳಿವೆ, ಮೊದಲು ನಿಮ್ಮ ಭಾಷೆಯಲ್ಲಿ; ನಿಮ್ಮ ಸ್ವಂತ ಸ್ಲೈಡ್‌ಗಳನ್ನೂ ಪರಿಶೀಲನೆಗೆ ಕಳುಹಿಸಬಹುದು: {presentationsUrl}",
  "general.chat.kb.videos.q":
    "ವೀಡಿಯೊ ಇದೆಯಾ?\nವೀಡಿಯೊ\nವಿಡಿಯೋ\nಟ್ಯುಟೋರಿಯಲ್\nಯೂಟ್ಯೂಬ್\nವೀಡಿಯೊ ಗೈಡ್\nyoutube\nvideo\nyoutube video\nಜಾಯಿನ್ ವಿಡಿಯೋ\nವಿಡಿಯೋ ತೋರಿಸಿ\nರಿಜಿಸ್ಟರ್ ವಿಡಿಯೋ\nರಿಜಿಸ್ಟ್ರೇಷನ್ ವಿಡಿಯೋ\nvideo torisi\nvideo link\nkannada video",
  "general.chat.kb.videos.a":
    "ಮುಖಪುಟದಲ್ಲಿ ಒಂದು ಪರಿಚಯ ವೀಡಿಯೊ ಮತ್ತು Join ಪುಟದಲ್ಲಿ ರಿಜಿಸ್ಟ್ರೇಷನ್ ತೋರಿಸುವ ಒಂದು ಟ್ಯುಟೋರಿಯಲ್ ವೀಡಿಯೊ ಇದೆ: {joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "ಇದು ಏನು?\nಈ ಪ್ರೋಗ್ರಾಮ್ ಏನು\nಇದು ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ\nಪ್ರೋಗ್ರಾಮ್ ವಿವರಿಸಿ\nಈ ಬಿಸಿನೆಸ್ ಏನು\nಪ್ರೋಗ್ರಾಮ್\nidu en business\nwhat is this program\nidu enu\nyav program\nbusiness explain madi\nidu yav tara business\nplan explain\nಏನು ಪ್ಲಾನ್\nಪ್ಲಾನ್ ಏನು\nಪ್ಲಾನ್ ವಿವರಿಸಿ\nಪ್ರೋಗ್ರಾಮ್ ಏನು ಅಂತ\nಚಿಕ್ಕದಾಗಿ ಹೇಳಿ\nen vishya\nಯಾವ ಸ್ಕೀಮ್\nಈ ಸ್ಕೀಮ್ ಏನು\nಯಾವ ತರಹದ ಪ್ಲಾನ್\nಪ್ರಾಜೆಕ್ಟ್ ಏನು\nಈ ಪ್ರಾಜೆಕ್ಟ್\nscheme explain\nplan vishaya\nyav tarada business\ntarada vyavahara\nyaava tara plan",
  "general.chat.kb.whatIsIt.a":
    "ಇದು ಕಡಿಮೆ ಶುಲ್ಕದ ಬ್ಲಾಕ್‌ಚೈನ್ ಮೇಲಿನ ಸ್ಲಾಟ್ ಆಧಾರಿತ ರೆಫರಲ್ ಪ್ರೋಗ್ರಾಮ್: ಸದಸ್ಯರು ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ನಲ್ಲಿ ಸ್ಲಾಟ್‌ಗಳನ್ನು ಖರೀದಿಸುತ್ತಾರೆ, ಮತ್ತು ಒಂದು ಸ್ಮಾರ್ಟ್ ಕಾಂಟ್ರಾಕ್ಟ್ ಆ ಪಾವತಿಗಳನ್ನು ಆರು ರೀತಿಯ ಆದಾಯವಾಗಿ ಸದಸ್ಯರ ನಡುವೆ ಹಂಚುತ್ತದೆ. ಈ ಸೈಟ್ ಅದನ್ನು ಸರಳ ಭಾಷೆಯಲ್ಲಿ, ಅಪಾಯಗಳ ಸಹಿತ ವಿವರಿಸುವ ಅನಧಿಕೃತ ಮಾರ್ಗದರ್ಶಿ.",
  "general.chat.kb.hello.q":
    "ನಮಸ್ಕಾರ\nಹಲೋ\nಹಾಯ್\nಧನ್ಯವಾದಗಳು\nಥ್ಯಾಂಕ್ಸ್\nnamaskara\nhello\nhello anna\nhi sir\ngood morning\nhai guru\nhegiddira\nhegiddiya\nಹೇಗಿದ್ದೀರಾ\nನಮಸ್ತೆ\nಗುಡ್ ಮಾರ್ನಿಂಗ್\nಗುಡ್ ನೈಟ್\nnamaste\nnamaskar",
  "general.chat.kb.hello.a":
    "ನಮಸ್ಕಾರ! ಸೇರುವುದು, ವಾಲೆಟ್, ಕನಿಷ್ಠ ಮೊತ್ತ, ಆದಾಯದ ವಿಧಗಳು, ಸ್ಲಾಟ್‌ಗಳು ಅಥವಾ ಅಪಾಯಗಳ ಬಗ್ಗೆ ನನ್ನನ್ನು ಕೇಳಿ.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "ಆಸ್ಪತ್ರೆ\nhospital\nಡಾಕ್ಟರ್\ndoctor\nಔಷಧಿ\nಜ್ವರ\nfever\nಜಿಮ್\ngym\nworkout\ndiet\nಶಾಲೆ\nschool\nಕಾಲೇಜು\ncollege\nಪರೀಕ್ಷೆ\npareekshe\nexam\nkcet\npuc result\nsslc result\nಸೇನೆ\narmy\nಮದುವೆ\nmaduve\nwedding\ngirlfriend\nಅಡುಗೆ\naduge\nrecipe\nಬಿರಿಯಾನಿ\nbiryani\nmasala dosa\nrestaurant\nಸಿನಿಮಾ\nmovie\nnetflix\nಕ್ರಿಕೆಟ್\ncricket\nipl\npubg\nbgmi\nfreefire\ncandy crush\nಹವಾಮಾನ\nಮಳೆ\nweather\ntrain ticket\nksrtc bus\nflight\nhotel\nvisa\npassport\naadhaar\nಆಧಾರ್\nration\ndriving licence\nಪೆಟ್ರೋಲ್\npetrol\ndiesel\ncurrent bill\nbescom\nwifi router\nಜಾತಕ\nhoroscope\nಚುನಾವಣೆ\nelection\nಸೀರೆ\nsaree\nmakeup\nparking\ntraffic fine\njob interview\nಮನೆ ಬಾಡಿಗೆ\nhouse rent\nಕೃಷಿ\nfarming\nugadi\ndasara\ngruha lakshmi\nairtel\nಏರ್ಟೆಲ್\njio\nಜಿಯೋ\nbsnl\nvodafone\nfibernet\nsbi\ncanara\nಕೆನರಾ\nhdfc\nicici\nhescom\nmescom\ngescom\nbwssb\nindane\nರೇಷನ್\nಪಾನ್\naadhar\nvoter\nseva sindhu\nbhoomi\ngruha jyothi\nbhagya\nkpsc\nvtu\ncomedk\nಅಮೆಜಾನ್\nflipkart\nmeesho\nswiggy\nzomato\nzepto\nola\nbmtc\nmetro\nindigo\nhotstar\nmaruti\nactiva\nsplendor\naxis\nrto\nparivahan\nಮತದಾರ\nಯೂನಿವರ್ಸಿಟಿ\nವಿಶ್ವವಿದ್ಯಾಲಯ\nಸೆಮಿನಾರ್\nಬೆಸ್ಕಾಂ\nಕೆಪಿಎಸ್ಸಿ\nಫ್ಲಿಪ್‌ಕಾರ್ಟ್\nಸ್ವಿಗ್ಗಿ\nಜೊಮ್ಯಾಟೊ\nbigbasket\nnykaa\ntatkal\nಜೂಮ್\nsharechat\nಧಾರಾವಾಹಿ\nmahindra\npulsar\ntvs\nbajaj\nyamaha\nಎಕ್ಸೆಲ್\nresult\nresults\nಫಲಿತಾಂಶ\nಗೇಮ್\nsalary\nಸಂಬಳ\nsambala\nsambla\nkea\nsensex\nnifty\nstock market\nಬ್ಯಾಂಕ್ ಲೋನ್\nಎಟಿಎಂ\nsharemarket\nmutual\nchit\nphone repair\nಫೋನ್ ರಿಪೇರಿ\nwarranty\nವಾರಂಟಿ\nfridge\nmixer\nwashing machine\nkyc\nepf\nprovident\nuan\nಪಿಎಫ್\npnb\nbaroda\nredbus\nrapido\najio\nblinkit\njiomart\nibps\ndigilocker\numang\nbbmp\nayushman\ninstagram\nfacebook\nludo\ninsurance\nವಿಮೆ\nbitcoin\nಬಿಟ್‌ಕಾಯಿನ್\ndogecoin\nಇನ್ಸ್ಟಾಗ್ರಾಮ್\nಫೇಸ್‌ಬುಕ್\ngames\ngaming\nrecharge\nindian team",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `ಏನು ಏನಿದು ಎಂದರೇನು ಎಂದರೆ ಅಂದರೆ ಅಂದ್ರೆ ಹೇಗೆ ಹೆಂಗೆ ಎಲ್ಲಿ ಎಲ್ಲಿದೆ ಯಾವಾಗ ಯಾಕೆ ಏಕೆ ಯಾರು ಯಾವ ಯಾವುದು
    ಎಷ್ಟು ಎಸ್ಟು ನಾನು ನನ್ನ ನನಗೆ ನನ್ನನ್ನು ನಾವು ನೀವು ನಿಮ್ಮ ನಿಮಗೆ ನೀನು ಇದು ಅದು ಈ ಆ ಇಲ್ಲಿ ಅಲ್ಲಿ
    ಮತ್ತು ಅಥವಾ ಇದೆ ಇವೆ ಇದೆಯಾ ಇದೆಯೇ ಆಗುತ್ತಾ ಆಗುತ್ತದೆ ಮಾಡಬೇಕು ಮಾಡುವುದು ಮಾಡೋದು ಹೇಳಿ ದಯವಿಟ್ಟು
    ಸ್ವಲ್ಪ ಅಣ್ಣ ಸರ್ please enu hege yava yaru elli eshtu estu idu adu nanu naanu nanna nimma
    madbeku madodu heli sir anna the what how where when why who which can this that
    guru bro anna sir enu yenu hege hengey elli eshtu yav yavdu yaaru idu adu nanu nanage nanna neevu nimma ide ideya beku beka a alli ge madbeku madodu heli please pls andre
    ond antha nija
    madbahuda maadbahuda agbeku agoke
    ಅಲ್ವಾ ಇಲ್ವಾ ಅಲ್ಲವಾ ಅಲ್ಲವೇ ಆಗಲು ಕೊಡಿ ಏನೇನು ಮಾಡ್ಬೇಕು ನನ್ ನಂಗೆ ಅವನು ಅವಳು ಅಂತಾನೆ ಅಂತಾರೆ ನಿಜವಾಗ್ಲೂ ಬ್ರೋ ಇದ್ರಲ್ಲಿ ಇದರಲ್ಲಿ ಎಷ್ಟಾಗುತ್ತೆ ತರ ಏನೂ ಅಂತ ಅಂತೆ ಬಗ್ಗೆ ತುಂಬಾ ಇಲ್ಲ ಬಳಸಬೇಕು ಸಿಗುತ್ತೆ ಸಿಗುತ್ತಾ ಸಿಗುತ್ತದೆ ಸಿಗುತ್ತದಾ ಗೊತ್ತಿಲ್ಲ
    inda dalli anta antare idakke idralli idaralli yaaro yarige yaarigadru helbahuda gottagalla gottilla swalpa yentha hange jasti ellakku bere avra aadre mele kodtira kodtara kodi maadi madi ondu sala aagutte agutte aagutta agutta aagbahuda madoke maadoke madovaga maadovaga nange nim nimge thumba tumba alva illa sigutte sigutta sigtide kodbeku helbeku balasbeku antira
    ಗಳು
    togobeku togobahuda tagondre togondre tagondmele togoli tagoli varegu yavuvu vyakti aadoru sigodu nadiyutta select aada aagodu
    ನೋಡೋದು ಜಾಸ್ತಿ ಯಾರಿಗೆ ಪ್ರತಿ prati
    ಮಾಡೋಕೆ ಮಾಡ್ಲಿ ಮಾಡ್ಬೇಕು ಆದ್ರೆ ಆಗುತ್ತೆ ಗೊತ್ತಾಗುತ್ತೆ ಬರುತ್ತಾ ತನಕ ಯಾವ್ದು ಅಂತ ಅಂದ್ರೆ ಏನೂ ಇದ್ಯಾ ಹೇಳಿ ಅಲ್ವಾ ಅಣ್ಣ madbeka madbeku agutte barutta gottagutte
    ಏನೇನು ಯಾವ್ಯಾವ ಆಗಿ ಆದ್ರೆ ಆಗೋ ಬರೋ ಸಿಗೋ ತೋರಿಸಿ ಬಂತು ಒತ್ತಿದಾಗ ನನಗೆ ಇದಕ್ಕೆ ಬೇರೆಯವರ ಆಮೇಲೆ ಒಂದು ಚಿಕ್ಕದಾಗಿ ತಗೋಬಹುದಾ ಮಾಡಬಹುದಾ
    ಒಳ್ಳೇದು ಯಾರಿಗಾದ್ರೂ ಪ್ರಾಬ್ಲಮ್ ಸಿಂಪಲ್ ಓಕೆನಾ
    ನಾನೂ iga
    ಎರಡಕ್ಕೂ ಆದ್ಮೇಲೆ ಏನಾಗುತ್ತೆ ಕೊಡುತ್ತಾ ಇದನ್ನ ಮಾಡಿದ್ಯಾ ಹೋಯ್ತು ಇದ್ರೆ ಇರೋ ಮಾಡುತ್ತೆ ಆದೆನೋ ಅವರೇ ಯಾರ ಮೂಲಕ ನೋಡೋಕೆ ತಗೊಂಡ್ರೆ
    ಮಾಡೋ ಆಗೋದು ಮಾಡ್ತಾರಾ ಬರೋಕೆ ಬಂದ ವರೆಗೆ
    ಯಾರಾದ್ರೂ ಕೇಳಿದ್ರೆ ಮಾಡುವಾಗ ಮಾಡಿದ್ರೆ ಬರ್ತಿದೆ ಬೇಕಾಗುತ್ತೆ ನಿಮ್ಮನ್ನ ಗೆಳೆಯ ಗೆಳೆಯರೇ ಎಲ್ಲ ನಲ್ಲಿ ಹಾಕ್ತಾರೆ ಮಾಡ್ತಾರೆ ಕೊಡಬಹುದಾ ನೋಡಬಹುದು ಪಡೆಯಬಹುದಾ hatra adralli madidre
    ಆಗುವಾಗ ಆಗ್ತಿದೆ ಒಟ್ಟು ಅಷ್ಟೇನಾ ಅಷ್ಟೇ ಇದರಿಂದ ಎಲ್ಲಿಗೆ mattu gottagbeku ಆಗೋಕೆ ಹೊಸದಾಗಿ ಆಗ್ಬೇಕು ಆಗಬಹುದಾ
    ನನ್ನನ್ನ ತರಹ ತರಹನಾ bagge aagi madla madli maadla aago yeshtu hyage hegge yaava yenu ಜಾಸ್ತಿನಾ ಜಾಸ್ತಿನ ಹತ್ರ ಎಲ್ಲಾ ella tane ಸಿಗಬಹುದಾ ಸಿಗಬಹುದು sigbahuda ಬರುತ್ತೆ ಬರುತ್ತದೆ ಏನೆಲ್ಲಾ ಏನೆಲ್ಲ enella ಎಷ್ಟಿದೆ ಸರಿನಾ sarina aagbodu agbodu idya sigo thara kanutte kaanutte helbekandre ive pratiyondu`,
};
