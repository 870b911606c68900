import { type BrandHeaderResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  type ChartWidgetStoryProps,
  STORY_FILTERS,
  UPGRADE_MESSAGE,
  expectEmpty,
  expectErrorAndRetry,
  expectLoading,
  expectRestricted,
  replyPerItem,
  storyItem,
} from '../../storybook/widgetStories.tsx';
import { brandHeaderFixtures } from '../../fixtures/reportFixtures.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { WidgetReportContext } from '../../registry/WidgetReportContext.ts';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { brandHeaderWidget } from './brandHeaderWidget.ts';

const TITLE = 'Brand';
const DATASET = 'datasets/brand-header';
const SKELETON = 'brand-header-skeleton';
const { brand, comparison, empty } = brandHeaderFixtures;
const asItem = ({ brand: b }: BrandHeaderResponse) => storyItem({ id: b.id, title: b.name, icon: b.icon }, 'brand');
const BRAND_ITEM = asItem(brand);
const SECOND_BRAND_ITEM = asItem(comparison);
const entityHref = ({ entityType, id }: { entityType: string; id: number }) => `/ad-intelligence/${entityType}/${id}`;

function BrandHeaderStory(props: ChartWidgetStoryProps) {
  return (
    <WidgetReportContext.Provider value={{ entityHref }}>
      <DatasetWidget definition={brandHeaderWidget} {...props} />
    </WidgetReportContext.Provider>
  );
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

function fact(article: HTMLElement, label: string): HTMLElement {
  const value = within(article).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

/** What a user reads of a brand: its name linking to its report, website, family, category and figures. */
async function expectBrand(canvasElement: HTMLElement, data: BrandHeaderResponse) {
  const { brand: b, currency } = data;
  const article = await within(canvasElement).findByRole('article', { name: b.name });
  await expect(within(article).getByRole('link', { name: b.name })).toHaveAttribute(
    'href',
    entityHref({ entityType: 'brand', id: b.id }),
  );
  const site = within(fact(article, 'Website')).getByRole('link', { name: b.domain });
  await expect(site).toHaveAttribute('href', b.homePageUrl);
  await expect(fact(article, 'Master brand')).toHaveTextContent(b.master?.title ?? 'None');
  const subBrands = fact(article, 'Sub-brands');
  if (b.subBrands.length === 0) await expect(subBrands).toHaveTextContent('None');
  for (const sub of b.subBrands) {
    await expect(within(subBrands).getByRole('link', { name: sub.title })).toHaveAttribute(
      'href',
      entityHref({ entityType: 'brand', id: sub.id }),
    );
  }
  await expect(fact(article, 'Category')).toHaveTextContent(b.category?.title ?? 'None');
  await expect(fact(article, 'Estimated spend')).toHaveTextContent(formatCurrencyShort(b.expenses, currency));
  await expect(fact(article, 'Impressions')).toHaveTextContent(formatImpressions(b.impressions));
}

const meta = {
  title: 'Widgets/BrandHeader',
  component: BrandHeaderStory,
  args: { items: [BRAND_ITEM], filters: STORY_FILTERS },
  parameters: { adlens: fixtures({ body: brand }) },
} satisfies Meta<typeof BrandHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleBrand: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Brand · All channels · All devices')).toBeVisible();
    await expectBrand(canvasElement, brand);
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [BRAND_ITEM, SECOND_BRAND_ITEM] },
  parameters: {
    adlens: fixtures(
      replyPerItem(
        new Map([
          [BRAND_ITEM.key, brand],
          [SECOND_BRAND_ITEM.key, comparison],
        ]),
        'brand',
      ),
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expectBrand(canvasElement, brand);
    await expectBrand(canvasElement, comparison);
  },
};

export const Empty: Story = {
  parameters: { adlens: fixtures({ body: empty }) },
  play: async ({ canvas }) => expectEmpty(canvas),
};

const failing = createFixtureFetch({ [DATASET]: SERVER_ERROR });

export const ErrorState: Story = {
  name: 'Error',
  parameters: { adlens: { fixtures: failing } },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, userEvent }) =>
    expectErrorAndRetry(canvas, (element) => userEvent.click(element), failing, DATASET, TITLE),
};

const restricted = createFixtureFetch({ [DATASET]: { body: brand } });
const onUpgrade = fn();

export const Restricted: Story = {
  args: { restriction: { message: UPGRADE_MESSAGE, actionLabel: 'Upgrade', onAction: onUpgrade } },
  parameters: { adlens: { fixtures: restricted } },
  beforeEach: () => {
    restricted.reset();
    onUpgrade.mockClear();
  },
  play: async ({ canvas, userEvent }) =>
    expectRestricted(canvas, (element) => userEvent.click(element), restricted, DATASET, TITLE, SKELETON, onUpgrade),
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Brand · All channels · All devices')).toBeVisible();
    await expectBrand(canvasElement, brand);
  },
};
