import { type BrandHeaderResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  type ChartWidgetStoryProps,
  STORY_FILTERS,
  replyPerItem,
  storyItem,
  subheaderPattern,
} from '../../storybook/widgetStories.tsx';
import { datasetFixtures } from '../../storybook/datasetFixtures.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { brandHeaderFixtures } from '../../fixtures/reportFixtures.ts';
import { EntityLinkContext } from '../../contract/EntityLinkContext.ts';
import { brandHeaderWidget } from './brandHeaderWidget.ts';

const { brand, comparison, empty } = brandHeaderFixtures;
const asItem = ({ brand: b }: BrandHeaderResponse) => storyItem({ id: b.id, title: b.name, icon: b.icon }, 'brand');
const BRAND_ITEM = asItem(brand);
const SECOND_BRAND_ITEM = asItem(comparison);
const entityHref = ({ entityType, id }: { entityType: string; id: number }) => `/ad-intelligence/${entityType}/${id}`;

/** The brand's and its family's names link to their reports, as on the report page. */
const withEntityHref: Decorator = (Story) => (
  <EntityLinkContext.Provider value={{ entityHref }}>
    <Story />
  </EntityLinkContext.Provider>
);

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

/** Brands are this widget's own items, so only the card states are every widget's stories. */
const states = widgetStateStories(
  brandHeaderWidget,
  { single: brand, empty },
  { title: 'Brand', skeletonTestId: 'brand-header-skeleton' },
);

const meta = {
  title: 'Widgets/BrandHeader',
  ...states.meta,
  args: { items: [BRAND_ITEM], filters: STORY_FILTERS },
  decorators: [withEntityHref],
} satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

export const SingleBrand: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Brand'))).toBeVisible();
    await expectBrand(canvasElement, brand);
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [BRAND_ITEM, SECOND_BRAND_ITEM] },
  parameters: datasetFixtures(
    brandHeaderWidget,
    replyPerItem(
      new Map([
        [BRAND_ITEM.key, brand],
        [SECOND_BRAND_ITEM.key, comparison],
      ]),
      'brand',
    ),
  ),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expectBrand(canvasElement, brand);
    await expectBrand(canvasElement, comparison);
  },
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Brand'))).toBeVisible();
    await expectBrand(canvasElement, brand);
  },
};
