// Which language the interface should settle on after start-up (spec §4.5). Preference order: the
// stored choice (selectedLanguage), then the signed-in player's saved language, then the geo
// lookup's first language (which refines the browser language i18next started with).
import { isLanguage, type Language } from '@aurum/domain';

export interface LanguageInputs {
  /** the language i18next is showing now (browser or query string when nothing was stored) */
  current: Language;
  /** selectedLanguage as it was in local storage when the page started, or null */
  stored: string | null;
  /** `currentUser.language`, or null for guests and while the session loads */
  server: string | null;
  /** `getGeoInstructionByIp.lang`, or null while it loads or when it failed */
  geo: readonly string[] | null;
}

export type LanguageDecision =
  | { kind: 'keep' }
  | { kind: 'switch'; language: Language; source: 'server' | 'geo' }
  | { kind: 'ask' };

/** `ar-SA` → `ar`; an empty tag gives ''. */
function primary(tag: string | null | undefined): string {
  return (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

export function decideLanguage({ current, stored, server, geo }: LanguageInputs): LanguageDecision {
  if (isLanguage(primary(stored))) return { kind: 'keep' };
  const saved = primary(server);
  if (isLanguage(saved)) {
    return saved === current
      ? { kind: 'keep' }
      : { kind: 'switch', language: saved, source: 'server' };
  }
  if (!geo || geo.length === 0) return { kind: 'keep' };
  const first = primary(geo[0]);
  if (!isLanguage(first)) return { kind: 'ask' };
  return first === current ? { kind: 'keep' } : { kind: 'switch', language: first, source: 'geo' };
}
