/** Publisher filter: at most 10 publishers selected. */
export const MAX_SELECTED_PUBLISHERS = 10;

/**
 * Once 10 publishers are selected, the unselected ones are disabled (tooltip 'Filter
 * allows to select up to 10 publishers'); selected ones stay enabled so they can be removed.
 */
export function isPublisherChoiceDisabled(selected: boolean, selectedCount: number): boolean {
  return !selected && selectedCount >= MAX_SELECTED_PUBLISHERS;
}
