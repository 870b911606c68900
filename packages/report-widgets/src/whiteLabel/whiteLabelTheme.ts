import type { AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
import type { WhiteLabelBranding } from './WhiteLabelConfig.ts';

/** The brand's colours as theme overrides (one theme built from the white-label config). */
export function whiteLabelTheme(branding: WhiteLabelBranding): AdlensThemeOverrides {
  const { colors } = branding;
  return {
    palette: {
      primary: colors.primary,
      onPrimary: colors.onPrimary,
      focus: colors.focus ?? colors.primary,
      positive: colors.positive,
      negative: colors.negative,
      neutral: {
        text: colors.text,
        textMuted: colors.textMuted,
        background: colors.background,
        surface: colors.surface,
        border: colors.border,
      },
      ...(branding.dataColors ? { data: branding.dataColors } : {}),
      ...(branding.entityColors ? { entities: branding.entityColors } : {}),
      ...(branding.heatmapColors ? { heatmap: branding.heatmapColors } : {}),
    },
  };
}
