// Tests render with the real English resources, loaded synchronously into the app's i18next instance.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});

const en: Record<string, Record<string, unknown>> = {};
for (const [path, content] of Object.entries(files)) {
  const ns = path.split('/').pop()!.replace('.json', '');
  en[ns] = content;
}

export const testI18nReady = i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'home',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export { i18n };
