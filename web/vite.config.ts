import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import type { AppConfig } from './src/lib/app-config';
import { chunkGroups } from './vite-chunk-groups';
import { compileHints } from './vite-compile-hints';
import { fontDisplayOptional } from './vite-font-display';
import { precompress } from './vite-precompress';
import { routeChunks } from './vite-route-chunks';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The gateway that serves `/api` in development (`make dev`). */
const apiProxy = {
  // changeOrigin stays false so the gateway sees the page's own Origin (its CSRF check compares them).
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fromHere('.'), 'VITE_');
  const appConfig: AppConfig = {
    posthogKey: env.VITE_POSTHOG_KEY ?? '',
    posthogHost: env.VITE_POSTHOG_HOST || 'https://us.i.posthog.com',
    feedbackUrl: env.VITE_FEEDBACK_URL || 'mailto:support@sorsi.app?subject=Sorsi%20beta%20feedback',
  };
  return {
    plugins: [
      react(),
      tailwindcss(),
      fontDisplayOptional(),
      routeChunks(fromHere('./src/app/route-table.ts')),
      compileHints(),
      precompress(),
    ],
    resolve: {
      alias: {
        // The first page's code takes the session paths alone: proto's index (schemas, zod) loads later.
        '@sorsi/proto/session-paths': fromHere('../proto/src/session-paths.ts'),
        '@sorsi/proto': fromHere('../proto/src/index.ts'),
        '@': fromHere('./src'),
      },
    },
    // Configuration reaches the code as one constant (not import.meta.env) so jest can supply it too.
    define: { __APP_CONFIG__: JSON.stringify(appConfig) },
    server: { port: 5173, strictPort: true, proxy: apiProxy },
    preview: { port: 4173, strictPort: true, proxy: apiProxy },
    // 'hidden': maps are written for error tooling but the bundles do not point to them, and the
    // gateway does not serve them.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: 'hidden',
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  };
});
