import type { CurrencyOption } from '@adlens/core';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { FilterMenu } from './FilterMenu.tsx';

export interface CurrencyFilterProps {
  currencies: readonly CurrencyOption[];
  /** The applied currency code (default USD is the app's choice). */
  value: string;
  onChange: (code: string) => void;
  className?: string;
}

/** The currency filter: each entry shows its code and symbol. */
export function CurrencyFilter({ currencies, value, onChange, className }: CurrencyFilterProps) {
  const { t } = useAdlensTranslation();
  const current = currencies.find((currency) => currency.code === value);
  return (
    <FilterMenu
      label={t('filters.currency')}
      options={currencies.map((currency) => ({ id: currency.code, label: currency.code, detail: currency.symbol }))}
      value={[value]}
      valueText={current ? `${current.code} ${current.symbol}` : value}
      onChange={([code]) => code && onChange(code)}
      className={className}
    />
  );
}
