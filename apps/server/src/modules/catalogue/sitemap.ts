// robots.txt and sitemap.xml (issue 16): every public page in the six languages, for search
// engines. A page's language is chosen by `?lng=` (the web's language detector), so each URL
// lists its alternates with hreflang (and x-default: the page without `?lng=`). Games and
// studios come from the catalogue (enabled games only); the answer is built once per catalogue
// revision and kept in memory.
import { LANGUAGES, PUBLIC_PAGE_PATHS, gamePath, providerPath, type Language } from '@aurum/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../types';
import { revisionReader } from './response-cache';
import { gameProviders, games } from './tables';

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<url>` with its language alternates. */
function entry(base: string, path: string, lastmod: string | null): string {
  const href = (language: Language | null) =>
    xml(`${base}${path}${language ? `${path.includes('?') ? '&' : '?'}lng=${language}` : ''}`);
  const alternates = [
    ...LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(null)}"/>`,
  ].join('');
  return `<url><loc>${href(null)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
}

export async function buildSitemap(deps: AppDeps): Promise<string> {
  const base = deps.config.publicUrl;
  const [gameRows, providerRows] = await Promise.all([
    deps.db
      .select({ slug: games.slug, createdAt: games.createdAt })
      .from(games)
      .where(eq(games.disabled, false))
      .orderBy(asc(games.id)),
    deps.db.select({ slug: gameProviders.slug }).from(gameProviders).orderBy(asc(gameProviders.id)),
  ]);
  const urls = [
    ...PUBLIC_PAGE_PATHS.map((path) => entry(base, path, null)),
    ...providerRows.map((row) => entry(base, providerPath(row.slug), null)),
    ...gameRows.map((row) =>
      entry(base, gamePath(row.slug), row.createdAt.toISOString().slice(0, 10)),
    ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function buildRobots(publicUrl: string): string {
  // signed-in and money pages are not for crawlers; the API is not a page
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /profile',
    'Disallow: /favourites',
    'Disallow: /backoffice',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerSitemap(app: FastifyInstance, deps: AppDeps): void {
  const revision = revisionReader(deps);
  let cached: { revision: bigint; body: Promise<string> } | null = null;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(deps.config.publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const current = await revision.fresh();
    if (!cached || cached.revision !== current) {
      const body = buildSitemap(deps);
      cached = { revision: current, body };
      // a failed build is not kept
      body.catch(() => {
        if (cached?.body === body) cached = null;
      });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await cached.body);
  });
}
