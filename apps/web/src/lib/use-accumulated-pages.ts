// Paged lists that grow with a load-more control (spec §2.6, §4.11): every loaded page is kept per
// filter key, the visible list is the pages merged in order without duplicate ids, and changing
// the key (search, category, providers…) starts again from the first page.
import { hasMore, mergePages } from '@aurum/domain';
import { useEffect, useMemo, useState } from 'react';
import { useQuery, type AnyVariables, type RequestPolicy, type TypedDocumentNode } from 'urql';

export interface PageResult<Item> {
  items: readonly Item[];
  count: number;
}

export interface AccumulatedPagesOptions<Data, Variables extends AnyVariables, Item> {
  query: TypedDocumentNode<Data, Variables>;
  /** Identifies the filter: a new key resets the list to the first page. */
  key: string;
  /** The first page number (1 for the catalogue, 0 for favourites). */
  firstPage: number;
  /** The variables for one page. */
  variables: (page: number) => Variables;
  select: (data: Data) => PageResult<Item> | null | undefined;
  pause?: boolean;
  requestPolicy?: RequestPolicy;
}

export interface AccumulatedPages<Item> {
  items: Item[];
  count: number | null;
  /** The first page is loading (show skeletons). */
  loading: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  hasMore: boolean;
  error: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface Store<Item> {
  key: string;
  page: number;
  pages: Map<number, PageResult<Item>>;
}

/** Merges the loaded pages in page order (pure; exported for tests). */
export function combinePages<Item>(
  pages: ReadonlyMap<number, PageResult<Item>>,
  getId: (item: Item) => string | number,
): { items: Item[]; count: number | null } {
  let items: Item[] = [];
  let count: number | null = null;
  for (const page of [...pages.keys()].sort((a, b) => a - b)) {
    const result = pages.get(page);
    if (!result) continue;
    items = mergePages(items, result.items, getId);
    count = result.count;
  }
  return { items, count };
}

export function useAccumulatedPages<
  Data,
  Variables extends AnyVariables,
  Item extends { id: string | number },
>({
  query,
  key,
  firstPage,
  variables,
  select,
  pause = false,
  requestPolicy,
}: AccumulatedPagesOptions<Data, Variables, Item>): AccumulatedPages<Item> {
  const [store, setStore] = useState<Store<Item>>(() => ({
    key,
    page: firstPage,
    pages: new Map(),
  }));
  const current = store.key === key ? store : { key, page: firstPage, pages: new Map() };
  const pageVariables = variables(current.page);
  const [result, reexecute] = useQuery({
    query,
    variables: pageVariables,
    pause,
    ...(requestPolicy ? { requestPolicy } : {}),
  });
  const requested = JSON.stringify(pageVariables);
  const answered = result.operation ? JSON.stringify(result.operation.variables) : null;
  const selected = result.data && answered === requested ? select(result.data) : null;

  useEffect(() => {
    if (!selected) return;
    setStore((previous) => {
      const base = previous.key === key ? previous : { key, page: current.page, pages: new Map() };
      if (base.pages.get(current.page) === selected) return base;
      const pages = new Map(base.pages);
      pages.set(current.page, selected);
      return { ...base, pages };
    });
  }, [selected, key, current.page]);

  const { items, count } = useMemo(() => {
    const pages = new Map(current.pages);
    if (selected) pages.set(current.page, selected);
    return combinePages(pages, (item: Item) => item.id);
  }, [current.pages, current.page, selected]);

  const pageLoaded = Boolean(selected) || current.pages.has(current.page);
  const firstLoaded = current.pages.has(firstPage) || (current.page === firstPage && pageLoaded);
  const error = Boolean(result.error) && !pageLoaded;

  return {
    items,
    count,
    loading: !pause && !firstLoaded && !error,
    loadingMore: !pause && firstLoaded && !pageLoaded && !error,
    hasMore: pageLoaded && hasMore(items.length, count),
    error,
    loadMore: () => setStore({ key, page: current.page + 1, pages: new Map(current.pages) }),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
