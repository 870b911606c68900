import { createGlobalStyle } from 'styled-components';
import { tokens } from './tokens.ts';

/**
 * Document-level styles. No body margin and no viewport-height layout: both make an embed's
 * auto-resize grow forever (research notes, Embedding and browsers).
 */
export const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    font-family: ${tokens.font};
    color: ${tokens.text};
    background: ${tokens.page};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  :focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;
