import type { AdlensFooterConfig } from '../shell/ShellWhiteLabel.ts';
import { isProductionBuild } from './environment.ts';
import {
  DEFAULT_LANGUAGE,
  type IntegrationProvider,
  type Language,
  type RestrictionActions,
  localOrigin,
} from '@adlens/core';

/** How the app is delivered (ARCHITECTURE.md): standalone, or inside one of the two partner embeds. */
export type AdlensIntegration = 'none' | IntegrationProvider;

/** The white-label branding the shell shows (spec access-shell-plans §1); kept small for now. */
export interface AdlensWhiteLabel {
  /** Product name in the header and on the login page. */
  brandName?: string;
  /** Logo image URL; the brand name is its alternative text. */
  logoUrl?: string;
  /** spec access-shell-plans §2.4: the footer shows only when it exists and `showFooter` is on. */
  footer?: AdlensFooterConfig;
  showFooter?: boolean;
  /** spec reports-data §4: remove, disable or restrict per control; the spec's defaults otherwise. */
  restrictionActions?: RestrictionActions;
}

export interface AdlensAppConfig {
  integration: AdlensIntegration;
  /** API origin without the version segment; defaults to `localOrigin('api')`. */
  apiOrigin?: string;
  /** spec access-shell-plans §1: 'en' by default, 'en-winmo' for the sales-tool integration. */
  language?: Language;
  /** Origins of the partner host allowed to talk to an embed over the bridge. */
  hostOrigins?: string[];
  /** Handshake timeout for the bridge, in milliseconds. */
  bridgeTimeoutMs?: number;
  whiteLabel?: AdlensWhiteLabel;
  /** Offer the development playground route (spec §2.1); on by default outside production builds. */
  playground?: boolean;
  /** spec §2.6: the account menu offers 'Email notifications' only when the app enables it. */
  emailNotifications?: boolean;
  /** spec §2.6: where 'Account settings' takes admins (a new tab); hidden when not configured. */
  adminPanelUrl?: string;
}

export interface ResolvedAdlensAppConfig {
  integration: AdlensIntegration;
  apiOrigin: string;
  language: Language;
  hostOrigins: string[];
  bridgeTimeoutMs: number | undefined;
  whiteLabel: Required<Pick<AdlensWhiteLabel, 'brandName'>> &
    Pick<AdlensWhiteLabel, 'logoUrl' | 'footer' | 'showFooter' | 'restrictionActions'>;
  playground: boolean;
  emailNotifications: boolean;
  adminPanelUrl: string | undefined;
}

export const DEFAULT_BRAND_NAME = 'Adlens';

export function resolveAppConfig(config: AdlensAppConfig): ResolvedAdlensAppConfig {
  return {
    integration: config.integration,
    apiOrigin: config.apiOrigin ?? localOrigin('api'),
    // In the sales tool Advertiser reads Domain everywhere (spec access-shell-plans §1).
    language: config.language ?? (config.integration === 'sales-tool' ? 'en-winmo' : DEFAULT_LANGUAGE),
    hostOrigins: config.hostOrigins ?? [],
    bridgeTimeoutMs: config.bridgeTimeoutMs,
    whiteLabel: {
      brandName: config.whiteLabel?.brandName ?? DEFAULT_BRAND_NAME,
      logoUrl: config.whiteLabel?.logoUrl,
      footer: config.whiteLabel?.footer,
      showFooter: config.whiteLabel?.showFooter,
      restrictionActions: config.whiteLabel?.restrictionActions,
    },
    playground: config.playground ?? !isProductionBuild(),
    emailNotifications: config.emailNotifications ?? false,
    adminPanelUrl: config.adminPanelUrl,
  };
}
