import type { AdlensClient } from '@adlens/api-client';
import type { Language } from '@adlens/core';
import type { i18n as I18n } from 'i18next';
import { createContext } from 'react';

export interface AdlensWidgetsContextValue {
  client: AdlensClient;
  language: Language;
  i18n: I18n;
}

/** null outside <AdlensWidgetsProvider>; the hooks turn that into a helpful throw. */
export const AdlensWidgetsContext = createContext<AdlensWidgetsContextValue | null>(null);
