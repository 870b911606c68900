/** A progress bar's value is clamped to 0–100; anything not a number is 0. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
