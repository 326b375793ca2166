import { defineConfig } from 'vite';
import { bundleInputs } from './scripts/bundleInputs.mjs';

/**
 * The server as plain JavaScript in dist/server, so `npm start` runs it with node itself: under tsx every
 * module is transformed at start and every closure goes through a helper. Packages stay external (they
 * are installed beside it); the workers are entries of their own because each runs in a thread.
 */
export default defineConfig({
  publicDir: false,
  plugins: [bundleInputs(['vite.server.config.ts'])],
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        spreadsheetWorker: 'server/entities/spreadsheetWorker.mjs',
        svgWorker: 'server/files/svgWorker.ts',
        fillWorker: 'server/telemetry/fillWorker.ts',
      },
      // Code the entries share goes beside them, where its `new URL(…, import.meta.url)` of a worker resolves.
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
