/** A third-party script loaded from its configured id. */
export interface AdlensThirdPartyScript {
  /** The tool's id for this product; nothing is loaded without it. */
  id: string;
  /** The script's address; `{id}` in it is replaced by the encoded id. */
  scriptUrl: string;
}

/**
 * The user-flow tool: its script must expose `window[globalName]`
 * with `init(token)` and `identify(userId, attributes)` (the Userflow.js contract).
 */
export interface AdlensUserFlowConfig {
  /** Without it the tool is not loaded and the console says so. */
  token?: string;
  scriptUrl: string;
  /** Default 'userflow'. */
  globalName?: string;
}

/**
 * Product analytics. Nothing leaves the browser and no script is added unless an id is
 * configured here: by default events reach only the development logger, the app config's
 * `onAnalyticsEvent` and the `adlens:analytics` window event.
 */
export interface AdlensAnalyticsConfig {
  /** The analytics id: with it, events are sent in batches to the metrics host. */
  id?: string;
  /** The metrics host's origin (it serves `/api/v1/metrics/events`); the API origin by default. */
  host?: string;
  /** Log every event to the console; on in development builds, off in production and tests. */
  debug?: boolean;
  userFlow?: AdlensUserFlowConfig;
  sessionRecording?: AdlensThirdPartyScript;
  adTracking?: AdlensThirdPartyScript;
}

/** The build-time variables a host app may set (Vite `import.meta.env`). */
export interface AnalyticsEnv {
  VITE_ADLENS_ANALYTICS_ID?: string;
  VITE_ADLENS_METRICS_HOST?: string;
  VITE_ADLENS_USER_FLOW_TOKEN?: string;
  VITE_ADLENS_USER_FLOW_SCRIPT?: string;
  VITE_ADLENS_SESSION_RECORDING_ID?: string;
  VITE_ADLENS_SESSION_RECORDING_SCRIPT?: string;
  VITE_ADLENS_AD_TRACKING_ID?: string;
  VITE_ADLENS_AD_TRACKING_SCRIPT?: string;
}

function script(id: string | undefined, scriptUrl: string | undefined): AdlensThirdPartyScript | undefined {
  return id && scriptUrl ? { id, scriptUrl } : undefined;
}

/**
 * The analytics config of a host app's build variables (README, Environment); empty ones are unset.
 * Takes any object (Vite's `import.meta.env` declares none of these names) and reads `AnalyticsEnv`.
 */
export function analyticsConfigFromEnv(source: object): AdlensAnalyticsConfig {
  const env = source as AnalyticsEnv;
  const config: AdlensAnalyticsConfig = {};
  if (env.VITE_ADLENS_ANALYTICS_ID) config.id = env.VITE_ADLENS_ANALYTICS_ID;
  if (env.VITE_ADLENS_METRICS_HOST) config.host = env.VITE_ADLENS_METRICS_HOST;
  if (env.VITE_ADLENS_USER_FLOW_SCRIPT) {
    config.userFlow = {
      scriptUrl: env.VITE_ADLENS_USER_FLOW_SCRIPT,
      ...(env.VITE_ADLENS_USER_FLOW_TOKEN ? { token: env.VITE_ADLENS_USER_FLOW_TOKEN } : {}),
    };
  }
  const recording = script(env.VITE_ADLENS_SESSION_RECORDING_ID, env.VITE_ADLENS_SESSION_RECORDING_SCRIPT);
  if (recording) config.sessionRecording = recording;
  const ads = script(env.VITE_ADLENS_AD_TRACKING_ID, env.VITE_ADLENS_AD_TRACKING_SCRIPT);
  if (ads) config.adTracking = ads;
  return config;
}
