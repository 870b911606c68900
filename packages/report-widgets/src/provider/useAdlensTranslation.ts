import type { Language } from '@adlens/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../i18n/translationKey.ts';
import { useAdlensWidgetsContext } from './useAdlensWidgetsContext.ts';

export interface AdlensTranslation {
  t: Translate;
  language: Language;
}

/**
 * The provider's translate function, typed by the dictionary's keys. It always reads the provider's
 * own i18next instance, never a host app's <I18nextProvider>.
 */
export function useAdlensTranslation(): AdlensTranslation {
  const { i18n, language } = useAdlensWidgetsContext('useAdlensTranslation');
  const { t: i18nextT } = useTranslation(undefined, { i18n });
  const t = useCallback<Translate>((key, values) => String(i18nextT(key, values ?? {})), [i18nextT]);
  return { t, language };
}
