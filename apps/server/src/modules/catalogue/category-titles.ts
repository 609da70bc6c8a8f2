// Display names of the game categories in the six interface languages (the REST filter options
// and GameCategory.title). Category slugs stay the keys everywhere else.
import type { GameCategoryName, Language } from '@aurum/domain';
import { pickText } from './localized-text';
import type { LocalizedText } from './tables';

export const CATEGORY_TITLES: Record<GameCategoryName, LocalizedText> = {
  slots: { en: 'Slots', ru: 'Слоты', az: 'Slotlar', kk: 'Слоттар', tr: 'Slotlar', ar: 'السلوتس' },
  roulette: {
    en: 'Roulette',
    ru: 'Рулетка',
    az: 'Rulet',
    kk: 'Рулетка',
    tr: 'Rulet',
    ar: 'الروليت',
  },
  'live-casino': {
    en: 'Live casino',
    ru: 'Живое казино',
    az: 'Canlı kazino',
    kk: 'Тікелей казино',
    tr: 'Canlı casino',
    ar: 'الكازينو المباشر',
  },
  'live-baccarat': {
    en: 'Live baccarat',
    ru: 'Live-баккара',
    az: 'Canlı bakkara',
    kk: 'Тікелей баккара',
    tr: 'Canlı bakara',
    ar: 'باكارات مباشر',
  },
  'live-blackjack': {
    en: 'Live blackjack',
    ru: 'Live-блэкджек',
    az: 'Canlı blekcek',
    kk: 'Тікелей блэкджек',
    tr: 'Canlı blackjack',
    ar: 'بلاك جاك مباشر',
  },
  'live-game-show': {
    en: 'Live game shows',
    ru: 'Игровые шоу',
    az: 'Canlı oyun şouları',
    kk: 'Тікелей ойын шоулары',
    tr: 'Canlı oyun şovları',
    ar: 'عروض الألعاب المباشرة',
  },
  'live-roulette': {
    en: 'Live roulette',
    ru: 'Live-рулетка',
    az: 'Canlı rulet',
    kk: 'Тікелей рулетка',
    tr: 'Canlı rulet',
    ar: 'روليت مباشر',
  },
  'fruit-game': {
    en: 'Fruit games',
    ru: 'Фруктовые игры',
    az: 'Meyvə oyunları',
    kk: 'Жеміс ойындары',
    tr: 'Meyve oyunları',
    ar: 'ألعاب الفواكه',
  },
  crash: {
    en: 'Crash',
    ru: 'Краш-игры',
    az: 'Crash oyunları',
    kk: 'Краш ойындары',
    tr: 'Crash oyunları',
    ar: 'ألعاب الكراش',
  },
  other: { en: 'Other', ru: 'Другие', az: 'Digər', kk: 'Басқалар', tr: 'Diğer', ar: 'أخرى' },
};

/** The category's display name in `lang` (the slug itself for an unknown category). */
export function categoryTitle(name: string, lang: Language): string {
  const titles = (CATEGORY_TITLES as Record<string, LocalizedText | undefined>)[name];
  return titles ? pickText(titles, lang) : name;
}
