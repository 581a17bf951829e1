// Vietnamese knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Nói thẳng: đây là một chương trình giới thiệu. Mọi thu nhập đều phụ thuộc vào việc tuyển thêm người khác và có thể bằng không, tài sản tiền mã hóa có thể mất giá, và không có gì ở đây là lời khuyên tài chính. Hãy đọc tuyên bố miễn trừ: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Đây là số liệu do chính chương trình công bố, không phải lời hứa: thu nhập thực tế có thể bằng không.",

  "general.chat.kb.join.q":
    "Làm sao để tham gia?\ncách tham gia\ncách đăng ký\nđăng ký\ntham gia\ncác bước tham gia\nbắt đầu thế nào\nmuốn làm thành viên\ntạo tài khoản\nđăng kí\njoin\ncác bước đăng ký\nhướng dẫn đăng ký\nhướng dẫn tham gia\nvào nhóm\nmuốn vào\ncách vô\ntham gia như nào\ncach tham gia\ndang ky tai khoan\nmuốn đăng ký tham gia\nmuốn đăng ký\nmuon dang ky\nđăng ký làm sao\ndang ky lam sao\nvào chương trình\nvao chuong trinh\nnhững bước nào\ncac buoc tham gia\nbước đầu tiên",
  "general.chat.kb.join.a":
    "Cài một ví hỗ trợ mạng lưới, chuyển ví sang mạng đó, nạp ít nhất {amount} bằng stablecoin cùng một ít token gốc để trả phí, mở trình duyệt tích hợp của ví, dán link giới thiệu của bạn và bấm Register Now. Trang Tham gia hướng dẫn từng bước: {joinUrl}",

  "general.chat.kb.wallet.q":
    "Nên dùng ví nào?\nví nào\nví gì\nví tốt nhất\nví được khuyên dùng\ncó cần ví không\ntải ví ở đâu\nví tiền điện tử\nví crypto\nví\nwallet\ncài ví\napp ví\nví trên điện thoại\nmetamask\ntrust wallet\ntokenpocket\nsafepal\nví nào tốt\ncai vi gi\ncài ví gì\ncai vi nao\ncài ví nào\ntai vi nao",
  "general.chat.kb.wallet.a":
    "Hãy dùng một ứng dụng ví tiền mã hóa nổi tiếng hỗ trợ mạng của chương trình và có trình duyệt tích hợp (dApp). Chỉ cài nó từ kho ứng dụng chính thức trên điện thoại của bạn. Trang Tham gia hướng dẫn chi tiết: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "Cụm từ khôi phục là gì?\ncụm từ khôi phục\nseed phrase\ncụm từ bí mật\n12 từ\ntừ khóa bí mật\nprivate key\nkhóa riêng\ncó người xin seed phrase\nmất cụm từ khôi phục\nbảo mật ví\n12 chữ\n12 từ khôi phục\nmất cụm từ\nđưa 12 từ\ncum tu bi mat",
  "general.chat.kb.recoveryPhrase.a":
    "Khi tạo ví, ví sẽ hiện một cụm từ khôi phục gồm 12 hoặc 24 từ. Hãy chép ra giấy và cất giữ an toàn. Ai có cụm từ này đều có thể lấy hết mọi thứ trong ví: đừng bao giờ gõ nó vào website hay khung chat và đừng bao giờ chia sẻ. Không ai từ trang này hay từ chương trình sẽ hỏi bạn cụm từ đó.",

  "general.chat.kb.network.q":
    "Mạng nào?\ndùng mạng nào\nblockchain nào\nchain nào\nchuyển mạng\nđổi mạng trong ví\nsai mạng\ncài đặt mạng\nmạng blockchain\nnhầm mạng\nchọn mạng\nmạng bsc\nbsc\ntron\nbep20\ntrc20\nchuỗi nào\nmang nao\nkhông thấy tiền về\nchưa nhận được usdt\nchuyển sai mạng\nchạy trên blockchain\nchay tren chain nao\nblockchain gì",
  "general.chat.kb.network.a":
    "Chương trình chạy trên một mạng blockchain phí thấp. Trong ví, hãy chuyển sang mạng đó trước khi nạp tiền và đăng ký; token gửi qua mạng khác sẽ không đến. Bước 3 trên trang Tham gia hướng dẫn cách làm: {joinUrl}",

  "general.chat.kb.fees.q":
    "Phí bao nhiêu?\nphí\nphí giao dịch\nphí gas\ngas\nphí mạng\ntoken gốc\nsao cần token gốc\nphí ẩn\nchi phí\nphí chuyển\nphí mỗi lần\nmất phí\nphí giao dịch bao nhiêu\ncần bnb\nbnb trả phí\nphi gas",
  "general.chat.kb.fees.a":
    "Mỗi giao dịch trên mạng tốn một khoản phí nhỏ, thường chỉ một phần nhỏ của một xu, trả bằng token gốc của mạng. Hãy giữ một ít trong ví ngoài stablecoin, nếu không việc đăng ký sẽ thất bại.",

  "general.chat.kb.funding.q":
    "Nạp tiền vào ví thế nào?\ncách nạp tiền\nmua stablecoin\nmua usdt ở đâu\ncách nạp\nnạp ví\ngửi crypto vào ví\nmua crypto\nnạp tiền\nusdt\nchuyển usdt\nbỏ tiền vào ví\nbinance\nremitano\np2p\nokx\nmua usdt\nnạp usdt\nchuyển usdt vào ví\nnap tien\nmua usdt o dau",
  "general.chat.kb.funding.a":
    "Mua stablecoin neo theo đô la trên sàn giao dịch hoặc ngay trong ứng dụng ví rồi gửi về ví của bạn trên mạng của chương trình. Bạn cần ít nhất {amount} bằng stablecoin cùng một ít token gốc để trả phí. Kiểm tra mạng và địa chỉ trước khi gửi: giao dịch chuyển tiền không thể đảo ngược.",

  "general.chat.kb.minimum.q":
    "Số tiền tối thiểu là bao nhiêu?\ntối thiểu\nđầu tư tối thiểu\nvốn tối thiểu\ncần bao nhiêu để bắt đầu\ncần bao nhiêu tiền\ntham gia mất bao nhiêu\ngiá bao nhiêu\nphí vào\ngiá slot đầu tiên\nvốn ban đầu\nít nhất bao nhiêu\nvốn ít nhất\nmấy đô\nbao nhiêu đô\nít vốn\nvon toi thieu\nbỏ vào ít nhất",
  "general.chat.kb.minimum.a":
    "Mức tối thiểu là {amount}: slot đầu tiên có giá {amount} bằng stablecoin, cộng một ít token gốc của mạng để trả phí. Các slot cao hơn đắt hơn; trang Slot liệt kê chúng: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "Nên dùng link nào để đăng ký?\nlink nào\nlink giới thiệu\nlink mời\nlink ở đâu\nlink đăng ký\nsao phải dùng link này\nđăng ký không cần link\nref link\nđường link\nmã giới thiệu\nmã mời\nref code\nlink ref\nlink người khác\nlink ai",
  "general.chat.kb.referralLink.a":
    "Hãy dùng link giới thiệu hiển thị trên trang Tham gia và dán vào trình duyệt của ví. Link này ghi lại ai là người bảo trợ của bạn; đăng ký qua link khác sẽ cho bạn người bảo trợ khác, và điều đó không thể thay đổi sau này: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "Người bảo trợ là gì?\nngười bảo trợ\nsponsor\nupline\nngười giới thiệu\nai là sponsor của tôi\nđổi sponsor\nai giới thiệu tôi\nngười giới thiệu mình\nđổi người giới thiệu\ntuyến trên\nngười bảo trợ là ai",
  "general.chat.kb.sponsor.a":
    "Người bảo trợ (upline) của bạn là thành viên có link giới thiệu mà bạn dùng để đăng ký. Chương trình trả cho người bảo trợ một phần tiền bạn trả cho slot và xếp bạn vào đội của họ. Người bảo trợ được cố định khi bạn đăng ký và không thể đổi về sau.",

  "general.chat.kb.registerButton.q":
    "Nút Register Now ở đâu?\nregister now\nnút đăng ký\nđăng ký thất bại\ngiao dịch thất bại\nkhông đăng ký được\nlỗi khi đăng ký\nxác nhận giao dịch\nkích hoạt tài khoản\nbấm đăng ký\nkhông bấm được\nbấm không được\nlỗi đăng ký\ndang ky bi loi",
  "general.chat.kb.registerButton.a":
    "Sau khi mở link giới thiệu trong trình duyệt của ví, bấm Register Now và xác nhận giao dịch trong ví. Nếu thất bại, hãy kiểm tra ví đang ở đúng mạng và có đủ stablecoin cùng token gốc để trả phí.",

  "general.chat.kb.incomeTypes.q":
    "Có những loại thu nhập nào?\nloại thu nhập\ncác loại hoa hồng\nkiếm tiền thế nào\ncách kiếm tiền\ntrả tiền thế nào\nkế hoạch trả thưởng\nchính sách thu nhập\nthành viên được trả thế nào\nthưởng\ncơ chế\ntrả thưởng\ncác khoản thu nhập\nnhững nguồn thu\ncác loại thưởng\nco che\nnguồn thu nhập\nnguon thu nhap\ncác loại thu nhập\ncac loai thu nhap",
  "general.chat.kb.incomeTypes.a":
    "Có sáu loại: thu nhập trực tiếp, thu nhập theo tầng, quỹ toàn cầu, lãnh đạo, royalty hằng tuần và phần coin partner. Tất cả đều được trả từ số tiền các thành viên trả cho slot. Trang Thu nhập giải thích từng loại: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "Thu nhập trực tiếp là gì?\nthu nhập trực tiếp\nhoa hồng trực tiếp\nthưởng trực tiếp\nhoa hồng giới thiệu\nthưởng giới thiệu\ngiới thiệu người được gì\nthu nhập từ người mình giới thiệu\nf1\nmời 1 người được\n50% trực tiếp\nhoa hong truc tiep\nhoa hồng f1\nhoa hong f1\nmời trực tiếp\nmoi truc tiep",
  "general.chat.kb.directIncome.a":
    "Thu nhập trực tiếp là 50% giá slot của mỗi người bạn giới thiệu trực tiếp. Ví dụ, một slot {small} mang lại {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "Thu nhập theo tầng là gì?\nthu nhập theo tầng\nthu nhập cấp bậc\nthưởng tầng\n10 tầng\nthu nhập đội nhóm\nthu nhập từ tuyến dưới\ndownline\nf2\nf3\ntuyến dưới\nhệ thống dưới\nmỗi tầng 2%\ncác tầng dưới\nhưởng tầng\nhoa hồng tầng\nhoa hồng theo tầng",
  "general.chat.kb.levelIncome.a":
    "Thu nhập theo tầng là 2% giá slot cho mỗi thành viên trong 10 tầng của đội bạn, tổng cộng 20%.",

  "general.chat.kb.globalPool.q":
    "Quỹ toàn cầu là gì?\nquỹ toàn cầu\nglobal pool\nthu nhập toàn cầu\nma trận 2x6\n3640%\nthu nhập từ quỹ\nđiều kiện quỹ toàn cầu\nquỹ chung\nquỹ global\nquy toan cau",
  "general.chat.kb.globalPool.a":
    "Quỹ toàn cầu là một ma trận 2x6 mà chương trình nói là trả tới 3640% giá slot mỗi chu kỳ. Để đủ điều kiện, bạn cần một người được giới thiệu trực tiếp giữ cùng slot.",

  "general.chat.kb.leadership.q":
    "Các cấp bậc lãnh đạo là gì?\ncấp bậc\nrank\ndanh hiệu\nthu nhập lãnh đạo\nthưởng lãnh đạo\nhạng kim cương\nhạng vàng\nlên hạng thế nào\nthu nhập hằng ngày\nkim cương\nthưởng hằng ngày\nđồng bạc vàng",
  "general.chat.kb.leadership.a":
    "Năm cấp bậc: Mới bắt đầu, Đồng, Bạc, Vàng và Kim cương. Chương trình nói chúng trả hằng ngày từ 0,25% đến 1% giá của cấp bậc, tùy số thành viên trực tiếp có cùng cấp bậc, tối đa 250%.",

  "general.chat.kb.royalty.q":
    "Royalty hằng tuần là gì?\nroyalty\nroyalty hằng tuần\nquỹ royalty\nthu nhập hằng tuần\nthưởng tuần\nchia thưởng tuần\nchia cổ tức\nquỹ tuần",
  "general.chat.kb.royalty.a":
    "Vị trí B và C của mỗi slot gửi 10% tiền của chúng vào một quỹ royalty được chia mỗi tuần cho các thành viên đủ điều kiện.",

  "general.chat.kb.coinPartner.q":
    "Phần coin partner là gì?\ncoin partner\nphần đối tác\ntoken\ncoin\ncó nhận token không\ngiá token\ntoken tặng\nbán token\ntoken có giá không\nđồng coin\nnhận token",
  "general.chat.kb.coinPartner.a":
    "Vị trí B và C cũng gửi 10% vào phần coin partner, mà thành viên nhận dưới dạng token. Giá token có thể tăng hoặc giảm, nên giá trị của nó không chắc chắn.",

  "general.chat.kb.slots.q":
    "Có bao nhiêu slot?\nslot\ncác cấp slot\ngiá các slot\nmỗi slot giá bao nhiêu\nslot là gì\nchi phí slot\ndanh sách slot\nbảng giá\n10 slot\ncác slot\nmấy slot\ngia slot\nslot đắt nhất\nslot dat nhat\nmấy cấp slot\nmay cap slot\ncap slot\nslot cao nhất",
  "general.chat.kb.slots.a":
    "Có mười cấp slot, từ {first} đến {last}. Trang Slot liệt kê giá từng slot và số tiền chương trình nói là trả: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "Nâng cấp slot thế nào?\nnâng cấp\nupgrade\nmua slot tiếp theo\nslot cao hơn\nmua thêm slot\ncấp tiếp theo\ncó nên mua slot lớn hơn\nslot tiếp theo\nlên slot\nnâng slot\nnang cap",
  "general.chat.kb.upgrade.a":
    "Bạn có thể mua cấp slot tiếp theo bất cứ lúc nào, trả tiền từ ví giống như slot đầu tiên. Slot cao hơn đắt hơn và số liệu của nó chỉ áp dụng khi người khác cũng tham gia ở cấp đó, nên đó là rủi ro lớn hơn chứ không phải khoản lời chắc chắn.",

  "general.chat.kb.matrix.q":
    "Ma trận hoạt động thế nào?\nma trận\nmatrix\nma trận m4\nma trận 4x1\nvị trí\nvị trí a b c d\ntiền đi đâu\nchia tiền thế nào\nchu kỳ\ntái chu kỳ\nhết vòng\ntái đầu tư\nma tran\nma tran xep\nma trận xếp",
  "general.chat.kb.matrix.a":
    "Mỗi slot là một ma trận M4 (4x1) với bốn vị trí. Vị trí A gửi 10% cho lãnh đạo và 40% cho quỹ toàn cầu; B và C gửi 10% cho royalty và 10% cho phần coin partner; D gửi 100% vào các vị trí trống của người bảo trợ, rồi chu kỳ bắt đầu lại: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "Tôi có thể kiếm được bao nhiêu?\nkiếm được bao nhiêu\nkiếm bao nhiêu tiền\nthu nhập bao nhiêu\nlợi nhuận\nlãi\nlời\nlời bao nhiêu\nthu nhập hàng tháng\ncó giàu được không\nroi\nthu nhập thụ động\nhoàn vốn\nthu hồi vốn\nmỗi ngày kiếm\nlãi bao nhiêu\nkiem duoc bao nhieu\nthời gian hoàn vốn\nmột tháng kiếm\nmot thang kiem\n1 ngày kiếm\n1 ngay kiem\nkiếm bao nhiêu\nkiem bao nhieu",
  "general.chat.kb.earnHowMuch.a":
    "Từ không có gì trở lên, và với đa số người thì ít. Kế hoạch trả 50% giá slot của mỗi người được giới thiệu trực tiếp, 2% cho mỗi thành viên trong 10 tầng, cùng các phần quỹ, cấp bậc và royalty, nhưng tất cả đều đến từ người khác mua slot. Nếu không ai tham gia qua bạn, bạn không nhận được gì từ thu nhập trực tiếp hay theo tầng. Kế hoạch: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "Có phải tuyển người không?\ntuyển người\ntuyển dụng\nphải giới thiệu người\nkhông giới thiệu có kiếm được không\nkhông mời ai\nkhông cần tuyển\nphải kéo người\nkhông rủ ai\nrủ người\ntự chơi\ntự chơi một mình\nphải rủ\nkhông giới thiệu ai\nkhong moi ai\nkhong moi nguoi\nkhông mời người\nkhong can moi\nkhông mời ai vẫn kiếm được\nkhong moi ai van kiem duoc\nkhong ru ai\nko moi ai\nkhông cần mời ai\nbắt buộc tuyển người\nbat buoc phai moi\nchỉ mua không mời",
  "general.chat.kb.recruiting.a":
    "Phần lớn là có. Thu nhập trực tiếp và theo tầng chỉ đến từ những người tham gia qua bạn và đội của họ, còn quỹ toàn cầu cần một người được giới thiệu trực tiếp có cùng slot. Không tuyển người thì thu nhập nhiều khả năng bằng không hoặc rất nhỏ.",

  "general.chat.kb.risks.q":
    "Rủi ro là gì?\nrủi ro\nnguy cơ\ncó an toàn không\nan toàn\ntiền có an toàn không\nnguy hiểm\nmặt trái\ncó thể sai ở đâu\ncó nên đầu tư\nđầu tư tốt không\ncó nguy hiểm\nan toàn không\nrủi ro cao\nrui ro",
  "general.chat.kb.risks.a":
    "Các rủi ro chính: bạn có thể mất toàn bộ số tiền trả cho slot; thu nhập chỉ đến nếu có người tham gia dưới bạn, mà đa số người tuyển được rất ít hoặc không ai; giá tiền mã hóa và token được trả có thể giảm; khoản thanh toán nhầm địa chỉ hoặc cụm từ khôi phục bị lộ thì không thể lấy lại. Chỉ dùng số tiền bạn có thể chấp nhận mất.",

  "general.chat.kb.loseMoney.q":
    "Tôi có thể mất tiền không?\nmất tiền\nlỗ\nthua lỗ\nmất vốn\nmất hết\nnếu không ai tham gia\nnếu nó dừng lại\nkhông ai vào\nhết người vào\nmất trắng\nmat tien\nbị mất vốn\nbi mat von\nmat trang\nmất hết vốn\nmất sạch\nmat sach\nmất hết tiền",
  "general.chat.kb.loseMoney.a":
    "Bạn có thể mất tiền. Tiền trả cho slot không được hoàn lại, thu nhập có thể không bao giờ đến nếu bạn không tuyển người khác, và tài sản tiền mã hóa có thể giảm giá.",

  "general.chat.kb.guarantee.q":
    "Thu nhập có được đảm bảo không?\nđảm bảo\nbảo đảm\ncam kết\nthu nhập cố định\nthu nhập chắc chắn\nlợi nhuận chắc chắn\nhứa hẹn\nchắc ăn\nchắc chắn lời\nđảm bảo lãi\ndam bao\ncam kết lợi nhuận\ncam ket loi nhuan\ncam kết lãi",
  "general.chat.kb.guarantee.a":
    "Không có gì được đảm bảo. Các số liệu là kế hoạch của chính chương trình, không phải lời hứa, và không ai có thể hứa cho bạn một khoản thu nhập.",

  "general.chat.kb.scam.q":
    "Đây có phải lừa đảo không?\nlừa đảo\nscam\nlừa\ngian lận\nfake\nuy tín\ncó thật không\nđáng tin cậy\nponzi\nlua dao\núp bô\nlùa gà\nrug pull\nbỏ trốn\ncó úp bô\nup bo",
  "general.chat.kb.scam.a":
    "Trang này không thể nói với bạn rằng nó an toàn. Đây là: một chương trình giới thiệu chạy bằng hợp đồng thông minh, trong đó những gì thành viên nhận được đến từ số tiền thành viên khác trả cho slot. Vì vậy thu nhập phụ thuộc vào người mới tham gia, và khi người mới chậm lại, thu nhập giảm hoặc dừng. Cơ quan quản lý ở nhiều nước cảnh báo về các mô hình hoạt động như vậy, nên hãy tự tìm hiểu trước khi bỏ tiền vào.",

  "general.chat.kb.legal.q":
    "Cái này có hợp pháp không?\nhợp pháp\nbất hợp pháp\nphạm pháp\nđược phép ở nước tôi\nbị cấm\ngiấy phép\nquản lý\nthuế\ncó phải đóng thuế\ncông an\nbị bắt\nđóng thuế\npháp luật\nhop phap",
  "general.chat.kb.legal.a":
    "Điều đó tùy vào nơi bạn sống. Một số nước hạn chế hoặc cấm các mô hình giới thiệu mà thu nhập đến từ việc tuyển người, và quy định về tiền mã hóa khác nhau ở mỗi nơi. Trang này không đưa ra tư vấn pháp lý: hãy kiểm tra quy định ở nước bạn, kể cả thuế thu nhập.",

  "general.chat.kb.pyramid.q":
    "Đây có phải mô hình kim tự tháp không?\nkim tự tháp\nđa cấp\nmlm\nbán hàng đa cấp\nkinh doanh đa cấp\nnetwork marketing\nmô hình ponzi dây chuyền\nlôi kéo người\nda cap",
  "general.chat.kb.pyramid.a":
    "Đây là một chương trình giới thiệu trong đó thành viên kiếm tiền từ số tiền mà những người họ mời, và những người do các người đó mời, trả cho slot: một cấu trúc nhiều tầng. Tiền được trả ra đến từ tiền slot của thành viên, không phải từ việc bán thứ gì cho khách hàng bên ngoài. Việc đó có bị coi là mô hình kim tự tháp bất hợp pháp hay không tùy vào luật nước bạn.",

  "general.chat.kb.refund.q":
    "Có được hoàn tiền không?\nhoàn tiền\nlấy lại tiền\ntrả lại tiền\nhủy đăng ký\nhủy giao dịch\nrút lui\nbỏ cuộc\nhối hận\nđòi lại tiền\nhoan tien",
  "general.chat.kb.refund.a":
    "Không ai có thể hủy hay hoàn lại các khoản thanh toán vào hợp đồng thông minh, kể cả trang này. Hãy coi số tiền bạn trả cho slot là đã mất, trừ khi có thu nhập quay lại với bạn.",

  "general.chat.kb.withdraw.q":
    "Rút tiền thế nào?\nrút tiền\nrút\nwithdraw\nnhận tiền thế nào\nkhi nào được trả\nchi trả\nđổi ra tiền mặt\nlấy tiền ra\ntiền về ví\nđổi ra vnd\nra tiền mặt\nbán usdt\nkhi nào nhận tiền\nnhận tiền lời\nrut tien\nrut tien ve\nrút tiền về\nrut ve vi\nrút về ngân hàng\nrut ve ngan hang",
  "general.chat.kb.withdraw.a":
    "Trang này không giữ tiền và không chi trả gì. Chương trình nói hợp đồng thông minh của nó gửi khoản thanh toán thẳng vào ví bạn dùng để đăng ký, nên không có mẫu rút tiền: bạn thấy chúng trong ví và trên trình khám phá blockchain, và có thể bán stablecoin trên sàn giao dịch.",

  "general.chat.kb.whoRuns.q":
    "Ai điều hành trang này?\nbạn là ai\nai là chủ\nai làm trang này\nai đứng sau\nchủ sở hữu\nngười sáng lập\nai tạo ra chương trình\nai quản lý\nai lập ra\nai điều hành\nông chủ\nchủ dự án\ntrang của ai\ntrang web của ai\nai làm web",
  "general.chat.kb.whoRuns.a":
    "Trang này là một hướng dẫn không chính thức do những người quảng bá độc lập của chương trình làm. Nó không do những người tạo ra chương trình điều hành, phê duyệt hay bảo trợ. Khi bạn đăng ký qua link giới thiệu của trang, những người đứng sau hướng dẫn này có thể kiếm tiền từ đó.",

  "general.chat.kb.official.q":
    "Đây có phải trang chính thức không?\nchính thức\ntrang chính thức\nwebsite chính thức\nbạn là công ty à\ntrang thật\nweb chính thức\nchinh thuc",
  "general.chat.kb.official.a":
    "Đây không phải trang chính thức. Đây là một hướng dẫn không chính thức, không do chương trình điều hành, phê duyệt hay bảo trợ.",

  "general.chat.kb.contact.q":
    "Liên hệ với bạn thế nào?\nliên hệ\nhỗ trợ\nchăm sóc khách hàng\nsố điện thoại\nhotline\nemail\nzalo\nwhatsapp\ntelegram\nnói chuyện với người thật\nkhiếu nại\nsđt\nliên hệ ai",
  "general.chat.kb.contact.a":
    "Hướng dẫn này không có bộ phận hỗ trợ hay đường dây điện thoại. Hãy hỏi người bảo trợ của bạn, người có link mà bạn đã dùng, hoặc dùng các liên kết cộng đồng ở cuối trang. Người đàng hoàng sẽ không bao giờ hỏi cụm từ khôi phục của bạn hay bảo bạn gửi tiền để được giúp.",

  "general.chat.kb.presentations.q":
    "Bài thuyết trình ở đâu?\nthuyết trình\nbài thuyết trình\nslide\npdf\nkế hoạch bằng tiếng việt\ntải bài thuyết trình\nkế hoạch kinh doanh\nfile thuyết trình",
  "general.chat.kb.presentations.a":
    "Trang Thuyết trình có các slide về chương trình, ưu tiên ngôn ngữ của bạn, và bạn có thể gửi bài của mình để được duyệt: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "Có video không?\nvideo\nclip\nhướng dẫn video\nyoutube\nxem video\nvideo hướng dẫn\nclip hướng dẫn",
  "general.chat.kb.videos.a":
    "Có một video giới thiệu trên trang chủ và một video hướng dẫn trên trang Tham gia chỉ cách đăng ký: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "Đây là gì?\nchương trình này là gì\nhoạt động thế nào\ngiải thích chương trình\nnói về cái gì\nwaymark là gì\ntổng quan\nkinh doanh cái gì\ndự án này\ndự án gì\ngiới thiệu dự án\nđây là cái gì\ncái này là cái gì\nmô hình gì",
  "general.chat.kb.whatIsIt.a":
    "Đây là một chương trình giới thiệu theo slot trên một blockchain phí thấp: thành viên mua slot bằng stablecoin, và một hợp đồng thông minh chia các khoản đó cho thành viên theo sáu loại thu nhập. Trang này là hướng dẫn không chính thức giải thích nó bằng ngôn ngữ dễ hiểu, kể cả rủi ro.",

  "general.chat.kb.hello.q":
    "Xin chào\nchào\nhello\nhi\nchào buổi sáng\ncảm ơn\ncám ơn\nthanks\nalo\nhello ad",
  "general.chat.kb.hello.a":
    "Xin chào! Hãy hỏi tôi về cách tham gia, ví, số tiền tối thiểu, các loại thu nhập, slot hoặc rủi ro.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "phòng gym\nyoga\ngiảm cân\nbác sĩ\nbệnh viện\nkhám bệnh\nvắc xin\nvac xin\ntrường học\ntruong hoc\nđại học\ndai hoc\nthi thpt\nthi đại học\ngia sư\nnghĩa vụ quân sự\nđám cưới\nngười yêu\nnguoi yeu\nphở\nbún bò\ncà phê\nca phe\nphim\nphim bộ\nbóng đá\nđá banh\nv league\ngenshin\ntrời mưa\nmưa bão\nvé tàu\ntàu hỏa\nvé máy bay\nhomestay\nhộ chiếu\nho chieu\ncăn cước\ncccd\ngplx\nxăng dầu\nxang\nevn\nhóa đơn\ncục phát wifi\nquần áo\nmỹ phẩm\nson môi\ngiày dép\nđỗ xe\nđậu xe\nphạt nguội\nphat nguoi\nthuê nhà\nnhà trọ\ntrồng lúa\nlàm ruộng\ntết nguyên đán\nbói toán\nbầu cử\nphỏng vấn\nphong van\nvinaphone\nmobifone\nvnpt\nfpt\nvietcombank\ntechcombank\nbidv\nagribank\nmbbank\nvpbank\nsacombank\ntpbank\nvneid\nbhxh\nhộ khẩu\nielts\ntoeic\nhọc phí\nhoc phi\nshopee\nlazada\ngrab\ngojek\nshopeefood\nvietjet\nbamboo airways\nđường sắt\ngoogle form\ngoogle meet\nzoom\nbài tập\nbai tap\nluận văn\nfpt play\nvtv\nvinfast\nhonda\ntoyota\nchứng khoán\ncổ phiếu\ntín dụng đen\nđào bitcoin\ntrâu cày\ndogecoin\nshiba\npepe\nsolana\nrobot\nyoutuber\nđiểm thi\nthầy cô\ngiáo viên\npubg\nfree fire\ntốc chiến\nfifa online\nxổ số\nvietlott",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `gi la co khong ko ai nao sao the nay do nhu ra vay a ha nhe nha toi minh em anh
    chi ban ho no cua cho voi va hay hoac thi ma de o tai trong tren duoc bi se dang
    cac nhung mot nguoi cai phai lam can muon xin vui long giup hoi cho biet di thoi
    ko k hok dc đc vậy z ạ nhé nha ơi bạn mình thế sao gì vs
    gì là có không ai nào sao thế này đó như ra vậy à hả nhé tôi mình em anh chị bạn họ nó của cho với và hay hoặc thì mà để ở tại trong được bị sẽ đang các những một người cái phải làm muốn xin vui lòng giúp hỏi biết đi thôi kiểu xài
    mấy lm nhiêu nhieu nữa nua rồi roi luôn luon đây day
    ntn ad
  `,
  minWordLength: 2,
};
