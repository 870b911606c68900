import { AdlensClient } from '@adlens/api-client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef, useImperativeHandle } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
import { WidgetCard } from '../WidgetCard/WidgetCard.tsx';
import { captureElementJpeg } from './captureElementJpeg.ts';
import { type ImageExport, useImageExport } from './useImageExport.ts';

// jsdom draws nothing: the picture is Chromium's (WidgetImageExport stories); here, what was on the card.
vi.mock('./captureElementJpeg.ts', () => ({
  IMAGE_EXPORT_SKIP_ATTRIBUTE: 'data-image-export-skip',
  captureElementJpeg: vi.fn(),
}));

const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: vi.fn() });
const exposed = createRef<ImageExport>();

/** A card exported the way DatasetWidget does it; the test drives the hook through `exposed`. */
function Card() {
  const image = useImageExport();
  useImperativeHandle(exposed, () => image);
  return (
    <WidgetCard
      title="Channel Share of Voice"
      status="success"
      imageExport={{ ...image, entities: ['nike.com'], filters: { period: 'LAST_30_DAYS' } }}
    >
      <p>chart</p>
    </WidgetCard>
  );
}

/** Each picture records whether the card showed its export header and footer when it was taken. */
function recordPictures(): string[] {
  const seen: string[] = [];
  vi.mocked(captureElementJpeg).mockImplementation(async (node) => {
    const footer = node.querySelector('[data-image-export-footer]')?.textContent ?? 'no footer';
    const header = node.querySelector('[data-image-export-header] dl')?.textContent ?? 'no header';
    seen.push(`${header} / ${footer}`);
    return `data:image/jpeg;base64,${btoa(String(seen.length))}`;
  });
  return seen;
}

describe('useImageExport', () => {
  // A capture waits for React to draw the card: React must render as it would in the browser, not
  // hold the updates until an act() scope ends.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    cleanup();
    vi.mocked(captureElementJpeg).mockReset();
  });

  it('pictures the card with its export header and footer, then shows it as before', async () => {
    const seen = recordPictures();
    render(
      <AdlensWidgetsProvider client={client}>
        <Card />
      </AdlensWidgetsProvider>,
    );
    const blob = await exposed.current!.capture();
    expect(seen).toEqual([
      `ChannelAll channelsDeviceAll devicesPeriodLast 30 days / © ${new Date().getFullYear()} Adlens`,
    ]);
    expect(blob.type).toBe('image/jpeg');
    await waitFor(() => expect(screen.queryByText('Last 30 days')).toBeNull());
    expect(exposed.current!.capturing).toBe(false);
  });

  it('shares a running capture, and draws a capture started as soon as one ends', async () => {
    const seen = recordPictures();
    render(
      <AdlensWidgetsProvider client={client}>
        <Card />
      </AdlensWidgetsProvider>,
    );
    const first = exposed.current!.capture();
    expect(exposed.current!.capture()).toBe(first);
    await first;
    // Started in the same turn as the first one's clean-up: both updates land in one render.
    await exposed.current!.capture();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toContain('Last 30 days');
  });
});
