// GET /api/games/user-statistics?currentPage=1&perPage=20 (signed in; 401 UNAUTHORIZED otherwise):
// the player's activity per game category, most played first.
//   → { response: { data: [{ category, title, plays, opens, games, favorites }],
//                   meta: { currentPage, perPage, total, lastPage,
//                           totals: { plays, opens, games, favorites } } } }
// `plays` counts game launches, `opens` game page views, `games` distinct games played or opened,
// `favorites` favourite games; `total` is the number of categories with any activity.
import { pickLanguage } from '@aurum/domain';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../errors';
import { requireRestViewer } from '../../http/auth';
import { restOk } from '../../rest/reply';
import { categoryTitle } from '../catalogue';
import type { AppDeps } from '../types';
import { userCategoryStatistics } from './service';

const STATISTICS_PAGE_DEFAULT = 20;
const STATISTICS_PAGE_MAX = 100;

function intParam(value: unknown, name: string, fallback: number, min: number, max: number) {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === null || String(text).trim() === '') return fallback;
  if (!/^-?\d+$/.test(String(text).trim())) throw validationError(`${name} must be an integer.`);
  return Math.min(max, Math.max(min, Number(text)));
}

export function registerFavouritesRest(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/games/user-statistics', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    const query = request.query as Record<string, unknown>;
    const currentPage = intParam(query.currentPage, 'currentPage', 1, 1, 1_000_000);
    const perPage = intParam(
      query.perPage,
      'perPage',
      STATISTICS_PAGE_DEFAULT,
      1,
      STATISTICS_PAGE_MAX,
    );
    const lang = pickLanguage(request.headers['accept-language']);
    const stats = await userCategoryStatistics(deps.db, viewer.userId);
    const totals = stats.reduce(
      (t, s) => ({
        plays: t.plays + s.plays,
        opens: t.opens + s.opens,
        games: t.games + s.games,
        favorites: t.favorites + s.favorites,
      }),
      { plays: 0, opens: 0, games: 0, favorites: 0 },
    );
    const start = (currentPage - 1) * perPage;
    return restOk(reply, {
      data: stats
        .slice(start, start + perPage)
        .map((s) => ({ ...s, title: categoryTitle(s.category, lang) })),
      meta: {
        currentPage,
        perPage,
        total: stats.length,
        lastPage: Math.max(1, Math.ceil(stats.length / perPage)),
        totals,
      },
    });
  });
}
