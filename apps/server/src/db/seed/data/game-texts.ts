// Translated sentence templates a game description is composed from, and the word lists for
// non-slot game names. Templates keep inserted names and numbers in positions that need no
// grammatical inflection in any of the six languages.
import type { GameCategoryName, Language } from '@aurum/domain';
import type { LocalizedText } from '../../../modules/catalogue/tables';

export const LANGS: readonly Language[] = ['en', 'ru', 'az', 'kk', 'tr', 'ar'];

/** Quotes each language puts around a title. */
export const QUOTE: Record<Language, (s: string) => string> = {
  en: (s) => `“${s}”`,
  ru: (s) => `«${s}»`,
  az: (s) => `«${s}»`,
  kk: (s) => `«${s}»`,
  tr: (s) => `“${s}”`,
  ar: (s) => `«${s}»`,
};

export type OtherKind = 'scratch' | 'keno' | 'dice' | 'mines' | 'plinko' | 'video-poker';

/**
 * What the game is, as the predicate of the first sentence. In Turkish it carries the copula
 * (the template adds nothing after it).
 */
export const GAME_NOUNS: Record<Exclude<GameCategoryName, 'other'> | OtherKind, LocalizedText> = {
  slots: {
    en: 'a video slot',
    ru: 'видеослот',
    az: 'video slot',
    kk: 'видеослот',
    tr: 'bir video slottur',
    ar: 'لعبة سلوت',
  },
  'fruit-game': {
    en: 'a fruit slot in the classic style',
    ru: 'фруктовый слот в классическом стиле',
    az: 'klassik üslubda meyvə slotu',
    kk: 'классикалық стильдегі жеміс слоты',
    tr: 'klasik tarzda bir meyve slotudur',
    ar: 'لعبة فواكه بالطراز الكلاسيكي',
  },
  roulette: {
    en: 'a digital roulette game',
    ru: 'цифровая рулетка',
    az: 'rəqəmsal rulet',
    kk: 'цифрлық рулетка',
    tr: 'dijital bir rulettir',
    ar: 'لعبة روليت رقمية',
  },
  'live-casino': {
    en: 'a live casino table',
    ru: 'стол живого казино',
    az: 'canlı kazino masası',
    kk: 'тікелей казино үстелі',
    tr: 'bir canlı casino masasıdır',
    ar: 'طاولة كازينو مباشر',
  },
  'live-baccarat': {
    en: 'a live baccarat table',
    ru: 'стол живого баккара',
    az: 'canlı bakkara masası',
    kk: 'тікелей баккара үстелі',
    tr: 'bir canlı bakara masasıdır',
    ar: 'طاولة باكارات مباشرة',
  },
  'live-blackjack': {
    en: 'a live blackjack table',
    ru: 'стол живого блэкджека',
    az: 'canlı blekcek masası',
    kk: 'тікелей блэкджек үстелі',
    tr: 'bir canlı blackjack masasıdır',
    ar: 'طاولة بلاك جاك مباشرة',
  },
  'live-game-show': {
    en: 'a live game show',
    ru: 'живое игровое шоу',
    az: 'canlı oyun şousu',
    kk: 'тікелей ойын шоуы',
    tr: 'canlı bir oyun şovudur',
    ar: 'عرض ألعاب مباشر',
  },
  'live-roulette': {
    en: 'a live roulette table',
    ru: 'стол живой рулетки',
    az: 'canlı rulet masası',
    kk: 'тікелей рулетка үстелі',
    tr: 'bir canlı rulet masasıdır',
    ar: 'طاولة روليت مباشرة',
  },
  crash: {
    en: 'a crash game',
    ru: 'crash-игра',
    az: 'crash oyunu',
    kk: 'crash ойыны',
    tr: 'bir crash oyunudur',
    ar: 'لعبة كراش',
  },
  scratch: {
    en: 'an instant scratch card',
    ru: 'моментальная скретч-карта',
    az: 'ani cızma kartı',
    kk: 'жедел скретч-карта',
    tr: 'anlık bir kazı kazandır',
    ar: 'بطاقة خدش فورية',
  },
  keno: {
    en: 'a keno game',
    ru: 'игра в кено',
    az: 'keno oyunu',
    kk: 'кено ойыны',
    tr: 'bir keno oyunudur',
    ar: 'لعبة كينو',
  },
  dice: {
    en: 'a dice game',
    ru: 'игра в кости',
    az: 'zər oyunu',
    kk: 'сүйек ойыны',
    tr: 'bir zar oyunudur',
    ar: 'لعبة نرد',
  },
  mines: {
    en: 'a mines game',
    ru: 'игра в жанре «мины»',
    az: 'mina axtarışı oyunu',
    kk: '«миналар» ойыны',
    tr: 'bir mayın oyunudur',
    ar: 'لعبة ألغام',
  },
  plinko: {
    en: 'a plinko game',
    ru: 'игра плинко',
    az: 'plinko oyunu',
    kk: 'плинко ойыны',
    tr: 'bir plinko oyunudur',
    ar: 'لعبة بلينكو',
  },
  'video-poker': {
    en: 'a video poker game',
    ru: 'видеопокер',
    az: 'video poker oyunu',
    kk: 'бейнепокер',
    tr: 'bir video poker oyunudur',
    ar: 'لعبة فيديو بوكر',
  },
};

/** First sentence: the game, what it is, and who made it. */
export const INTRO: Record<Language, (name: string, noun: string, provider: string) => string> = {
  en: (n, noun, p) => `${QUOTE.en(n)} is ${noun} from ${p}.`,
  ru: (n, noun, p) => `${QUOTE.ru(n)} — ${noun} от студии ${p}.`,
  az: (n, noun, p) => `${QUOTE.az(n)} — ${p} tərəfindən hazırlanmış ${noun}.`,
  kk: (n, noun, p) => `${QUOTE.kk(n)} — ${p} әзірлеген ${noun}.`,
  tr: (n, noun, p) => `${QUOTE.tr(n)}, ${p} imzalı ${noun}.`,
  ar: (n, noun, p) => `${QUOTE.ar(n)} ${noun} من تطوير ${p}.`,
};

export type Volatility = 'low' | 'medium' | 'high';

const VOLATILITY: Record<Volatility, LocalizedText> = {
  low: { en: 'low', ru: 'низкая', az: 'aşağıdır', kk: 'төмен', tr: 'düşük', ar: 'منخفض' },
  medium: { en: 'medium', ru: 'средняя', az: 'ortadır', kk: 'орташа', tr: 'orta', ar: 'متوسط' },
  high: { en: 'high', ru: 'высокая', az: 'yüksəkdir', kk: 'жоғары', tr: 'yüksek', ar: 'مرتفع' },
};

/** Reels, rows, paylines and volatility of a slot. */
export function slotMechanics(
  lang: Language,
  reels: number,
  rows: number,
  lines: number,
  vol: Volatility,
): string {
  const v = VOLATILITY[vol][lang];
  const grid = `${reels}×${rows}`;
  switch (lang) {
    case 'en':
      return `It plays on a ${grid} grid with ${lines} paylines, and its volatility is ${v}.`;
    case 'ru':
      return `Игровое поле ${grid}, линий выплат — ${lines}, волатильность ${v}.`;
    case 'az':
      return `Oyun sahəsi ${grid}, ödəniş xətlərinin sayı ${lines}, volatillik isə ${v}.`;
    case 'kk':
      return `Ойын алаңы ${grid}, төлем желілерінің саны — ${lines}, құбылмалылығы ${v}.`;
    case 'tr':
      return `Oyun ${grid} düzeninde ve ${lines} ödeme çizgisiyle oynanır; volatilitesi ${v}.`;
    case 'ar':
      return `تُلعب على شبكة ${grid}، وعدد خطوط الدفع ${lines}، ومستوى التقلب ${v}.`;
  }
}

export type RouletteVariant = 'european' | 'french' | 'american';

export const ROULETTE_RULES: Record<RouletteVariant, LocalizedText> = {
  european: {
    en: 'It follows European rules with a single zero, plus a racetrack for neighbour bets and saved favourite bets.',
    ru: 'Игра идёт по европейским правилам с одним зеро; есть трек для ставок на соседей и сохранённые избранные ставки.',
    az: 'Oyun tək sıfırlı Avropa qaydaları ilə gedir; qonşu mərcləri üçün trek və yadda saxlanılan seçilmiş mərclər də var.',
    kk: 'Ойын бір нөлі бар еуропалық ережелермен өтеді; көршілерге бәс тігу трегі және сақталған таңдаулы бәстер де бар.',
    tr: 'Oyun tek sıfırlı Avrupa kurallarıyla oynanır; komşu bahisleri için pist ve kaydedilmiş favori bahisler de mevcut.',
    ar: 'تُلعب وفق القواعد الأوروبية بصفر واحد، مع مسار لرهانات الجيران وإمكانية حفظ الرهانات المفضلة.',
  },
  french: {
    en: 'French rules apply: a single zero and La Partage, which returns half of even-money bets when zero lands.',
    ru: 'Действуют французские правила: одно зеро и правило La Partage, по которому при выпадении зеро возвращается половина ставок на равные шансы.',
    az: 'Fransız qaydaları tətbiq olunur: tək sıfır və La Partage qaydası; sıfır düşəndə bərabər şanslı mərclərin yarısı geri qaytarılır.',
    kk: 'Француз ережелері қолданылады: бір нөл және La Partage ережесі; нөл түскенде тең мүмкіндікті бәстердің жартысы қайтарылады.',
    tr: 'Fransız kuralları geçerlidir: tek sıfır ve La Partage kuralı; sıfır geldiğinde eşit şanslı bahislerin yarısı iade edilir.',
    ar: 'تُطبّق القواعد الفرنسية: صفر واحد مع قاعدة لا بارتاج التي تعيد نصف الرهانات متساوية الفرص عند ظهور الصفر.',
  },
  american: {
    en: 'American rules with both a zero and a double zero on the wheel, and a five-number bet on the layout.',
    ru: 'Американские правила: на колесе есть зеро и двойное зеро, а на поле доступна ставка на пять номеров.',
    az: 'Amerika qaydaları: çarxda həm sıfır, həm də qoşa sıfır var, masada isə beş rəqəmə mərc etmək mümkündür.',
    kk: 'Американдық ережелер: дөңгелекте нөл де, қос нөл де бар, ал үстелде бес санға бәс тігуге болады.',
    tr: 'Amerikan kuralları: çarkta hem sıfır hem çift sıfır bulunur, masada ise beş sayıya bahis yapılabilir.',
    ar: 'قواعد أمريكية بصفر وصفر مزدوج على العجلة، مع إمكانية الرهان على خمسة أرقام.',
  },
};

/** One extra sentence about how a live table plays, per live category (roulette uses ROULETTE_RULES). */
export const LIVE_FORMATS: Record<
  'live-casino' | 'live-baccarat' | 'live-blackjack' | 'live-game-show',
  readonly LocalizedText[]
> = {
  'live-blackjack': [
    {
      en: 'There are seven seats at the table, with Perfect Pairs and 21+3 side bets.',
      ru: 'За столом семь мест, доступны побочные ставки Perfect Pairs и 21+3.',
      az: 'Masada yeddi yer var, Perfect Pairs və 21+3 əlavə mərcləri mövcuddur.',
      kk: 'Үстелде жеті орын бар, Perfect Pairs және 21+3 қосымша бәстері қолжетімді.',
      tr: 'Masada yedi koltuk bulunur; Perfect Pairs ve 21+3 yan bahisleri mevcuttur.',
      ar: 'تضم الطاولة سبعة مقاعد، مع رهانات جانبية مثل Perfect Pairs و21+3.',
    },
    {
      en: 'Any number of players can join a round: everyone plays the same hand but makes their own decisions.',
      ru: 'К раунду может присоединиться любое число игроков: все играют одну и ту же раздачу, но принимают собственные решения.',
      az: 'Raunda istənilən sayda oyunçu qoşula bilər: hamı eyni əllə oynayır, lakin qərarları özü verir.',
      kk: 'Раундқа кез келген санды ойыншы қосыла алады: бәрі бір таратумен ойнайды, бірақ шешімді өздері қабылдайды.',
      tr: 'Bir tura istenen sayıda oyuncu katılabilir: herkes aynı eli oynar ama kendi kararlarını verir.',
      ar: 'يمكن لأي عدد من اللاعبين الانضمام إلى الجولة، فالجميع يلعب اليد نفسها لكن كلٌّ يتخذ قراراته بنفسه.',
    },
  ],
  'live-baccarat': [
    {
      en: 'Side bets on Player and Banker pairs are available, along with full roadmaps of previous results.',
      ru: 'Доступны побочные ставки на пары Игрока и Банкира, а также полные таблицы прошлых результатов.',
      az: 'Oyunçu və Bankir cütlərinə əlavə mərclər, eləcə də əvvəlki nəticələrin tam cədvəlləri mövcuddur.',
      kk: 'Ойыншы мен Банкир жұптарына қосымша бәстер және бұрынғы нәтижелердің толық кестелері қолжетімді.',
      tr: 'Oyuncu ve Banka çiftlerine yan bahisler ile önceki sonuçların eksiksiz tabloları mevcuttur.',
      ar: 'تتوفر رهانات جانبية على أزواج اللاعب والمصرفي، إلى جانب لوحات كاملة للنتائج السابقة.',
    },
    {
      en: 'Cards are revealed slowly, one corner at a time, for maximum suspense.',
      ru: 'Карты открываются медленно, уголок за уголком, чтобы напряжение было максимальным.',
      az: 'Maksimum gərginlik üçün kartlar yavaş-yavaş, künc-künc açılır.',
      kk: 'Барынша қызық болу үшін карталар баяу, бұрыштап ашылады.',
      tr: 'Gerilimi en üst düzeye çıkarmak için kartlar köşe köşe, yavaşça açılır.',
      ar: 'تُكشف الأوراق ببطء، زاوية بعد زاوية، لأقصى قدر من التشويق.',
    },
  ],
  'live-casino': [
    {
      en: 'Play against the house with poker hands, bonus side bets and a payout table that is easy to follow.',
      ru: 'Играйте против заведения покерными комбинациями, с бонусными побочными ставками и понятной таблицей выплат.',
      az: 'Poker kombinasiyaları ilə kazinoya qarşı oynayın: bonus əlavə mərcləri və sadə ödəniş cədvəli sizi gözləyir.',
      kk: 'Покер комбинацияларымен казиноға қарсы ойнаңыз: бонустық қосымша бәстер және түсінікті төлем кестесі бар.',
      tr: 'Poker elleriyle kasaya karşı oynayın: bonus yan bahisleri ve anlaşılır bir ödeme tablosu sizi bekliyor.',
      ar: 'العب ضد الكازينو بتشكيلات البوكر، مع رهانات جانبية إضافية وجدول دفع سهل الفهم.',
    },
    {
      en: 'Quick rounds, simple bets and a dealer who explains every step to newcomers.',
      ru: 'Быстрые раунды, простые ставки и дилер, который объясняет новичкам каждый шаг.',
      az: 'Sürətli raundlar, sadə mərclər və yeni başlayanlara hər addımı izah edən diler.',
      kk: 'Жылдам раундтар, қарапайым бәстер және жаңадан бастағандарға әр қадамды түсіндіретін дилер.',
      tr: 'Hızlı turlar, basit bahisler ve yeni başlayanlara her adımı anlatan bir krupiye.',
      ar: 'جولات سريعة ورهانات بسيطة وموزع يشرح كل خطوة للمبتدئين.',
    },
  ],
  'live-game-show': [
    {
      en: 'Random multipliers are drawn before every spin and can boost a segment many times over.',
      ru: 'Перед каждым вращением случайным образом выпадают множители, которые могут многократно увеличить выплату сектора.',
      az: 'Hər fırlanmadan əvvəl təsadüfi çarpanlar seçilir və onlar sektorun ödənişini dəfələrlə artıra bilər.',
      kk: 'Әр айналым алдында кездейсоқ көбейткіштер таңдалады, олар сектордың төлемін бірнеше есе арттыра алады.',
      tr: 'Her dönüşten önce rastgele çarpanlar belirlenir ve bir dilimin ödemesini kat kat artırabilir.',
      ar: 'تُسحب مضاعفات عشوائية قبل كل دورة، ويمكنها أن تضاعف عائد القطاع مرات عديدة.',
    },
    {
      en: 'Landing on a bonus segment takes the show into a separate bonus game with its own prizes.',
      ru: 'Попадание на бонусный сектор переносит шоу в отдельную бонусную игру со своими призами.',
      az: 'Bonus sektoruna düşmək şounu öz hədiyyələri olan ayrıca bonus oyununa aparır.',
      kk: 'Бонустық секторға түсу шоуды өз жүлделері бар жеке бонустық ойынға ауыстырады.',
      tr: 'Bonus dilimine gelmek şovu kendi ödülleri olan ayrı bir bonus oyununa taşır.',
      ar: 'عند التوقف على قطاع المكافأة ينتقل العرض إلى لعبة مكافأة منفصلة بجوائزها الخاصة.',
    },
  ],
};

/** How a crash round can end, with the maximum multiplier. */
export function crashMechanics(lang: Language, maxMultiplier: number): string {
  const m = `×${formatInteger(lang, maxMultiplier)}`;
  switch (lang) {
    case 'en':
      return `The multiplier can climb as high as ${m}, and every round can be checked for fairness.`;
    case 'ru':
      return `Множитель может вырасти до ${m}, а честность каждого раунда можно проверить.`;
    case 'az':
      return `Çarpan ${m} həddinə qədər yüksələ bilər, hər raundun ədalətliliyini isə yoxlamaq mümkündür.`;
    case 'kk':
      return `Көбейткіш ${m} дейін өсуі мүмкін, ал әр раундтың әділдігін тексеруге болады.`;
    case 'tr':
      return `Çarpan ${m} seviyesine kadar çıkabilir ve her turun adilliği doğrulanabilir.`;
    case 'ar':
      return `يمكن أن يصل المضاعف إلى ${m}، ويمكن التحقق من نزاهة كل جولة.`;
  }
}

export const OTHER_RULES: Record<OtherKind, LocalizedText> = {
  scratch: {
    en: 'Scratch off nine hidden fields and match three identical prizes to win.',
    ru: 'Сотрите защитный слой с девяти полей и соберите три одинаковых приза, чтобы выиграть.',
    az: 'Doqquz gizli xananı cızın və qazanmaq üçün üç eyni mükafat toplayın.',
    kk: 'Тоғыз жасырын ұяшықтың қорғаныш қабатын өшіріп, ұту үшін үш бірдей жүлде жинаңыз.',
    tr: 'Dokuz gizli alanı kazıyın ve kazanmak için üç aynı ödülü eşleştirin.',
    ar: 'اكشط تسعة حقول مخفية وطابق ثلاث جوائز متماثلة لتربح.',
  },
  keno: {
    en: 'Pick up to ten numbers out of eighty and watch twenty balls being drawn.',
    ru: 'Выберите до десяти чисел из восьмидесяти и следите за розыгрышем двадцати шаров.',
    az: 'Səksən rəqəmdən ona qədərini seçin və iyirmi topun çəkilişini izləyin.',
    kk: 'Сексен саннан онға дейін таңдап, жиырма шардың ойнатылуын бақылаңыз.',
    tr: 'Seksen sayı arasından en fazla on tane seçin ve yirmi topun çekilişini izleyin.',
    ar: 'اختر حتى عشرة أرقام من ثمانين وتابع سحب عشرين كرة.',
  },
  dice: {
    en: 'Set your target number and chance of winning, then roll: the lower the chance, the higher the payout.',
    ru: 'Задайте целевое число и шанс выигрыша, затем бросайте кости: чем ниже шанс, тем выше выплата.',
    az: 'Hədəf rəqəmi və qazanma şansını təyin edin, sonra zəri atın: şans nə qədər aşağıdırsa, ödəniş bir o qədər yüksəkdir.',
    kk: 'Мақсатты сан мен ұту мүмкіндігін белгілеп, сүйекті лақтырыңыз: мүмкіндік неғұрлым төмен болса, төлем соғұрлым жоғары.',
    tr: 'Hedef sayınızı ve kazanma şansınızı belirleyin, sonra zarı atın: şans ne kadar düşükse ödeme o kadar yüksek olur.',
    ar: 'حدد الرقم المستهدف وفرصة الفوز ثم ارمِ النرد: كلما قلّت الفرصة ارتفع العائد.',
  },
  mines: {
    en: 'Open tiles on a 5×5 field and avoid the hidden mines: every safe tile raises the multiplier.',
    ru: 'Открывайте клетки на поле 5×5 и обходите спрятанные мины: каждая безопасная клетка повышает множитель.',
    az: '5×5 sahədə xanaları açın və gizli minalardan yayının: hər təhlükəsiz xana çarpanı artırır.',
    kk: '5×5 алаңда ұяшықтарды ашып, жасырын миналардан сақтаныңыз: әр қауіпсіз ұяшық көбейткішті арттырады.',
    tr: '5×5 alanda kareleri açın ve gizli mayınlardan kaçının: her güvenli kare çarpanı yükseltir.',
    ar: 'افتح المربعات في حقل 5×5 وتجنب الألغام المخفية، فكل مربع آمن يرفع المضاعف.',
  },
  plinko: {
    en: 'Drop the ball through rows of pegs and watch which multiplier slot it lands in.',
    ru: 'Бросьте шарик сквозь ряды штырьков и посмотрите, в какую ячейку с множителем он упадёт.',
    az: 'Topu mıx cərgələrinin arasından buraxın və onun hansı çarpan xanasına düşəcəyini izləyin.',
    kk: 'Шарды қазықтар қатарлары арқылы тастап, оның қай көбейткіш ұяшығына түсетінін көріңіз.',
    tr: 'Topu çivi sıralarının arasından bırakın ve hangi çarpan yuvasına düşeceğini izleyin.',
    ar: 'أسقط الكرة عبر صفوف الأوتاد وشاهد في أي خانة مضاعف ستستقر.',
  },
  'video-poker': {
    en: 'Hold the best cards, draw the rest and collect payouts from a pair of jacks up to a royal flush.',
    ru: 'Оставьте лучшие карты, замените остальные и получите выплату — от пары валетов до роял-флеша.',
    az: 'Ən yaxşı kartları saxlayın, qalanlarını dəyişin və bir cüt valetdən royal fleşə qədər ödənişlər qazanın.',
    kk: 'Ең жақсы карталарды қалдырып, қалғандарын ауыстырыңыз да, бір жұп валеттен роял-флешке дейінгі төлемдерді алыңыз.',
    tr: 'En iyi kartları tutun, kalanları değiştirin ve bir çift valeden royal floşa kadar ödemeler kazanın.',
    ar: 'احتفظ بأفضل الأوراق واسحب البقية، واربح من زوج من الشبان حتى الرويال فلاش.',
  },
};

/** "The RTP is 96.2 %" with each language's number and percent conventions. */
export function payoutSentence(lang: Language, payout: number): string {
  const p = formatDecimal(lang, payout);
  switch (lang) {
    case 'en':
      return `Its theoretical return to player (RTP) is ${p}%.`;
    case 'ru':
      return `Теоретический процент возврата игроку (RTP) — ${p}\u00a0%.`;
    case 'az':
      return `Oyunçuya nəzəri qaytarım faizi (RTP) ${p}% təşkil edir.`;
    case 'kk':
      return `Ойыншыға теориялық қайтарым көрсеткіші (RTP) — ${p}%.`;
    case 'tr':
      return `Teorik oyuncuya dönüş oranı (RTP) %${p}.`;
    case 'ar':
      return `تبلغ نسبة العائد النظري للاعب (RTP) ${p}%.`;
  }
}

export type DeviceSet = 'both' | 'desktop' | 'mobile';

export const DEVICE_SENTENCES: Record<DeviceSet, LocalizedText> = {
  both: {
    en: 'Available on mobile and desktop.',
    ru: 'Доступна на смартфонах и компьютерах.',
    az: 'Mobil cihazlarda və kompüterlərdə mövcuddur.',
    kk: 'Смартфондарда да, компьютерлерде де қолжетімді.',
    tr: 'Mobil cihazlarda ve masaüstünde oynanabilir.',
    ar: 'متاحة على الهواتف المحمولة وأجهزة الكمبيوتر.',
  },
  desktop: {
    en: 'Available on desktop only.',
    ru: 'Доступна только на компьютерах.',
    az: 'Yalnız kompüterlərdə mövcuddur.',
    kk: 'Тек компьютерлерде қолжетімді.',
    tr: 'Yalnızca masaüstünde oynanabilir.',
    ar: 'متاحة على أجهزة الكمبيوتر فقط.',
  },
  mobile: {
    en: 'Available on mobile devices only.',
    ru: 'Доступна только на мобильных устройствах.',
    az: 'Yalnız mobil cihazlarda mövcuddur.',
    kk: 'Тек мобильді құрылғыларда қолжетімді.',
    tr: 'Yalnızca mobil cihazlarda oynanabilir.',
    ar: 'متاحة على الهواتف المحمولة فقط.',
  },
};

export const BONUS_SENTENCE: LocalizedText = {
  en: 'This game takes part in current bonus offers.',
  ru: 'Игра участвует в действующих бонусных акциях.',
  az: 'Oyun cari bonus aksiyalarında iştirak edir.',
  kk: 'Ойын ағымдағы бонустық акцияларға қатысады.',
  tr: 'Oyun, geçerli bonus kampanyalarına dahildir.',
  ar: 'تشارك هذه اللعبة في عروض المكافآت الحالية.',
};

/** 96.2 → "96.2" / "96,2" (trailing zeros dropped). */
export function formatDecimal(lang: Language, value: number): string {
  const s = String(Math.round(value * 100) / 100);
  return lang === 'en' || lang === 'ar' ? s : s.replace('.', ',');
}

/** 10000 → "10,000" / "10 000" / "10.000". */
export function formatInteger(lang: Language, value: number): string {
  const sep = lang === 'en' || lang === 'ar' ? ',' : lang === 'tr' ? '.' : '\u00a0';
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

// ---- names of non-slot games ----

export const ROULETTE_PREFIXES: readonly string[] = [
  'Classic',
  'Gold',
  'Royal',
  'Neon',
  'Mini',
  'Premium',
  'Turbo',
  'Diamond',
  'Lucky',
  'Grand',
  'Platinum',
  'Midnight',
  'Emerald',
  'Silver',
  'Vintage',
  'Pro',
];

export const LIVE_PREFIXES: readonly string[] = [
  'Velvet',
  'Grand',
  'Royal',
  'Golden',
  'Platinum',
  'Emerald',
  'Riviera',
  'Salon Privé',
  'Lucky',
  'Diamond',
  'Midnight',
  'Sapphire',
  'Imperial',
  'Classic',
  'Prime',
  'VIP',
  'Elite',
  'Ruby',
  'Monarch',
  'Opal',
];

export const LIVE_GAMES: Record<
  'live-casino' | 'live-baccarat' | 'live-blackjack' | 'live-roulette',
  readonly string[]
> = {
  'live-roulette': [
    'Roulette',
    'Auto Roulette',
    'Double Ball Roulette',
    'French Roulette',
    'European Roulette',
    'Multiplier Roulette',
  ],
  'live-blackjack': [
    'Blackjack',
    'Classic Blackjack',
    'Blackjack Express',
    'Blackjack Lounge',
    'Blackjack Duel',
  ],
  'live-baccarat': [
    'Baccarat',
    'Squeeze Baccarat',
    'Speed Baccarat',
    'No Commission Baccarat',
    'Baccarat Control',
  ],
  'live-casino': [
    "Casino Hold'em",
    'Three Card Poker',
    'Sic Bo',
    'Dragon Tiger',
    'Andar Bahar',
    'Teen Patti',
    'Caribbean Stud',
    "Texas Hold'em Bonus",
    'Fan Tan',
    'Ultimate Poker',
  ],
};

export const LIVE_SUFFIXES: readonly string[] = [
  'Live',
  'Lounge',
  'Table',
  'Studio',
  'Deluxe',
  'Club',
];

export const SHOW_ADJECTIVES: readonly string[] = [
  'Mega',
  'Super',
  'Golden',
  'Big',
  'Rainbow',
  'Jolly',
  'Grand',
  'Starlight',
  'Neon',
  'Carnival',
  'Lucky',
  'Royal',
];
export const SHOW_NOUNS: readonly string[] = [
  'Wheel of Riches',
  'Money Wheel',
  'Coin Drop',
  'Prize Tower',
  'Dice Party',
  'Treasure Hunt',
  'Ball Drop',
  'Fortune Flip',
  'Cash Ladder',
  'Lucky Balls',
  'Spin Show',
  'Prize Machine',
];

export const CRASH_VEHICLES: Record<
  'space-launch' | 'aviation' | 'sky-balloon',
  readonly string[]
> = {
  'space-launch': ['Rocket', 'Astronaut', 'Comet', 'Spaceship', 'Meteor', 'UFO', 'Starship'],
  aviation: ['Jet', 'Falcon', 'Paper Plane', 'Glider', 'Biplane', 'Pilot'],
  'sky-balloon': ['Balloon', 'Zeppelin', 'Firework', 'Kite', 'Airship'],
};
export const CRASH_VERBS: readonly string[] = [
  'Rush',
  'Climb',
  'Ascent',
  'Dash',
  'Boost',
  'Launch',
  'Flight',
  'Blast',
  'Run',
  'Lift',
  'Soar',
  'Escape',
];
export const CRASH_SUFFIXES: readonly string[] = ['X', '2', 'Pro', 'Max', 'Turbo', 'Plus'];

export const INSTANT_ADJECTIVES: readonly string[] = [
  'Lucky',
  'Turbo',
  'Classic',
  'Space',
  'Jungle',
  'Neon',
  'Royal',
  'Speed',
  'Magic',
  'Gold',
  'Crystal',
  'Hyper',
  'Pixel',
  'Retro',
];

export const VIDEO_POKER_NAMES: readonly string[] = [
  'Jacks or Better',
  'Deuces Wild',
  'Joker Poker',
  'Bonus Poker',
  'Double Bonus Poker',
  'Aces and Faces',
  'Tens or Better',
  'All American Poker',
];
