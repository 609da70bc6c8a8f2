// Reading per-language jsonb texts.
import { DEFAULT_LANGUAGE, type Language } from '@aurum/domain';
import type { LocalizedText } from './tables';

/** The text in `lang`, else English, else any language present, else ''. */
export function pickText(text: Partial<LocalizedText> | null | undefined, lang: Language): string {
  if (!text) return '';
  return (
    text[lang] ||
    text[DEFAULT_LANGUAGE] ||
    Object.values(text).find((v) => typeof v === 'string' && v) ||
    ''
  );
}
