import { PAGE_SIZES } from '@aurum/domain';

/** Page 1 holds 12; page n > 1 asks for 9 (overlaps with page 1 are merged away). */
export function providersPageSize(page: number): number {
  return page <= 1 ? PAGE_SIZES.providers : PAGE_SIZES.providersLoadMore;
}
