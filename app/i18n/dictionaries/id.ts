import type { Messages } from "./en";

export const id = {
  "general.productName": "Waymark",
  "general.skipToContent": "Langsung ke konten utama",
  "general.nav.label": "Navigasi utama",
  "general.nav.home": "Beranda",
  "general.nav.join": "Gabung",
  "general.nav.earnings": "Penghasilan",
  "general.nav.slots": "Slot",
  "general.nav.presentations": "Presentasi",
  "general.nav.assistant": "Asisten AI",
  "general.menu.toggle": "Menu",
  "general.language.label": "Bahasa",
  "general.language.choose": "Pilih bahasa",
  "general.language.changed": "Bahasa diubah ke {language}",
  "general.toast.dismiss": "Tutup notifikasi",
  "general.notFound.title": "404",
  "general.notFound.message": "Ups! Halaman tidak ditemukan",
  "general.notFound.backHome": "Kembali ke Beranda",
  "general.error.title": "Terjadi kesalahan aplikasi yang tidak terduga!",
  "general.error.message": "Terjadi kesalahan di pihak kami. Silakan coba lagi sebentar lagi.",
  "general.joinNow": "Gabung Sekarang",
  "general.opensInNewTab": "terbuka di tab baru",
  "general.copyLink": "Salin tautan",
  "general.copyFailed": "Gagal menyalin: {reason}",
  "general.copyBlocked": "browser tidak mengizinkannya. Pilih tautan dan salin sendiri.",
  "homepage.referral.title": "Tautan rujukan Anda",
  "homepage.referral.description":
    "Daftarlah hanya melalui tautan ini agar sponsor Anda tercatat. Buka tautan ini di browser bawaan dompet Anda, lalu ketuk Register Now.",
  "homepage.referral.fieldLabel": "Tautan rujukan",
  "join.wallet.open": "Buka di {wallet}",
  "join.wallet.text":
    "Membuka tautan referal Anda di browser bawaan aplikasi {wallet}. Tanpa aplikasinya, Anda akan tiba di halaman {wallet} sendiri.",
  "join.wallet.other": "Dompet lain? Buka browser bawaannya dan tempelkan tautan referal di bawah.",
  "general.qr.title": "Pindai dengan ponsel Anda",
  "general.qr.text":
    "Pindai kode ini dengan kamera atau aplikasi dompet di ponsel Anda untuk membuka tautan referal di sana.",
  "general.qr.alt": "Kode QR tautan referal Anda",
  "general.share.label": "Bagikan halaman ini",
  "general.share.button": "Bagikan",
  "general.share.text":
    "Panduan berbahasa sederhana tentang program ini, dalam bahasa Anda: cara bergabung, rencana pendapatan, dan risikonya.",
  "general.share.copied": "Tautan disalin",
  "general.offline.title": "Anda sedang offline",
  "general.offline.text":
    "Halaman ini belum tersimpan di perangkat ini. Halaman yang sudah Anda baca tetap terbuka tanpa koneksi.",
  "general.offline.retry": "Coba lagi",
  "general.offline.home": "Buka halaman beranda",
  "general.meta.description":
    "Panduan tidak resmi dengan bahasa sederhana tentang program rujukan berbasis slot di blockchain berbiaya rendah: cara bergabung, rencana penghasilan, level slot dan peringkat, serta risikonya.",
  "general.meta.joinDescription":
    "Langkah demi langkah: siapkan dompet, isi saldo, lalu daftar melalui tautan rujukan.",
  "general.meta.earningsDescription":
    "Penjelasan enam jenis penghasilan program, lengkap dengan angka yang dipublikasikan dan risikonya.",
  "general.meta.slotsDescription":
    "Sepuluh level slot, biaya masing-masing, dan cara matriks menempatkan dana.",
  "general.meta.presentationsDescription": "Presentasi tentang program dalam bahasa Anda.",
  "general.meta.assistantDescription":
    "Ajukan pertanyaan umum tentang program dan langsung dapatkan jawabannya.",
  "general.disclaimer.title": "Harap dibaca: penghasilan tidak dijamin",
  "general.disclaimer.text":
    "Angka di halaman ini adalah rencana yang dipublikasikan oleh program itu sendiri, bukan janji. Penghasilan apa pun bergantung pada merekrut orang lain dan bisa nol. Aset kripto bisa cepat kehilangan nilainya. Situs ini bukan nasihat keuangan: masukkan hanya dana yang sanggup Anda tanggung jika hilang.",
  "general.video.play": "Putar video: {title}",
  "general.video.intro": "Video perkenalan",
  "general.video.tutorial": "Video tutorial",
  "general.video.noVideo": "Belum ada video.",
  "general.tabs.label": "Tab {name}",
  "general.viewAll": "Lihat semua",
  "general.showLess": "Tampilkan lebih sedikit",
  "general.close": "Tutup",
  "general.loading": "Memuat...",
  "general.stickyCta.text": "Mulai kapan pun Anda siap. Cukup dengan slot {amount}.",
  "general.chat.open": "Buka asisten chat",
  "general.chat.title": "Asisten chat",
  "general.chat.maximize": "Perbesar chat",
  "general.chat.minimize": "Perkecil chat",
  "general.chat.closePanel": "Tutup chat",
  "general.chat.greeting":
    "Halo! Saya menjawab pertanyaan umum seputar cara bergabung, slot, jenis penghasilan, dan risiko. Apa yang ingin Anda ketahui?",
  "general.chat.placeholder": "Tanya tentang programnya...",
  "general.chat.inputLabel": "Pertanyaan Anda",
  "general.chat.send": "Kirim",
  "general.chat.clear": "Hapus Chat",
  "general.chat.cleared": "Chat dihapus",
  "general.chat.thinking": "Asisten sedang mengetik…",
  "general.chat.suggestions": "Pertanyaan yang disarankan",
  "general.chat.you": "Anda",
  "general.chat.assistant": "Asisten",
  "general.chat.intro":
    "Jawaban berasal dari daftar tetap pertanyaan umum dan langsung muncul; apa yang Anda ketik tidak dikirim ke mana pun. Ini bukan nasihat keuangan. Untuk hal lain, baca halaman panduan.",
  "general.chat.errorTitle": "Terjadi masalah saat memproses pertanyaan Anda. Silakan coba lagi.",
  "general.chat.errorReply":
    "Maaf, saya mengalami kendala saat memproses permintaan Anda. Silakan coba lagi.",
  "general.chat.default":
    "Saya belum punya jawaban untuk itu. Coba tanyakan cara bergabung, slot, jenis penghasilan, jumlah minimum, atau risikonya.",
  "general.chat.unsure":
    "Saya tidak yakin mana yang Anda maksud. Pilih salah satu, atau tanyakan dengan kata lain:",
  "general.chat.choices": "Topik terdekat",
  "homepage.hero.badge": "Panduan tidak resmi",
  "homepage.hero.title": "Pahami program slot sebelum bergabung",
  "homepage.hero.subtitle":
    "Panduan jelas dalam bahasa Anda: cara mendaftar dengan dompet, biaya tiap slot, cara kerja enam jenis penghasilan, dan apa saja risikonya.",
  "homepage.hero.getStarted": "Mulai",
  "homepage.hero.learnMore": "Pelajari Lebih Lanjut",
  "homepage.intro.title": "Lihat cara kerjanya",
  "homepage.features.title": "Apa itu program ini",
  "homepage.features.lowFees.title": "Biaya jaringan rendah",
  "homepage.features.lowFees.text":
    "Program ini berjalan di blockchain dengan biaya transaksi kurang dari satu sen, jadi slot kecil pun masuk akal.",
  "homepage.features.contract.title": "Aturan di dalam smart contract",
  "homepage.features.contract.text":
    "Pembayaran mengikuti matriks M4 yang dipublikasikan, yang membagikan 100% dana yang diterimanya.",
  "homepage.features.start.title": "Mulai dari {amount}",
  "homepage.features.start.text":
    "Slot pertama seharga {amount} dalam stablecoin yang dipatok ke dolar, ditambah sedikit token native untuk biaya.",
  "homepage.guide.title": "Cara bergabung",
  "homepage.guide.subtitle": "Tiga langkah. Halaman Gabung menjelaskan masing-masing secara rinci.",
  "homepage.guide.step1.title": "Siapkan dompet",
  "homepage.guide.step1.text":
    "Pasang dompet kripto yang direkomendasikan dan alihkan ke jaringan tersebut.",
  "homepage.guide.step2.title": "Isi saldo",
  "homepage.guide.step2.text":
    "Isi minimal {amount} stablecoin dan sedikit token native untuk biaya.",
  "homepage.guide.step3.title": "Daftar lewat tautan",
  "homepage.guide.step3.text":
    "Buka browser dompet, tempel tautan rujukan, lalu ketuk Register Now.",
  "homepage.guide.fullGuide": "Baca panduan lengkap",
  "homepage.earnings.title": "Enam cara rencana ini membayar",
  "homepage.earnings.subtitle":
    "Sesuai penjelasan program. Baca risikonya di bawah sebelum memutuskan.",
  "homepage.earnings.details": "Lihat detail",
  "homepage.slots.title": "Sistem slot",
  "homepage.slots.subtitle": "Sepuluh level. Pilih level untuk melihat angkanya.",
  "homepage.proof.title": "Bukti penghasilan",
  "homepage.proof.subtitle":
    "Tangkapan layar yang dibagikan anggota. Hasil tiap orang berbeda, dan hasil masa lalu tidak menjadi patokan hasil Anda.",
  "homepage.proof.empty": "Tidak ada bukti penghasilan",
  "homepage.proof.enlarge": "Perbesar gambar: {description}",
  "homepage.testimonials.title": "Kata anggota",
  "homepage.testimonials.empty": "Tidak ada testimoni",
  "homepage.testimonials.rating": "{stars} dari 5 bintang",
  "homepage.why.title": "Mengapa orang memilihnya",
  "homepage.why.point1": "Modal kecil: slot pertama hanya {amount}.",
  "homepage.why.point2": "Aturan transparan: pembayaran smart contract bisa dicek di blockchain.",
  "homepage.why.point3": "Biaya jaringan yang rendah membuat pembayaran kecil tetap sepadan.",
  "homepage.why.point4": "Panduan dan presentasi dalam banyak bahasa, termasuk bahasa Indonesia.",
  "join.title": "Cara bergabung, langkah demi langkah",
  "join.subtitle":
    "Ikuti tujuh langkah ini di ponsel Anda. Tidak perlu terburu-buru: tidak ada yang terjadi sampai Anda mengetuk Register Now.",
  "join.activate": "Aktifkan Akun",
  "join.stepLabel": "Langkah {number}",
  "join.step1.title": "Unduh dompet",
  "join.step1.text":
    "Pasang aplikasi dompet kripto yang direkomendasikan dari toko aplikasi resmi di ponsel Anda.",
  "join.step2.title": "Buat dompet Anda",
  "join.step2.text":
    "Buat dompet baru dan tulis frasa pemulihan di kertas. Jangan pernah membagikannya kepada siapa pun.",
  "join.step3.title": "Beralih ke jaringan",
  "join.step3.text": "Di dompet, pilih jaringan blockchain yang dipakai program.",
  "join.step4.title": "Isi saldo dompet",
  "join.step4.text":
    "Isi minimal {amount} stablecoin yang dipatok ke dolar, ditambah sedikit token native jaringan untuk membayar biaya.",
  "join.step5.title": "Buka browser dompet",
  "join.step5.text": "Cari browser bawaan (sering disebut browser dApp) di dalam aplikasi dompet.",
  "join.step6.title": "Tempel tautan rujukan",
  "join.step6.text": "Salin tautan rujukan di bawah, lalu tempel di browser dompet.",
  "join.step7.title": "Ketuk Register Now",
  "join.step7.text":
    "Periksa halamannya, lalu ketuk Register Now dan konfirmasi transaksi di dompet Anda.",
  "join.tip": "Mendaftar hanya melalui tautan rujukan resmi memastikan rujukan Anda terlacak.",
  "earnings.title": "Rencana penghasilan",
  "earnings.subtitle":
    "Program ini memakai matriks M4 (4x1) yang membagikan 100% dana. Berikut setiap jenis penghasilan sesuai yang dipublikasikan program.",
  "earnings.tab.direct": "Langsung",
  "earnings.tab.level": "Level",
  "earnings.tab.global": "Global",
  "earnings.tab.leadership": "Kepemimpinan",
  "earnings.tab.royalty": "Royalti",
  "earnings.tab.partner": "Mitra",
  "earnings.direct.title": "Penghasilan langsung",
  "earnings.direct.text":
    "Anda menerima 50% dari biaya slot setiap orang yang Anda rujuk langsung.",
  "earnings.direct.example": "Slot {cost} menghasilkan {income}",
  "earnings.level.title": "Penghasilan level",
  "earnings.level.text":
    "Anda menerima 2% dari biaya slot setiap anggota hingga 10 level ke bawah di tim Anda: total 20%.",
  "earnings.level.perMember": "Per anggota di setiap level",
  "earnings.level.total": "Dari 10 level",
  "earnings.global.title": "Pool global",
  "earnings.global.text":
    "Hingga 3640% dari biaya slot per siklus di matriks 2x6. Anda memenuhi syarat dengan 1 rujukan langsung yang memiliki slot yang sama.",
  "earnings.global.example": "Slot {cost}: hingga {income} per siklus",
  "earnings.leadership.title": "Penghasilan kepemimpinan",
  "earnings.leadership.text":
    "Penghasilan harian 0.25% hingga 1% dari biaya peringkat Anda, dengan batas 250%.",
  "earnings.leadership.rank": "Peringkat",
  "earnings.leadership.slots": "Slot yang dibutuhkan",
  "earnings.leadership.daily": "Penghasilan harian (hingga)",
  "earnings.leadership.max": "Maksimum",
  "earnings.leadership.conditionsTitle":
    "Tarif harian menurut jumlah anggota langsung dengan peringkat yang sama",
  "earnings.leadership.condition": "{count} anggota langsung: {rate} per hari",
  "earnings.rank.beginner": "Pemula",
  "earnings.rank.bronze": "Perunggu",
  "earnings.rank.silver": "Perak",
  "earnings.rank.gold": "Emas",
  "earnings.rank.diamond": "Berlian",
  "earnings.royalty.title": "Royalti mingguan",
  "earnings.royalty.text":
    "Posisi B dan C mengirim 10% dananya ke pool royalti yang dibagikan setiap minggu kepada anggota yang memenuhi syarat.",
  "earnings.partner.title": "Bagi hasil mitra koin",
  "earnings.partner.text":
    "Posisi B dan C juga mengirim 10% ke bagi hasil mitra koin, yang diterima anggota dalam bentuk token. Harga token bisa naik atau turun.",
  "slots.title": "Level slot",
  "slots.subtitle":
    "Sepuluh level dari {first} hingga {last}. Setiap kartu menampilkan pembayaran tiap level menurut program.",
  "slots.levelName": "{stars} Bintang",
  "slots.cost": "Biaya",
  "slots.directIncome": "Penghasilan langsung",
  "slots.levelIncome": "Penghasilan level per anggota",
  "slots.globalIncome": "Penghasilan global per siklus (hingga)",
  "slots.activate": "Aktifkan",
  "slots.matrix.title": "Cara matriks M4 menempatkan dana",
  "slots.matrix.text":
    "Setiap slot memiliki empat posisi. Saat semuanya terisi, dana mengalir seperti ini:",
  "slots.matrix.a": "Posisi A: 10% ke kepemimpinan dan 40% ke pool global.",
  "slots.matrix.bc": "Posisi B dan C: 10% ke royalti dan 10% ke bagi hasil mitra koin.",
  "slots.matrix.d":
    "Posisi D: 100% masuk ke posisi kosong milik sponsor Anda, lalu semua posisi dikosongkan untuk siklus berikutnya.",
  "presentations.title": "Presentasi",
  "presentations.subtitle": "Slide tentang program, dengan bahasa Anda ditampilkan lebih dulu.",
  "presentations.main": "Presentasi dalam bahasa Anda",
  "presentations.others": "Presentasi lainnya",
  "presentations.view": "Lihat",
  "presentations.empty": "Belum ada presentasi untuk bahasa ini",
  "presentations.noOthers": "Belum ada presentasi lain.",
  "presentations.loadFailed": "Gagal memuat presentasi",
  "presentations.language": "Bahasa: {language}",
  "presentations.upload.title": "Bagikan presentasi",
  "presentations.upload.intro":
    "Punya slide tentang program dalam bahasa Anda? Kirimkan kepada kami. Slide akan tampil di sini setelah ditinjau.",
  "presentations.upload.titleLabel": "Judul",
  "presentations.upload.languageLabel": "Bahasa",
  "presentations.upload.fileLabel": "File",
  "presentations.upload.hint": "PDF, PPT, PPTX (maks. 10MB)",
  "presentations.upload.submit": "Unggah",
  "presentations.upload.sending": "Mengunggah…",
  "presentations.upload.success": "Terima kasih! Presentasi Anda akan tampil setelah ditinjau.",
  "presentations.upload.failed": "Gagal mengunggah presentasi",
  "presentations.upload.noFile": "Silakan pilih file untuk diunggah",
  "presentations.upload.noTitle": "Silakan masukkan judul presentasi",
  "presentations.upload.tooLarge": "File terlalu besar. PDF, PPT, PPTX (maks. 10MB)",
  "presentations.upload.unsupported": "File ini bukan presentasi PDF, PPT, atau PPTX.",
  "presentations.upload.tooMany":
    "Terlalu banyak unggahan dari koneksi Anda. Silakan coba lagi dalam satu jam.",
  "presentations.upload.queueFull":
    "Antrean peninjauan sedang penuh, jadi kami belum dapat menerima presentasi baru. Silakan coba lagi dalam beberapa hari.",
  "general.unsubscribe.title": "Preferensi email",
  "general.unsubscribe.confirm": "Berhenti menerima email promosi di alamat ini?",
  "general.unsubscribe.button": "Berhenti berlangganan",
  "general.unsubscribe.done":
    "Anda telah berhenti berlangganan. Anda tidak akan menerima email promosi dari kami lagi.",
  "general.unsubscribe.invalid": "Tautan berhenti berlangganan ini tidak valid.",
  "general.fileLink.expired":
    "Tautan ini sudah kedaluwarsa atau tidak valid. Kembali ke halaman dan buka file lagi.",
  "general.fileLink.missing": "File ini tidak tersedia. Mungkin sudah dihapus.",
  "general.rateLimited":
    "Terlalu banyak permintaan dari koneksi Anda. Silakan tunggu satu menit, lalu coba lagi.",
  "general.signup.title": "Dapatkan kabar terbaru lewat email",
  "general.signup.intro":
    "Panduan baru dan perubahan program, sesekali. Kami mengirim email konfirmasi terlebih dahulu; setiap email memuat tautan untuk berhenti berlangganan.",
  "general.signup.emailLabel": "Alamat email",
  "general.signup.nameLabel": "Nama (opsional)",
  "general.signup.honeypotLabel": "Biarkan kolom ini kosong",
  "general.signup.submit": "Daftar",
  "general.signup.sending": "Mengirim…",
  "general.signup.checkInbox":
    "Periksa kotak masuk Anda untuk konfirmasi. Tautan di email berlaku selama {hours} jam.",
  "general.signup.invalidEmail": "Silakan masukkan alamat email yang valid.",
  "general.signup.nameTooLong": "Silakan masukkan nama yang lebih pendek (maksimal 100 karakter).",
  "general.signup.tooMany":
    "Terlalu banyak pendaftaran dari koneksi Anda. Silakan coba lagi dalam satu jam.",
  "general.signup.failed":
    "Kami tidak dapat mengirim email konfirmasi saat ini. Silakan coba lagi nanti.",
  "general.signup.emailSubject": "Konfirmasi kabar terbaru dari Waymark lewat email",
  "general.signup.emailBody":
    "Seseorang, semoga Anda sendiri, meminta untuk menerima kabar terbaru dari Waymark lewat email di alamat ini.\n\nUntuk konfirmasi, buka tautan ini dalam {hours} jam:\n{link}\n\nJika itu bukan Anda, abaikan email ini: tanpa konfirmasi, kami tidak akan menghubungi Anda lagi.",
  "general.signup.confirmTitle": "Konfirmasi kabar terbaru lewat email",
  "general.signup.confirmText": "Terima kabar terbaru dari Waymark lewat email di {email}?",
  "general.signup.confirmButton": "Ya, konfirmasi",
  "general.signup.confirmed":
    "Terima kasih! Pendaftaran Anda sudah dikonfirmasi. Setiap email memuat tautan untuk berhenti berlangganan.",
  "general.signup.expired":
    "Tautan konfirmasi ini sudah kedaluwarsa. Silakan daftar lagi; tautan baru berlaku selama {hours} jam.",
  "general.signup.invalidLink":
    "Tautan konfirmasi ini tidak valid. Buka tautan lengkap dari email, atau daftar lagi.",
  "general.member.title": "Halaman anggota Anda",
  "general.member.signInIntro":
    "Anggota tim masuk dengan tautan yang dikirim lewat email. Masukkan alamat yang dimiliki tim untuk Anda.",
  "general.member.emailLabel": "Alamat email",
  "general.member.sendLink": "Kirimi saya tautan masuk",
  "general.member.linkSent":
    "Jika alamat ini milik seorang anggota, tautan masuk sedang dikirim. Tautan berlaku sekali, selama 15 menit.",
  "general.member.invalidEmail": "Masukkan alamat email yang valid.",
  "general.member.tooMany":
    "Terlalu banyak permintaan masuk dari koneksi Anda. Silakan coba lagi dalam satu jam.",
  "general.member.sendFailed":
    "Kami belum bisa mengirim email masuk saat ini. Silakan coba lagi nanti.",
  "general.member.emailSubject": "Tautan masuk anggota Waymark Anda",
  "general.member.emailBody":
    "Buka tautan ini untuk masuk ke halaman anggota Anda. Tautan berlaku sekali, selama {minutes} menit:\n{link}\n\nJika Anda tidak memintanya, abaikan email ini.",
  "general.member.inviteSubject": "Halaman anggota Waymark Anda",
  "general.member.inviteBody":
    "Halo {name},\n\nAnda telah ditambahkan sebagai anggota tim Waymark. Halaman anggota Anda berisi tautan pribadi untuk dibagikan. Buka tautan ini untuk masuk (berlaku sekali, selama {minutes} menit; Anda bisa meminta yang baru di halaman anggota kapan saja):\n{link}",
  "general.member.signInTitle": "Masuk ke halaman anggota Anda",
  "general.member.signInButton": "Masuk",
  "general.member.linkUsed": "Tautan masuk ini sudah digunakan. Minta yang baru di bawah.",
  "general.member.linkExpired": "Tautan masuk ini sudah kedaluwarsa. Minta yang baru di bawah.",
  "general.member.linkUnknown":
    "Tautan masuk ini tidak valid. Buka tautan lengkap dari email, atau minta yang baru di bawah.",
  "general.member.greeting": "Halo, {name}",
  "general.member.paused":
    "Keanggotaan Anda sedang dijeda. Tautan Anda tetap membuka panduan, tetapi pendaftaran masuk ke kumpulan tautan tim sampai dilanjutkan.",
  "general.member.personalLinks": "Tautan pribadi Anda",
  "general.member.personalLinksText":
    "Bagikan tautan ini. Siapa pun yang membukanya membaca panduan dalam bahasa itu, dan pendaftarannya masuk ke tautan referal Anda.",
  "general.member.linkLanguage": "Tautan dalam {language}",
  "general.member.whatsapp": "Bagikan ke WhatsApp",
  "general.member.telegram": "Bagikan ke Telegram",
  "general.member.qrAlt": "Kode QR tautan pribadi Anda",
  "general.member.otherLanguages": "Tautan Anda dalam bahasa lain",
  "general.member.settingsTitle": "Tautan referal dan bahasa Anda",
  "general.member.referralLinkLabel": "Tautan referal Anda",
  "general.member.saveLink": "Simpan tautan",
  "general.member.linkInvalid": "Masukkan URL tautan referal yang valid.",
  "general.member.linkSaved": "Tautan referal Anda tersimpan.",
  "general.member.linkRequested":
    "Terima kasih. Tim memeriksa perubahan tautan terlebih dahulu; tautan baru Anda dipakai setelah disetujui.",
  "general.member.linkPending": "Menunggu persetujuan: {link}",
  "general.member.languagesLabel": "Bahasa yang bisa Anda dukung",
  "general.member.languagesRequired": "Pilih setidaknya satu bahasa.",
  "general.member.saveLanguages": "Simpan bahasa",
  "general.member.languagesSaved": "Bahasa Anda tersimpan.",
  "general.member.signOut": "Keluar",
  "general.member.notYours": "Halaman ini milik anggota lain. Silakan masuk lagi.",
  "footer.navLabel": "Kaki halaman",
  "footer.pagesHeading": "Halaman",
  "footer.socialHeading": "Gabung dengan komunitas",
  "footer.socialLink": "{network}: buka tautan rujukan",
  "footer.unofficial":
    "Waymark adalah aplikasi panduan tidak resmi. Aplikasi ini tidak dijalankan, disetujui, atau didukung oleh program yang dijelaskannya.",
  "footer.copyright": "© {year} Waymark. Hak cipta dilindungi undang-undang.",
} satisfies Messages;
