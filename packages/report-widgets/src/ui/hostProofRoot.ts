import { css } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

/** Elements a host page commonly styles by a bare element selector (`h2 { … }`, `p { … }`, `button { … }`). */
const TEXT_ELEMENTS =
  'h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, blockquote, figure, figcaption, table, caption, th, td, label, legend';
const CONTROL_ELEMENTS = 'a, button, input, select, textarea';

/**
 * The root of anything a partner can render alone: the
 * widget card, entity search, filters, paginator, entity cards, menus.
 *
 * 1. The root sets every inherited text property from our theme, so a host's `#root { text-align:
 *    center }` or dark page colour stops at our edge.
 * 2. Inside, elements a host styles by bare element selector get our values back. The selector
 *    `:where(root) :is(…):not(adlens-host-proof)` weighs (0,0,2): above a host's `h2` (0,0,1), below
 *    every rule of our own components (a styled-components class is (0,1,0)), so this only fills in
 *    what our components leave unset and never overrides them, whatever order the sheets load in.
 *    Text properties inherit from the root (every heading of ours sets its own size; headings and
 *    table headers are bold); margins, padding and borders are the browser's, as in our Storybook;
 *    links and form controls get the browser's look back wherever our components leave it. A host's class or id selectors still win (`.page h2` is (0,1,1)): <AdlensShadowRoot>
 *    isolates fully.
 */
export const hostProofRoot = css`
  color-scheme: ${(p) => themeOf(p).colorScheme};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font-family: ${(p) => themeOf(p).typography.fontFamily};
  font-size: ${(p) => themeOf(p).typography.fontSize.md};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.regular};
  font-style: normal;
  line-height: ${(p) => themeOf(p).typography.lineHeight};
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  white-space: normal;

  :where(&) :is(${TEXT_ELEMENTS}):not(adlens-host-proof) {
    margin: revert;
    padding: revert;
    border: revert;
    background: revert;
    color: inherit;
    font-family: inherit;
    font-size: inherit;
    font-style: inherit;
    font-weight: inherit;
    line-height: inherit;
    letter-spacing: inherit;
    word-spacing: inherit;
    text-align: inherit;
    text-transform: inherit;
    text-shadow: inherit;
  }

  :where(&) :is(h1, h2, h3, h4, h5, h6, th):not(adlens-host-proof) {
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  }

  :where(&) th:not(adlens-host-proof) {
    text-align: revert;
  }

  :where(&) :is(${CONTROL_ELEMENTS}):not(adlens-host-proof) {
    margin: revert;
    padding: revert;
    border: revert;
    border-radius: revert;
    background: revert;
    color: revert;
    font: revert;
    letter-spacing: revert;
    text-transform: revert;
    text-decoration: revert;
    transition: revert;
  }
`;
