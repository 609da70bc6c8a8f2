// "Load more" over a keyset-paginated staff list: the pages already shown are kept while the next
// one loads with the cursor the last page handed back.
import { useState } from 'react';

interface KeysetPage<Row> {
  nodes: Row[];
  pageInfo: { nextCursor?: string | null };
}

export function useKeysetPager<Row>() {
  const [after, setAfter] = useState<string | null>(null);
  const [earlier, setEarlier] = useState<Row[]>([]);
  return {
    /** the cursor to query with */
    after,
    /** the rows shown so far and the DataTable's load-more props */
    view(page: KeysetPage<Row> | undefined, fetching: boolean) {
      const rows = [...earlier, ...(page?.nodes ?? [])];
      const next = page?.pageInfo.nextCursor ?? null;
      return {
        rows,
        more: {
          hasMore: Boolean(next),
          loadingMore: fetching,
          onLoadMore: () => {
            setEarlier(rows);
            setAfter(next);
          },
        },
      };
    },
    /** back to the first page (a filter changed, or an action changed the list) */
    reset() {
      setEarlier([]);
      setAfter(null);
    },
  };
}
