import type { AnalyticsSink, AnalyticsUser } from '@adlens/core';
import type { AdlensAnalyticsConfig, AdlensThirdPartyScript } from './AdlensAnalyticsConfig.ts';
import { loadScriptOnce } from './loadScriptOnce.ts';

/** A user-flow token that is not set is a console error. */
export const USER_FLOW_TOKEN_MISSING = 'Adlens: the user-flow token is not set; the user-flow tool is not loaded';

/** The user-flow tool's API once its script has run (Userflow.js). */
interface UserFlowApi {
  init(token: string): void;
  identify(userId: string, attributes: Record<string, string | null>): unknown;
  reset?(): void;
}

function scriptSrc({ id, scriptUrl }: AdlensThirdPartyScript): string {
  return scriptUrl.replaceAll('{id}', encodeURIComponent(id));
}

const warn = (error: unknown) => console.warn(error instanceof Error ? error.message : error);

/**
 * The optional third-party tools: a session-recording tool and an
 * ad-tracking script load from their configured ids; the user-flow tool loads with its token and
 * identifies the signed-in user with name, e-mail, account, domain, company and package. None is
 * added to the page without its id. Returns null when none is configured.
 */
export function thirdPartyToolsSink(
  config: AdlensAnalyticsConfig,
  document: Document,
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): AnalyticsSink | null {
  for (const [name, tool] of [
    ['session-recording', config.sessionRecording],
    ['ad-tracking', config.adTracking],
  ] as const) {
    if (tool?.id && tool.scriptUrl) loadScriptOnce(document, name, scriptSrc(tool)).catch(warn);
  }

  const userFlow = config.userFlow;
  if (!userFlow) return null;
  if (!userFlow.token) {
    console.error(USER_FLOW_TOKEN_MISSING);
    return null;
  }
  const { token, globalName = 'userflow' } = userFlow;
  const ready = loadScriptOnce(document, 'user-flow', userFlow.scriptUrl).then(() => {
    const api = scope[globalName] as UserFlowApi | undefined;
    if (!api) throw new Error(`Adlens: the user-flow script did not define window.${globalName}`);
    api.init(token);
    return api;
  });
  ready.catch(warn);
  return {
    name: 'user-flow',
    send() {
      // The user-flow tool reads the page itself; it takes the identity only.
    },
    identify(user: AnalyticsUser | null) {
      void ready.then(
        (api) => {
          if (!user) return api.reset?.();
          const { id, ...attributes } = user;
          return api.identify(id, attributes);
        },
        () => undefined,
      );
    },
  };
}
