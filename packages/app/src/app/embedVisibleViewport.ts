import { WINDOW_IS_VISIBLE, type VisibleViewport } from '../shared/ui/VisibleViewportContext.ts';
import { visibleBandOf } from '../shared/integration/visibleBandOf.ts';
import type { AdlensRuntime } from '../shared/runtime/createAdlensRuntime.ts';

/**
 * The visible part of an embed, from its host (bridge `getPageInfo`), for the overlays of
 * VisibleViewportContext; the window itself outside an integration or when the host cannot tell.
 * When the frame is out of sight the host is asked to `scrollTo` it first.
 */
export function embedVisibleViewport(
  runtime: AdlensRuntime,
  frame: Pick<Window, 'innerHeight'> = window,
): VisibleViewport {
  if (runtime.config.integration === 'none') return WINDOW_IS_VISIBLE;
  return {
    embedded: true,
    measure: async () => {
      const session = await runtime.integration();
      if (!session || session.supports?.('getPageInfo') === false) return null;
      const placement = visibleBandOf(await session.sdk.getPageInfo(), frame.innerHeight);
      if (placement.scrollTo !== undefined && session.supports?.('scrollTo') !== false) {
        session.sdk.scrollTo({ top: placement.scrollTo }).catch((error: unknown) => {
          console.warn('Adlens: the partner host did not scroll to the dialog', error);
        });
      }
      return placement.band;
    },
  };
}
