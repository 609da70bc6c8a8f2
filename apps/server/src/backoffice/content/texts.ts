// Texts in the six player languages as the staff API sends them ([{ lang, text }]).
import { LANGUAGES, type Language } from '@aurum/domain';
import { validationError } from '../../errors';
import type { LocalizedText } from '../../modules/catalogue/tables';

export interface LangTextIn {
  lang: string;
  text: string;
}

/** Every one of the six languages, non-empty, at most `max` characters; VALIDATION_ERROR otherwise. */
export function localized(field: string, texts: readonly LangTextIn[], max = 500): LocalizedText {
  const out: Partial<Record<Language, string>> = {};
  for (const { lang, text } of texts) {
    if (!(LANGUAGES as readonly string[]).includes(lang)) {
      throw validationError(`${field}: unknown language ${lang}`, { field, lang });
    }
    const value = text.trim();
    if (!value) throw validationError(`${field}: empty text for ${lang}`, { field, lang });
    if (value.length > max) throw validationError(`${field}: too long (${lang})`, { field, lang });
    out[lang as Language] = value;
  }
  for (const lang of LANGUAGES) {
    if (!out[lang]) throw validationError(`${field}: missing language ${lang}`, { field, lang });
  }
  return out as LocalizedText;
}

export function langTexts(text: Partial<LocalizedText>): { lang: string; text: string }[] {
  return LANGUAGES.filter((lang) => text[lang] !== undefined).map((lang) => ({
    lang,
    text: text[lang]!,
  }));
}
