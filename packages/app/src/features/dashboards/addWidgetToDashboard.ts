import type { AdlensClient } from '@adlens/api-client';
import { adlensKeys } from '@adlens/api-client/query';
import type { DashboardWidget } from '@adlens/core';
import type { QueryClient } from '@tanstack/react-query';
import { type DashboardProblem, dashboardProblem, firstFreePlace } from './dashboardModel.ts';

/**
 * Adds a widget to a saved dashboard at its first free place: reads the latest version, saves from
 * it, and reads again once if another window saved in between. Throws a `DashboardProblem`.
 */
export async function addWidgetToDashboard(
  client: AdlensClient,
  queryClient: QueryClient,
  dashboardId: string,
  widget: Omit<DashboardWidget, 'id' | 'layout'>,
  size: { w: number; h: number },
  maxWidgets: number | undefined,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const dashboard = await client.getDashboard(dashboardId).catch((error: unknown) => {
      throw dashboardProblem(error);
    });
    // At the plan's widget limit nothing is sent.
    if (maxWidgets !== undefined && dashboard.widgets.length >= maxWidgets) {
      throw { kind: 'limit', limit: 'widgets' } satisfies DashboardProblem;
    }
    const added: DashboardWidget = {
      ...widget,
      id: globalThis.crypto.randomUUID(),
      layout: firstFreePlace(
        dashboard.widgets.map((other) => other.layout),
        size,
      ),
    };
    try {
      const saved = await client.updateDashboard(dashboardId, {
        version: dashboard.version,
        widgets: [...dashboard.widgets, added],
      });
      queryClient.setQueryData(adlensKeys.dashboard(dashboardId), saved);
      void queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards(), exact: true });
      return;
    } catch (error) {
      const problem = dashboardProblem(error);
      if (problem.kind !== 'conflict' || attempt > 0) throw problem;
    }
  }
}
