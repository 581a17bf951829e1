import type { Messages } from "./en";

export const es = {
  "general.productName": "Waymark",
  "general.skipToContent": "Saltar al contenido principal",
  "general.nav.label": "Navegación principal",
  "general.nav.home": "Inicio",
  "general.nav.join": "Únete",
  "general.nav.earnings": "Ganancias",
  "general.nav.slots": "Slots",
  "general.nav.presentations": "Presentaciones",
  "general.nav.assistant": "Asistente de IA",
  "general.menu.toggle": "Menú",
  "general.language.label": "Idioma",
  "general.language.choose": "Elige un idioma",
  "general.language.changed": "Idioma cambiado a {language}",
  "general.toast.dismiss": "Cerrar notificación",
  "general.notFound.title": "404",
  "general.notFound.message": "¡Vaya! Página no encontrada",
  "general.notFound.backHome": "Volver al inicio",
  "general.error.title": "¡Error inesperado de la aplicación!",
  "general.error.message": "Algo salió mal por nuestra parte. Vuelve a intentarlo en un momento.",
  "general.joinNow": "Únete ahora",
  "general.opensInNewTab": "se abre en una pestaña nueva",
  "general.copyLink": "Copiar enlace",
  "general.copyFailed": "No se pudo copiar: {reason}",
  "general.copyBlocked": "el navegador no lo permitió. Selecciona el enlace y cópialo a mano.",
  "homepage.referral.title": "Tu enlace de referido",
  "homepage.referral.description":
    "Regístrate únicamente a través de este enlace para que quede constancia de tu patrocinador. Ábrelo en el navegador integrado de tu billetera y toca Register Now.",
  "homepage.referral.fieldLabel": "Enlace de referido",
  "join.wallet.open": "Abrir en {wallet}",
  "join.wallet.text":
    "Abre tu enlace de referido en el navegador integrado de la app {wallet}. Sin la app, llegas a la página propia de {wallet}.",
  "join.wallet.other":
    "¿Otra billetera? Abre su navegador integrado y pega el enlace de referido de abajo.",
  "general.qr.title": "Escanea con tu teléfono",
  "general.qr.text":
    "Escanea este código con la cámara o la app de billetera de tu teléfono para abrir allí tu enlace de referido.",
  "general.qr.alt": "Código QR de tu enlace de referido",
  "general.share.label": "Compartir esta página",
  "general.share.button": "Compartir",
  "general.share.text":
    "Una guía en lenguaje sencillo sobre este programa, en tu idioma: cómo unirse, el plan de ingresos y los riesgos.",
  "general.share.copied": "Enlace copiado",
  "general.offline.title": "Estás sin conexión",
  "general.offline.text":
    "Esta página aún no se ha guardado en este dispositivo. Las páginas que ya leíste se abren sin conexión.",
  "general.offline.retry": "Intentar de nuevo",
  "general.offline.home": "Abrir la página de inicio",
  "general.meta.description":
    "Una guía no oficial y en lenguaje sencillo sobre un programa de referidos basado en slots en una blockchain de comisiones bajas: cómo unirte, el plan de ingresos, los niveles de slots y los rangos, y los riesgos.",
  "general.meta.joinDescription":
    "Paso a paso: configura una billetera, agrégale fondos y regístrate con un enlace de referido.",
  "general.meta.earningsDescription":
    "Los seis tipos de ingresos del programa explicados, con sus cifras publicadas y los riesgos.",
  "general.meta.slotsDescription":
    "Los diez niveles de slots, cuánto cuesta cada uno y cómo reparte los fondos la matriz.",
  "general.meta.presentationsDescription": "Presentaciones sobre el programa en tu idioma.",
  "general.meta.assistantDescription":
    "Haz las preguntas más comunes sobre el programa y obtén respuestas al instante.",
  "general.disclaimer.title": "Lee esto: los ingresos no están garantizados",
  "general.disclaimer.text":
    "Las cifras de esta página son el plan publicado por el propio programa, no una promesa. Cualquier ingreso depende de reclutar a otras personas y puede ser cero. Los criptoactivos pueden perder valor rápidamente. Este sitio no es asesoramiento financiero: invierte solo lo que puedas permitirte perder.",
  "general.video.play": "Reproducir video: {title}",
  "general.video.intro": "Video de introducción",
  "general.video.tutorial": "Video tutorial",
  "general.video.noVideo": "Todavía no hay ningún video disponible.",
  "general.tabs.label": "Pestañas de {name}",
  "general.viewAll": "Ver todo",
  "general.showLess": "Ver menos",
  "general.close": "Cerrar",
  "general.loading": "Cargando...",
  "general.stickyCta.text": "A tu ritmo. Todo empieza con un slot de {amount}.",
  "general.chat.open": "Abrir el asistente de chat",
  "general.chat.title": "Asistente de chat",
  "general.chat.maximize": "Maximizar chat",
  "general.chat.minimize": "Minimizar chat",
  "general.chat.closePanel": "Cerrar chat",
  "general.chat.greeting":
    "¡Hola! Respondo preguntas frecuentes sobre cómo unirte, los slots, los tipos de ingresos y los riesgos. ¿Qué te gustaría saber?",
  "general.chat.placeholder": "Pregunta sobre el producto...",
  "general.chat.inputLabel": "Tu pregunta",
  "general.chat.send": "Enviar",
  "general.chat.clear": "Borrar chat",
  "general.chat.cleared": "Chat borrado",
  "general.chat.thinking": "El asistente está escribiendo…",
  "general.chat.suggestions": "Preguntas sugeridas",
  "general.chat.you": "Tú",
  "general.chat.assistant": "Asistente",
  "general.chat.intro":
    "Las respuestas salen de un conjunto fijo de preguntas frecuentes y aparecen al instante; lo que escribes no se envía a ningún sitio. No es asesoramiento financiero. Para todo lo demás, lee las páginas de la guía.",
  "general.chat.errorTitle": "Hubo un problema al procesar tu pregunta. Vuelve a intentarlo.",
  "general.chat.loadFailed": "No se pudo cargar el chat. Revisa tu conexión e inténtalo de nuevo.",
  "general.chat.retry": "Intentar de nuevo",
  "general.chat.errorReply":
    "Lo siento, tengo problemas para procesar tu solicitud. Vuelve a intentarlo.",
  "general.chat.default":
    "Todavía no tengo respuesta para eso. Prueba a preguntar cómo unirte o por los slots, los tipos de ingresos, el monto mínimo o los riesgos.",
  "general.chat.unsure":
    "No estoy seguro de a cuál de estos temas te refieres. Elige uno o pregunta con otras palabras:",
  "general.chat.choices": "Temas más cercanos",
  "homepage.hero.badge": "Guía no oficial",
  "homepage.hero.title": "Entiende el programa de slots antes de unirte",
  "homepage.hero.subtitle":
    "Una guía clara en tu idioma: cómo registrarte con una billetera, cuánto cuesta cada slot, cómo funcionan los seis tipos de ingresos y cuáles son los riesgos.",
  "homepage.hero.getStarted": "Empezar",
  "homepage.hero.learnMore": "Más información",
  "homepage.hero.sharedBy": "Compartido contigo por {name}",
  "homepage.intro.title": "Mira cómo funciona",
  "homepage.features.title": "Qué es el programa",
  "homepage.features.lowFees.title": "Comisiones de red bajas",
  "homepage.features.lowFees.text":
    "Funciona en una blockchain donde una transacción cuesta una fracción de centavo, así que los slots pequeños tienen sentido.",
  "homepage.features.contract.title": "Reglas en un contrato inteligente",
  "homepage.features.contract.text":
    "Los pagos siguen una matriz M4 publicada que reparte el 100% de los fondos que recibe.",
  "homepage.features.start.title": "Desde {amount}",
  "homepage.features.start.text":
    "El primer slot cuesta {amount} en una stablecoin vinculada al dólar, más un poco de token nativo para las comisiones.",
  "homepage.guide.title": "Cómo unirte",
  "homepage.guide.subtitle": "Tres pasos. La página Únete explica cada uno en detalle.",
  "homepage.guide.step1.title": "Configura una billetera",
  "homepage.guide.step1.text": "Instala una billetera cripto recomendada y cámbiala a la red.",
  "homepage.guide.step2.title": "Agrega fondos",
  "homepage.guide.step2.text":
    "Agrega al menos {amount} en la stablecoin y algo de token nativo para las comisiones.",
  "homepage.guide.step3.title": "Regístrate con el enlace",
  "homepage.guide.step3.text":
    "Abre el navegador de la billetera, pega el enlace de referido y toca Register Now.",
  "homepage.guide.fullGuide": "Leer la guía completa",
  "homepage.earnings.title": "Seis formas de ganar según el plan",
  "homepage.earnings.subtitle":
    "Tal como las describe el programa. Lee los riesgos más abajo antes de decidir.",
  "homepage.earnings.details": "Ver los detalles",
  "homepage.slots.title": "El sistema de slots",
  "homepage.slots.subtitle": "Diez niveles. Elige uno para ver sus cifras.",
  "homepage.proof.title": "Pruebas de ganancias",
  "homepage.proof.subtitle":
    "Capturas de pantalla compartidas por miembros. Los resultados varían y los resultados pasados no predicen los tuyos.",
  "homepage.proof.empty": "No se encontraron pruebas de ganancias",
  "homepage.proof.enlarge": "Ampliar imagen: {description}",
  "homepage.testimonials.title": "Lo que dicen los miembros",
  "homepage.testimonials.empty": "No se encontraron testimonios",
  "homepage.testimonials.rating": "{stars} de 5 estrellas",
  "homepage.why.title": "Por qué la gente lo elige",
  "homepage.why.point1": "Entrada baja: el primer slot cuesta {amount}.",
  "homepage.why.point2":
    "Reglas transparentes: los pagos del contrato inteligente se pueden comprobar en la blockchain.",
  "homepage.why.point3":
    "Las comisiones bajas de la red hacen que los pagos pequeños valgan la pena.",
  "homepage.why.point4": "Guías y presentaciones en muchos idiomas, incluido este.",
  "join.title": "Cómo unirte, paso a paso",
  "join.subtitle":
    "Sigue estos siete pasos en tu teléfono. Tómate tu tiempo: no pasa nada hasta que toques Register Now.",
  "join.activate": "Activar cuenta",
  "join.stepLabel": "Paso {number}",
  "join.step1.title": "Descarga una billetera",
  "join.step1.text":
    "Instala una app de billetera cripto recomendada desde la tienda oficial de apps de tu teléfono.",
  "join.step2.title": "Crea tu billetera",
  "join.step2.text":
    "Crea una billetera nueva y escribe la frase de recuperación en papel. Nunca la compartas con nadie.",
  "join.step3.title": "Cambia a la red",
  "join.step3.text": "En la billetera, elige la red blockchain del programa.",
  "join.step4.title": "Agrega fondos a tu billetera",
  "join.step4.text":
    "Agrega al menos {amount} en la stablecoin vinculada al dólar, más algo del token nativo de la red para pagar las comisiones.",
  "join.step5.title": "Abre el navegador de la billetera",
  "join.step5.text":
    "Busca el navegador integrado (a menudo llamado navegador dApp) dentro de la app de la billetera.",
  "join.step6.title": "Pega el enlace de referido",
  "join.step6.text":
    "Copia el enlace de referido de abajo y pégalo en el navegador de la billetera.",
  "join.step7.title": "Toca Register Now",
  "join.step7.text":
    "Revisa la página, luego toca Register Now y confirma la transacción en tu billetera.",
  "join.tip":
    "Registrarte solo a través del enlace de referido oficial garantiza el seguimiento de referidos.",
  "earnings.title": "El plan de ingresos",
  "earnings.subtitle":
    "El programa usa una matriz M4 (4x1) que reparte el 100% de los fondos. Aquí tienes cada tipo de ingreso tal como lo publica el programa.",
  "earnings.tab.direct": "Directo",
  "earnings.tab.level": "Niveles",
  "earnings.tab.global": "Global",
  "earnings.tab.leadership": "Liderazgo",
  "earnings.tab.royalty": "Regalías",
  "earnings.tab.partner": "Socio",
  "earnings.direct.title": "Ingreso directo",
  "earnings.direct.text":
    "Recibes el 50% del costo del slot de cada persona que refieres directamente.",
  "earnings.direct.example": "Un slot de {cost} da {income}",
  "earnings.level.title": "Ingreso por niveles",
  "earnings.level.text":
    "Recibes el 2% del costo del slot por cada miembro de tu equipo, hasta 10 niveles de profundidad: un 20% en total.",
  "earnings.level.perMember": "Por miembro en cada nivel",
  "earnings.level.total": "En 10 niveles",
  "earnings.global.title": "Pool global",
  "earnings.global.text":
    "Hasta el 3640% del costo del slot por ciclo en una matriz 2x6. Calificas con 1 referido directo que tenga el mismo slot.",
  "earnings.global.example": "Un slot de {cost}: hasta {income} por ciclo",
  "earnings.leadership.title": "Ingreso por liderazgo",
  "earnings.leadership.text":
    "Un ingreso diario de entre el 0.25% y el 1% del costo de tu rango, con un tope del 250%.",
  "earnings.leadership.rank": "Rango",
  "earnings.leadership.slots": "Slots necesarios",
  "earnings.leadership.daily": "Ganancia diaria (hasta)",
  "earnings.leadership.max": "Máximo",
  "earnings.leadership.conditionsTitle": "Tasa diaria según los miembros directos del mismo rango",
  "earnings.leadership.condition": "{count} miembros directos: {rate} al día",
  "earnings.rank.beginner": "Principiante",
  "earnings.rank.bronze": "Bronce",
  "earnings.rank.silver": "Plata",
  "earnings.rank.gold": "Oro",
  "earnings.rank.diamond": "Diamante",
  "earnings.royalty.title": "Regalía semanal",
  "earnings.royalty.text":
    "Las posiciones B y C envían el 10% de sus fondos a un pool de regalías que se reparte cada semana entre los miembros que califican.",
  "earnings.partner.title": "Participación de socio en tokens",
  "earnings.partner.text":
    "Las posiciones B y C también envían un 10% a la participación de socio, que los miembros reciben en tokens. El precio de los tokens puede subir o bajar.",
  "slots.title": "Niveles de slots",
  "slots.subtitle":
    "Diez niveles, de {first} a {last}. Cada tarjeta muestra lo que, según el programa, paga ese nivel.",
  "slots.levelName": "Estrella {stars}",
  "slots.cost": "Costo",
  "slots.directIncome": "Ingreso directo",
  "slots.levelIncome": "Ingreso por niveles (por miembro)",
  "slots.globalIncome": "Ingreso global por ciclo (hasta)",
  "slots.activate": "Activar",
  "slots.matrix.title": "Cómo reparte los fondos la matriz M4",
  "slots.matrix.text":
    "Cada slot tiene cuatro posiciones. Cuando se llenan, los fondos se mueven así:",
  "slots.matrix.a": "Posición A: 10% para liderazgo y 40% para el pool global.",
  "slots.matrix.bc":
    "Posiciones B y C: 10% para la regalía y 10% para la participación de socio en tokens.",
  "slots.matrix.d":
    "Posición D: el 100% va a las posiciones disponibles de tu patrocinador y luego todas las posiciones quedan libres para el siguiente ciclo.",
  "presentations.title": "Presentaciones",
  "presentations.subtitle": "Diapositivas sobre el programa, primero en tu idioma.",
  "presentations.main": "Presentación en tu idioma",
  "presentations.others": "Otras presentaciones",
  "presentations.view": "Ver",
  "presentations.empty": "No hay presentaciones disponibles en este idioma",
  "presentations.noOthers": "Todavía no hay otras presentaciones.",
  "presentations.loadFailed": "No se pudieron cargar las presentaciones",
  "presentations.language": "Idioma: {language}",
  "presentations.upload.title": "Comparte una presentación",
  "presentations.upload.intro":
    "¿Tienes diapositivas sobre el programa en tu idioma? Envíanoslas. Aparecerán aquí después de una revisión.",
  "presentations.upload.titleLabel": "Título",
  "presentations.upload.languageLabel": "Idioma",
  "presentations.upload.fileLabel": "Archivo",
  "presentations.upload.hint": "PDF, PPT, PPTX (máx. 10MB)",
  "presentations.upload.submit": "Subir",
  "presentations.upload.sending": "Subiendo…",
  "presentations.upload.success": "¡Gracias! Tu presentación aparecerá después de la revisión.",
  "presentations.upload.failed": "No se pudo subir la presentación",
  "presentations.upload.noFile": "Selecciona un archivo para subir",
  "presentations.upload.noTitle": "Escribe un título para la presentación",
  "presentations.upload.tooLarge": "El archivo es demasiado grande. PDF, PPT, PPTX (máx. 10MB)",
  "presentations.upload.unsupported": "Este archivo no es una presentación PDF, PPT o PPTX.",
  "presentations.upload.tooMany":
    "Demasiadas subidas desde tu conexión. Vuelve a intentarlo dentro de una hora.",
  "presentations.upload.queueFull":
    "La cola de revisión está llena en este momento, así que no podemos aceptar presentaciones nuevas. Vuelve a intentarlo dentro de unos días.",
  "general.unsubscribe.title": "Preferencias de correo",
  "general.unsubscribe.confirm":
    "¿Quieres dejar de recibir correos promocionales en esta dirección?",
  "general.unsubscribe.button": "Darme de baja",
  "general.unsubscribe.done":
    "Te has dado de baja. Ya no recibirás correos promocionales de nuestra parte.",
  "general.unsubscribe.invalid": "Este enlace para darse de baja no es válido.",
  "general.fileLink.expired":
    "Este enlace expiró o no es válido. Vuelve a la página y abre el archivo otra vez.",
  "general.fileLink.missing": "Este archivo no está disponible. Es posible que se haya eliminado.",
  "general.rateLimited":
    "Demasiadas solicitudes desde tu conexión. Espera un minuto y vuelve a intentarlo.",
  "general.signup.title": "Recibe novedades por correo",
  "general.signup.intro":
    "Nuevas guías y cambios del programa, de vez en cuando. Primero te enviamos un correo para confirmar; cada correo incluye un enlace para darte de baja.",
  "general.signup.emailLabel": "Correo electrónico",
  "general.signup.nameLabel": "Nombre (opcional)",
  "general.signup.honeypotLabel": "Deja este campo vacío",
  "general.signup.submit": "Suscribirme",
  "general.signup.sending": "Enviando…",
  "general.signup.checkInbox":
    "Revisa tu bandeja de entrada para confirmar. El enlace del correo funciona durante {hours} horas.",
  "general.signup.invalidEmail": "Introduce una dirección de correo válida.",
  "general.signup.nameTooLong": "Introduce un nombre más corto (100 caracteres como máximo).",
  "general.signup.tooMany":
    "Demasiadas suscripciones desde tu conexión. Vuelve a intentarlo dentro de una hora.",
  "general.signup.failed":
    "No hemos podido enviar el correo de confirmación ahora mismo. Vuelve a intentarlo más tarde.",
  "general.signup.emailSubject": "Confirma tus novedades de Waymark por correo",
  "general.signup.emailBody":
    "Alguien, seguramente tú, ha pedido recibir novedades de Waymark por correo en esta dirección.\n\nPara confirmar, abre este enlace en las próximas {hours} horas:\n{link}\n\nSi no has sido tú, ignora este correo: sin confirmación, no volveremos a escribirte.",
  "general.signup.confirmTitle": "Confirma tus novedades por correo",
  "general.signup.confirmText": "¿Quieres recibir novedades de Waymark por correo en {email}?",
  "general.signup.confirmButton": "Sí, confirmar",
  "general.signup.confirmed":
    "¡Gracias! Tu suscripción está confirmada. Cada correo incluye un enlace para darte de baja.",
  "general.signup.expired":
    "Este enlace de confirmación ha caducado. Vuelve a suscribirte; el nuevo enlace funcionará durante {hours} horas.",
  "general.signup.invalidLink":
    "Este enlace de confirmación no es válido. Abre el enlace completo del correo o vuelve a suscribirte.",
  "general.member.title": "Tu página de miembro",
  "general.member.signInIntro":
    "Los miembros del equipo inician sesión con un enlace enviado por correo. Escribe la dirección que el equipo tiene de ti.",
  "general.member.emailLabel": "Correo electrónico",
  "general.member.sendLink": "Envíame un enlace de acceso",
  "general.member.linkSent":
    "Si esta dirección pertenece a un miembro, el enlace de acceso va en camino. Funciona una vez, durante 15 minutos.",
  "general.member.invalidEmail": "Introduce una dirección de correo válida.",
  "general.member.tooMany":
    "Demasiadas solicitudes de acceso desde tu conexión. Inténtalo de nuevo dentro de una hora.",
  "general.member.sendFailed":
    "No pudimos enviar el correo de acceso ahora mismo. Inténtalo más tarde.",
  "general.member.emailSubject": "Tu enlace de acceso de miembro de Waymark",
  "general.member.emailBody":
    "Abre este enlace para entrar en tu página de miembro. Funciona una vez, durante {minutes} minutos:\n{link}\n\nSi no lo pediste, ignora este correo.",
  "general.member.inviteSubject": "Tu página de miembro de Waymark",
  "general.member.inviteBody":
    "Hola, {name}:\n\nTe han añadido como miembro del equipo de Waymark. Tu página de miembro tiene tus enlaces personales para compartir. Abre este enlace para entrar (funciona una vez, durante {minutes} minutos; puedes pedir uno nuevo en la página de miembro cuando quieras):\n{link}",
  "general.member.signInTitle": "Entra en tu página de miembro",
  "general.member.signInButton": "Entrar",
  "general.member.linkUsed": "Este enlace de acceso ya se ha usado. Pide uno nuevo abajo.",
  "general.member.linkExpired": "Este enlace de acceso ha caducado. Pide uno nuevo abajo.",
  "general.member.linkUnknown":
    "Este enlace de acceso no es válido. Abre el enlace completo del correo o pide uno nuevo abajo.",
  "general.member.greeting": "Hola, {name}",
  "general.member.paused":
    "Tu membresía está en pausa. Tus enlaces siguen abriendo la guía, pero los registros van al grupo del equipo hasta que se reanude.",
  "general.member.personalLinks": "Tus enlaces personales",
  "general.member.personalLinksText":
    "Comparte estos enlaces. Quien abra uno lee la guía en ese idioma, y su registro va a tu enlace de referido.",
  "general.member.linkLanguage": "Enlace en {language}",
  "general.member.whatsapp": "Compartir en WhatsApp",
  "general.member.telegram": "Compartir en Telegram",
  "general.member.qrAlt": "Código QR de tu enlace personal",
  "general.member.otherLanguages": "Tu enlace en otro idioma",
  "general.member.settingsTitle": "Tu enlace de referido e idiomas",
  "general.member.referralLinkLabel": "Tu enlace de referido",
  "general.member.saveLink": "Guardar enlace",
  "general.member.linkInvalid": "Introduce una URL de enlace de referido válida.",
  "general.member.linkSaved": "Tu enlace de referido se ha guardado.",
  "general.member.linkRequested":
    "Gracias. El equipo revisa primero los cambios de enlace; tu nuevo enlace se usará cuando lo aprueben.",
  "general.member.linkPending": "Pendiente de aprobación: {link}",
  "general.member.languagesLabel": "Idiomas en los que puedes ayudar",
  "general.member.languagesRequired": "Elige al menos un idioma.",
  "general.member.saveLanguages": "Guardar idiomas",
  "general.member.languagesSaved": "Tus idiomas se han guardado.",
  "general.member.signOut": "Cerrar sesión",
  "general.member.notYours": "Esta página pertenece a otro miembro. Vuelve a iniciar sesión.",
  "general.member.figuresTitle": "Tus cifras",
  "general.member.lastDays": "Últimos {days} días",
  "general.member.periodRange": "Del {from} al {to}",
  "general.member.visits": "Visitas a través de tu enlace",
  "general.member.displays": "Veces que el grupo mostró tu enlace",
  "general.member.joinClicks": "Clics en Unirse",
  "general.member.clickRate": "Tasa de clics",
  "general.member.daily": "Día a día",
  "general.member.chartSummary":
    "Del {from} al {to}: {views} páginas vistas con tu enlace y {clicks} clics en Unirse.",
  "general.member.day": "Día",
  "general.member.byLanguage": "Idioma",
  "general.member.byCountry": "País",
  "general.member.byDevice": "Dispositivo",
  "general.member.bySource": "Origen",
  "general.member.noFigures": "Todavía no hay nada registrado en este periodo.",
  "general.member.downloadCsv": "Descargar CSV",
  "general.member.noLink":
    "No tienes enlace de referido: quienes abren tus enlaces personales reciben un enlace del grupo hasta que añadas el tuyo abajo.",
  "footer.navLabel": "Pie de página",
  "footer.pagesHeading": "Páginas",
  "footer.socialHeading": "Únete a la comunidad",
  "footer.socialLink": "{network}: abrir el enlace de referido",
  "footer.unofficial":
    "Waymark es una app de guía no oficial. No está gestionada, aprobada ni respaldada por el programa que describe.",
  "footer.copyright": "© {year} Waymark. Todos los derechos reservados.",
} satisfies Messages;
