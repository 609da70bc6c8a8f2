// Reference data: currencies, countries (with their main currency and spoken languages) and the
// interface languages.
import { currencyDecimals, LANGUAGE_OPTIONS, RTL_LANGUAGES } from '@aurum/domain';

export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  crypto: boolean;
  /** minor-unit decimals: always the domain's currencyDecimals (the one source) */
  decimals: number;
  /** the platform accepts deposits / pays out in it */
  deposit: boolean;
  withdraw: boolean;
}

const fiat = (
  code: string,
  name: string,
  symbol: string,
  deposit = false,
  withdraw = deposit,
): CurrencySeed => ({
  code,
  name,
  symbol,
  crypto: false,
  decimals: currencyDecimals(code),
  deposit,
  withdraw,
});
const coin = (code: string, name: string, symbol: string): CurrencySeed => ({
  code,
  name,
  symbol,
  crypto: true,
  decimals: currencyDecimals(code),
  deposit: true,
  withdraw: true,
});

/** Platform currencies first (deposits and withdrawals enabled), then the rest of the world's. */
export const CURRENCY_SEEDS: readonly CurrencySeed[] = [
  fiat('USD', 'US Dollar', '$', true),
  fiat('EUR', 'Euro', '€', true),
  fiat('GBP', 'British Pound', '£', true),
  fiat('RUB', 'Russian Ruble', '₽', true),
  fiat('TRY', 'Turkish Lira', '₺', true),
  fiat('AZN', 'Azerbaijani Manat', '₼', true),
  fiat('KZT', 'Kazakhstani Tenge', '₸', true),
  fiat('INR', 'Indian Rupee', '₹', true),
  fiat('AED', 'UAE Dirham', 'د.إ', true),
  fiat('SAR', 'Saudi Riyal', '﷼', true),
  fiat('EGP', 'Egyptian Pound', 'E£', true, false),
  fiat('BRL', 'Brazilian Real', 'R$', true),
  fiat('CAD', 'Canadian Dollar', 'C$', true),
  fiat('AUD', 'Australian Dollar', 'A$', true),
  fiat('UZS', 'Uzbekistani Som', 'soʻm', true),
  fiat('PLN', 'Polish Zloty', 'zł', true),
  coin('BTC', 'Bitcoin', '₿'),
  coin('ETH', 'Ethereum', 'Ξ'),
  coin('USDT', 'Tether', '₮'),
  coin('LTC', 'Litecoin', 'Ł'),
  coin('TRX', 'TRON', 'TRX'),
  coin('XRP', 'XRP', 'XRP'),
  coin('ADA', 'Cardano', '₳'),
  coin('ZEC', 'Zcash', 'ⓩ'),
  fiat('NZD', 'New Zealand Dollar', 'NZ$'),
  fiat('CHF', 'Swiss Franc', 'CHF'),
  fiat('SEK', 'Swedish Krona', 'kr'),
  fiat('NOK', 'Norwegian Krone', 'kr'),
  fiat('DKK', 'Danish Krone', 'kr'),
  fiat('CZK', 'Czech Koruna', 'Kč'),
  fiat('HUF', 'Hungarian Forint', 'Ft'),
  fiat('RON', 'Romanian Leu', 'lei'),
  fiat('GEL', 'Georgian Lari', '₾'),
  fiat('AMD', 'Armenian Dram', '֏'),
  fiat('KGS', 'Kyrgyzstani Som', 'сом'),
  fiat('TJS', 'Tajikistani Somoni', 'SM'),
  fiat('BYN', 'Belarusian Ruble', 'Br'),
  fiat('UAH', 'Ukrainian Hryvnia', '₴'),
  fiat('MDL', 'Moldovan Leu', 'L'),
  fiat('MXN', 'Mexican Peso', 'MX$'),
  fiat('ARS', 'Argentine Peso', 'AR$'),
  fiat('CLP', 'Chilean Peso', 'CLP$'),
  fiat('COP', 'Colombian Peso', 'COL$'),
  fiat('PEN', 'Peruvian Sol', 'S/'),
  fiat('JPY', 'Japanese Yen', '¥'),
  fiat('KRW', 'South Korean Won', '₩'),
  fiat('CNY', 'Chinese Yuan', 'CN¥'),
  fiat('HKD', 'Hong Kong Dollar', 'HK$'),
  fiat('SGD', 'Singapore Dollar', 'S$'),
  fiat('MYR', 'Malaysian Ringgit', 'RM'),
  fiat('THB', 'Thai Baht', '฿'),
  fiat('VND', 'Vietnamese Dong', '₫'),
  fiat('IDR', 'Indonesian Rupiah', 'Rp'),
  fiat('PHP', 'Philippine Peso', '₱'),
  fiat('PKR', 'Pakistani Rupee', 'Rs'),
  fiat('BDT', 'Bangladeshi Taka', '৳'),
  fiat('QAR', 'Qatari Riyal', 'ر.ق'),
  fiat('KWD', 'Kuwaiti Dinar', 'د.ك'),
  fiat('BHD', 'Bahraini Dinar', '.د.ب'),
  fiat('OMR', 'Omani Rial', 'ر.ع.'),
  fiat('JOD', 'Jordanian Dinar', 'د.ا'),
  fiat('MAD', 'Moroccan Dirham', 'د.م.'),
  fiat('TND', 'Tunisian Dinar', 'د.ت'),
  fiat('DZD', 'Algerian Dinar', 'د.ج'),
  fiat('NGN', 'Nigerian Naira', '₦'),
  fiat('KES', 'Kenyan Shilling', 'KSh'),
  fiat('ZAR', 'South African Rand', 'R'),
  fiat('GHS', 'Ghanaian Cedi', 'GH₵'),
  fiat('ILS', 'Israeli New Shekel', '₪'),
];

export interface CountrySeed {
  code: string;
  name: string;
  currency: string;
  /** ISO 639-1, most used first */
  languages: readonly string[];
}

const c = (code: string, name: string, currency: string, ...languages: string[]): CountrySeed => ({
  code,
  name,
  currency,
  languages,
});

export const COUNTRY_SEEDS: readonly CountrySeed[] = [
  c('AZ', 'Azerbaijan', 'AZN', 'az', 'ru'),
  c('EG', 'Egypt', 'EGP', 'ar', 'en'),
  c('TR', 'Türkiye', 'TRY', 'tr'),
  c('RU', 'Russia', 'RUB', 'ru'),
  c('US', 'United States', 'USD', 'en', 'es'),
  c('GB', 'United Kingdom', 'GBP', 'en'),
  c('IN', 'India', 'INR', 'hi', 'en'),
  c('KZ', 'Kazakhstan', 'KZT', 'kk', 'ru'),
  c('AE', 'United Arab Emirates', 'AED', 'ar', 'en'),
  c('SA', 'Saudi Arabia', 'SAR', 'ar'),
  c('DE', 'Germany', 'EUR', 'de'),
  c('FR', 'France', 'EUR', 'fr'),
  c('BR', 'Brazil', 'BRL', 'pt'),
  c('CA', 'Canada', 'CAD', 'en', 'fr'),
  c('AU', 'Australia', 'AUD', 'en'),
  c('NZ', 'New Zealand', 'NZD', 'en', 'mi'),
  c('IE', 'Ireland', 'EUR', 'en', 'ga'),
  c('ES', 'Spain', 'EUR', 'es', 'ca'),
  c('IT', 'Italy', 'EUR', 'it'),
  c('PT', 'Portugal', 'EUR', 'pt'),
  c('NL', 'Netherlands', 'EUR', 'nl'),
  c('BE', 'Belgium', 'EUR', 'nl', 'fr', 'de'),
  c('AT', 'Austria', 'EUR', 'de'),
  c('CH', 'Switzerland', 'CHF', 'de', 'fr', 'it'),
  c('SE', 'Sweden', 'SEK', 'sv'),
  c('NO', 'Norway', 'NOK', 'nb'),
  c('DK', 'Denmark', 'DKK', 'da'),
  c('FI', 'Finland', 'EUR', 'fi', 'sv'),
  c('PL', 'Poland', 'PLN', 'pl'),
  c('CZ', 'Czechia', 'CZK', 'cs'),
  c('SK', 'Slovakia', 'EUR', 'sk'),
  c('HU', 'Hungary', 'HUF', 'hu'),
  c('RO', 'Romania', 'RON', 'ro'),
  c('BG', 'Bulgaria', 'EUR', 'bg'),
  c('GR', 'Greece', 'EUR', 'el'),
  c('CY', 'Cyprus', 'EUR', 'el', 'tr'),
  c('MT', 'Malta', 'EUR', 'mt', 'en'),
  c('EE', 'Estonia', 'EUR', 'et', 'ru'),
  c('LV', 'Latvia', 'EUR', 'lv', 'ru'),
  c('LT', 'Lithuania', 'EUR', 'lt'),
  c('GE', 'Georgia', 'GEL', 'ka'),
  c('AM', 'Armenia', 'AMD', 'hy', 'ru'),
  c('UZ', 'Uzbekistan', 'UZS', 'uz', 'ru'),
  c('KG', 'Kyrgyzstan', 'KGS', 'ky', 'ru'),
  c('TJ', 'Tajikistan', 'TJS', 'tg', 'ru'),
  c('BY', 'Belarus', 'BYN', 'be', 'ru'),
  c('UA', 'Ukraine', 'UAH', 'uk'),
  c('MD', 'Moldova', 'MDL', 'ro', 'ru'),
  c('MX', 'Mexico', 'MXN', 'es'),
  c('AR', 'Argentina', 'ARS', 'es'),
  c('CL', 'Chile', 'CLP', 'es'),
  c('CO', 'Colombia', 'COP', 'es'),
  c('PE', 'Peru', 'PEN', 'es', 'qu'),
  c('JP', 'Japan', 'JPY', 'ja'),
  c('KR', 'South Korea', 'KRW', 'ko'),
  c('CN', 'China', 'CNY', 'zh'),
  c('HK', 'Hong Kong', 'HKD', 'zh', 'en'),
  c('SG', 'Singapore', 'SGD', 'en', 'zh', 'ms', 'ta'),
  c('MY', 'Malaysia', 'MYR', 'ms', 'en'),
  c('TH', 'Thailand', 'THB', 'th'),
  c('VN', 'Vietnam', 'VND', 'vi'),
  c('ID', 'Indonesia', 'IDR', 'id'),
  c('PH', 'Philippines', 'PHP', 'en', 'fil'),
  c('PK', 'Pakistan', 'PKR', 'ur', 'en'),
  c('BD', 'Bangladesh', 'BDT', 'bn'),
  c('QA', 'Qatar', 'QAR', 'ar', 'en'),
  c('KW', 'Kuwait', 'KWD', 'ar'),
  c('BH', 'Bahrain', 'BHD', 'ar', 'en'),
  c('OM', 'Oman', 'OMR', 'ar'),
  c('JO', 'Jordan', 'JOD', 'ar'),
  c('MA', 'Morocco', 'MAD', 'ar', 'fr'),
  c('TN', 'Tunisia', 'TND', 'ar', 'fr'),
  c('DZ', 'Algeria', 'DZD', 'ar', 'fr'),
  c('NG', 'Nigeria', 'NGN', 'en'),
  c('KE', 'Kenya', 'KES', 'en', 'sw'),
  c('ZA', 'South Africa', 'ZAR', 'en', 'zu', 'af'),
  c('GH', 'Ghana', 'GHS', 'en'),
  c('IL', 'Israel', 'ILS', 'he', 'ar'),
];

export interface LanguageSeed {
  code: string;
  name: string;
  rtl: boolean;
}

export const LANGUAGE_SEEDS: readonly LanguageSeed[] = LANGUAGE_OPTIONS.map((o) => ({
  code: o.code,
  name: o.name,
  rtl: RTL_LANGUAGES.includes(o.code),
}));
