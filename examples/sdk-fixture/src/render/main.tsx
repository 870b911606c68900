import { AdlensClient } from '@adlens/api-client';
import type { EstimatedExpenditureResponse } from '@adlens/report-widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RenderCheckPage } from './RenderCheckPage.tsx';
import { recordedFetch, unsignedToken } from './recordedFetch.ts';

// Recorded API responses, copied beside the built page by scripts/sdk-fixture.sh.
const RESPONSES = `${import.meta.env.BASE_URL}adlens-responses`;

const client = new AdlensClient({ apiOrigin: window.location.origin, fetch: recordedFetch(RESPONSES) });
client.session.signIn(unsignedToken('AUTHENTICATION'));
const root = createRoot(document.getElementById('root')!);

// The widgets show the advertiser and period the recorded estimated-expenditure response is about.
fetch(`${RESPONSES}/datasets/estimated-expenditure.json`)
  .then((response) => response.json() as Promise<EstimatedExpenditureResponse>)
  .then(({ elements, period }) => {
    const { entity } = elements[0]!;
    const entities = [{ entityType: 'advertiser' as const, ids: [entity.id] }];
    root.render(
      <StrictMode>
        <RenderCheckPage
          client={client}
          item={{ key: String(entity.id), title: entity.title, icon: entity.icon, entities }}
          filters={{ period: period.id }}
        />
      </StrictMode>,
    );
  });
