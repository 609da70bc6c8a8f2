// The game catalogue: search, enable / disable, category, slot engine theme, blocking rules by
// country and currency, and the featured order of the home rows (buttons to move up and down,
// so it works by keyboard and on a tablet).
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { Alert, Badge, Button, Card, Input, Select, Spinner } from '@/components/ui';
import type { ContentGameFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import {
  CONTENT_GAMES,
  CONTENT_OPTIONS,
  FEATURED_GAMES,
  SET_FEATURED_GAMES,
  SET_GAME_CATEGORY,
  SET_GAME_ENABLED,
  SET_GAME_ENGINE_THEME,
  SET_GAME_RESTRICTIONS,
} from './api';

type G = ContentGameFieldsFragment;

/** "US, TR:TRY, :EUR" ↔ rules (country, currency, or both). */
export function parseRules(text: string): { country: string | null; currency: string | null }[] {
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [country, currency] = p.split(':').map((x) => x.trim().toUpperCase());
      return { country: country || null, currency: currency || null };
    });
}
export const formatRules = (rules: G['restrictions']) =>
  rules
    .map((r) => (r.currency ? `${r.country ?? ''}:${r.currency}` : (r.country ?? '')))
    .join(', ');

/** Moves one item of a list by `step`; the list itself is not changed. */
export function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

export default function GamesScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = session.can('CATALOGUE_MANAGE');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [after, setAfter] = useState<string | null>(null);
  const [result, refetch] = useQuery({ query: CONTENT_GAMES, variables: { search: term, after } });
  const [featured, refetchFeatured] = useQuery({ query: FEATURED_GAMES });
  const [options] = useQuery({ query: CONTENT_OPTIONS });
  const [, setEnabled] = useMutation(SET_GAME_ENABLED);
  const [, setCategory] = useMutation(SET_GAME_CATEGORY);
  const [, setTheme] = useMutation(SET_GAME_ENGINE_THEME);
  const [, setRules] = useMutation(SET_GAME_RESTRICTIONS);
  const [, setFeatured] = useMutation(SET_FEATURED_GAMES);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [rulesDraft, setRulesDraft] = useState<Record<string, string>>({});
  const featuredList = featured.data?.featuredGames ?? [];

  const done = (r: { error?: Parameters<typeof errorMessage>[1] }, message?: string) => {
    setError(errorMessage(t, r.error));
    if (!r.error && message) setStatus(message);
    refetch({ requestPolicy: 'network-only' });
    refetchFeatured({ requestPolicy: 'network-only' });
  };
  const saveFeatured = async (slugs: string[]) =>
    done(await setFeatured({ slugs }), t('content.games.featuredSaved'));

  const columns = useMemo<ColumnDef<G, unknown>[]>(
    () => [
      {
        header: t('content.games.name'),
        cell: ({ row }) => (
          <div>
            <p>{row.original.name}</p>
            <p className="text-caption text-muted">{row.original.provider}</p>
          </div>
        ),
      },
      {
        header: t('content.games.category'),
        cell: ({ row }) => (
          <Select
            aria-label={t('content.games.categoryOf', { name: row.original.name })}
            className="h-8 w-36"
            value={row.original.category}
            disabled={!canEdit}
            onChange={async (e) =>
              done(await setCategory({ slug: row.original.slug, category: e.target.value }))
            }
          >
            {(options.data?.contentOptions.categories ?? [row.original.category]).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        ),
      },
      {
        header: t('content.games.theme'),
        cell: ({ row }) =>
          row.original.category === 'slots' || row.original.category === 'fruit-game' ? (
            <Select
              aria-label={t('content.games.themeOf', { name: row.original.name })}
              className="h-8 w-32"
              value={row.original.engineTheme ?? ''}
              disabled={!canEdit}
              onChange={async (e) =>
                done(
                  await setTheme({ slug: row.original.slug, engineTheme: e.target.value || null }),
                )
              }
            >
              <option value="">{t('content.games.defaultTheme')}</option>
              {(options.data?.contentOptions.engineThemes ?? []).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        header: t('content.games.restrictions'),
        cell: ({ row }) => {
          const slug = row.original.slug;
          const draft = rulesDraft[slug] ?? formatRules(row.original.restrictions);
          return (
            <form
              className="flex gap-1"
              onSubmit={async (e) => {
                e.preventDefault();
                done(
                  await setRules({ slug, restrictions: parseRules(draft) }),
                  t('content.saved', { name: row.original.name }),
                );
              }}
            >
              <Input
                aria-label={t('content.games.restrictionsOf', { name: row.original.name })}
                className="h-8 w-40"
                placeholder="US, TR:TRY, :EUR"
                value={draft}
                disabled={!canEdit}
                onChange={(e) => setRulesDraft((d) => ({ ...d, [slug]: e.target.value }))}
              />
              {canEdit ? (
                <Button size="sm" variant="ghost" type="submit">
                  {t('content.save')}
                </Button>
              ) : null}
            </form>
          );
        },
      },
      {
        header: t('content.state'),
        cell: ({ row }) => (
          <Badge tone={row.original.enabled ? 'success' : 'neutral'}>
            {row.original.enabled ? t('content.enabled') : t('content.disabled')}
          </Badge>
        ),
      },
      {
        header: '',
        id: 'actions',
        cell: ({ row }) =>
          canEdit ? (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="ghost"
                onClick={async () =>
                  done(
                    await setEnabled({ slug: row.original.slug, enabled: !row.original.enabled }),
                  )
                }
              >
                {row.original.enabled ? t('content.disable') : t('content.enable')}
              </Button>
              {row.original.featuredOrder === null ? (
                <Button
                  size="sm"
                  onClick={() =>
                    saveFeatured([...featuredList.map((g) => g.slug), row.original.slug])
                  }
                >
                  {t('content.games.feature')}
                </Button>
              ) : (
                <Badge tone="gold">#{row.original.featuredOrder}</Badge>
              )}
            </div>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, canEdit, options.data, rulesDraft, featuredList],
  );

  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_320px]">
      <div className="flex min-w-0 flex-col gap-3">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setAfter(null);
            setTerm(search);
          }}
        >
          <Input
            aria-label={t('content.games.search')}
            placeholder={t('content.games.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit">{t('common.search')}</Button>
        </form>
        {status ? <Alert tone="success">{status}</Alert> : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {result.fetching && !result.data ? <Spinner label={t('common.loading')} /> : null}
        <DataTable
          data={result.data?.contentGames.nodes ?? []}
          columns={columns}
          label={t('content.tabs.games')}
          empty={t('common.none')}
          rowKey={(g) => g.slug}
          hasMore={!!result.data?.contentGames.pageInfo.nextCursor}
          onLoadMore={() => setAfter(result.data?.contentGames.pageInfo.nextCursor ?? null)}
        />
      </div>
      <Card>
        <h2 className="mb-1 text-subtitle font-semibold">{t('content.games.featured')}</h2>
        <p className="mb-3 text-caption text-muted">{t('content.games.featuredHint')}</p>
        {featuredList.length === 0 ? (
          <p className="text-body-sm text-muted">{t('common.none')}</p>
        ) : null}
        <ol aria-label={t('content.games.featured')} className="flex flex-col gap-1">
          {featuredList.map((g, i) => (
            <li
              key={g.slug}
              className="flex items-center gap-2 rounded-chip border border-border px-2 py-1"
            >
              <span className="w-6 text-caption text-muted">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate text-body-sm">{g.name}</span>
              {canEdit ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.games.moveUp', { name: g.name })}
                    disabled={i === 0}
                    onClick={() =>
                      saveFeatured(
                        moved(
                          featuredList.map((x) => x.slug),
                          i,
                          -1,
                        ),
                      )
                    }
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.games.moveDown', { name: g.name })}
                    disabled={i === featuredList.length - 1}
                    onClick={() =>
                      saveFeatured(
                        moved(
                          featuredList.map((x) => x.slug),
                          i,
                          1,
                        ),
                      )
                    }
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.games.unfeature', { name: g.name })}
                    onClick={() =>
                      saveFeatured(featuredList.filter((x) => x.slug !== g.slug).map((x) => x.slug))
                    }
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
