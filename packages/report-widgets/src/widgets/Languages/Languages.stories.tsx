import { formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDeviation } from '../../audience/audienceData.ts';
import { languagesFixtures } from '../../fixtures/audienceFixtures.ts';
import type { ChartWidgetStoryProps } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { languagesWidget } from './languagesWidget.ts';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';

const states = widgetStateStories(languagesWidget, languagesFixtures, {
  title: 'Languages',
  skeletonTestId: 'languages-skeleton',
});

const meta = { title: 'Widgets/Languages', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** The languages ranked by share, each with its share and its deviation from the market. */
async function expectLanguages(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('table', { name: 'Languages: nike.com' });
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(languagesFixtures.single.elements.length);
  for (const [index, language] of languagesFixtures.single.elements.entries()) {
    const row = within(rows[index]!);
    await expect(row.getByRole('rowheader')).toHaveTextContent(language.title);
    await expect(row.getByText(formatPercent(language.share))).toBeVisible();
    await expect(row.getByText(`${formatDeviation(language.deviation)} pp`)).toBeVisible();
  }
}

export const Success: Story = {
  play: async ({ canvas }) => {
    await expectLanguages(canvas);
    // Audience panels have no channel or device: the sub-header names the entity type only.
    await expect(canvas.getByText(subheaderPattern('Advertiser', { channel: false }), { selector: 'p' })).toBeVisible();
  },
};

/** The partner's wording: Advertiser reads Domain, the figures are the same. */
export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async (context) => {
    await expect(
      await context.canvas.findByText(subheaderPattern('Domain', { channel: false }), { selector: 'p' }),
    ).toBeVisible();
    await expectLanguages(context.canvas);
  },
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
