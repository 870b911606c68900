/**
 * The styled-components theme every widget reads. Plain
 * data, so a white-label config can override any part of it (see `mergeTheme`).
 */
export interface AdlensPalette {
  /** Nine data colours, in the order series take them. */
  readonly data: readonly string[];
  /**
   * The colours of compared items (nike.com vs adidas.com), in report order: the key beside each
   * name, its line, its columns. Never a data colour, so an item is never mistaken for a channel or
   * an ad type on the card that draws both (docs/product/chart-colours.md): deeper than every data
   * colour on a light card, paler on a dark one.
   */
  readonly entities: readonly string[];
  /** Heat-map quartile bands 0–25, 26–50, 51–75, 76–100 of the maximum. */
  readonly heatmap: readonly [string, string, string, string];
  readonly neutral: {
    readonly background: string;
    readonly surface: string;
    readonly border: string;
    readonly text: string;
    readonly textMuted: string;
    readonly skeleton: string;
  };
  readonly primary: string;
  readonly onPrimary: string;
  readonly focus: string;
  /** Text colours of a rising and a falling trend; both keep 4.5:1 on `background`. */
  readonly positive: string;
  readonly negative: string;
}

export interface AdlensTypography {
  readonly fontFamily: string;
  readonly fontSize: {
    readonly xs: string;
    readonly sm: string;
    readonly md: string;
    readonly lg: string;
    readonly xl: string;
  };
  readonly fontWeight: { readonly regular: number; readonly medium: number; readonly bold: number };
  readonly lineHeight: number;
}

/**
 * Which preset the theme is built on: it sets the CSS `color-scheme` of every widget root,
 * so the browser draws form controls and scrollbars to match.
 */
export type AdlensColorScheme = 'light' | 'dark';

export interface AdlensTheme {
  readonly colorScheme: AdlensColorScheme;
  readonly palette: AdlensPalette;
  readonly typography: AdlensTypography;
  readonly radii: { readonly sm: string; readonly md: string; readonly lg: string; readonly round: string };
  readonly spacing: {
    readonly xs: string;
    readonly sm: string;
    readonly md: string;
    readonly lg: string;
    readonly xl: string;
  };
}

/** Overrides merge object by object; arrays and tuples (data colours, heat-map bands) replace whole. */
export type AdlensThemeOverrides = DeepPartial<AdlensTheme>;

type DeepPartial<T> = {
  readonly [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};
