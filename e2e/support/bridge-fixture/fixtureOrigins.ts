/**
 * The three origins of the bridge fixture (ports outside 4000–4200, which the system under test
 * uses): the host page and the embed are the same server under two host names — two real origins,
 * so every message is cross-origin — and a second port plays a site that is on no allowlist.
 */
export const BRIDGE_FIXTURE_PORT = Number(process.env.ADLENS_BRIDGE_FIXTURE_PORT ?? 4310);
export const FOREIGN_FIXTURE_PORT = BRIDGE_FIXTURE_PORT + 1;

export const fixtureOrigins = {
  host: `http://localhost:${BRIDGE_FIXTURE_PORT}`,
  embed: `http://127.0.0.1:${BRIDGE_FIXTURE_PORT}`,
  foreign: `http://localhost:${FOREIGN_FIXTURE_PORT}`,
};
