import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CSP_NONCE_PLACEHOLDER, cspManifest } from './csp-manifest';
import { localeAssets, localesBase } from './locale-assets';
import { precompress } from './precompress';
import { pwaAssets } from './pwa-assets';

const apiTarget = `http://localhost:${process.env.AURUM_API_PORT ?? '3000'}`;

const locales = localesBase();

export default defineConfig(({ isSsrBuild }) => ({
  // where lib/i18n.ts fetches the translations (locale-assets.ts)
  define: { __LOCALES__: JSON.stringify(locales) },
  plugins: [
    react(),
    tailwindcss(),
    cspManifest(),
    localeAssets(locales),
    // the offline pages, icons and the service worker belong to the browser build only
    ...(isSsrBuild
      ? []
      : [
          pwaAssets(),
          precompress(),
          // the service worker (src/sw.ts, docs/lobby-assets-notes.md); registered by lib/pwa/pwa.ts
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src',
            filename: 'sw.ts',
            injectRegister: false,
            // public/manifest.webmanifest is the manifest
            manifest: false,
            injectManifest: {
              // the shell only: the entry script and styles, offline pages, icons (lazy chunks
              // are cached as they are used)
              globPatterns: [
                'assets/index-*.{js,css}',
                'offline/*.{html,css}',
                'icons/*.png',
                'favicon.svg',
              ],
            },
            devOptions: { enabled: false },
          }),
        ]),
  ],
  // every script/style/link Vite writes carries this nonce placeholder, and so does
  // <meta property="csp-nonce"> (read by lib/csp-nonce.ts); the server swaps in a fresh nonce
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: { '@': path.join(import.meta.dirname, 'src') },
  },
  server: {
    proxy: {
      '/graphql/subscriptions': { target: apiTarget, ws: true, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql/subscriptions': { target: apiTarget, ws: true, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
  ssr: {
    // bundled into dist-ssr, so the server loads the ~60 icons the pages draw: as an external
    // package, `import 'lucide-react'` evaluated all ~2,100 icon modules at the server's start
    // (168 ms, +46 MB RSS per instance)
    noExternal: ['lucide-react'],
  },
  build: {
    target: 'es2022',
    // the server-render bundle (dist-ssr, issue 16) needs no copy of public/
    copyPublicDir: !isSsrBuild,
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure (ARCHITECTURE §3: no I/O), but its module-level Sets would
        // otherwise pin unused validators into the first route's bundle.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // the GraphQL client in one first-route chunk: split by the lazy chunks that use only
        // part of it, it cost ~0.35 KB more on the 150 KB first route (issue 16 budget)
        advancedChunks: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'urql',
                  test: /[\\/]node_modules[\\/](?:urql|@urql[\\/]core|@0no-co[\\/]graphql\.web|wonka)[\\/]|[\\/]src[\\/]lib[\\/]graphql\.ts$/,
                },
              ],
            },
      },
    },
  },
}));
