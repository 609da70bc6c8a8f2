// Invented game studios (no real trademarks) and the translated building blocks of their
// descriptions.
import type { GameCategoryName, Language } from '@aurum/domain';
import type { LocalizedText } from '../../../modules/catalogue/tables';

export type ProviderKind = 'slots' | 'live' | 'instant' | 'fruit' | 'mixed';

export interface ProviderName {
  name: string;
  kind: ProviderKind;
  /** relative size of the studio's portfolio */
  size: number;
}

export const PROVIDER_NAMES: readonly ProviderName[] = [
  { name: 'Goldreel Studios', kind: 'slots', size: 9 },
  { name: 'Nova Spin', kind: 'slots', size: 8 },
  { name: 'Lucky Lantern Games', kind: 'slots', size: 7 },
  { name: 'Copperfox Gaming', kind: 'slots', size: 6 },
  { name: 'Starforge Slots', kind: 'slots', size: 7 },
  { name: 'Bluewhale Interactive', kind: 'slots', size: 5 },
  { name: 'Redmaple Games', kind: 'slots', size: 5 },
  { name: 'Thunderpeak Studios', kind: 'slots', size: 6 },
  { name: 'Pixel Pharaoh', kind: 'slots', size: 4 },
  { name: 'Silverleaf Gaming', kind: 'slots', size: 5 },
  { name: 'Mooncrest Studios', kind: 'slots', size: 4 },
  { name: 'Jadeharbor Games', kind: 'slots', size: 4 },
  { name: 'Wildcomet Interactive', kind: 'slots', size: 3 },
  { name: 'Ironbark Studios', kind: 'slots', size: 3 },
  { name: 'Saffron Reels', kind: 'slots', size: 3 },
  { name: 'Sunburst Gaming', kind: 'slots', size: 4 },
  { name: 'Quartz Quill Games', kind: 'slots', size: 2 },
  { name: 'Tidewater Slots', kind: 'slots', size: 3 },
  { name: 'Ravenstone Gaming', kind: 'slots', size: 3 },
  { name: 'Kestrel Play', kind: 'slots', size: 2 },
  { name: 'Orchid Bay Games', kind: 'slots', size: 2 },
  { name: 'Polar Lynx Studios', kind: 'slots', size: 2 },
  { name: 'Amberwolf Gaming', kind: 'slots', size: 3 },
  { name: 'Brightvale Slots', kind: 'slots', size: 2 },
  { name: 'Ember Live', kind: 'live', size: 8 },
  { name: 'Velvet Table Live', kind: 'live', size: 6 },
  { name: 'Crownroom Live', kind: 'live', size: 5 },
  { name: 'Grand Salon Studios', kind: 'live', size: 4 },
  { name: 'Diamond Deck Live', kind: 'live', size: 3 },
  { name: 'Ace Parlour Live', kind: 'live', size: 3 },
  { name: 'Prism Live Studios', kind: 'live', size: 2 },
  { name: 'Rocketforge', kind: 'instant', size: 5 },
  { name: 'Quickdraw Instant', kind: 'instant', size: 4 },
  { name: 'Skyline Crash Games', kind: 'instant', size: 3 },
  { name: 'Zenith Instant', kind: 'instant', size: 3 },
  { name: 'Bolt Arcade', kind: 'instant', size: 2 },
  { name: 'Cherrybomb Classics', kind: 'fruit', size: 4 },
  { name: 'Retro Reel Works', kind: 'fruit', size: 3 },
  { name: 'Fruitful Machines', kind: 'fruit', size: 2 },
  { name: 'Aurora Gaming Group', kind: 'mixed', size: 7 },
  { name: 'Meridian Play', kind: 'mixed', size: 5 },
];

/** Which categories a kind of studio releases games in, with relative weights. */
export const KIND_CATEGORIES: Record<ProviderKind, Partial<Record<GameCategoryName, number>>> = {
  slots: { slots: 20, 'fruit-game': 1, roulette: 1, other: 1 },
  live: {
    'live-casino': 3,
    'live-roulette': 3,
    'live-blackjack': 3,
    'live-baccarat': 2,
    'live-game-show': 2,
  },
  instant: { crash: 3, other: 2 },
  fruit: { 'fruit-game': 3, slots: 2 },
  mixed: { slots: 6, roulette: 2, other: 1, 'live-game-show': 1, crash: 1 },
};

/** "in <city>" in every language (locative forms differ per language). */
export const CITIES: readonly LocalizedText[] = [
  {
    en: 'in Valletta',
    ru: 'в Валлетте',
    az: 'Vallettada',
    kk: 'Валлеттада',
    tr: "Valletta'da",
    ar: 'في فاليتا',
  },
  {
    en: 'in Tallinn',
    ru: 'в Таллине',
    az: 'Tallində',
    kk: 'Таллинде',
    tr: "Tallinn'de",
    ar: 'في تالين',
  },
  { en: 'in Riga', ru: 'в Риге', az: 'Riqada', kk: 'Ригада', tr: "Riga'da", ar: 'في ريغا' },
  { en: 'in Sofia', ru: 'в Софии', az: 'Sofiyada', kk: 'Софияда', tr: "Sofya'da", ar: 'في صوفيا' },
  {
    en: 'in Gibraltar',
    ru: 'в Гибралтаре',
    az: 'Cəbəllütariqdə',
    kk: 'Гибралтарда',
    tr: "Cebelitarık'ta",
    ar: 'في جبل طارق',
  },
  {
    en: 'in Stockholm',
    ru: 'в Стокгольме',
    az: 'Stokholmda',
    kk: 'Стокгольмде',
    tr: "Stockholm'de",
    ar: 'في ستوكهولم',
  },
  {
    en: 'in Tbilisi',
    ru: 'в Тбилиси',
    az: 'Tbilisidə',
    kk: 'Тбилисиде',
    tr: "Tiflis'te",
    ar: 'في تبليسي',
  },
  {
    en: 'in Lisbon',
    ru: 'в Лиссабоне',
    az: 'Lissabonda',
    kk: 'Лиссабонда',
    tr: "Lizbon'da",
    ar: 'في لشبونة',
  },
  {
    en: 'in Barcelona',
    ru: 'в Барселоне',
    az: 'Barselonada',
    kk: 'Барселонада',
    tr: "Barselona'da",
    ar: 'في برشلونة',
  },
  {
    en: 'in Limassol',
    ru: 'в Лимасоле',
    az: 'Limasolda',
    kk: 'Лимасолда',
    tr: "Limasol'da",
    ar: 'في ليماسول',
  },
  { en: 'in Prague', ru: 'в Праге', az: 'Praqada', kk: 'Прагада', tr: "Prag'da", ar: 'في براغ' },
  {
    en: 'in London',
    ru: 'в Лондоне',
    az: 'Londonda',
    kk: 'Лондонда',
    tr: "Londra'da",
    ar: 'في لندن',
  },
  {
    en: 'in Bucharest',
    ru: 'в Бухаресте',
    az: 'Buxarestdə',
    kk: 'Бухарестте',
    tr: "Bükreş'te",
    ar: 'في بوخارست',
  },
];

/** Signature features, as nominative noun phrases, grouped by the kinds of studio they suit. */
export const PROVIDER_FEATURES: readonly { kinds: readonly ProviderKind[]; text: LocalizedText }[] =
  [
    {
      kinds: ['slots', 'mixed'],
      text: {
        en: 'wilds that substitute on every line',
        ru: 'вайлды, заменяющие символы на любой линии',
        az: 'istənilən xətdə simvolları əvəz edən vayldlar',
        kk: 'кез келген сызықта символдарды алмастыратын вайлдтар',
        tr: "her çizgide sembollerin yerine geçen wild'lar",
        ar: 'رموز الوايلد البديلة على كل خط',
      },
    },
    {
      kinds: ['slots', 'fruit', 'mixed'],
      text: {
        en: 'generous free-spin rounds',
        ru: 'щедрые раунды фриспинов',
        az: 'səxavətli pulsuz fırlanma raundları',
        kk: 'жомарт тегін айналым раундтары',
        tr: 'cömert bedava dönüş turları',
        ar: 'جولات الدورات المجانية السخية',
      },
    },
    {
      kinds: ['slots', 'fruit', 'mixed'],
      text: {
        en: 'scatters that pay anywhere on the reels',
        ru: 'скаттеры, которые платят в любой позиции на барабанах',
        az: 'barabanların istənilən yerində ödəyən skatterlər',
        kk: 'барабандардың кез келген жерінде төлейтін скаттерлер',
        tr: "makaraların her yerinde ödeyen scatter'lar",
        ar: 'رموز السكاتر التي تدفع في أي موضع على البكرات',
      },
    },
    {
      kinds: ['slots'],
      text: {
        en: 'vector symbol art for every theme',
        ru: 'векторная графика символов для каждой темы',
        az: 'hər mövzu üçün vektor simvol qrafikası',
        kk: 'әр тақырыпқа арналған векторлық символ графикасы',
        tr: 'her tema için vektör sembol çizimleri',
        ar: 'رسوم رموز متجهة لكل موضوع',
      },
    },
    {
      kinds: ['slots', 'fruit', 'instant'],
      text: {
        en: 'high volatility',
        ru: 'высокая волатильность',
        az: 'yüksək volatillik',
        kk: 'жоғары құбылмалылық',
        tr: 'yüksek volatilite',
        ar: 'التقلب المرتفع',
      },
    },
    {
      kinds: ['slots', 'fruit'],
      text: {
        en: 'ten fixed paylines',
        ru: 'десять фиксированных линий выплат',
        az: 'on sabit ödəniş xətti',
        kk: 'он тұрақты төлем сызығы',
        tr: 'on sabit ödeme çizgisi',
        ar: 'عشرة خطوط دفع ثابتة',
      },
    },
    {
      kinds: ['slots', 'mixed'],
      text: {
        en: 'a paytable for every game',
        ru: 'таблица выплат для каждой игры',
        az: 'hər oyun üçün ödəniş cədvəli',
        kk: 'әр ойынға арналған төлем кестесі',
        tr: 'her oyun için bir ödeme tablosu',
        ar: 'جدول دفع لكل لعبة',
      },
    },
    {
      kinds: ['slots', 'live', 'mixed'],
      text: {
        en: 'crisp sound effects',
        ru: 'чёткие звуковые эффекты',
        az: 'aydın səs effektləri',
        kk: 'анық дыбыс әсерлері',
        tr: 'net ses efektleri',
        ar: 'المؤثرات الصوتية الواضحة',
      },
    },
    {
      kinds: ['live'],
      text: {
        en: 'shared tables with a betting countdown',
        ru: 'общие столы с отсчётом времени на ставки',
        az: 'mərc üçün geri sayımlı ortaq masalar',
        kk: 'бәс тігуге кері санағы бар ортақ үстелдер',
        tr: 'bahis için geri sayımlı ortak masalar',
        ar: 'الطاولات المشتركة مع عدّ تنازلي للرهانات',
      },
    },
    {
      kinds: ['live'],
      text: {
        en: "other players' bets shown live at the table",
        ru: 'ставки других игроков, видимые за столом в реальном времени',
        az: 'masada real vaxtda görünən digər oyunçuların mərcləri',
        kk: 'үстелде нақты уақытта көрінетін басқа ойыншылардың бәстері',
        tr: 'masada anında görünen diğer oyuncuların bahisleri',
        ar: 'رهانات اللاعبين الآخرين المعروضة مباشرة على الطاولة',
      },
    },
    {
      kinds: ['live'],
      text: {
        en: 'tables open around the clock',
        ru: 'круглосуточные столы',
        az: 'gecə-gündüz açıq olan masalar',
        kk: 'тәулік бойы ашық үстелдер',
        tr: '7/24 açık masalar',
        ar: 'الطاولات المفتوحة على مدار الساعة',
      },
    },
    {
      kinds: ['live', 'slots', 'instant', 'mixed'],
      text: {
        en: 'results you can check on the fairness page',
        ru: 'результаты, которые можно проверить на странице честности',
        az: 'ədalətlilik səhifəsində yoxlanıla bilən nəticələr',
        kk: 'әділдік бетінде тексеруге болатын нәтижелер',
        tr: 'adillik sayfasında doğrulanabilen sonuçlar',
        ar: 'النتائج التي يمكن التحقق منها في صفحة النزاهة',
      },
    },
    {
      kinds: ['instant'],
      text: {
        en: 'provably fair rounds',
        ru: 'доказуемо честные раунды',
        az: 'ədalətliliyi sübut oluna bilən raundlar',
        kk: 'әділдігі дәлелденетін раундтар',
        tr: 'kanıtlanabilir adil turlar',
        ar: 'الجولات العادلة القابلة للإثبات',
      },
    },
    {
      kinds: ['instant'],
      text: {
        en: 'a live feed of other players’ bets',
        ru: 'лента ставок других игроков в реальном времени',
        az: 'digər oyunçuların mərclərinin canlı lenti',
        kk: 'басқа ойыншылардың бәстерінің тікелей лентасы',
        tr: 'diğer oyuncuların bahislerinin canlı akışı',
        ar: 'البث المباشر لرهانات اللاعبين الآخرين',
      },
    },
    {
      kinds: ['fruit'],
      text: {
        en: 'classic fruit symbols',
        ru: 'классические фруктовые символы',
        az: 'klassik meyvə simvolları',
        kk: 'классикалық жеміс таңбалары',
        tr: 'klasik meyve sembolleri',
        ar: 'رموز الفواكه الكلاسيكية',
      },
    },
    {
      kinds: ['slots', 'instant', 'fruit', 'mixed'],
      text: {
        en: 'a mobile-first design',
        ru: 'дизайн, созданный прежде всего для смартфонов',
        az: 'ilk növbədə smartfonlar üçün hazırlanmış dizayn',
        kk: 'ең алдымен смартфондарға арналған дизайн',
        tr: 'mobil öncelikli tasarım',
        ar: 'التصميم المخصص للهواتف الذكية أولًا',
      },
    },
  ];

/**
 * Azerbaijani ordinal suffix for a year ("2014-cü", "2019-cu"), chosen by vowel harmony with the
 * last spoken number word.
 */
export function azYear(year: number): string {
  const ones = ['', 'ci', 'ci', 'cü', 'cü', 'ci', 'cı', 'ci', 'ci', 'cu'];
  const tens = ['', 'cu', 'ci', 'cu', 'cı', 'ci', 'cı', 'ci', 'ci', 'cı'];
  const d1 = year % 10;
  const d2 = Math.floor(year / 10) % 10;
  const d3 = Math.floor(year / 100) % 10;
  let suffix: string;
  if (d1 !== 0) suffix = ones[d1]!;
  else if (d2 !== 0) suffix = tens[d2]!;
  else if (d3 !== 0)
    suffix = 'cü'; // "yüz"
  else suffix = 'ci'; // "min"
  return `${year}-${suffix}`;
}

interface IntroVars {
  name: string;
  year: number;
  inCity: LocalizedText;
}

type IntroTemplate = Record<Language, (v: IntroVars) => string>;

/** The first sentence of a provider description, per kind of studio. */
export const PROVIDER_INTROS: Record<ProviderKind, IntroTemplate> = {
  slots: {
    en: (v) => `${v.name} is an independent slot studio founded in ${v.year} ${v.inCity.en}.`,
    ru: (v) => `${v.name} — независимая студия слотов, основанная в ${v.year} году ${v.inCity.ru}.`,
    az: (v) =>
      `${v.name} ${azYear(v.year)} ildə ${v.inCity.az} yaradılmış müstəqil slot studiyasıdır.`,
    kk: (v) => `${v.name} — ${v.year} жылы ${v.inCity.kk} құрылған тәуелсіз слот студиясы.`,
    tr: (v) =>
      `${v.name}, ${v.year} yılında ${v.inCity.tr} kurulmuş bağımsız bir slot stüdyosudur.`,
    ar: (v) => `${v.name} استوديو مستقل لتطوير ألعاب السلوت، تأسس عام ${v.year} ${v.inCity.ar}.`,
  },
  live: {
    en: (v) =>
      `${v.name} makes live tables; founded in ${v.year} ${v.inCity.en}, it runs its roulette and baccarat tables as shared rounds on a schedule for everyone seated, drawn by the provably fair generator.`,
    ru: (v) =>
      `${v.name} создаёт живые столы; компания основана в ${v.year} году ${v.inCity.ru}, её столы рулетки и баккара — общие раунды по расписанию для всех игроков, результат выбирает доказуемо честный генератор.`,
    az: (v) =>
      `${v.name} canlı masalar hazırlayır; şirkət ${azYear(v.year)} ildə ${v.inCity.az} yaradılıb, onun rulet və bakkara masaları hamı üçün cədvəl üzrə ortaq raundlardır və nəticəni sübut edilə bilən ədalətli generator seçir.`,
    kk: (v) =>
      `${v.name} тікелей үстелдер жасайды; компания ${v.year} жылы ${v.inCity.kk} құрылған, оның рулетка мен баккара үстелдері — барлығына арналған кесте бойынша ортақ раундтар, нәтижені әділдігі дәлелденетін генератор таңдайды.`,
    tr: (v) =>
      `${v.name} canlı masalar üretir; ${v.year} yılında ${v.inCity.tr} kurulan şirketin rulet ve bakara masaları herkes için programlı ortak turlardır ve sonucu kanıtlanabilir adil üreteç belirler.`,
    ar: (v) =>
      `يصنع ${v.name} طاولات مباشرة؛ تأسست الشركة عام ${v.year} ${v.inCity.ar}، وطاولات الروليت والباكارا لديها جولات مشتركة وفق جدول زمني لكل الجالسين، ويحدد النتيجة مولد عادل قابل للإثبات.`,
  },

  instant: {
    en: (v) =>
      `${v.name} makes fast instant and crash games; the studio was founded in ${v.year} ${v.inCity.en}.`,
    ru: (v) =>
      `${v.name} создаёт быстрые моментальные и crash-игры; студия основана в ${v.year} году ${v.inCity.ru}.`,
    az: (v) =>
      `${v.name} sürətli ani və crash oyunları hazırlayır; studiya ${azYear(v.year)} ildə ${v.inCity.az} yaradılıb.`,
    kk: (v) =>
      `${v.name} жылдам жедел және crash ойындарын жасайды; студия ${v.year} жылы ${v.inCity.kk} құрылған.`,
    tr: (v) =>
      `${v.name}, hızlı anlık ve crash oyunları geliştirir; stüdyo ${v.year} yılında ${v.inCity.tr} kuruldu.`,
    ar: (v) =>
      `يطوّر ${v.name} ألعابًا فورية وألعاب كراش سريعة، وقد تأسس الاستوديو عام ${v.year} ${v.inCity.ar}.`,
  },
  fruit: {
    en: (v) =>
      `${v.name} has been building classic fruit machines and retro slots since ${v.year}, from its base ${v.inCity.en}.`,
    ru: (v) =>
      `${v.name} с ${v.year} года выпускает классические фруктовые автоматы и ретрослоты; студия базируется ${v.inCity.ru}.`,
    az: (v) =>
      `${v.name} ${azYear(v.year)} ildən bəri klassik meyvə avtomatları və retro slotlar hazırlayır; studiya ${v.inCity.az} yerləşir.`,
    kk: (v) =>
      `${v.name} ${v.year} жылдан бері классикалық жеміс автоматтары мен ретро слоттар шығарады; студия ${v.inCity.kk} орналасқан.`,
    tr: (v) =>
      `${v.name}, ${v.year} yılından beri klasik meyve makineleri ve retro slotlar üretiyor; stüdyo ${v.inCity.tr} bulunuyor.`,
    ar: (v) =>
      `يصنع ${v.name} ماكينات الفواكه الكلاسيكية وألعاب السلوت ذات الطابع القديم منذ عام ${v.year}، ومقره ${v.inCity.ar}.`,
  },
  mixed: {
    en: (v) =>
      `${v.name} is a gaming group founded in ${v.year} ${v.inCity.en}, with a portfolio spanning slots, table games and game shows.`,
    ru: (v) =>
      `${v.name} — игровая группа, основанная в ${v.year} году ${v.inCity.ru}; в её портфеле слоты, настольные игры и игровые шоу.`,
    az: (v) =>
      `${v.name} ${azYear(v.year)} ildə ${v.inCity.az} yaradılmış oyun qrupudur; portfelində slotlar, stolüstü oyunlar və oyun şouları var.`,
    kk: (v) =>
      `${v.name} — ${v.year} жылы ${v.inCity.kk} құрылған ойын тобы; оның портфелінде слоттар, үстел ойындары және ойын шоулары бар.`,
    tr: (v) =>
      `${v.name}, ${v.year} yılında ${v.inCity.tr} kurulmuş bir oyun grubudur; portföyünde slotlar, masa oyunları ve oyun şovları yer alır.`,
    ar: (v) =>
      `${v.name} مجموعة ألعاب تأسست عام ${v.year} ${v.inCity.ar}، وتضم محفظتها ألعاب السلوت وألعاب الطاولة وعروض الألعاب.`,
  },
};

/** The second sentence: two signature features, both nominative. */
export const PROVIDER_FEATURE_SENTENCE: Record<Language, (a: string, b: string) => string> = {
  en: (a, b) => `The studio is best known for ${a} and ${b}.`,
  ru: (a, b) => `Визитная карточка студии — ${a} и ${b}.`,
  az: (a, b) => `Studiyanın əsas xüsusiyyətləri — ${a} və ${b}.`,
  kk: (a, b) => `Студияның басты ерекшеліктері — ${a} және ${b}.`,
  tr: (a, b) => `Stüdyonun öne çıkan özellikleri: ${a} ve ${b}.`,
  ar: (a, b) => `من أبرز ما يميز الاستوديو ${a} و${b}.`,
};
