// Indonesian knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Terus terang: ini adalah program referral. Penghasilan apa pun bergantung pada merekrut orang lain dan bisa nol, aset kripto bisa kehilangan nilai, dan tidak ada di sini yang merupakan nasihat keuangan. Baca penafian: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Ini angka yang dipublikasikan oleh program itu sendiri, bukan janji: penghasilan sebenarnya bisa nol.",

  "general.chat.kb.join.q":
    "Bagaimana cara bergabung?\ncara gabung\ncara daftar\ncara mendaftar\ndaftar\npendaftaran\nlangkah bergabung\ncara mulai\ningin jadi member\nbuat akun\ngabung\njoin\nregistrasi\nikut program\nmau ikutan\ndaftarnya gimana\ndiajak temen\ncara ikut\nikutnya\nbikin akun\nmau ikut\nmau daftar\ndaftar akun\ngabung lewat mana\ncara ikutan\nikutan program\nmulai dari mana\nbingung mulai\nsign up\nsignup\njadi anggota\nproses daftar\ntertarik gabung\ntertarik ikut\nregist\ncara regist",
  "general.chat.kb.join.a":
    "Pasang dompet yang mendukung jaringannya, alihkan ke jaringan itu, isi minimal {amount} dalam stablecoin ditambah sedikit token asli untuk biaya, buka browser bawaan dompet, tempel link referral Anda lalu ketuk Register Now. Halaman Bergabung menunjukkan setiap langkah: {joinUrl}",

  "general.chat.kb.wallet.q":
    "Dompet apa yang harus saya pakai?\ndompet apa\nwallet apa\ndompet terbaik\ndompet yang disarankan\nperlu dompet\ndownload dompet\ndompet kripto\ndompet\nwallet\ndompet rekomendasi\nmetamask\ntrust wallet\naplikasi dompet\ninstall dompet\ndompet crypto\nrekomendasi wallet\nwallet terbaik\nwallet bagus\ntokenpocket\ndompet di hp\ndompet android\nwallet android\nwallet buat hp\ndompet buat hp\nwallet crypto\nsafepal\napk wallet\naplikasi wallet",
  "general.chat.kb.wallet.a":
    "Gunakan aplikasi dompet kripto terkenal yang mendukung jaringan program dan punya browser bawaan (dApp). Pasang hanya dari toko aplikasi resmi di ponsel Anda. Halaman Bergabung memandu langkahnya: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "Apa itu frasa pemulihan?\nfrasa pemulihan\nseed phrase\nfrasa rahasia\nkata rahasia\n12 kata\nprivate key\nkunci pribadi\nada yang minta seed phrase\nfrasa hilang\nkeamanan dompet\nkata pemulihan\nminta seed\nkata sandi dompet\nminta 12 kata\nmnemonic\npassphrase\nfrasa seed",
  "general.chat.kb.recoveryPhrase.a":
    "Saat membuat dompet, Anda akan melihat frasa pemulihan berisi 12 atau 24 kata. Tulis di kertas dan simpan dengan aman. Siapa pun yang memilikinya bisa mengambil semua isi dompet: jangan pernah mengetikkannya di situs web atau chat dan jangan pernah membagikannya. Tidak ada seorang pun dari situs ini atau program ini yang akan memintanya.",

  "general.chat.kb.network.q":
    "Jaringan apa?\njaringan apa yang dipakai\nblockchain apa\nchain apa\nganti jaringan\nubah jaringan di dompet\nsalah jaringan\npengaturan jaringan\njaringan blockchain\nbsc\ntron\nbep20\ntrc20\njaringan apa\nusdt tidak masuk\nbelum masuk\nga nyampe\ntidak sampai\njaringan yang benar\njaringan yg bener\nbsc atau tron\nerc20\nlewat jaringan apa\njaringan usdt\nusdt jaringan apa\nkirim pake jaringan apa\npakai erc20\nbnb chain\nbnb smart chain\nsalah chain\nsalah pilih jaringan\nsalah kirim jaringan\nsalah kirim",
  "general.chat.kb.network.a":
    "Program berjalan di satu jaringan blockchain berbiaya rendah. Di dompet Anda, alihkan ke jaringan itu sebelum mengisi saldo dan mendaftar; token yang dikirim lewat jaringan lain tidak akan sampai. Langkah 3 di halaman Bergabung menunjukkan caranya: {joinUrl}",

  "general.chat.kb.fees.q":
    "Berapa biayanya?\nbiaya transaksi\nbiaya gas\ngas\ngas fee\nbiaya jaringan\ntoken asli\nkenapa perlu token asli\nbiaya tersembunyi\nbiaya\nfee\nkepotong\npotongan\nbiaya kirim\nperlu bnb\nbnb buat gas\nongkos gas\ngas mahal\nfee mahal\nkepotong berapa\nbnb buat biaya\nga ada bnb\ntanpa bnb\nkepotong tiap transfer\nbiaya tambahan\nga punya bnb\nbnb buat apa",
  "general.chat.kb.fees.a":
    "Setiap transaksi di jaringan dikenai biaya kecil, biasanya sepersekian sen, dibayar dengan token asli jaringan itu. Simpan sedikit di dompet selain stablecoin, atau pendaftaran akan gagal.",

  "general.chat.kb.funding.q":
    "Bagaimana cara mengisi dompet?\ncara isi saldo\nbeli stablecoin\nbeli usdt di mana\ncara deposit\nisi dompet\ntop up\nkirim kripto ke dompet\nbeli kripto\ndeposit\nmasukkan uang\nisi saldo\nisi duit ke wallet\nindodax\ntokocrypto\nbinance\nkirim usdt ke wallet\nbeli usdt\nisi usdt\ntop up usdt\nmasukin usdt\ntopup\ntopup usdt\np2p\ndepo\ncara depo\nuang tunai ke usdt\nbeli usdt tunai\ntunai ke usdt\nisi wallet",
  "general.chat.kb.funding.a":
    "Beli stablecoin yang dipatok ke dolar di exchange atau di dalam aplikasi dompet Anda, lalu kirim ke dompet Anda lewat jaringan program. Anda perlu minimal {amount} dalam stablecoin ditambah sedikit token asli untuk biaya. Periksa jaringan dan alamat sebelum mengirim: transfer tidak bisa dibatalkan.",

  "general.chat.kb.minimum.q":
    "Berapa jumlah minimumnya?\nminimum\nminimal\ninvestasi minimum\nmodal minimal\nberapa untuk mulai\nberapa modalnya\nbutuh berapa\nbiaya gabung\nharga slot pertama\nmodal awal\njumlah terkecil\nmodal duit berapa\nmodal minim\nminimal modal\nmodal kecil\nmodal terkecil\npaling sedikit\nmodal berapa\nmodal cukup\ncukup buat mulai\nberapa dolar\nmodal ribu\npaling murah\nminimal depo",
  "general.chat.kb.minimum.a":
    "Minimumnya {amount}: slot pertama seharga {amount} dalam stablecoin, ditambah sedikit token asli jaringan untuk biaya. Slot yang lebih tinggi lebih mahal; halaman Slot mencantumkannya: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Link mana yang harus saya pakai untuk daftar?\nlink mana\nlink referral\nlink undangan\nlinknya di mana\nlink pendaftaran\nkenapa link ini\ndaftar tanpa link\nreflink\ntautan\nkode ref\nlink temen\nlink dari temen\nkode referal\nkode referral\nlink ref\nlink referal\nkode undangan\nreff\nlink reff\nkode reff",
  "general.chat.kb.referralLink.a":
    "Gunakan link referral yang ada di halaman Bergabung dan tempelkan di browser dompet Anda. Link itu mencatat siapa sponsor Anda; mendaftar lewat link lain memberi Anda sponsor yang berbeda, dan itu tidak bisa diubah nanti: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "Apa itu sponsor?\nsponsor\nupline\nsiapa sponsor saya\nganti sponsor\nperekrut\nsiapa yang mengajak saya\norang yang ngajak\nganti upline\nupline aku\npindah sponsor\npindah upline\nsponsor diganti\nyang ngerekrut aku\npilih sponsor\nmilih sponsor\nsponsor sendiri\nupline ghosting\nupline ngilang\nupline ga bales\nupline susah dihubungi\nhubungi upline\nupline ga respon",
  "general.chat.kb.sponsor.a":
    "Sponsor (upline) Anda adalah anggota yang link referral-nya Anda pakai untuk mendaftar. Program membayar sponsor Anda sebagian dari pembayaran slot Anda dan menempatkan Anda di timnya. Sponsor ditetapkan saat Anda mendaftar dan tidak bisa diubah setelahnya.",

  "general.chat.kb.registerButton.q":
    "Di mana tombol Register Now?\nregister now\ntombol daftar\npendaftaran gagal\ntransaksi gagal\ntidak bisa daftar\nerror saat daftar\nkonfirmasi transaksi\naktivasi akun\ngagal daftar\nregister gagal\ntidak ada respon\nga respon\nga bisa klik\ntombol register\ntransaksi failed\nudah pencet\npencet daftar\nklik daftar\nga muncul apa apa\ntombol ga berfungsi\nloading terus\nmuter terus",
  "general.chat.kb.registerButton.a":
    "Setelah membuka link referral di browser dompet, ketuk Register Now dan konfirmasi transaksinya di dompet. Jika gagal, pastikan dompet berada di jaringan yang benar dan punya cukup stablecoin serta token asli untuk biaya.",

  "general.chat.kb.incomeTypes.q":
    "Apa saja jenis penghasilannya?\njenis penghasilan\njenis bonus\ncara dapat uang\ncara menghasilkan\nbagaimana bayarnya\nmarketing plan\nrencana kompensasi\nbagaimana member dibayar\nbonus\nsistem bonus\npembagian bonus\nmacam bonus\nsumber penghasilan\nbonus apa aja\nbonus apa saja\nbonusnya apa aja\njenis komisi\ncara dapet cuan\nplan bonus\npenghasilan dari mana\ndapet duit dari mana\nsumber cuan\nmacam macam bonus\npenghasilan apa aja\ncara dapet duit\nberapa cara cuan",
  "general.chat.kb.incomeTypes.a":
    "Ada enam: penghasilan langsung, penghasilan level, global pool, leadership, royalti mingguan, dan bagian coin partner. Semuanya dibayar dari apa yang dibayar anggota untuk slot. Halaman Penghasilan menjelaskan masing-masing: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "Apa itu penghasilan langsung?\npenghasilan langsung\nbonus langsung\nbonus referral\nkomisi referral\nbonus sponsor\ndapat apa kalau ajak orang\npenghasilan dari referral\nkomisi langsung\n50 persen\nngajak 1 orang\nkomisi per orang\nper orang yang diajak\nbonus ngajak\nbonus ajak teman\nteman gabung dapat bonus\ntemen join\ntemen gabung\ntemen join dapet apa\nbonus referal\nkomisi referal\nbonus refferal\nngajak satu orang\nyang diajak beli slot",
  "general.chat.kb.directIncome.a":
    "Penghasilan langsung adalah 50% dari harga slot setiap orang yang Anda ajak langsung. Misalnya, slot {small} memberi {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "Apa itu penghasilan level?\npenghasilan level\nbonus level\n10 level\npenghasilan tim\npenghasilan dari tim\npenghasilan downline\ngenerasi\n2 persen\n10 level ke bawah\ndari downline\njaringan bawah\nbonus generasi\ndownline dari downline\ndownline ngajak\nkomisi downline\nkedalaman level\nbonus tim\ndiajak downline\ndownline ngajak orang",
  "general.chat.kb.levelIncome.a":
    "Penghasilan level adalah 2% dari harga slot untuk setiap anggota hingga 10 level di tim Anda, total 20%.",

  "general.chat.kb.globalPool.q":
    "Apa itu global pool?\nglobal pool\npenghasilan global\nmatriks 2x6\n3640%\npenghasilan pool\ncara lolos global pool\ncara kerja global pool\npool 2x6",
  "general.chat.kb.globalPool.a":
    "Global pool adalah matriks 2x6 yang menurut program membayar hingga 3640% dari harga slot per siklus. Untuk memenuhi syarat Anda perlu satu referral langsung yang memegang slot yang sama.",

  "general.chat.kb.leadership.q":
    "Apa saja peringkat leadership?\nperingkat\nrank\nranking\npenghasilan leadership\nbonus leadership\nperingkat gold\ncara naik peringkat\npenghasilan harian\nrank diamond\nbonus harian\nnaik rank\nrank up",
  "general.chat.kb.leadership.a":
    "Lima peringkat: Beginner, Bronze, Silver, Gold, dan Diamond. Menurut program, peringkat ini membayar harian 0,25% sampai 1% dari harga peringkat, tergantung berapa anggota langsung yang memegang peringkat yang sama, dengan batas 250%.",

  "general.chat.kb.royalty.q":
    "Apa itu royalti mingguan?\nroyalti\nroyalty\npool royalti\npenghasilan mingguan\nbonus mingguan",
  "general.chat.kb.royalty.a":
    "Posisi B dan C di setiap slot mengirim 10% dananya ke pool royalti yang dibagikan setiap minggu kepada anggota yang memenuhi syarat.",

  "general.chat.kb.coinPartner.q":
    "Apa itu bagian coin partner?\ncoin partner\nbagian partner\ntoken\nkoin\ndapat token\nharga token\njual token\ntoken gratis\nkoin gratis",
  "general.chat.kb.coinPartner.a":
    "Posisi B dan C juga mengirim 10% ke bagian coin partner, yang diterima anggota dalam bentuk token. Harga token bisa naik atau turun, jadi nilainya tidak pasti.",

  "general.chat.kb.slots.q":
    "Ada berapa slot?\nslot\ntingkatan slot\nharga slot\nberapa harga tiap slot\napa itu slot\nbiaya slot\ndaftar slot\nslot level\nberapa level slot\nlevel slot\nada berapa slot\nsemua slot\nslot termahal\nslot paling mahal\nharga semua slot\n10 slot",
  "general.chat.kb.slots.a":
    "Ada sepuluh tingkatan slot, dari {first} sampai {last}. Halaman Slot mencantumkan harga masing-masing dan apa yang menurut program dibayarkan: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "Bagaimana cara upgrade slot?\nupgrade\nnaik slot\nbeli slot berikutnya\nslot lebih tinggi\nbeli slot lagi\nlevel berikutnya\nperlu beli slot lebih besar\nslot berikutnya\nupgrade slot\nnaikin slot\nnaik level slot\nslot gede\nslot 2\nslot kedua",
  "general.chat.kb.upgrade.a":
    "Anda bisa membeli tingkatan slot berikutnya kapan saja, membayar harganya dari dompet dengan cara yang sama seperti yang pertama. Slot yang lebih tinggi lebih mahal dan angkanya hanya berlaku kalau orang lain juga ikut di level itu, jadi risikonya lebih besar, bukan keuntungan pasti.",

  "general.chat.kb.matrix.q":
    "Bagaimana matriks bekerja?\nmatriks\nmatrix\nmatriks m4\nmatriks 4x1\nposisi\nposisi a b c d\nuangnya ke mana\nbagaimana dana dibagi\nsiklus\nrecycle\ncycle\nuang ke mana\ncara kerja matriks\n4 posisi\nposisi penuh",
  "general.chat.kb.matrix.a":
    "Setiap slot adalah matriks M4 (4x1) dengan empat posisi. Posisi A mengirim 10% ke leadership dan 40% ke global pool; B dan C mengirim 10% ke royalti dan 10% ke bagian coin partner; D mengirim 100% ke posisi kosong sponsor Anda, lalu siklus dimulai lagi: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "Berapa yang bisa saya hasilkan?\nberapa penghasilannya\ndapat berapa\ndapet berapa\npenghasilan sebulan\nsebulan berapa\ncuan\nprofit\nkeuntungan\nhasil\nberapa untungnya\npenghasilan per bulan\nbisa kaya\nroi\npassive income\nbalik modal\nper hari\nprofit berapa\nbisa dapet berapa\nsehari\npenghasilan per hari\nhasil sebulan\nkapan balik modal\nlama balik modal\npemula dapet\nsebulan dapet\nrata rata\nrata2 dapet",
  "general.chat.kb.earnHowMuch.a":
    "Mulai dari nol ke atas, dan bagi kebanyakan orang jumlahnya kecil. Rencananya membayar 50% dari harga slot setiap referral langsung, 2% per anggota di 10 level, serta bagian pool, peringkat, dan royalti, tetapi semuanya berasal dari orang lain yang membeli slot. Kalau tidak ada yang bergabung lewat Anda, Anda tidak mendapat apa pun dari penghasilan langsung atau level. Rencananya: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Apakah saya harus merekrut orang?\nrekrut\nmerekrut\nharus ajak orang\nharus referral\nbisa dapat tanpa ajak orang\ntanpa mengajak\ntanpa rekrut\nharus cari member\nharus ajak orang\nharus ngajak\nngajak orang\ntanpa ngajak\nwajib rekrut\nwajib ngajak\nga ngajak siapa siapa\nga punya temen\nwajib ngerekrut\nngerekrut",
  "general.chat.kb.recruiting.a":
    "Sebagian besar, ya. Penghasilan langsung dan level hanya datang dari orang yang bergabung lewat Anda dan dari tim mereka, dan global pool membutuhkan satu referral langsung dengan slot yang sama. Tanpa merekrut, penghasilan kemungkinan nol atau sangat kecil.",

  "general.chat.kb.risks.q":
    "Apa saja risikonya?\nrisiko\nberisiko\naman\napakah aman\nuang saya aman\nbahaya\nkekurangan\napa yang bisa salah\nperlu investasi\ninvestasi bagus\naman ga\nresiko\nresiko terburuk\nresiko gede\nrisiko besar\nrisiko terburuk\nterburuk\nresiko ikut\nrisiko ikut\nnaro duit\ntaruh duit aman",
  "general.chat.kb.risks.a":
    "Risiko utamanya: Anda bisa kehilangan semua yang Anda bayar untuk slot; penghasilan hanya datang jika ada orang yang bergabung di bawah Anda, dan kebanyakan orang merekrut sedikit atau tidak sama sekali; harga kripto dan token yang dibayarkan bisa turun; pembayaran ke alamat yang salah atau frasa pemulihan yang bocor tidak bisa dibatalkan. Gunakan hanya uang yang sanggup Anda relakan hilang.",

  "general.chat.kb.loseMoney.q":
    "Apakah saya bisa rugi?\nrugi\nkehilangan uang\nuang hilang\nbisa hilang\nkerugian\nboncos\nkalau tidak ada downline\nkalau berhenti\nduit bisa hilang\nga ada yang gabung\nduit ilang\ntidak ada yang join\nuang hangus\nduit hangus\nkemungkinan rugi\nbisa rugi\nduit amblas\nuang amblas\nmodal amblas\nmodal hilang\nmodal ilang\nzonk\nrungkad\ndolar ilang\nusdt ilang\ndolar hilang\nusdt hilang\nga ada yang masuk\nga ada yg masuk",
  "general.chat.kb.loseMoney.a":
    "Anda bisa kehilangan uang. Yang Anda bayar untuk slot tidak dikembalikan, penghasilan mungkin tidak pernah datang kalau Anda tidak merekrut orang lain, dan aset kripto bisa turun nilainya.",

  "general.chat.kb.guarantee.q":
    "Apakah penghasilannya dijamin?\ndijamin\njaminan\ngaransi\npenghasilan tetap\npenghasilan pasti\nprofit pasti\njanji\nuntung terus\npasti dapet\ndijamin balik modal\npasti cuan\njaminan balik modal\npasti tiap bulan\npasti cair",
  "general.chat.kb.guarantee.a":
    "Tidak ada yang dijamin. Angka-angka itu adalah rencana program sendiri, bukan janji, dan tidak ada yang bisa menjanjikan penghasilan kepada Anda.",

  "general.chat.kb.scam.q":
    "Apakah ini penipuan?\npenipuan\nscam\npenipu\nbodong\npalsu\nlegit\nasli\nbisa dipercaya\namanah\nponzi\ntipu\nketipu\ninvestasi bodong\nbodong bukan\npenipuan bukan\nabal abal\nabal2\nrugpull\nrug pull\nbawa kabur\nhoax",
  "general.chat.kb.scam.a":
    "Situs ini tidak bisa mengatakan bahwa ini aman. Yang bisa dikatakan: ini program referral yang dijalankan smart contract, di mana yang diterima anggota berasal dari yang dibayar anggota lain untuk slot. Jadi penghasilan bergantung pada orang baru yang bergabung, dan saat pendaftaran melambat, penghasilan turun atau berhenti. Regulator di banyak negara memperingatkan skema yang bekerja seperti ini, jadi periksa sendiri sebelum memasukkan uang.",

  "general.chat.kb.legal.q":
    "Apakah ini legal?\nlegal\nilegal\nresmi ojk\nojk\ndiizinkan di negara saya\ndilarang\nizin\nlisensi\ndiatur\npajak\nharus bayar pajak\nterdaftar ojk\nbappebti\nlegal ga\nizin pemerintah\nmelanggar hukum\nkena pajak\nsesuai hukum\nlegal di indonesia",
  "general.chat.kb.legal.a":
    "Itu tergantung di mana Anda tinggal. Beberapa negara membatasi atau melarang skema referral yang penghasilannya berasal dari merekrut, dan aturan kripto berbeda di tiap tempat. Situs ini tidak memberi nasihat hukum: periksa aturan di negara Anda, termasuk pajak atas penghasilan.",

  "general.chat.kb.pyramid.q":
    "Apakah ini skema piramida?\npiramida\nskema piramida\nmlm\nmoney game\nnetwork marketing\nmulti level marketing\nskema berantai\narisan berantai\nskema ponzi",
  "general.chat.kb.pyramid.a":
    "Ini program referral di mana anggota mendapat penghasilan dari apa yang dibayar untuk slot oleh orang yang mereka ajak, dan orang yang diajak oleh mereka: struktur bertingkat. Uang yang dibayarkan berasal dari pembayaran slot anggota, bukan dari menjual sesuatu ke pelanggan luar. Apakah itu termasuk skema piramida ilegal tergantung hukum di negara Anda.",

  "general.chat.kb.refund.q":
    "Bisa refund?\nrefund\npengembalian dana\nuang kembali\nbatalkan pendaftaran\nbatalkan transaksi\nminta uang kembali\nkeluar\ndibalikin\nnyesel\nminta balik\nberubah pikiran\nga jadi ikut\nbatal ikut\nbatalin\ndibatalin\nbisa dibatalin\nusdt balik\nrefund slot\ndikembalikan\nuang dikembalikan\nbalikin duit\nditarik balik\nnarik balik\nduit balik\nuang balik\nduit kembali",
  "general.chat.kb.refund.a":
    "Pembayaran ke smart contract tidak bisa dibatalkan atau dikembalikan oleh siapa pun, termasuk situs ini. Anggap yang Anda bayar untuk slot sudah hilang kecuali ada penghasilan yang kembali kepada Anda.",

  "general.chat.kb.withdraw.q":
    "Bagaimana cara menarik dana?\ntarik dana\npenarikan\nwithdraw\nwd\ncairkan\nkapan dibayar\ncara dapat bayaran\nambil uang\ntukar ke rupiah\ntarik duit\ncairin\nmasuk ke dompet\nhasil masuk\nkapan cair\ncairin profit\ntarik ke rekening\ncairin ke rekening",
  "general.chat.kb.withdraw.a":
    "Situs ini tidak menyimpan uang dan tidak membayar apa pun. Menurut program, smart contract-nya mengirim pembayaran langsung ke dompet yang Anda pakai saat mendaftar, jadi tidak ada formulir penarikan: Anda melihatnya di dompet dan di blockchain explorer, dan bisa menjual stablecoin di exchange.",

  "general.chat.kb.whoRuns.q":
    "Siapa yang mengelola situs ini?\nsiapa kalian\nsiapa pemiliknya\nsiapa yang buat situs ini\nsiapa di balik ini\npemilik\npendiri\nsiapa yang membuat program\nsiapa pengelolanya\npemilik situs\npengelola\nyang bikin situs\nowner project\npemilik project\nweb\npemilik web\nowner web\npengurus web\nngurus web\nyang bikin panduan",
  "general.chat.kb.whoRuns.a":
    "Situs ini adalah panduan tidak resmi yang dibuat oleh promotor independen program. Situs ini tidak dijalankan, disetujui, atau didukung oleh pembuat program. Saat Anda mendaftar lewat link referral-nya, orang-orang di balik panduan ini bisa mendapat penghasilan darinya.",

  "general.chat.kb.official.q":
    "Apakah ini situs resmi?\nresmi\nsitus resmi\nwebsite resmi\nkalian perusahaannya\nini situs asli\nweb resmi\nweb asli\ntim resmi",
  "general.chat.kb.official.a":
    "Ini bukan situs resmi. Ini panduan tidak resmi, tidak dijalankan, disetujui, atau didukung oleh program.",

  "general.chat.kb.contact.q":
    "Bagaimana cara menghubungi kalian?\nkontak\nhubungi\ncs\nsupport\nbantuan\nlayanan pelanggan\nnomor telepon\nemail\nwhatsapp\nwa\ntelegram\nbicara dengan orang\nkeluhan\nnomor cs\nnomor wa\nhubungi admin\nkontak admin\nnomor admin\ngrup telegram resmi",
  "general.chat.kb.contact.a":
    "Panduan ini tidak punya layanan bantuan atau nomor telepon. Tanyakan sponsor Anda, orang yang link-nya Anda pakai, atau gunakan link komunitas di bagian bawah halaman. Orang yang tulus tidak akan pernah meminta frasa pemulihan Anda atau meminta Anda mengirim uang untuk membantu.",

  "general.chat.kb.presentations.q":
    "Di mana presentasinya?\npresentasi\nslide\nppt\npdf\nplan bahasa indonesia\ndownload presentasi\nbusiness plan\nfile presentasi",
  "general.chat.kb.presentations.a":
    "Halaman Presentasi berisi slide tentang program, dalam bahasa Anda lebih dulu, dan Anda bisa mengirim milik Anda untuk ditinjau: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "Ada videonya?\nvideo\ntutorial\nyoutube\nnonton\npanduan video\nvideo cara daftar\ntutorial youtube\nvideo tutorial",
  "general.chat.kb.videos.a":
    "Ada video perkenalan di beranda dan video tutorial di halaman Bergabung yang memandu pendaftaran: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "Ini apa?\nprogram apa ini\ncara kerja program ini\njelaskan programnya\nini tentang apa\napa itu waymark\nringkasan\nbisnis apa ini\nbisnis apa\nproject apa\nini apaan\nprogram apa\nsingkat\njenis project",
  "general.chat.kb.whatIsIt.a":
    "Ini program referral berbasis slot di blockchain berbiaya rendah: anggota membeli slot dengan stablecoin, dan smart contract membagikan pembayaran itu kepada anggota dalam enam jenis penghasilan. Situs ini adalah panduan tidak resmi yang menjelaskannya dengan bahasa sederhana, termasuk risikonya.",

  "general.chat.kb.hello.q":
    "Halo\nhai\nhi\nselamat pagi\nselamat siang\nselamat malam\nterima kasih\nmakasih\npermisi\nhai kak\nselamat sore\nassalamualaikum\nsalam kak\nmisi",
  "general.chat.kb.hello.a":
    "Halo! Tanyakan tentang cara bergabung, dompet, jumlah minimum, jenis penghasilan, slot, atau risikonya.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "gym\nfitness\nolahraga\ndiet\ndokter\nrumah sakit\npuskesmas\nobat\nvaksin\nbpjs kesehatan\nsekolah\nkuliah\nkampus\nujian\nutbk\nsnbt\ntugas sekolah\nskripsi\ntentara\ntni\nnikah\npernikahan\npacar\nresep masakan\nmasak\nnasi goreng\nrestoran\nfilm\ndrakor\nnetflix\nsepak bola\ntimnas\nliga\nmobile legends\nff\npubg\ncuaca\nhujan\ntiket kereta\ntiket pesawat\nhotel\nvisa\npaspor\nktp\ne ktp\nsim mobil\nbensin\npertalite\nlistrik pln\ntagihan listrik\npdam\nwifi\nindihome\nbaju\nsepatu\nskincare\nmakeup\nparkir\ntilang\nkos\nkontrakan\nsewa rumah\nsawah\nbertani\nlebaran\nmudik\nramadan\nbansos\ncpns\nloker\ninterview\nzodiak\npemilu\nshopee\ntokopedia\nlazada\nbukalapak\ngojek\ngrab\nvalorant\ninstagram\nmotor\nsamsat\npinjol\njudi online\ngacor\nkonser\ntelkomsel\nindosat\nim3\naxis\nsmartfren\nbiznet\nbri\nbni\nbtn\nbsi\ncimb niaga\ndanamon\npln\npgn\nnpwp\nbpjs\nskck\ndukcapil\nimigrasi\nsnbp\ntoefl\nielts\nblibli\ngofood\ngrabfood\nshopeefood\nmaxim\ntraveloka\ngaruda\nlion air\nbatik air\nkai\nkrl\nwhoosh\ntransjakarta\nzoom\ngoogle meet\nmakalah\ndosen\nsemester\nukt\nvidio\nrcti\nsctv\nindosiar\nhonda\nyamaha\ntoyota\nkpr\nkantor pajak\nsaham\nreksadana\ndownload lagu\ndownload film\naltcoin\nmemecoin\napple\ngrup kelas\npartai\ntesla\nbca\noperasi\ncaesar\nhijab\njilbab\nprogrammer\ntrading\nvape\nrokok\nlembur\npesangon\nphk\npesanan\nplanner\npemanasan global\ngame online\nedit\nediting\ncapcut\npinjaman\ntemu\nshein\naliexpress\netoro\nbibit\najaib\nstockbit\nsteam",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `apa apakah siapa mana dimana kemana kapan kenapa mengapa bagaimana gimana gmn
    berapa yang ini itu nya adalah ialah ada akan sudah udah belum bisa dapatkah boleh harus
    saya aku gue gw kamu anda kalian dia kami kita mereka saja aja dong deh sih kah lah yah
    dan atau tapi juga dengan dari untuk buat pada di ke dalam oleh tentang kalau jika kok
    mau ingin tolong mohon kasih tahu tau bro gan min kak pak bu om tidak nggak gak enggak ga
    sangat banget lagi cara hari yg dg tu ya ni si ku mu pa bu kk dr utk sy gk ge no
    gmn gimana gmana ga gak nggak kak bang sih dong ya aja yg aku gue saya ini itu apa berapa dimana pls
    pake pakai punya biar kalo kalau bukan sini disini caranya maksudnya kira tuh nih
    sebenernya bikin macem
    sebenarnya jujur kayak kan katanya lewat tetep tetap sama semua emang emangnya jangan2 jangan-jangan
    tp
    brp brapa
    doang knp banyak beneran realistis realistisnya siapa2 jelasin dijelasin jelaskan didapet didapat
    dapet dapat dpt dpet
    dipake dipakai
    bos bosku sis mbak mba mas bund gais cuy coy bre ges dgn blm sdh bsa gimna gmna dmn kpn gitu gini kek kyk gua loe ane loh lho
    mulu melulu
  `,
  minWordLength: 2,
};
