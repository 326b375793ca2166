import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The browser app: built into dist/app and served by the portal server; `npm run dev` proxies the API. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/prod-api': `http://localhost:${process.env.PORT || 8080}` },
  },
});
