// The translations as JSON files (issue 16), not as JavaScript modules: a dynamic
// `import(\`../locales/${lng}/${ns}.json\`)` made Vite write a map of all 174 locale chunks, each
// under its own hashed name, into the first route's script (~3 KB gzip of names alone), and each
// namespace arrived as a script to compile. Here the files are written once per build under
// `/assets/locales/<version>/<lng>/<ns>.json`, the version a hash of every locale file, so the
// client needs one string to find them all and the server serves them immutable like the rest of
// /assets/. The dev server answers the same paths from src/locales.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const localesDir = path.join(import.meta.dirname, 'src', 'locales');

function localeFiles(): { language: string; namespace: string; file: string }[] {
  return fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: language }) =>
      fs
        .readdirSync(path.join(localesDir, language))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({
          language,
          namespace: name.slice(0, -'.json'.length),
          file: path.join(localesDir, language, name),
        })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** `/assets/locales/<hash of every locale file>`: where this build's translations live. */
export function localesBase(): string {
  const hash = createHash('sha256');
  for (const { language, namespace, file } of localeFiles()) {
    hash.update(`${language}/${namespace}\0`).update(fs.readFileSync(file)).update('\0');
  }
  return `/assets/locales/${hash.digest('base64url').slice(0, 10)}`;
}

export function localeAssets(base: string): Plugin {
  return {
    name: 'aurum-locale-assets',
    generateBundle() {
      // the server-render bundle reads the JSON files itself (entry-server.tsx)
      if (this.environment.config.build.ssr) return;
      for (const { language, namespace, file } of localeFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${language}/${namespace}.json`,
          // minified: the files are read by JSON.parse, never by a person
          source: JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8'))),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.startsWith(`${base}/`)
          ? /^\/(\w+)\/(\w+)\.json$/.exec(req.url.slice(base.length))
          : null;
        const file = match ? path.join(localesDir, match[1]!, `${match[2]}.json`) : null;
        if (!file || !fs.existsSync(file)) return next();
        res.setHeader('content-type', 'application/json');
        res.end(fs.readFileSync(file));
      });
    },
  };
}
