import type { AdlensTheme } from './AdlensTheme.ts';
import { defaultTheme } from './defaultTheme.ts';

/**
 * The Adlens look on a dark host page. Text, links and
 * trend colours keep at least 6.5:1 on `background` and `surface`; the nine data colours keep 4.8:1
 * (WCAG 1.4.11 asks 3:1 of chart marks); heat-map bands run from dark to bright, so the busiest hours
 * stand out on a dark card as they do on a light one. Typography, radii and spacing are the light
 * preset's.
 */
export const darkTheme: AdlensTheme = {
  ...defaultTheme,
  colorScheme: 'dark',
  palette: {
    data: ['#5b8def', '#f5a052', '#3cbfae', '#ef6f7a', '#a48cf0', '#e9c46a', '#5cc06c', '#e5609b', '#9aa8b6'],
    entities: [
      '#a9c8ff',
      '#ffcf9e',
      '#b2f2c0',
      '#ffb8c2',
      '#d8c2ff',
      '#9feaf2',
      '#f8eaa6',
      '#ffc2f0',
      '#e4e8ec',
      '#d9f59c',
    ],
    heatmap: ['#1e3358', '#2c5499', '#4f86e3', '#9dbdf2'],
    neutral: {
      background: '#16191d',
      surface: '#1f242b',
      border: '#3d4550',
      text: '#e6e9ed',
      textMuted: '#a3adb8',
      skeleton: '#2b323b',
    },
    primary: '#7aa7ff',
    onPrimary: '#0d1117',
    focus: '#7aa7ff',
    positive: '#56d364',
    negative: '#ff8580',
  },
};
