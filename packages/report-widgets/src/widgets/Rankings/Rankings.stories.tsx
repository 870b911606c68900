import { type RankingResponse, formatCurrencyShort, formatImpressions, formatPercent, formatTrend } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  categoryPublishersCategory,
  marketLeadersCategory,
  startTopItemsSingle,
  topAdvertisersPublisher,
  topAppsSingle,
  topPublishersComparison,
  topPublishersEmpty,
  topPublishersSingle,
  youtubeChannelsSingle,
} from '../../fixtures/listFixtures.ts';
import { WidgetReportContext, useWidgetReportContext } from '../../contract/WidgetReportContext.ts';
import { RankingWidget } from './RankingWidget.tsx';
import { type FixtureReply, SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import {
  STORY_UPGRADE_MESSAGE,
  expectRestrictedList,
  storyEntityHref,
  storyItem,
  withReportContext,
} from './listStoryHelpers.tsx';
import {
  categoryPublishersWidget,
  marketLeadersWidget,
  startTopItemsWidget,
  topAdvertisersWidget,
  topAppsWidget,
  topPublishersWidget,
  youtubeChannelsWidget,
} from './rankingWidgets.ts';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';
import { darkSchemeStory } from '../../storybook/darkSchemeStory.ts';

const DATASET = `datasets/${topPublishersWidget.dataset}`;
const NIKE = storyItem('advertiser', 5, 'nike.com');
const ADIDAS = storyItem('advertiser', 17, 'adidas.com');

/** The fixture's rows as a later page of the same list: the API ranks them on from the pages before. */
function laterPage(body: RankingResponse, page: number, size: number): RankingResponse {
  return { ...body, elements: body.elements.map((row) => ({ ...row, rank: row.rank + page * size })) };
}

/**
 * The API's search and paging on a fixture: rows whose name contains `q`, each keeping its rank and
 * share in the whole list; a later page ranks on from the pages before.
 */
function searchable(body: RankingResponse): FixtureReply {
  return (url) => {
    const paged = laterPage(
      body,
      Number(url.searchParams.get('page') ?? 0),
      Number(url.searchParams.get('size') ?? 10),
    );
    const q = url.searchParams.get('q')?.toLowerCase();
    if (!q) return { body: paged };
    const elements = paged.elements.filter((row) => row.entity.title.toLowerCase().includes(q));
    return { body: { ...paged, elements, count: { total: elements.length } } };
  };
}

function fixtures(routes: Record<string, FixtureReply>): AdlensStoryParameters {
  return { fixtures: createFixtureFetch(routes) };
}

/** What a user reads in a ranked row, checked against the fixture the API served. */
async function expectRows(table: HTMLElement, data: RankingResponse) {
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(data.elements.length);
  for (const [index, element] of data.elements.entries()) {
    const cells = within(rows[index]!).getAllByRole('cell');
    const link = within(rows[index]!).getByRole('link', { name: element.entity.title });
    await expect(link).toHaveAttribute('href', storyEntityHref(element.entity));
    await expect(cells[0]).toHaveTextContent(new RegExp(`^${element.rank}$`));
    await expect(cells[1]).toHaveTextContent(formatImpressions(element.impressions));
    await expect(cells[2]).toHaveTextContent(formatCurrencyShort(element.expenses, data.currency));
    await expect(cells[3]).toHaveTextContent(formatPercent(element.share));
    await expect(cells[4]).toHaveTextContent(formatTrend(element.change));
  }
}

const meta = {
  title: 'Widgets/Rankings',
  component: RankingWidget,
  decorators: [withReportContext],
  args: {
    definition: topPublishersWidget,
    items: [NIKE],
    filters: { period: topPublishersSingle.period.id },
  },
  parameters: { adlens: fixtures({ [DATASET]: searchable(topPublishersSingle) }) },
} satisfies Meta<typeof RankingWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures({ [DATASET]: 'pending' }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Top Publishers' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('ranking-skeleton')).toBeInTheDocument();
    // The controls stay usable while the list loads.
    await expect(canvas.getByRole('tab', { name: 'Impressions' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The fixture as the first page of a list of at least three pages, whatever the capture's length. */
const longer: RankingResponse = {
  ...topPublishersSingle,
  count: { total: Math.max(topPublishersSingle.count.total, 21) },
};
const single = createFixtureFetch({ [DATASET]: searchable(longer) });

export const TopPublishers: Story = {
  parameters: { adlens: { fixtures: single } },
  beforeEach: () => single.reset(),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(subheaderPattern('Advertiser'))).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Top Publishers: nike.com' });
    await expectRows(table, topPublishersSingle);
    const pages = Math.ceil(longer.count.total / 10);
    await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // Paging asks for the next page and shows the ranks the API gave its rows (11 on).
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(single.urls(DATASET).at(-1)!.searchParams.get('page')).toBe('1'));
    await expect(await canvas.findByText(`Page 2 of ${pages}`)).toBeVisible();
    await expectRows(canvas.getByRole('table'), laterPage(topPublishersSingle, 1, 10));
    await expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^11$/);

    // A new page size starts again at the first page.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '20');
    await waitFor(() =>
      expect(Object.fromEntries(single.urls(DATASET).at(-1)!.searchParams)).toMatchObject({ page: '0', size: '20' }),
    );
  },
};

const keyboard = createFixtureFetch({ [DATASET]: searchable(topPublishersSingle) });

export const SpendTabAndSearchByKeyboard: Story = {
  parameters: { adlens: { fixtures: keyboard } },
  beforeEach: () => keyboard.reset(),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await canvas.findByRole('table');
    // Tabs: one tab stop; the arrow key moves to Spend and sorts by spend.
    await userEvent.click(canvas.getByRole('tab', { name: 'Impressions' }));
    await userEvent.keyboard('{ArrowRight}');
    const spend = canvas.getByRole('tab', { name: 'Spend' });
    await expect(spend).toHaveFocus();
    await expect(spend).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(keyboard.urls(DATASET).at(-1)!.searchParams.get('sort')).toBe('expenses-desc'));

    // Search: typed, sent once typing pauses, matches marked.
    const target = topPublishersSingle.elements[1]!.entity.title;
    const query = target.slice(0, 3);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search Top Publishers' })).toHaveFocus();
    await userEvent.keyboard(query);
    await waitFor(() => expect(keyboard.urls(DATASET).at(-1)!.searchParams.get('q')).toBe(query));
    const id = topPublishersSingle.elements[1]!.entity.id;
    const row = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>(`tr[data-entity-id="${id}"]`);
      if (!found) throw new Error(`No row for ${target}`);
      return found;
    });
    const link = within(row).getByRole('link');
    await expect(link).toHaveTextContent(target);
    await expect(link.querySelector('mark')).toHaveTextContent(new RegExp(`^${query}$`, 'i'));
    const expected = topPublishersSingle.elements.filter((row) =>
      row.entity.title.toLowerCase().includes(query.toLowerCase()),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(expected.length + 1));
    // The row found keeps its rank in the whole list: the search only picks rows.
    await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(
      new RegExp(`^${topPublishersSingle.elements[1]!.rank}$`),
    );
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [NIKE, ADIDAS] },
  parameters: {
    adlens: fixtures({
      [DATASET]: (url) => ({
        body: url.searchParams.get('advertiser') === '17' ? topPublishersComparison : topPublishersSingle,
      }),
    }),
  },
  play: async ({ canvas }) => {
    // One table per item, named by it: each item ranks its own publishers.
    await expectRows(await canvas.findByRole('table', { name: NIKE.title }), topPublishersSingle);
    await expectRows(canvas.getByRole('table', { name: ADIDAS.title }), topPublishersComparison);
    const pages = Math.ceil(Math.max(topPublishersSingle.count.total, topPublishersComparison.count.total) / 10);
    await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { adlens: fixtures({ [DATASET]: { body: topPublishersEmpty } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The widget doesn't have enough data.")).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // The search stays, so a search that found nothing can be changed.
    await expect(canvas.getByRole('searchbox', { name: 'Search Top Publishers' })).toBeVisible();
  },
};

const failing = createFixtureFetch({ [DATASET]: SERVER_ERROR });

export const ErrorState: Story = {
  name: 'Error',
  parameters: { adlens: { fixtures: failing } },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, userEvent }) => {
    const message = 'Top Publishers could not be loaded. Please try again later.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failing.calls(DATASET)).toBe(2));
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

const PUBLISHER = storyItem('publisher', 301, 'cnn.com');

export const EnWinmoTopAdvertisers: Story = {
  name: 'en-winmo: Top Advertisers of a publisher',
  globals: { language: 'en-winmo' },
  args: { definition: topAdvertisersWidget, items: [PUBLISHER] },
  parameters: { adlens: fixtures({ [`datasets/${topAdvertisersWidget.dataset}`]: { body: topAdvertisersPublisher } }) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `Top Domains: ${PUBLISHER.title}` });
    await expect(canvas.getByRole('heading', { name: 'Top Domains' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Domain' })).toBeVisible();
    await expectRows(table, topAdvertisersPublisher);
  },
};

export const TopAppsWithPlatform: Story = {
  args: { definition: topAppsWidget },
  parameters: { adlens: fixtures({ [`datasets/${topAppsWidget.dataset}`]: { body: topAppsSingle } }) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `Top Apps: ${NIKE.title}` });
    await expectRows(table, topAppsSingle);
    const rows = within(table).getAllByRole('row').slice(1);
    for (const [index, row] of topAppsSingle.elements.entries()) {
      const platform = row.entity.publisherKind === 'IOS_APP' ? 'iOS' : 'Android';
      await expect(within(rows[index]!).getByRole('rowheader')).toHaveTextContent(`${row.entity.title}${platform}`);
    }
  },
};

export const YoutubeChannels: Story = {
  args: { definition: youtubeChannelsWidget },
  parameters: { adlens: fixtures({ [`datasets/${youtubeChannelsWidget.dataset}`]: { body: youtubeChannelsSingle } }) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `YouTube Channels: ${NIKE.title}` });
    await expectRows(table, youtubeChannelsSingle);
    await expect(within(table).getAllByText('YT channel')).toHaveLength(youtubeChannelsSingle.elements.length);
  },
};

const CATEGORY = storyItem('category', 12, 'Sportswear');

export const CategoryPublishers: Story = {
  args: { definition: categoryPublishersWidget, items: [CATEGORY] },
  parameters: {
    adlens: fixtures({ [`datasets/${categoryPublishersWidget.dataset}`]: { body: categoryPublishersCategory } }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Category'))).toBeVisible();
    await expectRows(
      await canvas.findByRole('table', { name: `Category Publishers: ${CATEGORY.title}` }),
      categoryPublishersCategory,
    );
  },
};

export const MarketLeaders: Story = {
  args: { definition: marketLeadersWidget, items: [CATEGORY] },
  parameters: { adlens: fixtures({ [`datasets/${marketLeadersWidget.dataset}`]: { body: marketLeadersCategory } }) },
  play: async ({ canvas }) => {
    await expectRows(
      await canvas.findByRole('table', { name: `Market Leaders: ${CATEGORY.title}` }),
      marketLeadersCategory,
    );
  },
};

const START = `datasets/${startTopItemsWidget.dataset}`;
const start = createFixtureFetch({ [START]: { body: startTopItemsSingle } });

export const StartPageTopLists: Story = {
  args: {
    definition: startTopItemsWidget,
    items: [{ key: 'market', title: 'United States', icon: null, entities: [] }],
    filters: { country: 'US' },
  },
  parameters: { adlens: { fixtures: start } },
  beforeEach: () => start.reset(),
  play: async ({ canvas, userEvent }) => {
    await expectRows(await canvas.findByRole('table', { name: 'Top Lists: United States' }), startTopItemsSingle);
    await expect(start.urls(START)[0]!.searchParams.get('metric')).toBe('ADVERTISERS');
    const topLists = canvas.getByRole('tablist', { name: 'Top list' });
    await userEvent.click(within(topLists).getByRole('tab', { name: 'Advertisers' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(topLists).getByRole('tab', { name: 'Publishers' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(start.urls(START).at(-1)!.searchParams.get('metric')).toBe('PUBLISHERS'));
    await userEvent.keyboard('{End}');
    await expect(within(topLists).getByRole('tab', { name: 'Spend' })).toHaveFocus();
    await waitFor(() => expect(start.urls(START).at(-1)!.searchParams.get('metric')).toBe('SPEND'));
    // The list sets its own order and has no search: no sort, no q, no second tab list.
    await expect(start.urls(START).at(-1)!.searchParams.has('sort')).toBe(false);
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('tablist')).toHaveLength(1);
  },
};

const restricted = createFixtureFetch({ [DATASET]: { body: {} } });
const onUpgrade = fn();

export const Restricted: Story = {
  args: { restriction: { message: STORY_UPGRADE_MESSAGE, actionLabel: 'Upgrade', onAction: onUpgrade } },
  parameters: { adlens: { fixtures: restricted } },
  beforeEach: () => {
    restricted.reset();
    onUpgrade.mockClear();
  },
  play: async ({ canvas }) =>
    expectRestrictedList(canvas, {
      title: 'Top Publishers',
      skeletonTestId: 'ranking-skeleton',
      requests: () => restricted.calls(DATASET),
      onAction: onUpgrade,
    }),
};

const skipInStory = fn(async (_entity: { id: number }) => {});

/** The host hands a skip callback; every row offers a labelled Skip. */
export const MarkMode: Story = {
  decorators: [
    (Story) => {
      const host = useWidgetReportContext();
      return (
        <WidgetReportContext value={{ ...host, skip: skipInStory }}>
          <Story />
        </WidgetReportContext>
      );
    },
  ],
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Skip mode' })).toBeInTheDocument();
    const first = topPublishersSingle.elements[0]!.entity;
    await userEvent.click(
      within(table).getByRole('button', { name: `Skip ${first.title}: hide it from every list and search` }),
    );
    await expect(skipInStory).toHaveBeenCalledWith(expect.objectContaining({ id: first.id }));
  },
};

/** Ranking tables, tabs and the paginator on a partner's dark page. */
export const DarkScheme: Story = darkSchemeStory(ComparisonOfTwo);
