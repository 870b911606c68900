/** Not enough data: the audience answered with no element (too few panelists for the selection). */
export function hasNoElements(data: { elements: readonly unknown[] }): boolean {
  return data.elements.length === 0;
}

/** Deviation in percentage points with its sign, one decimal at most: '+2.4', '-0.8', '0'. */
export function formatDeviation(value: number): string {
  const rounded = Number(value.toFixed(1));
  return rounded > 0 ? `+${rounded}` : String(rounded === 0 ? 0 : rounded);
}

/** Affinity index as a whole number (100 = as likely as anybody in the market). */
export function formatAffinity(value: number): string {
  return String(Math.round(value));
}
