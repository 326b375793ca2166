import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'widgets', 'engine'];
/** Props that reach the screen as text. */
const TEXT_PROPS = new Set([
  'title',
  'placeholder',
  'label',
  'text',
  'alt',
  'aria-label',
  'helperText',
  'description',
  'content',
  'confirmButtonText',
  'cancelButtonText',
]);
const HAS_WORDS = /[A-Za-z\u00c0-\u024f\u4e00-\u9fff]{2,}/;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** Visible texts written into a component instead of going through i18next. */
function literalTexts(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_WORDS.test(node.text.trim())) found.push(`${file}: "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
          ? init.expression
          : null;
      if (literal && HAS_WORDS.test(literal.text)) found.push(`${file}: ${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}

describe('visible texts go through i18next', () => {
  it('the check catches a literal text and a literal title', () => {
    expect(literalTexts('x.tsx', 'const a = <div title="Power">Hello operator</div>;')).toEqual([
      'x.tsx: title="Power"',
      'x.tsx: "Hello operator"',
    ]);
    expect(literalTexts('x.tsx', 'const a = <div title={t("k")}>{t("k")} – {value}</div>;')).toEqual([]);
  });

  it('no component writes a visible text itself', () => {
    const offenders = ROOTS.flatMap((root) =>
      componentFiles(root).flatMap((file) => literalTexts(file, fs.readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
