import type { Messages } from "./en";

export const ja = {
  "general.productName": "Waymark",
  "general.skipToContent": "メインコンテンツにスキップ",
  "general.nav.label": "メインナビゲーション",
  "general.nav.home": "ホーム",
  "general.nav.join": "参加する",
  "general.nav.earnings": "収益",
  "general.nav.slots": "スロット",
  "general.nav.presentations": "プレゼンテーション",
  "general.nav.assistant": "AIアシスタント",
  "general.menu.toggle": "メニュー",
  "general.language.label": "言語",
  "general.language.choose": "言語を選択",
  "general.language.changed": "言語を{language}に変更しました",
  "general.toast.dismiss": "通知を閉じる",
  "general.notFound.title": "404",
  "general.notFound.message": "お探しのページが見つかりません",
  "general.notFound.backHome": "ホームに戻る",
  "general.error.title": "予期しないアプリケーションエラー！",
  "general.error.message": "こちらで問題が発生しました。しばらくしてからもう一度お試しください。",
  "general.joinNow": "今すぐ参加",
  "general.opensInNewTab": "新しいタブで開きます",
  "general.copyLink": "リンクをコピー",
  "general.copyFailed": "コピーできませんでした：{reason}",
  "general.copyBlocked":
    "ブラウザーが許可しませんでした。リンクを選択して手動でコピーしてください。",
  "homepage.referral.title": "あなたの紹介リンク",
  "homepage.referral.description":
    "紹介者が正しく記録されるよう、必ずこのリンクから登録してください。ウォレットの内蔵ブラウザでこのリンクを開き、Register Now をタップしてください。",
  "homepage.referral.fieldLabel": "紹介リンク",
  "join.wallet.open": "{wallet}で開く",
  "join.wallet.text":
    "紹介リンクを{wallet}アプリの内蔵ブラウザで開きます。アプリがない場合は{wallet}の公式ページが開きます。",
  "join.wallet.other":
    "別のウォレットをお使いですか？内蔵ブラウザを開き、下の紹介リンクを貼り付けてください。",
  "general.qr.title": "スマートフォンでスキャン",
  "general.qr.text":
    "スマートフォンのカメラかウォレットアプリでこのコードをスキャンすると、紹介リンクがそこで開きます。",
  "general.qr.alt": "紹介リンクのQRコード",
  "general.share.label": "このページを共有",
  "general.share.button": "共有",
  "general.share.text":
    "このプログラムをわかりやすく説明するガイド（あなたの言語）：参加方法、報酬プラン、リスク。",
  "general.share.copied": "リンクをコピーしました",
  "general.offline.title": "オフラインです",
  "general.offline.text":
    "このページはまだこの端末に保存されていません。すでに読んだページは接続がなくても開けます。",
  "general.offline.retry": "再試行",
  "general.offline.home": "ホームページを開く",
  "general.meta.description":
    "低手数料のブロックチェーン上で動くスロット制の紹介プログラムを、わかりやすく解説する非公式ガイド。参加方法、収益プラン、スロットのレベルとランク、そしてリスクについて。",
  "general.meta.joinDescription":
    "ウォレットの準備、入金、紹介リンクからの登録までを順を追って説明します。",
  "general.meta.earningsDescription":
    "プログラムの6種類の収益を、公表されている数値とリスクとあわせて解説します。",
  "general.meta.slotsDescription":
    "10段階のスロットレベル、それぞれの費用、マトリックスによる資金の振り分け方。",
  "general.meta.presentationsDescription":
    "プログラムについてのプレゼンテーションを、あなたの言語で。",
  "general.meta.assistantDescription": "プログラムについてのよくある質問に、すぐにお答えします。",
  "general.disclaimer.title": "必ずお読みください：収益は保証されていません",
  "general.disclaimer.text":
    "このページの数値はプログラム自身が公表しているプランであり、約束ではありません。収益はすべて他の人を勧誘できるかどうかにかかっており、ゼロになることもあります。暗号資産は短期間で価値を失うことがあります。このサイトは投資助言ではありません。失っても困らない金額だけを使ってください。",
  "general.video.play": "動画を再生：{title}",
  "general.video.intro": "紹介動画",
  "general.video.tutorial": "チュートリアル動画",
  "general.video.noVideo": "動画はまだありません。",
  "general.tabs.label": "{name}のタブ",
  "general.viewAll": "すべて表示",
  "general.showLess": "折りたたむ",
  "general.close": "閉じる",
  "general.loading": "読み込み中...",
  "general.stickyCta.text": "準備ができたらいつでもどうぞ。{amount}のスロットから始められます。",
  "general.chat.open": "チャットアシスタントを開く",
  "general.chat.title": "チャットアシスタント",
  "general.chat.maximize": "チャットを最大化",
  "general.chat.minimize": "チャットを最小化",
  "general.chat.closePanel": "チャットを閉じる",
  "general.chat.greeting":
    "こんにちは！参加方法、スロット、収益の種類、リスクについてのよくある質問にお答えします。何を知りたいですか？",
  "general.chat.placeholder": "プログラムについて質問する...",
  "general.chat.inputLabel": "質問",
  "general.chat.send": "送信",
  "general.chat.clear": "チャットをクリア",
  "general.chat.cleared": "チャットをクリアしました",
  "general.chat.thinking": "アシスタントが入力中…",
  "general.chat.suggestions": "おすすめの質問",
  "general.chat.you": "あなた",
  "general.chat.assistant": "アシスタント",
  "general.chat.intro":
    "回答はよくある質問の決まったセットからすぐに表示されます。入力した内容はどこにも送信されません。これは投資の助言ではありません。それ以外のことはガイドの各ページをご覧ください。",
  "general.chat.errorTitle": "質問の処理中に問題が発生しました。もう一度お試しください。",
  "general.chat.loadFailed":
    "チャットを読み込めませんでした。接続を確認して、もう一度お試しください。",
  "general.chat.retry": "再試行",
  "general.chat.errorReply":
    "申し訳ありません。リクエストをうまく処理できませんでした。もう一度お試しください。",
  "general.chat.default":
    "その質問にはまだお答えできません。参加方法、スロット、収益の種類、最低金額、リスクについて聞いてみてください。",
  "general.chat.unsure":
    "どの質問かはっきりわかりませんでした。次から選ぶか、別の言葉で聞いてください：",
  "general.chat.choices": "近いトピック",
  "homepage.hero.badge": "非公式ガイド",
  "homepage.hero.title": "参加する前に、スロットプログラムを理解しよう",
  "homepage.hero.subtitle":
    "あなたの言語でわかりやすく解説：ウォレットでの登録方法、各スロットの費用、6種類の収益の仕組み、そしてリスク。",
  "homepage.hero.getStarted": "はじめる",
  "homepage.hero.learnMore": "詳しく見る",
  "homepage.hero.sharedBy": "{name} さんからの共有です",
  "homepage.intro.title": "仕組みを見てみよう",
  "homepage.features.title": "このプログラムとは",
  "homepage.features.lowFees.title": "安いネットワーク手数料",
  "homepage.features.lowFees.text":
    "1回の取引が1セント未満で済むブロックチェーン上で動いているため、少額のスロットでも意味があります。",
  "homepage.features.contract.title": "ルールはスマートコントラクトに",
  "homepage.features.contract.text":
    "支払いは公開されたM4マトリックスに従い、受け取った資金の100%を分配します。",
  "homepage.features.start.title": "{amount}から",
  "homepage.features.start.text":
    "最初のスロットはドル連動のステーブルコインで{amount}。ほかに手数料用のネイティブトークンが少し必要です。",
  "homepage.guide.title": "参加方法",
  "homepage.guide.subtitle": "3つのステップです。各ステップの詳細は参加ページで説明しています。",
  "homepage.guide.step1.title": "ウォレットを準備",
  "homepage.guide.step1.text":
    "おすすめの暗号資産ウォレットをインストールし、ネットワークを切り替えます。",
  "homepage.guide.step2.title": "入金する",
  "homepage.guide.step2.text":
    "ステーブルコインを{amount}以上と、手数料用のネイティブトークンを入金します。",
  "homepage.guide.step3.title": "リンクから登録",
  "homepage.guide.step3.text":
    "ウォレットのブラウザを開き、紹介リンクを貼り付けて Register Now をタップします。",
  "homepage.guide.fullGuide": "ガイドをすべて読む",
  "homepage.earnings.title": "プランの6つの収益",
  "homepage.earnings.subtitle":
    "プログラムの説明どおりに紹介しています。決める前に、下のリスクをお読みください。",
  "homepage.earnings.details": "詳細を見る",
  "homepage.slots.title": "スロットの仕組み",
  "homepage.slots.subtitle": "全10レベル。レベルを選ぶと数値が表示されます。",
  "homepage.proof.title": "収益の証拠",
  "homepage.proof.subtitle":
    "メンバーが共有したスクリーンショットです。結果は人それぞれで、過去の結果はあなたの結果を保証するものではありません。",
  "homepage.proof.empty": "収益の証拠はありません",
  "homepage.proof.enlarge": "画像を拡大：{description}",
  "homepage.testimonials.title": "メンバーの声",
  "homepage.testimonials.empty": "メンバーの声はまだありません",
  "homepage.testimonials.rating": "5つ星中{stars}つ星",
  "homepage.why.title": "選ばれる理由",
  "homepage.why.point1": "少額から始められる：最初のスロットは{amount}です。",
  "homepage.why.point2":
    "透明なルール：スマートコントラクトの支払いはブロックチェーン上で確認できます。",
  "homepage.why.point3": "ネットワーク手数料が安いので、少額の支払いでも無駄になりません。",
  "homepage.why.point4": "日本語を含む多くの言語で、ガイドとプレゼンテーションを用意しています。",
  "join.title": "参加方法をステップごとに",
  "join.subtitle":
    "スマホで次の7つのステップに従ってください。あわてなくて大丈夫です。Register Now をタップするまで何も起こりません。",
  "join.activate": "アカウントを有効化",
  "join.stepLabel": "ステップ{number}",
  "join.step1.title": "ウォレットをダウンロード",
  "join.step1.text":
    "スマホの公式アプリストアから、おすすめの暗号資産ウォレットアプリをインストールします。",
  "join.step2.title": "ウォレットを作成",
  "join.step2.text":
    "新しいウォレットを作成し、リカバリーフレーズを紙に書き留めます。絶対に誰にも教えないでください。",
  "join.step3.title": "ネットワークを切り替える",
  "join.step3.text": "ウォレットで、プログラムのブロックチェーンネットワークを選びます。",
  "join.step4.title": "ウォレットに入金",
  "join.step4.text":
    "ドル連動のステーブルコインを{amount}以上と、手数料の支払い用にネットワークのネイティブトークンを少し入金します。",
  "join.step5.title": "ウォレットのブラウザを開く",
  "join.step5.text":
    "ウォレットアプリ内の内蔵ブラウザ（dAppブラウザと呼ばれることが多い）を探します。",
  "join.step6.title": "紹介リンクを貼り付ける",
  "join.step6.text": "下の紹介リンクをコピーし、ウォレットのブラウザに貼り付けます。",
  "join.step7.title": "Register Now をタップ",
  "join.step7.text": "ページを確認してから Register Now をタップし、ウォレットで取引を承認します。",
  "join.tip": "公式の紹介リンクからのみ登録することで、紹介が確実に記録されます。",
  "earnings.title": "収益プラン",
  "earnings.subtitle":
    "このプログラムはM4マトリックス（4x1）を使い、資金の100%を分配します。各収益を、プログラムが公表しているとおりに紹介します。",
  "earnings.tab.direct": "ダイレクト",
  "earnings.tab.level": "レベル",
  "earnings.tab.global": "グローバル",
  "earnings.tab.leadership": "リーダーシップ",
  "earnings.tab.royalty": "ロイヤリティ",
  "earnings.tab.partner": "パートナー",
  "earnings.direct.title": "ダイレクト収益",
  "earnings.direct.text": "直接紹介した人それぞれのスロット費用の50%を受け取れます。",
  "earnings.direct.example": "{cost}のスロットで{income}",
  "earnings.level.title": "レベル収益",
  "earnings.level.text":
    "チームの10段下までの各メンバーのスロット費用の2%を受け取れます。合計20%です。",
  "earnings.level.perMember": "各段のメンバー1人あたり",
  "earnings.level.total": "10段の合計",
  "earnings.global.title": "グローバルプール",
  "earnings.global.text":
    "2x6マトリックスで、1サイクルあたり最大でスロット費用の3640%。同じスロットを持つ直接紹介メンバーが1人いれば対象になります。",
  "earnings.global.example": "{cost}のスロット：1サイクルあたり最大{income}",
  "earnings.leadership.title": "リーダーシップ収益",
  "earnings.leadership.text": "ランク費用の0.25%〜1%を毎日受け取れます。上限は250%です。",
  "earnings.leadership.rank": "ランク",
  "earnings.leadership.slots": "必要なスロット",
  "earnings.leadership.daily": "1日の収益（最大）",
  "earnings.leadership.max": "上限",
  "earnings.leadership.conditionsTitle": "同じランクの直接紹介メンバー数ごとの日率",
  "earnings.leadership.condition": "直接紹介メンバー{count}人：1日{rate}",
  "earnings.rank.beginner": "ビギナー",
  "earnings.rank.bronze": "ブロンズ",
  "earnings.rank.silver": "シルバー",
  "earnings.rank.gold": "ゴールド",
  "earnings.rank.diamond": "ダイヤモンド",
  "earnings.royalty.title": "週次ロイヤリティ",
  "earnings.royalty.text":
    "B枠とC枠からは資金の10%がロイヤリティプールに送られ、毎週、条件を満たしたメンバーで分配されます。",
  "earnings.partner.title": "コインパートナー配分",
  "earnings.partner.text":
    "B枠とC枠からは、さらに10%がコインパートナー配分に送られ、メンバーはトークンで受け取ります。トークンの価格は上がることも下がることもあります。",
  "slots.title": "スロットレベル",
  "slots.subtitle":
    "{first}から{last}までの10レベル。各カードには、プログラムが示すそのレベルの支払額が表示されます。",
  "slots.levelName": "{stars}スター",
  "slots.cost": "費用",
  "slots.directIncome": "ダイレクト収益",
  "slots.levelIncome": "メンバー1人あたりのレベル収益",
  "slots.globalIncome": "1サイクルあたりのグローバル収益（最大）",
  "slots.activate": "有効化",
  "slots.matrix.title": "M4マトリックスの資金の振り分け方",
  "slots.matrix.text": "各スロットには4つの枠があります。枠が埋まると、資金は次のように動きます：",
  "slots.matrix.a": "A枠：10%がリーダーシップへ、40%がグローバルプールへ。",
  "slots.matrix.bc": "B枠とC枠：10%がロイヤリティへ、10%がコインパートナー配分へ。",
  "slots.matrix.d":
    "D枠：100%が紹介者の空いている枠へ送られ、その後すべての枠が空いて次のサイクルに入ります。",
  "presentations.title": "プレゼンテーション",
  "presentations.subtitle":
    "プログラムについてのスライドです。あなたの言語のものを先に表示します。",
  "presentations.main": "あなたの言語のプレゼンテーション",
  "presentations.others": "その他のプレゼンテーション",
  "presentations.view": "見る",
  "presentations.empty": "この言語のプレゼンテーションはありません",
  "presentations.noOthers": "ほかのプレゼンテーションはまだありません。",
  "presentations.loadFailed": "プレゼンテーションを読み込めませんでした",
  "presentations.language": "言語：{language}",
  "presentations.upload.title": "プレゼンテーションを共有する",
  "presentations.upload.intro":
    "あなたの言語で書かれた、プログラムについてのスライドはありますか？ぜひお送りください。確認後、ここに掲載されます。",
  "presentations.upload.titleLabel": "タイトル",
  "presentations.upload.languageLabel": "言語",
  "presentations.upload.fileLabel": "ファイル",
  "presentations.upload.hint": "PDF、PPT、PPTX（最大10MB）",
  "presentations.upload.submit": "アップロード",
  "presentations.upload.sending": "アップロード中…",
  "presentations.upload.success":
    "ありがとうございます！確認後、プレゼンテーションが掲載されます。",
  "presentations.upload.failed": "プレゼンテーションをアップロードできませんでした",
  "presentations.upload.noFile": "アップロードするファイルを選択してください",
  "presentations.upload.noTitle": "プレゼンテーションのタイトルを入力してください",
  "presentations.upload.tooLarge": "ファイルが大きすぎます。PDF、PPT、PPTX（最大10MB）",
  "presentations.upload.unsupported":
    "このファイルはPDF、PPT、PPTX形式のプレゼンテーションではありません。",
  "presentations.upload.tooMany":
    "お使いの接続からのアップロードが多すぎます。1時間後にもう一度お試しください。",
  "presentations.upload.queueFull":
    "現在、審査待ちの列がいっぱいのため、新しいプレゼンテーションを受け付けられません。数日後にもう一度お試しください。",
  "general.unsubscribe.title": "メール配信設定",
  "general.unsubscribe.confirm": "このアドレスへのキャンペーンメールの配信を停止しますか？",
  "general.unsubscribe.button": "配信停止",
  "general.unsubscribe.done":
    "配信を停止しました。今後、キャンペーンメールをお送りすることはありません。",
  "general.unsubscribe.invalid": "この配信停止リンクは無効です。",
  "general.fileLink.expired":
    "このリンクは期限切れか無効です。ページに戻って、もう一度ファイルを開いてください。",
  "general.fileLink.missing": "このファイルは利用できません。削除された可能性があります。",
  "general.rateLimited":
    "お使いの接続からのリクエストが多すぎます。1分ほど待ってから、もう一度お試しください。",
  "general.signup.title": "メールで最新情報を受け取る",
  "general.signup.intro":
    "新しいガイドやプログラムの変更を、ときどきお届けします。まず確認のメールをお送りします。すべてのメールに配信停止のリンクがあります。",
  "general.signup.emailLabel": "メールアドレス",
  "general.signup.nameLabel": "お名前（任意）",
  "general.signup.honeypotLabel": "この欄は空のままにしてください",
  "general.signup.submit": "登録する",
  "general.signup.sending": "送信中…",
  "general.signup.checkInbox":
    "受信トレイを確認して登録を確定してください。メール内のリンクは {hours} 時間有効です。",
  "general.signup.invalidEmail": "有効なメールアドレスを入力してください。",
  "general.signup.nameTooLong": "お名前は 100 文字以内で入力してください。",
  "general.signup.tooMany":
    "お使いの接続からの登録が多すぎます。1 時間後にもう一度お試しください。",
  "general.signup.failed":
    "ただいま確認メールを送信できませんでした。しばらくしてからもう一度お試しください。",
  "general.signup.emailSubject": "Waymark のメール配信の登録を確認してください",
  "general.signup.emailBody":
    "どなたか（おそらくあなた）が、このアドレスで Waymark の最新情報をメールで受け取るよう申し込みました。\n\n登録を確定するには、{hours} 時間以内に次のリンクを開いてください。\n{link}\n\nお心当たりがない場合は、このメールを無視してください。確認がなければ、今後メールをお送りすることはありません。",
  "general.signup.confirmTitle": "メール配信の登録を確認",
  "general.signup.confirmText": "{email} で Waymark の最新情報をメールで受け取りますか？",
  "general.signup.confirmButton": "はい、登録します",
  "general.signup.confirmed":
    "ありがとうございます。メール配信の登録が完了しました。すべてのメールに配信停止のリンクがあります。",
  "general.signup.expired":
    "この確認リンクの有効期限が切れています。もう一度登録してください。新しいリンクは {hours} 時間有効です。",
  "general.signup.invalidLink":
    "この確認リンクは無効です。メール内のリンクを最後まで開くか、もう一度登録してください。",
  "general.member.title": "あなたのメンバーページ",
  "general.member.signInIntro":
    "チームのメンバーはメールで届くリンクでサインインします。チームに登録されているメールアドレスを入力してください。",
  "general.member.emailLabel": "メールアドレス",
  "general.member.sendLink": "サインインリンクをメールで送る",
  "general.member.linkSent":
    "このアドレスがメンバーのものであれば、サインインリンクを送信しています。リンクは1回だけ、15分間有効です。",
  "general.member.invalidEmail": "有効なメールアドレスを入力してください。",
  "general.member.tooMany":
    "お使いの接続からのサインインリクエストが多すぎます。1時間後にもう一度お試しください。",
  "general.member.sendFailed":
    "現在サインインメールを送信できませんでした。しばらくしてからもう一度お試しください。",
  "general.member.emailSubject": "Waymark メンバーのサインインリンク",
  "general.member.emailBody":
    "このリンクを開いてメンバーページにサインインしてください。リンクは1回だけ、{minutes}分間有効です：\n{link}\n\n心当たりがない場合は、このメールを無視してください。",
  "general.member.inviteSubject": "あなたの Waymark メンバーページ",
  "general.member.inviteBody":
    "{name} さん\n\nあなたは Waymark チームのメンバーとして追加されました。メンバーページには、共有するためのあなた専用のリンクがあります。このリンクを開いてサインインしてください（1回だけ、{minutes}分間有効です。新しいリンクはメンバーページでいつでも依頼できます）：\n{link}",
  "general.member.signInTitle": "メンバーページにサインイン",
  "general.member.signInButton": "サインイン",
  "general.member.linkUsed":
    "このサインインリンクはすでに使用されています。下から新しいリンクを依頼してください。",
  "general.member.linkExpired":
    "このサインインリンクは有効期限が切れています。下から新しいリンクを依頼してください。",
  "general.member.linkUnknown":
    "このサインインリンクは無効です。メールのリンクを最後まで開くか、下から新しいリンクを依頼してください。",
  "general.member.greeting": "こんにちは、{name} さん",
  "general.member.paused":
    "あなたのメンバー資格は一時停止中です。リンクは引き続きガイドを開きますが、再開されるまで登録はチームのリンクプールに割り当てられます。",
  "general.member.personalLinks": "あなた専用のリンク",
  "general.member.personalLinksText":
    "これらのリンクを共有してください。リンクを開いた人はその言語でガイドを読み、その人の登録はあなたの紹介リンクに結び付きます。",
  "general.member.linkLanguage": "{language}のリンク",
  "general.member.whatsapp": "WhatsApp で共有",
  "general.member.telegram": "Telegram で共有",
  "general.member.qrAlt": "あなた専用リンクの QR コード",
  "general.member.otherLanguages": "ほかの言語のリンク",
  "general.member.settingsTitle": "紹介リンクと言語",
  "general.member.referralLinkLabel": "あなたの紹介リンク",
  "general.member.saveLink": "リンクを保存",
  "general.member.linkInvalid": "有効な紹介リンクの URL を入力してください。",
  "general.member.linkSaved": "紹介リンクを保存しました。",
  "general.member.linkRequested":
    "ありがとうございます。リンクの変更はまずチームが確認します。承認されると新しいリンクが使われます。",
  "general.member.linkPending": "承認待ち：{link}",
  "general.member.languagesLabel": "サポートできる言語",
  "general.member.languagesRequired": "少なくとも1つの言語を選んでください。",
  "general.member.saveLanguages": "言語を保存",
  "general.member.languagesSaved": "言語を保存しました。",
  "general.member.signOut": "サインアウト",
  "general.member.notYours": "このページは別のメンバーのものです。もう一度サインインしてください。",
  "general.member.figuresTitle": "あなたの数字",
  "general.member.lastDays": "過去{days}日間",
  "general.member.periodRange": "{from}〜{to}",
  "general.member.visits": "あなたのリンク経由の訪問",
  "general.member.displays": "プールからのあなたのリンクの表示",
  "general.member.joinClicks": "参加クリック",
  "general.member.clickRate": "クリック率",
  "general.member.daily": "日ごとの推移",
  "general.member.chartSummary":
    "{from}〜{to}：あなたのリンク付きのページ表示{views}件、参加クリック{clicks}件。",
  "general.member.day": "日付",
  "general.member.byLanguage": "言語",
  "general.member.byCountry": "国",
  "general.member.byDevice": "デバイス",
  "general.member.bySource": "流入元",
  "general.member.noFigures": "この期間の記録はまだありません。",
  "general.member.downloadCsv": "CSVをダウンロード",
  "general.member.noLink":
    "紹介リンクがありません。下であなたのリンクを追加するまで、あなたの個人リンクを開いた人にはプールのリンクが表示されます。",
  "footer.navLabel": "フッター",
  "footer.pagesHeading": "ページ",
  "footer.socialHeading": "コミュニティに参加",
  "footer.socialLink": "{network}：紹介リンクを開く",
  "footer.unofficial":
    "Waymarkは非公式のガイドアプリです。紹介しているプログラムによる運営・承認・推奨を受けたものではありません。",
  "footer.copyright": "© {year} Waymark. 無断転載を禁じます。",
} satisfies Messages;
