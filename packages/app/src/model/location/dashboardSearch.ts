/** `dashboards/$id` search: `widget` is the widget shown full screen (its id). */
export interface DashboardSearch {
  widget?: string;
  /** Set when `dashboards/new` was refused at the plan's limit: the page says so. */
  limit?: 'saved';
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const result: DashboardSearch = {};
  if (typeof search.widget === 'string' && search.widget) result.widget = search.widget;
  if (search.limit === 'saved') result.limit = 'saved';
  return result;
}
