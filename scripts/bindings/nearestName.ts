/** Edits (insert, delete, replace, case aside) that turn one name into the other. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length]!;
}

/**
 * The known name a misspelled one most likely meant: at most two edits away (one for short names), so a
 * message can say "did you mean" even when the answer has too many fields to list them all.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const limit = name.length <= 4 ? 1 : 2;
  let best: { name: string; d: number } | undefined;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d <= limit && (!best || d < best.d)) best = { name: candidate, d };
  }
  return best?.name;
}
