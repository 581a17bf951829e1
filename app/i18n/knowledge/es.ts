// Spanish knowledge base of the chat assistant (issue 19). Shape: see en.ts.
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "./en";

export const knowledge = {
  "general.chat.kb.honest":
    "Dicho claramente: esto es un programa de referidos. Cualquier ingreso depende de reclutar a otras personas y puede ser cero, los criptoactivos pueden perder valor y nada de lo que hay aquí es asesoramiento financiero. Lee el aviso legal: {disclaimerUrl}",
  "general.chat.kb.qualifier":
    "Son las cifras publicadas por el propio programa, no una promesa: el ingreso real puede ser cero.",

  "general.chat.kb.join.q":
    "¿Cómo me uno?\ncómo unirme\ncómo me registro\nregistrarse\nregistro\ninscribirse\npasos para unirse\ncómo empiezo\ncómo entrar\nquiero ser miembro\ncrear cuenta\nunirme\njoin\nentrar al programa\nmeterme\ncómo me meto\ninscribirme\nsumarme\napuntarme\nser parte\ncómo registrarme\npasos de registro\nquiero entrar\nproceso de inscripción\nproceso de registro\nme quiero unir\nme apunto\ncómo arranco\narrancar con esto\nunirme desde colombia\nregistrarme desde méxico\nunirme desde venezuela\nqué tengo que hacer para registrarme\nme inscribo\npaso a paso",
  "general.chat.kb.join.a":
    "Instala una billetera que admita la red, cámbiala a esa red, añade al menos {amount} en la stablecoin más un poco del token nativo para las comisiones, abre el navegador integrado de la billetera, pega tu enlace de referido y pulsa Register Now. La página Unirse muestra cada paso: {joinUrl}",

  "general.chat.kb.wallet.q":
    "¿Qué billetera debo usar?\nqué billetera\nqué wallet\nmejor billetera\nbilletera recomendada\nnecesito una billetera\ndónde descargar la billetera\ncartera cripto\nmonedero\nbilletera\nwallet\napp de cripto\nqué app bajo\ndescargar app\nbajar la app\naplicación\nqué app instalo\nmetamask\ntrust wallet\nqué wallet usan\nwallet para android\nbilletera para iphone\nqué billetera usan",
  "general.chat.kb.wallet.a":
    "Usa una app de billetera cripto conocida que admita la red del programa y tenga navegador integrado (dApp). Instálala solo desde la tienda oficial de apps de tu teléfono. La página Unirse lo explica paso a paso: {joinUrl}",

  "general.chat.kb.recoveryPhrase.q":
    "¿Qué es la frase de recuperación?\nfrase de recuperación\nfrase semilla\nseed phrase\nfrase secreta\npalabras secretas\n12 palabras\nclave privada\nme pidieron mi frase semilla\nperdí mi frase\nseguridad de la billetera",
  "general.chat.kb.recoveryPhrase.a":
    "Al crear la billetera, esta muestra una frase de recuperación de 12 o 24 palabras. Escríbela en papel y guárdala en un lugar seguro. Quien la tenga puede llevarse todo lo que hay en la billetera: nunca la escribas en una web ni en un chat y nunca la compartas. Nadie de este sitio ni del programa te la pedirá jamás.",

  "general.chat.kb.network.q":
    "¿Qué red?\nqué red se usa\nqué blockchain\nqué cadena\ncambiar de red\ncambiar la red en la billetera\nred equivocada\nconfiguración de red\nred blockchain\ndirección trc20\ndirección bep20\nme equivoqué de red\nno me llegó\nno llegó el usdt\npor trc20\npor bep20\nred para mandar usdt",
  "general.chat.kb.network.a":
    "El programa funciona en una red blockchain de comisiones bajas. En tu billetera, cambia a esa red antes de cargarla y registrarte; los tokens enviados por otra red no llegan. El paso 3 de la página Unirse muestra cómo: {joinUrl}",

  "general.chat.kb.fees.q":
    "¿Cuánto son las comisiones?\ncomisión\ncomisiones\ncomisión de transacción\ngas\ntarifa de red\ntoken nativo\npara qué necesito el token nativo\ncargos\ncostos ocultos\ntarifas\ncuánto cobran\nme cobran\ncobran comisión\ncuánto sale la transacción\ncosto por transacción\ncuánto sale mandar\ngas para registrarse\ngas por registro\nbnb para comisiones\ncuánto bnb\nbnb para el gas\ncada movimiento\npor movimiento",
  "general.chat.kb.fees.a":
    "Cada transacción en la red cuesta una pequeña comisión, normalmente una fracción de céntimo, que se paga en el token nativo de la red. Guarda un poco de él en tu billetera además de la stablecoin, o el registro fallará.",

  "general.chat.kb.funding.q":
    "¿Cómo cargo mi billetera?\ncómo añadir dinero\ncomprar stablecoin\ndónde comprar usdt\ncómo depositar\ncomprar cripto\ndepósito\nmeter usdt\nusdt\nfondear\nusdt en la wallet\nponer plata en la billetera\nmeter plata\ncargar plata\ndepositar plata\nmercado pago\npagar con tarjeta\ncomprar con tarjeta\nbinance p2p\nnequi\nyape\ntransferir usdt\nrecargar saldo\nenviar cripto\nponer dinero\ncargar usdt\nenviar cripto a la billetera\nplata a la wallet\ncargar la wallet\ncomprar usdt con pesos\npasar usdt de binance\nde binance a la wallet\nmandar usdt a la billetera\ncargar la billetera\nmeter saldo\ncargar saldo\nsaldo a la billetera",
  "general.chat.kb.funding.a":
    "Compra la stablecoin vinculada al dólar en un exchange o dentro de tu app de billetera y envíala a tu billetera por la red del programa. Necesitas al menos {amount} en la stablecoin más algo de token nativo para las comisiones. Comprueba la red y la dirección antes de enviar: las transferencias no se pueden revertir.",

  "general.chat.kb.minimum.q":
    "¿Cuál es el monto mínimo?\nmínimo\ninversión mínima\ncuánto para empezar\ncuánto necesito\ncuánto cuesta unirse\ncuánto cuesta\ncosto de entrada\nprecio del primer slot\nmonto inicial\ncantidad mínima\ncuánto hay que poner\ncon cuanta plata arranco\ncuanta lana se necesita\ncuánto dinero necesito\ncuánto para entrar\n2 dólares\nalcanza con\ncuánto para arrancar\ndólares para empezar\ncuánto sale entrar\ncon cuánto empiezo\nmínimo en usdt\ncuántos usdt\nlo más barato\nmás barato para entrar",
  "general.chat.kb.minimum.a":
    "El mínimo es {amount}: el primer slot cuesta {amount} en la stablecoin, más un poco del token nativo de la red para las comisiones. Los slots superiores cuestan más; la página Slots los enumera: {slotsUrl}",

  "general.chat.kb.referralLink.q":
    "¿Qué enlace debo usar para registrarme?\nqué enlace\nenlace de referido\nlink de referido\nlink de invitación\ndónde está el link\nenlace de registro\npor qué este enlace\npuedo registrarme sin enlace\nlink\npego el link\nlink para compartir\nmi link\nmi propio link\ncompartir link\nmi enlace",
  "general.chat.kb.referralLink.a":
    "Usa el enlace de referido que aparece en la página Unirse y pégalo en el navegador de tu billetera. El enlace registra quién es tu patrocinador; si te registras con otro enlace tendrás otro patrocinador, y eso no se puede cambiar después: {joinUrl}",

  "general.chat.kb.sponsor.q":
    "¿Qué es un patrocinador?\npatrocinador\nsponsor\nupline\nquién es mi patrocinador\ncambiar de patrocinador\nreferente\nquién me refirió",
  "general.chat.kb.sponsor.a":
    "Tu patrocinador (upline) es el miembro con cuyo enlace de referido te registras. El programa le paga una parte de tus pagos de slots y te coloca en su equipo. El patrocinador queda fijado al registrarte y no se puede cambiar después.",

  "general.chat.kb.registerButton.q":
    "¿Dónde está el botón Register Now?\nregister now\nbotón de registro\nfalló el registro\nfalló la transacción\nerror al registrarme\nconfirmar transacción\nactivar cuenta\nno pasa nada\nel botón no funciona\nse queda cargando\nno hace nada el botón\nle doy a register\nerror al registrar\nerror de registro",
  "general.chat.kb.registerButton.a":
    "Después de abrir el enlace de referido en el navegador de tu billetera, pulsa Register Now y confirma la transacción en tu billetera. Si falla, comprueba que la billetera esté en la red correcta y tenga suficiente stablecoin y token nativo para la comisión.",

  "general.chat.kb.incomeTypes.q":
    "¿Cuáles son los tipos de ingreso?\ntipos de ingreso\ntipos de ganancias\ncómo se gana\nformas de ganar\ncómo paga\nplan de ingresos\nplan de compensación\ncómo cobran los miembros\nbonos\nformas de ganar dinero\nmaneras de ganar\nmaneras de cobrar\ncuántos ingresos hay\ncuántas formas de pago hay\nmaneras de pago\ntipos de ganancia\ntodas las formas de ganar\nde cuántas maneras pagan\nformas de pago",
  "general.chat.kb.incomeTypes.a":
    "Hay seis: ingreso directo, ingreso por niveles, pool global, liderazgo, royalty semanal y participación coin partner. Todos se pagan con lo que los miembros pagan por los slots. La página Ganancias explica cada uno: {earningsUrl}",

  "general.chat.kb.directIncome.q":
    "¿Qué es el ingreso directo?\ningreso directo\nbono directo\nbono por referido\ncomisión por referido\nqué gano por referir a alguien\ningresos de mis referidos\ncuando mi referido compra\npor cada invitado\npor cada persona que invito\npor cada referido directo\n50% por referido\nreferido directo",
  "general.chat.kb.directIncome.a":
    "El ingreso directo es el 50% del costo del slot de cada persona que refieres directamente. Por ejemplo, un slot de {small} da {smallHalf}.",

  "general.chat.kb.levelIncome.q":
    "¿Qué es el ingreso por niveles?\ningreso por niveles\nbono de nivel\n10 niveles\ningreso de equipo\ningresos de mi equipo\ningresos de la red de abajo\ningreso por nivel\n2% por nivel\ncomisión por nivel\nreferidos de referidos\nreferidos indirectos\ngente de mi equipo\nlos de abajo\ncomisión de equipo\ncomisión del equipo\nreferidos de mis referidos\nniveles de abajo\nniveles de mi equipo\nlos referidos de mi equipo",
  "general.chat.kb.levelIncome.a":
    "El ingreso por niveles es el 2% del costo del slot por cada miembro hasta 10 niveles por debajo en tu equipo, un 20% en total.",

  "general.chat.kb.globalPool.q":
    "¿Qué es el pool global?\npool global\nfondo global\ningreso global\nmatriz 2x6\n3640%\ningreso del pool\ncómo calificar para el pool global",
  "general.chat.kb.globalPool.a":
    "El pool global es una matriz 2x6 que, según el programa, paga hasta el 3640% del costo del slot por ciclo. Para calificar necesitas un referido directo que tenga el mismo slot.",

  "general.chat.kb.leadership.q":
    "¿Cuáles son los rangos de liderazgo?\nrangos\nrango\ningreso de liderazgo\nbono de liderazgo\nrango diamante\nrango oro\ncómo obtener un rango\ningreso diario\nbronce plata oro diamante",
  "general.chat.kb.leadership.a":
    "Cinco rangos: Principiante, Bronce, Plata, Oro y Diamante. Según el programa, pagan a diario entre el 0,25% y el 1% del costo del rango, según cuántos miembros directos tengan el mismo rango, con un tope del 250%.",

  "general.chat.kb.royalty.q":
    "¿Qué es el royalty semanal?\nroyalty\nregalía\nroyalty semanal\npool de royalty\ningreso semanal\nbono semanal\nregalía semanal\nregalías\nreparto semanal\npago de la regalía\nregalia",
  "general.chat.kb.royalty.a":
    "Las posiciones B y C de cada slot envían el 10% de sus fondos a un pool de royalty que se reparte cada semana entre los miembros que califican.",

  "general.chat.kb.coinPartner.q":
    "¿Qué es la participación coin partner?\ncoin partner\nparticipación de socio\ntokens\nmoneda\nrecibo tokens\nprecio del token\nqué token\ntoken que recibo\ntoken para socios\ntokens de los socios\ntoken que dan",
  "general.chat.kb.coinPartner.a":
    "Las posiciones B y C también envían el 10% a la participación coin partner, que los miembros reciben en tokens. El precio de los tokens puede subir o bajar, así que su valor es incierto.",

  "general.chat.kb.slots.q":
    "¿Cuántos slots hay?\nslots\nniveles de slot\nprecios de los slots\ncuánto cuesta cada slot\nqué es un slot\ncosto del slot\nlista de slots\npuestos\nprecio slot\ncuánto vale cada slot\nslot más caro\nvalor de los slots",
  "general.chat.kb.slots.a":
    "Hay diez niveles de slot, de {first} a {last}. La página Slots indica cuánto cuesta cada uno y lo que el programa dice que paga: {slotsUrl}",

  "general.chat.kb.upgrade.q":
    "¿Cómo subo de slot?\nsubir de nivel\nupgrade\nmejorar slot\ncomprar el siguiente slot\nslot más alto\ncomprar otro slot\nsiguiente nivel\ndebería comprar un slot más grande\nahora o espero\nsiguiente slot ahora\nslot mayor\nslot más grande",
  "general.chat.kb.upgrade.a":
    "Puedes comprar el siguiente nivel de slot cuando quieras, pagando su costo desde tu billetera igual que el primero. Un slot más alto cuesta más y sus cifras solo se aplican si otros también participan en ese nivel, así que es un riesgo mayor, no una ganancia segura.",

  "general.chat.kb.matrix.q":
    "¿Cómo funciona la matriz?\nmatriz\nmatriz m4\nmatriz 4x1\nposiciones\nposición a b c d\na dónde va el dinero\ncómo se reparten los fondos\nciclo\nreciclaje\nposición b\nposición a\nposiciones a b c d\n4 posiciones",
  "general.chat.kb.matrix.a":
    "Cada slot es una matriz M4 (4x1) con cuatro posiciones. La posición A envía el 10% a liderazgo y el 40% al pool global; B y C envían el 10% al royalty y el 10% a la participación coin partner; D envía el 100% a las posiciones libres de tu patrocinador, y luego el ciclo vuelve a empezar: {slotsUrl}",

  "general.chat.kb.earnHowMuch.q":
    "¿Cuánto puedo ganar?\ncuánto voy a ganar\ncuánto dinero puedo ganar\nganancias\nganar\nbeneficio\nrentabilidad\ncuánta ganancia\ningreso mensual\nganar al mes\ncuánto se gana por mes\npuedo hacerme rico\ncuál es el roi\ningreso pasivo\ncuánto saco al mes\ncuánto se saca por mes\ncuánto gano\nsacar al mes\ncuánta plata al mes\ncuánta pasta\nel primer mes\ncuánto se gana\nganar por mes\nplata por mes",
  "general.chat.kb.earnHowMuch.a":
    "Va desde nada hacia arriba, y para la mayoría de la gente es poco. El plan paga el 50% del costo del slot de cada referido directo, el 2% por miembro en 10 niveles, y partes del pool, de rangos y de royalty, pero todo sale de otras personas que compran slots. Si nadie se une a través de ti, no ganas nada de ingreso directo ni por niveles. El plan: {earningsUrl}",

  "general.chat.kb.recruiting.q":
    "¿Tengo que reclutar gente?\nreclutar\nreclutamiento\ntengo que referir\npuedo ganar sin referir\nganar sin invitar\nsin reclutar\ntengo que traer gente\ninvitar personas\nmeter gente\ntraer personas\ninvitar gente\nconseguir gente\nno conozco a nadie\nsin conocer gente\nno tengo a quién invitar\nsolo cobro si refiero\nreferir obligatorio\nsí o sí referir\nhay que referir\nreferir para cobrar\nobligatorio meter gente",
  "general.chat.kb.recruiting.a":
    "En gran parte, sí. El ingreso directo y por niveles solo proviene de las personas que se unen a través de ti y de sus equipos, y el pool global necesita un referido directo con el mismo slot. Sin reclutar, lo más probable es que el ingreso sea cero o muy pequeño.",

  "general.chat.kb.risks.q":
    "¿Cuáles son los riesgos?\nriesgos\nriesgo\narriesgado\nes seguro\nmi dinero está seguro\npeligros\ndesventajas\nqué puede salir mal\ndebería invertir\nes buena inversión\nes seguro invertir\nponer plata aquí es seguro\nplata segura\nqué peligro tiene\nes peligroso\nmi plata está segura\nes seguro meter dinero\nlo peor\npeor escenario\nqué puede pasar\nriesgos de meterse\nqué riesgo tiene",
  "general.chat.kb.risks.a":
    "Los riesgos principales: puedes perder todo lo que pagas por los slots; el ingreso solo llega si hay gente que se une por debajo de ti, y la mayoría recluta a pocos o a nadie; los precios cripto y los tokens pagados pueden caer; un pago a una dirección equivocada o una frase de recuperación filtrada no se pueden deshacer. Usa solo dinero que puedas permitirte perder.",

  "general.chat.kb.loseMoney.q":
    "¿Puedo perder dinero?\nperder dinero\npuedo perder\nvoy a perder mi inversión\npérdida\npérdidas\ny si nadie se une\ny si se detiene\nperder\nperder la plata\npierdo mi plata\npierdo todo\nsi nadie entra\nnadie entra abajo\npierdo lo invertido\npierda todo\nperder lo que metí\nse pierde todo\nla plata se pierde\nperder mis usdt\nperder para siempre\nperder mis dólares\nsi el programa cierra\nsi cierra\nsi desaparece\nquedarme sin nada\nme quedo sin nada\nnadie debajo\nnadie abajo mío\nnadie debajo mío",
  "general.chat.kb.loseMoney.a":
    "Puedes perder dinero, sí. Lo que pagas por los slots no se devuelve, el ingreso puede no llegar nunca si no reclutas a otros, y los criptoactivos pueden bajar de valor.",

  "general.chat.kb.guarantee.q":
    "¿El ingreso está garantizado?\ngarantizado\ngarantía\ningreso fijo\ningreso seguro\nrendimiento asegurado\nla ganancia está garantizada\npromesa\ngarantizadas\ngarantizan\nganancia fija\nme aseguran\naseguran ganancias\nseguro que gano\nganancia asegurada\nganancia segura garantizada\nme aseguras\nme garantizas\nasegurado que gano",
  "general.chat.kb.guarantee.a":
    "Nada está garantizado. Las cifras son el plan del propio programa, no una promesa, y nadie puede prometerte un ingreso.",

  "general.chat.kb.scam.q":
    "¿Es una estafa?\nestafa\nfraude\nfalso\nlegítimo\nes real\nes confiable\npuedo confiar\nengaño\ntimo\nponzi\nestafar\nme estafan\nes una trampa\nme quieren engañar\nrobo",
  "general.chat.kb.scam.a":
    "Este sitio no puede decirte que sea seguro. Lo que es: un programa de referidos gestionado por un contrato inteligente, donde lo que reciben los miembros sale de lo que otros miembros pagan por los slots. Por eso el ingreso depende de que entre gente nueva, y cuando las altas se frenan, baja o se detiene. Los reguladores de muchos países advierten sobre esquemas que funcionan así, así que infórmate por tu cuenta antes de poner dinero.",

  "general.chat.kb.legal.q":
    "¿Es legal?\nlegal\nilegal\npermitido en mi país\nestá prohibido\nlicencia\nregulado\nimpuestos\npago impuestos\nley del pais\nlegal en colombia\nprohibido en argentina\npermitido en perú\nlegal en venezuela\nlegal en chile\nen méxico está permitido\nlegal en españa\nsat\nhacienda\nafip\ndian\ndeclarar\ndeclarar impuestos\nlegal en mi país",
  "general.chat.kb.legal.a":
    "Depende de dónde vivas. Algunos países restringen o prohíben los esquemas de referidos en los que las ganancias vienen del reclutamiento, y las normas sobre cripto varían de un lugar a otro. Este sitio no da asesoramiento legal: consulta las normas de tu país, incluidos los impuestos sobre los ingresos.",

  "general.chat.kb.pyramid.q":
    "¿Es un esquema piramidal?\npirámide\npiramidal\nesquema piramidal\nmlm\nmultinivel\nmarketing multinivel\nmarketing de red\ncadena\nesquema ponzi\nes pirámide",
  "general.chat.kb.pyramid.a":
    "Es un programa de referidos en el que los miembros ganan con lo que pagan por los slots las personas que traen, y las personas que estas traen: una estructura multinivel. El dinero pagado sale de los pagos de slots de los miembros, no de vender algo a clientes externos. Que eso cuente como un esquema piramidal ilegal depende de la ley de tu país.",

  "general.chat.kb.refund.q":
    "¿Puedo obtener un reembolso?\nreembolso\ndevolución\ndevolver el dinero\ncancelar mi registro\nrevertir la transacción\nrecuperar mi dinero\nsalirme\nme devuelven la plata\nme arrepiento\nme arrepentí\nrecuperar la plata\ndevolver mi plata\nme devuelven\ndevuelvan\npedir reembolso\ndinero de vuelta\nplata de vuelta",
  "general.chat.kb.refund.a":
    "Nadie puede cancelar ni reembolsar los pagos al contrato inteligente, tampoco este sitio. Considera perdido lo que pagas por un slot salvo que te vuelvan ingresos.",

  "general.chat.kb.withdraw.q":
    "¿Cómo retiro?\nretirar\nretiro\ncobrar\ncómo me pagan\npago de ganancias\ncuándo recibo el pago\ncómo sacar el dinero\npasar a efectivo\nsacar la plata\nsaco mis ganancias\npasar las ganancias a efectivo\ntransferir ganancias\nretirar ganancias\nsacar ganancias\npasar a mi cuenta\ncuándo pagan\ntardan en pagar\nme cae la plata\ncobrar mis ganancias\npasar las ganancias a mi cuenta\ncobro\ncómo cobro\ncobrar lo ganado",
  "general.chat.kb.withdraw.a":
    "Este sitio no guarda dinero ni paga nada. El programa dice que su contrato inteligente envía los pagos directamente a la billetera con la que te registraste, así que no hay formulario de retiro: los ves en tu billetera y en el explorador de la blockchain, y puedes vender la stablecoin en un exchange.",

  "general.chat.kb.whoRuns.q":
    "¿Quién está detrás de este sitio?\nquién eres\nquiénes son\nde quién es esto\nquién hizo este sitio\ndueño\nfundador\nquién creó el programa\nquién lo maneja\npropietario de la web\nquién maneja la página\ndueño de la página\nquién administra\nquién hizo la página\ncreador de la página",
  "general.chat.kb.whoRuns.a":
    "Este sitio es una guía no oficial hecha por promotores independientes del programa. No está gestionado, aprobado ni respaldado por los creadores del programa. Cuando te registras con sus enlaces de referido, las personas detrás de esta guía pueden ganar con ello.",

  "general.chat.kb.official.q":
    "¿Es este el sitio oficial?\noficial\nsitio oficial\npágina oficial\nweb oficial\nson la empresa\nes el sitio real\npágina oficial del programa",
  "general.chat.kb.official.a":
    "Este no es el sitio oficial. Es una guía no oficial, no gestionada, aprobada ni respaldada por el programa.",

  "general.chat.kb.contact.q":
    "¿Cómo puedo contactarlos?\ncontacto\ncontactar\nsoporte\nayuda\natención al cliente\nnúmero de teléfono\ncorreo\nemail\nwhatsapp\ntelegram\nhablar con una persona\nqueja",
  "general.chat.kb.contact.a":
    "Esta guía no tiene servicio de ayuda ni línea telefónica. Pregunta a tu patrocinador, la persona cuyo enlace usaste, o usa los enlaces de la comunidad al pie de la página. Nadie de confianza te pedirá nunca tu frase de recuperación ni que envíes dinero para ayudarte.",

  "general.chat.kb.presentations.q":
    "¿Dónde están las presentaciones?\npresentación\npresentaciones\ndiapositivas\npdf\nplan en mi idioma\ndescargar presentación\nplan de negocio\nen español",
  "general.chat.kb.presentations.a":
    "La página Presentaciones tiene diapositivas sobre el programa, primero en tu idioma, y puedes enviar las tuyas para revisión: {presentationsUrl}",

  "general.chat.kb.videos.q":
    "¿Hay algún video?\nvideo\nvideos\ntutorial\nyoutube\nver\nvideo guía\nvideo explicativo\nvideo de registro\nvideo para inscribirse",
  "general.chat.kb.videos.a":
    "Hay un video de introducción en la página de inicio y un video tutorial en la página Unirse que explica el registro: {joinUrl}",

  "general.chat.kb.whatIsIt.q":
    "¿Qué es esto?\nqué es este programa\ncómo funciona\nexplica el programa\nde qué se trata\nqué es waymark\nresumen\ncuál es el negocio\nde qué trata\nse trata de\nde qué va esto\nqué onda con esto\nde qué trata el programa\nde qué se trata el negocio",
  "general.chat.kb.whatIsIt.a":
    "Es un programa de referidos basado en slots sobre una blockchain de comisiones bajas: los miembros compran slots con una stablecoin y un contrato inteligente reparte esos pagos entre los miembros en seis tipos de ingreso. Este sitio es una guía no oficial que lo explica en lenguaje sencillo, riesgos incluidos.",

  "general.chat.kb.hello.q":
    "Hola\nbuenas\nbuenos días\nbuenas tardes\nbuenas noches\ngracias\nmuchas gracias\nhey\nqué tal\nhola qué tal\nbuen día",
  "general.chat.kb.hello.a":
    "¡Hola! Pregúntame sobre cómo unirte, las billeteras, el monto mínimo, los tipos de ingreso, los slots o los riesgos.",
  // Everyday subjects that are not the program's (issue 33).
  "general.chat.kb.elsewhere.q":
    "gimnasio\ndieta\nadelgazar\nmédico\nmedico\nfarmacia\nvacuna\nescuela\ncolegio\nuniversidad\nexamen\nselectividad\nicfes\ntarea escolar\nejército\nejercito\nservicio militar\nboda\nnovia\nnovio\nreceta\ncocinar\nrestaurante\ntacos\npaella\nfútbol\nfutbol\nla liga\nmadrid\nbarça\nfortnite\nclima\nvuelo\nboleto de avión\nhotel\npasaporte\ndni\ncédula\ncedula\ncurp\ngasolina\nfactura de luz\nrouter wifi\nropa\nzapatos\nzapatillas\nmaquillaje\npeluquería\nestacionamiento\nmulta de tránsito\nmulta\nalquiler\narriendo\ndepartamento\nagricultura\ncosecha\ncarnet de conducir\nhoróscopo\nelecciones\nnavidad\nquinceañera\noposiciones\nmovistar\nfacu\niberia\nsantander\nbbva\nimss\nine\nrfc\nsunat\nanses\nmercadolibre\nrappi\ndidi\ncabify\noxxo\nbanorte\niberdrola\ncfe\nendesa\nnaturgy\nentel\naeromexico\nrenfe\nvueling\nprepa\nsecundaria\npedidosya\nglovo\ncoppel\nelektra\nfalabella\ninfonavit\nrenaper\ncuil\nnie\ncomipems\nexani\nebau\nevau\nedenor\nepm\ndazn\nhbo\ndigi\ncajero\ncajero automático\nalbañil\nsueldo\nsalario\nprofesor\nmaestro\nmercado libre\ncolchón\ntelcel\ntigo\nbitel\nwom\ndigitel\nyoigo\ndavivienda\nsabadell\nafp\nonp\ncesantías\ncesantias\ncolpensiones\nmetro\ntransmilenio\nmetrobús\nbolsa\ngramo de oro\nonza de oro\nlingote\njoyería\nlol\nleague of legends\nclash royale\nclash of clans\nbrawl stars\ncall of duty\nroblox\ncandy crush\npréstamo\nprestamo\nherencia\njubilación\njubilacion\napuestas\nbetplay\n1xbet\ntemu\nshein\namazon\nwestern union\naseguradora\npóliza\npoliza\npichincha\nhipoteca\nhipotecario\nchampions\nchampions league\nliga mx\npremier league\nseniat\nagencia tributaria\nabogado\nabogada\nenfermero\nenfermera\ningeniero\nplomero\nfontanero\nelectricista\nmesero\ncamarero\nchofer\ntaxista\npolicía\ncontador\ncontadora\nprogramador\nmecánico\nmecanico\ncarpintero\niphone 13\niphone 14\niphone 15\niphone 16\niphone 17\nolx\nmarketplace\nwallapop\nvinted",
} satisfies KnowledgeMessages;

export const chatLanguage: ChatLanguageRules = {
  stopWords: `que cual cuales quien quienes donde cuando como cuanto cuanta cuantos cuantas por
    para porque es son esta estan esto este esta ese esa eso ser estar fue era hay tengo tiene
    tienes puedo puede puedes podria debo debe deberia hago hace el la los las un una unos unas
    lo le les se me mi mis te tu tus su sus nos yo usted ustedes ellos del al de en con sin sobre
    entre hasta desde pero mas muy ya tambien solo favor porfa pls oye dime digan saber
    quiero quisiera algo aqui alla eh pues bueno vale si no ni
    q que ke porfa xfa pls bro amigo pa para mi yo tu esto eso aca aqui verdad
    realmente existen existe uso usar pide pidio doy recomiendan recomiendas recomienda tomar pasa paso llego llega todo todos distintas diferentes
    meto mande mejor siendo realista realistas vez veces
    hacer sirve otra otro otros cada neta igual quieren
    qué cuál cuáles quién quiénes dónde cuándo cómo cuánto cuánta cuántos cuántas está están más también sí él tú aquí allá acá esté será
    funciona funcionan
    dicen decía
    wey güey tio tío
    sirven explicame explícame rapido rápido
  `,
};
