import type { AdlensTheme } from '@adlens/report-widgets';
import { defaultTheme } from '@adlens/report-widgets';

/**
 * The CSS custom properties behind `tokens` for a theme (one theme, from the white-label config).
 * A brand's hover colour is its primary darkened; the default keeps its own.
 */
export function themeCssVariables(theme: AdlensTheme): Record<string, string> {
  const { palette, typography } = theme;
  return {
    '--adlens-font': typography.fontFamily,
    '--adlens-text': palette.neutral.text,
    '--adlens-muted': palette.neutral.textMuted,
    '--adlens-border': palette.neutral.border,
    '--adlens-surface': palette.neutral.background,
    '--adlens-page': palette.neutral.surface,
    '--adlens-primary': palette.primary,
    '--adlens-primary-hover':
      palette.primary === defaultTheme.palette.primary
        ? '#184ea8'
        : `color-mix(in srgb, ${palette.primary} 80%, black)`,
    '--adlens-on-primary': palette.onPrimary,
    '--adlens-danger': palette.negative,
    '--adlens-focus': palette.focus,
  };
}
