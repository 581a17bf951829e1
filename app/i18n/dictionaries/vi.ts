import type { Messages } from "./en";

export const vi = {
  "general.productName": "Waymark",
  "general.skipToContent": "Chuyển đến nội dung chính",
  "general.nav.label": "Điều hướng chính",
  "general.nav.home": "Trang chủ",
  "general.nav.join": "Tham gia",
  "general.nav.earnings": "Thu nhập",
  "general.nav.slots": "Slot",
  "general.nav.presentations": "Bài thuyết trình",
  "general.nav.assistant": "Trợ lý AI",
  "general.menu.toggle": "Menu",
  "general.language.label": "Ngôn ngữ",
  "general.language.choose": "Chọn ngôn ngữ",
  "general.language.changed": "Đã chuyển ngôn ngữ sang {language}",
  "general.toast.dismiss": "Đóng thông báo",
  "general.notFound.title": "404",
  "general.notFound.message": "Rất tiếc! Không tìm thấy trang",
  "general.notFound.backHome": "Quay về trang chủ",
  "general.error.title": "Lỗi ứng dụng không mong muốn!",
  "general.error.message": "Đã xảy ra sự cố từ phía chúng tôi. Vui lòng thử lại sau giây lát.",
  "general.joinNow": "Tham gia ngay",
  "general.opensInNewTab": "mở trong thẻ mới",
  "general.copyLink": "Sao chép liên kết",
  "general.copyFailed": "Không thể sao chép: {reason}",
  "general.copyBlocked": "trình duyệt không cho phép. Hãy chọn liên kết và tự sao chép.",
  "homepage.referral.title": "Liên kết giới thiệu của bạn",
  "homepage.referral.description":
    "Chỉ đăng ký qua liên kết này để người giới thiệu của bạn được ghi nhận. Hãy mở liên kết trong trình duyệt tích hợp của ví và nhấn Register Now.",
  "homepage.referral.fieldLabel": "Liên kết giới thiệu",
  "join.wallet.open": "Mở trong {wallet}",
  "join.wallet.text":
    "Mở liên kết giới thiệu của bạn trong trình duyệt tích hợp của ứng dụng {wallet}. Nếu chưa có ứng dụng, bạn sẽ đến trang riêng của {wallet}.",
  "join.wallet.other":
    "Dùng ví khác? Mở trình duyệt tích hợp của ví đó và dán liên kết giới thiệu bên dưới.",
  "general.qr.title": "Quét bằng điện thoại",
  "general.qr.text":
    "Quét mã này bằng camera hoặc ứng dụng ví trên điện thoại để mở liên kết giới thiệu ở đó.",
  "general.qr.alt": "Mã QR của liên kết giới thiệu của bạn",
  "general.share.label": "Chia sẻ trang này",
  "general.share.button": "Chia sẻ",
  "general.share.text":
    "Hướng dẫn dễ hiểu về chương trình này bằng ngôn ngữ của bạn: cách tham gia, kế hoạch thu nhập và rủi ro.",
  "general.share.copied": "Đã sao chép liên kết",
  "general.offline.title": "Bạn đang ngoại tuyến",
  "general.offline.text":
    "Trang này chưa được lưu trên thiết bị này. Những trang bạn đã đọc vẫn mở được khi không có kết nối.",
  "general.offline.retry": "Thử lại",
  "general.offline.home": "Mở trang chủ",
  "general.meta.description":
    "Hướng dẫn không chính thức, dễ hiểu về một chương trình giới thiệu theo slot trên blockchain phí thấp: cách tham gia, kế hoạch thu nhập, các cấp slot và cấp bậc, cùng những rủi ro.",
  "general.meta.joinDescription":
    "Từng bước: thiết lập ví, nạp tiền và đăng ký qua liên kết giới thiệu.",
  "general.meta.earningsDescription":
    "Giải thích sáu loại thu nhập của chương trình, kèm số liệu được công bố và các rủi ro.",
  "general.meta.slotsDescription":
    "Mười cấp slot, chi phí của từng cấp và cách ma trận phân bổ tiền.",
  "general.meta.presentationsDescription":
    "Các bài thuyết trình về chương trình bằng ngôn ngữ của bạn.",
  "general.meta.assistantDescription":
    "Hỏi những câu hỏi thường gặp về chương trình và nhận câu trả lời ngay.",
  "general.disclaimer.title": "Vui lòng đọc: thu nhập không được đảm bảo",
  "general.disclaimer.text":
    "Các số liệu trên trang này là kế hoạch do chính chương trình công bố, không phải lời hứa. Mọi khoản thu nhập đều phụ thuộc vào việc tuyển thêm người khác và có thể bằng không. Tài sản tiền mã hóa có thể mất giá rất nhanh. Trang web này không phải lời khuyên tài chính: chỉ bỏ vào số tiền bạn có thể chấp nhận mất.",
  "general.video.play": "Phát video: {title}",
  "general.video.intro": "Video giới thiệu",
  "general.video.tutorial": "Video hướng dẫn",
  "general.video.noVideo": "Chưa có video nào.",
  "general.tabs.label": "Các thẻ {name}",
  "general.viewAll": "Xem tất cả",
  "general.showLess": "Thu gọn",
  "general.close": "Đóng",
  "general.loading": "Đang tải...",
  "general.stickyCta.text": "Sẵn sàng bất cứ khi nào bạn muốn. Bắt đầu chỉ với một slot {amount}.",
  "general.chat.open": "Mở trợ lý trò chuyện",
  "general.chat.title": "Trợ lý trò chuyện",
  "general.chat.maximize": "Phóng to khung chat",
  "general.chat.minimize": "Thu nhỏ khung chat",
  "general.chat.closePanel": "Đóng khung chat",
  "general.chat.greeting":
    "Xin chào! Tôi trả lời các câu hỏi thường gặp về cách tham gia, slot, các loại thu nhập và rủi ro. Bạn muốn biết điều gì?",
  "general.chat.placeholder": "Hỏi về chương trình...",
  "general.chat.inputLabel": "Câu hỏi của bạn",
  "general.chat.send": "Gửi",
  "general.chat.clear": "Xóa cuộc trò chuyện",
  "general.chat.cleared": "Đã xóa cuộc trò chuyện",
  "general.chat.thinking": "Trợ lý đang nhập…",
  "general.chat.suggestions": "Câu hỏi gợi ý",
  "general.chat.you": "Bạn",
  "general.chat.assistant": "Trợ lý",
  "general.chat.intro":
    "Câu trả lời lấy từ một bộ câu hỏi thường gặp cố định và hiện ra ngay; những gì bạn gõ không được gửi đi đâu cả. Đây không phải lời khuyên tài chính. Với các câu hỏi khác, hãy đọc các trang hướng dẫn.",
  "general.chat.errorTitle": "Có lỗi khi xử lý câu hỏi của bạn. Vui lòng thử lại.",
  "general.chat.errorReply":
    "Xin lỗi, tôi đang gặp sự cố khi xử lý yêu cầu của bạn. Vui lòng thử lại.",
  "general.chat.default":
    "Tôi chưa có câu trả lời cho câu hỏi đó. Hãy thử hỏi về cách tham gia, các slot, các loại thu nhập, số tiền tối thiểu hoặc rủi ro.",
  "general.chat.unsure":
    "Tôi không chắc bạn đang hỏi về chủ đề nào trong số này. Hãy chọn một, hoặc hỏi theo cách khác:",
  "general.chat.choices": "Chủ đề gần nhất",
  "homepage.hero.badge": "Hướng dẫn không chính thức",
  "homepage.hero.title": "Hiểu rõ chương trình slot trước khi tham gia",
  "homepage.hero.subtitle":
    "Hướng dẫn rõ ràng bằng ngôn ngữ của bạn: cách đăng ký bằng ví, giá của từng slot, sáu loại thu nhập hoạt động ra sao và có những rủi ro gì.",
  "homepage.hero.getStarted": "Bắt đầu",
  "homepage.hero.learnMore": "Tìm hiểu thêm",
  "homepage.intro.title": "Xem cách hoạt động",
  "homepage.features.title": "Chương trình là gì",
  "homepage.features.lowFees.title": "Phí mạng thấp",
  "homepage.features.lowFees.text":
    "Chương trình chạy trên một blockchain có phí mỗi giao dịch chưa tới một cent, nên slot nhỏ vẫn hợp lý.",
  "homepage.features.contract.title": "Quy tắc nằm trong hợp đồng thông minh",
  "homepage.features.contract.text":
    "Các khoản thanh toán tuân theo ma trận M4 được công bố, phân bổ 100% số tiền nhận được.",
  "homepage.features.start.title": "Bắt đầu từ {amount}",
  "homepage.features.start.text":
    "Slot đầu tiên có giá {amount} bằng stablecoin neo theo đô la, cộng thêm một ít token gốc để trả phí.",
  "homepage.guide.title": "Cách tham gia",
  "homepage.guide.subtitle": "Ba bước. Trang Tham gia giải thích chi tiết từng bước.",
  "homepage.guide.step1.title": "Thiết lập ví",
  "homepage.guide.step1.text":
    "Cài một ví tiền mã hóa được khuyên dùng và chuyển ví sang mạng này.",
  "homepage.guide.step2.title": "Nạp tiền",
  "homepage.guide.step2.text": "Nạp ít nhất {amount} stablecoin và một ít token gốc để trả phí.",
  "homepage.guide.step3.title": "Đăng ký qua liên kết",
  "homepage.guide.step3.text":
    "Mở trình duyệt của ví, dán liên kết giới thiệu và nhấn Register Now.",
  "homepage.guide.fullGuide": "Đọc hướng dẫn đầy đủ",
  "homepage.earnings.title": "Sáu nguồn thu nhập của kế hoạch",
  "homepage.earnings.subtitle":
    "Theo mô tả của chương trình. Hãy đọc phần rủi ro bên dưới trước khi quyết định.",
  "homepage.earnings.details": "Xem chi tiết",
  "homepage.slots.title": "Hệ thống slot",
  "homepage.slots.subtitle": "Mười cấp. Chọn một cấp để xem số liệu.",
  "homepage.proof.title": "Bằng chứng thu nhập",
  "homepage.proof.subtitle":
    "Ảnh chụp màn hình do thành viên chia sẻ. Kết quả mỗi người một khác, và kết quả trước đây không dự báo được kết quả của bạn.",
  "homepage.proof.empty": "Không tìm thấy bằng chứng thu nhập",
  "homepage.proof.enlarge": "Phóng to ảnh: {description}",
  "homepage.testimonials.title": "Thành viên nói gì",
  "homepage.testimonials.empty": "Không tìm thấy cảm nhận nào",
  "homepage.testimonials.rating": "{stars} trên 5 sao",
  "homepage.why.title": "Vì sao mọi người chọn chương trình",
  "homepage.why.point1": "Vốn nhỏ: slot đầu tiên chỉ {amount}.",
  "homepage.why.point2":
    "Quy tắc minh bạch: các khoản chi trả của hợp đồng thông minh có thể kiểm tra trên blockchain.",
  "homepage.why.point3": "Phí mạng thấp giúp các khoản thanh toán nhỏ vẫn đáng giá.",
  "homepage.why.point4": "Hướng dẫn và bài thuyết trình bằng nhiều ngôn ngữ, có cả tiếng Việt.",
  "join.title": "Cách tham gia, từng bước một",
  "join.subtitle":
    "Làm theo bảy bước này trên điện thoại. Cứ từ từ: chưa có gì xảy ra cho đến khi bạn nhấn Register Now.",
  "join.activate": "Kích hoạt tài khoản",
  "join.stepLabel": "Bước {number}",
  "join.step1.title": "Tải ví",
  "join.step1.text":
    "Cài ứng dụng ví tiền mã hóa được khuyên dùng từ kho ứng dụng chính thức trên điện thoại.",
  "join.step2.title": "Tạo ví",
  "join.step2.text":
    "Tạo ví mới và chép cụm từ khôi phục ra giấy. Tuyệt đối không chia sẻ với bất kỳ ai.",
  "join.step3.title": "Chuyển sang mạng",
  "join.step3.text": "Trong ví, chọn mạng blockchain của chương trình.",
  "join.step4.title": "Nạp tiền vào ví",
  "join.step4.text":
    "Nạp ít nhất {amount} stablecoin neo theo đô la, cùng một ít token gốc của mạng để trả phí.",
  "join.step5.title": "Mở trình duyệt của ví",
  "join.step5.text": "Tìm trình duyệt tích hợp (thường gọi là trình duyệt dApp) trong ứng dụng ví.",
  "join.step6.title": "Dán liên kết giới thiệu",
  "join.step6.text": "Sao chép liên kết giới thiệu bên dưới và dán vào trình duyệt của ví.",
  "join.step7.title": "Nhấn Register Now",
  "join.step7.text": "Kiểm tra trang, rồi nhấn Register Now và xác nhận giao dịch trong ví.",
  "join.tip":
    "Chỉ đăng ký qua liên kết giới thiệu chính thức mới đảm bảo việc giới thiệu được ghi nhận.",
  "earnings.title": "Kế hoạch thu nhập",
  "earnings.subtitle":
    "Chương trình dùng ma trận M4 (4x1) phân bổ 100% số tiền. Dưới đây là từng loại thu nhập theo công bố của chương trình.",
  "earnings.tab.direct": "Trực tiếp",
  "earnings.tab.level": "Theo tầng",
  "earnings.tab.global": "Toàn cầu",
  "earnings.tab.leadership": "Lãnh đạo",
  "earnings.tab.royalty": "Royalty",
  "earnings.tab.partner": "Đối tác",
  "earnings.direct.title": "Thu nhập trực tiếp",
  "earnings.direct.text": "Bạn nhận 50% chi phí slot của mỗi người do bạn giới thiệu trực tiếp.",
  "earnings.direct.example": "Một slot {cost} mang lại {income}",
  "earnings.level.title": "Thu nhập theo tầng",
  "earnings.level.text":
    "Bạn nhận 2% chi phí slot của mỗi thành viên trong 10 tầng bên dưới bạn: tổng cộng 20%.",
  "earnings.level.perMember": "Mỗi thành viên ở mỗi tầng",
  "earnings.level.total": "Qua 10 tầng",
  "earnings.global.title": "Quỹ toàn cầu",
  "earnings.global.text":
    "Tới 3640% chi phí slot mỗi chu kỳ trên ma trận 2x6. Bạn đủ điều kiện khi có 1 người do bạn giới thiệu trực tiếp đang giữ cùng slot.",
  "earnings.global.example": "Slot {cost}: tới {income} mỗi chu kỳ",
  "earnings.leadership.title": "Thu nhập lãnh đạo",
  "earnings.leadership.text":
    "Thu nhập hằng ngày từ 0.25% đến 1% chi phí cấp bậc của bạn, tối đa 250%.",
  "earnings.leadership.rank": "Cấp bậc",
  "earnings.leadership.slots": "Số slot cần có",
  "earnings.leadership.daily": "Thu nhập mỗi ngày (tối đa)",
  "earnings.leadership.max": "Tối đa",
  "earnings.leadership.conditionsTitle": "Tỷ lệ mỗi ngày theo số thành viên trực tiếp cùng cấp bậc",
  "earnings.leadership.condition": "{count} thành viên trực tiếp: {rate} mỗi ngày",
  "earnings.rank.beginner": "Tân binh",
  "earnings.rank.bronze": "Đồng",
  "earnings.rank.silver": "Bạc",
  "earnings.rank.gold": "Vàng",
  "earnings.rank.diamond": "Kim cương",
  "earnings.royalty.title": "Royalty hằng tuần",
  "earnings.royalty.text":
    "Vị trí B và C chuyển 10% số tiền vào quỹ royalty, quỹ này được chia mỗi tuần cho các thành viên đủ điều kiện.",
  "earnings.partner.title": "Phần chia đối tác coin",
  "earnings.partner.text":
    "Vị trí B và C cũng chuyển 10% vào phần chia đối tác coin, thành viên nhận dưới dạng token. Giá token có thể tăng hoặc giảm.",
  "slots.title": "Các cấp slot",
  "slots.subtitle":
    "Mười cấp từ {first} đến {last}. Mỗi thẻ cho biết mức chi trả của cấp đó theo chương trình.",
  "slots.levelName": "{stars} Sao",
  "slots.cost": "Chi phí",
  "slots.directIncome": "Thu nhập trực tiếp",
  "slots.levelIncome": "Thu nhập theo tầng mỗi thành viên",
  "slots.globalIncome": "Thu nhập toàn cầu mỗi chu kỳ (tối đa)",
  "slots.activate": "Kích hoạt",
  "slots.matrix.title": "Cách ma trận M4 phân bổ tiền",
  "slots.matrix.text":
    "Mỗi slot có bốn vị trí. Khi các vị trí được lấp đầy, tiền được chuyển như sau:",
  "slots.matrix.a": "Vị trí A: 10% vào thu nhập lãnh đạo và 40% vào quỹ toàn cầu.",
  "slots.matrix.bc": "Vị trí B và C: 10% vào royalty và 10% vào phần chia đối tác coin.",
  "slots.matrix.d":
    "Vị trí D: 100% chuyển tới các vị trí còn trống của người giới thiệu bạn, sau đó mọi vị trí được để trống cho chu kỳ tiếp theo.",
  "presentations.title": "Bài thuyết trình",
  "presentations.subtitle": "Slide về chương trình, ưu tiên ngôn ngữ của bạn.",
  "presentations.main": "Bài thuyết trình bằng ngôn ngữ của bạn",
  "presentations.others": "Bài thuyết trình khác",
  "presentations.view": "Xem",
  "presentations.empty": "Chưa có bài thuyết trình cho ngôn ngữ này",
  "presentations.noOthers": "Chưa có bài thuyết trình nào khác.",
  "presentations.loadFailed": "Không thể tải các bài thuyết trình",
  "presentations.language": "Ngôn ngữ: {language}",
  "presentations.upload.title": "Chia sẻ bài thuyết trình",
  "presentations.upload.intro":
    "Bạn có slide về chương trình bằng ngôn ngữ của mình? Hãy gửi cho chúng tôi. Slide sẽ hiển thị ở đây sau khi được xem xét.",
  "presentations.upload.titleLabel": "Tiêu đề",
  "presentations.upload.languageLabel": "Ngôn ngữ",
  "presentations.upload.fileLabel": "Tệp",
  "presentations.upload.hint": "PDF, PPT, PPTX (tối đa 10MB)",
  "presentations.upload.submit": "Tải lên",
  "presentations.upload.sending": "Đang tải lên…",
  "presentations.upload.success":
    "Cảm ơn bạn! Bài thuyết trình của bạn sẽ hiển thị sau khi được xem xét.",
  "presentations.upload.failed": "Không thể tải bài thuyết trình lên",
  "presentations.upload.noFile": "Vui lòng chọn tệp để tải lên",
  "presentations.upload.noTitle": "Vui lòng nhập tiêu đề cho bài thuyết trình",
  "presentations.upload.tooLarge": "Tệp quá lớn. PDF, PPT, PPTX (tối đa 10MB)",
  "presentations.upload.unsupported": "Tệp này không phải là bài thuyết trình PDF, PPT hoặc PPTX.",
  "presentations.upload.tooMany":
    "Có quá nhiều lượt tải lên từ kết nối của bạn. Vui lòng thử lại sau một giờ.",
  "presentations.upload.queueFull":
    "Hàng chờ duyệt hiện đã đầy nên chúng tôi chưa thể nhận bài thuyết trình mới. Vui lòng thử lại sau vài ngày.",
  "general.unsubscribe.title": "Tùy chọn email",
  "general.unsubscribe.confirm": "Ngừng nhận email quảng cáo tại địa chỉ này?",
  "general.unsubscribe.button": "Hủy đăng ký",
  "general.unsubscribe.done":
    "Bạn đã hủy đăng ký. Bạn sẽ không nhận được email quảng cáo từ chúng tôi nữa.",
  "general.unsubscribe.invalid": "Liên kết hủy đăng ký này không hợp lệ.",
  "general.fileLink.expired":
    "Liên kết này đã hết hạn hoặc không hợp lệ. Hãy quay lại trang và mở lại tệp.",
  "general.fileLink.missing": "Tệp này không còn khả dụng. Có thể tệp đã bị xóa.",
  "general.rateLimited":
    "Có quá nhiều yêu cầu từ kết nối của bạn. Vui lòng đợi một phút rồi thử lại.",
  "general.signup.title": "Nhận cập nhật qua email",
  "general.signup.intro":
    "Hướng dẫn mới và thay đổi của chương trình, thỉnh thoảng. Trước tiên chúng tôi gửi một email để bạn xác nhận; mỗi email đều có liên kết hủy đăng ký.",
  "general.signup.emailLabel": "Địa chỉ email",
  "general.signup.nameLabel": "Tên (không bắt buộc)",
  "general.signup.honeypotLabel": "Hãy để trống trường này",
  "general.signup.submit": "Đăng ký",
  "general.signup.sending": "Đang gửi…",
  "general.signup.checkInbox":
    "Hãy kiểm tra hộp thư để xác nhận. Liên kết trong email có hiệu lực trong {hours} giờ.",
  "general.signup.invalidEmail": "Vui lòng nhập địa chỉ email hợp lệ.",
  "general.signup.nameTooLong": "Vui lòng nhập tên ngắn hơn (tối đa 100 ký tự).",
  "general.signup.tooMany":
    "Có quá nhiều lượt đăng ký từ kết nối của bạn. Vui lòng thử lại sau một giờ.",
  "general.signup.failed": "Hiện chúng tôi không thể gửi email xác nhận. Vui lòng thử lại sau.",
  "general.signup.emailSubject": "Xác nhận nhận cập nhật từ Waymark qua email",
  "general.signup.emailBody":
    "Ai đó, có lẽ là bạn, đã yêu cầu nhận cập nhật từ Waymark qua email tại địa chỉ này.\n\nĐể xác nhận, hãy mở liên kết này trong vòng {hours} giờ:\n{link}\n\nNếu không phải bạn, hãy bỏ qua email này: nếu không có xác nhận, chúng tôi sẽ không viết cho bạn nữa.",
  "general.signup.confirmTitle": "Xác nhận nhận cập nhật qua email",
  "general.signup.confirmText": "Bạn có muốn nhận cập nhật từ Waymark qua email tại {email} không?",
  "general.signup.confirmButton": "Có, xác nhận",
  "general.signup.confirmed":
    "Cảm ơn bạn! Đăng ký nhận cập nhật qua email đã được xác nhận. Mỗi email đều có liên kết hủy đăng ký.",
  "general.signup.expired":
    "Liên kết xác nhận này đã hết hạn. Vui lòng đăng ký lại; liên kết mới có hiệu lực trong {hours} giờ.",
  "general.signup.invalidLink":
    "Liên kết xác nhận này không hợp lệ. Hãy mở toàn bộ liên kết trong email, hoặc đăng ký lại.",
  "general.member.title": "Trang thành viên của bạn",
  "general.member.signInIntro":
    "Thành viên của nhóm đăng nhập bằng liên kết gửi qua email. Hãy nhập địa chỉ mà nhóm có của bạn.",
  "general.member.emailLabel": "Địa chỉ email",
  "general.member.sendLink": "Gửi cho tôi liên kết đăng nhập",
  "general.member.linkSent":
    "Nếu địa chỉ này thuộc về một thành viên, liên kết đăng nhập đang được gửi đến. Liên kết dùng được một lần, trong 15 phút.",
  "general.member.invalidEmail": "Vui lòng nhập địa chỉ email hợp lệ.",
  "general.member.tooMany":
    "Có quá nhiều yêu cầu đăng nhập từ kết nối của bạn. Vui lòng thử lại sau một giờ.",
  "general.member.sendFailed":
    "Hiện chúng tôi không gửi được email đăng nhập. Vui lòng thử lại sau.",
  "general.member.emailSubject": "Liên kết đăng nhập thành viên Waymark của bạn",
  "general.member.emailBody":
    "Mở liên kết này để đăng nhập vào trang thành viên của bạn. Liên kết dùng được một lần, trong {minutes} phút:\n{link}\n\nNếu bạn không yêu cầu, hãy bỏ qua email này.",
  "general.member.inviteSubject": "Trang thành viên Waymark của bạn",
  "general.member.inviteBody":
    "Xin chào {name},\n\nBạn đã được thêm làm thành viên của nhóm Waymark. Trang thành viên của bạn có các liên kết cá nhân để chia sẻ. Mở liên kết này để đăng nhập (dùng được một lần, trong {minutes} phút; bạn có thể yêu cầu liên kết mới trên trang thành viên bất cứ lúc nào):\n{link}",
  "general.member.signInTitle": "Đăng nhập vào trang thành viên",
  "general.member.signInButton": "Đăng nhập",
  "general.member.linkUsed":
    "Liên kết đăng nhập này đã được dùng. Hãy yêu cầu liên kết mới bên dưới.",
  "general.member.linkExpired":
    "Liên kết đăng nhập này đã hết hạn. Hãy yêu cầu liên kết mới bên dưới.",
  "general.member.linkUnknown":
    "Liên kết đăng nhập này không hợp lệ. Hãy mở toàn bộ liên kết trong email, hoặc yêu cầu liên kết mới bên dưới.",
  "general.member.greeting": "Xin chào, {name}",
  "general.member.paused":
    "Tư cách thành viên của bạn đang tạm dừng. Liên kết của bạn vẫn mở hướng dẫn, nhưng các lượt đăng ký sẽ vào nhóm liên kết chung cho đến khi được tiếp tục.",
  "general.member.personalLinks": "Liên kết cá nhân của bạn",
  "general.member.personalLinksText":
    "Hãy chia sẻ các liên kết này. Ai mở liên kết sẽ đọc hướng dẫn bằng ngôn ngữ đó, và lượt đăng ký của họ sẽ đi vào liên kết giới thiệu của bạn.",
  "general.member.linkLanguage": "Liên kết bằng {language}",
  "general.member.whatsapp": "Chia sẻ qua WhatsApp",
  "general.member.telegram": "Chia sẻ qua Telegram",
  "general.member.qrAlt": "Mã QR của liên kết cá nhân của bạn",
  "general.member.otherLanguages": "Liên kết của bạn bằng ngôn ngữ khác",
  "general.member.settingsTitle": "Liên kết giới thiệu và ngôn ngữ của bạn",
  "general.member.referralLinkLabel": "Liên kết giới thiệu của bạn",
  "general.member.saveLink": "Lưu liên kết",
  "general.member.linkInvalid": "Vui lòng nhập URL liên kết giới thiệu hợp lệ.",
  "general.member.linkSaved": "Đã lưu liên kết giới thiệu của bạn.",
  "general.member.linkRequested":
    "Cảm ơn bạn. Nhóm sẽ kiểm tra thay đổi liên kết trước; liên kết mới của bạn sẽ được dùng sau khi được duyệt.",
  "general.member.linkPending": "Đang chờ duyệt: {link}",
  "general.member.languagesLabel": "Các ngôn ngữ bạn có thể hỗ trợ",
  "general.member.languagesRequired": "Hãy chọn ít nhất một ngôn ngữ.",
  "general.member.saveLanguages": "Lưu ngôn ngữ",
  "general.member.languagesSaved": "Đã lưu ngôn ngữ của bạn.",
  "general.member.signOut": "Đăng xuất",
  "general.member.notYours": "Trang này thuộc về thành viên khác. Vui lòng đăng nhập lại.",
  "footer.navLabel": "Chân trang",
  "footer.pagesHeading": "Các trang",
  "footer.socialHeading": "Tham gia cộng đồng",
  "footer.socialLink": "{network}: mở liên kết giới thiệu",
  "footer.unofficial":
    "Waymark là ứng dụng hướng dẫn không chính thức. Ứng dụng này không do chương trình mà nó mô tả vận hành, phê duyệt hay bảo trợ.",
  "footer.copyright": "© {year} Waymark. Bảo lưu mọi quyền.",
} satisfies Messages;
