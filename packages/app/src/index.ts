export { createAdlensApp } from './createAdlensApp.tsx';
export type { AdlensApp, AdlensAppOptions } from './createAdlensApp.tsx';
export { DEFAULT_BRAND_NAME } from './config/AdlensAppConfig.ts';
export type { AdlensAppConfig, AdlensIntegration, AdlensWhiteLabel } from './config/AdlensAppConfig.ts';
export type { AdlensFooterConfig } from './shell/ShellWhiteLabel.ts';
export type {
  AppIntegrationSession,
  StartIntegration,
  StartIntegrationOptions,
} from './runtime/AppIntegrationSession.ts';
