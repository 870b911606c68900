import type { EntityType } from '@adlens/core';
import { createContext, useContext } from 'react';
import type { WidgetUpgradeAction } from './packageLimitRestriction.ts';

/** What the report around the widgets provides: its view token and how entities link to reports. */
export interface WidgetReportContextValue {
  /** The report's view token (spec reports-data §7); widgets that need it wait for it. */
  viewToken?: string;
  /** The URL of an entity's report, or undefined where entities do not link. */
  entityHref?: (entity: { entityType: EntityType; id: number }) => string | undefined;
  /** Opens a URL of the host app without a page load (client-side routing). */
  navigate?: (href: string) => void;
  /** What the user can do about a widget the package refuses: the host's upgrade path (spec §6). */
  upgrade?: WidgetUpgradeAction;
}

export const WidgetReportContext = createContext<WidgetReportContextValue>({});

export function useWidgetReportContext(): WidgetReportContextValue {
  return useContext(WidgetReportContext);
}
