import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
// A relative import: Vite bundles the config with esbuild, which leaves packages to Node.
import { ENDPOINT_LIST } from '../../packages/contracts/src/endpoints/index.js';
import { resolveRoutePath } from '../../packages/contracts/src/endpoint.js';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * First path segments the product API answers on, from the endpoint records (issue 16), the
 * product slug standing for `{product}`. Matched with a trailing slash so that client routes
 * sharing a prefix (/contract, /trucks, /driver-management) stay with the web app.
 */
const API_SEGMENTS = [
  ...new Set(
    ENDPOINT_LIST.map(
      (endpoint) =>
        resolveRoutePath(endpoint.path, process.env.PRODUCT_SLUG ?? 'fleet').split('/')[1],
    ),
  ),
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  // Brotli and gzip copies beside every text asset, made once at build: the server sends the
  // one the browser accepts (Accept-Encoding) without compressing per request.
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // maplibre-gl alone is about 1.1 MB; it loads lazily with the map screens only.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries' "use client" lines and zod's comment placement are harmless in a browser build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') {
          return;
        }
        warn(warning);
      },
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
          if (/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) {
            return 'react';
          }
          if (/[\\/]node_modules[\\/](zod)[\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      [`^/(${API_SEGMENTS.join('|')})/`]: { target: API_TARGET, ws: true },
    },
  },
});
