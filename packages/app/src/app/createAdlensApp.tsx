import type { RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdlensAppConfig } from '../model/config/AdlensAppConfig.ts';
import { createAdlensRouter } from './router/createAdlensRouter.ts';
import { AdlensRoot } from './AdlensRoot.tsx';
import { type AdlensRuntimeOptions, createAdlensRuntime } from '../shared/runtime/createAdlensRuntime.ts';
import { showBrandIcon } from '../shell/showBrandIcon.ts';

export interface AdlensApp {
  /** Renders the app into `element`; the returned function unmounts it and closes the bridge. */
  mount(element: HTMLElement): () => void;
}

export interface AdlensAppOptions extends AdlensRuntimeOptions {
  /** Router history; the browser's by default. Tests pass a memory history. */
  history?: RouterHistory;
}

/**
 * The one entry every host app calls (apps/* are thin entries):
 * `createAdlensApp({ integration: 'none' }).mount(document.getElementById('root')!)`.
 */
export function createAdlensApp(config: AdlensAppConfig, options: AdlensAppOptions = {}): AdlensApp {
  return {
    mount(element) {
      const runtime = createAdlensRuntime(config, options);
      const router = createAdlensRouter(runtime, options.history);
      const restoreIcon = showBrandIcon(runtime.config.whiteLabel.branding.iconUrl);
      const root = createRoot(element);
      root.render(
        <StrictMode>
          <AdlensRoot runtime={runtime} router={router} />
        </StrictMode>,
      );
      return () => {
        root.unmount();
        runtime.dispose();
        restoreIcon();
      };
    },
  };
}
