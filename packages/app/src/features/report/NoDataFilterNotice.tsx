import {
  type WidgetItem,
  type WidgetFilters,
  itemChannelsQueryOptions,
  itemCountriesQueryOptions,
} from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { LinkButton } from '../../shared/ui/LinkButton.ts';
import { ReportNoteBox } from './ReportNoteBox.ts';
import { tokens } from '../../shared/ui/tokens.ts';

/** How many countries or channels with data are offered as a way out; the rest are counted. */
const OFFERED = 4;

interface WayOut {
  key: string;
  title: string;
  choose: () => void;
}

function Notice({
  text,
  offered,
  more,
  reset,
}: {
  text: string;
  offered: readonly WayOut[];
  more: number;
  /** A way back to the unfiltered report, after the places with data. */
  reset?: WayOut;
}) {
  return (
    <ReportNoteBox $accent={tokens.muted} role="status" data-no-data-notice="">
      <span>{text}</span>
      {offered.map((option) => (
        <LinkButton key={option.key} type="button" onClick={option.choose}>
          {option.title}
        </LinkButton>
      ))}
      {more > 0 && <span>and {more} more</span>}
      {reset && (
        <LinkButton type="button" onClick={reset.choose}>
          {reset.title}
        </LinkButton>
      )}
    </ReportNoteBox>
  );
}

/**
 * Filters that silently empty a report ("Filters chosen on one report type do not silently
 * empty another"): a country or channel remembered from another report where this entity has no data
 * for the period. The filter bar says so and offers, one click each, the countries where it has data
 * for its channel (the item's `countries` dataset) or, when the country has its data but not in the
 * chosen channel, the channels where it has some and all channels (the item's `channels` dataset).
 */
export function NoDataFilterNotice({
  item,
  filters,
  onCountry,
  onChannel,
}: {
  item: WidgetItem;
  /** The report's filters, as its widgets read them. */
  filters: WidgetFilters;
  onCountry: (code: string) => void;
  /** Sets the report's channel, serialized `TYPE-DEVICE`. */
  onChannel: (value: string) => void;
}) {
  const { client } = useAdlensRuntime();
  const countries = useQuery({
    ...itemCountriesQueryOptions(client, item, filters),
    enabled: filters.country !== undefined,
  });
  const chosenType = filters.channel?.type;
  const narrowed = chosenType !== undefined && chosenType !== 'ALL';
  const channels = useQuery({ ...itemChannelsQueryOptions(client, item, filters), enabled: narrowed });

  const chosenCountry = countries.data?.elements.find((country) => country.code === filters.country);
  if (chosenCountry?.disabled) {
    const withData = countries.data!.elements.filter((country) => !country.disabled && !country.restricted);
    return (
      <Notice
        text={
          withData.length > 0
            ? `${item.title} has no data in ${chosenCountry.title} for this period and channel. It has data in`
            : `${item.title} has no data in any country of your plan for this period and channel.`
        }
        offered={withData.slice(0, OFFERED).map((country) => ({
          key: country.code,
          title: country.title,
          choose: () => onCountry(country.code),
        }))}
        more={Math.max(0, withData.length - OFFERED)}
      />
    );
  }
  if (!narrowed || !channels.data) return null;
  const options = channels.data.channels.elements;
  const chosen = options.find((channel) => channel.type === chosenType);
  const all = options.find((channel) => channel.type === 'ALL');
  // Only when the item has data in this country and period at all, just not in the chosen channel.
  if (!chosen || chosen.impressions > 0 || !all || all.impressions <= 0) return null;
  const withData = options.filter(
    (channel) => channel.type !== 'ALL' && channel.impressions > 0 && !channel.disabled && !channel.restricted,
  );
  const where = chosenCountry ? ` in ${chosenCountry.title}` : '';
  return (
    <Notice
      text={`${item.title} has no ${chosen.title} data${where} for this period. It has data in`}
      offered={withData.slice(0, OFFERED).map((channel) => ({
        key: channel.type,
        title: channel.title,
        choose: () => onChannel(`${channel.type}-ALL`),
      }))}
      more={Math.max(0, withData.length - OFFERED)}
      reset={{ key: 'ALL', title: `Show ${all.title.toLowerCase()}`, choose: () => onChannel('ALL-ALL') }}
    />
  );
}
