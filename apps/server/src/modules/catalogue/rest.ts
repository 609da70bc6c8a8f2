// REST adapters of the catalogue (spec §7.1), onto the same services as GraphQL.
//
// GET /api/games/list?currentPage=1&perPage=20&sort=…&filters=…
//   currentPage: from 1 (default 1); perPage: 1..100 (default 20).
//   sort: `rating:desc` style (`<field>:<asc|desc>`, also `-rating` for descending or a bare
//     field for its default: descending), or JSON `{"field":"name","direction":"asc"}`.
//   filters: JSON of the GraphQL filter, e.g. `filters={"categories":["slots"],"search":"book"}`,
//     or one parameter per part: `filters[categories]=slots,crash` (comma-separated or repeated),
//     `filters[providers]=nova-spin`, `filters[search]=book`, `filters[devices]=mobile`,
//     `filters[onlyAvailable]=false`, `filters[onlyWithBonus]=true`.
//   → { response: { data: Game[], meta: { currentPage, perPage, total, lastPage } } }
// GET /api/games/filter-options
//   → { response: { categories: [{ name, title, description, count }],
//                   providers: [{ name, slug, games, logo }] } }
import type { Language } from '@aurum/domain';
import { pickLanguage } from '@aurum/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../errors';
import { requestViewer } from '../../http/auth';
import { clientIp } from '../../http/client';
import { restOk } from '../../rest/reply';
import type { AppDeps } from '../types';
import { findGames, type GamesFilterInput, type GamesSortInput } from './find-games';
import { listCategories } from './list-categories';
import { listProviderOptions } from './list-providers';
import { regionForRequest } from './region';

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError(`${what} is not valid JSON.`);
  }
}

function intParam(value: string | string[] | undefined, name: string): number | undefined {
  const text = first(value);
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^-?\d+$/.test(text.trim())) throw validationError(`${name} must be an integer.`);
  return Number(text);
}

function boolParam(value: string | string[] | undefined): boolean | undefined {
  const text = first(value)?.trim().toLowerCase();
  if (text === undefined || text === '') return undefined;
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  throw validationError(`Expected true or false, got ${text}.`);
}

function listParam(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function parseSort(value: string | string[] | undefined): GamesSortInput | undefined {
  const text = first(value)?.trim();
  if (!text) return undefined;
  if (text.startsWith('{')) {
    const json = parseJson(text, 'sort') as { field?: unknown; direction?: unknown };
    return {
      field: typeof json.field === 'string' ? json.field : null,
      direction: typeof json.direction === 'string' ? json.direction : null,
    };
  }
  if (text.startsWith('-')) return { field: text.slice(1), direction: 'desc' };
  const [field, direction] = text.split(':');
  return { field: field ?? null, direction: direction ?? 'desc' };
}

export function parseFilters(query: Query): GamesFilterInput {
  const json = first(query.filters)?.trim();
  if (json) {
    const value = parseJson(json, 'filters');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw validationError('filters must be a JSON object.');
    }
    const f = value as Record<string, unknown>;
    const bool = (v: unknown) => (typeof v === 'boolean' ? v : boolParam(v as string | undefined));
    return {
      onlyAvailable: bool(f.onlyAvailable),
      onlyWithBonus: bool(f.onlyWithBonus),
      search: typeof f.search === 'string' ? f.search : undefined,
      providers: listParam(f.providers),
      categories: listParam(f.categories),
      devices: listParam(f.devices),
    };
  }
  return {
    onlyAvailable: boolParam(query['filters[onlyAvailable]']),
    onlyWithBonus: boolParam(query['filters[onlyWithBonus]']),
    search: first(query['filters[search]']),
    providers: listParam(query['filters[providers]']),
    categories: listParam(query['filters[categories]']),
    devices: listParam(query['filters[devices]']),
  };
}

function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

export function registerGamesRest(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/games/list', async (request, reply) => {
    const query = request.query as Query;
    const viewer = await requestViewer(deps, request);
    const region = await regionForRequest({
      db: deps.db,
      userId: viewer?.userId ?? null,
      ip: clientIp(request, deps.config.trustProxy),
    });
    const page = await findGames({
      db: deps.db,
      lang: requestLanguage(request),
      filter: parseFilters(query),
      sort: parseSort(query.sort),
      pagination: {
        page: intParam(query.currentPage, 'currentPage'),
        count: intParam(query.perPage, 'perPage'),
      },
      region,
    });
    return restOk(reply, {
      data: page.items,
      meta: {
        currentPage: page.page,
        perPage: page.perPage,
        total: page.count,
        lastPage: Math.max(1, Math.ceil(page.count / page.perPage)),
      },
    });
  });

  app.get('/api/games/filter-options', async (request, reply) => {
    const lang = requestLanguage(request);
    const categories = await listCategories({ db: deps.db, lang });
    const providers = await listProviderOptions(deps.db);
    return restOk(reply, {
      categories: categories.map((c) => ({
        name: c.name,
        title: c.title,
        description: c.description,
        count: c._count,
      })),
      providers,
    });
  });
}
