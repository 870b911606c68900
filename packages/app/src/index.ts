export { createAdlensApp } from './app/createAdlensApp.tsx';
export type { AdlensApp, AdlensAppOptions } from './app/createAdlensApp.tsx';
export { DEFAULT_BRAND_NAME } from './model/config/AdlensAppConfig.ts';
export type { AdlensAppConfig, AdlensIntegration, AdlensWhiteLabel } from './model/config/AdlensAppConfig.ts';
export type { AdlensFooterConfig } from './shell/ShellWhiteLabel.ts';
export { chooseWhiteLabel } from './model/config/chooseWhiteLabel.ts';
export { ADLENS_WHITE_LABEL, MERIDIAN_WHITE_LABEL, WHITE_LABELS } from '@adlens/report-widgets';
export type { WhiteLabelConfig } from '@adlens/report-widgets';
export type {
  AppIntegrationSession,
  StartIntegration,
  StartIntegrationOptions,
} from './shared/runtime/AppIntegrationSession.ts';
export { analyticsConfigFromEnv } from './model/analytics/AdlensAnalyticsConfig.ts';
export type {
  AdlensAnalyticsConfig,
  AdlensThirdPartyScript,
  AdlensUserFlowConfig,
  AnalyticsEnv,
} from './model/analytics/AdlensAnalyticsConfig.ts';
export { ANALYTICS_DOM_EVENT } from './model/analytics/domEventSink.ts';
export type { AnalyticsEventDetail } from './model/analytics/domEventSink.ts';
