import { themeOf } from '@adlens/report-widgets';
import { createGlobalStyle } from 'styled-components';
import { themeCssVariables } from './themeCssVariables.ts';
import { tokens } from './tokens.ts';

/**
 * Document-level styles: the theme's custom properties behind `tokens`, then the page. No body margin
 * and no viewport-height layout: both make an embed's auto-resize grow forever.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${(props) =>
      Object.entries(themeCssVariables(themeOf(props)))
        .map(([name, value]) => `${name}: ${value};`)
        .join('\n')}
  }

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
