import { styled } from 'styled-components';
import { Dialog } from '../ui/Dialog.tsx';
import { PrimaryButton } from '../ui/formStyles.ts';
import { type TrialMarket, formatTrialMarkets } from './formatTrialMarkets.ts';
import { TRIAL_SEARCH_LIMIT } from './trialSearchProgress.ts';

export interface TrialSearchLimitDialogProps {
  open: boolean;
  /** The markets of the current package; codes when more than 10, otherwise titles. */
  countries: readonly TrialMarket[];
  /** The single channel of the current package, when it has only one. */
  channel?: string;
  /** The only way out: the owner then reloads the session and the page (after a 402). */
  onConfirm: () => void;
}

const Text = styled.p`
  margin: 0 0 12px;
  line-height: 1.5;

  &:last-child {
    margin-bottom: 0;
  }
`;

const Confirm = styled(PrimaryButton)`
  width: auto;
`;

/**
 * 'Trial Search Limit Reached' (after a 402; docs/product/plans-and-limits.md#trial-premium-searches): the trial's
 * premium searches are used up and the user continues under the current package. Not dismissable: no Escape, no close,
 * only Confirm.
 */
export function TrialSearchLimitDialog({ open, countries, channel, onConfirm }: TrialSearchLimitDialogProps) {
  const markets = formatTrialMarkets(countries);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      dismissable={false}
      title="Trial Search Limit Reached"
      description={`You've reached the limit of ${TRIAL_SEARCH_LIMIT} trial premium searches.`}
      actions={
        <Confirm type="button" onClick={onConfirm}>
          Confirm
        </Confirm>
      }
    >
      <Text>
        From now on you continue with your current package
        {markets && (
          <>
            {' '}
            for {countries.length === 1 ? 'the market' : 'the markets'}: <strong>{markets}</strong>
          </>
        )}
        {channel && (
          <>
            {' '}
            in the <strong>{channel}</strong> channel
          </>
        )}
        .
      </Text>
    </Dialog>
  );
}
