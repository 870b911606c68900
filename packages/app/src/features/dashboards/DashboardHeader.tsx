import type { DashboardSummary } from '@adlens/core';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { InlineEdit } from '../../shared/ui/InlineEdit.tsx';
import { DashboardButton, DashboardToolbar } from './DashboardToolbar.tsx';

export interface DashboardHeaderProps {
  id: string;
  name: string;
  /** The user's dashboards, for the toolbar's list. */
  dashboards: readonly DashboardSummary[];
  /** The name is being edited in place. */
  renaming: boolean;
  onRenamingChange: (renaming: boolean) => void;
  onRename: (name: string) => void;
  /** The dashboard's export menu, when the plan offers one. */
  exportMenu: ReactNode;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`;

/** The dashboard's heading: its name (renamed in place), its export menu and the toolbar. */
export function DashboardHeader({
  id,
  name,
  dashboards,
  renaming,
  onRenamingChange,
  onRename,
  exportMenu,
  onOpen,
  onNew,
  onDuplicate,
  onDelete,
}: DashboardHeaderProps) {
  return (
    <Header data-pdf-section="">
      <Title>
        <Heading>
          <InlineEdit
            value={name}
            label={`Name of ${name}`}
            editing={renaming}
            onEditingChange={onRenamingChange}
            onCommit={onRename}
          />
        </Heading>
        {!renaming && (
          <DashboardButton type="button" aria-label={`Rename ${name}`} onClick={() => onRenamingChange(true)}>
            Rename
          </DashboardButton>
        )}
      </Title>
      {exportMenu}
      <DashboardToolbar
        currentId={id}
        dashboards={dashboards}
        onOpen={onOpen}
        onNew={onNew}
        onDuplicate={onDuplicate}
        onDelete={onDelete}
      />
    </Header>
  );
}
