import type { EntityType } from '@adlens/core';
import { type AnyWidgetDefinition, type WidgetItem, WIDGETS, useAdlensTranslation } from '@adlens/report-widgets';
import { type ReactNode, useCallback, useState } from 'react';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useToast } from '../../shared/ui/Toast.tsx';
import { AddToDashboardDialog } from './AddToDashboardDialog.tsx';
import { savedItemsOf } from './dashboardModel.ts';

interface Pending {
  type: string;
  options: unknown;
}

/**
 * A report page's 'Add to dashboard', handed to the widgets through WidgetReportContext:
 * the widget's type, the report's entity type, items and filters, and its current options go to the
 * dashboard the user picks; a toast confirms. Undefined when the report has no items to add.
 */
export function useAddToDashboard(
  entityType: EntityType,
  items: readonly WidgetItem[],
  enabled: boolean,
  /** The report's filters: the widget keeps them on the dashboard. */
  filters: Record<string, string | undefined> | null = null,
): { addToDashboard: ((widget: Pending) => void) | undefined; dialog: ReactNode } {
  const { t } = useAdlensTranslation();
  const { show, toast } = useToast();
  const trackAction = useTrackAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const addToDashboard = useCallback((widget: Pending) => setPending(widget), []);
  const savedItems = savedItemsOf(items);
  const reportFilters = filters
    ? Object.fromEntries(
        Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : undefined;
  const definition = pending ? (WIDGETS as Record<string, AnyWidgetDefinition | undefined>)[pending.type] : undefined;
  const options =
    pending && typeof pending.options === 'object' && pending.options !== null && !Array.isArray(pending.options)
      ? (JSON.parse(JSON.stringify(pending.options)) as Record<string, unknown>)
      : undefined;
  const dialog = (
    <>
      {pending && definition && (
        <AddToDashboardDialog
          title={t(definition.titleKey)}
          size={definition.defaultSize}
          widget={{
            type: pending.type,
            entityType,
            items: savedItems,
            ...(options ? { options } : {}),
            ...(reportFilters ? { filters: reportFilters } : {}),
          }}
          onClose={() => setPending(null)}
          onAdded={(name) => {
            void trackAction('Added To Dashboard', pending.type);
            setPending(null);
            show(`Added to ${name}`);
          }}
        />
      )}
      {toast}
    </>
  );
  return { addToDashboard: enabled && savedItems.length > 0 ? addToDashboard : undefined, dialog };
}
