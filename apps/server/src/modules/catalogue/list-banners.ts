// Active promo banners within their schedule, top position first, then by their configured order.
import type { Language } from '@aurum/domain';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bannerArtVersion, versionedPath } from './art/version';
import { pickText } from './localized-text';
import { banners } from './tables';

export const BANNER_POSITIONS = ['top', 'bottom'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export interface ListBannersOptions {
  db: Db;
  lang: Language;
  /** only this position; all when omitted */
  position?: string | null;
}

export interface BannerView {
  id: string;
  key: string;
  title: string;
  description: string;
  url: string;
  active: boolean;
  position: string;
  path: string;
  buttonText: string;
}

/** A generated banner's path carries its art's version (cacheable as immutable); others as stored. */
function bannerPath(key: string, stored: string): string {
  return stored === `/media/banners/${key}.svg`
    ? versionedPath(stored, bannerArtVersion(key))
    : stored;
}

export async function listBanners(options: ListBannersOptions): Promise<BannerView[]> {
  const { db, lang, position } = options;
  if (position && !(BANNER_POSITIONS as readonly string[]).includes(position)) return [];
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        // the schedule: shown from starts_at (inclusive) until ends_at (exclusive)
        or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
        or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
        position ? eq(banners.position, position as BannerPosition) : undefined,
      ),
    )
    .orderBy(
      sql`case ${banners.position} when 'top' then 0 else 1 end`,
      asc(banners.sortOrder),
      asc(banners.id),
    );
  return rows.map((b) => ({
    id: String(b.id),
    key: b.key,
    title: pickText(b.title, lang),
    description: pickText(b.description, lang),
    url: b.url,
    active: b.active,
    position: b.position,
    path: bannerPath(b.key, b.path),
    buttonText: pickText(b.buttonText, lang),
  }));
}
