// Home-page promo banners (spec §2.4): keys, positions, link targets and translated texts.
// The artwork carries no text; the web renders these texts over it.
import type { LocalizedText } from '../../../modules/catalogue/tables';

export interface BannerSeed {
  key: string;
  position: 'top' | 'bottom';
  sortOrder: number;
  url: string;
  active: boolean;
  title: LocalizedText;
  description: LocalizedText;
  buttonText: LocalizedText;
}

export const BANNER_SEEDS: readonly BannerSeed[] = [
  {
    key: 'vip',
    position: 'top',
    sortOrder: 1,
    url: '/vip',
    active: true,
    title: { en: 'VIP Club', ru: 'VIP-клуб', az: 'VIP klub', kk: 'VIP клуб', tr: 'VIP Kulüp', ar: 'نادي VIP' },
    description: {
      en: 'A personal manager, faster withdrawals and exclusive gifts for our most loyal players.',
      ru: 'Персональный менеджер, ускоренный вывод средств и эксклюзивные подарки для самых преданных игроков.',
      az: 'Ən sadiq oyunçularımız üçün şəxsi menecer, sürətli pul çıxarışı və eksklüziv hədiyyələr.',
      kk: 'Ең адал ойыншыларымызға жеке менеджер, жылдам ақша шығару және эксклюзивті сыйлықтар.',
      tr: 'En sadık oyuncularımıza kişisel yönetici, daha hızlı para çekme ve özel hediyeler.',
      ar: 'مدير شخصي وسحوبات أسرع وهدايا حصرية لأكثر لاعبينا ولاءً.',
    },
    buttonText: { en: 'Join the club', ru: 'Вступить в клуб', az: 'Kluba qoşulun', kk: 'Клубқа қосылу', tr: 'Kulübe katıl', ar: 'انضم إلى النادي' },
  },
  {
    key: 'cashback',
    position: 'top',
    sortOrder: 2,
    url: '/bonuses/cashback',
    active: true,
    title: { en: 'Weekly cashback', ru: 'Еженедельный кешбэк', az: 'Həftəlik keşbek', kk: 'Апталық кэшбэк', tr: 'Haftalık nakit iade', ar: 'استرداد نقدي أسبوعي' },
    description: {
      en: 'Activate it whenever you like and get back 10% of your net losses over the last 7 days.',
      ru: 'Активируйте кешбэк в любой момент и верните 10% чистого проигрыша за последние 7 дней.',
      az: 'Keşbeki istənilən vaxt aktivləşdirin və son 7 gündəki xalis itkinizin 10%-ni geri alın.',
      kk: 'Кэшбэкті кез келген уақытта іске қосып, соңғы 7 күндегі таза ұтылысыңыздың 10%-ын қайтарыңыз.',
      tr: "Nakit iadeyi dilediğiniz zaman etkinleştirin, son 7 gündeki net kaybınızın %10'unu geri alın.",
      ar: 'فعّل الاسترداد النقدي متى شئت واسترد 10% من صافي خسائرك خلال آخر 7 أيام.',
    },
    buttonText: { en: 'Get cashback', ru: 'Получить кешбэк', az: 'Keşbek alın', kk: 'Кэшбэк алу', tr: 'İadeyi al', ar: 'احصل على الاسترداد' },
  },
  {
    key: 'providers',
    position: 'top',
    sortOrder: 3,
    url: '/providers',
    active: true,
    title: {
      en: 'The best game studios',
      ru: 'Лучшие игровые студии',
      az: 'Ən yaxşı oyun studiyaları',
      kk: 'Үздік ойын студиялары',
      tr: 'En iyi oyun stüdyoları',
      ar: 'أفضل استوديوهات الألعاب',
    },
    description: {
      en: 'Slots, live tables and crash games from more than 40 studios, all in one lobby.',
      ru: 'Слоты, живые столы и crash-игры от более чем 40 студий — всё в одном лобби.',
      az: '40-dan çox studiyanın slotları, canlı masaları və crash oyunları — hamısı bir lobbidə.',
      kk: '40-тан астам студияның слоттары, тікелей үстелдері мен crash ойындары — бәрі бір лоббиде.',
      tr: "40'tan fazla stüdyonun slotları, canlı masaları ve crash oyunları tek bir lobide.",
      ar: 'ألعاب سلوت وطاولات مباشرة وألعاب كراش من أكثر من 40 استوديو، كلها في ردهة واحدة.',
    },
    buttonText: {
      en: 'Browse studios',
      ru: 'Смотреть студии',
      az: 'Studiyalara baxın',
      kk: 'Студияларды көру',
      tr: 'Stüdyolara göz at',
      ar: 'تصفح الاستوديوهات',
    },
  },
  {
    key: '2x_deposit',
    position: 'bottom',
    sortOrder: 1,
    url: '/bonuses/welcome',
    active: true,
    title: {
      en: 'Double your first deposit',
      ru: 'Удвойте первый депозит',
      az: 'İlk depozitinizi ikiqat artırın',
      kk: 'Алғашқы депозитіңізді екі есе арттырыңыз',
      tr: 'İlk yatırımınızı ikiye katlayın',
      ar: 'ضاعف إيداعك الأول',
    },
    description: {
      en: 'A 100% welcome bonus on your first deposit: start playing with twice the balance.',
      ru: 'Приветственный бонус 100\u00a0% на первый депозит: начните игру с удвоенным балансом.',
      az: 'İlk depozitə 100% xoş gəldin bonusu: oyuna ikiqat balansla başlayın.',
      kk: 'Алғашқы депозитке 100% сәлемдесу бонусы: ойынды екі есе көп баланспен бастаңыз.',
      tr: 'İlk yatırımınıza %100 hoş geldin bonusu: oyuna iki kat bakiyeyle başlayın.',
      ar: 'مكافأة ترحيبية بنسبة 100% على إيداعك الأول: ابدأ اللعب برصيد مضاعف.',
    },
    buttonText: { en: 'Claim bonus', ru: 'Получить бонус', az: 'Bonusu alın', kk: 'Бонусты алу', tr: 'Bonusu al', ar: 'احصل على المكافأة' },
  },
  {
    key: 'high-rollers',
    position: 'bottom',
    sortOrder: 2,
    url: '/bonuses/high-roller',
    active: true,
    title: {
      en: 'High roller bonus',
      ru: 'Бонус для хайроллеров',
      az: 'Hayroller bonusu',
      kk: 'Хайроллерлерге арналған бонус',
      tr: 'Yüksek bahisçi bonusu',
      ar: 'مكافأة كبار المراهنين',
    },
    description: {
      en: 'Bigger deposits, bigger rewards: an exclusive bonus for players who play for high stakes.',
      ru: 'Больше депозит — больше награда: эксклюзивный бонус для тех, кто играет по-крупному.',
      az: 'Depozit nə qədər böyükdürsə, mükafat da bir o qədər böyükdür: yüksək mərclərlə oynayanlar üçün eksklüziv bonus.',
      kk: 'Депозит неғұрлым көп болса, сыйақы да соғұрлым көп: ірі бәс тігетіндерге арналған эксклюзивті бонус.',
      tr: 'Daha büyük yatırım, daha büyük ödül: yüksek bahislerle oynayanlara özel bir bonus.',
      ar: 'إيداعات أكبر ومكافآت أكبر: مكافأة حصرية لمن يلعبون برهانات عالية.',
    },
    buttonText: { en: 'Learn more', ru: 'Подробнее', az: 'Ətraflı', kk: 'Толығырақ', tr: 'Daha fazla bilgi', ar: 'اعرف المزيد' },
  },
  {
    key: 'cryptodeposit',
    position: 'bottom',
    sortOrder: 3,
    url: '/bonuses/crypto',
    active: true,
    title: {
      en: 'Crypto deposit bonus',
      ru: 'Бонус за криптодепозит',
      az: 'Kripto depozit bonusu',
      kk: 'Криптодепозит бонусы',
      tr: 'Kripto yatırım bonusu',
      ar: 'مكافأة الإيداع بالعملات المشفرة',
    },
    description: {
      en: 'Deposit in BTC, ETH, USDT or other coins and receive an extra bonus on top.',
      ru: 'Пополняйте счёт в BTC, ETH, USDT или других монетах и получайте дополнительный бонус.',
      az: 'BTC, ETH, USDT və ya digər kriptovalyutalarla depozit edin və əlavə bonus qazanın.',
      kk: 'BTC, ETH, USDT немесе басқа монеталармен шотыңызды толтырып, қосымша бонус алыңыз.',
      tr: 'BTC, ETH, USDT veya diğer kripto paralarla yatırım yapın, ekstra bonus kazanın.',
      ar: 'أودِع بعملات BTC أو ETH أو USDT أو غيرها واحصل على مكافأة إضافية.',
    },
    buttonText: {
      en: 'Deposit crypto',
      ru: 'Пополнить криптой',
      az: 'Kripto ilə artırın',
      kk: 'Криптомен толтыру',
      tr: 'Kripto yatır',
      ar: 'أودِع بالعملات المشفرة',
    },
  },
  {
    // A finished seasonal campaign: kept for the back office, never shown.
    key: 'crash-week',
    position: 'bottom',
    sortOrder: 4,
    url: '/games?category=crash',
    active: false,
    title: {
      en: 'Crash week',
      ru: 'Неделя crash-игр',
      az: 'Crash oyunları həftəsi',
      kk: 'Crash ойындары аптасы',
      tr: 'Crash oyunları haftası',
      ar: 'أسبوع ألعاب الكراش',
    },
    description: {
      en: 'Fresh crash games every day: catch the multiplier before it falls.',
      ru: 'Новые crash-игры каждый день: поймайте множитель, пока он не упал.',
      az: 'Hər gün yeni crash oyunları: çarpanı düşməzdən əvvəl tutun.',
      kk: 'Күн сайын жаңа crash ойындары: көбейткішті құламай тұрып ұстап қалыңыз.',
      tr: 'Her gün yeni crash oyunları: çarpanı düşmeden yakalayın.',
      ar: 'ألعاب كراش جديدة كل يوم: التقط المضاعف قبل أن يسقط.',
    },
    buttonText: { en: 'Play now', ru: 'Играть', az: 'İndi oynayın', kk: 'Қазір ойнау', tr: 'Hemen oyna', ar: 'العب الآن' },
  },
];
