import type { AdlensTheme } from './AdlensTheme.ts';

/**
 * The Adlens look, light preset (the default of <AdlensWidgetsProvider colorScheme>). Text colours keep at least 4.5:1 contrast on `background` and `surface` so the
 * stories pass axe's colour-contrast rule; data colours are told apart by ECharts' decal patterns
 * as well, so no chart relies on colour alone.
 */
export const defaultTheme: AdlensTheme = {
  colorScheme: 'light',
  palette: {
    data: ['#2f6fde', '#f28c28', '#2a9d8f', '#d64550', '#7b61c9', '#e9c46a', '#3fa34d', '#c2185b', '#5c6b7a'],
    entities: [
      '#1b2f6e',
      '#8a3b00',
      '#14532d',
      '#7a1026',
      '#4c1d95',
      '#0f5b66',
      '#5c4a00',
      '#701a75',
      '#1f2937',
      '#3f6212',
    ],
    heatmap: ['#dbe7fb', '#9dbdf2', '#4f86e3', '#1f4fa8'],
    neutral: {
      background: '#ffffff',
      surface: '#f6f7f9',
      border: '#dde1e6',
      text: '#1b1f24',
      textMuted: '#57606a',
      skeleton: '#e8ebef',
    },
    primary: '#1f5fcc',
    onPrimary: '#ffffff',
    focus: '#1f5fcc',
    positive: '#1a7f37',
    negative: '#b42318',
  },
  typography: {
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '24px' },
    fontWeight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.4,
  },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  spacing: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
};
