import type { AdlensAnalyticsConfig } from '../analytics/AdlensAnalyticsConfig.ts';
import type { AnalyticsEventDetail } from '../analytics/domEventSink.ts';
import { DEFAULT_LANGUAGE, type IntegrationProvider, type Language, localOrigin } from '@adlens/core';
import { ADLENS_WHITE_LABEL, type WhiteLabelConfig } from '@adlens/report-widgets';
import { isProductionBuild } from './environment.ts';

/** How the app is delivered: standalone, or inside one of the two partner embeds. */
export type AdlensIntegration = 'none' | IntegrationProvider;

/**
 * The white-label configuration: any part of `WhiteLabelConfig` — a
 * shipped one (`WHITE_LABELS`) or a host's own; what it leaves out comes from the Adlens brand.
 * `logoUrl` is a shorthand for `branding.logoUrl`.
 */
export interface AdlensWhiteLabel extends Partial<WhiteLabelConfig> {
  logoUrl?: string;
}

export interface AdlensAppConfig {
  integration: AdlensIntegration;
  /** API origin without the version segment; defaults to `localOrigin('api')`. */
  apiOrigin?: string;
  /** 'en' by default, 'en-winmo' for the sales-tool integration. */
  language?: Language;
  /** Origins of the partner host allowed to talk to an embed over the bridge. */
  hostOrigins?: string[];
  /** Handshake timeout for the bridge, in milliseconds. */
  bridgeTimeoutMs?: number;
  whiteLabel?: AdlensWhiteLabel;
  /** Offer the development playground route; on by default outside production builds. */
  playground?: boolean;
  /**
   * The account menu offers 'Email notifications' only when the app enables it; overrides
   * the white-label's account-menu toggle.
   */
  emailNotifications?: boolean;
  /** Product-analytics events (e.g. '[Dashboard] Dashboard Export'); they are also window events. */
  onAnalyticsEvent?: (detail: AnalyticsEventDetail) => void;
  /** Product analytics: the analytics id, metrics host and optional third-party tools. */
  analytics?: AdlensAnalyticsConfig;
}

export interface ResolvedAdlensAppConfig {
  integration: AdlensIntegration;
  apiOrigin: string;
  language: Language;
  hostOrigins: string[];
  bridgeTimeoutMs: number | undefined;
  whiteLabel: WhiteLabelConfig;
  playground: boolean;
  emailNotifications: boolean;
  onAnalyticsEvent: ((detail: AnalyticsEventDetail) => void) | undefined;
  analytics: AdlensAnalyticsConfig;
}

export const DEFAULT_BRAND_NAME = ADLENS_WHITE_LABEL.brandName;

/** The white-label config over the Adlens brand; a brand of its own gets no Adlens footer. */
export function resolveWhiteLabel(whiteLabel: AdlensWhiteLabel = {}): WhiteLabelConfig {
  const { logoUrl, ...config } = whiteLabel;
  const ownBrand = config.brandName !== undefined && config.brandName !== ADLENS_WHITE_LABEL.brandName;
  const { footer, ...adlens } = ADLENS_WHITE_LABEL;
  const resolved: WhiteLabelConfig = { ...adlens, ...(ownBrand || !footer ? {} : { footer }), ...config };
  return logoUrl === undefined ? resolved : { ...resolved, branding: { ...resolved.branding, logoUrl } };
}

export function resolveAppConfig(config: AdlensAppConfig): ResolvedAdlensAppConfig {
  const whiteLabel = resolveWhiteLabel(config.whiteLabel);
  return {
    integration: config.integration,
    apiOrigin: config.apiOrigin ?? localOrigin('api'),
    // In the sales tool Advertiser reads Domain everywhere.
    language: config.language ?? (config.integration === 'sales-tool' ? 'en-winmo' : DEFAULT_LANGUAGE),
    hostOrigins: config.hostOrigins ?? [],
    bridgeTimeoutMs: config.bridgeTimeoutMs,
    whiteLabel,
    playground: config.playground ?? !isProductionBuild(),
    emailNotifications: config.emailNotifications ?? whiteLabel.accountMenu.emailNotifications,
    onAnalyticsEvent: config.onAnalyticsEvent,
    analytics: config.analytics ?? {},
  };
}
