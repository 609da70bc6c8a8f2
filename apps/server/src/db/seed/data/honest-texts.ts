// What the catalogue says about each game, made true to the engine it runs (issue 18,
// docs/games-engines-notes.md): the replacement sentences, nouns and category descriptions in the
// six player languages. No text promises a dealer, a host, a studio, side bets or a grid the
// engine does not have.
import type { GameCategoryName } from '@aurum/domain';
import type { LocalizedText } from '../../../modules/catalogue/tables';

export const KENO_RULES: LocalizedText = {
  en: 'Pick up to ten numbers out of forty and watch ten balls being drawn; the pays depend on your hits and the risk level.',
  ru: 'Выберите до десяти чисел из сорока и следите, как выпадают десять шаров; выплата зависит от совпадений и уровня риска.',
  az: 'Qırx rəqəmdən ona qədərini seçin və on topun çəkilişini izləyin; ödəniş uyğunluqlardan və risk səviyyəsindən asılıdır.',
  kk: 'Қырық саннан онға дейін таңдап, он шардың шығуын бақылаңыз; төлем сәйкестікке және тәуекел деңгейіне байланысты.',
  tr: 'Kırk sayı arasından en fazla on tane seçin ve on topun çekilişini izleyin; ödeme isabetlere ve risk seviyesine bağlıdır.',
  ar: 'اختر حتى عشرة أرقام من أربعين وتابع سحب عشر كرات، ويعتمد الدفع على إصاباتك ومستوى المخاطرة.',
};

export const WHEEL_RULES: LocalizedText = {
  en: 'Spin a wheel of 10 to 50 segments at low, medium or high risk: the segment under the pointer pays its multiplier, and every round can be checked for fairness.',
  ru: 'Крутите колесо из 10–50 секторов с низким, средним или высоким риском: сектор под указателем платит свой множитель, а честность каждого раунда можно проверить.',
  az: '10–50 sektorlu çarxı aşağı, orta və ya yüksək risklə fırladın: göstəricinin altındakı sektor öz çarpanını ödəyir, hər raundun ədalətliliyini isə yoxlamaq mümkündür.',
  kk: '10–50 секторлы дөңгелекті төмен, орташа немесе жоғары тәуекелмен айналдырыңыз: көрсеткіштің астындағы сектор өз көбейткішін төлейді, ал әр раундтың әділдігін тексеруге болады.',
  tr: '10 ila 50 dilimli çarkı düşük, orta veya yüksek riskle çevirin: ibrenin altındaki dilim kendi çarpanını öder ve her turun adilliği doğrulanabilir.',
  ar: 'أدر عجلة من 10 إلى 50 قطاعًا بمخاطرة منخفضة أو متوسطة أو مرتفعة: القطاع الذي تحت المؤشر يدفع مضاعفه، ويمكن التحقق من نزاهة كل جولة.',
};

export const BLACKJACK_RULES: LocalizedText = {
  en: "Six decks, the dealer's hand stands on soft 17 and blackjack pays 3 to 2; double on any two cards and split up to three hands. The cards come from the provably fair generator, not a dealer.",
  ru: 'Шесть колод, рука дилера останавливается на мягких 17, блэкджек платит 3 к 2; удвоение на любых двух картах и сплит до трёх рук. Карты сдаёт доказуемо честный генератор, а не дилер.',
  az: 'Altı dəst, dilerin əli yumşaq 17-də dayanır, blackjack 3-ə 2 ödəyir; istənilən iki kartda ikiqat və üç ələ qədər bölmə. Kartları diler deyil, sübut edilə bilən ədalətli generator paylayır.',
  kk: 'Алты колода, дилердің қолы жұмсақ 17-де тоқтайды, блэкджек 3-ке 2 төлейді; кез келген екі картада екі еселеу және үш қолға дейін бөлу. Карталарды дилер емес, әділдігі дәлелденетін генератор таратады.',
  tr: "Altı deste, krupiyenin eli soft 17'de durur ve blackjack 3'e 2 öder; herhangi iki kartta ikiye katlama ve üç ele kadar bölme. Kartları bir krupiye değil, kanıtlanabilir adil üreteç dağıtır.",
  ar: 'ستة مجموعات أوراق، ويد الموزع تتوقف عند 17 اللينة، والبلاك جاك يدفع 3 إلى 2؛ المضاعفة على أي ورقتين والتقسيم حتى ثلاث أيادٍ. الأوراق يوزعها مولد عادل قابل للإثبات وليس موزعًا بشريًا.',
};

export const BACCARAT_RULES: LocalizedText = {
  en: 'Punto banco with bets on the player, the banker or a tie; the cards are dealt by the provably fair generator the moment you bet.',
  ru: 'Пунто банко со ставками на игрока, банкира или ничью; карты сдаёт доказуемо честный генератор в момент ставки.',
  az: 'Oyunçu, bankir və ya heç-heçəyə mərclərlə punto banko; kartları mərc etdiyiniz an sübut edilə bilən ədalətli generator paylayır.',
  kk: 'Ойыншыға, банкирге немесе теңдікке бәс тігілетін пунто банко; карталарды бәс тіккен сәтте әділдігі дәлелденетін генератор таратады.',
  tr: 'Oyuncu, banka veya beraberlik bahisli punto banco; kartları bahis yaptığınız anda kanıtlanabilir adil üreteç dağıtır.',
  ar: 'بونتو بانكو مع رهانات على اللاعب أو المصرفي أو التعادل، وتُوزع الأوراق بواسطة مولد عادل قابل للإثبات لحظة رهانك.',
};

export const ROULETTE_HONEST: LocalizedText = {
  en: 'It follows European rules with a single zero: inside and outside bets, up to fifty bets a spin.',
  ru: 'Игра идёт по европейским правилам с одним зеро: внутренние и внешние ставки, до пятидесяти ставок за спин.',
  az: 'Oyun tək sıfırlı Avropa qaydaları ilə gedir: daxili və xarici mərclər, bir fırlanmada əlliyə qədər mərc.',
  kk: 'Ойын бір нөлі бар еуропалық ережелермен өтеді: ішкі және сыртқы бәстер, бір айналымда елуге дейін бәс.',
  tr: 'Oyun tek sıfırlı Avrupa kurallarıyla oynanır: iç ve dış bahisler, bir çevirmede en fazla elli bahis.',
  ar: 'تتبع القواعد الأوروبية بصفر واحد: رهانات داخلية وخارجية، حتى خمسين رهانًا في الدورة الواحدة.',
};

export const VELVET_LOUNGE: LocalizedText = {
  en: 'The table stands in an intimate lounge of red velvet and warm light, with a calm pace.',
  ru: 'Стол стоит в уютном лаунже из красного бархата и тёплого света, игра идёт в спокойном темпе.',
  az: 'Masa qırmızı məxmər və isti işıqlı rahat bir salonda yerləşir, oyun sakit tempdə gedir.',
  kk: 'Үстел қызыл барқыт пен жылы жарықты жайлы залда тұр, ойын баяу қарқынмен өтеді.',
  tr: 'Masa kırmızı kadife ve sıcak ışıklı samimi bir salonda durur; oyun sakin bir tempoda ilerler.',
  ar: 'تقع الطاولة في صالة حميمة من المخمل الأحمر والضوء الدافئ، بإيقاع هادئ.',
};

export const RIVIERA: LocalizedText = {
  en: 'Inspired by the casinos of the French Riviera: marble, gold trim and a view of the evening sea.',
  ru: 'Вдохновлено казино Французской Ривьеры: мрамор, золотая отделка и вид на вечернее море.',
  az: 'Fransız Rivyerasının kazinolarından ilhamlanıb: mərmər, qızıl bəzək və axşam dənizinin mənzərəsi.',
  kk: 'Француз Ривьерасының казинолары шабыттандырған: мәрмәр, алтын әшекей және кешкі теңіз көрінісі.',
  tr: 'Fransız Rivierası kumarhanelerinden ilham alındı: mermer, altın süslemeler ve akşam denizi manzarası.',
  ar: 'مستوحاة من كازينوهات الريفييرا الفرنسية: رخام وزخارف ذهبية وإطلالة على بحر المساء.',
};

export const NOUNS: Record<'live-casino' | 'live-game-show', LocalizedText> = {
  'live-casino': {
    en: 'a dice table',
    ru: 'стол с костями',
    az: 'zər masası',
    kk: 'сүйек ойыны үстелі',
    tr: 'bir zar masasıdır',
    ar: 'طاولة نرد',
  },
  'live-game-show': {
    en: 'a money wheel game',
    ru: 'игра «денежное колесо»',
    az: 'pul çarxı oyunu',
    kk: '«ақша дөңгелегі» ойыны',
    tr: 'bir para çarkı oyunudur',
    ar: 'لعبة عجلة المال',
  },
};

/** The Live categories: tables played on Aurum's provably fair generator, nothing streamed. */
export const LIVE_CATEGORY_TEXTS: Partial<Record<GameCategoryName, LocalizedText>> = {
  'live-casino': {
    en: 'Dice tables of the Live lobby: pick your chance, roll over or under, and check every roll on the fairness page. Rounds are drawn by the provably fair generator, with no dealer and no stream.',
    ru: 'Столы с костями в разделе Live: выберите шанс, бросайте больше или меньше и проверяйте каждый бросок на странице честности. Раунды разыгрывает доказуемо честный генератор — без дилера и без трансляции.',
    az: 'Live bölməsinin zər masaları: şansınızı seçin, yuxarı və ya aşağı atın və hər atışı ədalətlilik səhifəsində yoxlayın. Raundları diler və yayım olmadan sübut edilə bilən ədalətli generator oynadır.',
    kk: 'Live бөліміндегі сүйек үстелдері: мүмкіндікті таңдап, жоғары не төмен лақтырыңыз және әр лақтыруды әділдік бетінде тексеріңіз. Раундтарды дилерсіз әрі трансляциясыз әділдігі дәлелденетін генератор ойнатады.',
    tr: 'Live bölümünün zar masaları: şansınızı seçin, üstüne ya da altına atın ve her atışı adillik sayfasında doğrulayın. Turları krupiye ve yayın olmadan kanıtlanabilir adil üreteç belirler.',
    ar: 'طاولات النرد في قسم Live: اختر فرصتك وارمِ فوق الرقم أو تحته، وتحقق من كل رمية في صفحة النزاهة. تُسحب الجولات بواسطة مولد عادل قابل للإثبات، بلا موزع ولا بث.',
  },
  'live-roulette': {
    en: 'European roulette with a single zero at tables for every budget: place up to fifty bets a spin. The pocket is drawn by the provably fair generator, with no croupier and no stream, and every spin can be checked.',
    ru: 'Европейская рулетка с одним зеро за столами на любой бюджет: до пятидесяти ставок за спин. Ячейку выбирает доказуемо честный генератор — без крупье и без трансляции, и каждый спин можно проверить.',
    az: 'Hər büdcə üçün masalarda tək sıfırlı Avropa ruleti: bir fırlanmada əlliyə qədər mərc. Xananı kruppe və yayım olmadan sübut edilə bilən ədalətli generator seçir və hər fırlanmanı yoxlamaq olar.',
    kk: 'Кез келген бюджетке арналған үстелдерде бір нөлі бар еуропалық рулетка: бір айналымда елуге дейін бәс. Ұяшықты крупьесіз әрі трансляциясыз әділдігі дәлелденетін генератор таңдайды, әр айналымды тексеруге болады.',
    tr: 'Her bütçeye uygun masalarda tek sıfırlı Avrupa ruleti: bir çevirmede en fazla elli bahis. Cebi krupiye ve yayın olmadan kanıtlanabilir adil üreteç seçer; her çevirme doğrulanabilir.',
    ar: 'روليت أوروبي بصفر واحد على طاولات لكل الميزانيات: حتى خمسين رهانًا في الدورة. يختار المولد العادل القابل للإثبات الخانة بلا موزع ولا بث، ويمكن التحقق من كل دورة.',
  },
  'live-blackjack': {
    en: 'Blackjack against the house at tables for every budget: six decks, blackjack pays 3 to 2, double and split. The cards come from the provably fair generator, with no dealer and no stream.',
    ru: 'Блэкджек против заведения за столами на любой бюджет: шесть колод, блэкджек платит 3 к 2, удвоение и сплит. Карты сдаёт доказуемо честный генератор — без дилера и без трансляции.',
    az: 'Hər büdcə üçün masalarda kazinoya qarşı blackjack: altı dəst, blackjack 3-ə 2 ödəyir, ikiqat və bölmə. Kartları diler və yayım olmadan sübut edilə bilən ədalətli generator paylayır.',
    kk: 'Кез келген бюджетке арналған үстелдерде казиноға қарсы блэкджек: алты колода, блэкджек 3-ке 2 төлейді, екі еселеу және бөлу. Карталарды дилерсіз әрі трансляциясыз әділдігі дәлелденетін генератор таратады.',
    tr: "Her bütçeye uygun masalarda kasaya karşı blackjack: altı deste, blackjack 3'e 2 öder, ikiye katlama ve bölme. Kartları krupiye ve yayın olmadan kanıtlanabilir adil üreteç dağıtır.",
    ar: 'بلاك جاك ضد الكازينو على طاولات لكل الميزانيات: ست مجموعات أوراق، والبلاك جاك يدفع 3 إلى 2، مع المضاعفة والتقسيم. الأوراق يوزعها مولد عادل قابل للإثبات بلا موزع ولا بث.',
  },
  'live-baccarat': {
    en: 'Punto banco at tables for every budget: bet on the player, the banker or a tie. The cards come from the provably fair generator, with no dealer and no stream, and every coup can be checked.',
    ru: 'Пунто банко за столами на любой бюджет: ставьте на игрока, банкира или ничью. Карты сдаёт доказуемо честный генератор — без дилера и без трансляции, и каждую раздачу можно проверить.',
    az: 'Hər büdcə üçün masalarda punto banko: oyunçuya, bankirə və ya heç-heçəyə mərc edin. Kartları diler və yayım olmadan sübut edilə bilən ədalətli generator paylayır, hər paylamanı yoxlamaq olar.',
    kk: 'Кез келген бюджетке арналған үстелдерде пунто банко: ойыншыға, банкирге немесе теңдікке бәс тігіңіз. Карталарды дилерсіз әрі трансляциясыз әділдігі дәлелденетін генератор таратады, әр таратуды тексеруге болады.',
    tr: 'Her bütçeye uygun masalarda punto banco: oyuncuya, bankaya veya beraberliğe bahis yapın. Kartları krupiye ve yayın olmadan kanıtlanabilir adil üreteç dağıtır; her el doğrulanabilir.',
    ar: 'بونتو بانكو على طاولات لكل الميزانيات: راهن على اللاعب أو المصرفي أو التعادل. الأوراق يوزعها مولد عادل قابل للإثبات بلا موزع ولا بث، ويمكن التحقق من كل جولة.',
  },
  'live-game-show': {
    en: 'Money wheels: spin a wheel of 10 to 50 segments at low, medium or high risk and win the multiplier under the pointer. No host and no studio: the provably fair generator picks the segment, and every spin can be checked.',
    ru: 'Денежные колёса: крутите колесо из 10–50 секторов с низким, средним или высоким риском и выигрывайте множитель под указателем. Без ведущего и без студии: сектор выбирает доказуемо честный генератор, и каждый спин можно проверить.',
    az: 'Pul çarxları: 10–50 sektorlu çarxı aşağı, orta və ya yüksək risklə fırladın və göstəricinin altındakı çarpanı qazanın. Aparıcı və studiya yoxdur: sektoru sübut edilə bilən ədalətli generator seçir, hər fırlanmanı yoxlamaq olar.',
    kk: 'Ақша дөңгелектері: 10–50 секторлы дөңгелекті төмен, орташа немесе жоғары тәуекелмен айналдырып, көрсеткіштің астындағы көбейткішті ұтыңыз. Жүргізуші де, студия да жоқ: секторды әділдігі дәлелденетін генератор таңдайды, әр айналымды тексеруге болады.',
    tr: 'Para çarkları: 10 ila 50 dilimli çarkı düşük, orta veya yüksek riskle çevirin ve ibrenin altındaki çarpanı kazanın. Sunucu ve stüdyo yok: dilimi kanıtlanabilir adil üreteç seçer; her çevirme doğrulanabilir.',
    ar: 'عجلات المال: أدر عجلة من 10 إلى 50 قطاعًا بمخاطرة منخفضة أو متوسطة أو مرتفعة واربح المضاعف الذي تحت المؤشر. لا مقدم ولا استوديو: المولد العادل القابل للإثبات يختار القطاع، ويمكن التحقق من كل دورة.',
  },
};

export const NEON: LocalizedText = {
  en: 'A neon-lit lounge with a synthwave soundtrack, bright multipliers and animations that keep every round lively.',
  ru: 'Лаунж в неоновом свете под саундтрек в стиле синтвейв: яркие множители и анимации делают каждый раунд живым.',
  az: 'Sintveyv musiqisi sədaları altında neon işıqlı salon: parlaq çarpanlar və animasiyalar hər raundu canlı edir.',
  kk: 'Синтвейв саундтрегі ойнайтын неон жарықты зал: жарқын көбейткіштер мен анимациялар әр раундты қызықты етеді.',
  tr: 'Synthwave müzikleri eşliğinde neon ışıklı bir salon: parlak çarpanlar ve animasyonlar her turu canlı tutuyor.',
  ar: 'صالة مضاءة بالنيون على أنغام موسيقى السينثويف، مع مضاعفات لامعة ورسوم متحركة تبقي كل جولة حيوية.',
};

export const VIP_ROOM: LocalizedText = {
  en: 'A private high-limit room in black and gold, with a calm pace and a full history of your rounds.',
  ru: 'Закрытый зал для хайроллеров в чёрном и золотом: спокойный темп и полная история ваших раундов.',
  az: 'Qara və qızılı rənglərdə yüksək limitli qapalı zal: sakit temp və raundlarınızın tam tarixçəsi.',
  kk: 'Қара және алтын түсті жоғары лимитті жабық зал: баяу қарқын және раундтарыңыздың толық тарихы.',
  tr: 'Siyah ve altın renklerde yüksek limitli özel bir salon: sakin bir tempo ve turlarınızın eksiksiz geçmişi.',
  ar: 'قاعة خاصة بحدود رهان مرتفعة بالأسود والذهبي، بإيقاع هادئ وسجل كامل لجولاتك.',
};

export const CARNIVAL: LocalizedText = {
  en: 'A carnival of lights and confetti around a big money wheel with bright segments.',
  ru: 'Карнавал огней и конфетти вокруг большого денежного колеса с яркими секторами.',
  az: 'Parlaq sektorlu böyük pul çarxı ətrafında işıqlar və konfetti karnavalı.',
  kk: 'Жарқын секторлары бар үлкен ақша дөңгелегінің айналасындағы жарық пен конфетти карнавалы.',
  tr: 'Parlak dilimli büyük bir para çarkının etrafında ışık ve konfeti karnavalı.',
  ar: 'كرنفال من الأضواء والقصاصات الملونة حول عجلة مال كبيرة بقطاعات زاهية.',
};
