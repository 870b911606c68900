import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIRST_ITEM, SECOND_ITEM } from '../storybook/widgetStories.tsx';
import { ImageExportHeader } from './ImageExportHeader.tsx';
import { supportsFlagEmoji } from './supportsFlagEmoji.ts';

/** The value shown for a filter label in the header's description list. */
function filterValue(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const meta = {
  title: 'Exports/ImageExportHeader',
  component: ImageExportHeader,
  args: {
    title: 'Channel Share of Voice',
    entityType: 'advertiser',
    entities: [FIRST_ITEM.title],
    filters: { channel: { type: 'DISPLAY', device: 'MOBILE' }, period: 'LAST_3_MONTHS', country: 'DE' },
  },
} satisfies Meta<typeof ImageExportHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleAdvertiser: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Channel Share of Voice' })).toBeVisible();
    await expect(canvas.getByText(FIRST_ITEM.title, { exact: false })).toHaveTextContent(
      `Advertiser: ${FIRST_ITEM.title}`,
    );
    await expect(filterValue(canvasElement, 'Channel')).toHaveTextContent('Display');
    await expect(filterValue(canvasElement, 'Device')).toHaveTextContent('Mobile');
    await expect(filterValue(canvasElement, 'Period')).toHaveTextContent('Last 3 months');
    // The code is shown, after the flag where the machine draws flag emoji; screen readers hear the name.
    const country = filterValue(canvasElement, 'Country');
    await expect(within(country).getByText('DE')).toBeVisible();
    await expect(within(country).getByText('Germany')).toHaveStyle({ position: 'absolute', width: '1px' });
    await expect(country).toHaveTextContent(supportsFlagEmoji() ? '🇩🇪DEGermany' : 'DEGermany');
    // No demographic filter chosen: none listed.
    await expect(canvas.queryByText('Gender')).not.toBeInTheDocument();
  },
};

export const ComparisonWithAudience: Story = {
  args: {
    entities: [FIRST_ITEM.title, SECOND_ITEM.title],
    filters: { gender: 'FEMALE', age: 'AGE_65_PLUS', period: '20260301-20260531', country: 'us' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(`${FIRST_ITEM.title} vs ${SECOND_ITEM.title}`, { exact: false })).toBeVisible();
    // Gender, age, channel, device, period, country.
    const labels = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(labels).toEqual(['Gender', 'Age group', 'Channel', 'Device', 'Period', 'Country']);
    await expect(filterValue(canvasElement, 'Gender')).toHaveTextContent('Female');
    await expect(filterValue(canvasElement, 'Age group')).toHaveTextContent('65+');
    await expect(filterValue(canvasElement, 'Channel')).toHaveTextContent('All channels');
    await expect(filterValue(canvasElement, 'Period')).toHaveTextContent('1 Mar – 31 May 2026');
    await expect(filterValue(canvasElement, 'Country')).toHaveTextContent(/US\s*United States$/);
  },
};

export const WithoutChannel: Story = {
  name: 'Data without a channel (audience)',
  args: { filters: { channel: null, period: 'LAST_12_MONTHS' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Channel')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Device')).not.toBeInTheDocument();
    await expect(canvas.getByText('Last 12 months')).toBeVisible();
  },
};
