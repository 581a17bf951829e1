// Simplified Chinese knowledge base of the chat assistant (issue 19). Shape: see en.ts.
// Matched by character bigrams after removing the question words and particles below, so
// short noun phrases (钱包, 最低金额, 风险) make the strongest phrasings.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "坦白说：这是一个推荐计划。任何收入都取决于拉别人加入，可能为零；加密资产可能贬值；这里的内容都不是理财建议。请阅读免责声明：{disclaimerUrl}",
  "general.chat.kb.qualifier": "这些是该计划自己公布的数字，不是承诺：实际收入可能为零。",
  "general.chat.kb.join.q":
    "怎么加入？\n如何加入\n加入步骤\n怎么注册\n注册流程\n报名\n怎么开始\n入会\njoin\n怎么参加\n参加\n想参加\n开户\n开户步骤\n怎么进\n怎么玩\n怎么参与\n新手入门\n想参与\n怎么加入进来\n上车\n怎么上车\n入场\n进场\n加入流程\n注册账号\n带我玩\n第一步\n从哪开始\n怎么入手\n小白\n小白入门\n上车流程\n注册方法\n注册教程",
  "general.chat.kb.join.a":
    "安装支持该网络的钱包，把它切换到该网络，存入至少 {amount} 的稳定币和少量用于手续费的原生代币，打开钱包内置浏览器，粘贴你的推荐链接并点击 Register Now。加入页面有每一步：{joinUrl}",
  "general.chat.kb.wallet.q":
    "用哪个钱包？\n钱包\n哪个钱包好\n钱包应用\n推荐钱包\n钱包下载\nwallet\n小狐狸钱包\nmetamask\nimtoken\ntp钱包\ntrust wallet\n手机装什么app\n钱包软件\n安卓还是苹果\n手机钱包\n钱包推荐\n下载钱包\n钱包app\n钱包哪个稳\n下载哪个app\n装哪个钱包\nbitget钱包\nokx钱包\n安全的钱包\ndapp\ndapp浏览器\n内置浏览器\n冷钱包\n去中心化钱包\n钱包用哪个\n狐狸钱包",
  "general.chat.kb.wallet.a":
    "使用一个知名的、支持该计划网络并带内置（dApp）浏览器的加密钱包应用。只从手机的官方应用商店安装。加入页面有说明：{joinUrl}",
  "general.chat.kb.recoveryPhrase.q":
    "助记词是什么？\n助记词\n恢复短语\n私钥\n12个单词\n有人要我的助记词\n钱包安全\n记忆词\n英文单词\n12个英文单词\n抄下来\n写在纸上\n忘记助记词\n发私钥\n私钥泄露\nseed phrase\n助记词给别人\n助记词泄露\n私钥给别人\n助记词被看到\n助记词截图\n私钥丢了\n助记词丢了\n单词保存\n保存助记词\n要私钥\n备份助记词\n钱包备份\n导入钱包\n恢复钱包\n密钥\n私聊要助记词\n找我要私钥\n助记词存哪\n助记词怎么保存\n存助记词",
  "general.chat.kb.recoveryPhrase.a":
    "创建钱包时会显示 12 或 24 个单词的助记词。把它写在纸上妥善保管。谁拿到它就能拿走钱包里的一切：绝不要在任何网站或聊天里输入，也不要告诉任何人。本网站和该计划的人都不会向你索要它。",
  "general.chat.kb.network.q":
    "哪个网络？\n网络\n哪条链\n区块链\n切换网络\n网络选错了\nnetwork\n什么链\n走哪个链\n链\n币安链\nbsc\nbep20\ntrc20\n波场\n链选错\n转错链\n用哪个链\n链上\n主网\nerc20\n链选哪个\n波场链\nbsc链\nbnb链\ntrc20还是bep20\n币安智能链\n切链\nbsc网络\n选错链\n转错链了\n链选错了",
  "general.chat.kb.network.a":
    "该计划运行在一条低手续费的区块链网络上。充值和注册前，先把钱包切换到这个网络；在其他网络上发送的代币不会到账。见加入页面第 3 步：{joinUrl}",
  "general.chat.kb.fees.q":
    "手续费多少？\n手续费\n交易费\n矿工费\ngas费\n原生代币\n为什么需要原生代币\n收费\n扣多少\n扣钱\n每笔交易费\n手续费扣多少\n要付gas\nbnb当手续费\n手续费贵吗\n扣费\n手续费多少\n扣了点钱\n油费\n矿工费多少\ngas不够\nbnb不够\n留点bnb\n手续费bnb\n转usdt手续费\n转u手续费\n放点bnb\n为啥要bnb\nbnb干嘛用\ngas多少",
  "general.chat.kb.fees.a":
    "网络上每笔交易都有一小笔手续费，通常不到一美分，用该网络的原生代币支付。除了稳定币，钱包里还要留一点原生代币，否则注册会失败。",
  "general.chat.kb.funding.q":
    "怎么给钱包充值？\n充值\n怎么买稳定币\n在哪买USDT\n钱包里放USDT\n入金\n转USDT到钱包\n存钱\n币安\n欧易\n火币\n买u\nu怎么买\n充u\n转u到钱包\n从交易所提币\n提币到钱包\n用人民币买usdt\n换u\n充币\n买币\n搞到usdt\nu从哪来\nc2c\n场外买u\notc\n法币买u\n转账到钱包\n交易所买u\n充值没到账\n转过去没到账\n买u转钱包\n欧易买u\n充钱\n入金方法\n买币教程\n买usdt\n冻卡\nc2c冻卡\n泰达币\n买泰达币\n充进钱包\n充到钱包",
  "general.chat.kb.funding.a":
    "在交易所或钱包应用里购买与美元挂钩的稳定币，再通过该计划的网络发送到你的钱包。你需要至少 {amount} 的稳定币，外加一些原生代币付手续费。发送前核对网络和地址：转账无法撤回。",
  "general.chat.kb.minimum.q":
    "最低金额是多少？\n最低金额\n最少多少钱\n起步需要多少钱\n需要多少钱\n加入要花多少钱\n门槛\n第一个槽位价格\n最低投入\n至少要多少\n要准备多少钱\n几u能开始\n最低几u\n门槛多少\n本金多少\n起步\n起步多少\n入场门槛\n起投\n多少钱能玩\n最低门槛\n几百u\n几u\n本钱\n起步价\n最少投\n入场费\n门票\n最少投多少\n至少投\n够不够\n多少u够\n几百u够吗\n多少u能玩\n50u够吗\n100u够吗\n最低多少\n最少多少u\n起投多少",
  "general.chat.kb.minimum.a":
    "最低 {amount}：第一个槽位价格为 {amount} 稳定币，另需少量原生代币付手续费。更高的槽位更贵；槽位页面有列表：{slotsUrl}",
  "general.chat.kb.referralLink.q":
    "注册用哪个链接？\n哪个链接\n推荐链接\n邀请链接\n链接在哪里\n注册链接\n为什么用这个链接\n浏览器里粘贴链接\n邀请码\n推荐码\n网址\n注册网址\n用谁的链接\n朋友的链接\n分享链接\n推广链接\n链接失效\n链接打不开\n别人的链接\n没有链接\n邀请人链接\n复制链接\n专属链接",
  "general.chat.kb.referralLink.a":
    "使用加入页面显示的推荐链接，并粘贴到钱包浏览器里。这个链接记录谁是你的推荐人；用别的链接注册，推荐人就不同，以后也不能更改：{joinUrl}",
  "general.chat.kb.sponsor.q":
    "推荐人是什么？\n推荐人\n上线\n我的推荐人是谁\n更换推荐人\n谁推荐了我\n我的上级\n换上级\n上级是谁\n看推荐人\n推荐人能改吗\n推荐我的人\n我的上线\n查上线\n上线查询\n我的上家\n上家\n上线是谁\n推荐人是谁\n填错上级\n推荐人填错\n改推荐人\n拉我进来的人\n带我进来的人\n换上线\n领路人\n带我的人\n邀请人是谁\n查推荐人\n推荐人查询",
  "general.chat.kb.sponsor.a":
    "推荐人（上线）就是你用其推荐链接注册的那位会员。计划会把你槽位付款的一部分给推荐人，并把你放进他的团队。推荐人在注册时确定，之后不能更改。",
  "general.chat.kb.registerButton.q":
    "Register Now 按钮在哪？\n注册按钮\n注册失败\n交易失败\n注册不了\n注册报错\n激活账户\n点注册没反应\n按不动\n一直转圈\nregister按钮\n交易被拒\n没反应\n点不动\n确认失败\n一直报错\n签名失败\n转圈\n注册不上\n注册不成功\n按钮灰色\n确认不了\n确认后失败",
  "general.chat.kb.registerButton.a":
    "在钱包浏览器里打开推荐链接后，点击 Register Now 并在钱包里确认交易。如果失败，检查钱包是否在正确的网络上，以及是否有足够的稳定币和原生代币付手续费。",
  "general.chat.kb.incomeTypes.q":
    "收入类型有哪些？\n收入类型\n收入种类\n几种收入\n收入有几种\n赚钱方式\n怎么赚钱\n奖金制度\n收益模式\n奖励\n赚钱渠道\n有哪些奖金\n收入来源\n哪些奖励\n奖金种类\n六种收入\n几种奖金\n靠什么赚钱\n靠什么\n收入方式\n奖励机制\n收益种类\n收益来源\n几种收益\n奖励模式\n奖励制度\n分配制度\n收益类型\n哪些奖\n有什么奖\n奖项\n制度介绍\n奖金介绍",
  "general.chat.kb.incomeTypes.a":
    "共六种：直推收入、层级收入、全球奖池、领导奖、每周分红和代币合伙人份额。全部来自会员购买槽位的付款。收益页面逐一说明：{earningsUrl}",
  "general.chat.kb.directIncome.q":
    "直推收入是什么？\n直推收入\n直推奖\n推荐奖励\n推荐佣金\n推荐一个人能拿多少\n拉一个人赚多少\n直推拿一半\n直推50%\n推荐一人拿几个点\n直推奖励\n分一半\n直推\n推一个人\n分佣\n推荐奖\n直推拿多少\n直推比例\n直推百分之\n直推几个点\n直推收益\n推荐费",
  "general.chat.kb.directIncome.a":
    "直推收入是你直接推荐的每个人槽位价格的 50%。例如，{small} 的槽位可得 {smallHalf}。",
  "general.chat.kb.levelIncome.q":
    "层级收入是什么？\n层级收入\n层级奖\n10层\n团队收入\n下线收入\n下面几层\n第二层\n第三层\n下下级\n团队10层\n十代\n每层2%\n层级奖怎么算\n伞下\n下级的下级\n几代\n代数奖\n提成\n每层\n层奖\n见点奖\n间推\n间推奖\n二代\n下线的下线\n团队奖\n伞下业绩\n十层\n再推人\n推的人再推\n下级再推\n层级奖励\n好几层\n下面好几层\n团队提成",
  "general.chat.kb.levelIncome.a": "层级收入是你团队往下 10 层内每位会员槽位价格的 2%，合计 20%。",
  "general.chat.kb.globalPool.q":
    "全球奖池是什么？\n全球奖池\n全球收入\n2x6矩阵\n3640%\n奖池\n怎么获得全球奖池资格\n公排\n全球公排\n全球池\n全球分红池\n2x6\n奖池资格\n全网公排\n全球池子\n奖池怎么分\n全球奖池资格\n公排奖\n全球公排奖",
  "general.chat.kb.globalPool.a":
    "全球奖池是一个 2x6 矩阵，计划称每轮最多支付槽位价格的 3640%。要获得资格，你需要一位持有相同槽位的直推会员。",
  "general.chat.kb.leadership.q":
    "领导等级有哪些？\n等级\n领导奖\n钻石等级\n黄金等级\n怎么升级等级\n每日收入\n级别\n每天分\n钻石每天\n新手青铜白银\n每日分红\n等级奖金\n升等级\n钻石级\n金级\n升钻石\n领导级别\n等级分红\n每天分多少\n等级提升\n青铜到钻石\n青铜白银黄金",
  "general.chat.kb.leadership.a":
    "五个等级：Beginner、Bronze、Silver、Gold 和 Diamond。计划称每天支付等级费用的 0.25% 到 1%，取决于有多少直推会员处于相同等级，上限 250%。",
  "general.chat.kb.royalty.q":
    "每周分红是什么？\n分红\n每周分红\n分红池\n每周收入\n周奖\n分红资格\n每周领\n周分红\n每周分配\n礼拜分红\n周结\n每周发\n周分红什么时候\n每周奖励\n分红怎么拿\n每周几\n哪天发分红\n周几发",
  "general.chat.kb.royalty.a":
    "每个槽位的 B 和 C 位置把资金的 10% 送入分红池，每周在符合条件的会员之间分配。",
  "general.chat.kb.coinPartner.q":
    "代币合伙人份额是什么？\n代币合伙人\n合伙人份额\n代币\n币\n会给代币吗\n代币价格\n币能卖吗\n送币\n币值多少\n代币值钱吗\n送的币\n平台币\n空投\n代币能卖\n币能换钱\n平台币值钱吗\n代币会涨吗\n代币上线\n币什么时候上线\n平台币卖\n代币卖掉\n代币提到交易所",
  "general.chat.kb.coinPartner.a":
    "B 和 C 位置还把 10% 送入代币合伙人份额，会员以代币形式获得。代币价格会涨也会跌，所以价值不确定。",
  "general.chat.kb.slots.q":
    "有几个槽位？\n槽位\n槽位等级\n槽位价格\n每个槽位多少钱\n槽位是什么\nslot\n槽位各多少\n每格多少钱\n十个槽位\n10个等级\n格子价格\n槽位费用\n价目表\n各多少钱\n槽位多少钱\n几个槽位\n档位\n配套\n配套价格\n档位价格\n几个档\n价格表\n最贵的槽位",
  "general.chat.kb.slots.a":
    "共有十个槽位等级，从 {first} 到 {last}。槽位页面列出每个的价格和计划声称的收益：{slotsUrl}",
  "general.chat.kb.upgrade.q":
    "怎么升级槽位？\n升级\n下一个槽位\n更高的槽位\n再买一个槽位\n下一级\n买第二个\n第二个槽位\n升下一格\n下一个格子\n升级要多少\n升级槽位\n加购\n买更大的\n买更高的\n升档\n升级配套\n往上升\n升更高\n买下一格\n还要升级吗\n升级划算吗\n升到下一个\n下一个slot\n升slot",
  "general.chat.kb.upgrade.a":
    "你可以随时购买下一级槽位，和第一个一样从钱包支付。更高的槽位更贵，而且只有别人也参与那一级时它的数字才适用，所以这是更大的风险，不是稳赚。",
  "general.chat.kb.matrix.q":
    "矩阵怎么运作？\n矩阵\nM4矩阵\n4x1矩阵\n位置\n钱去哪了\n资金怎么分配\n循环\n复投\n出局\nabcd位置\n重新循环\n位置a\n4个位置\n滑落\n四个位置\n资金流向\n钱流向\n钱怎么分\n位置分配\n格子满了\n满格\n出局复投\n复投怎么算\n循环怎么算\n自动复投",
  "general.chat.kb.matrix.a":
    "每个槽位是一个有四个位置的 M4（4x1）矩阵。位置 A 把 10% 给领导奖、40% 给全球奖池；B 和 C 各把 10% 给分红、10% 给代币合伙人份额；D 把 100% 给你推荐人的空位，然后循环重新开始：{slotsUrl}",
  "general.chat.kb.earnHowMuch.q":
    "我能赚多少？\n赚多少\n能赚多少钱\n收益多少\n利润\n回报\n月收入\n能发财吗\n收益率\n月挣多少\n回本\n多久回本\n一天赚\n日赚\n月入多少\n一年赚\n挣多少\n挣钱\n能挣\n每个月赚\n能赚多少\n回报率\n能挣多少\n月入\n挣几千\n日收益\n年化\n收益怎么样\n到手多少\n每个月到手\n一天能赚\n月收益\n一个月能赚\n多久能回本",
  "general.chat.kb.earnHowMuch.a":
    "从零开始，大多数人赚得很少。计划支付每位直推会员槽位价格的 50%、10 层内每位会员的 2%，以及奖池、等级和分红份额，但这些全部来自别人购买槽位。如果没有人通过你加入，你的直推和层级收入就是零。计划：{earningsUrl}",
  "general.chat.kb.recruiting.q":
    "必须拉人吗？\n拉人\n一定要推荐吗\n不推荐能赚钱吗\n不拉人能赚吗\n要发展下线吗\n不拉朋友\n一定要拉朋友吗\n不介绍人\n不找人\n不发展下线\n不拉下线\n不推荐人\n不拉人有收入吗\n不拉人\n自己买\n单干\n不推人\n不发展\n只买不推\n不拉人头也能赚\n拉几个人\n要拉多少人\n必须推荐",
  "general.chat.kb.recruiting.a":
    "基本上，是的。直推和层级收入只来自通过你加入的人及其团队，全球奖池也需要一位持有相同槽位的直推会员。不拉人的话，收入很可能为零或很少。",
  "general.chat.kb.risks.q":
    "有什么风险？\n风险\n危险\n安全吗\n我的钱安全吗\n缺点\n值得投资吗\n可靠吗\n风险高吗\n风险大\n风险高\n风险多大\n危险吗\n稳不稳\n坑\n有坑吗\n踩雷\n风险点\n安全不\n最坏情况\n最坏结果",
  "general.chat.kb.risks.a":
    "主要风险：你可能损失为槽位支付的全部资金；只有有人在你下面加入才有收入，而大多数人只能拉到很少的人甚至一个都没有；加密货币和发放的代币价格可能下跌；转错地址或泄露助记词都无法挽回。只用你亏得起的钱。",
  "general.chat.kb.loseMoney.q":
    "会亏钱吗？\n亏钱\n会赔钱吗\n亏损\n亏本\n本金会没吗\n没人加入怎么办\n停了怎么办\n亏光\n赔钱\n没人进来\n钱会没吗\n本金没了\n赔掉\n亏掉\n归零\n赔本\n亏\n会亏吗\n会不会亏\n血亏\n打水漂\n血本无归\n赔光\n被套\n套牢\n亏完\n本金还在\n本金在不在\n亏损怎么办\n赔了怎么办",
  "general.chat.kb.loseMoney.a":
    "会的，你可能亏钱。为槽位支付的钱不会退还，如果不拉别人可能永远没有收入，而且加密资产可能贬值。",
  "general.chat.kb.guarantee.q":
    "收入有保证吗？\n保证\n保证收入\n保本\n稳赚\n固定收入\n保证收益\n承诺\n稳赚不赔\n保证月入\n一定赚\n稳定收入\n有保障吗\n包赚\n承诺收益\n保证赚\n包赚吗\n一定能赚\n躺赚\n稳赚吗\n保证赚钱\n保底",
  "general.chat.kb.guarantee.a":
    "什么都没有保证。这些数字是计划自己的方案，不是承诺，也没有人能向你承诺收入。",
  "general.chat.kb.scam.q":
    "这是骗局吗？\n骗局\n诈骗\n骗子\n骗人\n假的\n是真的吗\n靠谱吗\n可信吗\n资金盘\n庞氏\n割韭菜\n跑路\n诈骗团伙\n会不会被骗\n是不是假的\n骗钱\n靠谱不\n真的假的\n杀猪盘\n骗局吗\n会跑路吗\n正规吗\n骗子盘\n圈钱\n是骗局吗",
  "general.chat.kb.scam.a":
    "本网站无法告诉你它是安全的。它是什么：一个由智能合约运行的推荐计划，会员拿到的钱来自其他会员购买槽位的付款。因此收入取决于新人的加入，加入放缓时收入就会减少或停止。许多国家的监管机构都对这样运作的项目发出过警告，投钱之前请自己核实。",
  "general.chat.kb.legal.q":
    "这合法吗？\n合法\n违法\n在中国允许吗\n被禁止了吗\n牌照\n监管\n要交税吗\n国家允许吗\n会被抓吗\n被抓\n交税\n报税\n合法性\n违反法律\n国内能玩吗\n国家政策\n犯法\n合规\n坐牢\n国内合法吗\n犯法吗\n法律风险\n收益交税\n收入报税\n税务\n赚了要交税\n会被查吗",
  "general.chat.kb.legal.a":
    "这取决于你住在哪里。一些国家限制或禁止靠拉人获得收益的推荐计划，加密货币的法规也各地不同。本网站不提供法律建议：请查看你所在国家的规定，包括收入的税务。",
  "general.chat.kb.pyramid.q":
    "这是传销吗？\n传销\n金字塔\n金字塔骗局\n直销\n多层次营销\nMLM\n拉人头\n拉人头\n传直销\n直销吗\n资金盘吗\n下线模式\n传销吗\n多层\n传销模式\n拉人头吗\n庞氏骗局\n传销组织\n是不是传销",
  "general.chat.kb.pyramid.a":
    "这是一个推荐计划，会员从自己拉来的人以及这些人再拉来的人购买槽位的付款中获利：一种多层级结构。发放的钱来自会员的槽位付款，而不是向外部客户销售商品。它是否算非法传销，取决于你所在国家的法律。",
  "general.chat.kb.refund.q":
    "能退款吗？\n退款\n退钱\n取消注册\n撤回交易\n怎么拿回我的钱\n退出\n后悔了\n钱拿回来\n退钱吗\n要回本金\n反悔\n退回来\n能退不\n退得了\n撤销\n退回\n不想玩了\n退出来\n退给我\n退u\n把u退回\n退不退\n买错槽位\n槽位退钱\n点错了能撤回",
  "general.chat.kb.refund.a":
    "付给智能合约的款项任何人都无法取消或退还，本网站也不能。除非以收入的形式回来，否则把为槽位支付的钱当作已经花掉。",
  "general.chat.kb.withdraw.q":
    "怎么提现？\n提现\n提币\n怎么收款\n什么时候到账\n出金\n换成现金\n钱到手\n换人民币\n卖掉usdt\n变现\n到账\n提出来\n收益提出\n提取\n提现到账\n收益提现\n提现多久\n怎么提现到钱包\nu换人民币\nu换成钱\n卖u\n赚的钱提出来\n收益提现到钱包\n出金方式\n怎么出金\n收益提到交易所\n收益提到币安",
  "general.chat.kb.withdraw.a":
    "本网站不保管任何资金，也不支付任何款项。计划称其智能合约会把款项直接发到你注册用的钱包，所以没有提现表单：你可以在钱包和区块链浏览器里看到，也可以在交易所卖出稳定币。",
  "general.chat.kb.whoRuns.q":
    "这个网站是谁在运营？\n你们是谁\n谁是老板\n谁做的这个网站\n背后是谁\n创始人\n运营方\n谁在搞\n项目方\n老板是谁\n谁开的\n团队是谁\n幕后\n谁搞的\n谁开的网站\n网站老板\n谁在运营\n运营团队\n哪个团队运营\n谁运营的",
  "general.chat.kb.whoRuns.a":
    "本网站是该计划的独立推广者制作的非官方指南。它不由计划的创建者运营、批准或认可。你通过它的推荐链接注册时，指南背后的人可能因此获得收益。",
  "general.chat.kb.official.q":
    "这是官方网站吗？\n官方\n官网\n官方网站\n你们是公司吗\n真正的网站\n官方的吗\n是不是官方\n官方网站吗\n正规官网\n非官方",
  "general.chat.kb.official.a": "这不是官方网站。这是一个非官方指南，不由该计划运营、批准或认可。",
  "general.chat.kb.contact.q":
    "怎么联系你们？\n联系方式\n客服\n人工客服\n电话\n邮箱\n微信\n电报\n投诉\n客服在哪\n找谁帮忙\n微信客服\ntg\n电报群\n联系客服\n找客服\n联系人\n有问题问谁\n求助",
  "general.chat.kb.contact.a":
    "本指南没有客服或电话。请问你的推荐人（你所用链接的主人），或使用页面底部的社区链接。真正的帮助者绝不会索要你的助记词，也不会让你汇钱换取帮助。",
  "general.chat.kb.presentations.q":
    "演示文稿在哪？\n演示文稿\n幻灯片\nPPT\nPDF\n中文资料\n商业计划\n介绍资料\n说明资料\n文档\n白皮书\n计划书\n资料包\n制度图\n中文ppt\n介绍ppt",
  "general.chat.kb.presentations.a":
    "演示页面有关于该计划的幻灯片，优先显示你的语言，你也可以提交自己的幻灯片供审核：{presentationsUrl}",
  "general.chat.kb.videos.q":
    "有视频吗？\n视频\n教程\n教学视频\n油管\n视频讲解\n视频教程\n抖音\nb站\n演示视频\n讲解视频\n直播\n视频介绍\n教程视频\nyoutube\n视频教学",
  "general.chat.kb.videos.a": "首页有一个介绍视频，加入页面有一个演示注册过程的教程视频：{joinUrl}",
  "general.chat.kb.whatIsIt.q":
    "这是什么？\n这个项目是什么\n怎么运作的\n介绍一下\n项目介绍\n这是什么生意\n卖什么\n做什么的\n这是什么项目\n这是啥\n干什么的\n啥项目\n啥玩意\n干嘛的\n做啥的\n项目是啥\n啥平台\n什么平台",
  "general.chat.kb.whatIsIt.a":
    "这是一个运行在低手续费区块链上的槽位制推荐计划：会员用稳定币购买槽位，智能合约把这些付款按六种收入类型分给会员。本网站是一个非官方指南，用简单的语言解释它，包括风险。",
  "general.chat.kb.hello.q":
    "你好\n您好\n嗨\n哈喽\n谢谢\n早上好\nhello\n嗨嗨\n午安\n大家好\n有人吗\n在不在\n晚上好\n多谢\n谢了\nhi\n在吗在吗\n报到\n打扰了",
  "general.chat.kb.hello.a": "你好！可以问我关于加入、钱包、最低金额、收入类型、槽位或风险的问题。",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "医院\n看病\n挂号\n感冒发烧\n牙医\n体检\n疫苗\n医保\n健身房\n减肥\n瑜伽\n跑步\n菜谱\n做饭\n火锅\n外卖\n高考\n考研\n考公\n四六级\n学校\n留学\n当兵\n公务员\n面试\n找工作\n结婚\n彩礼\n婚礼\n相亲\n离婚\n带娃\n电影\n电视剧\n爱奇艺\n足球\n篮球\n世界杯\n王者荣耀\n原神\n和平精英\n英雄联盟\n天气预报\n火车票\n高铁票\n12306\n机票\n酒店\n签证\n护照\n身份证\n驾照\n户口\n油价\n电费\n路由器\n宽带\n衣服\n口红\n化妆品\n护肤品\n停车场\n罚单\n违章\n房租\n租房\n房贷\n种地\n养猪\n春节\n春晚\n双十一\n淘宝\n拼多多\n星座\n算命\n移动\n联通\n工商银行\n工行\n建设银行\n建行\n农业银行\n农行\n招商银行\n招行\n交通银行\n邮储银行\n借呗\n余额宝\n电网\n水费\n燃气费\n社保\n社保卡\n公积金\n居住证\n学信网\n政务服务\n中考\n教资\n雅思\n托福\n驾校\n科目一\n京东\n美团\n饿了么\n滴滴\n快手\n小红书\n闲鱼\n携程\n国航\n东航\n南航\n动车\n腾讯会议\n钉钉\n微博\n哔哩哔哩\n论文\n毕业论文\n答辩\n作业\n年终汇报\n述职报告\nwps\n优酷\n腾讯视频\n芒果tv\n鸿蒙\n比亚迪\n特斯拉\n丰田\n埃及\n高利贷\n股票\n炒股\n股市\n工资标准\n机器人\n闪退\n做菜\n美食\n个税\n退税\n挖矿\n矿机\n狗狗币\nk线\n大盘\n山寨币\n合约交易\nyoutuber\nup主\n博主\n班主任\n成绩\n分数线\napex\n蛋仔派对\n第五人格\n炒币\n双色球\n彩票\n大乐透",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `什么 怎么样 怎么 怎样 如何 为什么 为啥 哪个 哪些 哪里 哪儿 多少 几个 是不是 是否 吗 呢 吧
    啊 呀 的 了 是 我 你 您 他 我们 你们 这个 那个 一下 请问 可以 能不能 能 会 要 想 有没有
    有 在 和 还是 就 都 也 不 大概 一共
    到底 啥 咋 弄 干嘛 玩意儿 说实话
    怎么办 的话 把 被 让 给 跟 对 还 又 再 嘛 啦 哦 呗 他们 别人 哪一 比较好 根本 以后 之后 这种 那种 这里 直接 一直
    兄弟 老铁 哥们 大佬 家人们 宝子 亲 麻烦 具体 一般 比较 光 现在 后面 分别
    东西 以内 才 得 看看 发我 个 没有 没
    什么时候 时候
    说白了 认真问 那 算不算 完全 然后 万一
    投进去
    问下 问一下 请教 想问 刚 行不行 行吗 可不可以 咋回事 怎么回事 显示`,
};
