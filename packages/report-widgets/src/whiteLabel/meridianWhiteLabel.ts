import type { WhiteLabelConfig } from './WhiteLabelConfig.ts';

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="28" viewBox="0 0 150 28"><path d="M2 24 L10 4 L16 16 L22 4 L30 24" fill="none" stroke="#0b6e4f" stroke-width="4" stroke-linejoin="round"/><text x="38" y="20" font-family="Georgia, serif" font-size="17" font-weight="700" fill="#13261f">Meridian</text></svg>',
)}`;

/** The logo's mark alone, on the brand green: the tab icon. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b6e4f"/><path d="M5 25 L11 7 L16 18 L21 7 L27 25" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"/></svg>',
)}`;

/**
 * A second, clearly different brand (a reseller's media-intelligence portal): green and serif, the
 * footer on, the dynamic menu, no logout (its portal signs users out) and no role line, Germany by
 * default, European CSV numbers, and gated controls it would rather hide than tease.
 */
export const MERIDIAN_WHITE_LABEL: WhiteLabelConfig = {
  id: 'meridian',
  brandName: 'Meridian Insights',
  branding: {
    logoUrl: LOGO,
    iconUrl: ICON,
    colors: {
      primary: '#0b6e4f',
      onPrimary: '#ffffff',
      focus: '#0b6e4f',
      text: '#13261f',
      textMuted: '#4a5d55',
      background: '#ffffff',
      surface: '#f1f6f3',
      border: '#cfded6',
      positive: '#0b6e4f',
      negative: '#a4262c',
    },
    dataColors: ['#0b6e4f', '#d1495b', '#edae49', '#00798c', '#30638e', '#8f2d56', '#66a182', '#b56b45', '#5c6b73'],
    entityColors: [
      '#4c1d95',
      '#1b2f6e',
      '#7c2d12',
      '#0f2e1d',
      '#a21caf',
      '#5c4a00',
      '#1f2937',
      '#e11d48',
      '#0b3b4a',
      '#3f6212',
    ],
    heatmapColors: ['#d8ede4', '#9fd1bb', '#4fa383', '#0b6e4f'],
  },
  supportEmail: 'help@meridian-insights.test',
  footer: { copyright: '© {year} Meridian Insights GmbH · Data by Adlens' },
  showFooter: true,
  menuType: 'dynamic',
  accountMenu: { logout: false, emailNotifications: false, role: false },
  defaultFilters: { country: 'DE', period: 'LAST_3_MONTHS' },
  exportOptions: { decimalDelimiter: ',', dateFormat: 'DD.MM.YYYY' },
  restrictionActions: {
    noPermission: { 'menu.demographics': 'remove', 'menu.interests': 'remove', 'benchmark.brand': 'remove' },
  },
};
