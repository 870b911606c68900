import { MenuButton } from '@adlens/report-widgets';

export interface WidgetMenuProps {
  /** The widget's title, naming the menu for assistive technology. */
  title: string;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/**
 * The dashboard widget card's three-item menu — Edit, Duplicate, Delete —
 * as a keyboard-operable menu button.
 */
export function WidgetMenu({ title, onEdit, onDuplicate, onDelete }: WidgetMenuProps) {
  return (
    <MenuButton
      label={`${title} menu`}
      trigger={
        <span aria-hidden="true" style={{ fontSize: '1.25rem', lineHeight: 1 }}>
          ⋮
        </span>
      }
      items={[
        { id: 'edit', label: 'Edit', onSelect: onEdit },
        { id: 'duplicate', label: 'Duplicate', onSelect: onDuplicate },
        { id: 'delete', label: 'Delete', onSelect: onDelete },
      ]}
    />
  );
}
