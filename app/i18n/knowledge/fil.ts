// Filipino knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Sa madaling salita: isa itong referral program. Ang anumang kita ay nakadepende sa pag-recruit ng ibang tao at puwedeng maging zero, puwedeng bumaba ang halaga ng crypto, at wala rito ang financial advice. Basahin ang disclaimer: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Ito ang mga numerong inilathala mismo ng program, hindi pangako: puwedeng zero ang tunay na kita.",

  "general.chat.kb.join.q":
    "Paano ako sasali?\npaano sumali\npaano mag join\npaano magjoin\npaano magregister\nmag register\nregister\npaano mag sign up\nsumali\nsasali\npagsali\nmagparehistro\nparehistro\ngusto kong sumali\npaano magsimula\nhakbang sa pagsali\nmakapasok\nmakasali\ngumawa ng account\nsign up\nmag sign up\npumasok dito\npano sumali\npaano mag register\nsaan magsisimula\nano uunahin\nuunahin\nmakakasali\nmakakapasok\nmagiging member\npasali\npa join\ngusto mag register\npa register\nmagpa register\nregister dito\npaano magpa register",
  "general.chat.kb.join.a":
    "Mag-install ng wallet na sumusuporta sa network, ilipat ito sa network na iyon, maglagay ng hindi bababa sa {amount} na stablecoin at kaunting native token para sa fees, buksan ang built-in browser ng wallet, i-paste ang iyong referral link at pindutin ang Register Now. Nasa Join page ang bawat hakbang: {joinUrl}",

  "general.chat.kb.wallet.q":
    "Anong wallet ang dapat kong gamitin?\nanong wallet\npitaka\ncrypto wallet\npinakamagandang wallet\nrecommended wallet\nsaan magdownload ng wallet\nkailangan ko ba ng wallet\nwallet app\nwallet\ngagamiting wallet\nmetamask\ntrust wallet\nanong app\nsafepal\nanong wallet app\ntokenpocket\nwallet na gagamitin\ngagamitin na wallet",
  "general.chat.kb.wallet.a":
    "Gumamit ng kilalang crypto wallet app na sumusuporta sa network ng program at may built-in (dApp) browser. I-install lang ito mula sa opisyal na app store ng iyong phone. Ipinapaliwanag ito ng Join page hakbang-hakbang: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "Ano ang recovery phrase?\nrecovery phrase\nseed phrase\nsecret phrase\n12 words\n12 salita\nprivate key\nhiningi ang seed phrase ko\nnawala ang seed phrase\nseguridad ng wallet\nmnemonic\nhumihingi ng seed\nsecret words\nbackup words\nhinihingi seed phrase\npassphrase\nrecovery words",
  "general.chat.kb.recoveryPhrase.a":
    "Kapag ginawa mo ang wallet, magpapakita ito ng recovery phrase na 12 o 24 na salita. Isulat ito sa papel at itago nang ligtas. Kahit sinong may hawak nito ay makukuha ang lahat ng laman ng wallet: huwag itong i-type sa anumang website o chat at huwag itong ibahagi kahit kanino. Walang sinuman mula sa site na ito o sa program ang hihingi nito.",

  "general.chat.kb.network.q":
    "Anong network?\nanong network ang gamit\nanong blockchain\nanong chain\nlumipat ng network\npalitan ang network\nmaling network\nnetwork settings\nbsc\nbep20\nnetwork\ntron\ntrc20\nhindi pumasok ang usdt\nbsc o tron\nerc20\nusdt network\nnetwork ng usdt\nanong network pang send\nbnb chain\nbnb smart chain\nmali network\nibang chain\nibang network\nmaling chain\nhindi dumating ang usdt",
  "general.chat.kb.network.a":
    "Tumatakbo ang program sa isang blockchain network na mababa ang fees. Sa iyong wallet, lumipat sa network na iyon bago ka maglagay ng pondo at magparehistro; hindi darating ang tokens na ipinadala sa ibang network. Ipinapakita ng Step 3 sa Join page kung paano: {joinUrl}",

  "general.chat.kb.fees.q":
    "Magkano ang fees?\nfees\nfee\nbayad sa transaction\ngas fee\ngas\nnetwork fee\nnative token\nbakit kailangan ng bnb\nsingil\nhidden charges\nkaltas\ncharge sa transfer\nmagkano fee\nbayad sa gas\nbawas na bnb\nwalang bnb\ntransaction fee\nkaltas sa transaction\nbayad bawat transaction\nkaltas sa transfer\ndagdag bayad\nmay patong",
  "general.chat.kb.fees.a":
    "Bawat transaction sa network ay may maliit na fee, kadalasang bahagi lang ng isang sentimo, na binabayaran sa native token ng network. Magtabi ng kaunti nito sa wallet mo bukod sa stablecoin, kung hindi ay mabibigo ang registration.",

  "general.chat.kb.funding.q":
    "Paano ko lalagyan ng pondo ang wallet ko?\npaano maglagay ng pera\nbumili ng usdt\nsaan bibili ng usdt\npaano mag deposit\ncash in\nmagcash in\nmagpadala ng crypto sa wallet\nbumili ng crypto\ndeposit\nlagyan ng laman ang wallet\nfund wallet\ngcash\nbinance\ncoins ph\nmaya\nmag cash in ng usdt\npano maglagay ng usdt\nmag transfer ng usdt\nmaglagay ng usdt sa wallet\nmagpadala ng usdt galing binance\np2p\ntop up\nmag top up ng usdt\nlagyan ng usdt\nlagyan ng laman\nlagyan ang wallet",
  "general.chat.kb.funding.a":
    "Bumili ng stablecoin na naka-peg sa dolyar sa isang exchange o sa loob ng iyong wallet app at ipadala ito sa iyong wallet sa network ng program. Kailangan mo ng hindi bababa sa {amount} na stablecoin at kaunting native token para sa fees. Suriin ang network at address bago magpadala: hindi na maibabalik ang transfers.",

  "general.chat.kb.minimum.q":
    "Magkano ang minimum?\nminimum\nmagkano\nmagkano para makasali\nmagkano kailangan\nmagkano ang puhunan\npuhunan\nmagkano ang bayad sa pagsali\nentry fee\nmagkano ang unang slot\nkapital\nmagkano ang sali\nmagkano ang simula\nilang dollars\npinakamababa\nmagkano puhunan\nminimum na puhunan\nmagkano pang start\npinakamaliit\npinakamaliit na halaga\nkasya ba\ndollar lang\npinakamura\npinakamurang pasok",
  "general.chat.kb.minimum.a":
    "Ang minimum ay {amount}: ang unang slot ay nagkakahalaga ng {amount} na stablecoin, dagdag ang kaunting native token ng network para sa fees. Mas mahal ang mas matataas na slot; nakalista sila sa Slots page: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Anong link ang gagamitin ko sa pagregister?\nanong link\nreferral link\nref link\ninvite link\nsaan ang link\nregistration link\nbakit itong link\npuwede bang walang link\nlink\nlink ng friend\nsinend na link\nreferral code\nlink ng kaibigan\nref code\ninvite code",
  "general.chat.kb.referralLink.a":
    "Gamitin ang referral link na nasa Join page at i-paste ito sa browser ng iyong wallet. Itinatala ng link kung sino ang iyong sponsor; kapag nagrehistro ka sa ibang link, iba ang magiging sponsor mo, at hindi na iyon mababago: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "Ano ang sponsor?\nsponsor\nupline\nsino ang sponsor ko\npalitan ang sponsor\nsino nag refer sa akin\nreferrer\nnag-invite sa akin\nsino nag invite sakin\nupline ko\npalitan upline\nnag recruit sakin\nnag refer sakin\nsponsor ko",
  "general.chat.kb.sponsor.a":
    "Ang iyong sponsor (upline) ay ang member na ang referral link ang ginamit mo sa pagrehistro. Binabayaran ng program ang sponsor mo ng bahagi ng iyong slot payments at inilalagay ka sa kanyang team. Nakatakda ang sponsor pagrehistro mo at hindi na ito mapapalitan.",

  "general.chat.kb.registerButton.q":
    "Nasaan ang Register Now button?\nregister now\nregister button\nfailed ang registration\nfailed ang transaction\nhindi makapagregister\nayaw mag register\nerror sa pagregister\nconfirm transaction\nactivate account\nwalang nangyayari\nfailed register\nstuck sa register\nerror pag register\npinipindot\ndi mapindot\nayaw mapindot\nloading lang\nnagloloading lang\nayaw gumana ang button\nbutton ayaw gumana",
  "general.chat.kb.registerButton.a":
    "Pagkatapos buksan ang referral link sa browser ng iyong wallet, pindutin ang Register Now at i-confirm ang transaction sa wallet mo. Kung pumalya ito, tingnan kung nasa tamang network ang wallet at may sapat na stablecoin at native token para sa fee.",

  "general.chat.kb.incomeTypes.q":
    "Anu-ano ang mga uri ng kita?\nuri ng kita\nmga income\nincome types\npaano kumita\nparaan ng pagkita\nsources of income\ncompensation plan\nkomisyon\nbonus\nbonuses\nklase ng kita\nlahat ng bonus\nparaan para kumita\nmga bonus\nincome streams\nilang klase ng income\npinagkukunan ng kita\nincome sources\nlahat ng income",
  "general.chat.kb.incomeTypes.a":
    "Anim ang uri: direct income, level income, global pool, leadership, weekly royalty at coin partner share. Lahat ng ito ay binabayaran mula sa ibinabayad ng mga member para sa slots. Ipinapaliwanag ng Earnings page ang bawat isa: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "Ano ang direct income?\ndirect income\ndirect bonus\nreferral bonus\nreferral commission\nkita sa pag-refer\nmagkano kita sa bawat refer\nkita sa directs\nper invite\nbawat invite\ndirect referral\nkada refer\n50 percent\nkita sa direct\npag may na refer\ndirect ko\nna invite ko bumili\npag bumili invite ko",
  "general.chat.kb.directIncome.a":
    "Ang direct income ay 50% ng halaga ng slot ng bawat taong direkta mong ni-refer. Halimbawa, ang {small} na slot ay nagbibigay ng {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "Ano ang level income?\nlevel income\nlevel bonus\n10 levels\n10 antas\nkita sa team\nteam income\nkita sa downline\ndownline\ndownline ng downline\n2 percent\nper level\nindirect\nlevel 1 to 10\nnag refer downline\nrefer ng downline\nindirect income\nrefer ng refer",
  "general.chat.kb.levelIncome.a":
    "Ang level income ay 2% ng halaga ng slot para sa bawat member pababa hanggang 10 levels ng iyong team, 20% lahat-lahat.",

  "general.chat.kb.globalPool.q":
    "Ano ang global pool?\nglobal pool\npool\n2x6 matrix\n3640%\nkita sa pool\npaano mag qualify sa global pool\nglobal pool requirements\nqualify global pool\n2x6 pool",
  "general.chat.kb.globalPool.a":
    "Ang global pool ay isang 2x6 matrix na ayon sa program ay nagbabayad ng hanggang 3640% ng halaga ng slot bawat cycle. Para mag-qualify, kailangan mo ng isang direct referral na may parehong slot.",

  "general.chat.kb.leadership.q":
    "Anu-ano ang leadership ranks?\nranks\nrank\nranggo\nleadership income\nleadership bonus\ndiamond rank\ngold rank\npaano mag rank up\ndaily income\narawan ng rank\nrank bonus\nmaging diamond\nmaging gold\nrank up\numakyat ng rank\nmakakuha ng rank\nranking",
  "general.chat.kb.leadership.a":
    "Limang rank: Beginner, Bronze, Silver, Gold at Diamond. Ayon sa program, nagbabayad sila araw-araw ng 0.25% hanggang 1% ng halaga ng rank, depende sa kung ilang direct member ang may parehong rank, na may limit na 250%.",

  "general.chat.kb.royalty.q":
    "Ano ang weekly royalty?\nroyalty\nweekly royalty\nroyalty pool\nlingguhang kita\nweekly income\nweekly bonus\nlinggu-linggo\nlingguhan\nkada linggo\nbawat linggo",
  "general.chat.kb.royalty.a":
    "Ang placements B at C ng bawat slot ay nagpapadala ng 10% ng kanilang pondo sa royalty pool na hinahati linggu-linggo sa mga member na qualified.",

  "general.chat.kb.coinPartner.q":
    "Ano ang coin partner share?\ncoin partner\npartner share\ntokens\ncoin\nmakakatanggap ba ako ng tokens\npresyo ng token\nvalue ng token\nmay value token\ncoin share\nlibreng token\nfree token",
  "general.chat.kb.coinPartner.a":
    "Ang placements B at C ay nagpapadala rin ng 10% sa coin partner share, na natatanggap ng mga member bilang tokens. Puwedeng tumaas o bumaba ang presyo ng tokens, kaya hindi tiyak ang halaga nito.",

  "general.chat.kb.slots.q":
    "Ilan ang slots?\nslots\nslot levels\npresyo ng slots\nmagkano bawat slot\nano ang slot\nhalaga ng slot\nlistahan ng slots\nslot\nilang slots\nmagkano slots\nisang slot\nmagkano isang slot\nilang slot lahat\nlahat ng slot",
  "general.chat.kb.slots.a":
    "May sampung slot level, mula {first} hanggang {last}. Nakalista sa Slots page kung magkano ang bawat isa at kung ano ang sinasabi ng program na ibinabayad nito: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "Paano mag upgrade ng slot?\nupgrade\nmag upgrade\nmagupgrade\nbumili ng susunod na slot\nmas mataas na slot\nbumili ng isa pang slot\nsusunod na level\ndapat ba akong bumili ng mas malaking slot\nnext slot\nbumili ulit ng slot\nupgrade slot\nsusunod na slot\nmag next slot\nmas mahal na slot\nslot 2\npangalawang slot",
  "general.chat.kb.upgrade.a":
    "Puwede mong bilhin ang susunod na slot level kahit kailan mo gusto, binabayaran ang halaga nito mula sa wallet mo gaya ng una. Mas mahal ang mas mataas na slot at ang mga numero nito ay totoo lang kung may iba ring sumasali sa level na iyon, kaya mas malaking risk ito, hindi siguradong kita.",

  "general.chat.kb.matrix.q":
    "Paano gumagana ang matrix?\nmatrix\nm4 matrix\n4x1 matrix\nplacements\nplacement a b c d\nsaan napupunta ang pera\npaano hinahati ang pondo\ncycle\nrecycle\nnag cycle\nposition a b c d\nnapupunta pera\npag puno na\npwesto\nnapuno na",
  "general.chat.kb.matrix.a":
    "Ang bawat slot ay isang M4 (4x1) matrix na may apat na placement. Ang placement A ay nagpapadala ng 10% sa leadership at 40% sa global pool; ang B at C ay nagpapadala ng 10% sa royalty at 10% sa coin partner share; ang D ay nagpapadala ng 100% sa mga bakanteng placement ng iyong sponsor, tapos magsisimula ulit ang cycle: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "Magkano ang puwede kong kitain?\nmagkano kikitain\nmagkano ang kita\nkikita ba ako\nkita\nkitain\nkumita\nearnings\nprofit\ntubo\nkita kada buwan\nmonthly income\nyayaman ba ako\nroi\npassive income\nkada araw\nmababawi puhunan\nbalik puhunan\nkailan mababawi\nkikitain ko\nmagkano kita\nmagkano kinikita",
  "general.chat.kb.earnHowMuch.a":
    "Mula sa wala pataas ang kita, at para sa karamihan ay maliit ito. Nagbabayad ang plan ng 50% ng halaga ng slot ng bawat direct referral, 2% bawat member sa 10 levels, at bahagi mula sa pool, rank at royalty, pero lahat ng iyon ay galing sa ibang taong bumibili ng slots. Kung walang sumali sa pamamagitan mo, wala kang kikitain sa direct o level income. Ang plan: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Kailangan ko bang mag-recruit ng tao?\nrecruit\nmag recruit\nnagrerecruit\npag-recruit\nkailangan bang mag refer\nkikita ba kahit walang refer\nwalang recruit\nmag invite ng tao\nmag-imbita\ndownline kailangan\ndi mag invite\nhindi mag recruit\nwalang invite\nrequired mag refer\nrequired mag recruit",
  "general.chat.kb.recruiting.a":
    "Sa malaking bahagi, oo. Ang direct at level income ay galing lang sa mga taong sumali sa pamamagitan mo at sa kanilang mga team, at ang global pool ay nangangailangan ng isang direct referral na may parehong slot. Kung walang recruiting, malamang na zero o napakaliit ng kita.",

  "general.chat.kb.risks.q":
    "Ano ang mga risk?\nrisk\nrisks\npanganib\ndelikado\nligtas ba\nsafe ba\nsafe ba pera ko\nano ang puwedeng mangyari\ndapat ba akong mag invest\nmagandang investment ba\ndisadvantages\ndelikado mag invest\nrisky",
  "general.chat.kb.risks.a":
    "Ang mga pangunahing risk: puwede mong mawala ang lahat ng ibinayad mo sa slots; may kita lang kung may sumasali sa ilalim mo, at karamihan ay kaunti o walang nare-recruit; puwedeng bumagsak ang presyo ng crypto at ng tokens na ibinabayad; hindi na maibabalik ang bayad sa maling address o ang na-leak na recovery phrase. Gumamit lang ng perang kaya mong mawala.",

  "general.chat.kb.loseMoney.q":
    "Puwede ba akong malugi?\nmalugi\nlugi\nmawalan ng pera\nmawawala ba pera ko\nmawala ang puhunan\npagkalugi\npaano kung walang sumali\npaano kung tumigil\nlose money\nmawawala pera\nwalang sumali\nmasunog pera\nnasunog\nmasusunog\nmaubos pera\nmatalo pera\nmalulugi\nnalugi\nmawala dollars\nmawala usdt ko\nmawala pera\nmawala ang 2 dollars\nwalang sumali sa ilalim\nsa ilalim ko",
  "general.chat.kb.loseMoney.a":
    "Puwede kang mawalan ng pera, oo. Hindi na ibinabalik ang ibinayad mo sa slots, baka hindi kailanman dumating ang kita kung hindi ka magre-recruit ng iba, at puwedeng bumaba ang halaga ng crypto.",

  "general.chat.kb.guarantee.q":
    "Garantisado ba ang kita?\ngarantisado\nguaranteed\nguarantee\nsigurado\nsiguradong kita\nfixed income\nsure income\nsure na kita\npangako\nsure ball\nsigurado kita\nsiguradong kikita\nrefund guarantee\n100% sure\nsure na kikita\nsiguradong payout",
  "general.chat.kb.guarantee.a":
    "Walang garantisado rito. Ang mga numero ay plano mismo ng program, hindi pangako, at walang sinumang makakapangako sa iyo ng kita.",

  "general.chat.kb.scam.q":
    "Scam ba ito?\nscam\nscammer\nmanloloko\nloko\nnanloloko\npanloloko\ntotoo ba\nlegit\nlegit ba\nmapagkakatiwalaan\nfake\nponzi\nhoax\nbudol\nmodus\ntatakbuhan\nna scam\nnaiscam\nrug pull\nrugpull\npeke",
  "general.chat.kb.scam.a":
    "Hindi masasabi sa iyo ng site na ito na ligtas ito. Ano ito: isang referral program na pinapatakbo ng smart contract, kung saan ang natatanggap ng mga member ay galing sa ibinabayad ng ibang member para sa slots. Kaya nakadepende ang kita sa pagsali ng mga bagong tao, at kapag bumagal ang pagsali, bumababa o humihinto ito. Nagbababala ang mga regulator sa maraming bansa tungkol sa mga scheme na ganito, kaya alamin mo muna ito nang mabuti bago maglagay ng pera.",

  "general.chat.kb.legal.q":
    "Legal ba ito?\nlegal\nilegal\nbawal\npinapayagan ba sa pilipinas\nsec\nrehistrado\nlisensya\nregistered sa sec\nbuwis\ntax\npermit\ndti\nsec registered\nrehistrado sa sec\nlabag sa batas\nbawal sa batas\nlegal sa batas\nbir\ntax sa bir\nmagbayad ng tax\nbayad ng tax\nbayad buwis",
  "general.chat.kb.legal.a":
    "Nakadepende ito sa kung saan ka nakatira. May mga bansang naglilimita o nagbabawal sa mga referral scheme kung saan ang kita ay galing sa pag-recruit, at iba-iba ang patakaran sa crypto sa bawat lugar. Hindi nagbibigay ng legal advice ang site na ito: alamin ang mga patakaran sa iyong bansa, kasama ang anumang buwis sa kita.",

  "general.chat.kb.pyramid.q":
    "Pyramid scheme ba ito?\npyramid\npyramiding\npyramid scheme\nmlm\nmulti level\nnetwork marketing\nnetworking\nchain",
  "general.chat.kb.pyramid.a":
    "Isa itong referral program kung saan kumikita ang mga member mula sa ibinabayad para sa slots ng mga taong dinala nila, at ng mga taong dinala naman ng mga iyon: isang multi-level na istruktura. Ang perang ibinabayad ay galing sa slot payments ng mga member, hindi sa pagbebenta ng kung ano sa mga customer sa labas. Kung ituturing ba iyon na ilegal na pyramid scheme ay nakadepende sa batas ng iyong bansa.",

  "general.chat.kb.refund.q":
    "Puwede ba akong mag-refund?\nmarefund\nibalik ang pera\nmababawi ko ba pera ko\nbawiin\ncancel registration\ni-cancel\nreverse transaction\nlumabas sa program\nmakuha ulit pera\nmaibalik pera\nbawiin pera\nibalik pera\nrefund ng slot\nnagbago isip\nmagbago isip\nchange mind\nayoko na\npa refund\nmagpa refund\nayaw ko na\ni refund\nrefund ko",
  "general.chat.kb.refund.a":
    "Walang sinumang makakapag-cancel o makakapag-refund ng bayad sa smart contract, kasama ang site na ito. Ituring na wala na ang ibinayad mo sa slot maliban kung may kitang bumalik sa iyo.",

  "general.chat.kb.withdraw.q":
    "Paano mag-withdraw?\nwithdraw\nwithdrawal\nmagwithdraw\nmag cash out\ncash out\npaano ako mababayaran\nkailan ang payout\npayout\nilabas ang pera\ngawing cash\npapasok kita\nmakuha kita\npano mag cash out\nkelan papasok\npano mag wd\nwd\ncash out sa gcash",
  "general.chat.kb.withdraw.a":
    "Walang hawak na pera ang site na ito at wala itong ibinabayad. Sinasabi ng program na ipinapadala ng smart contract nito ang mga bayad diretso sa wallet na ginamit mo sa pagrehistro, kaya walang withdrawal form: makikita mo ang mga ito sa iyong wallet at sa blockchain explorer, at puwede mong ibenta ang stablecoin sa isang exchange.",

  "general.chat.kb.whoRuns.q":
    "Sino ang nasa likod ng site na ito?\nsino kayo\nsino ka\nsino ang may-ari\nsino gumawa ng site\nmay ari\nowner\nfounder\nsino ang nagpapatakbo\nsino ang gumawa ng program\nmay hawak\nnagpapatakbo",
  "general.chat.kb.whoRuns.a":
    "Ang site na ito ay hindi opisyal na gabay na ginawa ng mga independent promoter ng program. Hindi ito pinapatakbo, inaprubahan o ine-endorso ng mga gumawa ng program. Kapag nagrehistro ka gamit ang mga referral link nito, puwedeng kumita ang mga taong nasa likod ng gabay na ito.",

  "general.chat.kb.official.q":
    "Ito ba ang official site?\nofficial\nopisyal\nofficial site\nopisyal na website\nofficial page\nkayo ba ang kumpanya\nito ba ang totoong site\nofficial ba",
  "general.chat.kb.official.a":
    "Hindi ito ang opisyal na site. Isa itong hindi opisyal na gabay, hindi pinapatakbo, inaprubahan o ine-endorso ng program.",

  "general.chat.kb.contact.q":
    "Paano ko kayo makokontak?\ncontact\nkontak\nmakontak\nsupport\ntulong\ncustomer service\nnumber\ncontact number\nemail\nwhatsapp\ntelegram\nmessenger\nmakausap ang tao\nkausapin\nreklamo\ntawagan\nfb page\ncontact admin\nhotline",
  "general.chat.kb.contact.a":
    "Walang help desk o phone line ang gabay na ito. Magtanong sa iyong sponsor, ang taong ang link ang ginamit mo, o gamitin ang community links sa ibaba ng page. Walang totoong tutulong sa iyo na hihingi ng recovery phrase mo o magpapapadala sa iyo ng pera.",

  "general.chat.kb.presentations.q":
    "Nasaan ang mga presentation?\npresentation\npresentations\nslides\npdf\nplan sa tagalog\ndownload presentation\nbusiness plan\nppt\nipakita sa iba\npang present",
  "general.chat.kb.presentations.a":
    "May slides tungkol sa program sa Presentations page, una ang nasa iyong wika, at puwede kang magpadala ng sarili mo para ma-review: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "May video ba?\nvideo\nvideos\ntutorial\nyoutube\npanoorin\nvideo guide\nvideo tutorial\ntutorial video\nvlog",
  "general.chat.kb.videos.a":
    "May introduction video sa home page at tutorial video sa Join page na nagpapaliwanag ng pagrehistro: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "Ano ito?\nano ang program na ito\npaano ito gumagana\nipaliwanag ang program\ntungkol saan ito\nano ang waymark\nbuod\nanong negosyo ito\nexplain\nanong business\npara saan to\ntungkol saan\nano to\nano ba ito\nanong project\nklaseng project\nbusiness nito",
  "general.chat.kb.whatIsIt.a":
    "Isa itong slot-based na referral program sa isang blockchain na mababa ang fees: bumibili ang mga member ng slots gamit ang stablecoin, at hinahati ng smart contract ang mga bayad na iyon sa mga member sa ilalim ng anim na uri ng kita. Ang site na ito ay hindi opisyal na gabay na nagpapaliwanag nito sa simpleng salita, kasama ang mga risk.",

  "general.chat.kb.hello.q":
    "Hello\nhi\nkumusta\nkamusta\nmagandang umaga\nmagandang hapon\nmagandang gabi\nsalamat\nmaraming salamat\nthank you\ngood eve\ngood morning\ngood pm\ngood evening",
  "general.chat.kb.hello.a":
    "Kumusta! Magtanong ka tungkol sa pagsali, wallets, minimum na halaga, mga uri ng kita, slots o mga risk.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "gym\nworkout\ndiet\npagpapapayat\ndoktor\nospital\ngamot\nbakuna\nmedical checkup\neskwela\nschool\nkolehiyo\nprc exam\nlet exam\nupcat\nassignment\nsundalo\nkasal\njowa\ngirlfriend\nboyfriend\nrecipe\nadobo\nsinigang\njollibee\nrestaurant\nteleserye\npelikula\nnetflix\nkdrama\nbasketball\npba\nnba\nmobile legends\nvalorant\ncod mobile\nbagyo\nulan\nweather\nbarko\ncebu pacific\neroplano\nhotel\npassport\ndfa appointment\nphilsys\nnational id\nlto\ngasolina\nmeralco\nkuryente\ntubig\npldt\ndamit\nsapatos\nmakeup\nskincare\nparking\ntraffic\nupa sa bahay\napartment\nbukid\npalay\nsss\nphilhealth\npag ibig\n4ps\npasko\nnoche buena\nfiesta\nhoroscope\neleksyon\njob interview\nshopee\nlazada\ngrab\nsahod\njogging\nmarathon\nfun run\nyoga\nzumba\npark\nsabong\nconcert\nglobe\ntnt\nconverge\nbdo\nbpi\nmetrobank\nlandbank\npnb\nunionbank\nrcbc\neastwest\nchinabank\nmaynilad\nmanila water\npagibig\numid\nnbi clearance\nnbi\npolice clearance\npsa\nbirth certificate\ncenomar\npostal id\ncomelec\ncivil service exam\nboard exam\nielts\nfoodpanda\njoyride\ncebu pac\nphilippine airlines\nairasia\nmrt\nlrt\nviber\nzoom\ngoogle meet\ngoogle classroom\nthesis\nresearch paper\nenrollment\ntuition\nprelim\nmidterm\nabs cbn\ngma\nkapamilya\nkapuso\nviu\nmitsubishi\nsavings account\nbangko\natm card\n7 eleven\nseven eleven\nsingsing\nalahas\nliga\ntumakbo\nmanligaw\nsyota\ncellphone repair\nipagawa\nbir tin\nginto\nlupa\ncondo\nlaro\nvlogger\nfrontrow\naim global\npalawan\ncebuana\ndole\ndswd\nowwa\ntesda\nglobe load",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `ang ang mga ng sa si ni kay na ba po ko ako mo ikaw ka kayo niyo nyo natin namin
    tayo kami siya sya sila nila niya ito ito'y iyan iyon yan yun yung ung nung dito diyan jan
    doon dun ano anong anu ano-ano paano pano panu saan san sino sinong bakit kailan ilan may
    mayroon meron at pero kung para din rin lang naman nga daw raw kasi pag kapag dapat
    pwede puwede pede ho opo talaga sana paki gusto kong akin sakin akong mag magpa nang
    the is are a an my i how what do does can to of for in on it this that you me where which
    pls please pa-help help
    ba po naman yung ung to ito dito pano paano kasi lang ko ka mo sa ng nga pls
    ilang tong yun una baka galing nito
    pre pare tol lods idol sis bes beh kuya paps maam diba kase nmn nman lng tlga bka pwd pwde pno panu cno bkit kelan yng ganun ganon
    ay di eh ah oh uy ha hm ok oo ma pa na ni si sa ng ka mo ko ba po to yo be at as or if so no go me we ya
    makakuha malaman alamin`,
  minWordLength: 2,
};
