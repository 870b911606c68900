import type {
  EntitySummary,
  OnboardingChoices,
  OnboardingDashboardSkipped,
  OnboardingResult,
  OnboardingState,
  OnboardingStatus,
  OnboardingStep,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntities } from './entityLookup.ts';

/** A user_onboarding row (migration 0020). */
export interface OnboardingRow {
  status: OnboardingStatus;
  step: OnboardingStep | null;
  choices: OnboardingChoices;
  favorite_id: string | null;
  dashboard_id: string | null;
  dashboard_name: string | null;
  dashboard_skipped: OnboardingDashboardSkipped | null;
  updated_at: string;
}

const COLUMNS = `o.status, o.step, o.choices, o.favorite_id::text AS favorite_id, o.dashboard_id::text AS dashboard_id,
  d.name AS dashboard_name, o.dashboard_skipped,
  to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

/**
 * The user's row; `lock` holds it until the transaction ends, so two completions of one user run one
 * after the other (the second finds the first's result).
 */
export async function readOnboardingRow(
  db: Queryable,
  userId: number,
  lock = false,
): Promise<OnboardingRow | undefined> {
  const [row] = await db.query<OnboardingRow>(
    `SELECT ${COLUMNS} FROM user_onboarding o LEFT JOIN dashboards d ON d.id = o.dashboard_id
     WHERE o.user_id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [userId],
  );
  return row;
}

/** The own domain and the competitors, resolved in that order (unknown ids are left out). */
export async function choiceEntities(
  db: Queryable,
  choices: OnboardingChoices,
  origin: string,
): Promise<EntitySummary[]> {
  const ids = [...(choices.ownDomain === undefined ? [] : [choices.ownDomain]), ...(choices.competitors ?? [])];
  const entities = await resolveEntities(db, 'advertiser', ids, origin);
  return entities.map(({ id, entityType, title, icon }) => ({ id, entityType, title, icon }));
}

function resultOf(row: OnboardingRow): OnboardingResult | null {
  if (row.status !== 'completed' || row.favorite_id === null) return null;
  return {
    favoriteId: row.favorite_id,
    dashboardId: row.dashboard_id,
    dashboardName: row.dashboard_name,
    dashboardSkipped: row.dashboard_skipped,
  };
}

/**
 * The API's answer. A user without a row was never enrolled (accounts from before onboarding existed,
 * partner users): pending, but not offered. Partner users are never offered it (docs/decisions/search-and-discovery.md#onboarding).
 */
export async function onboardingState(
  db: Queryable,
  userId: number,
  partner: boolean,
  origin: string,
  row?: OnboardingRow,
): Promise<OnboardingState> {
  const found = row ?? (await readOnboardingRow(db, userId));
  if (!found) {
    return { status: 'pending', step: null, choices: {}, entities: [], offer: false, result: null, updatedAt: null };
  }
  return {
    status: found.status,
    step: found.step,
    choices: found.choices,
    entities: await choiceEntities(db, found.choices, origin),
    offer: !partner && (found.status === 'pending' || found.status === 'in_progress'),
    result: resultOf(found),
    updatedAt: found.updated_at,
  };
}

/**
 * Saves the step and the answers so far. The first save starts it (in_progress), also after a skip
 * (the user came back on purpose); a completed onboarding is final and stays as it was.
 */
export async function saveOnboardingProgress(
  db: Queryable,
  userId: number,
  step: OnboardingStep,
  choices: OnboardingChoices,
): Promise<void> {
  await db.query(
    `INSERT INTO user_onboarding (user_id, status, step, choices, started_at) VALUES ($1, 'in_progress', $2, $3::jsonb, now())
     ON CONFLICT (user_id) DO UPDATE SET status = 'in_progress', step = $2, choices = $3::jsonb,
       started_at = coalesce(user_onboarding.started_at, now()), updated_at = now()
     WHERE user_onboarding.status <> 'completed'`,
    [userId, step, JSON.stringify(choices)],
  );
}

/** 'Skip for now': never offered again. Idempotent; a completed onboarding stays completed. */
export async function skipOnboarding(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO user_onboarding (user_id, status, skipped_at) VALUES ($1, 'skipped', now())
     ON CONFLICT (user_id) DO UPDATE SET status = 'skipped', skipped_at = coalesce(user_onboarding.skipped_at, now()),
       updated_at = now()
     WHERE user_onboarding.status NOT IN ('completed', 'skipped')`,
    [userId],
  );
}
