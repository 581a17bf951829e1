import type { Messages } from "./en";

export const ru = {
  "general.productName": "Waymark",
  "general.skipToContent": "Перейти к основному содержимому",
  "general.nav.label": "Основная навигация",
  "general.nav.home": "Главная",
  "general.nav.join": "Присоединиться",
  "general.nav.earnings": "Доход",
  "general.nav.slots": "Слоты",
  "general.nav.presentations": "Презентации",
  "general.nav.assistant": "ИИ-ассистент",
  "general.menu.toggle": "Меню",
  "general.language.label": "Язык",
  "general.language.choose": "Выберите язык",
  "general.language.changed": "Язык изменён: {language}",
  "general.toast.dismiss": "Закрыть уведомление",
  "general.notFound.title": "404",
  "general.notFound.message": "Ой! Страница не найдена",
  "general.notFound.backHome": "Вернуться на главную",
  "general.error.title": "Непредвиденная ошибка приложения!",
  "general.error.message": "Что-то пошло не так на нашей стороне. Попробуйте ещё раз через минуту.",
  "general.joinNow": "Присоединиться сейчас",
  "general.opensInNewTab": "откроется в новой вкладке",
  "general.copyLink": "Копировать ссылку",
  "general.copyFailed": "Не удалось скопировать: {reason}",
  "general.copyBlocked": "браузер не разрешил это. Выделите ссылку и скопируйте её вручную.",
  "homepage.referral.title": "Ваша реферальная ссылка",
  "homepage.referral.description":
    "Регистрируйтесь только по этой ссылке, чтобы ваш спонсор был учтён. Откройте её во встроенном браузере вашего кошелька и нажмите Register Now.",
  "homepage.referral.fieldLabel": "Реферальная ссылка",
  "join.wallet.open": "Открыть в {wallet}",
  "join.wallet.text":
    "Открывает вашу реферальную ссылку во встроенном браузере приложения {wallet}. Без приложения вы попадёте на собственную страницу {wallet}.",
  "join.wallet.other":
    "Другой кошелёк? Откройте его встроенный браузер и вставьте реферальную ссылку ниже.",
  "general.qr.title": "Отсканируйте телефоном",
  "general.qr.text":
    "Отсканируйте этот код камерой телефона или приложением кошелька, чтобы открыть там свою реферальную ссылку.",
  "general.qr.alt": "QR-код вашей реферальной ссылки",
  "general.share.label": "Поделиться этой страницей",
  "general.share.button": "Поделиться",
  "general.share.text":
    "Понятное руководство по этой программе на вашем языке: как присоединиться, план доходов и риски.",
  "general.share.copied": "Ссылка скопирована",
  "general.offline.title": "Нет подключения к интернету",
  "general.offline.text":
    "Эта страница ещё не сохранена на этом устройстве. Страницы, которые вы уже прочитали, открываются и без подключения.",
  "general.offline.retry": "Повторить",
  "general.offline.home": "Открыть главную страницу",
  "general.meta.description":
    "Неофициальный гид простым языком по реферальной программе со слотами на блокчейне с низкими комиссиями: как присоединиться, план дохода, уровни слотов и ранги, а также риски.",
  "general.meta.joinDescription":
    "Пошагово: создайте кошелёк, пополните его и зарегистрируйтесь по реферальной ссылке.",
  "general.meta.earningsDescription":
    "Шесть видов дохода программы: пояснения, опубликованные цифры и риски.",
  "general.meta.slotsDescription":
    "Десять уровней слотов, стоимость каждого и то, как матрица распределяет средства.",
  "general.meta.presentationsDescription": "Презентации о программе на вашем языке.",
  "general.meta.assistantDescription":
    "Задайте частые вопросы о программе и сразу получите ответы.",
  "general.disclaimer.title": "Обязательно прочитайте: доход не гарантирован",
  "general.disclaimer.text":
    "Цифры на этой странице — опубликованный план самой программы, а не обещание. Любой доход зависит от привлечения других людей и может быть нулевым. Криптоактивы могут быстро потерять в цене. Этот сайт не является финансовой консультацией: вкладывайте только те деньги, потерю которых можете себе позволить.",
  "general.video.play": "Смотреть видео: {title}",
  "general.video.intro": "Вводное видео",
  "general.video.tutorial": "Обучающее видео",
  "general.video.noVideo": "Видео пока нет.",
  "general.tabs.label": "Вкладки: {name}",
  "general.viewAll": "Показать все",
  "general.showLess": "Свернуть",
  "general.close": "Закрыть",
  "general.loading": "Загрузка...",
  "general.stickyCta.text": "Начните, когда будете готовы. Всё начинается со слота за {amount}.",
  "general.chat.open": "Открыть чат-ассистента",
  "general.chat.title": "Чат-ассистент",
  "general.chat.maximize": "Развернуть чат",
  "general.chat.minimize": "Свернуть чат",
  "general.chat.closePanel": "Закрыть чат",
  "general.chat.greeting":
    "Здравствуйте! Я отвечаю на частые вопросы о регистрации, слотах, видах дохода и рисках. Что вы хотите узнать?",
  "general.chat.placeholder": "Спросите о продукте...",
  "general.chat.inputLabel": "Ваш вопрос",
  "general.chat.send": "Отправить",
  "general.chat.clear": "Очистить чат",
  "general.chat.cleared": "Чат очищен",
  "general.chat.thinking": "Ассистент печатает…",
  "general.chat.suggestions": "Примеры вопросов",
  "general.chat.you": "Вы",
  "general.chat.assistant": "Ассистент",
  "general.chat.intro":
    "Ответы берутся из готового набора частых вопросов и появляются сразу; то, что вы пишете, никуда не отправляется. Это не финансовый совет. По остальным вопросам читайте страницы гида.",
  "general.chat.errorTitle": "Не удалось обработать ваш вопрос. Попробуйте ещё раз.",
  "general.chat.errorReply": "Извините, не получается обработать ваш запрос. Попробуйте ещё раз.",
  "general.chat.default":
    "На этот вопрос у меня пока нет ответа. Спросите о том, как присоединиться, о слотах, видах дохода, минимальной сумме или рисках.",
  "general.chat.unsure":
    "Я не уверен, какую из этих тем вы имеете в виду. Выберите одну или спросите другими словами:",
  "general.chat.choices": "Ближайшие темы",
  "homepage.hero.badge": "Неофициальный гид",
  "homepage.hero.title": "Разберитесь в программе со слотами, прежде чем присоединяться",
  "homepage.hero.subtitle":
    "Понятный гид на вашем языке: как зарегистрироваться через кошелёк, сколько стоит каждый слот, как работают шесть видов дохода и какие есть риски.",
  "homepage.hero.getStarted": "Начать",
  "homepage.hero.learnMore": "Подробнее",
  "homepage.intro.title": "Посмотрите, как это работает",
  "homepage.features.title": "Что это за программа",
  "homepage.features.lowFees.title": "Низкие комиссии сети",
  "homepage.features.lowFees.text":
    "Она работает на блокчейне, где транзакция стоит доли цента, поэтому даже небольшие слоты имеют смысл.",
  "homepage.features.contract.title": "Правила в смарт-контракте",
  "homepage.features.contract.text":
    "Выплаты идут по опубликованной матрице M4, которая распределяет 100% поступающих средств.",
  "homepage.features.start.title": "От {amount}",
  "homepage.features.start.text":
    "Первый слот стоит {amount} в стейблкоине, привязанном к доллару, плюс немного нативного токена на комиссии.",
  "homepage.guide.title": "Как присоединиться",
  "homepage.guide.subtitle":
    "Три шага. На странице «Присоединиться» каждый из них описан подробно.",
  "homepage.guide.step1.title": "Установите кошелёк",
  "homepage.guide.step1.text":
    "Установите рекомендуемый криптокошелёк и переключите его на нужную сеть.",
  "homepage.guide.step2.title": "Пополните его",
  "homepage.guide.step2.text":
    "Внесите не менее {amount} в стейблкоине и немного нативного токена на комиссии.",
  "homepage.guide.step3.title": "Зарегистрируйтесь по ссылке",
  "homepage.guide.step3.text":
    "Откройте браузер кошелька, вставьте реферальную ссылку и нажмите Register Now.",
  "homepage.guide.fullGuide": "Читать полное руководство",
  "homepage.earnings.title": "Шесть видов выплат по плану",
  "homepage.earnings.subtitle":
    "В том виде, как их описывает программа. Прежде чем решать, прочитайте о рисках ниже.",
  "homepage.earnings.details": "Смотреть подробности",
  "homepage.slots.title": "Система слотов",
  "homepage.slots.subtitle": "Десять уровней. Выберите уровень, чтобы увидеть его цифры.",
  "homepage.proof.title": "Подтверждения дохода",
  "homepage.proof.subtitle":
    "Скриншоты от участников. Результаты у всех разные, и прошлые результаты не предсказывают ваши.",
  "homepage.proof.empty": "Подтверждения дохода не найдены",
  "homepage.proof.enlarge": "Увеличить изображение: {description}",
  "homepage.testimonials.title": "Что говорят участники",
  "homepage.testimonials.empty": "Отзывы не найдены",
  "homepage.testimonials.rating": "{stars} из 5 звёзд",
  "homepage.why.title": "Почему её выбирают",
  "homepage.why.point1": "Низкий порог входа: первый слот стоит {amount}.",
  "homepage.why.point2": "Прозрачные правила: выплаты смарт-контракта можно проверить в блокчейне.",
  "homepage.why.point3": "Благодаря низким комиссиям сети даже небольшие платежи имеют смысл.",
  "homepage.why.point4": "Гиды и презентации на многих языках, в том числе на этом.",
  "join.title": "Как присоединиться: пошагово",
  "join.subtitle":
    "Выполните эти семь шагов на телефоне. Не торопитесь: ничего не произойдёт, пока вы не нажмёте Register Now.",
  "join.activate": "Активировать аккаунт",
  "join.stepLabel": "Шаг {number}",
  "join.step1.title": "Скачайте кошелёк",
  "join.step1.text":
    "Установите приложение рекомендуемого криптокошелька из официального магазина приложений на телефоне.",
  "join.step2.title": "Создайте кошелёк",
  "join.step2.text":
    "Создайте новый кошелёк и запишите фразу восстановления на бумаге. Никогда никому её не сообщайте.",
  "join.step3.title": "Переключитесь на сеть",
  "join.step3.text": "В кошельке выберите блокчейн-сеть программы.",
  "join.step4.title": "Пополните кошелёк",
  "join.step4.text":
    "Внесите не менее {amount} в стейблкоине, привязанном к доллару, и немного нативного токена сети для оплаты комиссий.",
  "join.step5.title": "Откройте браузер кошелька",
  "join.step5.text":
    "Найдите в приложении кошелька встроенный браузер (его часто называют dApp-браузером).",
  "join.step6.title": "Вставьте реферальную ссылку",
  "join.step6.text": "Скопируйте реферальную ссылку ниже и вставьте её в браузер кошелька.",
  "join.step7.title": "Нажмите Register Now",
  "join.step7.text":
    "Проверьте страницу, затем нажмите Register Now и подтвердите транзакцию в кошельке.",
  "join.tip":
    "Регистрация только по официальной реферальной ссылке гарантирует, что реферал будет засчитан.",
  "earnings.title": "План дохода",
  "earnings.subtitle":
    "Программа использует матрицу M4 (4x1), которая распределяет 100% средств. Ниже — каждый вид дохода в том виде, как его публикует программа.",
  "earnings.tab.direct": "Прямой",
  "earnings.tab.level": "Уровневый",
  "earnings.tab.global": "Глобальный",
  "earnings.tab.leadership": "Лидерский",
  "earnings.tab.royalty": "Роялти",
  "earnings.tab.partner": "Партнёрский",
  "earnings.direct.title": "Прямой доход",
  "earnings.direct.text":
    "Вы получаете 50% стоимости слота каждого человека, которого пригласили лично.",
  "earnings.direct.example": "Слот за {cost} приносит {income}",
  "earnings.level.title": "Уровневый доход",
  "earnings.level.text":
    "Вы получаете 2% стоимости слота за каждого участника вашей команды на глубину до 10 уровней: всего 20%.",
  "earnings.level.perMember": "За участника на каждом уровне",
  "earnings.level.total": "За 10 уровней",
  "earnings.global.title": "Глобальный пул",
  "earnings.global.text":
    "До 3640% стоимости слота за цикл в матрице 2x6. Условие — 1 лично приглашённый участник с таким же слотом.",
  "earnings.global.example": "Слот за {cost}: до {income} за цикл",
  "earnings.leadership.title": "Лидерский доход",
  "earnings.leadership.text":
    "Ежедневный доход от 0,25% до 1% стоимости вашего ранга, но не более 250%.",
  "earnings.leadership.rank": "Ранг",
  "earnings.leadership.slots": "Требуемые слоты",
  "earnings.leadership.daily": "Доход в день (до)",
  "earnings.leadership.max": "Максимум",
  "earnings.leadership.conditionsTitle":
    "Дневная ставка в зависимости от числа лично приглашённых с таким же рангом",
  "earnings.leadership.condition": "Лично приглашённых: {count} — {rate} в день",
  "earnings.rank.beginner": "Новичок",
  "earnings.rank.bronze": "Бронза",
  "earnings.rank.silver": "Серебро",
  "earnings.rank.gold": "Золото",
  "earnings.rank.diamond": "Бриллиант",
  "earnings.royalty.title": "Еженедельное роялти",
  "earnings.royalty.text":
    "Позиции B и C отправляют 10% своих средств в пул роялти, который каждую неделю делится между участниками, выполнившими условия.",
  "earnings.partner.title": "Доля коин-партнёра",
  "earnings.partner.text":
    "Позиции B и C также отправляют 10% в долю коин-партнёра, которую участники получают токенами. Цена токенов может как расти, так и падать.",
  "slots.title": "Уровни слотов",
  "slots.subtitle":
    "Десять уровней: от {first} до {last}. На каждой карточке — сколько, по данным программы, платит этот уровень.",
  "slots.levelName": "Звезда {stars}",
  "slots.cost": "Стоимость",
  "slots.directIncome": "Прямой доход",
  "slots.levelIncome": "Уровневый доход за участника",
  "slots.globalIncome": "Глобальный доход за цикл (до)",
  "slots.activate": "Активировать",
  "slots.matrix.title": "Как матрица M4 распределяет средства",
  "slots.matrix.text":
    "В каждом слоте четыре позиции. Когда они заполняются, средства распределяются так:",
  "slots.matrix.a": "Позиция A: 10% на лидерский доход и 40% в глобальный пул.",
  "slots.matrix.bc": "Позиции B и C: 10% в роялти и 10% в долю коин-партнёра.",
  "slots.matrix.d":
    "Позиция D: 100% уходит на свободные позиции вашего спонсора, после чего все позиции освобождаются для следующего цикла.",
  "presentations.title": "Презентации",
  "presentations.subtitle": "Слайды о программе — в первую очередь на вашем языке.",
  "presentations.main": "Презентация на вашем языке",
  "presentations.others": "Другие презентации",
  "presentations.view": "Смотреть",
  "presentations.empty": "Для этого языка презентаций нет",
  "presentations.noOthers": "Других презентаций пока нет.",
  "presentations.loadFailed": "Не удалось загрузить презентации",
  "presentations.language": "Язык: {language}",
  "presentations.upload.title": "Поделитесь презентацией",
  "presentations.upload.intro":
    "Есть слайды о программе на вашем языке? Пришлите их. Они появятся здесь после проверки.",
  "presentations.upload.titleLabel": "Название",
  "presentations.upload.languageLabel": "Язык",
  "presentations.upload.fileLabel": "Файл",
  "presentations.upload.hint": "PDF, PPT, PPTX (макс. 10MB)",
  "presentations.upload.submit": "Загрузить",
  "presentations.upload.sending": "Загрузка…",
  "presentations.upload.success": "Спасибо! Ваша презентация появится после проверки.",
  "presentations.upload.failed": "Не удалось загрузить презентацию",
  "presentations.upload.noFile": "Выберите файл для загрузки",
  "presentations.upload.noTitle": "Введите название презентации",
  "presentations.upload.tooLarge": "Файл слишком большой. PDF, PPT, PPTX (макс. 10MB)",
  "presentations.upload.unsupported": "Этот файл не является презентацией PDF, PPT или PPTX.",
  "presentations.upload.tooMany":
    "Слишком много загрузок с вашего подключения. Попробуйте ещё раз через час.",
  "presentations.upload.queueFull":
    "Очередь на проверку сейчас заполнена, поэтому мы не можем принять новые презентации. Пожалуйста, попробуйте снова через несколько дней.",
  "general.unsubscribe.title": "Настройки рассылки",
  "general.unsubscribe.confirm": "Больше не присылать рекламные письма на этот адрес?",
  "general.unsubscribe.button": "Отписаться",
  "general.unsubscribe.done": "Вы отписались. Мы больше не будем присылать вам рекламные письма.",
  "general.unsubscribe.invalid": "Эта ссылка для отписки недействительна.",
  "general.fileLink.expired":
    "Срок действия ссылки истёк, или она недействительна. Вернитесь на страницу и откройте файл снова.",
  "general.fileLink.missing": "Этот файл недоступен. Возможно, его удалили.",
  "general.rateLimited":
    "Слишком много запросов с вашего подключения. Подождите минуту и попробуйте снова.",
  "general.signup.title": "Получать новости по электронной почте",
  "general.signup.intro":
    "Новые руководства и изменения программы — время от времени. Сначала мы пришлём письмо для подтверждения; в каждом письме есть ссылка для отписки.",
  "general.signup.emailLabel": "Адрес электронной почты",
  "general.signup.nameLabel": "Имя (необязательно)",
  "general.signup.honeypotLabel": "Оставьте это поле пустым",
  "general.signup.submit": "Подписаться",
  "general.signup.sending": "Отправка…",
  "general.signup.checkInbox":
    "Проверьте почту, чтобы подтвердить подписку. Ссылка в письме действует {hours} часов.",
  "general.signup.invalidEmail": "Введите правильный адрес электронной почты.",
  "general.signup.nameTooLong": "Введите более короткое имя (не более 100 символов).",
  "general.signup.tooMany":
    "Слишком много подписок с вашего подключения. Попробуйте ещё раз через час.",
  "general.signup.failed":
    "Сейчас не удалось отправить письмо для подтверждения. Попробуйте позже.",
  "general.signup.emailSubject": "Подтвердите подписку на новости Waymark",
  "general.signup.emailBody":
    "Кто-то — надеемся, вы — попросил присылать новости Waymark на этот адрес.\n\nЧтобы подтвердить, откройте эту ссылку в течение {hours} часов:\n{link}\n\nЕсли это были не вы, просто проигнорируйте письмо: без подтверждения мы вам больше не напишем.",
  "general.signup.confirmTitle": "Подтвердите подписку на новости",
  "general.signup.confirmText": "Получать новости Waymark на адрес {email}?",
  "general.signup.confirmButton": "Да, подтверждаю",
  "general.signup.confirmed":
    "Спасибо! Подписка подтверждена. В каждом письме есть ссылка для отписки.",
  "general.signup.expired":
    "Срок действия этой ссылки истёк. Подпишитесь ещё раз; новая ссылка будет действовать {hours} часов.",
  "general.signup.invalidLink":
    "Эта ссылка для подтверждения недействительна. Откройте ссылку из письма целиком или подпишитесь ещё раз.",
  "general.member.title": "Ваша страница участника",
  "general.member.signInIntro":
    "Участники команды входят по ссылке из письма. Введите адрес, который есть у команды.",
  "general.member.emailLabel": "Электронная почта",
  "general.member.sendLink": "Прислать ссылку для входа",
  "general.member.linkSent":
    "Если этот адрес принадлежит участнику, ссылка для входа уже в пути. Она работает один раз в течение 15 минут.",
  "general.member.invalidEmail": "Введите корректный адрес электронной почты.",
  "general.member.tooMany":
    "Слишком много запросов на вход с вашего подключения. Попробуйте снова через час.",
  "general.member.sendFailed": "Сейчас не удалось отправить письмо для входа. Попробуйте позже.",
  "general.member.emailSubject": "Ваша ссылка для входа участника Waymark",
  "general.member.emailBody":
    "Откройте эту ссылку, чтобы войти на свою страницу участника. Она работает один раз в течение {minutes} минут:\n{link}\n\nЕсли вы не запрашивали её, просто проигнорируйте это письмо.",
  "general.member.inviteSubject": "Ваша страница участника Waymark",
  "general.member.inviteBody":
    "Здравствуйте, {name}!\n\nВас добавили в команду Waymark как участника. На вашей странице участника есть личные ссылки, которыми можно делиться. Откройте эту ссылку, чтобы войти (она работает один раз в течение {minutes} минут; новую можно запросить на странице участника в любое время):\n{link}",
  "general.member.signInTitle": "Вход на страницу участника",
  "general.member.signInButton": "Войти",
  "general.member.linkUsed": "Эта ссылка для входа уже использована. Запросите новую ниже.",
  "general.member.linkExpired": "Срок действия этой ссылки для входа истёк. Запросите новую ниже.",
  "general.member.linkUnknown":
    "Эта ссылка для входа недействительна. Откройте ссылку из письма целиком или запросите новую ниже.",
  "general.member.greeting": "Здравствуйте, {name}",
  "general.member.paused":
    "Ваше участие приостановлено. Ваши ссылки по-прежнему открывают руководство, но регистрации уходят в общий пул команды, пока участие не возобновят.",
  "general.member.personalLinks": "Ваши личные ссылки",
  "general.member.personalLinksText":
    "Делитесь этими ссылками. Тот, кто откроет ссылку, прочитает руководство на этом языке, а его регистрация пойдёт по вашей реферальной ссылке.",
  "general.member.linkLanguage": "Ссылка на языке: {language}",
  "general.member.whatsapp": "Поделиться в WhatsApp",
  "general.member.telegram": "Поделиться в Telegram",
  "general.member.qrAlt": "QR-код вашей личной ссылки",
  "general.member.otherLanguages": "Ваша ссылка на другом языке",
  "general.member.settingsTitle": "Ваша реферальная ссылка и языки",
  "general.member.referralLinkLabel": "Ваша реферальная ссылка",
  "general.member.saveLink": "Сохранить ссылку",
  "general.member.linkInvalid": "Введите корректный URL реферальной ссылки.",
  "general.member.linkSaved": "Ваша реферальная ссылка сохранена.",
  "general.member.linkRequested":
    "Спасибо. Команда сначала проверяет смену ссылки; новая ссылка начнёт работать после одобрения.",
  "general.member.linkPending": "Ожидает одобрения: {link}",
  "general.member.languagesLabel": "Языки, на которых вы можете помогать",
  "general.member.languagesRequired": "Выберите хотя бы один язык.",
  "general.member.saveLanguages": "Сохранить языки",
  "general.member.languagesSaved": "Ваши языки сохранены.",
  "general.member.signOut": "Выйти",
  "general.member.notYours": "Эта страница принадлежит другому участнику. Войдите снова.",
  "footer.navLabel": "Нижний колонтитул",
  "footer.pagesHeading": "Страницы",
  "footer.socialHeading": "Присоединяйтесь к сообществу",
  "footer.socialLink": "{network}: открыть реферальную ссылку",
  "footer.unofficial":
    "Waymark — неофициальное приложение-гид. Программа, которую оно описывает, не управляет им, не одобряет и не поддерживает его.",
  "footer.copyright": "© {year} Waymark. Все права защищены.",
} satisfies Messages;
