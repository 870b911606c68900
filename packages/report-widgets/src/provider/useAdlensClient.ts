import type { AdlensClient } from '@adlens/api-client';
import { useAdlensWidgetsContext } from './useAdlensWidgetsContext.ts';

/** The AdlensClient given to <AdlensWidgetsProvider>. */
export function useAdlensClient(): AdlensClient {
  return useAdlensWidgetsContext('useAdlensClient').client;
}
