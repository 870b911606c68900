import { formatImpressions, formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { impressionMapFixtures } from '../../fixtures/audienceFixtures.ts';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import type { ChartWidgetStoryProps } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { impressionMapWidget } from './impressionMapWidget.ts';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';

const states = widgetStateStories(impressionMapWidget, impressionMapFixtures, {
  title: 'Impression Map',
  skeletonTestId: 'impression-map-skeleton',
});

const meta = { title: 'Widgets/ImpressionMap', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** The world map at the design's 359 px from the bundled geometry, every country in its description. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    // The map's modules and the world geometry load on demand (a chunk of their own) before it draws.
    const chart = await waitFor(
      async () => {
        const image = within(canvasElement).getByRole('img', { name: /^Impressions of nike\.com by country: / });
        await expect(image.querySelector('svg')).not.toBeNull();
        return image;
      },
      { timeout: 10_000 },
    );
    await expect(chart.getBoundingClientRect().height).toBe(CHART_SIZES.map.height);
    const label = chart.getAttribute('aria-label')!;
    for (const { country, impressions, share } of impressionMapFixtures.single.elements) {
      await expect(label).toContain(`${country.title} ${formatImpressions(impressions)} (${formatPercent(share)})`);
    }
    await expect(chart.querySelectorAll('svg path').length).toBeGreaterThan(170);
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
