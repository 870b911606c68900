/**
 * The palette colour of a code, fixed by its place in the code's enumeration (CREATIVE_TYPES,
 * DATA_CHANNELS…), so the same ad type or channel has the same colour in every chart and column of
 * a comparison (nine data colours).
 */
export function codeColor<TCode extends string>(
  code: TCode,
  codes: readonly TCode[],
  colors: readonly string[],
): string {
  if (colors.length === 0) throw new Error('The theme has no data colours');
  const index = codes.indexOf(code);
  return colors[(index < 0 ? codes.length : index) % colors.length]!;
}

/** The colour of the n-th series (a compared item), in palette order. */
export function seriesColor(index: number, colors: readonly string[]): string {
  if (colors.length === 0) throw new Error('The theme has no data colours');
  return colors[index % colors.length]!;
}

/** A compared item's colour: its place in the report (`colorIndex`), else its place in the list. */
export function itemColor(entry: { colorIndex?: number }, index: number, colors: readonly string[]): string {
  return seriesColor(entry.colorIndex ?? index, colors);
}
