import { IMAGE_EXPORT_SCALE } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { channelShareFixtures } from '../fixtures/reportFixtures.ts';
import type { WidgetFilters } from '../contract/widgetDefinition.ts';
import { FIRST_ITEM, findChart } from '../storybook/widgetStories.tsx';
import { Button } from '../ui/Button.tsx';
import { downloadBlob } from '../ui/downloadBlob.ts';
import { ChannelShareView } from '../widgets/ChannelShare/ChannelShareView.tsx';
import { WidgetCard } from '../WidgetCard/WidgetCard.tsx';
import { copyImageToClipboard } from './copyImageToClipboard.ts';
import { useImageExport } from './useImageExport.ts';

const TITLE = 'Channel Share of Voice';
const FILTERS: WidgetFilters = { channel: { type: 'DISPLAY', device: 'ALL' }, period: 'LAST_3_MONTHS', country: 'DE' };

/** A widget card wired the way DatasetWidget wires it: JPG download and image copy in its actions. */
function ExportableCard() {
  const image = useImageExport();
  const [message, setMessage] = useState('');
  return (
    <>
      <WidgetCard
        title={TITLE}
        subheader={{ entityType: 'advertiser', channel: FILTERS.channel }}
        status="success"
        onFullscreenChange={() => undefined}
        imageExport={{ ref: image.ref, capturing: image.capturing, entities: [FIRST_ITEM.title], filters: FILTERS }}
        actions={
          <>
            <Button type="button" onClick={async () => downloadBlob(await image.capture(), 'channel-share.jpg')}>
              JPG
            </Button>
            <Button
              type="button"
              onClick={() =>
                copyImageToClipboard(image.capture()).then(
                  () => setMessage('Image copied'),
                  (error: Error) => setMessage(error.message),
                )
              }
            >
              Copy image
            </Button>
          </>
        }
      >
        <ChannelShareView items={[{ item: FIRST_ITEM, data: channelShareFixtures.single }]} />
      </WidgetCard>
      <p role="status">{message}</p>
    </>
  );
}

async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const meta = {
  title: 'Exports/WidgetImageExport',
  component: ExportableCard,
} satisfies Meta<typeof ExportableCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadJpg: Story = {
  name: 'Download as JPG',
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvas.getByRole('region', { name: TITLE });
    await findChart(canvasElement, /^Share of impressions by channel\. /);
    const { width, height } = card.getBoundingClientRect();
    // The download link is not followed: the file it was given is what the user gets.
    const files: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:widget-image';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('channel-share.jpg');
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'JPG' }));
      await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
    const [file] = files;
    await expect(file!.type).toBe('image/jpeg');
    const size = await imageSize(file!);
    // Scale 3, the card's width; taller than the card, with the export header and footer.
    await expect(size.width).toBe(Math.ceil(width) * IMAGE_EXPORT_SCALE);
    await expect(size.height).toBeGreaterThan(height * IMAGE_EXPORT_SCALE);
    // Back to the card as it was: its own header, no export header or footer.
    await waitFor(() => expect(card).not.toHaveAttribute('data-image-export-capturing'));
    await expect(within(card).queryByText('© ', { exact: false })).not.toBeInTheDocument();
    await expect(within(card).getByRole('button', { name: 'JPG' })).toBeVisible();
  },
};

export const CopyImage: Story = {
  name: 'Copy the image to the clipboard (as PNG)',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findChart(canvasElement, /^Share of impressions by channel\. /);
    const card = canvas.getByRole('region', { name: TITLE });
    const { width } = card.getBoundingClientRect();
    const written: ClipboardItem[][] = [];
    const write = spyOn(navigator.clipboard, 'write').mockImplementation(async (items) => {
      written.push(items);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy image' }));
      await expect(await canvas.findByText('Image copied', {}, { timeout: 10_000 })).toBeVisible();
    } finally {
      write.mockRestore();
    }
    await expect(written).toHaveLength(1);
    const [item] = written[0]!;
    await expect(item!.types).toEqual(['image/png']);
    const png = await item!.getType('image/png');
    await expect(png.type).toBe('image/png');
    await expect((await imageSize(png)).width).toBe(Math.ceil(width) * IMAGE_EXPORT_SCALE);
  },
};

export const WhileCapturing: Story = {
  name: 'The card while it is pictured',
  render: () => (
    <WidgetCard
      title={TITLE}
      subheader={{ entityType: 'advertiser', channel: FILTERS.channel }}
      status="success"
      onFullscreenChange={() => undefined}
      controls={<Button type="button">Impressions</Button>}
      imageExport={{ ref: { current: null }, capturing: true, entities: [FIRST_ITEM.title], filters: FILTERS }}
    >
      <ChannelShareView items={[{ item: FIRST_ITEM, data: channelShareFixtures.single }]} />
    </WidgetCard>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('region', { name: TITLE });
    // The export header: title, entities and filters, with the channel of the sub-header.
    await expect(within(card).getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(within(card).getByText(FIRST_ITEM.title).closest('p')).toHaveTextContent(
      `Advertiser: ${FIRST_ITEM.title}`,
    );
    await expect(within(card).getByText('Display')).toBeVisible();
    await expect(within(card).getByText('DE')).toBeVisible();
    await expect(within(card).getByText(`© ${new Date().getFullYear()} Adlens`)).toBeVisible();
    // No full-screen button; the widget's own controls are marked to be left out of the picture.
    await expect(within(card).queryByRole('button', { name: /full screen/i })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Impressions' }).closest('[data-image-export-skip]'),
    ).not.toBeNull();
    await expect(canvasElement.querySelector('[data-pdf-section]')).toBe(card);
  },
};
