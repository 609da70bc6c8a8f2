// Art and story themes for generated games: the palette hues and symbols of their artwork, the
// words their names are built from, and one translated sentence about the setting.
import type { LocalizedText } from '../../../modules/catalogue/tables';

export interface ThemeSeed {
  key: string;
  /** base hues (degrees) the art gradient is built around */
  hues: readonly number[];
  /** symbol keys for the artwork (see modules/catalogue/art/motifs.ts) */
  motifs: readonly string[];
  /** words a game name is built from (slot themes only) */
  words?: {
    subjects: readonly string[];
    places: readonly string[];
    adjectives: readonly string[];
  };
  sentence: LocalizedText;
}

/** Themes for slots and fruit games. */
export const SLOT_THEMES: readonly ThemeSeed[] = [
  {
    key: 'egypt',
    hues: [40, 200, 28],
    motifs: ['pyramid', 'ankh', 'eye'],
    words: {
      subjects: ['Pharaoh', 'Cleopatra', 'Anubis', 'Sphinx', 'Scarab', 'Osiris', 'Horus', 'Nefertiti', 'Ra'],
      places: ['the Nile', 'Giza', 'Karnak', 'the Pyramids', 'the Desert', 'Thebes'],
      adjectives: ['Golden', 'Sacred', 'Eternal', 'Hidden', 'Desert', 'Royal', 'Burning'],
    },
    sentence: {
      en: "The reels are set among the pyramids and golden tombs of ancient Egypt, where scarabs and sacred symbols guard the pharaoh's treasure.",
      ru: 'Барабаны переносят вас к пирамидам и золотым гробницам Древнего Египта, где скарабеи и священные символы охраняют сокровища фараона.',
      az: 'Barabanlar sizi Qədim Misirin piramidalarına və qızıl məqbərələrinə aparır; burada skarabeylər və müqəddəs simvollar fironun xəzinəsini qoruyur.',
      kk: 'Барабандар сізді Ежелгі Мысырдың пирамидалары мен алтын мазарларына апарады, онда скарабейлер мен қасиетті таңбалар перғауынның қазынасын күзетеді.',
      tr: "Makaralar sizi Antik Mısır'ın piramitlerine ve altın mezarlarına götürüyor; burada skarabeler ve kutsal semboller firavunun hazinesini koruyor.",
      ar: 'تأخذك البكرات إلى أهرامات مصر القديمة ومقابرها الذهبية، حيث تحرس الجعارين والرموز المقدسة كنز الفرعون.',
    },
  },
  {
    key: 'asian',
    hues: [0, 350, 150],
    motifs: ['coin', 'lotus'],
    words: {
      subjects: ['Dragon', 'Jade', 'Lotus', 'Panda', 'Koi', 'Lantern', 'Tiger', 'Phoenix', 'Emperor', 'Samurai'],
      places: ['the Orient', 'Shanghai', 'Kyoto', 'the Dynasty', 'the Jade Palace'],
      adjectives: ['Lucky', 'Golden', 'Red', 'Jade', 'Imperial', 'Prosperous', 'Twin'],
    },
    sentence: {
      en: 'Red lanterns, jade charms and golden dragons bring the luck of the Orient to every spin.',
      ru: 'Красные фонарики, нефритовые амулеты и золотые драконы приносят восточную удачу в каждое вращение.',
      az: 'Qırmızı fənərlər, yəşəm tilsimlər və qızıl əjdahalar hər fırlanmaya Şərqin uğurunu gətirir.',
      kk: 'Қызыл шамдар, нефрит тұмарлар және алтын айдаһарлар әр айналымға Шығыстың сәттілігін әкеледі.',
      tr: "Kırmızı fenerler, yeşim tılsımlar ve altın ejderhalar her dönüşe Doğu'nun şansını taşıyor.",
      ar: 'تجلب الفوانيس الحمراء وتمائم اليشم والتنانين الذهبية حظ الشرق إلى كل دورة.',
    },
  },
  {
    key: 'norse',
    hues: [205, 220, 190],
    motifs: ['hammer', 'shield'],
    words: {
      subjects: ['Viking', 'Odin', 'Thor', 'Freya', 'Loki', 'Valkyrie', 'Fenrir', 'Berserker'],
      places: ['Valhalla', 'Asgard', 'the North', 'the Fjords', 'Midgard'],
      adjectives: ['Frozen', 'Mighty', 'Iron', 'Thundering', 'Northern', 'Runic', 'Wild'],
    },
    sentence: {
      en: 'Storms gather over the fjords as Viking warriors, runes and the gods of Asgard fill the reels.',
      ru: 'Над фьордами сгущаются тучи, а барабаны заполняют воины-викинги, руны и боги Асгарда.',
      az: 'Fyordların üzərində fırtına toplanır, barabanları isə vikinq döyüşçüləri, runlar və Asqard tanrıları doldurur.',
      kk: 'Фьордтар үстінде дауыл жиналып, барабандарды викинг жауынгерлері, руналар және Асгард құдайлары толтырады.',
      tr: 'Fiyortların üzerinde fırtına toplanırken makaraları Viking savaşçıları, runlar ve Asgard tanrıları dolduruyor.',
      ar: 'تتجمع العواصف فوق المضايق البحرية بينما يملأ محاربو الفايكنغ والرموز الرونية وآلهة أسغارد البكرات.',
    },
  },
  {
    key: 'greek',
    hues: [215, 45, 200],
    motifs: ['bolt', 'column'],
    words: {
      subjects: ['Zeus', 'Athena', 'Medusa', 'Poseidon', 'Hermes', 'Hercules', 'Titan', 'Apollo', 'Hades'],
      places: ['Olympus', 'Athens', 'Troy', 'the Aegean', 'the Underworld'],
      adjectives: ['Divine', 'Mighty', 'Olympian', 'Golden', 'Eternal', 'Legendary'],
    },
    sentence: {
      en: 'High on Mount Olympus, Zeus and the gods of ancient Greece hurl lightning and hand out divine rewards.',
      ru: 'На вершине Олимпа Зевс и боги Древней Греции мечут молнии и раздают божественные награды.',
      az: 'Olimp dağının zirvəsində Zevs və Qədim Yunanıstanın tanrıları ildırım çaxdırır və ilahi mükafatlar paylayır.',
      kk: 'Олимп тауының басында Зевс пен Ежелгі Грекияның құдайлары найзағай ойнатып, құдайлық сыйлықтар үлестіреді.',
      tr: "Olimpos Dağı'nın zirvesinde Zeus ve Antik Yunan tanrıları şimşekler yağdırıp ilahi ödüller dağıtıyor.",
      ar: 'على قمة جبل أوليمبوس، يطلق زيوس وآلهة اليونان القديمة الصواعق ويوزعون المكافآت الإلهية.',
    },
  },
  {
    key: 'irish',
    hues: [135, 150, 95],
    motifs: ['clover', 'horseshoe'],
    words: {
      subjects: ['Leprechaun', 'Clover', 'Shamrock', 'Rainbow', 'Fairy', 'Druid'],
      places: ['the Rainbow', 'Dublin', 'the Emerald Isle', 'the Green Hills'],
      adjectives: ['Lucky', 'Emerald', 'Green', 'Merry', 'Four-Leaf', 'Shining'],
    },
    sentence: {
      en: "Follow the rainbow across the green hills of Ireland, where four-leaf clovers and a leprechaun's pot of gold are waiting.",
      ru: 'Следуйте за радугой через зелёные холмы Ирландии, где вас ждут четырёхлистный клевер и горшочек золота лепрекона.',
      az: 'Göy qurşağının ardınca İrlandiyanın yaşıl təpələrindən keçin; orada sizi dördyarpaqlı yonca və leprekonun qızılla dolu küpü gözləyir.',
      kk: 'Кемпірқосақтың соңынан Ирландияның жасыл төбелерін аралаңыз, онда сізді төрт жапырақты беде мен лепреконның алтынға толы құмырасы күтіп тұр.',
      tr: "Gökkuşağını izleyerek İrlanda'nın yeşil tepelerini aşın; orada sizi dört yapraklı yonca ve bir leprikonun altın dolu küpü bekliyor.",
      ar: 'اتبع قوس قزح عبر تلال أيرلندا الخضراء، حيث ينتظرك البرسيم ذو الأوراق الأربع وجرّة ذهب الجنّي الأيرلندي.',
    },
  },
  {
    key: 'pirates',
    hues: [20, 205, 0],
    motifs: ['skull', 'anchor'],
    words: {
      subjects: ['Pirate', 'Captain', 'Kraken', 'Buccaneer', 'Corsair', 'Galleon', 'Parrot'],
      places: ['the Seven Seas', 'Skull Island', 'the Caribbean', 'Tortuga', 'the Black Reef'],
      adjectives: ['Black', 'Sunken', 'Cursed', 'Golden', 'Jolly', 'Stormy'],
    },
    sentence: {
      en: 'Hoist the sails and hunt for buried treasure with pirate captains, old maps and chests full of doubloons.',
      ru: 'Поднимайте паруса и ищите зарытые сокровища вместе с пиратскими капитанами, старинными картами и сундуками, полными дублонов.',
      az: 'Yelkənləri qaldırın və pirat kapitanları, köhnə xəritələr və dublonlarla dolu sandıqlarla birlikdə basdırılmış xəzinəni axtarın.',
      kk: 'Желкендерді көтеріп, қарақшы капитандармен, ескі карталармен және дублонға толы сандықтармен бірге көмілген қазынаны іздеңіз.',
      tr: 'Yelkenleri fora edin; korsan kaptanlar, eski haritalar ve altın dolu sandıklarla gömülü hazinenin peşine düşün.',
      ar: 'ارفع الأشرعة وابحث عن الكنز المدفون مع قباطنة القراصنة والخرائط القديمة والصناديق المليئة بالدبلونات الذهبية.',
    },
  },
  {
    key: 'west',
    hues: [25, 35, 15],
    motifs: ['badge', 'horseshoe'],
    words: {
      subjects: ['Outlaw', 'Sheriff', 'Bandit', 'Cowboy', 'Prospector', 'Mustang', 'Gunslinger'],
      places: ['the West', 'Tombstone', 'the Canyon', 'Dusty Creek', 'El Dorado'],
      adjectives: ['Wild', 'Dusty', 'Golden', 'Lone', 'Rusty', 'Blazing'],
    },
    sentence: {
      en: 'Dust, saloons and gold fever: ride into a Wild West town where outlaws and sheriffs compete for the bounty.',
      ru: 'Пыль, салуны и золотая лихорадка: въезжайте в городок Дикого Запада, где бандиты и шерифы спорят за награду.',
      az: 'Toz, salunlar və qızıl qızdırması: quldurlarla şeriflərin mükafat uğrunda yarışdığı Vəhşi Qərb şəhərciyinə yollanın.',
      kk: 'Шаң, салундар және алтын безгегі: қарақшылар мен шерифтер сыйақы үшін таласатын Жабайы Батыс қалашығына аттаныңыз.',
      tr: 'Toz, salonlar ve altına hücum: haydutlarla şeriflerin ödül için yarıştığı bir Vahşi Batı kasabasına doğru yola çıkın.',
      ar: 'غبار وحانات وحمّى الذهب: انطلق إلى بلدة في الغرب المتوحش حيث يتنافس الخارجون عن القانون والمأمورون على المكافأة.',
    },
  },
  {
    key: 'space',
    hues: [260, 280, 230],
    motifs: ['planet', 'star'],
    words: {
      subjects: ['Galaxy', 'Nebula', 'Comet', 'Astronaut', 'Meteor', 'Pulsar', 'Orbit', 'Quasar'],
      places: ['the Stars', 'Andromeda', 'the Cosmos', 'Mars', 'the Milky Way'],
      adjectives: ['Cosmic', 'Stellar', 'Astro', 'Infinite', 'Lunar', 'Hyper'],
    },
    sentence: {
      en: 'Blast off into deep space, where glowing planets, nebulae and cosmic gems line up across the reels.',
      ru: 'Отправляйтесь в открытый космос, где светящиеся планеты, туманности и космические кристаллы выстраиваются на барабанах.',
      az: 'Açıq kosmosa yola düşün; burada parlayan planetlər, dumanlıqlar və kosmik kristallar barabanlarda düzülür.',
      kk: 'Ашық ғарышқа аттаныңыз, онда жарқыраған планеталар, тұмандықтар мен ғарыштық кристалдар барабандарда тізіледі.',
      tr: 'Derin uzaya doğru yola çıkın; parlayan gezegenler, bulutsular ve kozmik kristaller makaralarda sıralanıyor.',
      ar: 'انطلق إلى الفضاء العميق، حيث تصطف الكواكب المتوهجة والسُّدم والجواهر الكونية على البكرات.',
    },
  },
  {
    key: 'safari',
    hues: [30, 45, 85],
    motifs: ['paw', 'leaf'],
    words: {
      subjects: ['Lion', 'Rhino', 'Gorilla', 'Elephant', 'Cheetah', 'Buffalo', 'Leopard'],
      places: ['the Savanna', 'Africa', 'the Serengeti', 'the Jungle', 'Kilimanjaro'],
      adjectives: ['Wild', 'Mighty', 'Roaring', 'Untamed', 'Great', 'Golden'],
    },
    sentence: {
      en: 'The savanna comes alive at sunset as lions, rhinos and gorillas roam the reels of this wild safari.',
      ru: 'Саванна оживает на закате: по барабанам этого дикого сафари бродят львы, носороги и гориллы.',
      az: 'Gün batarkən savanna canlanır: bu vəhşi safarinin barabanlarında şirlər, kərgədanlar və qorillalar gəzişir.',
      kk: 'Күн батқанда саванна жанданады: осы жабайы сафаридің барабандарында арыстандар, мүйізтұмсықтар мен гориллалар кезіп жүр.',
      tr: 'Gün batımında savan canlanıyor: bu vahşi safarinin makaralarında aslanlar, gergedanlar ve goriller dolaşıyor.',
      ar: 'تنبض السافانا بالحياة عند الغروب، إذ تجوب الأسود ووحيد القرن والغوريلا بكرات رحلة السفاري البرية هذه.',
    },
  },
  {
    key: 'ocean',
    hues: [190, 200, 175],
    motifs: ['shell', 'wave'],
    words: {
      subjects: ['Mermaid', 'Pearl', 'Dolphin', 'Shark', 'Octopus', 'Turtle', 'Coral'],
      places: ['Atlantis', 'the Deep', 'the Reef', 'the Tides', 'the Blue Lagoon'],
      adjectives: ['Deep', 'Azure', 'Sunken', 'Crystal', 'Tidal', 'Blue'],
    },
    sentence: {
      en: 'Dive beneath the waves to coral reefs and sunken cities, where mermaids guard pearls of rare beauty.',
      ru: 'Погрузитесь под воду к коралловым рифам и затонувшим городам, где русалки охраняют жемчужины редкой красоты.',
      az: 'Dalğaların altına, mərcan riflərinə və batmış şəhərlərə dalın; orada su pəriləri nadir gözəllikdə incilər qoruyur.',
      kk: 'Толқындардың астына, маржан рифтері мен суға батқан қалаларға сүңгіңіз, онда су перілері сирек кездесетін әсем інжулерді күзетеді.',
      tr: 'Dalgaların altına, mercan resiflerine ve batık şehirlere dalın; orada denizkızları eşsiz güzellikteki incileri koruyor.',
      ar: 'اغطس تحت الأمواج إلى الشعاب المرجانية والمدن الغارقة، حيث تحرس حوريات البحر لآلئ نادرة الجمال.',
    },
  },
  {
    key: 'candy',
    hues: [320, 300, 340],
    motifs: ['lollipop', 'heart'],
    words: {
      subjects: ['Candy', 'Sugar', 'Lollipop', 'Jelly', 'Cupcake', 'Gummy', 'Cookie', 'Donut', 'Bonbon'],
      places: ['Candyland', 'Sweet Street', 'the Sugar Factory', 'the Candy Kingdom'],
      adjectives: ['Sweet', 'Sugar', 'Juicy', 'Fizzy', 'Sticky', 'Frosted'],
    },
    sentence: {
      en: 'A sugar-coated world of lollipops, jelly beans and cupcakes, where every cluster of sweets can burst into a win.',
      ru: 'Сахарный мир леденцов, мармеладок и капкейков, где каждая группа сладостей может обернуться выигрышем.',
      az: 'Lolipoplar, jele konfetləri və kapkeyklərdən ibarət şəkərli dünya; burada hər şirniyyat qrupu uduşa çevrilə bilər.',
      kk: 'Кәмпиттер, мармеладтар мен капкейктерден тұратын қантты әлем, мұнда тәттілердің әр тобы ұтысқа айналуы мүмкін.',
      tr: 'Lolipoplar, jelibonlar ve keklerle dolu şekerli bir dünya; burada her şeker kümesi bir kazanca dönüşebilir.',
      ar: 'عالم مغطى بالسكر من المصاصات وحبوب الجيلي والكب كيك، حيث يمكن لكل مجموعة من الحلوى أن تتحول إلى ربح.',
    },
  },
  {
    key: 'gothic',
    hues: [280, 350, 265],
    motifs: ['moon', 'bat'],
    words: {
      subjects: ['Vampire', 'Raven', 'Werewolf', 'Count', 'Phantom', 'Witch', 'Banshee'],
      places: ['the Night', 'Transylvania', 'the Crypt', 'Blackwood Manor', 'the Moonlit Castle'],
      adjectives: ['Midnight', 'Blood', 'Haunted', 'Dark', 'Shadow', 'Eternal'],
    },
    sentence: {
      en: 'Under a full moon, in a castle of shadows, vampires and ravens keep the secrets of an ancient night.',
      ru: 'Под полной луной, в замке теней, вампиры и вороны хранят тайны древней ночи.',
      az: 'Bədirlənmiş ayın altında, kölgələr qəsrində vampirlər və qarğalar qədim gecənin sirlərini saxlayır.',
      kk: 'Толған айдың астында, көлеңкелер сарайында вампирлер мен қарғалар көне түннің құпияларын сақтайды.',
      tr: 'Dolunayın altında, gölgelerle dolu bir şatoda vampirler ve kuzgunlar kadim bir gecenin sırlarını saklıyor.',
      ar: 'تحت ضوء البدر، في قلعة الظلال، يحرس مصاصو الدماء والغربان أسرار ليلة قديمة.',
    },
  },
  {
    key: 'aztec',
    hues: [160, 30, 140],
    motifs: ['sun', 'pyramid'],
    words: {
      subjects: ['Aztec', 'Inca', 'Jaguar', 'Quetzal', 'Shaman', 'Montezuma', 'Serpent'],
      places: ['El Dorado', 'the Temple', 'the Sun', 'the Rainforest', 'Tenochtitlan'],
      adjectives: ['Golden', 'Ancient', 'Lost', 'Sacred', 'Jade', 'Feathered'],
    },
    sentence: {
      en: 'Deep in the rainforest, Aztec and Maya temples hide sun stones, jade masks and the gold of lost empires.',
      ru: 'В глубине тропического леса храмы ацтеков и майя скрывают камни солнца, нефритовые маски и золото исчезнувших империй.',
      az: 'Tropik meşənin dərinliklərində acteklərin və mayaların məbədləri günəş daşlarını, yəşəm maskaları və itmiş imperiyaların qızılını gizlədir.',
      kk: 'Тропикалық орманның тереңінде ацтектер мен майялардың ғибадатханалары күн тастарын, нефрит маскаларды және жоғалған империялардың алтынын жасырады.',
      tr: 'Yağmur ormanlarının derinliklerinde Aztek ve Maya tapınakları güneş taşlarını, yeşim maskeleri ve kayıp imparatorlukların altınlarını saklıyor.',
      ar: 'في أعماق الغابات المطيرة، تخفي معابد الأزتك والمايا أحجار الشمس وأقنعة اليشم وذهب الإمبراطوريات المفقودة.',
    },
  },
  {
    key: 'vegas',
    hues: [300, 330, 200],
    motifs: ['seven', 'bell', 'crown'],
    words: {
      subjects: ['Diamond', 'Seven', 'Bell', 'Star', 'Jackpot', 'Dice', 'Crown', 'Ace'],
      places: ['Vegas', 'the Strip', 'Atlantic City', 'Reno'],
      adjectives: ['Hot', 'Super', 'Neon', 'Triple', 'Double', 'Lucky', 'Blazing'],
    },
    sentence: {
      en: 'Neon lights, diamonds and lucky sevens bring the glamour of a Las Vegas casino floor to your screen.',
      ru: 'Неоновые огни, бриллианты и счастливые семёрки переносят на ваш экран блеск казино Лас-Вегаса.',
      az: 'Neon işıqlar, brilyantlar və uğurlu yeddilər Las-Veqas kazinosunun parıltısını ekranınıza gətirir.',
      kk: 'Неон шамдары, гауһар тастар мен бақытты жетілер Лас-Вегас казиносының жарқылын экраныңызға әкеледі.',
      tr: 'Neon ışıklar, pırlantalar ve şanslı yediler Las Vegas kumarhanelerinin ihtişamını ekranınıza taşıyor.',
      ar: 'تنقل أضواء النيون والماسات وسبعات الحظ بريق كازينوهات لاس فيغاس إلى شاشتك.',
    },
  },
  {
    key: 'magic',
    hues: [270, 250, 290],
    motifs: ['potion', 'orb', 'star'],
    words: {
      subjects: ['Wizard', 'Sorceress', 'Alchemist', 'Merlin', 'Spellbook', 'Potion', 'Unicorn'],
      places: ['the Enchanted Forest', 'Avalon', 'the Crystal Tower', 'the Arcane'],
      adjectives: ['Enchanted', 'Mystic', 'Arcane', 'Magic', 'Crystal', 'Spellbound'],
    },
    sentence: {
      en: "Spell books, potions and crystal balls fill a wizard's tower where every spin can cast a winning charm.",
      ru: 'Книги заклинаний, зелья и хрустальные шары наполняют башню волшебника, где каждое вращение может сотворить выигрышные чары.',
      az: 'Sehr kitabları, iksirlər və büllur kürələr sehrbazın qülləsini doldurur; burada hər fırlanma qazandıran ovsuna çevrilə bilər.',
      kk: 'Дуалар кітаптары, сиқырлы сусындар мен хрусталь шарлар сиқыршының мұнарасын толтырады, мұнда әр айналым ұтыс әкелетін сиқырға айналуы мүмкін.',
      tr: 'Büyü kitapları, iksirler ve kristal küreler bir büyücünün kulesini dolduruyor; burada her dönüş kazandıran bir büyüye dönüşebilir.',
      ar: 'تملأ كتب التعاويذ والجرعات السحرية والكرات البلورية برج ساحر، حيث يمكن لكل دورة أن تُطلق تعويذة رابحة.',
    },
  },
  {
    key: 'fiesta',
    hues: [10, 45, 150],
    motifs: ['chili', 'cactus'],
    words: {
      subjects: ['Fiesta', 'Mariachi', 'Chili', 'Piñata', 'Sombrero', 'Luchador', 'Cactus'],
      places: ['Mexico', 'Cancun', 'the Plaza', 'Oaxaca'],
      adjectives: ['Hot', 'Spicy', 'Loco', 'Caliente', 'Festive'],
    },
    sentence: {
      en: 'Maracas, chili peppers and piñatas: a Mexican street fiesta where the music never stops and the prizes keep coming.',
      ru: 'Маракасы, перцы чили и пиньяты: мексиканская уличная фиеста, где музыка не смолкает, а призы сыплются один за другим.',
      az: 'Marakaslar, çili bibərləri və pinyatalar: musiqinin heç susmadığı, hədiyyələrin ardı-arası kəsilmədiyi Meksika küçə bayramı.',
      kk: 'Маракастар, чили бұрыштары мен пиньяталар: музыка ешқашан тоқтамайтын, жүлделер толассыз түсетін мексикалық көше фиестасы.',
      tr: 'Marakaslar, acı biberler ve piñatalar: müziğin hiç susmadığı, ödüllerin ardı ardına geldiği bir Meksika sokak festivali.',
      ar: 'آلات الماراكاس والفلفل الحار ودمى البينياتا: احتفال شعبي مكسيكي لا تتوقف فيه الموسيقى وتتوالى فيه الجوائز.',
    },
  },
  {
    key: 'gems',
    hues: [330, 210, 150],
    motifs: ['gem', 'crown'],
    words: {
      subjects: ['Ruby', 'Sapphire', 'Emerald', 'Diamond', 'Crystal', 'Jewel', 'Opal', 'Amethyst'],
      places: ['the Mine', 'the Crystal Caverns', 'the Cave', 'the Crown Vault'],
      adjectives: ['Sparkling', 'Brilliant', 'Precious', 'Royal', 'Shining', 'Dazzling'],
    },
    sentence: {
      en: 'Rubies, sapphires and emeralds sparkle on the reels, and every matching cluster polishes your winnings.',
      ru: 'На барабанах сверкают рубины, сапфиры и изумруды, а каждая совпавшая группа камней приумножает выигрыш.',
      az: 'Barabanlarda yaqutlar, sapfirlər və zümrüdlər parıldayır, hər uyğun qrup isə uduşunuzu artırır.',
      kk: 'Барабандарда лағылдар, сапфирлер мен зүмірттер жарқырайды, ал әрбір сәйкес топ ұтысыңызды арттырады.',
      tr: 'Makaralarda yakutlar, safirler ve zümrütler parlıyor; eşleşen her küme kazancınızı büyütüyor.',
      ar: 'يتلألأ الياقوت الأحمر والأزرق والزمرد على البكرات، وكل مجموعة متطابقة تزيد أرباحك.',
    },
  },
  {
    key: 'fruit',
    hues: [0, 50, 100],
    motifs: ['cherry', 'seven', 'bell', 'lemon'],
    words: {
      subjects: ['Cherry', 'Lemon', 'Plum', 'Melon', 'Berry', 'Orange', 'Grape', 'Seven', 'Bell'],
      places: ['the Orchard', 'the Farm', 'the Fruit Market'],
      adjectives: ['Hot', 'Juicy', 'Fresh', 'Burning', 'Sizzling', 'Wild', 'Super', 'Fruity'],
    },
    sentence: {
      en: 'Juicy cherries, lemons, plums and watermelons spin alongside bells and lucky sevens in true retro style.',
      ru: 'Сочные вишни, лимоны, сливы и арбузы вращаются вместе с колокольчиками и счастливыми семёрками в настоящем ретростиле.',
      az: 'Şirəli albalılar, limonlar, gavalılar və qarpızlar zənglər və uğurlu yeddilərlə birlikdə əsl retro üslubda fırlanır.',
      kk: 'Шырынды шиелер, лимондар, алхорылар мен қарбыздар қоңыраулармен және бақытты жетілермен бірге нағыз ретро стилінде айналады.',
      tr: 'Sulu kirazlar, limonlar, erikler ve karpuzlar, çanlar ve şanslı yedilerle birlikte gerçek retro tarzda dönüyor.',
      ar: 'يدور الكرز والليمون والبرقوق والبطيخ الشهي إلى جانب الأجراس وسبعات الحظ بأسلوب كلاسيكي أصيل.',
    },
  },
];

/** Themes (settings) for table, live, crash and instant games. */
export const TABLE_THEMES: Readonly<Record<string, ThemeSeed>> = {
  'casino-classic': {
    key: 'casino-classic',
    hues: [150, 140, 160],
    motifs: ['spade', 'chip', 'wheel'],
    sentence: {
      en: 'A classic casino table in deep green felt, with clean graphics, quick rounds and a full betting history.',
      ru: 'Классический стол казино с тёмно-зелёным сукном, чёткой графикой, быстрыми раундами и полной историей ставок.',
      az: 'Tünd yaşıl mahudlu klassik kazino masası: aydın qrafika, sürətli raundlar və mərclərin tam tarixçəsi.',
      kk: 'Қою жасыл мауытты классикалық казино үстелі: анық графика, жылдам раундтар және бәстердің толық тарихы.',
      tr: 'Koyu yeşil çuhalı klasik bir kumarhane masası: net grafikler, hızlı turlar ve eksiksiz bahis geçmişi.',
      ar: 'طاولة كازينو كلاسيكية بقماش أخضر داكن، مع رسومات واضحة وجولات سريعة وسجل كامل للرهانات.',
    },
  },
  neon: {
    key: 'neon',
    hues: [290, 190, 320],
    motifs: ['star', 'bolt', 'chip'],
    sentence: {
      en: 'A neon-lit studio with a synthwave soundtrack, bright multipliers and animations that keep every round lively.',
      ru: 'Студия в неоновом свете под саундтрек в стиле синтвейв: яркие множители и анимации делают каждый раунд живым.',
      az: 'Sintveyv musiqisi sədaları altında neon işıqlı studiya: parlaq çarpanlar və animasiyalar hər raundu canlı edir.',
      kk: 'Синтвейв саундтрегі ойнайтын неон жарықты студия: жарқын көбейткіштер мен анимациялар әр раундты қызықты етеді.',
      tr: 'Synthwave müzikleri eşliğinde neon ışıklı bir stüdyo: parlak çarpanlar ve animasyonlar her turu canlı tutuyor.',
      ar: 'استوديو مضاء بالنيون على أنغام موسيقى السينثويف، مع مضاعفات لامعة ورسوم متحركة تبقي كل جولة حيوية.',
    },
  },
  'velvet-lounge': {
    key: 'velvet-lounge',
    hues: [350, 340, 5],
    motifs: ['heart', 'spade', 'chip'],
    sentence: {
      en: 'The table stands in an intimate lounge of red velvet and warm light, with a calm pace and elegant dealers.',
      ru: 'Стол стоит в уютном лаунже из красного бархата и тёплого света: игра идёт в спокойном темпе, а дилеры безупречно элегантны.',
      az: 'Masa qırmızı məxmər və isti işıqla bəzədilmiş rahat launcda yerləşir; oyun sakit tempdə gedir, dilerlər isə zərifdir.',
      kk: 'Үстел қызыл барқыт пен жылы жарыққа толы жайлы лаунжда тұр; ойын сабырлы қарқынмен өтеді, ал дилерлер өте сыпайы.',
      tr: 'Masa, kırmızı kadife ve sıcak ışıklarla döşenmiş samimi bir salonda; oyun sakin bir tempoyla ilerliyor, krupiyeler ise son derece zarif.',
      ar: 'تقع الطاولة في صالة دافئة من المخمل الأحمر والإضاءة الهادئة، حيث يسير اللعب بإيقاع هادئ مع موزعين أنيقين.',
    },
  },
  riviera: {
    key: 'riviera',
    hues: [200, 45, 215],
    motifs: ['crown', 'chip', 'wheel'],
    sentence: {
      en: 'Inspired by the casinos of the French Riviera: marble, gold trim and a view of the evening sea behind the dealer.',
      ru: 'Вдохновлено казино Французской Ривьеры: мрамор, золотая отделка и вид на вечернее море за спиной дилера.',
      az: 'Fransa Rivyerasının kazinolarından ilhamlanıb: mərmər, qızıl bəzəklər və dilerin arxasında axşam dənizinin mənzərəsi.',
      kk: 'Француз Ривьерасының казинолары шабыт берген: мәрмәр, алтын әшекейлер және дилердің артындағы кешкі теңіз көрінісі.',
      tr: "Fransız Rivierası'nın kumarhanelerinden ilham alındı: mermer, altın süslemeler ve krupiyenin arkasında akşam denizinin manzarası.",
      ar: 'مستوحاة من كازينوهات الريفييرا الفرنسية: رخام وزخارف ذهبية وإطلالة على البحر في المساء خلف الموزع.',
    },
  },
  'vip-room': {
    key: 'vip-room',
    hues: [45, 270, 30],
    motifs: ['crown', 'gem', 'spade'],
    sentence: {
      en: 'A private high-limit room with higher table limits, fewer seats and a dedicated dealer for every session.',
      ru: 'Закрытый зал для хайроллеров: повышенные лимиты, меньше мест за столом и персональный дилер на каждую сессию.',
      az: 'Yüksək limitli qapalı zal: artırılmış masa limitləri, daha az yer və hər sessiya üçün ayrıca diler.',
      kk: 'Жоғары лимитті жабық зал: жоғарылатылған үстел лимиттері, орындар аз және әр сессияға жеке дилер.',
      tr: 'Yüksek limitli özel bir salon: artırılmış masa limitleri, daha az koltuk ve her oturum için özel bir krupiye.',
      ar: 'قاعة خاصة بحدود رهان مرتفعة، مع مقاعد أقل وموزع مخصص لكل جلسة.',
    },
  },
  carnival: {
    key: 'carnival',
    hues: [320, 40, 190],
    motifs: ['wheel', 'star'],
    sentence: {
      en: 'A carnival of lights, confetti and a charismatic host, where the wheel decides who goes through to the bonus round.',
      ru: 'Карнавал огней, конфетти и харизматичный ведущий: колесо решает, кто попадёт в бонусный раунд.',
      az: 'İşıqlar, konfetti və xarizmatik aparıcı ilə karnaval: bonus raunduna kimin keçəcəyini çarx həll edir.',
      kk: 'Жарық, конфетти және харизматикалық жүргізушісі бар карнавал: бонустық раундқа кімнің өтетінін дөңгелек шешеді.',
      tr: 'Işıklar, konfeti ve karizmatik bir sunucuyla dolu bir karnaval: bonus turuna kimin geçeceğine çark karar veriyor.',
      ar: 'كرنفال من الأضواء والقصاصات الملونة ومقدّم ذو حضور لافت، حيث تقرر العجلة من ينتقل إلى جولة المكافأة.',
    },
  },
  'space-launch': {
    key: 'space-launch',
    hues: [230, 250, 215],
    motifs: ['rocket', 'planet'],
    sentence: {
      en: 'A rocket lifts off the launch pad and climbs through the atmosphere: the higher it flies, the bigger the multiplier.',
      ru: 'Ракета отрывается от стартового стола и пробивает атмосферу: чем выше она взлетает, тем больше множитель.',
      az: 'Raket buraxılış meydançasından havaya qalxır və atmosferi yarıb keçir: nə qədər yüksəyə uçsa, çarpan bir o qədər böyük olur.',
      kk: 'Зымыран ұшыру алаңынан көтеріліп, атмосфераны жарып өтеді: ол неғұрлым биік ұшса, көбейткіш соғұрлым үлкен болады.',
      tr: 'Roket fırlatma rampasından havalanıp atmosferi yarıyor: ne kadar yükseğe çıkarsa çarpan o kadar büyüyor.',
      ar: 'ينطلق الصاروخ من منصة الإطلاق ويشق الغلاف الجوي، وكلما ارتفع أكثر كبر المضاعف.',
    },
  },
  aviation: {
    key: 'aviation',
    hues: [200, 210, 15],
    motifs: ['plane'],
    sentence: {
      en: 'A small plane takes off into the clouds while the multiplier climbs: cash out before it flies away.',
      ru: 'Небольшой самолёт взмывает в облака, а множитель растёт: заберите ставку, пока он не улетел.',
      az: 'Kiçik təyyarə buludlara doğru qalxır, çarpan isə artır: o uçub getməmiş mərcinizi götürün.',
      kk: 'Шағын ұшақ бұлттарға көтеріліп, көбейткіш өседі: ол ұшып кетпей тұрып, бәсіңізді алып үлгеріңіз.',
      tr: 'Küçük bir uçak bulutlara doğru yükselirken çarpan artıyor: uçup gitmeden bahsinizi çekin.',
      ar: 'تحلّق طائرة صغيرة نحو السحاب بينما يرتفع المضاعف، فاسحب رهانك قبل أن تبتعد.',
    },
  },
  'sky-balloon': {
    key: 'sky-balloon',
    hues: [20, 190, 340],
    motifs: ['balloon'],
    sentence: {
      en: 'A hot-air balloon drifts higher and higher over a painted landscape: cash out before the wind turns against you.',
      ru: 'Воздушный шар поднимается всё выше над живописным пейзажем: заберите выигрыш, пока ветер не переменился.',
      az: 'Hava şarı mənzərəli yerlərin üzərində getdikcə yüksəlir: külək istiqamətini dəyişməmiş uduşunuzu götürün.',
      kk: 'Әуе шары көркем жердің үстінде барған сайын жоғары көтеріледі: жел бағытын өзгертпей тұрып, ұтысыңызды алыңыз.',
      tr: 'Bir sıcak hava balonu pitoresk manzaranın üzerinde giderek yükseliyor: rüzgâr yön değiştirmeden kazancınızı çekin.',
      ar: 'يرتفع منطاد الهواء الساخن أكثر فأكثر فوق منظر طبيعي خلاب، فاسحب أرباحك قبل أن تتغير الرياح.',
    },
  },
  arcade: {
    key: 'arcade',
    hues: [260, 170, 20],
    motifs: ['dice', 'bomb', 'ball', 'ticket'],
    sentence: {
      en: 'Arcade-style visuals and instant results: every round is decided in a second.',
      ru: 'Аркадная графика и мгновенный результат: каждый раунд решается за секунду.',
      az: 'Arkada üslubunda qrafika və ani nəticə: hər raund bir saniyədə həll olunur.',
      kk: 'Аркада стиліндегі графика және лезде нәтиже: әр раунд бір секундта шешіледі.',
      tr: 'Atari tarzı görseller ve anında sonuç: her tur bir saniyede belli oluyor.',
      ar: 'رسومات بطابع ألعاب الأركيد ونتائج فورية: تُحسم كل جولة في ثانية واحدة.',
    },
  },
};

/** Words that name what a slot promises. */
export const PRIZES: readonly string[] = [
  'Fortune',
  'Riches',
  'Treasure',
  'Gold',
  'Jackpot',
  'Gems',
  'Bounty',
  'Legacy',
  'Quest',
  'Secrets',
  'Reign',
  'Rise',
  'Wilds',
  'Spins',
  'Power',
  'Glory',
  'Kingdom',
  'Hoard',
  'Blessing',
  'Vault',
];

export const SLOT_SUFFIXES: readonly string[] = [
  'Deluxe',
  'Hold and Win',
  '1000',
  'Xtreme',
  '2',
  '3',
  'Royale',
  'Gold Edition',
  'Bonus Buy',
  'Ultra',
  'Max',
  'Remastered',
  'Link',
  'Supreme',
  'Wild Ways',
  'Grand',
];

export const FRUIT_SUFFIXES: readonly string[] = ['5 Lines', '10', '20', '40', '100', 'Hot', 'Classic', 'Deluxe', '7s', 'Retro'];
