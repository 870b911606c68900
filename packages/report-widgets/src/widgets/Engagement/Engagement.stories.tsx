import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { engagementFixtures } from '../../fixtures/audienceFixtures.ts';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { defaultTheme } from '../../theme/defaultTheme.ts';
import { type ChartWidgetStoryProps, findChart, subheaderPattern } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { engagementWidget } from './engagementWidget.ts';
import { darkSchemeStory } from '../../storybook/darkSchemeStory.ts';
import type { AdlensPalette } from '../../theme/AdlensTheme.ts';
import { darkTheme } from '../../theme/darkTheme.ts';

const states = widgetStateStories(engagementWidget, engagementFixtures, {
  title: 'Engagement',
  skeletonTestId: 'engagement-skeleton',
});

const meta = { title: 'Widgets/Engagement', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/**
 * The week as a heatmap at the design's 204 px (its modules load on demand), cells in the theme's four
 * quartile colours, the Night/Daytime/Evening zones under the hours and the band legend.
 */
/** What a user sees of the week, cells in the four quartile colours of the theme in use. */
function expectWeek(heatmap: AdlensPalette['heatmap']): NonNullable<Story['play']> {
  return async ({ canvas, canvasElement }) => {
    const chart = await findChart(canvasElement, /^Engagement of the audience of nike\.com by weekday and hour\. /);
    await expect(chart.getBoundingClientRect().height).toBe(CHART_SIZES.heatmap.height);
    await expect(chart.getAttribute('aria-label')).toMatch(
      /Busiest: \w{3} \d\d:00\. .*Night \d+%, Daytime \d+%, Evening \d+%/,
    );
    const svg = chart.querySelector('svg')!;
    await expect(svg.textContent).toContain('Mon');
    // The busiest cells are in the top band; the quietest night hours in the lowest.
    const fills = [...svg.querySelectorAll('path')].map((path) => path.getAttribute('fill')?.toLowerCase());
    await expect(fills).toContain(heatmap[3]);
    await expect(fills).toContain(heatmap[0]);
    const zones = within(canvas.getByRole('list', { name: 'Times of day' })).getAllByRole('listitem');
    await expect(zones.map((zone) => zone.textContent)).toEqual(['Night', 'Daytime', 'Evening']);
    // Night and evening each a quarter of the hours' width.
    const [night, daytime] = zones.map((zone) => zone.getBoundingClientRect().width);
    await expect(Math.round(daytime! / night!)).toBe(2);
    const bands = within(canvas.getByRole('list', { name: 'Share of the busiest hour' })).getAllByRole('listitem');
    await expect(bands.map((band) => band.textContent)).toEqual(['0–25%', '26–50%', '51–75%', '76–100%']);
  };
}

export const Success: Story = { play: expectWeek(defaultTheme.palette.heatmap) };

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

/** The dark preset's heat-map bands run from dark to bright on a dark card. */
export const DarkScheme: Story = darkSchemeStory({ play: expectWeek(darkTheme.palette.heatmap) });
