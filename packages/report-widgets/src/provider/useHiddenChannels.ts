import { useAdlensWidgetsContext } from './useAdlensWidgetsContext.ts';

/** The channels the widgets leave out (AdlensWidgetsProvider's `hiddenChannels`). */
export function useHiddenChannels(): readonly string[] {
  return useAdlensWidgetsContext('useHiddenChannels').hiddenChannels;
}
