import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { styled } from 'styled-components';
import { SecondaryButton } from '../shared/ui/SecondaryButton.ts';

/** sessionStorage key: the report a campaign detail was opened from. */
const CAMPAIGN_RETURN_KEY = 'adlens.campaignReturnUrl';

/** Called when a report opens a campaign detail, so the detail can offer Back. */
export function rememberCampaignReturn(reportHref: string): void {
  try {
    sessionStorage.setItem(CAMPAIGN_RETURN_KEY, reportHref);
  } catch (error) {
    console.warn('Adlens: the report to return to could not be saved', error);
  }
}

function readCampaignReturn(): string | null {
  try {
    return sessionStorage.getItem(CAMPAIGN_RETURN_KEY);
  } catch {
    return null;
  }
}

const Back = styled(SecondaryButton)`
  margin: 0 0 16px;
`;

/**
 * Back from a campaign detail to the report it was opened from (only when the detail was
 * reached from a report). It steps back through the history to that report's entry, so the
 * report's own Back and the browser agree.
 */
export function CampaignBackButton() {
  const router = useRouter();
  const [returnTo] = useState(readCampaignReturn);
  if (!returnTo || !router.history.canGoBack()) return null;
  return (
    <Back
      type="button"
      onClick={() => {
        sessionStorage.removeItem(CAMPAIGN_RETURN_KEY);
        router.history.back();
      }}
    >
      Back
    </Back>
  );
}
