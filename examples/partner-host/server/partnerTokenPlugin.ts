import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { INTEGRATION_PROVIDERS } from '@adlens/core';
import type { IntegrationProvider } from '@adlens/core';
import type { Connect, Plugin } from 'vite';
import { KeysNotReadyError, TokenRequestError, readPartnerKeys, signPartnerToken } from './signPartnerToken.ts';
import type { PartnerKeys } from './signPartnerToken.ts';

/** Where the host pages ask for a token: `POST /partner-api/token?partner=sales-tool|seo-suite`. */
const PARTNER_TOKEN_PATH = '/partner-api/token';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Plays the partners' servers: the private keys never reach the browser, the page only asks this
 * endpoint for a freshly signed token (as a real partner's front end asks its back end). Mounted on
 * both the dev server and `vite preview`, which is what `pnpm start` and the e2e tests run.
 */
export function partnerTokenPlugin(): Plugin {
  let keys: PartnerKeys | undefined;
  const handler: Connect.NextHandleFunction = (req, res) => {
    void handleTokenRequest(req, res, keys);
  };
  return {
    name: 'adlens-partner-token',
    configResolved(config) {
      // The development pairs the API generates (never committed): `<repo>/.data/partner-keys`.
      keys = readPartnerKeys(resolve(config.root, '..', '..', '.data', 'partner-keys'));
    },
    configureServer(server) {
      server.middlewares.use(PARTNER_TOKEN_PATH, handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(PARTNER_TOKEN_PATH, handler);
    },
  };
}

async function handleTokenRequest(req: IncomingMessage, res: ServerResponse, keys: PartnerKeys | undefined) {
  try {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'Use POST' });
    }
    const partner = new URL(req.url ?? '/', 'http://localhost').searchParams.get('partner');
    if (!isProvider(partner)) {
      return sendJson(res, 400, { error: `partner must be one of ${INTEGRATION_PROVIDERS.join(', ')}` });
    }
    if (!keys) throw new Error('The partner keys are not loaded yet');
    const signed = await signPartnerToken(partner, await readJsonBody(req), keys);
    return sendJson(res, 200, signed);
  } catch (error) {
    if (error instanceof TokenRequestError) return sendJson(res, 400, { error: error.message });
    if (error instanceof KeysNotReadyError) {
      console.error(`[partner-host] ${error.message}: start it (pnpm start starts both)`);
      return sendJson(res, 503, { error: 'The partner keys are not there yet: start the Adlens API first' });
    }
    console.error('[partner-host] could not sign a partner token', error);
    return sendJson(res, 500, { error: 'Could not sign a partner token' });
  }
}

function isProvider(value: string | null): value is IntegrationProvider {
  return (INTEGRATION_PROVIDERS as readonly (string | null)[]).includes(value);
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new TokenRequestError('The body is too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TokenRequestError('The body must be JSON');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // A token is a credential: never let a cache keep one.
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}
