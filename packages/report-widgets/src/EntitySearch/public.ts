// What `@adlens/report-widgets/entity-search` exports besides the provider: this folder's public API.
export { EntitySearch } from './EntitySearch.tsx';
export type { EntitySearchProps } from './EntitySearch.tsx';
export { useDebouncedSearchTerm } from './useDebouncedSearchTerm.ts';
export { useComboboxKeys } from '../ui/useComboboxKeys.ts';
export type { ComboboxKeys, ComboboxKeysOptions } from '../ui/useComboboxKeys.ts';
