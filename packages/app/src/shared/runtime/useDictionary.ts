import { DICTIONARIES, type Dictionary } from '@adlens/core';
import { useAdlensRuntime } from './useAdlensRuntime.ts';

/** The app's texts in the configured language ('en-winmo' reads Domain for Advertiser). */
export function useDictionary(): Dictionary {
  return DICTIONARIES[useAdlensRuntime().config.language];
}
