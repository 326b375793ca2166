import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleInputs } from './scripts/bundleInputs.mjs';

/**
 * pdf.js reads character maps (CJK text whose font is not embedded) and the 14 standard fonts at run time;
 * they are served from our own origin under /pdfjs (docs/documents.md), never from a CDN.
 */
function pdfjsAssets(): Plugin {
  const source = path.resolve('node_modules/pdfjs-dist');
  const folders = ['cmaps', 'standard_fonts'];
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const [folder, name, ...rest] = (req.url ?? '').split('?')[0]!.split('/').filter(Boolean);
        const file =
          folder && name && !rest.length && folders.includes(folder) ? path.join(source, folder, path.basename(name)) : '';
        if (!file || !fs.existsSync(file)) return next();
        fs.createReadStream(file).pipe(res);
      });
    },
    writeBundle(options) {
      for (const folder of folders)
        fs.cpSync(path.join(source, folder), path.join(options.dir ?? 'dist/app', 'pdfjs', folder), { recursive: true });
    },
  };
}

/** The browser app: built into dist/app and served by the portal server; `npm run dev` proxies the API. */
export default defineConfig({
  // Packages are bundled, so the lock file is an input; public/ is copied as it is.
  plugins: [
    react(),
    pdfjsAssets(),
    bundleInputs([
      'vite.config.ts',
      'package-lock.json',
      'index.html',
      ...fs.readdirSync('public', { recursive: true, encoding: 'utf8' }).map((f) => path.join('public', f)),
    ]),
  ],
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
