import type { EntityType } from '@adlens/core';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { estimatedExpenditureComparison } from '../fixtures/fixtures.ts';
import type { WidgetItem, WidgetFilters } from '../contract/widgetDefinition.ts';
import { WidgetReportContext } from '../contract/WidgetReportContext.ts';
import type { FixtureFetch, FixtureReply } from './fixtureFetch.ts';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';

/**
 * Story helpers shared by the chart widgets (stories and play functions only; not exported from the
 * package). The compared advertisers are the ones of the captured estimated-expenditure comparison.
 */
export interface ChartWidgetStoryProps {
  /** The report's items: one entity, a group of ids, or a category benchmark. */
  items: readonly WidgetItem[];
  /** Channel, country, period and currency the widget is drawn for. */
  filters: WidgetFilters;
  /** The plan does not include the widget: the lock, the message and the action; nothing is fetched. */
  restriction?: WidgetRestriction;
}

type Canvas = ReturnType<typeof within>;

const [firstEntity, secondEntity] = estimatedExpenditureComparison.elements.map((e) => e.entity);
if (!firstEntity || !secondEntity) throw new Error('The estimated-expenditure comparison needs two advertisers');

export function storyItem(
  entity: { id: number; title: string; icon: string | null },
  entityType: EntityType = 'advertiser',
): WidgetItem {
  return {
    key: String(entity.id),
    title: entity.title,
    icon: entity.icon,
    entities: [{ entityType, ids: [entity.id] }],
  };
}

/** A report's industry benchmark (docs/product/industry-benchmark.md): its category averaged per advertiser. */
export const BENCHMARK_ITEM: WidgetItem = {
  key: 'benchmark:7',
  title: 'Sportswear (Avg)',
  icon: null,
  entities: [{ entityType: 'category', ids: [7] }],
  benchmark: true,
  benchmarkOf: 'advertiser',
};

/**
 * A card that cannot draw the report's industry benchmark says why in one visible line, and asks
 * nothing of the category.
 */
export async function expectBenchmarkNote(canvas: Canvas, title: string, reason: string, urls: readonly URL[]) {
  const card = canvas.getByRole('region', { name: title });
  await expect(await within(card).findByText(reason)).toBeVisible();
  await expect(within(card).queryByText(/\(Avg\)/)).not.toBeInTheDocument();
  await expect(urls.filter((url) => url.searchParams.has('category'))).toEqual([]);
}

/** The first item of every story and the second of a comparison. */
export const FIRST_ITEM = storyItem(firstEntity);
export const SECOND_ITEM = storyItem(secondEntity);
export const STORY_FILTERS: WidgetFilters = { period: 'LAST_3_MONTHS' };

/**
 * Answers each per-item request with the body of the item it names (`advertiser=5` → first), so a
 * `single` and a `comparison` fixture serve the two columns of a comparison.
 */
export function replyPerItem(bodies: ReadonlyMap<string, unknown>, param = 'advertiser'): FixtureReply {
  return (url) => {
    const id = (url.searchParams.get(param) ?? '').replace(/[()]/g, '');
    const body = bodies.get(id);
    return body === undefined ? { status: 404, body: { error: { code: 'not-found', message: id } } } : { body };
  };
}

/** The upgrade message every restricted story shows. */
export const UPGRADE_MESSAGE = 'Enjoy more features by upgrading to the next package';

/** Widgets that read with the report's view token get one from the report context. */
export const withViewToken: Decorator = (Story) => (
  <WidgetReportContext.Provider value={{ viewToken: 'story-view-token' }}>
    <Story />
  </WidgetReportContext.Provider>
);

export async function expectLoading(canvas: Canvas, title: string, testId: string) {
  const card = canvas.getByRole('region', { name: title });
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(within(card).getByRole('status')).toHaveTextContent(`Loading ${title}`);
  await expect(canvas.getByTestId(testId)).toBeInTheDocument();
}

export async function expectEmpty(canvas: Canvas) {
  await expect(await canvas.findByText("The widget doesn't have enough data.")).toBeVisible();
  await expect(canvas.getByText('Try changing the filter settings.')).toBeVisible();
  await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
}

export async function expectErrorAndRetry(
  canvas: Canvas,
  click: (element: Element) => Promise<void>,
  failing: FixtureFetch,
  path: string,
  title: string,
) {
  const message = `${title} could not be loaded. Please try again later.`;
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(failing.calls(path)).toBe(1);
  await click(canvas.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(failing.calls(path)).toBe(2));
  await expect(await canvas.findByText(message)).toBeVisible();
}

/** A restricted widget: the lock prompt with its action over the dimmed skeleton, and no request. */
export async function expectRestricted(
  canvas: Canvas,
  click: (element: Element) => Promise<void>,
  fixtures: FixtureFetch,
  path: string,
  title: string,
  testId: string,
  onAction: () => void,
) {
  const card = canvas.getByRole('region', { name: title });
  await expect(card).toHaveAttribute('data-status', 'restricted');
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(within(card).getByText(UPGRADE_MESSAGE)).toBeVisible();
  await expect(within(card).getByTestId(testId)).toBeInTheDocument();
  await click(within(card).getByRole('button', { name: 'Upgrade' }));
  await expect(onAction).toHaveBeenCalledOnce();
  await expect(fixtures.calls(path)).toBe(0);
}

/** The chart image of an item, described by its `aria` label. */
export async function findChart(container: HTMLElement, name: RegExp): Promise<HTMLElement> {
  // Charts draw once near the viewport: until then their box carries only the description.
  return waitFor(async () => {
    const chart = within(container).getByRole('img', { name });
    await expect(chart.querySelector('svg')).not.toBeNull();
    return chart;
  });
}

/**
 * A dataset card's sub-header: the entity type, then (once the data has answered) its period with
 * dates and its country, then channel and device (none for audience panels), then the currency
 * (widgetSubheaderText).
 */
export function subheaderPattern(entityType: string, { channel = true }: { channel?: boolean } = {}): RegExp {
  return channel
    ? new RegExp(`^${entityType} · (.+ · )?All channels · All devices( · [A-Z]{3})?$`)
    : new RegExp(`^${entityType}( · .+)?$`);
}
