import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * First path segments the product API answers on (spec section 7, api.md). Matched with a
 * trailing slash so that client routes sharing a prefix (/contract, /trucks,
 * /driver-management) stay with the web app.
 */
const API_SEGMENTS = [
  'api',
  'user',
  'form',
  'fleet',
  'warehouse',
  'truck',
  'marker',
  'canh_bao',
  'excel',
  'contract',
  'driver_report',
  'driver',
  'etracking',
  'image',
  'tms',
  'truck_info',
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
