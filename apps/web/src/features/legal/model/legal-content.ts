// Section lists of the translated content pages, read from the `legal` and `info` namespaces.
import type { TFunction } from 'i18next';
import { OPERATOR_VALUES } from '@/lib/config';

/** The date the legal documents were last revised (shown in the active locale). */
export const LEGAL_UPDATED = '2026-11-20';

export interface ContentSection {
  id: string;
  title: string;
  body: string;
}

/** The sections under `<base>.sections` in key order, with the operator values interpolated. */
export function contentSections(t: TFunction, base: string): ContentSection[] {
  const raw = t(`${base}.sections`, { returnObjects: true, ...OPERATOR_VALUES }) as unknown;
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, { title?: string; body?: string }>).map(
    ([id, section]) => ({ id, title: section.title ?? '', body: section.body ?? '' }),
  );
}

export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
