import { formatPercent, formatShortNumber } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { keywordVolumeFixtures } from '../../fixtures/audienceFixtures.ts';
import type { ChartWidgetStoryProps } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { keywordVolumeWidget } from './keywordVolumeWidget.ts';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';

const states = widgetStateStories(keywordVolumeWidget, keywordVolumeFixtures, {
  title: 'Keyword Volume',
  skeletonTestId: 'keyword-volume-skeleton',
});

const meta = { title: 'Widgets/KeywordVolume', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** The keywords with their monthly searches and share. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Keyword Volume: nike.com' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(keywordVolumeFixtures.single.elements.length);
    for (const [index, keyword] of keywordVolumeFixtures.single.elements.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByRole('rowheader')).toHaveTextContent(keyword.keyword);
      await expect(row.getByText(formatPercent(keyword.share))).toBeVisible();
      await expect(row.getByText(formatShortNumber(keyword.volume))).toBeVisible();
    }
  },
};

/** The partner's wording: Advertiser reads Domain, the figures are the same. */
export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async (context) => {
    await expect(
      await context.canvas.findByText(subheaderPattern('Domain', { channel: false }), { selector: 'p' }),
    ).toBeVisible();
    await Success.play?.(context);
  },
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
