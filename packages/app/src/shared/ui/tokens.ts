import { defaultTheme } from '@adlens/report-widgets';

const { palette, typography } = defaultTheme;

/** A theme value as a CSS custom property set by <GlobalStyle> from the white-label theme, with the default. */
const themed = (name: string, fallback: string) => `var(--adlens-${name}, ${fallback})`;

/**
 * The shell's design values, taken from the widgets' theme so pages and widgets look like one product.
 * They are CSS custom properties (`themeCssVariables`), so a white-label theme recolours the shell
 * without re-rendering it. The default colours meet WCAG AA contrast on white (axe runs on every route).
 */
export const tokens = {
  font: themed('font', typography.fontFamily),
  text: themed('text', palette.neutral.text),
  muted: themed('muted', palette.neutral.textMuted),
  /** Card and header edges (decorative). */
  border: themed('border', palette.neutral.border),
  /** Form-control edges: 3:1 against white (WCAG 1.4.11 non-text contrast). */
  controlBorder: themed('muted', palette.neutral.textMuted),
  surface: themed('surface', palette.neutral.background),
  page: themed('page', palette.neutral.surface),
  primary: themed('primary', palette.primary),
  primaryHover: themed('primary-hover', '#184ea8'),
  onPrimary: themed('on-primary', palette.onPrimary),
  danger: themed('danger', palette.negative),
  focus: themed('focus', palette.focus),
  radius: '6px',
} as const;
