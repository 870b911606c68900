import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';

export interface AdlensShadowRootProps {
  children?: ReactNode;
  /** Classes and inline styles for the host element in the page (its size and place). */
  className?: string;
  style?: CSSProperties;
}

/**
 * Full isolation for hosts whose stylesheets reach too far: renders its children —
 * widgets inside an `<AdlensWidgetsProvider>` — in an open shadow root. The widgets' styles are
 * written into that shadow root, the page's rules do not match anything inside it, and the inherited
 * ones (text alignment, fonts, colours, line height) stop at its boundary. Without it, each widget's
 * root already resets what the common host rules change (`hostProofRoot`); this is for the rest.
 *
 * Fonts are the page's: a `@font-face` a theme names must be declared in the page, as browsers do not
 * load fonts declared inside a shadow root.
 */
export function AdlensShadowRoot({ children, className, style }: AdlensShadowRootProps) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (host) setShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={attach} className={className} style={style} data-adlens-shadow-host="">
      {shadow &&
        createPortal(
          <StyleSheetManager target={shadow}>
            {/* Inherited properties stop here: the widgets start from the browser's defaults. */}
            <style>{':host { all: initial; display: block; }'}</style>
            {children}
          </StyleSheetManager>,
          shadow,
        )}
    </div>
  );
}
