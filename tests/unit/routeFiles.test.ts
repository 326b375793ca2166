import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The domains whose route registrations were split by what the routes do (issue 36); more join as they are. */
const SPLIT_DOMAINS = [
  'server/alarms',
  'server/todo',
  'server/stations',
  'server/entities',
  'server/notices',
  'server/documents',
  'server/monitor/homeRoutes.ts',
];
/** A function longer than this no longer reads at a glance (docs/style.md, Thin routes). */
const MAX_FUNCTION_LINES = 80;

function sourceFiles(entry: string): string[] {
  if (entry.endsWith('.ts')) return [entry];
  return fs.readdirSync(entry, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(entry, e.name);
    return e.isDirectory() ? sourceFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Functions of a file longer than the limit, as `file:line name (n lines)`. */
function longFunctions(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
      if (lines > MAX_FUNCTION_LINES) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('route files', () => {
  it(`route registrations of the split domains are functions of at most ${MAX_FUNCTION_LINES} lines`, () => {
    expect(SPLIT_DOMAINS.flatMap(sourceFiles).flatMap(longFunctions)).toEqual([]);
  });

  it('every list pages through server/http/pagination.ts: no page schema or offset arithmetic of its own', () => {
    const own = sourceFiles('server')
      .filter((file) => file !== path.join('server', 'http', 'pagination.ts'))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
          .filter(({ line }) => /pageNum\s*:\s*\{|\.offset\(.*page|pageNum\b.*-\s*1\b/i.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(own).toEqual([]);
  });
});
