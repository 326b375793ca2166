// `npm start`: build the browser app and the server when a file either was built from has changed since
// (scripts/bundleInputs.mjs), then serve both from one process running the built JavaScript
// (vite.server.config.ts says why).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuild } from './bundleInputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist', 'server', 'main.mjs');

function vite(args, title) {
  console.log(title);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args, '--logLevel', 'warn'],
    // A production build whatever the caller's NODE_ENV: vite follows it, and under a test runner (NODE_ENV=test)
    // it bundled React's and ECharts' development builds, several times slower to render.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

for (const [outDir, args, what] of [
  ['dist/app', ['build'], 'the browser app'],
  ['dist/server', ['build', '-c', 'vite.server.config.ts'], 'the server'],
]) {
  const reason = staleBuild(root, outDir);
  if (reason) vite(args, `Building ${what} (${reason})...`);
}
await import(pathToFileURL(serverEntry).href);
