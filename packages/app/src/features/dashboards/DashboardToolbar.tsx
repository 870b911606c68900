import type { DashboardSummary } from '@adlens/core';
import { useId } from 'react';
import { styled, css } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';

export interface DashboardToolbarProps {
  currentId: string;
  dashboards: readonly DashboardSummary[];
  onOpen: (id: string) => void;
  onNew: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The dashboard page's buttons; `$primary` for the main action of a dialog. */
export const DashboardButton = styled.button<{ $primary?: boolean; $danger?: boolean }>`
  padding: 7px 14px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  ${({ $primary }) =>
    $primary &&
    css`
      border-color: ${tokens.primary};
      background: ${tokens.primary};
      color: ${tokens.onPrimary};
    `}
  ${({ $danger }) =>
    $danger &&
    css`
      border-color: ${tokens.danger};
      background: ${tokens.danger};
      color: #fff;
    `}
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Select = styled.select`
  padding: 7px 10px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  font: inherit;
`;

/** The user's dashboards (to open another), New, Duplicate and Delete. */
export function DashboardToolbar({
  currentId,
  dashboards,
  onOpen,
  onNew,
  onDuplicate,
  onDelete,
}: DashboardToolbarProps) {
  const pickerId = useId();
  return (
    <Bar>
      <label htmlFor={pickerId}>Dashboard</label>
      <Select id={pickerId} value={currentId} onChange={(event) => onOpen(event.target.value)}>
        {dashboards.map((dashboard) => (
          <option key={dashboard.id} value={dashboard.id}>
            {dashboard.name}
          </option>
        ))}
      </Select>
      <DashboardButton type="button" onClick={onNew}>
        New
      </DashboardButton>
      <DashboardButton type="button" onClick={onDuplicate}>
        Duplicate
      </DashboardButton>
      <DashboardButton type="button" onClick={onDelete}>
        Delete
      </DashboardButton>
    </Bar>
  );
}
