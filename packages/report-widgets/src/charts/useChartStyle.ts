import { useTheme } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion.ts';
import type { ChartStyle } from './buildPieOption.ts';

/**
 * The theme's data colours (channels, ad types…), its compared items' colours and the text style
 * for a chart, without animation under reduced motion.
 */
export function useChartStyle(): ChartStyle & { colors: readonly string[]; entityColors: readonly string[] } {
  const theme = themeOf({ theme: useTheme() });
  const reducedMotion = usePrefersReducedMotion();
  return {
    colors: theme.palette.data,
    entityColors: theme.palette.entities,
    textColor: theme.palette.neutral.text,
    surfaceColor: theme.palette.neutral.background,
    fontFamily: theme.typography.fontFamily,
    partialColor: theme.palette.neutral.skeleton,
    animation: !reducedMotion,
  };
}
