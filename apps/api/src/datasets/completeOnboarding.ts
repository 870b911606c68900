import { randomUUID } from 'node:crypto';
import {
  type CompletedOnboarding,
  type FavoriteDetails,
  type OnboardingChoices,
  type OnboardingDashboardSkipped,
  dashboardLimitsOf,
  onboardingComparisonName,
  onboardingDashboardName,
  onboardingDashboardWidgets,
  isCompleteOnboarding,
  missingOnboardingChoices,
} from '@adlens/core';
import type { Database } from '../db/Database.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { createDashboard } from './dashboardStore.ts';
import { createFavorite, getFavorite, listFavorites, updateFavorite } from './favoriteGroups.ts';
import { choiceEntities, readOnboardingRow } from './onboardingStore.ts';

/**
 * Completes the onboarding in one transaction: the default filters go into the user's
 * saved settings, the comparison of the own domain and
 * the competitors is bookmarked with those filters, and — when the plan has dashboards and room for
 * one — a first dashboard shows those advertisers. Done once: a completed onboarding answers what it
 * created before, so a second call (a retry, a second tab) creates nothing.
 */
export async function completeOnboarding(
  db: Database,
  userId: number,
  packageCode: string | null,
  choices: OnboardingChoices,
  origin: string,
): Promise<CompletedOnboarding> {
  return db.transaction(async (tx) => {
    await tx.query(`INSERT INTO user_onboarding (user_id, status) VALUES ($1, 'pending') ON CONFLICT DO NOTHING`, [
      userId,
    ]);
    const row = await readOnboardingRow(tx, userId, true);
    if (row?.status === 'completed' && row.favorite_id !== null) {
      const favorite = await getFavorite(tx, userId, row.favorite_id, origin).catch(() => null);
      return {
        favoriteId: row.favorite_id,
        dashboardId: row.dashboard_id,
        dashboardName: row.dashboard_name,
        dashboardSkipped: row.dashboard_skipped,
        favorite,
      };
    }
    if (!isCompleteOnboarding(choices)) throw validationError(missingOnboardingChoices(choices));

    const filters = { country: choices.country, channel: choices.channel, period: choices.period };
    await tx.query(
      `INSERT INTO user_settings (user_id, settings) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET settings = user_settings.settings || $2::jsonb, updated_at = now()`,
      [userId, JSON.stringify(filters)],
    );

    const [own, ...competitors] = await choiceEntities(tx, choices, origin);
    const name = onboardingComparisonName(
      own!.title,
      competitors.map((entity) => entity.title),
    );
    const details: FavoriteDetails = {
      type: 'COMPARISON',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      categoryId: null,
      instances: [own!.id, ...competitors.map((entity) => entity.id)],
      unsavedGroups: [],
      params: filters,
    };
    // A bookmark of that name is the same comparison saved before: it is brought up to date, as
    // saving a report under a taken name does.
    const [existing] = (
      await listFavorites(tx, userId, { search: name, strict: true, types: ['COMPARISON'], size: 1 }, origin)
    ).elements;
    const favorite = existing
      ? await updateFavorite(tx, userId, existing.id, { name, details }, origin)
      : await createFavorite(tx, userId, name, details, origin);

    let dashboard: { id: string; name: string } | null = null;
    let dashboardSkipped: OnboardingDashboardSkipped | null = null;
    const limits = dashboardLimitsOf(packageCode);
    const [count] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM dashboards WHERE user_id = $1',
      [userId],
    );
    if (!limits) dashboardSkipped = 'not-in-plan';
    else if ((count?.count ?? 0) >= limits.dashboards) dashboardSkipped = 'limit';
    else {
      const widgets = onboardingDashboardWidgets(
        [own!, ...competitors].map((entity) => ({ id: entity.id, title: entity.title })),
        randomUUID,
      ).slice(0, limits.widgets);
      dashboard = await createDashboard(tx, userId, limits, {
        name: onboardingDashboardName(own!.title),
        filters,
        widgets,
      });
    }

    await tx.query(
      `UPDATE user_onboarding SET status = 'completed', step = 'review', choices = $2::jsonb, favorite_id = $3::uuid,
         dashboard_id = $4::uuid, dashboard_skipped = $5, started_at = coalesce(started_at, now()),
         completed_at = now(), updated_at = now()
       WHERE user_id = $1`,
      [userId, JSON.stringify(choices), favorite.id, dashboard?.id ?? null, dashboardSkipped],
    );
    return {
      favoriteId: favorite.id,
      dashboardId: dashboard?.id ?? null,
      dashboardName: dashboard?.name ?? null,
      dashboardSkipped,
      favorite,
    };
  });
}
