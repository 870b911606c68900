/**
 * The least height (px) of a card's body in every state, and a larger one for a narrow card (below
 * `narrow.below` px of the body's width), where its rows wrap.
 */
export interface WidgetBodyHeight {
  height: number;
  narrow?: { below: number; height: number };
}
