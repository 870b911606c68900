// What every subpath exports: the provider its widget renders in, the shadow root and the domain types
// of the props. The same modules as the root entry: a context or component taken from a subpath is
// the one the root exports.
export { AdlensWidgetsProvider } from '../../provider/AdlensWidgetsProvider.tsx';
export type { AdlensColorSchemeOption, AdlensWidgetsProviderProps } from '../../provider/AdlensWidgetsProvider.tsx';
export { AdlensShadowRoot, type AdlensShadowRootProps } from '../../shadow/AdlensShadowRoot.tsx';
export type { EntitySummary, EntityType, Language } from '@adlens/core';
