// Build-time compression (issue 16): a `.br` (Brotli quality 11) and a `.gz` (gzip level 9) beside
// every built script, style sheet and translation over 1 KB under assets/. The server's static
// handler (apps/server/src/http/static.ts, `preCompressed`) sends them as they are; without them
// it looked for each sibling, found none, and compressed every asset again on every request
// (Brotli quality 5, as set for the server-rendered HTML). Quality 11 is ~20× slower than 5, so
// only a build can afford it: all 198 scripts and styles 529 → 487 KB. Used by the web and the
// back office builds.
import zlib from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export function precompress() {
  return compression({
    include: /\.(js|css|json|svg)$/,
    exclude: /^(?!assets\/)/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}
