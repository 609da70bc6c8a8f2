// The back office (issue 15): its own Vite entry, served by the same server under /backoffice
// (apps/server/src/http/static.ts). Nothing here is imported by apps/web, so none of its
// JavaScript can reach a player route. The build reuses the web's CSP manifest plugin: the same
// nonce placeholder in every tag Vite writes, replaced per response by the server.
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CSP_NONCE_PLACEHOLDER, cspManifest } from '../web/csp-manifest';
import { precompress } from '../web/precompress';

const apiTarget = `http://localhost:${process.env.AURUM_API_PORT ?? '3000'}`;
const proxy = {
  '/backoffice/graphql': { target: apiTarget, changeOrigin: true },
  '/backoffice/api': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), tailwindcss(), cspManifest(), precompress()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: { '@': path.join(import.meta.dirname, 'src') },
  },
  server: { port: 5174, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
  },
});
