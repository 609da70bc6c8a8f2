// The lobby's read cache (docs/architecture.md "Cached catalogue reads"): whole GraphQL answers of
// the public catalogue queries, kept per instance and keyed by
//
//   the document and variables (a search term in its normalised form, search-key.ts),
//   the request's language, the viewer's region (country + currency: restrictions differ),
//   and the catalogue revision (tables.ts `catalogue_revision`) with the number of banner
//   schedule boundaries passed (a scheduled banner appears or goes without any write).
//
// Exact invalidation: statement triggers bump the revision on every write to the catalogue,
// banner, restriction and bonus tables — whoever writes: a server instance, an ops CLI, a
// migration, hand-written SQL. Each request's key carries the revision read after the request
// arrived (coalesced reads, `revisionReader`), so no instance serves an answer of an older
// catalogue once a change has committed. Entries of old revisions are never read again and age
// out of the LRU.
//
// Only answers whose every root field is listed in CACHEABLE are stored: any other root field
// (the viewer, balances…) makes the TTL 0. Only guests' requests (no Authorization header) are
// served from or stored in the cache, so personal fields (`Game.isFavorite`, always false for a
// guest) never leak between viewers; signed-in players read through the services as before.
// A hit is answered before parsing, validation and context building (Yoga's onParams), which is
// what brings the lobby's reads near the cost of a trivial query.
import {
  createInMemoryCache,
  hashSHA256,
  useResponseCache,
} from '@graphql-yoga/plugin-response-cache';
import { randomUUID } from 'node:crypto';
import { pickLanguage } from '@aurum/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { clientIp } from '../../http/client';
import type { AppDeps } from '../types';
import { countryOfIp, currencyOfCountry } from './region';
import { searchKey } from './search-key';
import { banners, catalogueRevision } from './tables';

/** How long a cached answer may live even without a catalogue change (belt and braces). */
const CACHE_TTL_MS = 5 * 60_000;
/** Answers kept per instance (each a few KB to ~100 KB). */
const CACHE_MAX_ENTRIES = 2_000;

/** The public root fields whose answers depend only on language, region and catalogue. */
export const CACHEABLE_QUERY_FIELDS = [
  'gameCategoryList',
  'gamesCount',
  'gamesListByCategory',
  'banners',
  'gamesList',
  'gameById',
  'gameBySlug',
  'providers',
] as const;

/**
 * The catalogue revision as of a moment after the caller asked: reads of the one-row table are
 * coalesced, but a caller only ever joins a read that had not started when it called, so an
 * answer is never keyed by a revision older than the last commit the caller could have seen
 * (exact invalidation, on every instance, whoever wrote). At most one read runs and one waits,
 * so under load one primary-key read serves every request that arrived during the previous one.
 */
export interface RevisionReader {
  fresh(): Promise<bigint>;
  /** the revision with the banner schedule's passed boundaries: the lobby cache's key part */
  freshKey(): Promise<string>;
}

/** The revision and how many banner schedule boundaries (starts/ends) have passed by now. */
interface RevisionState {
  revision: bigint;
  /** passed boundaries: a scheduled banner that starts or ends changes the key without a write */
  schedule: bigint;
}

async function readRevision(deps: AppDeps): Promise<RevisionState> {
  const [row] = await deps.db
    .select({
      revision: catalogueRevision.revision,
      schedule: sql<string>`(select count(${banners.startsAt}) filter (where ${banners.startsAt} <= now()) + count(${banners.endsAt}) filter (where ${banners.endsAt} <= now()) from ${banners})`,
    })
    .from(catalogueRevision)
    .where(eq(catalogueRevision.id, 1));
  return { revision: row?.revision ?? 0n, schedule: BigInt(row?.schedule ?? 0) };
}

function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let queued: Promise<T> | undefined;
  return () => {
    if (queued) return queued;
    const next = running.then(() => {
      // from here on, new callers queue a read of their own
      queued = undefined;
      return read();
    });
    queued = next;
    running = next.catch(() => {});
    return next;
  };
}

export function revisionReader(deps: AppDeps): RevisionReader {
  const read = coalesced(() => readRevision(deps));
  return {
    fresh: () => read().then((state) => state.revision),
    freshKey: () => read().then((state) => `${state.revision}:${state.schedule}`),
  };
}

/** TTL per root field: CACHE_TTL_MS for the cacheable ones, 0 for every other Query field. */
function ttlPerRootField(schema: GraphQLSchema): Record<string, number> {
  const ttl: Record<string, number> = {};
  const query = schema.getQueryType();
  for (const name of Object.keys(query?.getFields() ?? {})) ttl[`Query.${name}`] = 0;
  for (const name of CACHEABLE_QUERY_FIELDS) ttl[`Query.${name}`] = CACHE_TTL_MS;
  return ttl;
}

/** Variables with every `search` string replaced by its normalised form (same answer, one entry). */
function normaliseSearch(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseSearch);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'search' && typeof inner === 'string' ? searchKey(inner) : normaliseSearch(inner),
      ]),
    );
  }
  return value;
}

/** What Yoga hands the cache before the GraphQL context exists: the server context. */
interface EarlyContext {
  req?: FastifyRequest;
}

/** Guests only: a request with credentials is answered without the cache (its data is personal). */
function isGuestRequest(request: Request): boolean {
  return !request.headers.get('authorization');
}

export function catalogueResponseCache(deps: AppDeps, schema: GraphQLSchema): Plugin {
  const revision = revisionReader(deps);
  const plugin = useResponseCache<EarlyContext>({
    cache: createInMemoryCache({ max: CACHE_MAX_ENTRIES }),
    ttl: 0,
    ttlPerSchemaCoordinate: ttlPerRootField(schema),
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    session: () => null,
    // guests only
    enabled: (request) => isGuestRequest(request),
    // Runs before the GraphQL context is built (a hit skips parsing, validation and execution),
    // so the language and region are read from the request the way context.ts and region.ts do.
    buildResponseCacheKey: async ({ documentString, variableValues, operationName, context }) => {
      const req = (context as EarlyContext).req;
      const country = countryOfIp(clientIp(req, deps.config.trustProxy));
      const currency = await currencyOfCountry(deps.db, country);
      const lang = pickLanguage(req?.headers['accept-language']);
      const current = await revision.freshKey().catch(() => null);
      // without the revision (database away) the answer is stored under a key nobody asks for
      if (current === null) return `uncached:${randomUUID()}`;
      return hashSHA256(
        JSON.stringify([
          current,
          lang,
          country,
          currency,
          operationName ?? '',
          documentString,
          normaliseSearch(variableValues ?? {}),
        ]),
      );
    },
  });
  return plugin as Plugin;
}
