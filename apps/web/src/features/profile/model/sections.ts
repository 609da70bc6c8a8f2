// Profile sections and the breadcrumb trail built from a profile path (spec §2.3).
import type { BreadcrumbItem } from '@/components/ui/breadcrumb';

export const PROFILE_SECTIONS = [
  { path: 'personal-data', key: 'personalData' },
  { path: 'my-bonuses', key: 'myBonuses' },
  { path: 'security', key: 'security' },
  { path: 'payment-history', key: 'paymentHistory' },
  { path: 'bet-history', key: 'betHistory' },
  { path: 'bonus-history', key: 'bonusHistory' },
  { path: 'responsible-gaming', key: 'responsibleGaming' },
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** `personal-data` → `PERSONAL_DATA`, the key in the `breadcrumbs` namespace. */
export function breadcrumbKey(segment: string): string {
  return segment.replace(/-/g, '_').toUpperCase();
}

/** `/profile/personal-data` → items [PROFILE → /profile] and page name PERSONAL_DATA (after HOME). */
export function breadcrumbFromPath(pathname: string): {
  items: BreadcrumbItem[];
  pageName: string;
} {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = segments.slice(0, -1).map((segment, index) => ({
    text: breadcrumbKey(segment),
    to: `/${segments.slice(0, index + 1).join('/')}`,
  }));
  return { items, pageName: breadcrumbKey(segments[segments.length - 1] ?? '') };
}
