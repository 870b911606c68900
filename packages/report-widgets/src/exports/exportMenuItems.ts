import type { MenuButtonItem } from '../ui/MenuButton.tsx';
import type { ExportOptionState } from '../contract/WidgetExportHost.ts';

/**
 * Menu items of export options that share one state and one in-progress group: none when the option is removed; disabled with the option's hint when the
 * plan refuses it; disabled with `generating` while the group's export runs.
 */
export function exportMenuItems(
  state: ExportOptionState,
  busy: boolean,
  generating: string,
  entries: readonly Pick<MenuButtonItem, 'id' | 'label' | 'onSelect'>[],
): MenuButtonItem[] {
  if (state.state === 'removed') return [];
  const disabled = state.state === 'disabled' || busy;
  const hint = busy ? generating : state.hint;
  return entries.map((entry) => ({ ...entry, disabled, ...(hint ? { hint } : {}) }));
}
