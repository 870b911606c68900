import type { EntityType } from '@adlens/core';
import { createContext, useContext } from 'react';
import type { WidgetExportHost } from './WidgetExportHost.ts';
import type { WidgetUpgradeAction } from './packageLimitRestriction.ts';
import type { WidgetChoicesHost } from './widgetSavedChoices.ts';

/**
 * What the report around the widgets provides: its view token, upgrade path, exports. How entities
 * link to their reports is EntityLinkContext's.
 */
export interface WidgetReportContextValue {
  /**
   * The report's view token. A host that names this key (undefined while its
   * token loads) hands it to every widget, and widgets that need one wait for it. Leave the key out
   * and each widget that needs a token asks for its own through the provider's client.
   */
  viewToken?: string | undefined;
  /**
   * Set with `viewToken` by a host whose token could not be had: the widgets that wait for it show
   * their error state (or the plan's lock, for a package-limit refusal) instead of loading forever,
   * and the card's 'Try again' calls `retry`.
   */
  viewTokenFailure?: { error: unknown; retry: () => void };
  /** What the user can do about a widget the package refuses: the host's upgrade path. */
  upgrade?: WidgetUpgradeAction;
  /**
   * Mark mode: set by the host for a
   * skiplist manager who turned it on. Top-list rows then offer 'Skip'; the host adds the entity to
   * the skiplist and refreshes the lists (widgets never call the API themselves).
   */
  skip?: (entity: { entityType: EntityType; id: number; title: string }) => Promise<void>;
  /**
   * Set by a report page whose package has dashboards: each card offers 'Add to dashboard',
   * and the host adds the widget — its type and current options, with the report's items — to a
   * dashboard the user chooses (widgets never call the API themselves).
   */
  addToDashboard?: (widget: { type: string; options: unknown }) => void;
  /**
   * Set by a host that exports: each card offers its export menu (TSV, Excel, JPG) and the
   * top-ads widget its downloads; the host runs them through its download service.
   */
  exports?: WidgetExportHost;
  /**
   * Switches the report to another country: a compared item without data in the chosen
   * country offers the countries where it has some.
   */
  changeCountry?: (code: string) => void;
  /**
   * Set by a host that keeps widget choices for the user (the persisted
   * settings keys): a report's widgets start from the saved sort, type filters, metric, view and
   * interval of their type, and each change of them is saved. Dashboard widgets keep their own.
   */
  savedChoices?: WidgetChoicesHost;
}

export const WidgetReportContext = createContext<WidgetReportContextValue>({});

export function useWidgetReportContext(): WidgetReportContextValue {
  return useContext(WidgetReportContext);
}
