import { AdlensClient } from '@adlens/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const API_ORIGIN = import.meta.env.VITE_ADLENS_API_ORIGIN ?? 'http://localhost:4000';
const ADVERTISER_ID = Number(import.meta.env.VITE_ADLENS_ADVERTISER_ID ?? 1);

// The seeded demo account of the reference API; a partner's app signs in its own user instead.
const DEMO_CREDENTIALS = { email: 'demo@adlens.test', password: 'Adlens-demo-1', rememberMe: false };

const client = new AdlensClient({ apiOrigin: API_ORIGIN });
const root = createRoot(document.getElementById('root')!);

client.login(DEMO_CREDENTIALS).then(
  () =>
    root.render(
      <StrictMode>
        <App client={client} initialAdvertiserId={ADVERTISER_ID} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <p role="alert">
        Could not sign in to the Adlens API at {API_ORIGIN}: {error instanceof Error ? error.message : String(error)}
      </p>,
    ),
);
