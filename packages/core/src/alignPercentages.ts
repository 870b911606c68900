/**
 * Each value's share of the
 * total, rounded to `digits` decimals by the largest-remainder method so the shares add up to
 * exactly 100 (a pie of 33.3 + 33.3 + 33.3 would otherwise read 99.9). Ties go to the earlier
 * value; negative and non-finite values count as 0; an all-zero list stays all zero.
 */
export function alignPercentages(values: readonly number[], digits = 0): number[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = clean.reduce((sum, value) => sum + value, 0);
  if (total === 0) return clean.map(() => 0);
  const scale = 10 ** digits;
  const exact = clean.map((value) => (value / total) * 100 * scale);
  const units = exact.map(Math.floor);
  let missing = 100 * scale - units.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - units[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    units[index]! += 1;
    missing -= 1;
  }
  return units.map((value) => value / scale);
}
