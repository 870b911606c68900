/**
 * Why a widget is not shown and what the user can do about it (a widget is
 * restricted when the count exceeds the package limit, with an upgrade message), e.g.
 * `{ message: 'Enjoy more features by upgrading to the next package', actionLabel: 'Upgrade', onAction }`.
 */
export interface WidgetRestriction {
  /** The upgrade message, already translated. */
  message: string;
  /** The action button's text; no button without it and `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
}
