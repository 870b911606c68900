import { ADLENS_FAVICON_ICO_BASE64, ADLENS_FAVICON_SVG } from './adlensFavicon.ts';

/** The app's icon files by address, with their content types. */
const FAVICON_FILES: Readonly<Record<string, { type: string; body: () => Uint8Array | string }>> = {
  '/favicon.svg': { type: 'image/svg+xml', body: () => ADLENS_FAVICON_SVG },
  '/favicon.ico': {
    type: 'image/x-icon',
    body: () => Uint8Array.from(atob(ADLENS_FAVICON_ICO_BASE64), (char) => char.charCodeAt(0)),
  },
};

interface Request {
  url?: string;
}
interface Response {
  setHeader(name: string, value: string): void;
  end(body: Uint8Array | string): void;
}
interface Middlewares {
  use(handler: (request: Request, response: Response, next: () => void) => void): void;
}
interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array | string }): string;
}

/**
 * A Vite plugin that gives an app its icon: /favicon.svg (linked from index.html) and /favicon.ico
 * (what a browser asks for on its own), written into the build and answered by the dev server, so
 * neither address is a 404 on any app. Typed structurally: this module loads in Node without Vite.
 */
export function faviconFiles() {
  const serve = (request: Request, response: Response, next: () => void) => {
    const file = FAVICON_FILES[(request.url ?? '').split('?')[0]!];
    if (!file) return next();
    response.setHeader('Content-Type', file.type);
    response.end(file.body());
  };
  return {
    name: 'adlens-favicon',
    configureServer(server: { middlewares: Middlewares }) {
      server.middlewares.use(serve);
    },
    generateBundle(this: EmitContext) {
      for (const [path, file] of Object.entries(FAVICON_FILES))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: file.body() });
    },
  };
}
