import { type AvailablePublisher, MAX_SELECTED_PUBLISHERS, publisherNameWithKind } from '@adlens/core';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { EntityIcon } from '../ui/EntityIcon.tsx';
import { FilterMenu } from './FilterMenu.tsx';

/** The publisher search waits 200 ms (the limit of 10 is core's). */
export const PUBLISHER_SEARCH_DEBOUNCE_MS = 200;

export interface PublishersFilterProps {
  /** The publishers to list (the app's current search results, 100 per page). */
  publishers: readonly AvailablePublisher[];
  /** Applied publisher ids; empty means no publisher filter. */
  value: readonly number[];
  onChange: (publisherIds: number[]) => void;
  /**
   * The trimmed search term, 200 ms after the last keystroke: the app searches the server with it.
   * Without it the given list is filtered by name.
   */
  onSearchChange?: (term: string) => void;
  maxSelected?: number;
  className?: string;
}

/**
 * The publishers filter: multi-select with search; once the maximum is
 * selected the other entries are disabled with 'Filter allows to select up to 10 publishers'.
 */
export function PublishersFilter({
  publishers,
  value,
  onChange,
  onSearchChange,
  maxSelected = MAX_SELECTED_PUBLISHERS,
  className,
}: PublishersFilterProps) {
  const { t } = useAdlensTranslation();
  const first = publishers.find((publisher) => value.includes(publisher.id));
  // A website and its YouTube channel or app often share a name: each is named with its kind.
  const nameOf = (publisher: AvailablePublisher) => publisherNameWithKind(publisher.name, publisher.type);
  // An empty selection filters nothing, so it reads All; the first name may be outside the search results.
  const valueText =
    value.length === 0
      ? t('filters.all')
      : value.length === 1 && first
        ? nameOf(first)
        : t('filters.firstAndMore', { first: first ? nameOf(first) : String(value[0]), count: value.length - 1 });
  return (
    <FilterMenu
      label={t('filters.publishers')}
      multiple
      clearable
      options={publishers.map((publisher) => ({
        id: String(publisher.id),
        label: nameOf(publisher),
        icon: <EntityIcon icon={publisher.favIconUrl} title={publisher.name} size={16} />,
      }))}
      value={value.map(String)}
      valueText={valueText}
      onChange={(ids) => onChange(ids.map(Number))}
      maxSelected={maxSelected}
      maxSelectedReason={t('filters.publishersLimit', { count: maxSelected })}
      search={{
        label: t('filters.publisherSearch'),
        emptyText: t('filters.noPublishers'),
        onTermChange: onSearchChange,
        debounceMs: PUBLISHER_SEARCH_DEBOUNCE_MS,
        filterLocally: onSearchChange === undefined,
      }}
      className={className}
    />
  );
}
