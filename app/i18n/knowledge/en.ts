// English knowledge base of the chat assistant: the source of its keys (issue 19).
// "<topic>.q": how people ask, one phrasing a line (short and informal forms too).
// "<topic>.a": the answer. Placeholders ({amount}, {joinUrl}...) are filled when the chat opens
// and must be kept in every language. The honest statement and the qualifier are added after
// answers by the code (app/domain/chat/assistant.ts), so answers do not repeat them.
import type { ChatLanguageRules } from "~/domain/chat/normalise";

export const knowledge = {
  "general.chat.kb.honest":
    "Plainly: this is a referral program. Any income depends on recruiting other people and can be zero, crypto assets can lose value, and nothing here is financial advice. Read the disclaimer: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "These are the program's own published figures, not a promise: actual income can be zero.",

  "general.chat.kb.join.q":
    "How do I join?\nhow to join\nhow can i register\nsign up\nhow to sign up\nsteps to join\nregistration process\nhow to get started\nhow do i start\nwant to become a member\nhow to create account\njoin\nhow to join this\nstep by step\nget in\nbecome a member\nmembership\nenroll\nget on board\nhow to become member\nregistration steps\nsignup process\nprocess to join\nhow to enter\nenter this\nregister account\nhow to register\nbe part of this\nget into this\nenrol\nhow to enrol\nparticipate\nregister myself\nget onboard\nsigning up",
  "general.chat.kb.join.a":
    "Install a wallet that supports the network, switch it to the network, add at least {amount} in the stablecoin plus a little of the native token for fees, open the wallet's built-in browser, paste your referral link and tap Register Now. The Join page shows every step: {joinUrl}",

  "general.chat.kb.wallet.q":
    "Which wallet should I use?\nwhat wallet\nwhich wallet app\nbest wallet\nrecommended wallet\ndo i need a wallet\nwhere to download wallet\ncrypto wallet\nwallet\ntrust wallet\nmetamask\ntokenpocket\nsafepal\nbitget wallet\nwallet app name\nwhich app to use\nwhat app do i need\ncrypto app\nwhich app to install\napp for crypto\nwallet app for iphone\nandroid wallet app\ntrustwallet\nis trust wallet ok\nwhich wallet is better\nuse as wallet\nmetamask ok\napp to download\ngood wallet\nsafest wallet\nwallet to install\ncrypto app for this\ncoinbase wallet\nokx wallet\ntp wallet",
  "general.chat.kb.wallet.a":
    "Use a well-known crypto wallet app that supports the program's network and has a built-in (dApp) browser. Install it only from your phone's official app store. The Join page walks through it: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "What is the recovery phrase?\nseed phrase\nsecret phrase\nsecret words\n12 words\nprivate key\nsomeone asked for my seed phrase\nlost my recovery phrase\nwallet security\nseed words\n12 secret words\nforgot my seed phrase\nbackup phrase\nmnemonic\nasked for my 12 words\nasking for my words\n12 word phrase\nsave my seed phrase\nseed\n24 words\n24 word phrase\nwrite down the words\nbackup words\nlost my words\nstore seed phrase\nphrase in notes\nrecovery words\nsecret recovery phrase\nscreenshot of seed phrase\nprivate keys",
  "general.chat.kb.recoveryPhrase.a":
    "When you create the wallet it shows a recovery phrase of 12 or 24 words. Write it on paper and keep it safe. Anyone who has it can take everything in the wallet: never type it into a website or a chat and never share it. Nobody from this site or the program will ever ask for it.",

  "general.chat.kb.network.q":
    "Which network?\nwhat blockchain\nwhich chain\nswitch network\nchange network in wallet\nwrong network\nnetwork setting\nblockchain network\ntrc20\nbep20\nerc20\nbsc\nbinance smart chain\ntron\npolygon network\nusdt network\nwhich network for usdt\nsent but not received\nnever arrived\ntrc20 address\nbep20 address\nusdt not showing\nusdt stuck\nbep20 or trc20\nbsc or tron\nusdt never reached\nwrong chain\nselect network\nchoose chain\nwhich chain to select\nethereum network\nerc20 or bep20\nsent on wrong network\nbep 20 or trc 20\narbitrum",
  "general.chat.kb.network.a":
    "The program runs on one low-fee blockchain network. In your wallet, switch to that network before you fund it and register; tokens sent on another network do not arrive. Step 3 on the Join page shows how: {joinUrl}",

  "general.chat.kb.fees.q":
    "How much are the fees?\ntransaction fee\ngas fee\ngas\nnetwork fee\nnative token\nwhy do i need native token\ncharges\nhidden fees\nfees\nbnb\ntrx\nmatic\nbnb for gas\ngas money\ntransaction cost\ntrx deducted\nfee per transaction\nkeep bnb for fees\nhow much bnb\nwhy bnb\nbnb deducted\ngas deducted\nno bnb\npay gas\ngas too high\ngas expensive\nbnb cut\ntrx cut\ncharge per transfer",
  "general.chat.kb.fees.a":
    "Every transaction on the network costs a small fee, usually a fraction of a cent, paid in the network's native token. Keep a little of it in your wallet besides the stablecoin, or registration will fail.",

  "general.chat.kb.funding.q":
    "How do I fund my wallet?\nhow to add money\nbuy stablecoin\nwhere to buy usdt\nhow to deposit\ntop up wallet\nsend crypto to wallet\nbuy crypto\ndeposit\nadd usdt to wallet\nusdt to my wallet\nput money in wallet\nadd funds\ntransfer usdt\nbinance\nokx\nbybit\nkucoin\nwazirx\np2p\nexchange\nbuy usdt on an exchange\ndeposit usdt\nbkash\nnagad\neasypaisa\njazzcash\ngcash\nupi payment\npaytm usdt\nkraken\nbitget\nmexc\nbinance to wallet\nmpesa\nload usdt\nmove usdt from binance\nsend usdt from exchange\nopay\nm pesa\nusdt with paypal",
  "general.chat.kb.funding.a":
    "Buy the dollar-pegged stablecoin on an exchange or inside your wallet app and send it to your wallet on the program's network. You need at least {amount} in the stablecoin plus some native token for fees. Check the network and the address before sending: transfers cannot be reversed.",

  "general.chat.kb.minimum.q":
    "What is the minimum amount?\nminimum\nminimum investment\nhow much to start\nhow much do i need\nhow much to join\nhow much does it cost\ncost to join\nentry fee\nprice of first slot\nstarting amount\nleast amount\nsmallest amount\nhow much to invest\nlowest amount\nbegin with\n2 dollars\nmin amount\nmin to start\nenough to start\nminimum i can put in\nstart capital\ncapital to start\nleast to start\nusd to start\nlow budget\nbucks to start\ndollars to start\nleast deposit",
  "general.chat.kb.minimum.a":
    "The minimum is {amount}: the first slot costs {amount} in the stablecoin, plus a little of the network's native token for fees. Higher slots cost more; the Slots page lists them: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Which link should I use to register?\nwhich link\nreferral link\ninvite link\nwhere is the link\nregistration link\nwhy this link\ncan i register without a link\nref link\npaste the link in the wallet browser\nopen the link in the dapp browser\ninvitation link\nmy own link\nlink to share\nwhose link\nfriend's link\nsomeone's link\nreferral code",
  "general.chat.kb.referralLink.a":
    "Use the referral link shown on the Join page and paste it into your wallet's browser. The link records who your sponsor is; registering through another link gives you a different sponsor, and that cannot be changed later: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "What is a sponsor?\nsponsor\nupline\nwho is my sponsor\nchange sponsor\nreferrer\nwho referred me\nwho invited me\nmy inviter\nswitch upline\nperson above me\nupline not replying\nupline not answering\nmy upline\nwho will be my upline\nchoose my upline\npick my upline\nabove me\nupline blocked me\nperson who invited me\nreferrer not responding\nchange my referrer\nwho becomes my upline",
  "general.chat.kb.sponsor.a":
    "Your sponsor (upline) is the member whose referral link you register with. The program pays your sponsor a share of your slot payments and places you in their team. The sponsor is set when you register and cannot be changed afterwards.",

  "general.chat.kb.registerButton.q":
    "Where is the Register Now button?\nregister now\nregistration failed\ntransaction failed\ncan't register\nerror when registering\nconfirm transaction\nactivate account\nnothing happens when i press register\nregister button not working\nregister fail\nnothing popped up\nbutton greyed out\nexecution reverted\nregister not working\ninsufficient funds\nkeeps failing\nnot clickable\nregister error",
  "general.chat.kb.registerButton.a":
    "After opening the referral link in your wallet's browser, tap Register Now and confirm the transaction in your wallet. If it fails, check that the wallet is on the right network and holds enough stablecoin and native token for the fee.",

  "general.chat.kb.incomeTypes.q":
    "What are the income types?\nincome types\ntypes of income\nhow do i earn\nways to earn\nhow does it pay\nincome plan\ncompensation plan\nhow do members get paid\nbonuses\nways to get paid\nsources of income\nincome streams\nall the incomes\nways to make money\n6 types of income\nsix incomes\nhow many incomes\ndifferent incomes\nall the bonuses\nbonus types\ntypes of bonuses",
  "general.chat.kb.incomeTypes.a":
    "There are six: direct income, level income, global pool, leadership, weekly royalty and coin partner share. All of them are paid from what members pay for slots. The Earnings page explains each: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "What is direct income?\ndirect income\ndirect bonus\nreferral bonus\nreferral commission\nwhat do i get for referring someone\nincome from my referrals\ndirect referral income\nwhen my friend joins\nper referral\n50% of slot\nmy cut\nwhat i get when my referral buys\n50 percent\nper head\nmy direct buys\nmy direct\nfirst referral\ncommission per referral\nearn per referral\nreferral income",
  "general.chat.kb.directIncome.a":
    "Direct income is 50% of the slot cost of each person you refer directly. For example, a {small} slot gives {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "What is level income?\nlevel income\nlevel bonus\n10 levels\nteam income\nincome from my team\ndownline income\nlevel wise income\nreferrals of my referrals\npeople my referrals bring\n2% per level\nindirect referrals\n10 levels deep\nteam commission\n2 percent per level\nmy team's team\ndownline of my downline\nmy referrals' referrals\nwhen my downline refers\n10 generations\ngenerations\nfriends of friends\ndownlines referrals\npeople under my referrals\nteam of my team\nhow far down\nteam brings in",
  "general.chat.kb.levelIncome.a":
    "Level income is 2% of the slot cost for each member down 10 levels of your team, 20% in total.",

  "general.chat.kb.globalPool.q":
    "What is the global pool?\nglobal pool\nglobal income\n2x6 matrix\n3640%\npool income\nhow to qualify for global pool\nthe pool\n3640 percent\nauto pool\nautopool",
  "general.chat.kb.globalPool.a":
    "The global pool is a 2x6 matrix that the program says pays up to 3640% of the slot cost per cycle. To qualify you need one direct referral holding the same slot.",

  "general.chat.kb.leadership.q":
    "What are the leadership ranks?\nranks\nrank\nleadership income\nleadership bonus\ndiamond rank\nhow to get a rank\ndaily income\nbronze silver gold diamond\nbronze rank\nsilver rank\nrank rewards\nbronze\nwhat does a rank pay\nrank daily pay\nrank income\nrank requirement",
  "general.chat.kb.leadership.a":
    "Five ranks: Beginner, Bronze, Silver, Gold and Diamond. The program says they pay a daily 0.25% to 1% of the rank cost, depending on how many direct members hold the same rank, capped at 250%.",

  "general.chat.kb.royalty.q":
    "What is the weekly royalty?\nroyalty\nweekly royalty\nroyalty pool\nweekly income\nweekly bonus\nroyalty payout\nroyalty each week\nroyalty every week\nroyalty shared\nroyalty income\nroyalty bonus",
  "general.chat.kb.royalty.a":
    "Placements B and C of each slot send 10% of their funds to a royalty pool that is shared out every week among members who qualify.",

  "general.chat.kb.coinPartner.q":
    "What is the coin partner share?\ncoin partner\npartner share\ntokens\ncoin\ndo i get tokens\ntoken price\nfree coins\nextra tokens\ncoin on top\nwhich token\ntoken we receive\ntoken bonus\ntoken value\nvalue of the tokens\nreceive coins",
  "general.chat.kb.coinPartner.a":
    "Placements B and C also send 10% to the coin partner share, which members receive as tokens. Token prices can rise or fall, so its value is uncertain.",

  "general.chat.kb.slots.q":
    "How many slots are there?\nslots\nslot levels\nslot prices\nhow much is each slot\nwhat is a slot\nslot cost\nlist of slots\nmost expensive slot\ncheapest slot\nbiggest slot\nlast slot\nhighest slot\nslot 5 price\nhow much is slot",
  "general.chat.kb.slots.a":
    "There are ten slot levels, from {first} to {last}. The Slots page lists what each costs and what the program says it pays: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "How do I upgrade my slot?\nupgrade\nbuy next slot\nhigher slot\nbuy another slot\nnext level\nshould i buy a bigger slot\ngo to next slot\nmove up a slot\nnext slot\njump to higher slot\nskip a slot\ngoing up",
  "general.chat.kb.upgrade.a":
    "You can buy the next slot level whenever you choose, paying its cost from your wallet in the same way as the first. A higher slot costs more and its figures only apply when others take part at that level too, so it is a bigger risk, not a sure gain.",

  "general.chat.kb.matrix.q":
    "How does the matrix work?\nmatrix\nm4 matrix\n4x1 matrix\nplacements\nplacement a b c d\nwhere does the money go\nhow are funds distributed\ncycle\nrecycle\nplacement d\nplacement a\nwhat happens with placement\npositions\nposition a b c d\nb and c placements\nplacement b\nplacement c\n4 spots\nall 4 positions\nmatrix full\nmatrix fills\nspillover\n4x1",
  "general.chat.kb.matrix.a":
    "Each slot is an M4 (4x1) matrix with four placements. Placement A sends 10% to leadership and 40% to the global pool; B and C send 10% to the royalty and 10% to the coin partner share; D sends 100% to your sponsor's free placements, then the cycle starts again: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "How much can I earn?\nhow much will i earn\nhow much money can i make\nearnings\nprofit\nreturns\nhow much profit\nmonthly income\ncan i get rich\nwhat is the roi\npassive income\nhow much can i make\nincome per month\nmake a month\nearn per day\n1000 a month\nmonthly earnings\nmake every month\nearn monthly\nmake a living\nnormal monthly payout\naverage earnings",
  "general.chat.kb.earnHowMuch.a":
    "It ranges from nothing upward, and for most people it is small. The plan pays 50% of each direct referral's slot cost, 2% per member on 10 levels, and pool, rank and royalty shares, but all of it comes from other people buying slots. If nobody joins through you, you earn nothing from direct or level income. The plan: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Do I have to recruit people?\nrecruit\nrecruiting\ndo i need to refer\ncan i earn without referring\nearn without inviting\nwithout recruiting\ndo i have to bring people\nwithout referral\nwithout joining anyone\nno referrals\ninvite friends\ndo i need to invite anyone\nno one to invite\nearn alone\nwithout bringing people\nearn without bringing\nno friends to invite\nnobody to invite\nonly paid if i refer\nrecruiting mandatory\ncompulsory to refer\nis it must to refer\nreferring compulsory\nif i dont refer\nbring members\nbring people\nmust bring members\nwithout referring anyone\ndont refer anyone\nrefer nobody",
  "general.chat.kb.recruiting.a":
    "Mostly, yes. Direct and level income come only from people who join through you and from their teams, and the global pool needs one direct referral with the same slot. Without recruiting, income is likely to be zero or very small.",

  "general.chat.kb.risks.q":
    "What are the risks?\nrisks\nrisk\nrisky\nis it safe\nis my money safe\ndangers\ndownside\nwhat could go wrong\nshould i invest\nis it a good investment\nwhat's the catch\nred flags\ncons\ndrawbacks\npitfalls\nsafe to invest money\nmoney safe here\nworst case\nworst that could happen\ndanger\nany risk\nrisky for beginners\nrisk involved\ndownsides\ndisadvantages\nhow risky",
  "general.chat.kb.risks.a":
    "The main risks: you can lose all you pay for slots; income only comes if people join below you, and most people recruit few or none; crypto prices and the tokens paid out can fall; a payment to a wrong address or a leaked recovery phrase cannot be undone. Only use money you can afford to lose.",

  "general.chat.kb.loseMoney.q":
    "Can I lose money?\nlose money\ncan i lose\nwill i lose my investment\nloss\nlosses\nwhat if nobody joins\nwhat if it stops\nlosing money\nlose what i put in\nif nobody signs up\nlose my 2 dollars\nlose what i paid\nmoney gone\nlose everything\nif it collapses\nif nobody joins under me\nno one joins under me\nmoney lost\nlosing my money\nchance of losing\nmoney gone forever\nif nobody sign up\nlose what i pay\nif the program shuts down\nprogram closes\nlose it all\nend up losing",
  "general.chat.kb.loseMoney.a":
    "Yes, you can lose money. What you pay for slots is not returned, income may never come if you do not recruit others, and crypto assets can drop in value.",

  "general.chat.kb.guarantee.q":
    "Is the income guaranteed?\nguaranteed\nguarantee\nfixed income\nsure income\nassured returns\nis profit guaranteed\npromise\nfixed return\nfixed daily return\npromised returns\nfixed monthly income\nfixed or not\nassured\nreturn assured\n100% guaranteed\nincome fixed\nguaranteed payout",
  "general.chat.kb.guarantee.a":
    "Nothing is guaranteed. The figures are the program's own plan, not a promise, and nobody can promise you an income.",

  "general.chat.kb.scam.q":
    "Is this a scam?\nscam\nfraud\nfake\nlegit\nis it real\nis this trustworthy\ncan i trust this\ncheat\nponzi\nis this fake\nreal or fake\ngenuine\nsteal money\nponzi scam\nlegit or scam\nanother scam\nrug pull\nrugpull\nrun away with the money",
  "general.chat.kb.scam.a":
    "This site cannot tell you it is safe. What it is: a referral program run by a smart contract, where what members receive comes from what other members pay for slots. Income therefore depends on new people joining, and when joining slows it falls or stops. Regulators in many countries warn about schemes that work this way, so check for yourself before putting money in.",

  "general.chat.kb.legal.q":
    "Is this legal?\nlegal\nillegal\nallowed in my country\nis it banned\nlicense\nregulated\ntax\ndo i pay tax\nlaw and rules\nis it allowed here\nallowed in pakistan\nbanned in nigeria\nlegal in bangladesh\nallowed in philippines\nlegal in indonesia\nlegal in the usa\nlegal in uae\nallowed in india\nallowed by law\nagainst the law\nsec registered\nallowed in kenya\nlegal in kenya\ntrouble with the law\nbreak the law\nallowed in saudi",
  "general.chat.kb.legal.a":
    "It depends on where you live. Some countries restrict or ban referral schemes where earnings come from recruiting, and crypto rules differ from place to place. This site gives no legal advice: check the rules in your country, including any tax on income.",

  "general.chat.kb.pyramid.q":
    "Is this a pyramid scheme?\npyramid\npyramid scheme\nmlm\nnetwork marketing\nmulti level marketing\nchain scheme\npeople at the top\ntop people earn\ntop gets everything\nnetworking\nlike mlm\nnetworking business\ntop guys\nonly the top earns\nlike herbalife\nlike amway",
  "general.chat.kb.pyramid.a":
    "It is a referral program in which members earn from what the people they bring in, and the people those bring in, pay for slots: a multi-level structure. The money paid out comes from members' slot payments, not from selling something to outside customers. Whether that counts as an illegal pyramid scheme depends on your country's law.",

  "general.chat.kb.refund.q":
    "Can I get a refund?\nrefund\nmoney back\ncancel my registration\nreverse transaction\nget my money back\nquit\nchanged my mind\nreversed\npaid by mistake\nget my payment back\nwant my money back\nrefund my slot\nslot refund\nundo payment\ncancel payment",
  "general.chat.kb.refund.a":
    "Payments to the smart contract cannot be cancelled or refunded by anyone, including this site. Treat what you pay for a slot as gone unless income comes back to you.",

  "general.chat.kb.withdraw.q":
    "How do I withdraw?\nwithdraw\nwithdrawal\ncash out\nhow do i get paid\npayout\nwhen do i receive payment\nhow to get money out\nconvert to cash\nsell usdt\nusdt to bank\nhow long does a withdrawal take\nwithdraw earnings\ncash out earnings\nget my earnings out\nturn usdt into cash\ntake out profit\nearnings to naira\nto gcash",
  "general.chat.kb.withdraw.a":
    "This site holds no money and pays nothing out. The program says its smart contract sends payments straight to the wallet you registered with, so there is no withdrawal form: you see them in your wallet and on the blockchain explorer, and you can sell the stablecoin on an exchange.",

  "general.chat.kb.whoRuns.q":
    "Who runs this site?\nwho are you\nwho owns this\nwho made this site\nwho is behind this\nowner\nfounder\nwho created the program\nwho is running this\nwebsite owner\nwho are the people behind this site\nadmin of this page\nwho manages this\nowner of this guide\nowner of waymark\nwho owns waymark",
  "general.chat.kb.whoRuns.a":
    "This site is an unofficial guide made by independent promoters of the program. It is not run, approved or endorsed by the program's creators. When you register through its referral links, the people behind this guide can earn from it.",

  "general.chat.kb.official.q":
    "Is this site official?\nofficial\nofficial website\nofficial site\nare you the company\nis this the real site\nunofficial\nthird party\n3rd party\noriginal\nrun by the program",
  "general.chat.kb.official.a":
    "This is not the official site. It is an unofficial guide, not run, approved or endorsed by the program.",

  "general.chat.kb.contact.q":
    "How can I contact you?\ncontact\nsupport\nhelp desk\ncustomer care\nphone number\nemail\nwhatsapp\ntelegram\ntalk to a person\ncomplaint\ncustomer service\ncontact admin\nhelpline number\nchat with someone\ntalk to someone\nlive chat\nreach the team\ncontact the team",
  "general.chat.kb.contact.a":
    "This guide has no help desk or phone line. Ask your sponsor, the person whose link you used, or use the community links at the bottom of the page. Nobody genuine will ever ask for your recovery phrase or ask you to send money to help you.",

  "general.chat.kb.presentations.q":
    "Where are the presentations?\npresentation\npresentations\nslides\npdf\nplan in my language\ndownload presentation\nbusiness plan\nppt file\npowerpoint slides\nprogram brochure\nplan pdf\npdf in hindi\nppt\npowerpoint\nplan slides\nslides to show\nslides in my language",
  "general.chat.kb.presentations.a":
    "The Presentations page has slides about the program, in your language first, and you can send your own for review: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "Is there a video?\nvideo\nvideos\ntutorial\nyoutube\nwatch\nvideo guide\nhow to video\nwalkthrough\nvideo tutorial\nsignup video\nvideo of the steps\nregistration video\nvideo explaining\nwatch video",
  "general.chat.kb.videos.a":
    "There is an introduction video on the home page and a tutorial video on the Join page that walks through registering: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "What is this?\nwhat is this program\nhow does it work\nexplain the program\nwhat is this about\nwhat is waymark\noverview\nwhat is the business\nwhat is this project\nwhat is this platform\nsimple explanation\nwhat exactly is this\nwhat is it all about\nexplain simply\nthis all about\nin simple words\nwhat is this business",
  "general.chat.kb.whatIsIt.a":
    "It is a slot-based referral program on a low-fee blockchain: members buy slots with a stablecoin, and a smart contract shares those payments out among members under six income types. This site is an unofficial guide that explains it in plain language, risks included.",

  "general.chat.kb.hello.q":
    "Hello\nhi\nhey\ngood morning\ngood evening\nthanks\nthank you\nhii\nhelo\nsalam\nhola\nwassup\nwhats up\nsup\nheyy\nafternoon\ngreetings\nnamaste\nhello all",
  "general.chat.kb.hello.a":
    "Hello! Ask me about joining, wallets, the minimum amount, the income types, the slots or the risks.",
  // Everyday subjects that are not the program's: a question about one gets the default answer,
  // and one as near to them as to a topic is not answered with that topic (issue 33).
  "general.chat.kb.elsewhere.q":
    "bank balance\nbank loan\ngym\ngym membership\nworkout\nweight gain\ndiet\ndoctor\nhospital\nmedicine\nvaccine\nschool\ncollege\nuniversity\nexam\nhomework\narmy\nmarriage\nwedding\ngirlfriend\nboyfriend\nrecipe\ncooking\nrestaurant\npizza\nnetflix\ncricket\nfootball\npubg\nfreefire\ncandy crush\nweather\ntrain ticket\nflight\nhotel\nvisa\npassport\naadhaar\ndriving licence\npetrol price\nelectricity bill\nwifi router\nhoroscope\nelection\ncapital city\nhistory\nmathematics\nhandbag\nshoes\nclothes\nmakeup\nskin care\nparking\ntraffic fine\njob interview\njob vacancy\nuber driver\nhouse rent\nfarming\nfootball match\nbetting\njio\nbsnl\nvodafone\nmtn\nsafaricom\nbroadband\nhdfc\nicici\nkotak\nbescom\ntneb\nloadshedding\nlpg\nration\nvoter\nepfo\nnimc\njamb\nwaec\nneet\njee\ncbse\nupsc\namazon\nmyntra\nswiggy\nzomato\nzepto\njumia\nuber\nbolt\nindigo\nspicejet\nemirates\nirctc\nzoom\ngmeet\nskype\nsnapchat\ndiscord\nexcel\ndissertation\nassignment\nsemester\nlecture\nprofessor\ninternship\ncanva\nhotstar\nspotify\ndstv\nairtel\nairline\nnurse\nteacher\nplumber\nelectrician\nengineer\natm\nparliament\narcade\nclass\npension\nvalorant\nfortnite\nminecraft\nroblox\nclash of clans\ncasino\nyoutuber\ninfluencer\nblogger\nmy ex\nsalary\nstocks\nstock market\nforex\ngiza\nsurgery\nfever\nseller\nparcel\ncourier\nirs\ndmv\nmedal\nolympics\njewellery\njewelry\namway products\nqnet\nchild\nkids\nleague\nmovie\nfd\npaypal balance\nsubscribers\nwages\nshipping\nestate agent\ngaming\nlenses\nmy order\nherbalife shake\navon\nbirthday\ntiktok",
};

export type KnowledgeKey = keyof typeof knowledge;
/** A complete translation of the knowledge base (every language file satisfies it). */
export type KnowledgeMessages = Record<KnowledgeKey, string>;

/** Words that never count as matching words: question words, auxiliaries, pronouns, articles,
 * prepositions and filler. Content words ("join", "much", "lose") are NOT here. */
export const chatLanguage: ChatLanguageRules = {
  stopWords: `what whats which who whom whose where when why how is are was were be been being am
    do does did doing done can could would should will shall may might must have has had the
    and but for nor yet with from into onto about than then that this these those there here
    its you your yours our ours their they them him her his she me my mine myself we us any
    some all many very really just also too please pls plz tell know want wanna get got give
    let like thing things okay yes not don doesn didn isn aren won cant dont doesnt
    bro bhai pls plz please guys sir ok okay u r ur wat wats whats hw y im
    one different later even actually actualy realistically honestly basically really shud keep keeps smth something anything else exactly true sure kind stuff mean happens whatever
    simply short brief today yesterday bruh dude mate asap urgent urgently
    find look looks seems wheres
    pick show shows showed guy under
    says said say someone somebody anyone anybody yo
    explain explian honest
    lol isnt arent wasnt wont didnt already gets getting going realistic
    quickly
    kindly dis dat wetin abeg still via instead after every till until
    dey madam maam dear yaar wht wot whr hv abt bcoz coz cuz becoz bcz becuz plzz plss pleasee gonna gotta lemme yeah yea wey abi sha biko oga sef shey
    fit sounds told roughly approximately approx literally seriously btw tbh hmm umm
  `,
};
