import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository stands alone: a clone finds every document its code and docs cite (issue 36). */
const root = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'storybook-static', 'data']);
const TEXT = /\.(ts|tsx|mjs|js|json|md|yml|yaml|cfg|sh)$/;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

/** Citations of documents that live outside the repository. */
const OUTSIDE: { name: string; pattern: RegExp; except?: string }[] = [
  { name: 'the original design document', pattern: /\bDESIGN\.md\b/ },
  { name: 'the original style guide', pattern: /\bSTYLE\.md\b/ },
  { name: 'the specification rather than its digest', pattern: /\bspec (000|001)\b/i, except: 'docs/spec-digest.md' },
  { name: 'a folder beside the clone', pattern: /\.\.\/shared\/(spec|tools|hooks)\b/ },
];

describe('the repository stands alone', () => {
  const files = textFiles(root);

  it('cites no document outside it: the design, the style guide and the specification are digested in docs/', () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const { name, pattern, except } of OUTSIDE)
          if (pattern.test(line) && path.relative(root, file) !== except)
            found.push(`${path.relative(root, file)}:${i + 1} cites ${name}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('links its documents only to files that exist in it', () => {
    const broken: string[] = [];
    let links = 0;
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      for (const [, target] of fs.readFileSync(file, 'utf8').matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        links++;
        if (!fs.existsSync(path.resolve(path.dirname(file), target!))) broken.push(`${path.relative(root, file)} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(20);
  });
});
