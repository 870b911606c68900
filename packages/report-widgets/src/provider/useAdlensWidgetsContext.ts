import { useContext } from 'react';
import { AdlensWidgetsContext, type AdlensWidgetsContextValue } from './AdlensWidgetsContext.ts';

/** The provider's value; `hookName` names the public hook in the error a developer sees. */
export function useAdlensWidgetsContext(hookName: string): AdlensWidgetsContextValue {
  const value = useContext(AdlensWidgetsContext);
  if (!value) throw new Error(`${hookName} must be used within <AdlensWidgetsProvider>`);
  return value;
}
