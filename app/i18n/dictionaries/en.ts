// English: the source of every key. Keys start with their Translation Manager tab
// (general, homepage, join, earnings, presentations, slots, footer, testimonials).
// {name} style placeholders are filled at lookup time and must survive translation.
export const en = {
  "general.productName": "Waymark",
  "general.skipToContent": "Skip to main content",
  "general.nav.label": "Main navigation",
  "general.nav.home": "Home",
  "general.nav.join": "Join",
  "general.nav.earnings": "Earnings",
  "general.nav.slots": "Slots",
  "general.nav.presentations": "Presentations",
  "general.nav.assistant": "AI Assistant",
  "general.menu.toggle": "Menu",
  "general.language.label": "Language",
  "general.language.choose": "Choose a language",
  "general.language.changed": "Language changed to {language}",
  "general.toast.dismiss": "Dismiss notification",
  "general.notFound.title": "404",
  "general.notFound.message": "Oops! Page not found",
  "general.notFound.backHome": "Return to Home",
  "general.error.title": "Unexpected Application Error!",
  "general.error.message": "Something went wrong on our side. Please try again in a moment.",
  "general.joinNow": "Join Now",
  "general.opensInNewTab": "opens in a new tab",
  "general.copyLink": "Copy link",
  "general.copyFailed": "Failed to copy: {reason}",
  "homepage.referral.title": "Your referral link",
  "homepage.referral.description":
    "Register only through this link so that your sponsor is recorded. Open it in your wallet's built-in browser and tap Register Now.",
  "homepage.referral.fieldLabel": "Referral link",
  "join.wallet.open": "Open in {wallet}",
  "join.wallet.text":
    "Opens your referral link in the {wallet} app's built-in browser. Without the app, you land on {wallet}'s own page.",
  "join.wallet.other":
    "Another wallet? Open its built-in browser and paste the referral link below.",
  "general.qr.title": "Scan with your phone",
  "general.qr.text":
    "Scan this code with your phone's camera or wallet app to open your referral link there.",
  "general.qr.alt": "QR code of your referral link",
  "general.share.label": "Share this page",
  "general.share.button": "Share",
  "general.share.text":
    "A plain-language guide to this program, in your language: how to join, the income plan and the risks.",
  "general.share.copied": "Link copied",
  "general.offline.title": "You are offline",
  "general.offline.text":
    "This page has not been saved on this device yet. Pages you have already read still open without a connection.",
  "general.offline.retry": "Try again",
  "general.offline.home": "Open the home page",
  "general.meta.description":
    "An unofficial, plain-language guide to a slot-based referral program on a low-fee blockchain: how to join, the income plan, slot levels and ranks, and the risks.",
  "general.meta.joinDescription":
    "Step by step: set up a wallet, fund it, and register through a referral link.",
  "general.meta.earningsDescription":
    "The program's six income types explained, with its published figures and the risks.",
  "general.meta.slotsDescription":
    "The ten slot levels, what each costs, and how the matrix places funds.",
  "general.meta.presentationsDescription": "Presentations about the program in your language.",
  "general.meta.assistantDescription":
    "Ask common questions about the program and get answers straight away.",
  "general.disclaimer.title": "Please read: income is not guaranteed",
  "general.disclaimer.text":
    "The figures on this page are the program's own published plan, not a promise. Any income depends on recruiting other people and can be zero. Crypto assets can lose value quickly. This site is not financial advice: only put in what you can afford to lose.",
  "general.video.play": "Play video: {title}",
  "general.video.intro": "Introduction video",
  "general.video.tutorial": "Tutorial video",
  "general.video.noVideo": "No video is available yet.",
  "general.tabs.label": "{name} tabs",
  "general.viewAll": "View all",
  "general.showLess": "Show less",
  "general.close": "Close",
  "general.loading": "Loading...",
  "general.stickyCta.text": "Ready when you are. It starts with a {amount} slot.",
  "general.chat.open": "Open the chat assistant",
  "general.chat.title": "Chat assistant",
  "general.chat.maximize": "Maximize chat",
  "general.chat.minimize": "Minimize chat",
  "general.chat.closePanel": "Close chat",
  "general.chat.greeting":
    "Hello! I answer common questions about joining, slots, income types and risks. What would you like to know?",
  "general.chat.placeholder": "Ask about the product...",
  "general.chat.inputLabel": "Your question",
  "general.chat.send": "Send",
  "general.chat.clear": "Clear Chat",
  "general.chat.cleared": "Chat cleared",
  "general.chat.thinking": "Assistant is typing…",
  "general.chat.suggestions": "Suggested questions",
  "general.chat.you": "You",
  "general.chat.assistant": "Assistant",
  "general.chat.intro":
    "Answers come from a fixed set of questions and work offline on your phone. For anything else, read the guide pages.",
  "general.chat.errorTitle": "Problem processing your question. Please try again.",
  "general.chat.errorReply": "Sorry, I'm having trouble processing your request. Please try again.",
  "general.chat.default":
    "I don't have an answer for that yet. Try asking about how to join, the slots, the income types, the minimum amount, or the risks.",
  "general.chat.q1": "How do I join?",
  "general.chat.a1":
    "Install a wallet that supports the network, switch it to the network, add at least {amount} in the stablecoin plus a little of the native token for fees, open the wallet's built-in browser, paste your referral link and tap Register Now. The Join page shows every step: {joinUrl}",
  "general.chat.q2": "How much do I need to start?",
  "general.chat.a2":
    "The first slot costs {amount} in the stablecoin, plus a small amount of the network's native token for transaction fees.",
  "general.chat.q3": "Is the income guaranteed?",
  "general.chat.a3":
    "No. The figures are the program's own plan, not a promise. Income depends on recruiting other people and can be zero, and crypto assets can lose value. Only use money you can afford to lose.",
  "general.chat.q4": "What are the income types?",
  "general.chat.a4":
    "There are six: direct income, level income, global pool, leadership, weekly royalty and coin partner share. The Earnings page explains each: {earningsUrl}",
  "general.chat.q5": "What is direct income?",
  "general.chat.a5":
    "Direct income is 50% of the slot cost of each person you refer directly. For example, a {small} slot gives {smallHalf}.",
  "general.chat.q6": "What is level income?",
  "general.chat.a6":
    "Level income is 2% of the slot cost for each member down 10 levels of your team, 20% in total.",
  "general.chat.q7": "How many slots are there?",
  "general.chat.a7":
    "There are ten slot levels, from {first} to {last}. The Slots page lists them: {slotsUrl}",
  "general.chat.q8": "What is the global pool?",
  "general.chat.a8":
    "The global pool is a 2x6 matrix that pays up to 3640% of the slot cost per cycle. To qualify you need one direct referral holding the same slot.",
  "general.chat.q9": "What are the leadership ranks?",
  "general.chat.a9":
    "Five ranks: Beginner, Bronze, Silver, Gold and Diamond. They pay a daily 0.25% to 1% of the rank cost, depending on how many direct members hold the same rank, capped at 250%.",
  "general.chat.q10": "Is this site official?",
  "general.chat.a10":
    "No. This is an unofficial guide. It is not run, approved or endorsed by the program.",
  "general.chat.q11": "Which link should I use to register?",
  "general.chat.a11":
    "Use the referral link shown on this site, so that your sponsor is recorded. Registering only through the official link ensures referral tracking.",
  "general.chat.q12": "Can I lose money?",
  "general.chat.a12":
    "Yes. You can lose what you pay for slots, and crypto prices can fall. Income is not guaranteed and may be zero if you do not recruit others.",
  "homepage.hero.badge": "Unofficial guide",
  "homepage.hero.title": "Understand the slot program before you join",
  "homepage.hero.subtitle":
    "A clear guide in your language: how to register with a wallet, what each slot costs, how the six income types work, and what the risks are.",
  "homepage.hero.getStarted": "Get Started",
  "homepage.hero.learnMore": "Learn More",
  "homepage.intro.title": "See how it works",
  "homepage.features.title": "What the program is",
  "homepage.features.lowFees.title": "Low network fees",
  "homepage.features.lowFees.text":
    "It runs on a blockchain where a transaction costs a fraction of a cent, so small slots make sense.",
  "homepage.features.contract.title": "Rules in a smart contract",
  "homepage.features.contract.text":
    "Payments follow a published M4 matrix that distributes 100% of the funds it receives.",
  "homepage.features.start.title": "Starts at {amount}",
  "homepage.features.start.text":
    "The first slot costs {amount} in a dollar-pegged stablecoin, plus a little native token for fees.",
  "homepage.guide.title": "How to join",
  "homepage.guide.subtitle": "Three steps. The Join page explains each one in detail.",
  "homepage.guide.step1.title": "Set up a wallet",
  "homepage.guide.step1.text": "Install a recommended crypto wallet and switch it to the network.",
  "homepage.guide.step2.title": "Fund it",
  "homepage.guide.step2.text":
    "Add at least {amount} in the stablecoin and some native token for fees.",
  "homepage.guide.step3.title": "Register with the link",
  "homepage.guide.step3.text":
    "Open the wallet's browser, paste the referral link and tap Register Now.",
  "homepage.guide.fullGuide": "Read the full guide",
  "homepage.earnings.title": "Six ways the plan pays",
  "homepage.earnings.subtitle":
    "As the program describes them. Read the risks below before deciding.",
  "homepage.earnings.details": "See the details",
  "homepage.slots.title": "The slot system",
  "homepage.slots.subtitle": "Ten levels. Choose a level to see its figures.",
  "homepage.proof.title": "Proof of earnings",
  "homepage.proof.subtitle":
    "Screenshots shared by members. Results vary and past results do not predict yours.",
  "homepage.proof.empty": "No earnings proof found",
  "homepage.proof.enlarge": "Enlarge image: {description}",
  "homepage.testimonials.title": "What members say",
  "homepage.testimonials.empty": "No testimonials found",
  "homepage.testimonials.rating": "{stars} out of 5 stars",
  "homepage.why.title": "Why people choose it",
  "homepage.why.point1": "Small entry: the first slot costs {amount}.",
  "homepage.why.point2":
    "Transparent rules: the smart contract's payouts can be checked on the blockchain.",
  "homepage.why.point3": "Low fees on the network keep small payments worthwhile.",
  "homepage.why.point4": "Guides and presentations in many languages, including this one.",
  "join.title": "How to join, step by step",
  "join.subtitle":
    "Follow these seven steps on your phone. Take your time: nothing happens until you tap Register Now.",
  "join.activate": "Activate Account",
  "join.stepLabel": "Step {number}",
  "join.step1.title": "Download a wallet",
  "join.step1.text":
    "Install a recommended crypto wallet app from your phone's official app store.",
  "join.step2.title": "Create your wallet",
  "join.step2.text":
    "Create a new wallet and write the recovery phrase on paper. Never share it with anyone.",
  "join.step3.title": "Switch to the network",
  "join.step3.text": "In the wallet, choose the program's blockchain network.",
  "join.step4.title": "Fund your wallet",
  "join.step4.text":
    "Add at least {amount} in the dollar-pegged stablecoin, plus some of the network's native token to pay fees.",
  "join.step5.title": "Open the wallet's browser",
  "join.step5.text": "Find the built-in browser (often called dApp browser) inside the wallet app.",
  "join.step6.title": "Paste the referral link",
  "join.step6.text": "Copy the referral link below and paste it into the wallet's browser.",
  "join.step7.title": "Tap Register Now",
  "join.step7.text":
    "Check the page, then tap Register Now and confirm the transaction in your wallet.",
  "join.tip": "Registering only through the official referral link ensures referral tracking.",
  "earnings.title": "The income plan",
  "earnings.subtitle":
    "The program uses an M4 matrix (4x1) that distributes 100% of the funds. Here is each income type as the program publishes it.",
  "earnings.tab.direct": "Direct",
  "earnings.tab.level": "Level",
  "earnings.tab.global": "Global",
  "earnings.tab.leadership": "Leadership",
  "earnings.tab.royalty": "Royalty",
  "earnings.tab.partner": "Partner",
  "earnings.direct.title": "Direct income",
  "earnings.direct.text": "You receive 50% of the slot cost of each person you refer directly.",
  "earnings.direct.example": "A {cost} slot gives {income}",
  "earnings.level.title": "Level income",
  "earnings.level.text":
    "You receive 2% of the slot cost for each member down 10 levels of your team: 20% in total.",
  "earnings.level.perMember": "Per member on each level",
  "earnings.level.total": "Over 10 levels",
  "earnings.global.title": "Global pool",
  "earnings.global.text":
    "Up to 3640% of the slot cost per cycle on a 2x6 matrix. You qualify with 1 direct referral holding the same slot.",
  "earnings.global.example": "A {cost} slot: up to {income} per cycle",
  "earnings.leadership.title": "Leadership income",
  "earnings.leadership.text": "A daily income of 0.25% to 1% of your rank's cost, capped at 250%.",
  "earnings.leadership.rank": "Rank",
  "earnings.leadership.slots": "Slots required",
  "earnings.leadership.daily": "Daily earning (up to)",
  "earnings.leadership.max": "Maximum",
  "earnings.leadership.conditionsTitle": "Daily rate by direct members of the same rank",
  "earnings.leadership.condition": "{count} direct members: {rate} per day",
  "earnings.rank.beginner": "Beginner",
  "earnings.rank.bronze": "Bronze",
  "earnings.rank.silver": "Silver",
  "earnings.rank.gold": "Gold",
  "earnings.rank.diamond": "Diamond",
  "earnings.royalty.title": "Weekly royalty",
  "earnings.royalty.text":
    "B and C placements send 10% of their funds to a royalty pool that is shared out each week among qualifying members.",
  "earnings.partner.title": "Coin partner share",
  "earnings.partner.text":
    "B and C placements also send 10% to the coin partner share, which members receive as tokens. Token prices can rise or fall.",
  "slots.title": "Slot levels",
  "slots.subtitle":
    "Ten levels from {first} to {last}. Each card shows what the program says a level pays.",
  "slots.levelName": "{stars} Star",
  "slots.cost": "Cost",
  "slots.directIncome": "Direct income",
  "slots.levelIncome": "Level income per member",
  "slots.globalIncome": "Global income per cycle (up to)",
  "slots.activate": "Activate",
  "slots.matrix.title": "How the M4 matrix places funds",
  "slots.matrix.text": "Each slot has four placements. When they fill, funds move like this:",
  "slots.matrix.a": "Placement A: 10% to leadership and 40% to the global pool.",
  "slots.matrix.bc": "Placements B and C: 10% to the royalty and 10% to the coin partner share.",
  "slots.matrix.d":
    "Placement D: 100% goes to your sponsor's available placements, then all placements become vacant for the next cycle.",
  "presentations.title": "Presentations",
  "presentations.subtitle": "Slides about the program, in your language first.",
  "presentations.main": "Presentation in your language",
  "presentations.others": "Other presentations",
  "presentations.view": "View",
  "presentations.empty": "No presentation available for this language",
  "presentations.noOthers": "No other presentations yet.",
  "presentations.loadFailed": "Failed to load presentations",
  "presentations.language": "Language: {language}",
  "presentations.upload.title": "Share a presentation",
  "presentations.upload.intro":
    "Have slides about the program in your language? Send them in. They appear here after a review.",
  "presentations.upload.titleLabel": "Title",
  "presentations.upload.languageLabel": "Language",
  "presentations.upload.fileLabel": "File",
  "presentations.upload.hint": "PDF, PPT, PPTX (max 10MB)",
  "presentations.upload.submit": "Upload",
  "presentations.upload.sending": "Uploading…",
  "presentations.upload.success": "Thank you! Your presentation will appear after review.",
  "presentations.upload.failed": "Failed to upload presentation",
  "presentations.upload.noFile": "Please select a file to upload",
  "presentations.upload.noTitle": "Please enter a title for the presentation",
  "presentations.upload.tooLarge": "The file is too large. PDF, PPT, PPTX (max 10MB)",
  "presentations.upload.unsupported": "This file is not a PDF, PPT or PPTX presentation.",
  "presentations.upload.tooMany":
    "Too many uploads from your connection. Please try again in an hour.",
  "presentations.upload.queueFull":
    "The review queue is full right now, so we cannot accept new presentations. Please try again in a few days.",
  "general.unsubscribe.title": "Email preferences",
  "general.unsubscribe.confirm": "Stop receiving campaign emails at this address?",
  "general.unsubscribe.button": "Unsubscribe",
  "general.unsubscribe.done":
    "You are unsubscribed. You will not receive campaign emails from us again.",
  "general.unsubscribe.invalid": "This unsubscribe link is not valid.",
  "general.fileLink.expired":
    "This link has expired or is not valid. Go back to the page and open the file again.",
  "general.fileLink.missing": "This file is not available. It may have been removed.",
  "general.rateLimited":
    "Too many requests from your connection. Please wait a minute and try again.",
  "footer.navLabel": "Footer",
  "footer.pagesHeading": "Pages",
  "footer.socialHeading": "Join the community",
  "footer.socialLink": "{network}: open the referral link",
  "footer.unofficial":
    "Waymark is an unofficial guide app. It is not run, approved or endorsed by the program it describes.",
  "footer.copyright": "© {year} Waymark. All rights reserved.",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
