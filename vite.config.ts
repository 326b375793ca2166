import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
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

/**
 * Blueprint's icons, each size and icon a JSON file of its SVG paths under /assets (cached for good: the folder
 * is named after the icons' version), fetched one at a time by app/iconLoader.ts. Bundled, the lookup table of
 * 1,400 lazy chunks alone weighed 47 KB gzipped on the sign-in page, and Blueprint's own loader fetches every
 * icon of a size at once (99 KB).
 */
function blueprintIconAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const folder = `blueprint-icons-${(require('@blueprintjs/icons/package.json') as { version: string }).version}`;
  const source = (size: string) => path.dirname(require.resolve(`@blueprintjs/icons/lib/cjs/generated/${size}px/paths/add.js`));
  const paths = (size: string, name: string) =>
    JSON.stringify((require(path.join(source(size), name)) as { default: string[] }).default);
  const sizes = ['16', '20'];
  return {
    name: 'blueprint-icon-assets',
    config: () => ({ define: { __BLUEPRINT_ICONS__: JSON.stringify(`/assets/${folder}`) } }),
    configureServer(server) {
      server.middlewares.use(`/assets/${folder}`, (req, res, next) => {
        const [size, file, ...rest] = (req.url ?? '').split('?')[0]!.split('/').filter(Boolean);
        const name = file?.replace(/\.json$/, '');
        if (!size || !sizes.includes(size) || !name || rest.length || !/^[a-z0-9-]+$/.test(name)) return next();
        if (!fs.existsSync(path.join(source(size), `${name}.js`))) return next();
        res.setHeader('content-type', 'application/json');
        res.end(paths(size, name));
      });
    },
    writeBundle(options) {
      for (const size of sizes) {
        const target = path.join(options.dir ?? 'dist/app', 'assets', folder, size);
        fs.mkdirSync(target, { recursive: true });
        for (const file of fs.readdirSync(source(size)).filter((f) => f.endsWith('.js') && f !== 'index.js'))
          fs.writeFileSync(path.join(target, file.replace(/\.js$/, '.json')), paths(size, file));
      }
    },
  };
}

/** The browser app: built into dist/app and served by the portal server; `npm run dev` proxies the API. */
export default defineConfig({
  // Packages are bundled, so the lock file is an input; public/ is copied as it is.
  plugins: [
    react(),
    pdfjsAssets(),
    blueprintIconAssets(),
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
