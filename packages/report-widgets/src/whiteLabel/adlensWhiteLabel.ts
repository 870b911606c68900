import { defaultTheme } from '../theme/defaultTheme.ts';
import type { WhiteLabelConfig } from './WhiteLabelConfig.ts';

/**
 * The Adlens brand: the default configuration, with the design's defaults — the name as the logo,
 * footer off, static menu, logout and role shown, Email notifications off until the app enables them,
 * no default country, LAST_3_MONTHS, no control overrides.
 */
export const ADLENS_WHITE_LABEL: WhiteLabelConfig = {
  id: 'adlens',
  brandName: 'Adlens',
  branding: {
    colors: {
      primary: defaultTheme.palette.primary,
      onPrimary: defaultTheme.palette.onPrimary,
      focus: defaultTheme.palette.focus,
    },
  },
  supportEmail: 'support@adlens.test',
  footer: { copyright: '© {year} Adlens. All rights reserved.' },
  showFooter: false,
  menuType: 'static',
  // Email notifications only when the app enables it; the Adlens brand
  // has the settings page and the digests.
  accountMenu: { logout: true, emailNotifications: true, role: true },
  defaultFilters: { country: null, period: 'LAST_3_MONTHS' },
  exportOptions: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
  restrictionActions: {},
};
