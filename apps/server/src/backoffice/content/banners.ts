// Banners in the back office: the spec's keys and positions (vip, cashback, providers on top;
// 2x_deposit, high-rollers, cryptodeposit at the bottom — others may be added), schedule,
// image, enabled. The banners table's statement trigger bumps the catalogue revision; the
// lobby cache key also counts passed schedule boundaries (response-cache.ts), so a banner shows
// and goes on time without a write.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { banners } from '../../modules/catalogue/tables';
import { langTexts, localized, type LangTextIn } from './texts';

export const SPEC_BANNER_KEYS = {
  top: ['vip', 'cashback', 'providers'],
  bottom: ['2x_deposit', 'high-rollers', 'cryptodeposit'],
} as const;

type BannerRow = typeof banners.$inferSelect;

export function contentBannerView(row: BannerRow) {
  return {
    id: row.id,
    key: row.key,
    position: row.position,
    sortOrder: row.sortOrder,
    url: row.url,
    enabled: row.active,
    imageUrl: row.path,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    title: langTexts(row.title),
    description: langTexts(row.description),
    buttonText: langTexts(row.buttonText),
  };
}

export type ContentBannerView = ReturnType<typeof contentBannerView>;

export interface ContentBannerInput {
  id?: number | null;
  key: string;
  position: 'top' | 'bottom';
  sortOrder: number;
  url: string;
  enabled: boolean;
  imageUrl: string;
  startsAt?: Date | null;
  endsAt?: Date | null;
  title: LangTextIn[];
  description: LangTextIn[];
  buttonText: LangTextIn[];
}

const invalid = (field: string, message: string) =>
  validationError(`${field}: ${message}`, { field });

/** A same-site path: starts with one slash, no scheme, no backslash, no control characters. */
function sitePath(value: string, field: string): string {
  const v = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?!\/)[^\\\s\u0000-\u001f]*$/.test(v) || v.length > 300) {
    throw invalid(field, 'a path on this site, starting with /');
  }
  return v;
}

export function bannerValues(input: ContentBannerInput) {
  const key = input.key.trim();
  if (!/^[a-z0-9]+([_-][a-z0-9]+)*$/.test(key) || key.length > 40) {
    throw invalid('key', 'lower-case letters, digits, dashes or underscores');
  }
  if (input.position !== 'top' && input.position !== 'bottom')
    throw invalid('position', 'top or bottom');
  if (!Number.isInteger(input.sortOrder) || input.sortOrder < 0 || input.sortOrder > 1000) {
    throw invalid('sortOrder', '0 to 1000');
  }
  const startsAt = input.startsAt ?? null;
  const endsAt = input.endsAt ?? null;
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw invalid('endsAt', 'after the start');
  }
  return {
    key,
    position: input.position,
    sortOrder: input.sortOrder,
    url: sitePath(input.url, 'url'),
    active: input.enabled,
    path: sitePath(input.imageUrl, 'imageUrl'),
    startsAt,
    endsAt,
    title: localized('title', input.title, 120),
    description: localized('description', input.description, 300),
    buttonText: localized('buttonText', input.buttonText, 40),
  };
}

export async function contentBanners(db: Db): Promise<ContentBannerView[]> {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.sortOrder), asc(banners.id));
  return rows.map(contentBannerView);
}

async function lockedBanner(db: Db, id: number): Promise<BannerRow> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such banner.', status: 404 });
  return row;
}

export async function saveContentBanner(db: Db, input: ContentBannerInput) {
  const values = bannerValues(input);
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.key, values.key));
    if (taken[0] && taken[0].id !== input.id)
      throw invalid('key', 'already used by another banner');
    if (input.id === null || input.id === undefined) {
      const [row] = await tx.insert(banners).values(values).returning();
      return { before: null, after: contentBannerView(row!) };
    }
    const before = await lockedBanner(tx, input.id);
    const [row] = await tx.update(banners).set(values).where(eq(banners.id, input.id)).returning();
    return { before: contentBannerView(before), after: contentBannerView(row!) };
  });
}

export async function setContentBannerEnabled(db: Db, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockedBanner(tx, id);
    const [row] = await tx
      .update(banners)
      .set({ active: enabled })
      .where(eq(banners.id, id))
      .returning();
    return { before: contentBannerView(before), after: contentBannerView(row!) };
  });
}
