import styled from 'styled-components';
import { tokens } from '../ui/tokens.ts';

export interface ViewLimitNoticeProps {
  /** The limit's interval from the 429's attributes: DAILY or MONTHLY. */
  interval: string | null;
  /** The plan's number of report views in that interval, when the server names it. */
  limit: number | null;
}

const Notice = styled.div`
  max-width: 640px;
  margin: 24px 0;
  padding: 16px 20px;
  border: 1px solid ${tokens.border};
  border-left: 4px solid ${tokens.danger};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const INTERVALS: Record<string, { adjective: string; unit: string }> = {
  DAILY: { adjective: 'daily', unit: 'day' },
  MONTHLY: { adjective: 'monthly', unit: 'month' },
};

/**
 * The report-view limit message of spec reports-data §8 (429 with the interval in its attributes).
 * The wording of the limit message builder is not given; the plan sentence is the spec's.
 */
export function ViewLimitNotice({ interval, limit }: ViewLimitNoticeProps) {
  const known = interval ? INTERVALS[interval] : undefined;
  const title = known
    ? `You have reached your ${known.adjective} report views limit`
    : 'You have reached your report views limit';
  return (
    <Notice role="alert">
      <h2>{title}</h2>
      <p>
        {limit !== null && known
          ? `Your current plan allows up to ${limit} searches/${known.unit}. To increase that number, please contact our sales team.`
          : 'To see more reports, please contact our sales team.'}
      </p>
    </Notice>
  );
}
