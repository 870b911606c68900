import { AdlensClient } from '@adlens/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/** The Adlens API this example talks to; `VITE_ADLENS_API_ORIGIN` points it elsewhere. */
const API_ORIGIN = import.meta.env.VITE_ADLENS_API_ORIGIN ?? 'http://localhost:4000';

// The seeded demo account of the reference API — for this example only. A real app signs its own
// user in (its login form, or a partner token via `client.loginWithPartnerToken`).
const DEMO_CREDENTIALS = { email: 'demo@adlens.test', password: 'Adlens-demo-1', rememberMe: false };

const client = new AdlensClient({ apiOrigin: API_ORIGIN });
const root = createRoot(document.getElementById('root')!);

client.login(DEMO_CREDENTIALS).then(
  () =>
    root.render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <main>
        <h1>Adlens widgets</h1>
        <p role="alert">
          Could not sign in to the Adlens API at {API_ORIGIN}: {error instanceof Error ? error.message : String(error)}.
          Start it with <code>pnpm start</code> and reload.
        </p>
      </main>,
    ),
);
