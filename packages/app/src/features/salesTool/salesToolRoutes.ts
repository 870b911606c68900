import type { SalesToolSessionClaims } from '@adlens/core';
import { type AnyRoute, type ParsedLocation, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { packageOpens } from '../../shared/gating/packageOpens.ts';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { SplashScreen } from '../../shared/placeholders/SplashScreen.tsx';
import {
  type PreviewTarget,
  SALES_TOOL_PATHS,
  fullReportPath,
  isPreviewType,
  parsePreviewLocation,
  previewPath,
} from '../../model/location/salesToolPaths.ts';
import { SalesToolNotFoundPage, SalesToolUnsubscribedPage } from './salesToolMessagePages.tsx';

/** The session guard every signed-in route shares (the shell's): throws its redirects. */
export type RequireSignedIn = (
  runtime: AdlensRuntime,
  location: ParsedLocation,
  jwt: string | undefined,
) => Promise<void>;

const PreviewRoutePage = lazyRouteComponent(() => import('./PreviewRoutePage.tsx'), 'PreviewRoutePage');

/** The session's sales-tool claims, or undefined outside a sales-tool session. */
export async function salesToolClaims(runtime: AdlensRuntime): Promise<SalesToolSessionClaims | undefined> {
  if (runtime.config.integration !== 'sales-tool') return undefined;
  return (await runtime.client.session.getClaims()).salesTool;
}

function notFoundMessage(): never {
  throw redirect({ href: SALES_TOOL_PATHS.notFound, replace: true });
}

/**
 * sneak view: entities by name, the requested type first, then
 * advertisers (the API's entities/by-name); only types with a preview are asked for. None found:
 * the not-found message (the subscription guard has already sent non-subscribers away).
 */
async function resolveSneakView(runtime: AdlensRuntime, target: Extract<PreviewTarget, { kind: 'names' }>) {
  let found;
  try {
    found = await runtime.client.findEntitiesByName({
      names: target.names,
      entityType: isPreviewType(target.entityType) ? target.entityType : undefined,
    });
  } catch (error) {
    console.warn('Adlens: the entities of the sneak view could not be resolved', error);
    return notFoundMessage();
  }
  if (!isPreviewType(found.entityType) || found.elements.length === 0) return notFoundMessage();
  throw redirect({
    href: previewPath(
      found.entityType,
      found.elements.map((entity) => entity.id),
    ),
    replace: true,
  });
}

/**
 * The full app's counterpart: the partner's selected company by name, the requested type
 * first, then advertisers, opens its full report — whatever its type, the report's own guards apply
 * there. None found: the not-found message, as in the sneak view.
 */
async function resolveFullReport(runtime: AdlensRuntime, target: PreviewTarget): Promise<never> {
  if (target.kind === 'ids') throw redirect({ href: fullReportPath(target.entityType, target.ids), replace: true });
  let found;
  try {
    found = await runtime.client.findEntitiesByName({ names: target.names, entityType: target.entityType });
  } catch (error) {
    console.warn('Adlens: the selected company could not be resolved', error);
    return notFoundMessage();
  }
  if (found.elements.length === 0) return notFoundMessage();
  throw redirect({
    href: fullReportPath(
      found.entityType,
      found.elements.map((entity) => entity.id),
    ),
    replace: true,
  });
}

/**
 * The sales tool's routes: the not-found and
 * unsubscribed messages, and the preview — preview/{advertiser|brand}/{ids} and the sneak view
 * preview/{reportUrlSegment}/{names} — outside the shell (no header, toolbars, footer or search).
 */
export function salesToolRoutes<TParent extends AnyRoute>(
  getParentRoute: () => TParent,
  requireSignedIn: RequireSignedIn,
) {
  /**
   * The guard of the preview and the full app: a signed-in sales-tool session (both exist only in the
   * sales tool) of a subscriber (preview pages have a subscription guard; the full app is for
   * subscribers too).
   */
  const subscribedSalesToolUser = async (runtime: AdlensRuntime, location: ParsedLocation, jwt: string | undefined) => {
    await requireSignedIn(runtime, location, jwt);
    const claims = await salesToolClaims(runtime);
    if (!claims) throw redirect({ to: '/not-found', replace: true });
    if (!claims.subscribed) throw redirect({ href: SALES_TOOL_PATHS.unsubscribed, replace: true });
    return claims;
  };
  const notFound = createRoute({
    getParentRoute,
    path: SALES_TOOL_PATHS.notFound,
    component: SalesToolNotFoundPage,
  });
  const unsubscribed = createRoute({
    getParentRoute,
    path: SALES_TOOL_PATHS.unsubscribed,
    component: SalesToolUnsubscribedPage,
  });
  const preview = createRoute({
    getParentRoute,
    path: `${SALES_TOOL_PATHS.preview}/$segment/$ids`,
    beforeLoad: async ({ context, location, params, search }) => {
      const { runtime } = context;
      const { segment, ids } = params;
      const claims = await subscribedSalesToolUser(runtime, location, search.jwt);
      const target = parsePreviewLocation(segment, ids) ?? notFoundMessage();
      if (target.kind === 'names') return resolveSneakView(runtime, target);
      // The brand route has its own guard — the brand report must be enabled.
      if (target.entityType === 'brand' && !(await packageOpens(runtime, 'menu.brands'))) return notFoundMessage();
      return { preview: target, salesTool: claims };
    },
    pendingComponent: SplashScreen,
    component: PreviewRoutePage,
  });
  const open = createRoute({
    getParentRoute,
    path: `${SALES_TOOL_PATHS.open}/$segment/$ids`,
    beforeLoad: async ({ context, location, params, search }) => {
      const { runtime } = context;
      const { segment, ids } = params;
      await subscribedSalesToolUser(runtime, location, search.jwt);
      return resolveFullReport(runtime, parsePreviewLocation(segment, ids) ?? notFoundMessage());
    },
    pendingComponent: SplashScreen,
  });
  return [notFound, unsubscribed, preview, open];
}
