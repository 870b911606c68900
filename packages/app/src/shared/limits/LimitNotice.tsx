import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { SecondaryButton } from '../ui/SecondaryButton.ts';
import { tokens } from '../ui/tokens.ts';
import { acknowledgeLimit, isLimitAcknowledged } from './limitAcknowledgements.ts';
import { LIMIT_NEXT_STEPS, type LimitReached, isExportLimit, limitNoticeContent } from './limitNoticeContent.ts';
import { UpgradeActionControl } from './UpgradeActionControl.tsx';
import { useUpgradeAction } from './useUpgradeAction.tsx';

export interface LimitNoticeProps {
  reached: LimitReached;
  /** The page's path: an export limit is acknowledged for it. */
  path: string;
  /** 'Back to report': the page loads again with `reload=true`. */
  onBack: () => void;
}

const Panel = styled.section`
  max-width: 640px;
  margin: 24px 0;
  padding: 20px 24px;
  border: 1px solid ${tokens.border};
  border-left: 4px solid ${tokens.danger};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  p {
    margin: 0 0 16px;
    line-height: 1.5;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/**
 * The limit page (docs/product/plans-and-limits.md#limit-pages): the report
 * views (daily or monthly, from a 429) or the monthly report or widget exports are used up. It offers
 * 'Back to report' — which, for an export limit, records the acknowledgement for this page in session
 * storage so it does not show here again this session — and the package's upgrade path.
 */
export function LimitNotice({ reached, path, onBack }: LimitNoticeProps) {
  const headingId = useId();
  const exportLimit = isExportLimit(reached.feature);
  const [hidden, setHidden] = useState(() => exportLimit && isLimitAcknowledged(reached.feature, path));
  const content = (next: string) => limitNoticeContent(reached, next);
  const { action, dialog } = useUpgradeAction(content('').title, 'limit-page');
  if (hidden) return null;
  const { title, message } = content(LIMIT_NEXT_STEPS[action.kind]);
  return (
    // A limit page is not part of a report PDF.
    <Panel role="alert" aria-labelledby={headingId} data-pdf-exclude="">
      <h2 id={headingId}>{title}</h2>
      <p>{message}</p>
      <Actions>
        <SecondaryButton
          type="button"
          onClick={() => {
            if (exportLimit) acknowledgeLimit(reached.feature, path);
            setHidden(true);
            onBack();
          }}
        >
          Back to report
        </SecondaryButton>
        <UpgradeActionControl action={action} variant="primary" />
      </Actions>
      {dialog}
    </Panel>
  );
}
