import type { PeriodCode, RestrictionActions } from '@adlens/core';

/** Brand colours; each maps onto the theme's palette (see `whiteLabelTheme`). Text colours keep 4.5:1. */
export interface WhiteLabelColors {
  primary: string;
  onPrimary?: string;
  focus?: string;
  text?: string;
  textMuted?: string;
  /** Cards, dialogs, header. */
  background?: string;
  /** The page behind the cards. */
  surface?: string;
  border?: string;
  positive?: string;
  negative?: string;
}

export interface WhiteLabelBranding {
  /** Logo image URL (a data: URL works); the brand name is its alternative text. */
  logoUrl?: string;
  /**
   * The square icon the browser shows on the tab and in bookmarks (an SVG or PNG URL; a data: URL
   * works); Adlens's own icon when omitted. A wide logo makes a poor tab icon, so it is not reused.
   */
  iconUrl?: string;
  colors: WhiteLabelColors;
  /** Nine data colours, in the order series take them. */
  dataColors?: readonly string[];
  /**
   * Compared items' colours, none of them close to a data colour (the theme's when omitted: give
   * these with `dataColors` whenever those are deep or pale enough to be mistaken for them).
   */
  entityColors?: readonly string[];
  heatmapColors?: readonly [string, string, string, string];
}

/** The footer. */
export interface WhiteLabelFooter {
  /** Copyright line; `{year}` is replaced with the current year. */
  copyright: string;
  logoUrl?: string;
  /** Alternative text of the logo; the brand name when omitted. */
  logoAlt?: string;
}

/** The account-menu toggles. */
export interface AccountMenuToggles {
  logout: boolean;
  /** Offer 'Email notifications' (only outside the dynamic menu). */
  emailNotifications: boolean;
  /** Show the highest role under the name (otherwise the e-mail). */
  role: boolean;
}

/** Default filters — country none, period LAST_3_MONTHS. */
export interface WhiteLabelDefaultFilters {
  /** ISO country code, or null for none. */
  country: string | null;
  period: PeriodCode;
}

/** CSV export settings come from the app config. */
export interface WhiteLabelExportOptions {
  decimalDelimiter: '.' | ',';
  /** Date format of exported dates (YYYY-MM-DD unless the brand says otherwise). */
  dateFormat: string;
}

/**
 * A white-label configuration: branding
 * into the theme, support e-mail, footer, menu type, account-menu toggles, default filters, export
 * options and control restrictions. Plain data: the app and Storybook switch between shipped ones.
 */
export interface WhiteLabelConfig {
  /** Stable id, e.g. for `?whiteLabel=` and the Storybook toolbar. */
  id: string;
  brandName: string;
  branding: WhiteLabelBranding;
  supportEmail: string;
  footer?: WhiteLabelFooter;
  /** The footer shows only when it exists and this is on. */
  showFooter: boolean;
  /** In the dynamic menu there is no Email notifications item. */
  menuType: 'static' | 'dynamic';
  accountMenu: AccountMenuToggles;
  defaultFilters: WhiteLabelDefaultFilters;
  exportOptions: WhiteLabelExportOptions;
  /** Remove, disable or restrict per control; the design's defaults otherwise. */
  restrictionActions: RestrictionActions;
}
