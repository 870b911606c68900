import {
  type AvailablePublisher,
  type Creative,
  type CreativesResponse,
  FILTER_DATASETS,
  formatCurrencyShort,
  formatImpressions,
  formatTimer,
  displayDateSpan,
  publisherNameWithKind,
} from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import availablePublishersJson from '../../fixtures/available-publishers.single.json';
import { creativesComparison, creativesEmpty, creativesSingle } from '../../fixtures/listFixtures.ts';
import { type FixtureReply, SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import {
  STORY_UPGRADE_MESSAGE,
  expectRestrictedList,
  storyEntityHref,
  storyItem,
  withReportContext,
} from '../Rankings/listStoryHelpers.tsx';
import { creativeSizeText } from './topAdsData.ts';
import { topAdsWidget } from './topAdsWidget.ts';
import { TopAdsWidget } from './TopAdsWidget.tsx';
import { BENCHMARK_ITEM, expectBenchmarkNote, subheaderPattern } from '../../storybook/widgetStories.tsx';

const TITLE = 'Top Ads';
const DATASET = `datasets/${topAdsWidget.dataset}`;
const NIKE = storyItem('advertiser', 5, 'nike.com');
const ADIDAS = storyItem('advertiser', 17, 'adidas.com');

const PUBLISHERS_DATASET = `datasets/${FILTER_DATASETS.availablePublishers}`;
/** The captured publishers of the advertiser (JSON imports widen string unions, hence the cast). */
const availablePublishers = availablePublishersJson as unknown as { elements: AvailablePublisher[] };

/** The creatives reply, and the advertiser's publishers for the publisher filter of the controls. */
function topAdsFetch(reply: FixtureReply) {
  return createFixtureFetch({ [DATASET]: reply, [PUBLISHERS_DATASET]: { body: availablePublishers } });
}

function fixtures(reply: FixtureReply): AdlensStoryParameters {
  return { fixtures: topAdsFetch(reply) };
}

/** The figure under a label (`dt`) of an ad card. */
function fact(card: HTMLElement, label: string): HTMLElement {
  const value = within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

function labelOf(creative: Creative): string {
  const base = `${creative.advertiser.title} ${creative.type.title} ad, ${creativeSizeText(creative.size)}`;
  return creative.videoUrl && creative.duration !== null ? `${base}, ${formatTimer(creative.duration)}` : base;
}

/** What a user reads and can play on each ad card, checked against the fixture. */
async function expectCards(scope: HTMLElement, data: CreativesResponse) {
  await within(scope).findAllByRole('article');
  const cards = within(scope).getAllByRole('article');
  await expect(cards).toHaveLength(data.creatives.elements.length);
  for (const [index, creative] of data.creatives.elements.entries()) {
    const card = cards[index]!;
    await expect(card).toHaveAccessibleName(labelOf(creative));
    if (creative.videoUrl) {
      const video = card.querySelector('video')!;
      await expect(video).toHaveAttribute('controls');
      await expect(video.muted).toBe(true);
      await expect(video.autoplay).toBe(false);
      await expect(video).toHaveAccessibleName(labelOf(creative));
    } else {
      await expect(within(card).getByRole('img', { name: labelOf(creative) })).toBeVisible();
    }
    await expect(fact(card, 'Type')).toHaveTextContent(creative.type.title);
    await expect(fact(card, 'Size')).toHaveTextContent(creativeSizeText(creative.size));
    await expect(fact(card, 'Seen')).toHaveTextContent(
      displayDateSpan(creative.detectionRange.first, creative.detectionRange.last),
    );
    await expect(fact(card, 'Impressions')).toHaveTextContent(formatImpressions(creative.totalImpressions));
    await expect(fact(card, 'Spend')).toHaveTextContent(formatCurrencyShort(creative.totalExpenses, data.currency));
    await expect(within(fact(card, 'Campaign')).getByRole('link', { name: creative.campaign.title })).toHaveAttribute(
      'href',
      storyEntityHref({ entityType: 'campaign', id: creative.campaign.id }),
    );
    await expect(within(fact(card, 'Landing page')).getByRole('link')).toHaveAttribute(
      'href',
      creative.campaign.landingPageUrl,
    );
  }
}

const meta = {
  title: 'Widgets/TopAds',
  component: TopAdsWidget,
  decorators: [withReportContext],
  args: { items: [NIKE], filters: { period: creativesSingle.period.id } },
  parameters: { adlens: fixtures({ body: creativesSingle }) },
} satisfies Meta<typeof TopAdsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('top-ads-skeleton')).toBeInTheDocument();
  },
};

const single = topAdsFetch({ body: creativesSingle });

export const SingleAdvertiser: Story = {
  parameters: { adlens: { fixtures: single } },
  beforeEach: () => single.reset(),
  play: async ({ canvasElement, canvas }) => {
    await expectCards(canvasElement, creativesSingle);
    // One row of four, newest first, read with the report's view token.
    const query = Object.fromEntries(single.urls(DATASET)[0]!.searchParams);
    await expect(query).toMatchObject({ advertiser: '5', page: '0', size: '4', sort: 'NEWEST' });
    const pages = Math.ceil(creativesSingle.creatives.count.total / 4);
    if (pages > 1) await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible();
    else await expect(canvas.queryByRole('group', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

const benchmarked = topAdsFetch({ body: creativesSingle });

/** A benchmarked comparison: the ads are nike.com's, and one line says why the '(Avg)' has none. */
export const WithIndustryBenchmark: Story = {
  args: { items: [BENCHMARK_ITEM, NIKE] },
  parameters: { adlens: { fixtures: benchmarked } },
  beforeEach: () => benchmarked.reset(),
  play: async ({ canvasElement, canvas }) => {
    await expectCards(canvasElement, creativesSingle);
    await expectBenchmarkNote(
      canvas,
      TITLE,
      'The industry benchmark has no ads of its own: each ad belongs to one advertiser.',
      benchmarked.urls(DATASET),
    );
  },
};

/** The fixture as one page of a longer list, so paging can be tried whatever the capture's length. */
const longer: CreativesResponse = {
  ...creativesSingle,
  creatives: {
    ...creativesSingle.creatives,
    count: { total: Math.max(creativesSingle.creatives.count.total, creativesSingle.creatives.elements.length * 3) },
  },
};
const keyboard = topAdsFetch({ body: longer });

export const SortAndAdTypesByKeyboard: Story = {
  parameters: { adlens: { fixtures: keyboard } },
  beforeEach: () => keyboard.reset(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const chips = canvas.getByRole('group', { name: 'Ad types' });
    const video = within(chips).getByRole('button', { name: 'Video' });
    video.focus();
    await userEvent.keyboard('{Enter}');
    await expect(video).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(keyboard.urls(DATASET).at(-1)!.searchParams.get('f.type')).toBe('in(VIDEO,SOCIAL_VIDEO)'),
    );
    await userEvent.tab();
    await expect(within(chips).getByRole('button', { name: 'Social' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(keyboard.urls(DATASET).at(-1)!.searchParams.get('f.type')).toMatch(/^in\(VIDEO,SOCIAL_VIDEO,SOCIAL,/),
    );

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Impressions');
    await waitFor(() => expect(keyboard.urls(DATASET).at(-1)!.searchParams.get('sort')).toBe('IMPRESSIONS'));

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(keyboard.urls(DATASET).at(-1)!.searchParams.get('page')).toBe('1'));
  },
};

const byPublisher = topAdsFetch({ body: longer });

export const PublishersFilter: Story = {
  parameters: { adlens: { fixtures: byPublisher } },
  beforeEach: () => byPublisher.reset(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    // Go to page 2 first: choosing publishers returns to the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(byPublisher.urls(DATASET).at(-1)!.searchParams.get('page')).toBe('1'));

    const trigger = canvas.getByRole('button', { name: 'Publishers: All' });
    await userEvent.click(trigger);
    // The report item's publishers with the report's filters.
    const asked = byPublisher.urls(PUBLISHERS_DATASET).at(-1)!.searchParams;
    await expect(Object.fromEntries(asked)).toMatchObject({ advertiser: '5', period: 'LAST_3_MONTHS', size: '100' });
    const listbox = await canvas.findByRole('listbox');
    const [first] = availablePublishers.elements;
    const firstName = publisherNameWithKind(first!.name, first!.type);
    await userEvent.click(await within(listbox).findByRole('option', { name: firstName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(trigger).toHaveAccessibleName(`Publishers: ${firstName}`);
    await waitFor(() =>
      expect(byPublisher.urls(DATASET).at(-1)!.searchParams.get('f.publisher')).toBe(`in(${first!.id})`),
    );
    await expect(byPublisher.urls(DATASET).at(-1)!.searchParams.get('page')).toBe('0');

    // The search asks the server (debounced, trimmed).
    await userEvent.click(trigger);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search publishers' }), ' sc ');
    await waitFor(() => expect(byPublisher.urls(PUBLISHERS_DATASET).at(-1)!.searchParams.get('q')).toBe('sc'));
    await userEvent.keyboard('{Escape}');
  },
};

export const AtMostTenPublishers: Story = {
  parameters: { adlens: fixtures({ body: creativesSingle }) },
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Publishers: All' }));
    const listbox = await canvas.findByRole('listbox');
    // Each named with its kind: a website and its YouTube channel or app may share a name.
    const names = availablePublishers.elements.map((publisher) =>
      publisherNameWithKind(publisher.name, publisher.type),
    );
    await expect(names.some((name) => / \((YT channel|Android|iOS)\)$/.test(name))).toBe(true);
    await within(listbox).findByRole('option', { name: names[0]! });
    for (const name of names.slice(0, 10)) await userEvent.click(within(listbox).getByRole('option', { name }));
    const eleventh = within(listbox).getByRole('option', { name: names[10]! });
    await expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    await expect(eleventh).toHaveAccessibleDescription('Filter allows to select up to 10 publishers');
  },
};

const display = topAdsFetch({ body: creativesSingle });

export const AdTypesOfTheChannel: Story = {
  args: { filters: { period: creativesSingle.period.id, channel: { type: 'DISPLAY', device: 'ALL' } } },
  parameters: { adlens: { fixtures: display } },
  beforeEach: () => display.reset(),
  play: async ({ canvas, userEvent }) => {
    // Display offers banners and animated banners only.
    const chips = await canvas.findByRole('group', { name: 'Ad types' });
    const labels = within(chips)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    await expect(labels).toEqual(['Banner', 'Animated banner']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Animated banner' }));
    await waitFor(() => expect(display.urls(DATASET).at(-1)!.searchParams.get('f.type')).toBe('in(ANIMATED_BANNER)'));
  },
};

const full = topAdsFetch({ body: creativesSingle });

export const FullScreen: Story = {
  args: { fullscreen: true },
  parameters: { adlens: { fixtures: full } },
  beforeEach: () => full.reset(),
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, creativesSingle);
    // Four rows of four in full screen.
    await expect(full.urls(DATASET)[0]!.searchParams.get('size')).toBe('16');
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [NIKE, ADIDAS] },
  parameters: {
    adlens: fixtures((url) => ({
      body: url.searchParams.get('advertiser') === '17' ? creativesComparison : creativesSingle,
    })),
  },
  play: async ({ canvas }) => {
    await expectCards(await canvas.findByRole('region', { name: NIKE.title }), creativesSingle);
    await expectCards(canvas.getByRole('region', { name: ADIDAS.title }), creativesComparison);
  },
};

export const Empty: Story = {
  parameters: { adlens: fixtures({ body: creativesEmpty }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The widget doesn't have enough data.")).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    // The ad-type chips stay, so a filter that found nothing can be undone.
    await expect(canvas.getByRole('group', { name: 'Ad types' })).toBeVisible();
  },
};

const failing = topAdsFetch(SERVER_ERROR);

export const ErrorState: Story = {
  name: 'Error',
  parameters: { adlens: { fixtures: failing } },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, userEvent }) => {
    const message = `${TITLE} could not be loaded. Please try again later.`;
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failing.calls(DATASET)).toBe(2));
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Domain'))).toBeVisible();
    await expectCards(canvasElement, creativesSingle);
  },
};

const restricted = topAdsFetch({ body: {} });
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
      title: 'Top Ads',
      skeletonTestId: 'top-ads-skeleton',
      requests: () => restricted.calls(DATASET),
      onAction: onUpgrade,
    }),
};
