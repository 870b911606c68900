export { createAdlensApp } from './createAdlensApp.tsx';
export type { AdlensApp, AdlensAppOptions } from './createAdlensApp.tsx';
export { DEFAULT_BRAND_NAME } from './config/AdlensAppConfig.ts';
export type { AdlensAppConfig, AdlensIntegration, AdlensWhiteLabel } from './config/AdlensAppConfig.ts';
export type { AdlensFooterConfig } from './shell/ShellWhiteLabel.ts';
export { chooseWhiteLabel } from './config/chooseWhiteLabel.ts';
export { ADLENS_WHITE_LABEL, MERIDIAN_WHITE_LABEL, WHITE_LABELS } from '@adlens/report-widgets';
export type { WhiteLabelConfig } from '@adlens/report-widgets';
export type {
  AppIntegrationSession,
  StartIntegration,
  StartIntegrationOptions,
} from './runtime/AppIntegrationSession.ts';
export { analyticsConfigFromEnv } from './analytics/AdlensAnalyticsConfig.ts';
export type {
  AdlensAnalyticsConfig,
  AdlensThirdPartyScript,
  AdlensUserFlowConfig,
  AnalyticsEnv,
} from './analytics/AdlensAnalyticsConfig.ts';
export { ANALYTICS_DOM_EVENT } from './analytics/domEventSink.ts';
export type { AnalyticsEventDetail } from './analytics/domEventSink.ts';
