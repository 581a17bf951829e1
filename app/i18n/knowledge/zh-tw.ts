// Traditional Chinese (Taiwan) knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "老實說：這是一個推薦制計畫。任何收入都取決於能否招募到其他人，也可能是零；加密資產可能貶值，這裡的內容都不是投資建議。請閱讀免責聲明：{disclaimerUrl}",
  "general.chat.kb.qualifier": "這些是計畫自己公布的數字，不是承諾：實際收入可能是零。",

  "general.chat.kb.join.q":
    "要怎麼加入？\n怎麼加入\n如何註冊\n註冊步驟\n加入步驟\n怎麼開始\n想成為會員\n建立帳號\n我要加入\n報名\n註冊\n加入\n加入流程\n註冊流程\n怎麼參加\n想參加\n申請帳號\n開戶\n怎麼進去\n入會\n怎麼玩\n要怎麼參與\n新手入門\n入坑\n想入坑\n怎麼入坑\n參加步驟\n開始加入\n想加入\n加入要怎麼做\n要怎麼註冊\n註冊加入\n一起做\n第一步要做什麼\n怎麼弄註冊",
  "general.chat.kb.join.a":
    "安裝支援該網路的錢包，切換到該網路，存入至少 {amount} 的穩定幣，再加一點原生代幣支付手續費，然後打開錢包內建的瀏覽器，貼上你的推薦連結並點「Register Now」。加入頁面有每個步驟：{joinUrl}",

  "general.chat.kb.wallet.q":
    "應該用哪個錢包？\n錢包\n哪個錢包\n推薦的錢包\n錢包app\n需要錢包嗎\n下載錢包\n加密貨幣錢包\nwallet\n用什麼錢包\n小狐狸錢包\nmetamask\ntrust wallet\ntp錢包\nimtoken\n手機裝什麼app\n錢包軟體\n安卓還是iphone\ntp\n小狐狸還是tp\n哪個錢包比較好\n錢包推薦",
  "general.chat.kb.wallet.a":
    "請使用支援本計畫網路、並有內建（dApp）瀏覽器的知名加密錢包 App。只從手機的官方應用程式商店安裝。加入頁面有一步步的說明：{joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "什麼是助記詞？\n助記詞\n恢復短語\n私鑰\n12個單字\n種子短語\n有人跟我要助記詞\n助記詞不見了\n錢包安全\n注記詞\n記憶詞\n英文單字\n12個英文字\n抄下來\n寫在紙上\n忘記助記詞\nseed phrase\n私鑰外洩\n12個字\n24個字\n那12個字\n錢包的12個字",
  "general.chat.kb.recoveryPhrase.a":
    "建立錢包時，會顯示由 12 或 24 個單字組成的助記詞。請寫在紙上並妥善保管。任何拿到它的人都能取走錢包裡的所有東西：絕對不要輸入到網站或聊天中，也不要分享給任何人。本網站或計畫的人永遠不會向你索取。",

  "general.chat.kb.network.q":
    "哪個網路？\n網路\n哪條鏈\n區塊鏈\n切換網路\n更換網路\n網路選錯\n網路設定\n主網\n哪條鏈\n用什麼鏈\n鏈\n幣安鏈\nbsc\nbep20\ntrc20\n波場\n以太坊\n鏈選錯\n轉錯鏈\n掉幣\n選哪條鏈\n選錯鏈\n鏈選錯會怎樣\n改成哪個鏈\n改鏈\n換鏈\n以太坊還是bsc",
  "general.chat.kb.network.a":
    "本計畫運行在一個手續費低廉的區塊鏈網路上。在入金和註冊之前，先把錢包切換到那個網路；在其他網路上轉出的代幣不會到帳。加入頁面的第 3 步有說明：{joinUrl}",

  "general.chat.kb.fees.q":
    "手續費多少？\n手續費\n礦工費\n燃料費\ngas費\ngas\n交易費\n網路費用\n原生代幣\n為什麼需要原生代幣\n隱藏費用\n扣多少\n被扣錢\n每筆交易費\n手續費扣多少\n要付gas\nbnb當手續費\n手續費很貴嗎\n留bnb\n留一點bnb\ngas扣多少\ngas多少\nbnb手續費",
  "general.chat.kb.fees.a":
    "網路上的每筆交易都要付一點手續費，通常不到一美分，用網路的原生代幣支付。除了穩定幣之外，錢包裡要留一點原生代幣，否則註冊會失敗。",

  "general.chat.kb.funding.q":
    "怎麼把錢存進錢包？\n入金\n儲值\n充值\n怎麼入金\n買穩定幣\n哪裡買usdt\n轉usdt到錢包\n買加密貨幣\n存錢進去\n轉帳\n資金\n從交易所轉到錢包\n幣安\nmax交易所\n買u\nu怎麼買\n轉u進錢包\n從幣安轉出\n把錢轉進錢包\n用台幣買usdt\n幣託\n轉到小狐狸\n在max買u\n交易所買的u\nu轉進錢包\n買u轉錢包",
  "general.chat.kb.funding.a":
    "在交易所或錢包 App 內購買與美元掛鉤的穩定幣，透過本計畫的網路轉到你的錢包。你需要至少 {amount} 的穩定幣，再加上一些支付手續費的原生代幣。轉帳前請確認網路和地址：轉帳無法撤回。",

  "general.chat.kb.minimum.q":
    "最低金額是多少？\n最低金額\n最低投資\n最少要多少\n最低門檻\n入門費用\n要多少錢\n入場費\n費用多少\n第一個slot多少\n起始金額\n最少\n最低投入金額\n至少要多少\n要準備多少錢\n多少u才能開始\n最低要多少u\n本金多少\n幾塊美金就能開始\n進場門檻\n最低要放多少\n最少放多少\n最少投多少\n最低多少錢\n一開始要多少\n準備多少u\n至少準備多少",
  "general.chat.kb.minimum.a":
    "最低金額是 {amount}：第一個 slot 需要 {amount} 的穩定幣，另外再加一點網路原生代幣當手續費。更高的 slot 更貴，Slots 頁面有列表：{slotsUrl}",

  "general.chat.kb.referralLink.q":
    "註冊要用哪個連結？\n連結\n推薦連結\n邀請連結\n推廣連結\n註冊連結\n連結在哪\n沒有連結能註冊嗎\n為什麼用這個連結\nlink\n邀請碼\n推薦碼\n網址\n註冊網址\n用誰的連結\n邀請網址\n朋友的連結\n分享連結\n邀請碼在哪\n邀請碼去哪找\n朋友給的網址\n自己的連結\n別人的連結",
  "general.chat.kb.referralLink.a":
    "請使用加入頁面上的推薦連結，貼到錢包的瀏覽器裡。連結會記錄你的推薦人是誰；用別的連結註冊，推薦人就會不同，而且之後無法更改：{joinUrl}",

  "general.chat.kb.sponsor.q":
    "什麼是推薦人？\n推薦人\n上線\n我的推薦人是誰\n更換推薦人\n介紹人\n誰推薦我的\nsponsor\n上線是誰\n看推薦人\n介紹人可以改嗎\n換上線\n推薦我的人\n我的上手\n上線可以改嗎\n改上線\n換一個上線\n上線不理我\n推薦人可以換嗎\n上線改成別人",
  "general.chat.kb.sponsor.a":
    "推薦人（上線）就是你註冊時所用推薦連結的那位會員。計畫會把你 slot 付款的一部分付給推薦人，並把你放進他的團隊。推薦人在註冊時就確定，之後無法更改。",

  "general.chat.kb.registerButton.q":
    "Register Now 按鈕在哪裡？\nregister now\n註冊按鈕\n註冊失敗\n交易失敗\n無法註冊\n註冊出錯\n確認交易\n啟用帳號\n按了沒反應\n點了註冊\n註冊不了\n按不下去\n註冊一直轉圈\nregister按鈕\n交易被拒",
  "general.chat.kb.registerButton.a":
    "在錢包的瀏覽器中打開推薦連結後，點「Register Now」，再在錢包裡確認交易。如果失敗，請檢查錢包是否在正確的網路上，以及穩定幣和支付手續費的原生代幣是否足夠。",

  "general.chat.kb.incomeTypes.q":
    "有哪些收入類型？\n收入類型\n收入種類\n哪幾種收入\n收入有哪些\n怎麼賺錢\n賺錢方式\n獎金制度\n獎金\n收益計畫\n會員怎麼拿錢\n分潤制度\n賺錢管道\n有哪些獎金\n收入來源\n領哪些獎金\n獎金種類\n六種收入\n幾種獎金",
  "general.chat.kb.incomeTypes.a":
    "共有六種：直推收入、層級收入、全球獎池、領導獎、每週分紅和幣夥伴分成。全部都來自會員購買 slot 所付的錢。收益頁面逐一說明：{earningsUrl}",

  "general.chat.kb.directIncome.q":
    "什麼是直推收入？\n直推收入\n直推獎金\n推薦獎金\n推薦佣金\n直推\n推薦別人能拿什麼\n推薦的收入\n推一個人拿多少\n拉一個人賺多少\n直推拿一半\n直推50%\n推薦一人拿幾%\n介紹一個人\n分一半\n直推分潤",
  "general.chat.kb.directIncome.a":
    "直推收入是你直接推薦的每個人 slot 費用的 50%。例如 {small} 的 slot 會給你 {smallHalf}。",

  "general.chat.kb.levelIncome.q":
    "什麼是層級收入？\n層級收入\n層級獎金\n10層\n十代\n團隊收入\n團隊的收入\n下線收入\n代數獎\n下面幾層\n第二層\n第三層\n下下線\n團隊10層\n十代2%\n每層2%\n層級獎金怎麼算\n傘下\n下線的下線\n下線買slot\n下線買了我有分嗎\n團隊獎金\n層級分潤\n第二層的人\n下面的人買slot\n下面的人也有分\n層級分紅",
  "general.chat.kb.levelIncome.a":
    "層級收入是你團隊往下 10 層中，每位會員 slot 費用的 2%，合計 20%。",

  "general.chat.kb.globalPool.q":
    "什麼是全球獎池？\n全球獎池\n全球收入\n2x6矩陣\n3640%\n獎池收入\n獎池\n全球獎池資格\n公排\n全球公排\n全球池\n全球分紅池\n2x6\n獎池資格\n全球獎池條件",
  "general.chat.kb.globalPool.a":
    "全球獎池是一個 2x6 矩陣，計畫聲稱每個循環最多支付 slot 費用的 3640%。要取得資格，你需要一位持有相同 slot 的直推會員。",

  "general.chat.kb.leadership.q":
    "領導等級有哪些？\n等級\n領導獎\n領導收入\n鑽石\n黃金\n怎麼升等級\n每日收入\n日收入\n階級\n銅銀金鑽\n等級每天領\n鑽石每天\n新手青銅白銀\n每日分紅\n等級獎金\n升等\n升階\n等級制度\n領導等級\n升等級",
  "general.chat.kb.leadership.a":
    "共有五個等級：新手、青銅、白銀、黃金和鑽石。計畫聲稱，依持有相同等級的直推會員人數，每天支付等級費用的 0.25% 到 1%，上限為 250%。",

  "general.chat.kb.royalty.q":
    "什麼是每週分紅？\n分紅\n每週分紅\n分紅池\n週收入\n每週獎金\n週獎金\nroyalty\n每週權利金\n分紅資格\n每週領\n週分紅\n每週分配\n禮拜分紅",
  "general.chat.kb.royalty.a":
    "每個 slot 的 B 和 C 位置會把資金的 10% 送入分紅池，每週分配給符合資格的會員。",

  "general.chat.kb.coinPartner.q":
    "什麼是幣夥伴分成？\n幣夥伴\n夥伴分成\n代幣\n幣\ncoin\n會拿到代幣嗎\n代幣價格\ntoken\n幣合夥人\n代幣能賣嗎\n送代幣\n幣值多少\n代幣值錢嗎\n送的幣\n平台幣",
  "general.chat.kb.coinPartner.a":
    "B 和 C 位置也會把 10% 送到幣夥伴分成，會員以代幣的形式領取。代幣價格可能漲也可能跌，所以它的價值並不確定。",

  "general.chat.kb.slots.q":
    "有幾個slot？\nslot\nslots\n格位\nslot價格\n每個slot多少錢\nslot是什麼\nslot列表\nslot等級\n槽位多少錢\nslot各多少\n每格多少錢\n十個slot\n10個等級\n格子價格\nslot費用\n價目表\n幾個槽位\n槽位有哪些\n槽位",
  "general.chat.kb.slots.a":
    "slot 共有十個等級，從 {first} 到 {last}。Slots 頁面列出每個的費用，以及計畫聲稱會支付的金額：{slotsUrl}",

  "general.chat.kb.upgrade.q":
    "怎麼升級slot？\n升級\n買下一個slot\n更高的slot\n再買一個slot\n下一級\n要不要買更大的slot\n買第二格\n第二個slot\n升下一格\n下一個格位\n升級要多少\n升級slot\n加購slot\n買更高的\n升級槽位",
  "general.chat.kb.upgrade.a":
    "你可以隨時購買下一個 slot 等級，和第一個一樣從錢包支付費用。更高的 slot 更貴，而且它的數字只有在其他人也參與該等級時才適用，所以那是更大的風險，不是穩賺。",

  "general.chat.kb.matrix.q":
    "矩陣怎麼運作？\n矩陣\nm4矩陣\n4x1矩陣\n位置\n錢流向哪裡\n資金怎麼分配\n循環\n複投\nmatrix\n出局\nabcd位置\n錢跑去哪\n重新循環\n位置a\n4個位置\n公排怎麼滑落\nm4\n位置怎麼排",
  "general.chat.kb.matrix.a":
    "每個 slot 是一個有四個位置的 M4（4x1）矩陣。A 位置把 10% 送到領導獎、40% 送到全球獎池；B 和 C 把 10% 送到每週分紅、10% 送到幣夥伴分成；D 把 100% 送到你推薦人的空位，然後循環重新開始：{slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "可以賺多少？\n能賺多少\n賺多少\n收益\n利潤\n獲利\n報酬\n回報\n月收入\n能致富嗎\nroi\n被動收入\n回本\n多久回本\n一天賺多少\n日賺\n月入多少\n年收入\n投100u能賺多少\n一個月賺\n每個月賺\n月賺\n進帳\n每月進帳\n一天賺\n賺幾萬\n可以賺幾萬\n一個月能賺\n一個月可以賺",
  "general.chat.kb.earnHowMuch.a":
    "從 0 元往上都有可能，而且對大多數人來說很少。計畫支付每位直推會員 slot 費用的 50%、10 層中每位會員 2%，以及獎池、等級和分紅的分成，但全部都來自其他人購買 slot 的錢。如果沒有人透過你加入，你的直推和層級收入就是零。計畫：{earningsUrl}",

  "general.chat.kb.recruiting.q":
    "一定要拉人嗎？\n拉人\n招募\n拉下線\n一定要推薦嗎\n不推薦能賺嗎\n不拉人可以賺嗎\n不用邀請\n要帶人進來嗎\n不拉朋友\n一定要拉朋友嗎\n不介紹人\n不找人\n不拉下線\n不拉人也能賺\n拉人才有收入\n自己買可以賺嗎\n自己買就好\n單幹\n只買不拉人",
  "general.chat.kb.recruiting.a":
    "直推和 10 層的層級收入只來自透過你加入的人及其團隊，全球獎池也需要一位持有相同 slot 的直推會員，所以大多數情況下必須招募。不招募的話，收入很可能是零或非常少。",

  "general.chat.kb.risks.q":
    "有什麼風險？\n風險\n危險\n安全嗎\n我的錢安全嗎\n缺點\n會出什麼問題\n值得投資嗎\n該不該投資\n好的投資嗎\n風險大不大",
  "general.chat.kb.risks.a":
    "主要有 4 種風險：你可能失去為 slot 支付的全部金額；只有在有人加入你下面時才有收入，而大多數人只招募到很少或完全沒有；加密貨幣價格和發放的代幣都可能下跌；轉錯地址或助記詞外洩都無法挽回。只用你輸得起的錢。",

  "general.chat.kb.loseMoney.q":
    "會虧錢嗎？\n虧錢\n虧損\n賠錢\n會賠嗎\n損失\n本金會不見嗎\n沒人加入怎麼辦\n停掉怎麼辦\n血本無歸\n會虧光\n錢賠光\n沒人進來\n錢會不見嗎\n本金不見\n賠掉\n虧掉\n歸零\n虧本\n賠本\n老本\n會賠光嗎\n拿不回來\n錢拿不回來\n本金拿不回來",
  "general.chat.kb.loseMoney.a":
    "你為 slot 支付的錢不會退還，所以有可能虧錢。如果你不招募其他人，可能永遠不會有收入，而且加密資產可能貶值。",

  "general.chat.kb.guarantee.q":
    "收入有保證嗎？\n保證\n保證收入\n固定收入\n穩賺\n保本\n保證獲利\n承諾\n保證賺\n保證月入\n一定賺\n穩定收入\n有保障嗎\n包賺\n一定會賺嗎\n不會賠\n穩賺嗎",
  "general.chat.kb.guarantee.a":
    "收入連 1 塊錢都沒有保證，任何東西都不保證。這些數字是計畫自己的方案，不是承諾，也沒有人能向你承諾收入。",

  "general.chat.kb.scam.q":
    "這是詐騙嗎？\n詐騙\n騙局\n騙人\n假的\n真的嗎\n可信嗎\n靠譜嗎\n可以相信嗎\n龐氏\nscam\n騙錢的\n吸金\n詐騙集團\n會不會被騙\n跑路\n割韭菜\n是不是假的\n騙錢\n很像詐騙\n可以信嗎\n可信度\n吸金的\n吸金嗎",
  "general.chat.kb.scam.a":
    "本網站無法告訴你這個 slot 計畫是安全的。它實際上是一個由智能合約運行的推薦計畫，會員收到的錢來自其他會員購買 slot 所付的錢。因此收入取決於新人加入，加入放緩時收入就會減少或停止。許多國家的監管機構都對這種運作方式的計畫發出警告，投入資金前請自己查證。",

  "general.chat.kb.legal.q":
    "這合法嗎？\n合法\n違法\n犯法\n台灣可以嗎\n被禁止嗎\n執照\n牌照\n監管\n稅\n要繳稅嗎\n合不合法\n會被抓嗎\n報稅\n抓\n合法性\n金管會\n觸法\n違反法律\n違法嗎\n會違法\n國家法律",
  "general.chat.kb.legal.a":
    "這要看你住在哪裡（各國 / 地區規定不同）。有些國家限制或禁止靠招募賺錢的推薦制度，各地的加密貨幣規定也不同。本網站不提供法律建議：請查詢你所在國家的規定，包括收入的稅務。",

  "general.chat.kb.pyramid.q":
    "這是老鼠會嗎？\n老鼠會\n傳銷\n直銷\n金字塔\n龐氏騙局\n多層次傳銷\nmlm\n資金盤\n拉人頭\n傳直銷\n直銷嗎\n老鼠會嗎\n層壓式\n吸收下線\n拉人頭的模式\n算不算傳銷\n是傳銷嗎",
  "general.chat.kb.pyramid.a":
    "這是一個以 slot 為基礎的推薦計畫，會員從自己帶進來的人、以及那些人再帶進來的人購買 slot 所付的錢中獲得收入：也就是多層次的結構。支付出去的錢來自會員的 slot 付款，而不是把東西賣給外部顧客。這是否算是違法的老鼠會，取決於你所在國家的法律。",

  "general.chat.kb.refund.q":
    "可以退款嗎？\n退款\n退錢\n退回\n退還\n取消註冊\n撤銷交易\n拿回我的錢\n不想玩了\n退出\n後悔了\n錢拿回來\n退錢嗎\n要回本金\n反悔\n錢退回\n還錢",
  "general.chat.kb.refund.a":
    "付給智能合約（smart contract）的款項，任何人都無法取消或退款，包括本網站。除非有收入回到你手上，否則請把為 slot 支付的錢當作已經沒了。",

  "general.chat.kb.withdraw.q":
    "怎麼提領？\n提領\n提現\n提款\n出金\n怎麼領錢\n什麼時候收到錢\n換成現金\n領錢\n領出來\n換台幣\n賣掉usdt\n變現\n提到交易所\n錢什麼時候到\n領到銀行\n提領到銀行帳戶\n轉回銀行帳戶",
  "general.chat.kb.withdraw.a":
    "本網站不保管任何資金，也不支付任何款項。計畫表示，其智能合約會把款項直接付到你註冊時用的錢包，所以沒有提領表單：你可以在錢包和區塊鏈瀏覽器上看到款項，也可以在交易所賣出穩定幣。",

  "general.chat.kb.whoRuns.q":
    "這個網站是誰經營的？\n你是誰\n誰經營\n誰在經營\n網站經營者\n網站是誰做的\n背後是誰\n老闆\n創辦人\n負責人\n站長\n經營者\n公司老闆\n誰開的\n團隊是誰\n幕後\n誰架的網站",
  "general.chat.kb.whoRuns.a":
    "本網站是由計畫的獨立推廣者製作的非官方指南，並非由計畫的創辦者經營、核准或背書。當你透過這裡的推薦連結註冊時，製作本指南的人可能因此獲得收入。",

  "general.chat.kb.official.q":
    "這是官方網站嗎？\n官方\n官網\n官方網站\n你們是公司嗎\n是真的官網嗎\n官方的嗎\n是不是官方\n官方網站嗎\n原廠\n非官方\n別人架的\n是不是官網\n官網嗎",
  "general.chat.kb.official.a": "這不是官方網站，而是一份非官方指南，並非由計畫經營、核准或背書。",

  "general.chat.kb.contact.q":
    "怎麼聯絡你們？\n聯絡\n聯繫\n客服\n支援\n電話\nemail\nline\ntelegram\n找真人\n投訴\n客服在哪\n聯絡方式\n找誰幫忙\nline客服",
  "general.chat.kb.contact.a":
    "本指南沒有客服或電話。請問你的推薦人（你使用的連結的主人），或使用頁面底部的社群連結。真正的幫手絕不會向你索取助記詞，也不會要你匯錢才幫你。",

  "general.chat.kb.presentations.q":
    "簡報在哪裡？\n簡報\n投影片\npdf\n中文簡報\n下載簡報\n事業計畫\n資料\nppt\n介紹資料\n簡報檔\n說明資料\n簡報給朋友看\nppt給朋友",
  "general.chat.kb.presentations.a":
    "簡報頁面有關於本計畫的投影片，會優先顯示你的語言，你也可以提交自己的簡報供審核：{presentationsUrl}",

  "general.chat.kb.videos.q":
    "有影片嗎？\n影片\n視頻\n教學\n教學影片\nyoutube\n看影片\n操作影片\n影片教學\nyoutube教學\n影片教學在哪\n教學視頻\n示範影片\n影片介紹\n影片說明",
  "general.chat.kb.videos.a": "首頁有介紹影片，加入頁面有一步步教你註冊的教學影片：{joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "這是什麼？\n這個計畫是什麼\n怎麼運作\n介紹一下計畫\n在做什麼\nwaymark\n概況\n簡介\n這是什麼生意\n賣什麼\n做什麼的\n這是什麼項目\n項目介紹\n這是啥\n是什麼東西\n簡單說明\n計畫內容",
  "general.chat.kb.whatIsIt.a":
    "這是一個建立在低手續費區塊鏈上、以 slot 為基礎的推薦計畫：會員用穩定幣購買 slot，由智能合約把這些款項依六種收入類型分配給會員。本網站是一份非官方指南，用淺白的語言說明它，也包括風險。",

  "general.chat.kb.hello.q":
    "你好\n哈囉\n嗨\n早安\n晚安\n謝謝\n感謝\nhello\nhi\n在嗎\n嗨嗨\n哈嘍\n午安\n大家好\n安安你好\n安安各位",
  "general.chat.kb.hello.a": "你好！可以問我如何加入、錢包、最低金額、收入類型、slot 或風險。",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "醫院\n看醫生\n掛號\n感冒\n牙醫\n體檢\n疫苗\n健保\n健身房\n減肥\n瑜珈\n慢跑\n食譜\n煮飯\n火鍋\n珍奶\n滷肉飯\n鹽酥雞\n學測\n統測\n國考\n考公職\n英檢\n期末考\n學校\n留學\n補習班\n當兵\n兵役\n公務員\n面試\n找工作\n結婚\n喜餅\n婚禮\n相親\n離婚\n坐月子\n電影\n韓劇\n追劇\n足球\n籃球\n棒球\n中華職棒\n傳說對決\n原神\n天氣預報\n颱風\n高鐵票\n台鐵\n火車票\n機票\n飯店\n簽證\n護照\n身分證\n駕照\n油價\n電費\n水費\n路由器\n第四台\n衣服\n化妝品\n保養品\n停車場\n罰單\n房租\n租屋\n房貸\n種田\n過年\n中秋烤肉\n蝦皮\n悠遊卡\n全聯\n統一發票\n星座\n算命\n中華電\n台哥大\n遠傳\n台灣之星\n國泰世華\n中國信託\n中信\n玉山銀行\n台新\n富邦\n郵局\n合庫\n兆豐\n華南銀行\n台電\n台水\n自來水\n瓦斯費\n健保卡\n自然人憑證\n戶政事務所\n戶口名簿\n監理站\n勞保\n勞退\n分科測驗\n會考\n大考中心\n多益\n托福\n雅思\nmomo購物\n露天拍賣\npchome\nfoodpanda\n熊貓外送\nubereats\n博客來\n計程車\n華航\n長榮\n星宇\n虎航\n捷運\ngoogle meet\n視訊會議\n期末報告\n論文\n作業\n畢業專題\n愛奇藝\nkktv\n豐田\n光陽\ngogoro\n超商\n全家便利商店\n埃及\n地下錢莊\n高利貸\n股票\n股市\n台股\n美股\n基本工資\n機器人\n閃退\n料理\n綜所稅\n挖礦\n礦機\n狗狗幣\n山寨幣\n大盤\n合約交易\n街口\nyoutuber\n收益化\n退稅\n班導\n成績\n英雄聯盟\napex\n天堂w\n網拍\n寶可夢\n炒幣\n炒股\n大樂透\n威力彩\n彩券",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `什麼 甚麼 怎麼樣 怎麼 怎樣 如何 為什麼 為啥 哪個 哪些 哪裡 哪裏 幾個 是不是 是否
    嗎 呢 吧 啊 呀 喔 的 了 是 我 你 您 他 我們 你們 這個 那個 一下 請問 可以 能不能
    有沒有 還是 就 都 也 大概 一共
    到底 啥 弄 囉 老實說 簡單說
    多少 幾個 哪裡 能 會 要 想 在 和 不 咋 幹嘛 耶 啦 嘛 欸 哦 說實話 認真問 如果
    怎麼辦 怎辦 的話 把 被 讓 給 跟 對 還 又 再 唄 他們 別人 哪一 比較好 根本 以後 之後 這種 那種 這裡 直接 一直`,
};
