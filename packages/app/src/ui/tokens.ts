import { defaultTheme } from '@adlens/report-widgets';

const { palette, typography } = defaultTheme;

/**
 * The shell's design values, taken from the widgets' default theme so pages and widgets look like one
 * product. Colours meet WCAG AA contrast on white (axe runs on every route).
 */
export const tokens = {
  font: typography.fontFamily,
  text: palette.neutral.text,
  muted: palette.neutral.textMuted,
  /** Card and header edges (decorative). */
  border: palette.neutral.border,
  /** Form-control edges: 3:1 against white (WCAG 1.4.11 non-text contrast). */
  controlBorder: palette.neutral.textMuted,
  surface: palette.neutral.background,
  page: palette.neutral.surface,
  primary: palette.primary,
  primaryHover: '#184ea8',
  danger: palette.negative,
  focus: palette.focus,
  radius: '6px',
} as const;
