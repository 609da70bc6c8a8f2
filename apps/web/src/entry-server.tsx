// The server render of public pages (issue 16; built by `vite build --ssr` into dist-ssr/ and
// loaded by apps/server, http/ssr.ts). The same routes and screens as the browser, rendered as a
// guest in the language the server chose, through React 19's `renderToPipeableStream` waiting for
// every Suspense boundary (urql in suspense mode: the page's reads run before the HTML is sent).
// Renders run one at a time: the screens read the i18next instance directly, so it is switched to
// the request's language for the duration of one render.
import { Writable } from 'node:stream';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@aurum/domain';
import { Client, cacheExchange, fetchExchange, ssrExchange } from '@urql/core';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { ErrorBoundary } from '@/app/error-screen';
import { AppRoutes } from '@/app/router';
import { DEFAULT_NAMESPACE, NAMESPACES, i18n } from '@/lib/i18n';
import { SsrContext, type SsrHead, type SsrPayload } from '@/lib/ssr-data';

/** Runs one GraphQL request (a POST body) as the visitor, on the server itself. */
export type ExecuteGraphql = (body: string, language: Language) => Promise<string>;

export interface RenderRequest {
  /** path and query as requested */
  url: string;
  language: Language;
  execute: ExecuteGraphql;
}

export interface RenderResult {
  /** the markup of #root */
  html: string;
  head: SsrHead;
  /** the inlined first-screen data */
  payload: SsrPayload;
  status: number;
  dir: 'ltr' | 'rtl';
}

const locales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

let ready: Promise<unknown> | null = null;

function initServerI18n(): Promise<unknown> {
  if (ready) return ready;
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, module] of Object.entries(locales)) {
    const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    (resources[language] ??= {})[namespace] = module.default;
  }
  const fallbackLng: Record<string, string[]> = { default: ['en'] };
  for (const lng of LANGUAGES) if (lng !== 'en') fallbackLng[lng] = [];
  ready = i18n.use(initReactI18next).init({
    resources,
    lng: 'en',
    supportedLngs: [...LANGUAGES],
    fallbackLng,
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  return ready;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders `url`; resolves once every Suspense boundary on the page has its data. */
export function render(request: RenderRequest): Promise<RenderResult> {
  const run = queue.then(() => renderNow(request));
  queue = run.catch(() => undefined);
  return run;
}

/** Abandon a render that has not finished after this long (a stuck read). */
const RENDER_TIMEOUT_MS = 5000;

async function renderNow({ url, language, execute }: RenderRequest): Promise<RenderResult> {
  await initServerI18n();
  await i18n.changeLanguage(language);
  // react-i18next notes every namespace a screen asks for (creating its note on first use): the
  // browser loads them before hydrating
  const used = () =>
    i18n.reportNamespaces as unknown as { usedNamespaces: Record<string, boolean> } | undefined;
  const before = used();
  if (before) before.usedNamespaces = {};
  const ssr = ssrExchange({ isClient: false });
  const client = new Client({
    url: 'http://aurum.invalid/graphql',
    suspense: true,
    requestPolicy: 'cache-first',
    preferGetMethod: false,
    fetch: async (_input, init) =>
      new Response(await execute(String(init?.body ?? ''), language), {
        headers: { 'content-type': 'application/json' },
      }),
    exchanges: [cacheExchange, ssr, fetchExchange],
  });
  const head: SsrHead = {};
  const html = await new Promise<string>((resolve, reject) => {
    let failed: unknown = null;
    let done = () => {};
    const stream = renderToPipeableStream(
      <StrictMode>
        <ErrorBoundary>
          <SsrContext.Provider value={{ client, head }}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </SsrContext.Provider>
        </ErrorBoundary>
      </StrictMode>,
      {
        // every boundary inline, in document order: no outlined segments and no reveal scripts
        // (the page's policy allows no inline script)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failed) return;
          let markup = '';
          stream.pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                markup += chunk.toString('utf8');
                callback();
              },
              final(callback) {
                done();
                resolve(markup);
                callback();
              },
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          failed ??= error;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`server render of ${url} timed out`));
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    done = () => clearTimeout(timer);
  });
  return {
    html,
    head,
    payload: {
      language,
      results: ssr.extractData(),
      namespaces: Object.keys(used()?.usedNamespaces ?? {}),
    },
    status: head.status ?? (head.key === 'notFound' ? 404 : 200),
    dir: (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr',
  };
}
