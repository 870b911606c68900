import { styled } from 'styled-components';
import { DashboardButton } from './DashboardToolbar.tsx';
import { type DashboardProblem, problemMessage } from './dashboardModel.ts';

export interface DashboardProblemAlertProps {
  problem: DashboardProblem;
  /** A save met a newer version: the user reloads it or keeps their changes instead of dismissing. */
  conflict: boolean;
  onReload: () => void;
  onKeepMine: () => void;
  onDismiss: () => void;
}

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  padding: 10px 14px;
  border: 1px solid #f0c36d;
  border-radius: 8px;
  background: #fff8e6;
`;

/** What went wrong on the dashboard (a limit, a refused save, a conflict), and what the user can do. */
export function DashboardProblemAlert({
  problem,
  conflict,
  onReload,
  onKeepMine,
  onDismiss,
}: DashboardProblemAlertProps) {
  return (
    <Alert role="alert">
      <span>{problemMessage(problem)}</span>
      {conflict ? (
        <>
          <DashboardButton type="button" onClick={onReload}>
            Reload
          </DashboardButton>
          <DashboardButton type="button" onClick={onKeepMine}>
            Keep my changes
          </DashboardButton>
        </>
      ) : (
        <DashboardButton type="button" onClick={onDismiss}>
          Dismiss
        </DashboardButton>
      )}
    </Alert>
  );
}
