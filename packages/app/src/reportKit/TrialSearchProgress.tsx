import { sessionClaimsQueryOptions } from '@adlens/api-client/query';
import { FILTER_DATASETS, type PackageResponse } from '@adlens/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { UpgradeActionControl } from '../shared/limits/UpgradeActionControl.tsx';
import { useUpgradeAction } from '../shared/limits/useUpgradeAction.tsx';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { tokens } from '../shared/ui/tokens.ts';
import { packageQueryOptions } from '../shared/gating/useReportFilterOptions.ts';

export interface TrialSearchProgressProps {
  /**
   * The report's current view token: every new one may have been a premium search, so the count is
   * asked again. Null while the report has none.
   */
  viewToken: string | null;
}

/** Progress is floor(current/max·100) percent. */
export function trialSearchPercent(used: number, limit: number): number {
  return limit > 0 ? Math.min(100, Math.floor((used / limit) * 100)) : 100;
}

/** What the ring counts, in words: '3 of 20 trial searches used'. */
export function trialSearchesUsedText(used: number, limit: number): string {
  return `${used} of ${limit} trial searches used`;
}

const DAY_MS = 86_400_000;

/**
 * The days of the trial still to come, today included: the trial runs to the end (UTC) of
 * `trialEndsAt` (app/router/packageRedirect.ts reads it the same way). Undefined without an end day.
 */
export function trialDaysLeft(trialEndsAt: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!trialEndsAt) return undefined;
  const end = Date.parse(`${trialEndsAt}T23:59:59.999Z`);
  if (Number.isNaN(end)) return undefined;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

export function trialDaysLeftText(days: number): string {
  if (days <= 1) return 'Last day of your trial';
  return `${days} days left in your trial`;
}

const SIZE = 32;
const STROKE = 4;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const Trial = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.8125rem;
  line-height: 1.3;
  color: ${tokens.muted};

  strong {
    display: block;
    color: ${tokens.text};
    font-weight: 600;
  }
`;

const Wrapper = styled.div`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  font-size: 0.75rem;
  border-radius: ${tokens.radius};

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }

  & > [role='tooltip'] {
    position: absolute;
    top: calc(100% + 6px);
    right: 0;
    z-index: 10;
    padding: 4px 8px;
    border-radius: ${tokens.radius};
    background: ${tokens.text};
    color: ${tokens.surface};
    white-space: nowrap;
    opacity: 0;
    visibility: hidden;
    transition:
      opacity 120ms ease 300ms,
      visibility 0s linear 420ms;
  }

  &:hover > [role='tooltip'],
  &:focus-visible > [role='tooltip'] {
    opacity: 1;
    visibility: visible;
    transition:
      opacity 120ms ease 300ms,
      visibility 0s linear 300ms;
  }

  @media (prefers-reduced-motion: reduce) {
    & > [role='tooltip'] {
      transition: none;
    }
  }
`;

const Percent = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${SIZE}px;
  display: grid;
  place-items: center;
  font-size: 0.625rem;
  font-weight: 600;
  color: ${tokens.text};
`;

/**
 * The trial's premium searches: a ring filled to
 * floor(used/limit·100) %, its tooltip and accessible value 'used/limit trial searches'; beside it,
 * in words, what it counts ('3 of 20 trial searches used'), the days left in the trial
 * and the upgrade action. Shown only to trial customers (the package dataset's `trialSearches`);
 * asked again after every report view.
 */
export function TrialSearchProgress({ viewToken }: TrialSearchProgressProps) {
  const { client } = useAdlensRuntime();
  const plan = useQuery(packageQueryOptions(client));
  const trial = plan.data?.trialSearches != null;
  const live = useQuery<PackageResponse['trialSearches'] | null>({
    queryKey: ['adlens', 'trial-searches', viewToken],
    queryFn: ({ signal }) =>
      client
        .getDataset<PackageResponse>(FILTER_DATASETS.package, {}, { signal })
        .then((answer) => answer.trialSearches ?? null),
    enabled: trial && viewToken !== null,
    placeholderData: keepPreviousData,
  });
  const { data: trialEndsAt } = useQuery({
    ...sessionClaimsQueryOptions(client),
    select: (claims) => claims.user.trialEndsAt,
    enabled: trial,
  });
  const { action: upgrade, dialog: upgradeDialog } = useUpgradeAction('Trial searches');
  const counter = live.data ?? plan.data?.trialSearches;
  if (!counter) return null;
  const daysLeft = trialDaysLeft(trialEndsAt);
  const percent = trialSearchPercent(counter.used, counter.limit);
  const text = `${counter.used}/${counter.limit} trial searches`;
  return (
    <Trial data-pdf-exclude="">
      <Wrapper
        role="progressbar"
        aria-label="Trial searches used"
        aria-valuemin={0}
        aria-valuemax={counter.limit}
        aria-valuenow={counter.used}
        aria-valuetext={text}
        aria-describedby="adlens-trial-searches-tooltip"
        tabIndex={0}
        data-percent={percent}
      >
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
          <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke={tokens.border} strokeWidth={STROKE} />
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={percent >= 100 ? tokens.danger : tokens.primary}
            strokeWidth={STROKE}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            strokeLinecap="round"
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        </svg>
        <Percent aria-hidden="true">{percent}%</Percent>
        <span role="tooltip" id="adlens-trial-searches-tooltip">
          {text}
        </span>
      </Wrapper>
      <span>
        <strong>{trialSearchesUsedText(counter.used, counter.limit)}</strong>
        {daysLeft !== undefined && `${trialDaysLeftText(daysLeft)} · `}
        <UpgradeActionControl action={upgrade} variant="inline" />
      </span>
      {upgradeDialog}
    </Trial>
  );
}
