import { AdlensWidgetsProvider, ImageExportBrandingContext, whiteLabelTheme } from '@adlens/report-widgets';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import type { AdlensRouter } from './router/createAdlensRouter.ts';
import { safeReturnUrl } from '../model/session/safeReturnUrl.ts';
import { GlobalStyle } from '../shared/ui/GlobalStyle.tsx';
import { VisibleViewportContext } from '../shared/ui/VisibleViewportContext.ts';
import { embedVisibleViewport } from './embedVisibleViewport.ts';
import { AdlensRuntimeContext } from '../shared/runtime/AdlensRuntimeContext.ts';
import type { AdlensRuntime } from '../shared/runtime/createAdlensRuntime.ts';

export interface AdlensRootProps {
  runtime: AdlensRuntime;
  router: AdlensRouter;
}

/**
 * Providers and the router. In an embed the wrapper's height is reported to the partner's iframe
 * (auto-resize); it is measured on this element, never on the viewport: `100vh` and body margins
 * cause resize loops. Every resolved route is
 * reported to the host with `replaceUrl`, so its address bar (and a reload) keeps the embed's page,
 * and the host can open a page of the embed with `navigate`.
 */
export function AdlensRoot({ runtime, router }: AdlensRootProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // The white-label brand colours, for the widgets and (through GlobalStyle) the shell's tokens.
  const theme = useMemo(() => whiteLabelTheme(runtime.config.whiteLabel.branding), [runtime]);
  // Dialogs and toasts of a tall embed show in the part of the frame the user sees.
  const visibleViewport = useMemo(() => embedVisibleViewport(runtime), [runtime]);

  // The partner host's `navigate({ path })` (bridge EmbedApi) opens that page of the embed.
  useEffect(() => {
    if (runtime.config.integration === 'none') return;
    return runtime.onHostNavigate((path) => router.navigate({ href: path }));
  }, [runtime, router]);

  useEffect(() => {
    const integration = runtime.integration();
    const element = wrapper.current;
    if (!integration || !element) return;
    const stops: (() => void)[] = [];
    let cancelled = false;
    integration.then(
      (session) => {
        if (cancelled) return;
        const report = (href: string) => {
          // Error pages are not reported (reloading the host must retry the page, not the error), and
          // neither is a URL still carrying a partner token.
          const url = safeReturnUrl(href);
          if (!url || /[?&]jwt=/.test(url)) return;
          session.sdk.replaceUrl(url).catch((error: unknown) => {
            console.warn('Adlens: the partner host did not take the URL', error);
          });
        };
        stops.push(session.startAutoResize(element));
        stops.push(router.subscribe('onResolved', ({ toLocation }) => report(toLocation.href)));
        if (router.state.status === 'idle') report(router.state.location.href);
      },
      () => undefined, // the entry guard reports a failed bridge (bad-request page)
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [runtime, router]);

  return (
    <AdlensRuntimeContext value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <AdlensWidgetsProvider client={runtime.client} language={runtime.config.language} theme={theme}>
          <GlobalStyle />
          {/* Exported widget pictures carry the brand's copyright footer and logo. */}
          <ImageExportBrandingContext value={runtime.config.whiteLabel}>
            <VisibleViewportContext value={visibleViewport}>
              <div ref={wrapper} data-adlens-root="">
                <RouterProvider router={router} />
              </div>
            </VisibleViewportContext>
          </ImageExportBrandingContext>
        </AdlensWidgetsProvider>
      </QueryClientProvider>
    </AdlensRuntimeContext>
  );
}
