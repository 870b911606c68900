import {
  type DistributionItem,
  type DistributionResponse,
  formatCurrencyShort,
  formatImpressions,
  formatPercent,
} from '@adlens/core';

/** Not enough data to split: no code came back, or the item had no impressions at all. */
export function isDistributionEmpty(data: DistributionResponse): boolean {
  return data.items.length === 0 || data.total.impressions === 0;
}

/** What a reader needs of one code: its name, share, impressions and spend. */
export interface BreakdownTexts {
  codeName: (code: string) => string;
  /** Formats one code's figures into a sentence part, e.g. 'Banner 24% (96.8M impressions, $213K)'. */
  entry: (values: { name: string; share: string; impressions: string; expenses: string }) => string;
}

/** The figures of every code of one response, for the chart's accessible description. */
export function describeDistribution(
  items: readonly DistributionItem[],
  currency: string,
  texts: BreakdownTexts,
): string {
  return items
    .map((entry) =>
      texts.entry({
        name: texts.codeName(entry.code),
        share: formatPercent(entry.share),
        impressions: formatImpressions(entry.impressions),
        expenses: formatCurrencyShort(entry.expenses, currency),
      }),
    )
    .join(', ');
}

/**
 * The codes of several responses in one order for a shared axis: by their place in the enumeration
 * (so placements and channels keep a stable order across filters), codes without data left out.
 */
export function unionCodes<TCode extends string>(
  responses: readonly DistributionResponse<TCode>[],
  order: readonly TCode[],
): TCode[] {
  const present = new Set(responses.flatMap((response) => response.items.map((entry) => entry.code)));
  return order.filter((code) => present.has(code));
}

/** An item's share of a code, 0 when the code is missing from its response. */
export function shareOf<TCode extends string>(response: DistributionResponse<TCode>, code: TCode): number {
  return response.items.find((entry) => entry.code === code)?.share ?? 0;
}
