// The bonus catalogue written on first start (seed step `bonuses`): welcome (the default deposit
// bonus), cashback, high-roller, crypto and a free-spins bonus. Amounts are minor units of USD, the
// base currency; players of other currencies get them converted at the wallet's FX rate.
import type { BonusTexts, CategoryMultiplier } from './tables';

export const BASE_CURRENCY = 'USD';

/** The platform's fiat currencies: every bonus is offered in each of them. */
export const BONUS_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'RUB',
  'TRY',
  'AZN',
  'KZT',
  'INR',
  'AED',
  'SAR',
  'EGP',
  'BRL',
  'CAD',
  'AUD',
  'UZS',
  'PLN',
];

/** How much of a stake counts towards wagering, per game category. */
export const STANDARD_MULTIPLIERS: CategoryMultiplier[] = [
  { category: 'slots', multiplier: '1' },
  { category: 'fruit-game', multiplier: '1' },
  { category: 'crash', multiplier: '0.5' },
  { category: 'other', multiplier: '0.2' },
  { category: 'roulette', multiplier: '0.1' },
  { category: 'live-roulette', multiplier: '0.1' },
  { category: 'live-casino', multiplier: '0.1' },
  { category: 'live-blackjack', multiplier: '0.1' },
  { category: 'live-baccarat', multiplier: '0.1' },
  { category: 'live-game-show', multiplier: '0.1' },
];

export interface BonusSeed {
  name: string;
  kind: 'DEPOSIT' | 'CASHBACK';
  /** the home banner's generated art; null: the free-spins game's art */
  coverImageUrl: string | null;
  depositPaymentType: 'CRYPTO' | null;
  multipliers: CategoryMultiplier[];
  minDepositAmount: bigint | null;
  maxDepositAmount: bigint | null;
  wagerMultiplier: string;
  wageringTime: number;
  minWagerBet: bigint | null;
  maxWagerBet: bigint | null;
  freeSpinsCount: number;
  /** the free-spins game: a slots game picked from the seeded catalogue */
  freeSpinsOnSlotsGame: boolean;
  freespinsExpireTime: number | null;
  rewardAmount: bigint | null;
  maxRewardLimit: bigint | null;
  maxRewardLimitMultiplier: string | null;
  rewardDepositMultiplier: string | null;
  rewardFreeSpins: number | null;
  repeatable: boolean;
  position: number;
  texts: Record<'en' | 'ru' | 'az' | 'kk' | 'tr' | 'ar', BonusTexts>;
}

export const BONUS_SEEDS: readonly BonusSeed[] = [
  {
    name: 'welcome',
    kind: 'DEPOSIT',
    coverImageUrl: '/media/banners/2x_deposit.svg',
    depositPaymentType: null,
    multipliers: STANDARD_MULTIPLIERS,
    minDepositAmount: 20_00n,
    maxDepositAmount: 500_00n,
    wagerMultiplier: '35',
    wageringTime: 168,
    minWagerBet: 20n,
    maxWagerBet: 5_00n,
    freeSpinsCount: 0,
    freeSpinsOnSlotsGame: false,
    freespinsExpireTime: null,
    rewardAmount: null,
    maxRewardLimit: null,
    maxRewardLimitMultiplier: '5',
    rewardDepositMultiplier: '1',
    rewardFreeSpins: null,
    repeatable: false,
    position: 1,
    texts: {
      en: {
        title: '100% welcome bonus',
        condition: 'Deposit at least 20 USD and get 100% of it as bonus money, up to 500 USD.',
        terms:
          'The bonus is credited to your bonus balance when the deposit arrives. Wager 35 times the bonus within 7 days; each bet counts between 0.20 and 5 USD, slots in full, crash at 50%, other games at 20% and table and live games at 10%. Bets are taken from real money first. When wagering is complete you can claim up to 5 times the bonus as real money. Cancelling or letting the bonus expire removes the bonus money from your balance.',
      },
      ru: {
        title: 'Приветственный бонус 100%',
        condition: 'Внесите от 20 USD и получите 100% суммы бонусными деньгами, до 500 USD.',
        terms:
          'Бонус зачисляется на бонусный баланс, когда поступает депозит. Отыграйте бонус 35 раз за 7 дней; учитываются ставки от 0,20 до 5 USD: слоты полностью, краш-игры на 50%, прочие игры на 20%, настольные и live-игры на 10%. Ставки сначала списываются с реальных денег. После отыгрыша можно забрать до 5 сумм бонуса реальными деньгами. При отмене или истечении срока бонусные деньги списываются с баланса.',
      },
      az: {
        title: '100% xoş gəlmisiniz bonusu',
        condition:
          'Ən azı 20 USD depozit edin və onun 100%-ni bonus pulu kimi alın, 500 USD-yə qədər.',
        terms:
          'Bonus depozit daxil olduqda bonus balansınıza köçürülür. Bonusu 7 gün ərzində 35 dəfə mərc edin; 0,20 ilə 5 USD arasındakı mərclər nəzərə alınır: slotlar tam, crash oyunları 50%, digər oyunlar 20%, masa və canlı oyunlar 10%. Mərclər əvvəlcə real puldan tutulur. Mərc tamamlandıqda bonusun 5 mislinədək məbləği real pul kimi ala bilərsiniz. Bonusu ləğv etdikdə və ya müddəti bitdikdə bonus pulu balansdan silinir.',
      },
      kk: {
        title: '100% қарсы алу бонусы',
        condition:
          'Кемінде 20 USD салыңыз және оның 100%-ын бонус ақша ретінде алыңыз, 500 USD-ге дейін.',
        terms:
          'Бонус депозит түскенде бонус балансына есептеледі. Бонусты 7 күн ішінде 35 рет ұтып алыңыз; 0,20-дан 5 USD-ге дейінгі ставкалар есептеледі: слоттар толық, краш ойындары 50%, басқа ойындар 20%, үстел және live ойындары 10%. Ставкалар алдымен нақты ақшадан алынады. Ұтып алу аяқталғанда бонустың 5 еселенген сомасына дейін нақты ақша ретінде ала аласыз. Бонусты болдырмасаңыз немесе мерзімі өтсе, бонус ақша баланстан алынады.',
      },
      tr: {
        title: '%100 hoş geldin bonusu',
        condition:
          "En az 20 USD yatırın, tutarın %100'ünü 500 USD'ye kadar bonus para olarak alın.",
        terms:
          'Bonus, yatırım hesabınıza geçtiğinde bonus bakiyenize eklenir. Bonusu 7 gün içinde 35 kez çevirin; 0,20 ile 5 USD arasındaki bahisler sayılır: slotlar tam, crash oyunları %50, diğer oyunlar %20, masa ve canlı oyunlar %10. Bahisler önce gerçek paradan alınır. Çevrim tamamlandığında bonusun 5 katına kadar gerçek para olarak çekebilirsiniz. Bonusu iptal ederseniz veya süresi dolarsa bonus para bakiyenizden silinir.',
      },
      ar: {
        title: 'مكافأة ترحيبية 100%',
        condition: 'أودع 20 دولارًا على الأقل واحصل على 100% منها كأموال مكافأة، حتى 500 دولار.',
        terms:
          'تُضاف المكافأة إلى رصيد المكافآت عند وصول الإيداع. راهن بقيمة المكافأة 35 مرة خلال 7 أيام؛ تُحتسب الرهانات بين 0.20 و5 دولارات: ألعاب السلوت بالكامل، وألعاب الكراش بنسبة 50%، والألعاب الأخرى بنسبة 20%، وألعاب الطاولة والألعاب المباشرة بنسبة 10%. تُخصم الرهانات من الأموال الحقيقية أولًا. عند اكتمال الرهان يمكنك الحصول على ما يصل إلى 5 أضعاف المكافأة كأموال حقيقية. عند إلغاء المكافأة أو انتهاء صلاحيتها تُزال أموال المكافأة من رصيدك.',
      },
    },
  },
  {
    name: 'cashback',
    kind: 'CASHBACK',
    coverImageUrl: '/media/banners/cashback.svg',
    depositPaymentType: null,
    multipliers: STANDARD_MULTIPLIERS,
    minDepositAmount: null,
    maxDepositAmount: null,
    wagerMultiplier: '1',
    wageringTime: 72,
    minWagerBet: null,
    maxWagerBet: 10_00n,
    freeSpinsCount: 0,
    freeSpinsOnSlotsGame: false,
    freespinsExpireTime: null,
    rewardAmount: null,
    maxRewardLimit: 200_00n,
    maxRewardLimitMultiplier: null,
    rewardDepositMultiplier: '0.1',
    rewardFreeSpins: null,
    repeatable: true,
    position: 2,
    texts: {
      en: {
        title: 'Weekly cashback 10%',
        condition: 'Get back 10% of your net losses of the last 7 days, up to 200 USD.',
        terms:
          'Activate the bonus to receive 10% of your stakes minus your winnings over the last 7 days as bonus money, up to 200 USD. Wager it once within 3 days with bets of up to 10 USD, then claim it as real money. You can take cashback again after the previous one is finished.',
      },
      ru: {
        title: 'Еженедельный кешбэк 10%',
        condition: 'Верните 10% чистого проигрыша за последние 7 дней, до 200 USD.',
        terms:
          'Активируйте бонус и получите бонусными деньгами 10% от суммы ставок за вычетом выигрышей за последние 7 дней, до 200 USD. Отыграйте его один раз за 3 дня ставками до 10 USD и заберите реальными деньгами. Кешбэк можно взять снова, когда предыдущий завершён.',
      },
      az: {
        title: 'Həftəlik 10% keşbek',
        condition: 'Son 7 gündəki xalis itkinizin 10%-ni geri alın, 200 USD-yə qədər.',
        terms:
          'Bonusu aktivləşdirin və son 7 gündəki mərclərinizdən uduşlarınız çıxılmaqla 10%-ni bonus pulu kimi alın, 200 USD-yə qədər. Onu 3 gün ərzində 10 USD-yə qədər mərclərlə bir dəfə mərc edin, sonra real pul kimi alın. Əvvəlki keşbek bitdikdən sonra yenisini götürə bilərsiniz.',
      },
      kk: {
        title: 'Апталық 10% кэшбэк',
        condition: 'Соңғы 7 күндегі таза ұтылысыңыздың 10%-ын қайтарыңыз, 200 USD-ге дейін.',
        terms:
          'Бонусты белсендіріп, соңғы 7 күндегі ставкаларыңыздан ұтыстарды шегергендегі соманың 10%-ын бонус ақша ретінде алыңыз, 200 USD-ге дейін. Оны 3 күн ішінде 10 USD-ге дейінгі ставкалармен бір рет ұтып алып, нақты ақша ретінде алыңыз. Алдыңғы кэшбэк аяқталғаннан кейін қайта алуға болады.',
      },
      tr: {
        title: 'Haftalık %10 nakit iade',
        condition: "Son 7 gündeki net kaybınızın %10'unu 200 USD'ye kadar geri alın.",
        terms:
          "Bonusu etkinleştirin; son 7 gündeki bahislerinizden kazançlarınız düşüldükten sonra kalan tutarın %10'unu 200 USD'ye kadar bonus para olarak alın. 3 gün içinde 10 USD'ye kadar bahislerle bir kez çevirin ve gerçek para olarak alın. Önceki iade tamamlandıktan sonra yeniden alabilirsiniz.",
      },
      ar: {
        title: 'استرداد نقدي أسبوعي 10%',
        condition: 'استرد 10% من صافي خسائرك خلال آخر 7 أيام، حتى 200 دولار.',
        terms:
          'فعّل المكافأة لتحصل على 10% من رهاناتك مطروحًا منها أرباحك خلال آخر 7 أيام كأموال مكافأة، حتى 200 دولار. راهن بها مرة واحدة خلال 3 أيام برهانات لا تتجاوز 10 دولارات، ثم احصل عليها كأموال حقيقية. يمكنك أخذ الاسترداد مرة أخرى بعد انتهاء السابق.',
      },
    },
  },
  {
    name: 'high-roller',
    kind: 'DEPOSIT',
    coverImageUrl: '/media/banners/high-rollers.svg',
    depositPaymentType: null,
    multipliers: STANDARD_MULTIPLIERS,
    minDepositAmount: 500_00n,
    maxDepositAmount: 5_000_00n,
    wagerMultiplier: '30',
    wageringTime: 240,
    minWagerBet: 1_00n,
    maxWagerBet: 50_00n,
    freeSpinsCount: 0,
    freeSpinsOnSlotsGame: false,
    freespinsExpireTime: null,
    rewardAmount: null,
    maxRewardLimit: 2_500_00n,
    maxRewardLimitMultiplier: '4',
    rewardDepositMultiplier: '0.5',
    rewardFreeSpins: null,
    repeatable: true,
    position: 3,
    texts: {
      en: {
        title: 'High roller 50% bonus',
        condition: 'Deposit 500 USD or more and get 50% as bonus money, up to 2,500 USD.',
        terms:
          'For deposits from 500 USD. The bonus is 50% of the deposit, at most 2,500 USD. Wager 30 times the bonus within 10 days with bets from 1 to 50 USD; slots count in full, crash at 50%, other games at 20%, table and live games at 10%. You can claim up to 4 times the bonus as real money.',
      },
      ru: {
        title: 'Бонус хайроллера 50%',
        condition: 'Внесите от 500 USD и получите 50% бонусными деньгами, до 2 500 USD.',
        terms:
          'Для депозитов от 500 USD. Бонус — 50% депозита, не более 2 500 USD. Отыграйте бонус 30 раз за 10 дней ставками от 1 до 50 USD; слоты учитываются полностью, краш-игры на 50%, прочие игры на 20%, настольные и live-игры на 10%. Реальными деньгами можно забрать до 4 сумм бонуса.',
      },
      az: {
        title: 'Hayroller üçün 50% bonus',
        condition:
          '500 USD və ya daha çox depozit edin və 50%-ni bonus pulu kimi alın, 2 500 USD-yə qədər.',
        terms:
          '500 USD-dən başlayan depozitlər üçün. Bonus depozitin 50%-dir, ən çox 2 500 USD. Bonusu 10 gün ərzində 1 ilə 50 USD arasındakı mərclərlə 30 dəfə mərc edin; slotlar tam, crash oyunları 50%, digər oyunlar 20%, masa və canlı oyunlar 10% nəzərə alınır. Bonusun 4 mislinədək məbləği real pul kimi ala bilərsiniz.',
      },
      kk: {
        title: 'Хайроллерге 50% бонус',
        condition:
          '500 USD немесе одан көп салыңыз және 50%-ын бонус ақша ретінде алыңыз, 2 500 USD-ге дейін.',
        terms:
          '500 USD-ден басталатын депозиттер үшін. Бонус депозиттің 50%-ы, ең көбі 2 500 USD. Бонусты 10 күн ішінде 1-ден 50 USD-ге дейінгі ставкалармен 30 рет ұтып алыңыз; слоттар толық, краш ойындары 50%, басқа ойындар 20%, үстел және live ойындары 10% есептеледі. Бонустың 4 еселенген сомасына дейін нақты ақша ретінде ала аласыз.',
      },
      tr: {
        title: 'Yüksek bahisçi %50 bonusu',
        condition:
          "500 USD veya daha fazla yatırın, %50'sini 2.500 USD'ye kadar bonus para olarak alın.",
        terms:
          "500 USD ve üzeri yatırımlar için. Bonus, yatırımın %50'sidir, en fazla 2.500 USD. Bonusu 10 gün içinde 1 ile 50 USD arasındaki bahislerle 30 kez çevirin; slotlar tam, crash oyunları %50, diğer oyunlar %20, masa ve canlı oyunlar %10 sayılır. Bonusun 4 katına kadar gerçek para olarak alabilirsiniz.",
      },
      ar: {
        title: 'مكافأة كبار اللاعبين 50%',
        condition: 'أودع 500 دولار أو أكثر واحصل على 50% كأموال مكافأة، حتى 2,500 دولار.',
        terms:
          'للإيداعات من 500 دولار. المكافأة 50% من الإيداع، بحد أقصى 2,500 دولار. راهن بقيمة المكافأة 30 مرة خلال 10 أيام برهانات من 1 إلى 50 دولارًا؛ تُحتسب ألعاب السلوت بالكامل، والكراش بنسبة 50%، والألعاب الأخرى بنسبة 20%، وألعاب الطاولة والمباشرة بنسبة 10%. يمكنك الحصول على ما يصل إلى 4 أضعاف المكافأة كأموال حقيقية.',
      },
    },
  },
  {
    name: 'crypto',
    kind: 'DEPOSIT',
    coverImageUrl: '/media/banners/cryptodeposit.svg',
    depositPaymentType: 'CRYPTO',
    multipliers: STANDARD_MULTIPLIERS,
    minDepositAmount: 50_00n,
    maxDepositAmount: 1_000_00n,
    wagerMultiplier: '25',
    wageringTime: 168,
    minWagerBet: 20n,
    maxWagerBet: 10_00n,
    freeSpinsCount: 0,
    freeSpinsOnSlotsGame: false,
    freespinsExpireTime: null,
    rewardAmount: null,
    maxRewardLimit: 500_00n,
    maxRewardLimitMultiplier: '5',
    rewardDepositMultiplier: '0.5',
    rewardFreeSpins: null,
    repeatable: true,
    position: 4,
    texts: {
      en: {
        title: 'Crypto deposit bonus 50%',
        condition:
          'Deposit at least 50 USD in crypto and get 50% extra as bonus money, up to 500 USD.',
        terms:
          'Only deposits in BTC, ETH, USDT or another supported coin qualify; the coin amount is converted to your account currency when the transfer is confirmed. The bonus is 50% of the deposit, at most 500 USD. Wager 25 times the bonus within 7 days with bets from 0.20 to 10 USD. You can claim up to 5 times the bonus as real money.',
      },
      ru: {
        title: 'Бонус 50% на крипто-депозит',
        condition:
          'Внесите от 50 USD в криптовалюте и получите ещё 50% бонусными деньгами, до 500 USD.',
        terms:
          'Засчитываются только депозиты в BTC, ETH, USDT или другой поддерживаемой монете; сумма переводится в валюту счёта при подтверждении перевода. Бонус — 50% депозита, не более 500 USD. Отыграйте бонус 25 раз за 7 дней ставками от 0,20 до 10 USD. Реальными деньгами можно забрать до 5 сумм бонуса.',
      },
      az: {
        title: 'Kripto depozitə 50% bonus',
        condition:
          'Kriptovalyuta ilə ən azı 50 USD depozit edin və əlavə 50% bonus pulu alın, 500 USD-yə qədər.',
        terms:
          'Yalnız BTC, ETH, USDT və ya dəstəklənən digər koinlə edilən depozitlər nəzərə alınır; köçürmə təsdiqləndikdə məbləğ hesab valyutanıza çevrilir. Bonus depozitin 50%-dir, ən çox 500 USD. Bonusu 7 gün ərzində 0,20 ilə 10 USD arasındakı mərclərlə 25 dəfə mərc edin. Bonusun 5 mislinədək məbləği real pul kimi ala bilərsiniz.',
      },
      kk: {
        title: 'Крипто депозитке 50% бонус',
        condition:
          'Криптовалютамен кемінде 50 USD салып, қосымша 50% бонус ақша алыңыз, 500 USD-ге дейін.',
        terms:
          'Тек BTC, ETH, USDT немесе басқа қолдау көрсетілетін монетамен салынған депозиттер есептеледі; аударым расталғанда сома шот валютасына айырбасталады. Бонус депозиттің 50%-ы, ең көбі 500 USD. Бонусты 7 күн ішінде 0,20-дан 10 USD-ге дейінгі ставкалармен 25 рет ұтып алыңыз. Бонустың 5 еселенген сомасына дейін нақты ақша ретінде ала аласыз.',
      },
      tr: {
        title: 'Kripto yatırıma %50 bonus',
        condition: "Kripto ile en az 50 USD yatırın, %50 ek bonus parayı 500 USD'ye kadar alın.",
        terms:
          "Yalnızca BTC, ETH, USDT veya desteklenen başka bir coin ile yapılan yatırımlar geçerlidir; transfer onaylandığında tutar hesap para biriminize çevrilir. Bonus, yatırımın %50'sidir, en fazla 500 USD. Bonusu 7 gün içinde 0,20 ile 10 USD arasındaki bahislerle 25 kez çevirin. Bonusun 5 katına kadar gerçek para olarak alabilirsiniz.",
      },
      ar: {
        title: 'مكافأة 50% على إيداع العملات المشفرة',
        condition:
          'أودع 50 دولارًا على الأقل بالعملات المشفرة واحصل على 50% إضافية كأموال مكافأة، حتى 500 دولار.',
        terms:
          'تُحتسب فقط الإيداعات بعملة BTC أو ETH أو USDT أو عملة أخرى مدعومة؛ ويُحوَّل المبلغ إلى عملة حسابك عند تأكيد التحويل. المكافأة 50% من الإيداع، بحد أقصى 500 دولار. راهن بقيمة المكافأة 25 مرة خلال 7 أيام برهانات من 0.20 إلى 10 دولارات. يمكنك الحصول على ما يصل إلى 5 أضعاف المكافأة كأموال حقيقية.',
      },
    },
  },
  {
    name: 'free-spins',
    kind: 'DEPOSIT',
    coverImageUrl: null,
    depositPaymentType: null,
    multipliers: [{ category: 'slots', multiplier: '1' }],
    minDepositAmount: 20_00n,
    maxDepositAmount: null,
    wagerMultiplier: '20',
    wageringTime: 72,
    minWagerBet: 20n,
    maxWagerBet: 2_00n,
    freeSpinsCount: 50,
    freeSpinsOnSlotsGame: true,
    freespinsExpireTime: 72,
    rewardAmount: 10_00n,
    maxRewardLimit: 100_00n,
    maxRewardLimitMultiplier: null,
    rewardDepositMultiplier: null,
    rewardFreeSpins: 50,
    repeatable: true,
    position: 5,
    texts: {
      en: {
        title: '50 free spins',
        condition: 'Deposit at least 20 USD and get 50 spins of 0.20 USD on the featured slot.',
        terms:
          'The spins are credited as 10 USD of bonus money when the deposit arrives and are played on the featured slot. Only rounds on that slot count: wager 20 times the bonus within 3 days with bets from 0.20 to 2 USD. You can claim up to 100 USD as real money.',
      },
      ru: {
        title: '50 фриспинов',
        condition: 'Внесите от 20 USD и получите 50 вращений по 0,20 USD в избранном слоте.',
        terms:
          'Вращения начисляются как 10 USD бонусных денег при поступлении депозита и играются в избранном слоте. Учитываются только раунды в этом слоте: отыграйте бонус 20 раз за 3 дня ставками от 0,20 до 2 USD. Реальными деньгами можно забрать до 100 USD.',
      },
      az: {
        title: '50 pulsuz fırlatma',
        condition: 'Ən azı 20 USD depozit edin və seçilmiş slotda 0,20 USD-lik 50 fırlatma alın.',
        terms:
          'Fırlatmalar depozit daxil olduqda 10 USD bonus pulu kimi köçürülür və seçilmiş slotda oynanılır. Yalnız həmin slotdakı raundlar nəzərə alınır: bonusu 3 gün ərzində 0,20 ilə 2 USD arasındakı mərclərlə 20 dəfə mərc edin. 100 USD-yə qədər real pul kimi ala bilərsiniz.',
      },
      kk: {
        title: '50 тегін айналым',
        condition: 'Кемінде 20 USD салып, таңдаулы слотта 0,20 USD-лік 50 айналым алыңыз.',
        terms:
          'Айналымдар депозит түскенде 10 USD бонус ақша ретінде есептеліп, таңдаулы слотта ойналады. Тек сол слоттағы раундтар есептеледі: бонусты 3 күн ішінде 0,20-дан 2 USD-ге дейінгі ставкалармен 20 рет ұтып алыңыз. 100 USD-ге дейін нақты ақша ретінде ала аласыз.',
      },
      tr: {
        title: '50 bedava dönüş',
        condition: 'En az 20 USD yatırın, öne çıkan slotta 0,20 USD değerinde 50 dönüş kazanın.',
        terms:
          "Dönüşler, yatırım geçtiğinde 10 USD bonus para olarak eklenir ve öne çıkan slotta oynanır. Yalnızca o slottaki turlar sayılır: bonusu 3 gün içinde 0,20 ile 2 USD arasındaki bahislerle 20 kez çevirin. 100 USD'ye kadar gerçek para olarak alabilirsiniz.",
      },
      ar: {
        title: '50 دورة مجانية',
        condition:
          'أودع 20 دولارًا على الأقل واحصل على 50 دورة بقيمة 0.20 دولار في لعبة السلوت المميزة.',
        terms:
          'تُضاف الدورات كأموال مكافأة بقيمة 10 دولارات عند وصول الإيداع وتُلعب في لعبة السلوت المميزة. تُحتسب الجولات في تلك اللعبة فقط: راهن بقيمة المكافأة 20 مرة خلال 3 أيام برهانات من 0.20 إلى 2 دولار. يمكنك الحصول على ما يصل إلى 100 دولار كأموال حقيقية.',
      },
    },
  },
];
