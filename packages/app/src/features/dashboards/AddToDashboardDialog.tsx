import { dashboardsQueryOptions } from '@adlens/api-client/query';
import type { DashboardWidget } from '@adlens/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Field, Label } from '../../shared/ui/formStyles.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { addWidgetToDashboard } from './addWidgetToDashboard.ts';
import { problemMessage, type DashboardProblem } from './dashboardModel.ts';
import { DashboardButton } from './DashboardToolbar.tsx';

export interface AddToDashboardDialogProps {
  /** The widget to add, without its id and place (given on the chosen dashboard). */
  widget: Omit<DashboardWidget, 'id' | 'layout'>;
  /** The registry's default dashboard size of its type. */
  size: { w: number; h: number };
  /** The widget's title, for the dialog's heading. */
  title: string;
  onAdded: (dashboardName: string) => void;
  onClose: () => void;
}

/**
 * 'Add to dashboard' from a report: the user picks one of their dashboards; the widget goes
 * to its first free place at the definition's default size. A dashboard that is full says so.
 */
export function AddToDashboardDialog({ widget, size, title, onAdded, onClose }: AddToDashboardDialogProps) {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const list = useQuery(dashboardsQueryOptions(client));
  const [chosen, setChosen] = useState<string>('');
  const [problem, setProblem] = useState<DashboardProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const dashboards = list.data?.elements ?? [];
  const target = chosen || dashboards[0]?.id || '';

  const add = async () => {
    const dashboard = dashboards.find((candidate) => candidate.id === target);
    if (!dashboard || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await addWidgetToDashboard(client, queryClient, dashboard.id, widget, size, list.data?.limits.widgets);
      onAdded(dashboard.name);
    } catch (error) {
      setProblem(error as DashboardProblem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`Add ${title} to a dashboard`}
      onClose={onClose}
      width={400}
      actions={
        <>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <DashboardButton type="button" $primary disabled={!target || busy} onClick={() => void add()}>
            Add
          </DashboardButton>
        </>
      }
    >
      {list.isPending && <p role="status">Loading your dashboards…</p>}
      {list.isError && <p role="alert">Your dashboards could not be loaded. Please try again.</p>}
      {dashboards.length > 0 && (
        <Field>
          <Label htmlFor={selectId}>Dashboard</Label>
          <select id={selectId} value={target} onChange={(event) => setChosen(event.target.value)}>
            {dashboards.map((dashboard) => (
              <option key={dashboard.id} value={dashboard.id}>
                {dashboard.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {problem && <p role="alert">{problemMessage(problem)}</p>}
    </Dialog>
  );
}
