// What a build was made from, so `npm start` knows when it is stale without a hand-kept list of folders: the
// server bundle inlines engine/, widgets/*/props.ts and more besides server/ and shared/.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Beside the output folder, not in it: the portal serves dist/app to everyone. */
const listOf = (outDir) => `${outDir}.inputs.json`;

/**
 * A Vite plugin that writes `<outDir>.inputs.json`: every file of the repository the bundle was built from
 * (packages excluded), plus `extra` files that shape it without being modules (its config, the lock file).
 */
export function bundleInputs(extra = []) {
  const root = process.cwd();
  let files = [];
  return {
    name: 'bundle-inputs',
    generateBundle() {
      const modules = [...this.getModuleIds()]
        .filter((id) => path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`))
        .map((id) => path.relative(root, id.split('?')[0]))
        .filter((file) => !file.startsWith('..') && existsSync(path.join(root, file)));
      files = [...new Set([...modules, ...extra])].sort();
    },
    writeBundle(options) {
      writeFileSync(listOf(options.dir), JSON.stringify(files, null, 1));
    },
  };
}

/** Why the build in `outDir` must be made again (missing, or an input changed or gone since), or null if it is current. */
export function staleBuild(root, outDir) {
  const list = path.join(root, listOf(outDir));
  if (!existsSync(list) || !existsSync(path.join(root, outDir))) return `${outDir} has not been built`;
  const builtAt = statSync(list).mtimeMs;
  for (const file of JSON.parse(readFileSync(list, 'utf8'))) {
    const full = path.join(root, file);
    if (!existsSync(full)) return `${file} is gone`;
    if (statSync(full).mtimeMs > builtAt) return `${file} changed`;
  }
  return null;
}
