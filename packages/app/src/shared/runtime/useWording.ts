import { toDomainWording } from '@adlens/core';
import { useAdlensRuntime } from './useAdlensRuntime.ts';

/**
 * Applies the language's wording to app texts not in the shared dictionary: in 'en-winmo' every
 * Advertiser reads Domain.
 */
export function useWording(): (text: string) => string {
  const language = useAdlensRuntime().config.language;
  return language === 'en-winmo' ? toDomainWording : (text) => text;
}
