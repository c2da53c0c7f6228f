/** "Did you mean …?" for misspelt property names, enum values and item types. */

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length > 64 || b.length > 64) return Math.max(a.length, b.length);
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** The closest candidate, if close enough to be a likely typo (or a containing match like "pie" -> "pie-chart"). */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const hay = c.toLowerCase();
    let score = editDistance(needle, hay);
    if (needle.length >= 3 && (hay.startsWith(needle) || hay.includes(needle))) score = Math.min(score, 1.5);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const limit = Math.max(2, Math.floor(needle.length / 3));
  return bestScore <= limit ? best : undefined;
}

export function didYouMean(input: unknown, candidates: readonly unknown[]): string {
  if (typeof input !== 'string') return '';
  const hit = closest(
    input,
    candidates.filter((c): c is string => typeof c === 'string'),
  );
  return hit && hit !== input ? ` Did you mean "${hit}"?` : '';
}
