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

/** Blackjack's rules at a shared live blackjack table (replaces BLACKJACK_RULES in live-blackjack texts). */
export const LIVE_BLACKJACK_RULES: LocalizedText = {
  en: "A shared blackjack table: when betting closes, everyone gets the same two cards against the same dealer up card; in the next 12 seconds each player hits, stands or doubles their own hand (no split), every player's next card is the same card, and a hand with no decision stands. Six decks, the dealer stands on soft 17 and blackjack pays 3 to 2. The cards come from the provably fair generator, not a dealer.",
  ru: 'Общий стол блэкджека: когда ставки закрыты, все получают одни и те же две карты против одной открытой карты дилера; за следующие 12 секунд каждый игрок сам берёт карту, останавливается или удваивает свою руку (без сплита), следующая карта у всех игроков одна и та же, а рука без решения останавливается. Шесть колод, дилер останавливается на мягких 17, блэкджек платит 3 к 2. Карты сдаёт доказуемо честный генератор, а не дилер.',
  az: 'Ortaq blackjack masası: mərclər bağlananda hamı dilerin eyni açıq kartına qarşı eyni iki kartı alır; növbəti 12 saniyədə hər oyunçu öz əlində kart götürür, dayanır və ya ikiqat edir (bölmə yoxdur), hər oyunçunun növbəti kartı eyni kartdır, qərar verilməyən əl dayanır. Altı dəst, diler yumşaq 17-də dayanır, blackjack 3-ə 2 ödəyir. Kartları diler deyil, sübut edilə bilən ədalətli generator paylayır.',
  kk: 'Ортақ блэкджек үстелі: бәстер жабылғанда бәрі дилердің бір ашық картасына қарсы бірдей екі карта алады; келесі 12 секундта әр ойыншы өз қолында карта алады, тоқтайды немесе екі еселейді (бөлусіз), әр ойыншының келесі картасы бірдей, ал шешімсіз қол тоқтайды. Алты колода, дилер жұмсақ 17-де тоқтайды, блэкджек 3-ке 2 төлейді. Карталарды дилер емес, әділдігі дәлелденетін генератор таратады.',
  tr: "Ortak bir blackjack masası: bahisler kapanınca herkes krupiyenin aynı açık kartına karşı aynı iki kartı alır; sonraki 12 saniyede her oyuncu kendi elinde kart çeker, durur veya ikiye katlar (bölme yok), her oyuncunun sıradaki kartı aynı karttır ve karar verilmeyen el durur. Altı deste, krupiye soft 17'de durur ve blackjack 3'e 2 öder. Kartları bir krupiye değil, kanıtlanabilir adil üreteç dağıtır.",
  ar: 'طاولة بلاك جاك مشتركة: عند إغلاق الرهانات يحصل الجميع على الورقتين نفسيهما أمام ورقة الموزع المكشوفة نفسها؛ وخلال الثواني الـ12 التالية يسحب كل لاعب ورقة أو يتوقف أو يضاعف في يده (بلا تقسيم)، والورقة التالية هي نفسها لكل اللاعبين، واليد التي لم يُتخذ فيها قرار تتوقف. ست مجموعات أوراق، والموزع يتوقف عند 17 اللينة، والبلاك جاك يدفع 3 إلى 2. الأوراق يوزعها مولد عادل قابل للإثبات وليس موزعًا بشريًا.',
};

/** The wheel's rules at a shared live wheel table (replaces WHEEL_RULES in live-game-show texts). */
export const LIVE_WHEEL_RULES: LocalizedText = {
  en: "The table spins one wheel of a fixed size for everyone; choose low, medium or high risk for your bet, and the segment under the pointer pays each bet its risk level's multiplier. Every round can be checked for fairness.",
  ru: 'Стол крутит одно колесо постоянного размера для всех; выберите для своей ставки низкий, средний или высокий риск, и сектор под указателем платит каждой ставке множитель её уровня риска. Честность каждого раунда можно проверить.',
  az: 'Masa hamı üçün sabit ölçülü bir çarx fırladır; mərciniz üçün aşağı, orta və ya yüksək risk seçin, göstəricinin altındakı sektor hər mərcə onun risk səviyyəsinin çarpanını ödəyir. Hər raundun ədalətliliyini yoxlamaq mümkündür.',
  kk: 'Үстел бәріне бір тұрақты өлшемді дөңгелекті айналдырады; бәсіңізге төмен, орташа немесе жоғары тәуекелді таңдаңыз, көрсеткіштің астындағы сектор әр бәске оның тәуекел деңгейінің көбейткішін төлейді. Әр раундтың әділдігін тексеруге болады.',
  tr: 'Masa herkes için sabit boyutlu tek bir çark çevirir; bahsiniz için düşük, orta veya yüksek risk seçin, ibrenin altındaki dilim her bahse kendi risk seviyesinin çarpanını öder. Her turun adilliği doğrulanabilir.',
  ar: 'تدير الطاولة عجلة واحدة بحجم ثابت للجميع؛ اختر لرهانك مخاطرة منخفضة أو متوسطة أو مرتفعة، ويدفع القطاع الذي تحت المؤشر لكل رهان مضاعف مستوى مخاطرته. ويمكن التحقق من نزاهة كل جولة.',
};

/** Dice's rules at a shared live dice table (replaces the dice rules in live-casino texts). */
export const LIVE_DICE_RULES: LocalizedText = {
  en: 'Set your own target and chance and bet over or under: when betting closes, one roll decides every bet at the table, and the lower your chance, the higher your payout.',
  ru: 'Задайте свою цель и шанс и ставьте на больше или меньше: когда ставки закрыты, один бросок решает все ставки стола, и чем ниже ваш шанс, тем выше выплата.',
  az: 'Öz hədəfinizi və şansınızı seçin, yuxarı və ya aşağı mərc edin: mərclər bağlananda bir atış masadakı bütün mərcləri həll edir; şansınız nə qədər aşağıdırsa, ödəniş bir o qədər yüksəkdir.',
  kk: 'Өз мақсатыңыз бен мүмкіндігіңізді белгілеп, жоғары не төмен бәс тігіңіз: бәстер жабылғанда бір лақтыру үстелдегі барлық бәсті шешеді, мүмкіндік неғұрлым төмен болса, төлем соғұрлым жоғары.',
  tr: 'Kendi hedefinizi ve şansınızı belirleyip üstüne ya da altına bahis yapın: bahisler kapanınca tek bir atış masadaki tüm bahisleri belirler; şansınız ne kadar düşükse ödemeniz o kadar yüksek olur.',
  ar: 'حدد هدفك وفرصتك وراهن فوقه أو تحته: عند إغلاق الرهانات تحسم رمية واحدة كل رهانات الطاولة، وكلما قلّت فرصتك ارتفع العائد.',
};

/** What BACCARAT_RULES said before the tables were shared (databases seeded before). */
export const BACCARAT_RULES_V1: LocalizedText = {
  en: 'Punto banco with bets on the player, the banker or a tie; the cards are dealt by the provably fair generator the moment you bet.',
  ru: 'Пунто банко со ставками на игрока, банкира или ничью; карты сдаёт доказуемо честный генератор в момент ставки.',
  az: 'Oyunçu, bankir və ya heç-heçəyə mərclərlə punto banko; kartları mərc etdiyiniz an sübut edilə bilən ədalətli generator paylayır.',
  kk: 'Ойыншыға, банкирге немесе теңдікке бәс тігілетін пунто банко; карталарды бәс тіккен сәтте әділдігі дәлелденетін генератор таратады.',
  tr: 'Oyuncu, banka veya beraberlik bahisli punto banco; kartları bahis yaptığınız anda kanıtlanabilir adil üreteç dağıtır.',
  ar: 'بونتو بانكو مع رهانات على اللاعب أو المصرفي أو التعادل، وتُوزع الأوراق بواسطة مولد عادل قابل للإثبات لحظة رهانك.',
};

export const BACCARAT_RULES: LocalizedText = {
  en: 'Punto banco with bets on the player, the banker or a tie; when betting closes, the provably fair generator deals one hand for the whole table.',
  ru: 'Пунто банко со ставками на игрока, банкира или ничью; когда ставки закрыты, доказуемо честный генератор сдаёт одну раздачу для всего стола.',
  az: 'Oyunçu, bankir və ya heç-heçəyə mərclərlə punto banko; mərclər bağlananda sübut edilə bilən ədalətli generator bütün masa üçün bir paylama edir.',
  kk: 'Ойыншыға, банкирге немесе теңдікке бәс тігілетін пунто банко; бәстер жабылғанда әділдігі дәлелденетін генератор бүкіл үстелге бір тарату жасайды.',
  tr: 'Oyuncu, banka veya beraberlik bahisli punto banco; bahisler kapanınca kanıtlanabilir adil üreteç tüm masa için tek bir el dağıtır.',
  ar: 'بونتو بانكو مع رهانات على اللاعب أو المصرفي أو التعادل؛ وعند إغلاق الرهانات يوزع المولد العادل القابل للإثبات يدًا واحدة للطاولة كلها.',
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
    en: "Shared dice tables: everyone at a table plays the same roll. Each round gives 15 seconds to set your own target and bet over or under while the other players' bets appear on screen, then one roll is drawn for the whole table by the provably fair generator. The seed's hash is published before betting closes, so every roll can be checked. No dealer and no stream.",
    ru: 'Общие столы с костями: все за столом играют один и тот же бросок. В каждом раунде 15 секунд, чтобы выбрать свою цель и поставить на больше или меньше, пока на экране появляются ставки других игроков; затем доказуемо честный генератор делает один бросок для всего стола. Хеш сида публикуется до закрытия ставок, поэтому каждый бросок можно проверить. Без дилера и без трансляции.',
    az: 'Ortaq zər masaları: masadakı hər kəs eyni atışı oynayır. Hər raundda öz hədəfinizi seçib yuxarı və ya aşağı mərc etmək üçün 15 saniyə var, digər oyunçuların mərcləri ekranda görünür; sonra sübut edilə bilən ədalətli generator bütün masa üçün bir atış edir. Sidin heşi mərclər bağlanmazdan əvvəl dərc olunur, ona görə hər atışı yoxlamaq olar. Diler və yayım yoxdur.',
    kk: 'Ортақ сүйек үстелдері: үстелдегілердің бәрі бір лақтыруды ойнайды. Әр раундта өз мақсатыңызды таңдап, жоғары не төмен бәс тігуге 15 секунд беріледі, экранда басқа ойыншылардың бәстері көрінеді; содан кейін әділдігі дәлелденетін генератор бүкіл үстелге бір лақтыру жасайды. Сидтің хеші бәстер жабылғанға дейін жарияланады, сондықтан әр лақтыруды тексеруге болады. Дилер де, трансляция да жоқ.',
    tr: 'Ortak zar masaları: masadaki herkes aynı atışı oynar. Her turda kendi hedefinizi seçip üstüne ya da altına bahis için 15 saniye vardır ve diğer oyuncuların bahisleri ekranda görünür; ardından kanıtlanabilir adil üreteç tüm masa için tek bir atış yapar. Tohumun özeti bahisler kapanmadan önce yayımlanır, böylece her atış doğrulanabilir. Krupiye ve yayın yok.',
    ar: 'طاولات نرد مشتركة: كل من على الطاولة يلعب الرمية نفسها. في كل جولة 15 ثانية لتختار هدفك وتراهن فوقه أو تحته بينما تظهر رهانات اللاعبين الآخرين على الشاشة، ثم يرمي المولد العادل القابل للإثبات رمية واحدة للطاولة كلها. تُنشر بصمة البذرة قبل إغلاق الرهانات، لذا يمكن التحقق من كل رمية. بلا موزع ولا بث.',
  },
  'live-roulette': {
    en: "Shared European roulette tables with a single zero: everyone at a table plays the same spin. Each round gives 15 seconds to place up to fifty bets while the other players' bets appear on screen, then one pocket is drawn for the whole table by the provably fair generator. The seed's hash is published before betting closes, so every spin can be checked. No croupier and no stream.",
    ru: 'Общие столы европейской рулетки с одним зеро: все за столом играют один и тот же спин. В каждом раунде 15 секунд, чтобы сделать до пятидесяти ставок, пока на экране появляются ставки других игроков; затем доказуемо честный генератор выбирает одну ячейку для всего стола. Хеш сида публикуется до закрытия ставок, поэтому каждый спин можно проверить. Без крупье и без трансляции.',
    az: 'Tək sıfırlı ortaq Avropa ruleti masaları: masadakı hər kəs eyni fırlanmanı oynayır. Hər raundda əlliyə qədər mərc qoymaq üçün 15 saniyə var, digər oyunçuların mərcləri ekranda görünür; sonra sübut edilə bilən ədalətli generator bütün masa üçün bir xana seçir. Sidin heşi mərclər bağlanmazdan əvvəl dərc olunur, ona görə hər fırlanmanı yoxlamaq olar. Kruppe və yayım yoxdur.',
    kk: 'Бір нөлі бар ортақ еуропалық рулетка үстелдері: үстелдегілердің бәрі бір айналымды ойнайды. Әр раундта елуге дейін бәс қоюға 15 секунд беріледі, экранда басқа ойыншылардың бәстері көрінеді; содан кейін әділдігі дәлелденетін генератор бүкіл үстелге бір ұяшық таңдайды. Сидтің хеші бәстер жабылғанға дейін жарияланады, сондықтан әр айналымды тексеруге болады. Крупье де, трансляция да жоқ.',
    tr: 'Tek sıfırlı ortak Avrupa ruleti masaları: masadaki herkes aynı çevirmeyi oynar. Her turda en fazla elli bahis için 15 saniye vardır ve diğer oyuncuların bahisleri ekranda görünür; ardından kanıtlanabilir adil üreteç tüm masa için tek bir cep seçer. Tohumun özeti bahisler kapanmadan önce yayımlanır, böylece her çevirme doğrulanabilir. Krupiye ve yayın yok.',
    ar: 'طاولات روليت أوروبي مشتركة بصفر واحد: كل من على الطاولة يلعب الدورة نفسها. في كل جولة 15 ثانية لوضع حتى خمسين رهانًا بينما تظهر رهانات اللاعبين الآخرين على الشاشة، ثم يسحب المولد العادل القابل للإثبات خانة واحدة للطاولة كلها. تُنشر بصمة البذرة قبل إغلاق الرهانات، لذا يمكن التحقق من كل دورة. بلا موزع ولا بث.',
  },
  'live-blackjack': {
    en: "Shared blackjack tables: everyone at a table plays the same cards. Each round gives 15 seconds to bet while the other players' bets appear on screen; then everyone gets the same two cards against the same dealer up card and has 12 seconds to hit, stand or double, and every player's next card is the same card. Other players' decisions show only as made until the dealer plays the one dealer hand for the whole table. Six decks, blackjack pays 3 to 2. The seed's hash is published before betting closes, so every round can be checked. No dealer and no stream.",
    ru: 'Общие столы блэкджека: все за столом играют одними и теми же картами. В каждом раунде 15 секунд на ставку, пока на экране появляются ставки других игроков; затем все получают одни и те же две карты против одной открытой карты дилера и за 12 секунд решают — взять карту, остановиться или удвоить, и следующая карта у всех игроков одна и та же. Решения других игроков видны лишь как принятые, пока дилер не сыграет одну руку для всего стола. Шесть колод, блэкджек платит 3 к 2. Хеш сида публикуется до закрытия ставок, поэтому каждый раунд можно проверить. Без дилера и без трансляции.',
    az: 'Ortaq blackjack masaları: masadakı hər kəs eyni kartlarla oynayır. Hər raundda mərc üçün 15 saniyə var, digər oyunçuların mərcləri ekranda görünür; sonra hamı dilerin eyni açıq kartına qarşı eyni iki kartı alır və kart götürmək, dayanmaq və ya ikiqat etmək üçün 12 saniyəsi olur, hər oyunçunun növbəti kartı eyni kartdır. Diler bütün masa üçün bir əli oynayana qədər digər oyunçuların qərarları yalnız verilmiş kimi görünür. Altı dəst, blackjack 3-ə 2 ödəyir. Sidin heşi mərclər bağlanmazdan əvvəl dərc olunur, ona görə hər raundu yoxlamaq olar. Diler və yayım yoxdur.',
    kk: 'Ортақ блэкджек үстелдері: үстелдегілердің бәрі бірдей карталармен ойнайды. Әр раундта бәс тігуге 15 секунд беріледі, экранда басқа ойыншылардың бәстері көрінеді; содан кейін бәрі дилердің бір ашық картасына қарсы бірдей екі карта алып, карта алу, тоқтау немесе екі еселеу үшін 12 секунд алады, әр ойыншының келесі картасы бірдей. Дилер бүкіл үстелге бір қолды ойнағанша басқа ойыншылардың шешімдері тек қабылданды деп көрінеді. Алты колода, блэкджек 3-ке 2 төлейді. Сидтің хеші бәстер жабылғанға дейін жарияланады, сондықтан әр раундты тексеруге болады. Дилер де, трансляция да жоқ.',
    tr: "Ortak blackjack masaları: masadaki herkes aynı kartlarla oynar. Her turda bahis için 15 saniye vardır ve diğer oyuncuların bahisleri ekranda görünür; ardından herkes krupiyenin aynı açık kartına karşı aynı iki kartı alır ve kart çekmek, durmak veya ikiye katlamak için 12 saniyesi olur; her oyuncunun sıradaki kartı aynı karttır. Krupiye tüm masa için tek eli oynayana kadar diğer oyuncuların kararları yalnızca verildi olarak görünür. Altı deste, blackjack 3'e 2 öder. Tohumun özeti bahisler kapanmadan önce yayımlanır, böylece her tur doğrulanabilir. Krupiye ve yayın yok.",
    ar: 'طاولات بلاك جاك مشتركة: كل من على الطاولة يلعب بالأوراق نفسها. في كل جولة 15 ثانية للرهان بينما تظهر رهانات اللاعبين الآخرين على الشاشة؛ ثم يحصل الجميع على الورقتين نفسيهما أمام ورقة الموزع المكشوفة نفسها، ولكل لاعب 12 ثانية ليسحب أو يتوقف أو يضاعف، والورقة التالية هي نفسها لكل اللاعبين. تظهر قرارات اللاعبين الآخرين كقرارات متخذة فقط حتى يلعب الموزع يدًا واحدة للطاولة كلها. ست مجموعات أوراق، والبلاك جاك يدفع 3 إلى 2. تُنشر بصمة البذرة قبل إغلاق الرهانات، لذا يمكن التحقق من كل جولة. بلا موزع ولا بث.',
  },
  'live-baccarat': {
    en: "Shared punto banco tables: everyone at a table plays the same coup. Each round gives 15 seconds to bet on the player, the banker or a tie while the other players' bets appear on screen, then one hand is dealt for the whole table by the provably fair generator. The seed's hash is published before betting closes, so every coup can be checked. No dealer and no stream.",
    ru: 'Общие столы пунто банко: все за столом играют одну и ту же раздачу. В каждом раунде 15 секунд, чтобы поставить на игрока, банкира или ничью, пока на экране появляются ставки других игроков; затем доказуемо честный генератор сдаёт одну раздачу для всего стола. Хеш сида публикуется до закрытия ставок, поэтому каждую раздачу можно проверить. Без дилера и без трансляции.',
    az: 'Ortaq punto banko masaları: masadakı hər kəs eyni paylamanı oynayır. Hər raundda oyunçuya, bankirə və ya heç-heçəyə mərc etmək üçün 15 saniyə var, digər oyunçuların mərcləri ekranda görünür; sonra sübut edilə bilən ədalətli generator bütün masa üçün bir paylama edir. Sidin heşi mərclər bağlanmazdan əvvəl dərc olunur, ona görə hər paylamanı yoxlamaq olar. Diler və yayım yoxdur.',
    kk: 'Ортақ пунто банко үстелдері: үстелдегілердің бәрі бір таратуды ойнайды. Әр раундта ойыншыға, банкирге немесе теңдікке бәс тігуге 15 секунд беріледі, экранда басқа ойыншылардың бәстері көрінеді; содан кейін әділдігі дәлелденетін генератор бүкіл үстелге бір тарату жасайды. Сидтің хеші бәстер жабылғанға дейін жарияланады, сондықтан әр таратуды тексеруге болады. Дилер де, трансляция да жоқ.',
    tr: 'Ortak punto banco masaları: masadaki herkes aynı eli oynar. Her turda oyuncuya, bankaya veya beraberliğe bahis için 15 saniye vardır ve diğer oyuncuların bahisleri ekranda görünür; ardından kanıtlanabilir adil üreteç tüm masa için tek bir el dağıtır. Tohumun özeti bahisler kapanmadan önce yayımlanır, böylece her el doğrulanabilir. Krupiye ve yayın yok.',
    ar: 'طاولات بونتو بانكو مشتركة: كل من على الطاولة يلعب اليد نفسها. في كل جولة 15 ثانية للرهان على اللاعب أو المصرفي أو التعادل بينما تظهر رهانات اللاعبين الآخرين على الشاشة، ثم يوزع المولد العادل القابل للإثبات يدًا واحدة للطاولة كلها. تُنشر بصمة البذرة قبل إغلاق الرهانات، لذا يمكن التحقق من كل يد. بلا موزع ولا بث.',
  },
  'live-game-show': {
    en: "Shared money wheels: everyone at a table watches the same spin. Each table has its own wheel of 10 to 50 segments; each round gives 15 seconds to bet at low, medium or high risk while the other players' bets appear on screen, then the provably fair generator stops the wheel once for the whole table and every bet wins its risk level's multiplier for that segment. The seed's hash is published before betting closes, so every spin can be checked. No host and no studio.",
    ru: 'Общие денежные колёса: все за столом смотрят один и тот же спин. У каждого стола своё колесо из 10–50 секторов; в каждом раунде 15 секунд, чтобы поставить с низким, средним или высоким риском, пока на экране появляются ставки других игроков; затем доказуемо честный генератор останавливает колесо один раз для всего стола, и каждая ставка получает множитель этого сектора по своему уровню риска. Хеш сида публикуется до закрытия ставок, поэтому каждый спин можно проверить. Без ведущего и без студии.',
    az: 'Ortaq pul çarxları: masadakı hər kəs eyni fırlanmanı izləyir. Hər masanın 10–50 sektorlu öz çarxı var; hər raundda aşağı, orta və ya yüksək risklə mərc etmək üçün 15 saniyə var, digər oyunçuların mərcləri ekranda görünür; sonra sübut edilə bilən ədalətli generator çarxı bütün masa üçün bir dəfə dayandırır və hər mərc həmin sektorun öz risk səviyyəsindəki çarpanını qazanır. Sidin heşi mərclər bağlanmazdan əvvəl dərc olunur, ona görə hər fırlanmanı yoxlamaq olar. Aparıcı və studiya yoxdur.',
    kk: 'Ортақ ақша дөңгелектері: үстелдегілердің бәрі бір айналымды көреді. Әр үстелдің 10–50 секторлы өз дөңгелегі бар; әр раундта төмен, орташа немесе жоғары тәуекелмен бәс тігуге 15 секунд беріледі, экранда басқа ойыншылардың бәстері көрінеді; содан кейін әділдігі дәлелденетін генератор дөңгелекті бүкіл үстел үшін бір рет тоқтатады, әр бәс сол сектордың өз тәуекел деңгейіндегі көбейткішін алады. Сидтің хеші бәстер жабылғанға дейін жарияланады, сондықтан әр айналымды тексеруге болады. Жүргізуші де, студия да жоқ.',
    tr: 'Ortak para çarkları: masadaki herkes aynı çevirmeyi izler. Her masanın 10 ila 50 dilimli kendi çarkı vardır; her turda düşük, orta veya yüksek riskle bahis için 15 saniye vardır ve diğer oyuncuların bahisleri ekranda görünür; ardından kanıtlanabilir adil üreteç çarkı tüm masa için bir kez durdurur ve her bahis o dilimin kendi risk seviyesindeki çarpanını kazanır. Tohumun özeti bahisler kapanmadan önce yayımlanır, böylece her çevirme doğrulanabilir. Sunucu ve stüdyo yok.',
    ar: 'عجلات مال مشتركة: كل من على الطاولة يشاهد الدورة نفسها. لكل طاولة عجلتها من 10 إلى 50 قطاعًا؛ في كل جولة 15 ثانية للرهان بمخاطرة منخفضة أو متوسطة أو مرتفعة بينما تظهر رهانات اللاعبين الآخرين على الشاشة، ثم يوقف المولد العادل القابل للإثبات العجلة مرة واحدة للطاولة كلها، ويربح كل رهان مضاعف ذلك القطاع حسب مستوى مخاطرته. تُنشر بصمة البذرة قبل إغلاق الرهانات، لذا يمكن التحقق من كل دورة. لا مقدم ولا استوديو.',
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

/** The sentence every shared-table game (live roulette, baccarat, dice, wheel) ends with. */
export const SHARED_TABLE: LocalizedText = {
  en: "It is a shared table: one round for everyone seated, 15 seconds to bet with the other players' bets in view, then one result for all.",
  ru: 'Это общий стол: один раунд для всех за столом, 15 секунд на ставки на виду у других игроков, затем один результат для всех.',
  az: 'Bu ortaq masadır: masadakı hər kəs üçün bir raund, digər oyunçuların mərcləri göz önündə ikən mərc üçün 15 saniyə, sonra hamı üçün bir nəticə.',
  kk: 'Бұл ортақ үстел: үстелдегілердің бәріне бір раунд, басқа ойыншылардың бәстері көз алдында тұрғанда бәс тігуге 15 секунд, содан кейін бәріне бір нәтиже.',
  tr: 'Bu ortak bir masadır: masadaki herkes için tek tur, diğer oyuncuların bahisleri gözünüzün önündeyken bahis için 15 saniye, ardından herkes için tek sonuç.',
  ar: 'إنها طاولة مشتركة: جولة واحدة لكل الجالسين، و15 ثانية للرهان مع رؤية رهانات اللاعبين الآخرين، ثم نتيجة واحدة للجميع.',
};

/** Category texts that promised what no engine has (cascades, bonus buys, jackpots, other wheels, video poker). */
export const HONEST_CATEGORY_TEXTS: Partial<Record<GameCategoryName, LocalizedText>> = {
  slots: {
    en: 'Video slots on a 5×3 grid with 10 paylines: themed symbols, wilds that substitute, scatters that pay anywhere, and 10 free spins at ×2 for three scatters. Every spin is provably fair.',
    ru: 'Видеослоты с сеткой 5×3 и 10 линиями выплат: тематические символы, заменяющие вайлды, скаттеры, которые платят в любой позиции, и 10 фриспинов с множителем ×2 за три скаттера. Честность каждого спина можно проверить.',
    az: '5×3 şəbəkəli və 10 ödəniş xətli video slotlar: tematik simvollar, əvəzedici vayldlar, istənilən yerdə ödəyən skatterlər və üç skatter üçün ×2 ilə 10 pulsuz fırlanma. Hər fırlanmanın ədalətliliyini yoxlamaq olar.',
    kk: '5×3 торы және 10 төлем сызығы бар видеослоттар: тақырыптық символдар, алмастыратын вайлдтар, кез келген жерде төлейтін скаттерлер және үш скаттер үшін ×2 көбейткішті 10 тегін айналым. Әр айналымның әділдігін тексеруге болады.',
    tr: "5×3 ızgaralı ve 10 ödeme çizgili video slotlar: temalı semboller, yerine geçen wild'lar, her yerde ödeyen scatter'lar ve üç scatter için ×2 çarpanlı 10 bedava dönüş. Her dönüşün adilliği doğrulanabilir.",
    ar: 'ماكينات سلوت بشبكة 5×3 و10 خطوط دفع: رموز حسب الموضوع، ورموز وايلد بديلة، ورموز سكاتر تدفع في أي موضع، و10 دورات مجانية بمضاعف ×2 عند ظهور ثلاثة رموز سكاتر. يمكن التحقق من نزاهة كل دورة.',
  },
  roulette: {
    en: 'European roulette with a single zero on a digital wheel: place inside and outside bets, up to fifty a spin, and play at your own pace. Every spin can be checked.',
    ru: 'Европейская рулетка с одним зеро на цифровом колесе: внутренние и внешние ставки, до пятидесяти за спин, игра в своём темпе. Каждый спин можно проверить.',
    az: 'Rəqəmsal çarxda tək sıfırlı Avropa ruleti: daxili və xarici mərclər, bir fırlanmada əlliyə qədər, öz tempinizlə oynayın. Hər fırlanmanı yoxlamaq olar.',
    kk: 'Цифрлық дөңгелектегі бір нөлі бар еуропалық рулетка: ішкі және сыртқы бәстер, бір айналымда елуге дейін, өз қарқыныңызбен ойнаңыз. Әр айналымды тексеруге болады.',
    tr: 'Dijital çarkta tek sıfırlı Avrupa ruleti: iç ve dış bahisler, bir çevirmede en fazla elli, kendi temponuzda oynayın. Her çevirme doğrulanabilir.',
    ar: 'روليت أوروبي بصفر واحد على عجلة رقمية: رهانات داخلية وخارجية، حتى خمسين في الدورة، والعب بإيقاعك. يمكن التحقق من كل دورة.',
  },
  other: {
    en: 'Instant games to try: Mines, Plinko, Keno and dice, each with its own screen, every round provably fair.',
    ru: 'Моментальные игры: Mines, Plinko, кено и кости — у каждой свой экран, и честность каждого раунда можно проверить.',
    az: 'Ani oyunlar: Mines, Plinko, keno və zər — hər birinin öz ekranı var, hər raundun ədalətliliyini yoxlamaq olar.',
    kk: 'Жедел ойындар: Mines, Plinko, кено және сүйек — әрқайсысының өз экраны бар, әр раундтың әділдігін тексеруге болады.',
    tr: 'Anlık oyunlar: Mines, Plinko, keno ve zar — her birinin kendi ekranı var ve her turun adilliği doğrulanabilir.',
    ar: 'ألعاب فورية: Mines وPlinko والكينو والنرد، لكل منها شاشتها الخاصة، ويمكن التحقق من نزاهة كل جولة.',
  },
};
