// The ten game categories (GAME_CATEGORIES), with their ordering rating, wagering rollover and
// descriptions in all six interface languages.
import type { GameCategoryName } from '@aurum/domain';
import type { LocalizedText } from '../../../modules/catalogue/tables';

export interface CategorySeed {
  name: GameCategoryName;
  /** higher sorts first in the category list ('other' is always last) */
  rating: number;
  /** share of a bet that counts toward bonus wagering */
  rollover: number;
  description: LocalizedText;
}

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    name: 'slots',
    rating: 100,
    rollover: 1,
    description: {
      en: 'Video slots of every kind: classic three-reel machines, cascading reels, bonus buys and progressive jackpots. Spin the reels, collect free spins and chase the big wins.',
      ru: 'Видеослоты на любой вкус: классические трёхбарабанные автоматы, каскадные барабаны, покупка бонуса и прогрессивные джекпоты. Крутите барабаны, собирайте фриспины и охотьтесь за крупными выигрышами.',
      az: 'Hər zövqə uyğun video slotlar: klassik üç barabanlı avtomatlar, kaskad barabanlar, bonus alışı və proqressiv cekpotlar. Barabanları fırladın, pulsuz fırlanmalar toplayın və böyük uduşların arxasınca gedin.',
      kk: 'Кез келген талғамға арналған видеослоттар: классикалық үш барабанды автоматтар, каскадты барабандар, бонус сатып алу және прогрессивті джекпоттар. Барабандарды айналдырып, тегін айналымдар жинап, үлкен ұтыстарға ұмтылыңыз.',
      tr: 'Her zevke uygun video slotlar: klasik üç makaralı makineler, kademeli makaralar, bonus satın alma ve büyüyen jackpotlar. Makaraları çevirin, bedava dönüşleri toplayın ve büyük kazançların peşine düşün.',
      ar: 'ماكينات سلوت بكل الأنواع: ماكينات كلاسيكية بثلاث بكرات، وبكرات متتالية، وشراء المكافآت، وجوائز كبرى تصاعدية. أدِر البكرات واجمع الدورات المجانية وانطلق نحو المكاسب الكبيرة.',
    },
  },
  {
    name: 'live-casino',
    rating: 90,
    rollover: 0.1,
    description: {
      en: "Real tables streamed in HD from our partners' studios, with professional dealers, live chat and the atmosphere of a land-based casino wherever you are.",
      ru: 'Настоящие столы в HD-трансляции из студий наших партнёров: профессиональные дилеры, живой чат и атмосфера наземного казино, где бы вы ни находились.',
      az: 'Tərəfdaşlarımızın studiyalarından HD keyfiyyətdə yayımlanan real masalar: peşəkar dilerlər, canlı çat və harada olmağınızdan asılı olmayaraq əsl kazino atmosferi.',
      kk: 'Серіктестеріміздің студияларынан HD сапада таратылатын нағыз үстелдер: кәсіби дилерлер, тікелей чат және қайда жүрсеңіз де нағыз казино атмосферасы.',
      tr: 'İş ortaklarımızın stüdyolarından HD kalitede yayınlanan gerçek masalar: profesyonel krupiyeler, canlı sohbet ve nerede olursanız olun gerçek bir kumarhane atmosferi.',
      ar: 'طاولات حقيقية تُبث بجودة عالية من استوديوهات شركائنا: موزعون محترفون، ودردشة مباشرة، وأجواء الكازينو الحقيقي أينما كنت.',
    },
  },
  {
    name: 'roulette',
    rating: 80,
    rollover: 0.2,
    description: {
      en: 'European, American and French roulette on a digital wheel: place inside and outside bets, follow the statistics and play at your own pace.',
      ru: 'Европейская, американская и французская рулетка с цифровым колесом: делайте внутренние и внешние ставки, следите за статистикой и играйте в своём темпе.',
      az: 'Rəqəmsal çarxlı Avropa, Amerika və Fransız ruleti: daxili və xarici mərclər edin, statistikanı izləyin və öz tempinizlə oynayın.',
      kk: 'Цифрлық дөңгелегі бар еуропалық, американдық және француздық рулетка: ішкі және сыртқы бәс тігіп, статистиканы қадағалап, өз қарқыныңызбен ойнаңыз.',
      tr: 'Dijital çarklı Avrupa, Amerikan ve Fransız ruleti: iç ve dış bahisler yapın, istatistikleri takip edin ve kendi temponuzda oynayın.',
      ar: 'روليت أوروبية وأمريكية وفرنسية بعجلة رقمية: ضع رهانات داخلية وخارجية، وتابع الإحصاءات، والعب بالوتيرة التي تناسبك.',
    },
  },
  {
    name: 'live-roulette',
    rating: 70,
    rollover: 0.1,
    description: {
      en: 'A real wheel spun by a live croupier: European, French, automatic and multiplier tables, streamed around the clock.',
      ru: 'Настоящее колесо, которое запускает живой крупье: европейская, французская и автоматическая рулетка, а также столы с множителями в круглосуточной трансляции.',
      az: 'Canlı krupyenin fırlatdığı əsl çarx: Avropa, Fransız və avtomatik rulet, həmçinin çarpanlı masalar gecə-gündüz yayımlanır.',
      kk: 'Тірі крупье айналдыратын нағыз дөңгелек: еуропалық, француздық және автоматты рулетка, сондай-ақ көбейткіштері бар үстелдер тәулік бойы көрсетіледі.',
      tr: 'Canlı bir krupiyenin çevirdiği gerçek çark: Avrupa, Fransız ve otomatik rulet ile çarpanlı masalar günün her saati yayında.',
      ar: 'عجلة حقيقية يديرها موزع مباشر: روليت أوروبية وفرنسية وتلقائية وطاولات بمضاعفات، تُبث على مدار الساعة.',
    },
  },
  {
    name: 'crash',
    rating: 65,
    rollover: 0.5,
    description: {
      en: 'Fast multiplayer games where a multiplier keeps growing until it crashes. Cash out in time to lock in your win: every round lasts only seconds.',
      ru: 'Быстрые многопользовательские игры, в которых множитель растёт, пока не «разобьётся». Успейте забрать выигрыш вовремя: каждый раунд длится считаные секунды.',
      az: 'Çarpanın «qəzaya uğrayana» qədər artdığı sürətli çoxoyunçulu oyunlar. Uduşunuzu vaxtında götürməyə çalışın: hər raund cəmi bir neçə saniyə çəkir.',
      kk: 'Көбейткіш «құлағанша» өсе беретін жылдам көп ойыншылы ойындар. Ұтысыңызды уақытында алып үлгеріңіз: әр раунд бірнеше секундқа ғана созылады.',
      tr: 'Çarpanın «çakılana» kadar yükseldiği hızlı çok oyunculu oyunlar. Kazancınızı zamanında çekin: her tur yalnızca birkaç saniye sürer.',
      ar: 'ألعاب سريعة متعددة اللاعبين يرتفع فيها المضاعف حتى ينهار. اسحب أرباحك في الوقت المناسب لتضمن مكسبك، فكل جولة لا تدوم سوى ثوانٍ.',
    },
  },
  {
    name: 'live-blackjack',
    rating: 60,
    rollover: 0.1,
    description: {
      en: 'Live blackjack at tables for every budget: make your decisions in real time, use side bets and beat the dealer on the way to 21.',
      ru: 'Живой блэкджек за столами на любой бюджет: принимайте решения в реальном времени, делайте побочные ставки и обыгрывайте дилера, набирая 21.',
      az: 'Hər büdcəyə uyğun masalarda canlı blekcek: qərarları real vaxtda qəbul edin, əlavə mərclərdən istifadə edin və 21-ə çataraq dileri məğlub edin.',
      kk: 'Кез келген бюджетке арналған үстелдердегі тікелей блэкджек: шешімдерді нақты уақытта қабылдап, қосымша бәстерді пайдаланып, 21 ұпай жинап, дилерді жеңіңіз.',
      tr: "Her bütçeye uygun masalarda canlı blackjack: kararlarınızı gerçek zamanlı verin, yan bahisleri kullanın ve 21'e ulaşarak krupiyeyi yenin.",
      ar: 'بلاك جاك مباشر على طاولات تناسب كل الميزانيات: اتخذ قراراتك في الوقت الفعلي، واستخدم الرهانات الجانبية، وتغلّب على الموزع في طريقك إلى 21.',
    },
  },
  {
    name: 'live-baccarat',
    rating: 55,
    rollover: 0.1,
    description: {
      en: 'Live baccarat in classic, speed and squeeze formats. Bet on the Player, the Banker or a Tie and watch every card being dealt.',
      ru: 'Живой баккара в классическом, скоростном и squeeze-форматах. Ставьте на Игрока, Банкира или ничью и следите за каждой сдачей карт.',
      az: 'Klassik, sürətli və squeeze formatlarında canlı bakkara. Oyunçuya, Bankirə və ya heç-heçəyə mərc edin və hər kartın paylanmasını izləyin.',
      kk: 'Классикалық, жылдам және squeeze форматтарындағы тікелей баккара. Ойыншыға, Банкирге немесе теңдікке бәс тігіп, әр картаның таратылуын бақылаңыз.',
      tr: 'Klasik, hızlı ve squeeze formatlarında canlı bakara. Oyuncuya, Bankaya ya da beraberliğe bahis yapın ve her kartın dağıtılışını izleyin.',
      ar: 'باكارات مباشرة بصيغها الكلاسيكية والسريعة وصيغة الكشف البطيء للأوراق. راهن على اللاعب أو المصرفي أو التعادل وتابع توزيع كل ورقة.',
    },
  },
  {
    name: 'fruit-game',
    rating: 50,
    rollover: 1,
    description: {
      en: 'Fruit machines in the spirit of the classic one-armed bandits: cherries, lemons, bells and lucky sevens on simple, fast reels.',
      ru: 'Фруктовые автоматы в духе классических «одноруких бандитов»: вишни, лимоны, колокольчики и счастливые семёрки на простых и быстрых барабанах.',
      az: 'Klassik «birqollu quldurlar» ruhunda meyvə avtomatları: sadə və sürətli barabanlarda albalılar, limonlar, zənglər və uğurlu yeddilər.',
      kk: 'Классикалық «бір қолды қарақшылар» рухындағы жеміс автоматтары: қарапайым әрі жылдам барабандардағы шиелер, лимондар, қоңыраулар және бақытты жетілер.',
      tr: 'Klasik «tek kollu haydutlar» ruhunda meyve makineleri: basit ve hızlı makaralarda kirazlar, limonlar, çanlar ve şanslı yediler.',
      ar: 'ماكينات فواكه على طراز الماكينات الكلاسيكية ذات الذراع الواحدة: كرز وليمون وأجراس وسبعات الحظ على بكرات بسيطة وسريعة.',
    },
  },
  {
    name: 'live-game-show',
    rating: 45,
    rollover: 0.1,
    description: {
      en: 'Entertainment shows with hosts, giant money wheels and multipliers. Easy rules, colourful studios and bonus rounds where anything can happen.',
      ru: 'Развлекательные шоу с ведущими, огромными денежными колёсами и множителями. Простые правила, яркие студии и бонусные раунды, в которых может случиться всё что угодно.',
      az: 'Aparıcıları, nəhəng pul çarxları və çarpanları olan əyləncəli şoular. Sadə qaydalar, rəngarəng studiyalar və hər şeyin mümkün olduğu bonus raundları.',
      kk: 'Жүргізушілері, алып ақша дөңгелектері мен көбейткіштері бар ойын-сауық шоулары. Қарапайым ережелер, түрлі-түсті студиялар және кез келген нәрсе болуы мүмкін бонустық раундтар.',
      tr: 'Sunucuları, dev para çarkları ve çarpanlarıyla eğlence şovları. Basit kurallar, renkli stüdyolar ve her şeyin olabileceği bonus turları.',
      ar: 'عروض ترفيهية بمقدّمين وعجلات مال عملاقة ومضاعفات. قواعد بسيطة واستوديوهات ملوّنة وجولات مكافآت يمكن أن يحدث فيها أي شيء.',
    },
  },
  {
    name: 'other',
    rating: 0,
    rollover: 0.5,
    description: {
      en: 'Everything else worth a try: scratch cards, keno, dice, mines, plinko, video poker and other instant games.',
      ru: 'Всё остальное, что стоит попробовать: скретч-карты, кено, кости, «мины», плинко, видеопокер и другие моментальные игры.',
      az: 'Sınamağa dəyər digər oyunlar: cızma kartları, keno, zər, «minalar», plinko, video poker və digər ani oyunlar.',
      kk: 'Байқап көруге тұрарлық басқа ойындар: скретч-карталар, кено, сүйектер, «миналар», плинко, бейнепокер және басқа жедел ойындар.',
      tr: 'Denemeye değer diğer her şey: kazı kazanlar, keno, zar, mayın, plinko, video poker ve diğer anlık oyunlar.',
      ar: 'كل ما يستحق التجربة أيضًا: بطاقات الخدش والكينو والنرد والألغام والبلينكو والفيديو بوكر وغيرها من الألعاب الفورية.',
    },
  },
];
