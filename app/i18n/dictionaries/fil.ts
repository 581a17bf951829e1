import type { Messages } from "./en";

export const fil = {
  "general.productName": "Waymark",
  "general.skipToContent": "Lumaktaw sa pangunahing nilalaman",
  "general.nav.label": "Pangunahing nabigasyon",
  "general.nav.home": "Home",
  "general.nav.join": "Sumali",
  "general.nav.earnings": "Kita",
  "general.nav.slots": "Slots",
  "general.nav.presentations": "Mga Presentasyon",
  "general.nav.assistant": "AI Assistant",
  "general.menu.toggle": "Menu",
  "general.language.label": "Wika",
  "general.language.choose": "Pumili ng wika",
  "general.language.changed": "Pinalitan ang wika sa {language}",
  "general.toast.dismiss": "Isara ang notification",
  "general.notFound.title": "404",
  "general.notFound.message": "Naku! Hindi nakita ang pahina",
  "general.notFound.backHome": "Bumalik sa Home",
  "general.error.title": "Hindi inaasahang error sa application!",
  "general.error.message": "May nangyaring mali sa aming panig. Pakisubukang muli mamaya.",
  "general.joinNow": "Sumali Na",
  "general.opensInNewTab": "magbubukas sa bagong tab",
  "general.copyLink": "Kopyahin ang link",
  "general.copyFailed": "Hindi makopya: {reason}",
  "general.copyBlocked":
    "hindi ito pinayagan ng browser. Piliin ang link at kopyahin ito nang mano-mano.",
  "homepage.referral.title": "Ang iyong referral link",
  "homepage.referral.description":
    "Magparehistro lamang gamit ang link na ito para maitala ang iyong sponsor. Buksan ito sa built-in na browser ng iyong wallet at i-tap ang Register Now.",
  "homepage.referral.fieldLabel": "Referral link",
  "join.wallet.open": "Buksan sa {wallet}",
  "join.wallet.text":
    "Binubuksan ang iyong referral link sa built-in na browser ng {wallet} app. Kung wala ang app, mapupunta ka sa sariling pahina ng {wallet}.",
  "join.wallet.other":
    "Ibang wallet? Buksan ang built-in na browser nito at i-paste ang referral link sa ibaba.",
  "general.qr.title": "I-scan gamit ang iyong telepono",
  "general.qr.text":
    "I-scan ang code na ito gamit ang camera o wallet app ng iyong telepono para mabuksan doon ang iyong referral link.",
  "general.qr.alt": "QR code ng iyong referral link",
  "general.share.label": "Ibahagi ang pahinang ito",
  "general.share.button": "Ibahagi",
  "general.share.text":
    "Isang gabay sa simpleng wika tungkol sa programang ito, sa iyong wika: paano sumali, ang income plan at ang mga panganib.",
  "general.share.copied": "Nakopya ang link",
  "general.offline.title": "Offline ka",
  "general.offline.text":
    "Hindi pa naka-save ang pahinang ito sa device na ito. Bumubukas pa rin nang walang koneksyon ang mga pahinang nabasa mo na.",
  "general.offline.retry": "Subukan muli",
  "general.offline.home": "Buksan ang home page",
  "general.meta.description":
    "Isang hindi opisyal at madaling intindihing gabay sa isang slot-based na referral program sa blockchain na mababa ang fees: paano sumali, ang plano ng kita, mga antas ng slot at ranggo, at ang mga panganib.",
  "general.meta.joinDescription":
    "Hakbang-hakbang: mag-set up ng wallet, lagyan ito ng pondo, at magparehistro gamit ang referral link.",
  "general.meta.earningsDescription":
    "Ipinapaliwanag ang anim na uri ng kita ng programa, kasama ang mga inilathala nitong numero at ang mga panganib.",
  "general.meta.slotsDescription":
    "Ang sampung antas ng slot, ang halaga ng bawat isa, at kung paano inilalagay ng matrix ang pondo.",
  "general.meta.presentationsDescription": "Mga presentasyon tungkol sa programa sa iyong wika.",
  "general.meta.assistantDescription":
    "Itanong ang mga karaniwang tanong tungkol sa programa at makakuha agad ng sagot.",
  "general.disclaimer.title": "Pakibasa: hindi garantisado ang kita",
  "general.disclaimer.text":
    "Ang mga numero sa pahinang ito ay ang sariling inilathalang plano ng programa, hindi pangako. Anumang kita ay nakadepende sa pag-recruit ng ibang tao at maaaring maging zero. Puwedeng mabilis na bumagsak ang halaga ng mga crypto asset. Hindi financial advice ang site na ito: ilagay lang ang perang kaya mong mawala.",
  "general.video.play": "I-play ang video: {title}",
  "general.video.intro": "Panimulang video",
  "general.video.tutorial": "Tutorial na video",
  "general.video.noVideo": "Wala pang available na video.",
  "general.tabs.label": "Mga tab ng {name}",
  "general.viewAll": "Tingnan lahat",
  "general.showLess": "Ipakita ang mas kaunti",
  "general.close": "Isara",
  "general.loading": "Naglo-load...",
  "general.stickyCta.text": "Kapag handa ka na, magsimula sa isang {amount} na slot.",
  "general.chat.open": "Buksan ang chat assistant",
  "general.chat.title": "Chat assistant",
  "general.chat.maximize": "I-maximize ang chat",
  "general.chat.minimize": "I-minimize ang chat",
  "general.chat.closePanel": "Isara ang chat",
  "general.chat.greeting":
    "Kumusta! Sinasagot ko ang mga karaniwang tanong tungkol sa pagsali, slots, mga uri ng kita, at mga panganib. Ano ang gusto mong malaman?",
  "general.chat.placeholder": "Magtanong tungkol sa programa...",
  "general.chat.inputLabel": "Ang iyong tanong",
  "general.chat.send": "Ipadala",
  "general.chat.clear": "I-clear ang Chat",
  "general.chat.cleared": "Na-clear na ang chat",
  "general.chat.thinking": "Nagta-type ang assistant…",
  "general.chat.suggestions": "Mga mungkahing tanong",
  "general.chat.you": "Ikaw",
  "general.chat.assistant": "Assistant",
  "general.chat.intro":
    "Ang mga sagot ay mula sa nakatakdang listahan ng mga karaniwang tanong at lumalabas agad; hindi ipinapadala kahit saan ang tina-type mo. Hindi ito payong pinansyal. Para sa iba pa, basahin ang mga pahina ng gabay.",
  "general.chat.errorTitle": "Nagkaproblema sa pagproseso ng iyong tanong. Pakisubukang muli.",
  "general.chat.loadFailed":
    "Hindi ma-load ang chat. Tingnan ang iyong koneksyon at subukang muli.",
  "general.chat.retry": "Subukan muli",
  "general.chat.errorReply":
    "Paumanhin, nagkakaproblema ako sa pagproseso ng iyong request. Pakisubukang muli.",
  "general.chat.default":
    "Wala pa akong sagot diyan. Subukang magtanong kung paano sumali, tungkol sa slots, sa mga uri ng kita, sa minimum na halaga, o sa mga panganib.",
  "general.chat.unsure":
    "Hindi ako sigurado kung alin dito ang tinatanong mo. Pumili ng isa, o magtanong sa ibang salita:",
  "general.chat.choices": "Pinakamalapit na paksa",
  "homepage.hero.badge": "Hindi opisyal na gabay",
  "homepage.hero.title": "Unawain muna ang slot program bago sumali",
  "homepage.hero.subtitle":
    "Malinaw na gabay sa iyong wika: paano magparehistro gamit ang wallet, magkano ang bawat slot, paano gumagana ang anim na uri ng kita, at ano ang mga panganib.",
  "homepage.hero.getStarted": "Magsimula",
  "homepage.hero.learnMore": "Alamin Pa",
  "homepage.hero.sharedBy": "Ibinahagi sa iyo ni {name}",
  "homepage.intro.title": "Tingnan kung paano ito gumagana",
  "homepage.features.title": "Ano ang programa",
  "homepage.features.lowFees.title": "Mababang network fees",
  "homepage.features.lowFees.text":
    "Tumatakbo ito sa blockchain na mas mababa pa sa isang sentimo ang bawat transaksyon, kaya sulit kahit maliliit na slot.",
  "homepage.features.contract.title": "Mga patakaran sa smart contract",
  "homepage.features.contract.text":
    "Sumusunod ang mga bayad sa inilathalang M4 matrix na ipinamamahagi ang 100% ng pondong natatanggap nito.",
  "homepage.features.start.title": "Nagsisimula sa {amount}",
  "homepage.features.start.text":
    "Ang unang slot ay {amount} na stablecoin na naka-peg sa dolyar, dagdag ang kaunting native token para sa fees.",
  "homepage.guide.title": "Paano sumali",
  "homepage.guide.subtitle":
    "Tatlong hakbang. Detalyadong ipinapaliwanag ng pahinang Sumali ang bawat isa.",
  "homepage.guide.step1.title": "Mag-set up ng wallet",
  "homepage.guide.step1.text":
    "Mag-install ng inirerekomendang crypto wallet at ilipat ito sa network.",
  "homepage.guide.step2.title": "Lagyan ng pondo",
  "homepage.guide.step2.text":
    "Maglagay ng hindi bababa sa {amount} na stablecoin at kaunting native token para sa fees.",
  "homepage.guide.step3.title": "Magparehistro gamit ang link",
  "homepage.guide.step3.text":
    "Buksan ang browser ng wallet, i-paste ang referral link at i-tap ang Register Now.",
  "homepage.guide.fullGuide": "Basahin ang buong gabay",
  "homepage.earnings.title": "Anim na paraan ng kita sa plano",
  "homepage.earnings.subtitle":
    "Ayon sa paglalarawan ng programa. Basahin muna ang mga panganib sa ibaba bago magdesisyon.",
  "homepage.earnings.details": "Tingnan ang detalye",
  "homepage.slots.title": "Ang slot system",
  "homepage.slots.subtitle": "Sampung antas. Pumili ng antas para makita ang mga numero nito.",
  "homepage.proof.title": "Patunay ng kita",
  "homepage.proof.subtitle":
    "Mga screenshot na ibinahagi ng mga miyembro. Iba-iba ang resulta, at hindi batayan ng magiging resulta mo ang mga nakaraang resulta.",
  "homepage.proof.empty": "Walang nakitang patunay ng kita",
  "homepage.proof.enlarge": "Palakihin ang larawan: {description}",
  "homepage.testimonials.title": "Sabi ng mga miyembro",
  "homepage.testimonials.empty": "Walang nakitang testimonial",
  "homepage.testimonials.rating": "{stars} sa 5 bituin",
  "homepage.why.title": "Bakit ito pinipili ng mga tao",
  "homepage.why.point1": "Maliit na puhunan: {amount} lang ang unang slot.",
  "homepage.why.point2":
    "Malinaw na patakaran: masusuri sa blockchain ang mga payout ng smart contract.",
  "homepage.why.point3": "Dahil mababa ang fees sa network, sulit pa rin ang maliliit na bayad.",
  "homepage.why.point4": "May mga gabay at presentasyon sa maraming wika, kasama ang Filipino.",
  "join.title": "Paano sumali, hakbang-hakbang",
  "join.subtitle":
    "Sundin ang pitong hakbang na ito sa iyong phone. Huwag magmadali: walang mangyayari hangga't hindi mo tina-tap ang Register Now.",
  "join.activate": "I-activate ang Account",
  "join.stepLabel": "Hakbang {number}",
  "join.step1.title": "Mag-download ng wallet",
  "join.step1.text":
    "Mag-install ng inirerekomendang crypto wallet app mula sa opisyal na app store ng iyong phone.",
  "join.step2.title": "Gumawa ng wallet",
  "join.step2.text":
    "Gumawa ng bagong wallet at isulat sa papel ang recovery phrase. Huwag itong ibahagi kahit kanino.",
  "join.step3.title": "Lumipat sa network",
  "join.step3.text": "Sa wallet, piliin ang blockchain network ng programa.",
  "join.step4.title": "Lagyan ng pondo ang wallet",
  "join.step4.text":
    "Maglagay ng hindi bababa sa {amount} na stablecoin na naka-peg sa dolyar, at kaunting native token ng network pambayad sa fees.",
  "join.step5.title": "Buksan ang browser ng wallet",
  "join.step5.text":
    "Hanapin ang built-in na browser (madalas tawaging dApp browser) sa loob ng wallet app.",
  "join.step6.title": "I-paste ang referral link",
  "join.step6.text": "Kopyahin ang referral link sa ibaba at i-paste ito sa browser ng wallet.",
  "join.step7.title": "I-tap ang Register Now",
  "join.step7.text":
    "Suriin ang pahina, pagkatapos ay i-tap ang Register Now at kumpirmahin ang transaksyon sa iyong wallet.",
  "join.tip":
    "Ang pagpaparehistro gamit lang ang opisyal na referral link ang sumisiguro na masusubaybayan ang referral.",
  "earnings.title": "Ang plano ng kita",
  "earnings.subtitle":
    "Gumagamit ang programa ng M4 matrix (4x1) na ipinamamahagi ang 100% ng pondo. Narito ang bawat uri ng kita ayon sa inilathala ng programa.",
  "earnings.tab.direct": "Direkta",
  "earnings.tab.level": "Level",
  "earnings.tab.global": "Global",
  "earnings.tab.leadership": "Leadership",
  "earnings.tab.royalty": "Royalty",
  "earnings.tab.partner": "Partner",
  "earnings.direct.title": "Direktang kita",
  "earnings.direct.text":
    "Makakatanggap ka ng 50% ng halaga ng slot ng bawat taong direkta mong na-refer.",
  "earnings.direct.example": "Ang {cost} na slot ay nagbibigay ng {income}",
  "earnings.level.title": "Kita sa level",
  "earnings.level.text":
    "Makakatanggap ka ng 2% ng halaga ng slot para sa bawat miyembro hanggang 10 level pababa sa iyong team: 20% lahat-lahat.",
  "earnings.level.perMember": "Bawat miyembro sa bawat level",
  "earnings.level.total": "Sa 10 level",
  "earnings.global.title": "Global pool",
  "earnings.global.text":
    "Hanggang 3640% ng halaga ng slot bawat cycle sa isang 2x6 matrix. Kwalipikado ka kapag may 1 direktang referral na may hawak ng parehong slot.",
  "earnings.global.example": "Ang {cost} na slot: hanggang {income} bawat cycle",
  "earnings.leadership.title": "Kita sa leadership",
  "earnings.leadership.text":
    "Araw-araw na kita na 0.25% hanggang 1% ng halaga ng iyong ranggo, na may limit na 250%.",
  "earnings.leadership.rank": "Ranggo",
  "earnings.leadership.slots": "Kailangang slot",
  "earnings.leadership.daily": "Kita bawat araw (hanggang)",
  "earnings.leadership.max": "Pinakamataas",
  "earnings.leadership.conditionsTitle":
    "Araw-araw na rate ayon sa dami ng direktang miyembrong kapareho ang ranggo",
  "earnings.leadership.condition": "{count} direktang miyembro: {rate} bawat araw",
  "earnings.rank.beginner": "Baguhan",
  "earnings.rank.bronze": "Tanso",
  "earnings.rank.silver": "Pilak",
  "earnings.rank.gold": "Ginto",
  "earnings.rank.diamond": "Diyamante",
  "earnings.royalty.title": "Lingguhang royalty",
  "earnings.royalty.text":
    "Nagpapadala ang mga posisyong B at C ng 10% ng kanilang pondo sa royalty pool na hinahati linggo-linggo sa mga kwalipikadong miyembro.",
  "earnings.partner.title": "Coin partner share",
  "earnings.partner.text":
    "Nagpapadala rin ang mga posisyong B at C ng 10% sa coin partner share, na natatanggap ng mga miyembro bilang token. Puwedeng tumaas o bumaba ang presyo ng token.",
  "slots.title": "Mga antas ng slot",
  "slots.subtitle":
    "Sampung antas mula {first} hanggang {last}. Ipinapakita ng bawat card kung magkano ang ibinabayad ng bawat antas ayon sa programa.",
  "slots.levelName": "{stars} Bituin",
  "slots.cost": "Halaga",
  "slots.directIncome": "Direktang kita",
  "slots.levelIncome": "Kita sa level bawat miyembro",
  "slots.globalIncome": "Global na kita bawat cycle (hanggang)",
  "slots.activate": "I-activate",
  "slots.matrix.title": "Paano inilalagay ng M4 matrix ang pondo",
  "slots.matrix.text":
    "May apat na posisyon ang bawat slot. Kapag napuno ang mga ito, ganito gumagalaw ang pondo:",
  "slots.matrix.a": "Posisyon A: 10% sa leadership at 40% sa global pool.",
  "slots.matrix.bc": "Mga posisyon B at C: 10% sa royalty at 10% sa coin partner share.",
  "slots.matrix.d":
    "Posisyon D: 100% ay napupunta sa mga bakanteng posisyon ng iyong sponsor, pagkatapos ay mababakante ang lahat ng posisyon para sa susunod na cycle.",
  "presentations.title": "Mga Presentasyon",
  "presentations.subtitle": "Mga slide tungkol sa programa, inuuna ang nasa iyong wika.",
  "presentations.main": "Presentasyon sa iyong wika",
  "presentations.others": "Iba pang presentasyon",
  "presentations.view": "Tingnan",
  "presentations.empty": "Walang available na presentasyon para sa wikang ito",
  "presentations.noOthers": "Wala pang ibang presentasyon.",
  "presentations.loadFailed": "Hindi ma-load ang mga presentasyon",
  "presentations.language": "Wika: {language}",
  "presentations.upload.title": "Magbahagi ng presentasyon",
  "presentations.upload.intro":
    "May slides ka ba tungkol sa programa sa iyong wika? Ipadala mo sa amin. Lalabas ang mga ito rito pagkatapos masuri.",
  "presentations.upload.titleLabel": "Pamagat",
  "presentations.upload.languageLabel": "Wika",
  "presentations.upload.fileLabel": "File",
  "presentations.upload.hint": "PDF, PPT, PPTX (hanggang 10MB)",
  "presentations.upload.submit": "I-upload",
  "presentations.upload.sending": "Ina-upload…",
  "presentations.upload.success":
    "Salamat! Lalabas ang iyong presentasyon pagkatapos itong masuri.",
  "presentations.upload.failed": "Hindi ma-upload ang presentasyon",
  "presentations.upload.noFile": "Pakipili ng file na ia-upload",
  "presentations.upload.noTitle": "Pakilagay ang pamagat ng presentasyon",
  "presentations.upload.tooLarge": "Masyadong malaki ang file. PDF, PPT, PPTX (hanggang 10MB)",
  "presentations.upload.unsupported": "Hindi PDF, PPT o PPTX na presentasyon ang file na ito.",
  "presentations.upload.tooMany":
    "Masyadong maraming upload mula sa iyong koneksyon. Pakisubukang muli pagkalipas ng isang oras.",
  "presentations.upload.queueFull":
    "Puno na ngayon ang pila ng pagsusuri, kaya hindi muna kami makatatanggap ng bagong presentasyon. Pakisubukang muli pagkalipas ng ilang araw.",
  "general.unsubscribe.title": "Mga setting ng email",
  "general.unsubscribe.confirm":
    "Ihinto na ang pagtanggap ng mga promotional email sa address na ito?",
  "general.unsubscribe.button": "Mag-unsubscribe",
  "general.unsubscribe.done":
    "Naka-unsubscribe ka na. Hindi ka na makakatanggap ng mga promotional email mula sa amin.",
  "general.unsubscribe.invalid": "Hindi valid ang unsubscribe link na ito.",
  "general.fileLink.expired":
    "Nag-expire na o hindi valid ang link na ito. Bumalik sa pahina at buksan muli ang file.",
  "general.fileLink.missing": "Hindi available ang file na ito. Maaaring tinanggal na ito.",
  "general.rateLimited":
    "Masyadong maraming request mula sa iyong koneksyon. Pakihintay ng isang minuto at subukang muli.",
  "general.signup.title": "Tumanggap ng balita sa email",
  "general.signup.intro":
    "Mga bagong gabay at pagbabago sa programa, paminsan-minsan. Magpapadala muna kami ng email para kumpirmahin; bawat email ay may link para mag-unsubscribe.",
  "general.signup.emailLabel": "Email address",
  "general.signup.nameLabel": "Pangalan (opsyonal)",
  "general.signup.honeypotLabel": "Iwanang blangko ang field na ito",
  "general.signup.submit": "Mag-sign up",
  "general.signup.sending": "Ipinapadala…",
  "general.signup.checkInbox":
    "Tingnan ang iyong inbox para kumpirmahin. Gagana ang link sa email sa loob ng {hours} oras.",
  "general.signup.invalidEmail": "Pakilagay ang isang wastong email address.",
  "general.signup.nameTooLong": "Pakilagay ang mas maikling pangalan (hanggang 100 character).",
  "general.signup.tooMany":
    "Masyadong maraming pag-sign up mula sa iyong koneksyon. Pakisubukang muli pagkalipas ng isang oras.",
  "general.signup.failed":
    "Hindi namin maipadala ang email ng kumpirmasyon sa ngayon. Pakisubukang muli mamaya.",
  "general.signup.emailSubject": "Kumpirmahin ang mga balita mula sa Waymark sa email",
  "general.signup.emailBody":
    "May humiling, sana ikaw, na makatanggap ng mga balita mula sa Waymark sa email address na ito.\n\nPara kumpirmahin, buksan ang link na ito sa loob ng {hours} oras:\n{link}\n\nKung hindi ikaw ito, huwag pansinin ang email na ito: kung walang kumpirmasyon, hindi ka na namin susulatan.",
  "general.signup.confirmTitle": "Kumpirmahin ang mga balita sa email",
  "general.signup.confirmText":
    "Gusto mo bang makatanggap ng mga balita mula sa Waymark sa {email}?",
  "general.signup.confirmButton": "Oo, kumpirmahin",
  "general.signup.confirmed":
    "Salamat! Nakumpirma na ang iyong pag-sign up. Bawat email ay may link para mag-unsubscribe.",
  "general.signup.expired":
    "Nag-expire na ang link ng kumpirmasyon na ito. Pakimag-sign up muli; gagana ang bagong link sa loob ng {hours} oras.",
  "general.signup.invalidLink":
    "Hindi wasto ang link ng kumpirmasyon na ito. Buksan ang buong link mula sa email, o mag-sign up muli.",
  "general.member.title": "Ang iyong pahina ng miyembro",
  "general.member.signInIntro":
    "Nagsa-sign in ang mga miyembro ng team gamit ang link na ipinapadala sa email. Ilagay ang address na nasa team para sa iyo.",
  "general.member.emailLabel": "Email address",
  "general.member.sendLink": "I-email sa akin ang sign-in link",
  "general.member.linkSent":
    "Kung pag-aari ng isang miyembro ang address na ito, papunta na ang sign-in link. Gumagana ito nang isang beses, sa loob ng 15 minuto.",
  "general.member.invalidEmail": "Pakilagay ang isang wastong email address.",
  "general.member.tooMany":
    "Masyadong maraming kahilingang mag-sign in mula sa iyong koneksyon. Pakisubukang muli pagkalipas ng isang oras.",
  "general.member.sendFailed":
    "Hindi namin maipadala ang sign-in email sa ngayon. Pakisubukang muli mamaya.",
  "general.member.emailSubject": "Ang iyong sign-in link bilang miyembro ng Waymark",
  "general.member.emailBody":
    "Buksan ang link na ito para mag-sign in sa iyong pahina ng miyembro. Gumagana ito nang isang beses, sa loob ng {minutes} minuto:\n{link}\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang email na ito.",
  "general.member.inviteSubject": "Ang iyong pahina ng miyembro sa Waymark",
  "general.member.inviteBody":
    "Kumusta {name},\n\nIdinagdag ka bilang miyembro ng team ng Waymark. Nasa iyong pahina ng miyembro ang mga personal mong link na maibabahagi. Buksan ang link na ito para mag-sign in (gumagana ito nang isang beses, sa loob ng {minutes} minuto; puwede kang humingi ng bago sa pahina ng miyembro anumang oras):\n{link}",
  "general.member.signInTitle": "Mag-sign in sa iyong pahina ng miyembro",
  "general.member.signInButton": "Mag-sign in",
  "general.member.linkUsed": "Nagamit na ang sign-in link na ito. Humingi ng bago sa ibaba.",
  "general.member.linkExpired": "Nag-expire na ang sign-in link na ito. Humingi ng bago sa ibaba.",
  "general.member.linkUnknown":
    "Hindi wasto ang sign-in link na ito. Buksan ang buong link mula sa email, o humingi ng bago sa ibaba.",
  "general.member.greeting": "Kumusta, {name}",
  "general.member.paused":
    "Naka-pause ang iyong pagiging miyembro. Binubuksan pa rin ng iyong mga link ang gabay, pero napupunta ang mga sign-up sa pool ng team hanggang maituloy ito.",
  "general.member.personalLinks": "Ang iyong mga personal na link",
  "general.member.personalLinksText":
    "Ibahagi ang mga link na ito. Ang sinumang magbukas ng isa ay magbabasa ng gabay sa wikang iyon, at mapupunta ang kanilang sign-up sa iyong referral link.",
  "general.member.linkLanguage": "Link sa {language}",
  "general.member.whatsapp": "Ibahagi sa WhatsApp",
  "general.member.telegram": "Ibahagi sa Telegram",
  "general.member.qrAlt": "QR code ng iyong personal na link",
  "general.member.otherLanguages": "Ang iyong link sa ibang wika",
  "general.member.settingsTitle": "Ang iyong referral link at mga wika",
  "general.member.referralLinkLabel": "Ang iyong referral link",
  "general.member.saveLink": "I-save ang link",
  "general.member.linkInvalid": "Pakilagay ang isang wastong URL ng referral link.",
  "general.member.linkSaved": "Na-save ang iyong referral link.",
  "general.member.linkRequested":
    "Salamat. Sinusuri muna ng team ang mga pagbabago ng link; gagamitin ang bago mong link kapag naaprubahan nila.",
  "general.member.linkPending": "Naghihintay ng pag-apruba: {link}",
  "general.member.languagesLabel": "Mga wikang kaya mong suportahan",
  "general.member.languagesRequired": "Pumili ng kahit isang wika.",
  "general.member.saveLanguages": "I-save ang mga wika",
  "general.member.languagesSaved": "Na-save ang iyong mga wika.",
  "general.member.signOut": "Mag-sign out",
  "general.member.notYours":
    "Pag-aari ng ibang miyembro ang pahinang ito. Pakisuyong mag-sign in muli.",
  "general.member.figuresTitle": "Ang iyong mga numero",
  "general.member.lastDays": "Huling {days} araw",
  "general.member.periodRange": "{from} hanggang {to}",
  "general.member.visits": "Mga pagbisita sa iyong link",
  "general.member.displays": "Mga pagpapakita ng iyong link mula sa pool",
  "general.member.joinClicks": "Mga pag-click sa Sumali",
  "general.member.clickRate": "Click rate",
  "general.member.daily": "Araw-araw",
  "general.member.chartSummary":
    "Mula {from} hanggang {to}: {views} page view na may iyong link at {clicks} pag-click sa Sumali.",
  "general.member.day": "Araw",
  "general.member.byLanguage": "Wika",
  "general.member.byCountry": "Bansa",
  "general.member.byDevice": "Device",
  "general.member.bySource": "Pinagmulan",
  "general.member.noFigures": "Wala pang naitala sa panahong ito.",
  "general.member.downloadCsv": "I-download ang CSV",
  "general.member.noLink":
    "Wala kang referral link: ang mga nagbubukas ng iyong mga personal na link ay nakakakuha ng link mula sa pool hanggang idagdag mo ang sa iyo sa ibaba.",
  "footer.navLabel": "Footer",
  "footer.pagesHeading": "Mga Pahina",
  "footer.socialHeading": "Sumali sa komunidad",
  "footer.socialLink": "{network}: buksan ang referral link",
  "footer.unofficial":
    "Ang Waymark ay isang hindi opisyal na gabay na app. Hindi ito pinapatakbo, inaaprubahan, o ine-endorso ng programang inilalarawan nito.",
  "footer.copyright": "© {year} Waymark. Nakalaan ang lahat ng karapatan.",
} satisfies Messages;
