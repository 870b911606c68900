import { onboardingQueryOptions } from '@adlens/api-client/query';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';

/**
 * A completed onboarding is done: its pages lead to the start page. Anyone else may open them — a
 * user who skipped can come back on purpose. The state is read (fresh) before the page shows, so the
 * wizard opens at the step it was left at.
 */
async function openUnlessCompleted(runtime: AdlensRuntime, preload: boolean) {
  if (preload) return;
  const state = await runtime.queryClient.fetchQuery(onboardingQueryOptions(runtime.client)).catch((error: unknown) => {
    console.warn('Adlens: the onboarding state could not be read', error);
    return undefined;
  });
  if (state?.status === 'completed') throw redirect({ to: '/ad-intelligence', replace: true });
}

/**
 * Onboarding: `ad-intelligence/onboarding` (welcome: Get started or Skip for now) and
 * `ad-intelligence/onboarding/wizard` (domain, competitors, defaults, review). Their code is loaded
 * on first visit, so none of it is in the start page's bundle.
 */
export function onboardingRoutes<TParent extends AnyRoute>(getParentRoute: () => TParent) {
  const welcome = createRoute({
    getParentRoute,
    path: 'ad-intelligence/onboarding',
    beforeLoad: ({ context, preload }) => openUnlessCompleted(context.runtime, preload),
    component: lazyRouteComponent(() => import('./OnboardingWelcomePage.tsx'), 'OnboardingWelcomePage'),
  });
  const wizard = createRoute({
    getParentRoute,
    path: 'ad-intelligence/onboarding/wizard',
    beforeLoad: ({ context, preload }) => openUnlessCompleted(context.runtime, preload),
    component: lazyRouteComponent(() => import('./OnboardingWizardPage.tsx'), 'OnboardingWizardPage'),
  });
  return [welcome, wizard];
}
