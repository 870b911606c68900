import type { CurrencyOption } from './datasets/reportDatasets.ts';
import { DEFAULT_CURRENCY } from './format.ts';

/**
 * Currency: the saved currency if it is still offered, else USD (default).
 * Returns a code, since USD is the default even when a list failed to load.
 */
export function chooseDefaultCurrency(
  currencies: readonly Pick<CurrencyOption, 'code'>[],
  saved: string | null | undefined,
): string {
  return currencies.find((currency) => currency.code === saved)?.code ?? DEFAULT_CURRENCY;
}
