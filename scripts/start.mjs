// `npm start`: build the browser app when it is missing and the server when its sources changed, then serve
// both from one process running the built JavaScript (vite.server.config.ts says why).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist', 'server', 'main.mjs');

function vite(args, title) {
  console.log(title);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The newest modification time of the files under `dir`, ms. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

if (!existsSync(path.join(root, 'dist', 'app', 'index.html'))) vite(['build'], 'Building the browser app (first start)...');
const sources = Math.max(...['server', 'shared', 'locales'].map((dir) => newest(path.join(root, dir))));
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sources) {
  vite(['build', '-c', 'vite.server.config.ts'], 'Building the server...');
}
await import(pathToFileURL(serverEntry).href);
