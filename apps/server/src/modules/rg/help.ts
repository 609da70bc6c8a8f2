// Help organisations per country (configuration; docs/rg-server-notes.md). A country without its
// own list gets the international ones.

export interface HelpOrganisation {
  name: string;
  url: string;
  phone: string | null;
  /** ISO alpha-2; empty: international */
  countries: readonly string[];
}

export const HELP_ORGANISATIONS: readonly HelpOrganisation[] = [
  {
    name: 'GamCare',
    url: 'https://www.gamcare.org.uk',
    phone: '+44 808 8020 133',
    countries: ['GB', 'GG', 'JE', 'IM'],
  },
  { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk', phone: null, countries: ['GB'] },
  {
    name: 'BeGambleAware',
    url: 'https://www.begambleaware.org',
    phone: '+44 808 8020 133',
    countries: ['GB'],
  },
  {
    name: 'Kumar Bağımlılığı Destek Hattı (Yeşilay)',
    url: 'https://www.yesilay.org.tr',
    phone: '115',
    countries: ['TR'],
  },
  {
    name: 'Игроголики Анонимные',
    url: 'https://www.gamblersanonymous.ru',
    phone: null,
    countries: ['RU', 'KZ'],
  },
  {
    name: 'Gamblers Anonymous',
    url: 'https://www.gamblersanonymous.org',
    phone: null,
    countries: [],
  },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', phone: null, countries: [] },
];

/** The organisations for a country: its own first, then the international ones. */
export function helpFor(country: string | null | undefined): HelpOrganisation[] {
  const code = (country ?? '').trim().toUpperCase();
  const own = HELP_ORGANISATIONS.filter((o) => o.countries.includes(code));
  const international = HELP_ORGANISATIONS.filter((o) => o.countries.length === 0);
  return [...own, ...international];
}
