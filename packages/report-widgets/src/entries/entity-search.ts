// `@adlens/report-widgets/entity-search` (issue 23, "pay for what you use"): Entity Search alone, with the provider it renders in.
// The same modules as the root entry: a context or component taken from here is the one the root exports.
export { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../shadow/AdlensShadowRoot.tsx';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
export { EntitySearch } from '../EntitySearch/EntitySearch.tsx';
export type { EntitySearchProps } from '../EntitySearch/EntitySearch.tsx';
export { useDebouncedSearchTerm } from '../EntitySearch/useDebouncedSearchTerm.ts';
