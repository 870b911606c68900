import { AdlensClient } from '@adlens/api-client';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
import { WidgetCard } from './WidgetCard.tsx';

const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: vi.fn() });

function renderCard(props: Partial<ComponentProps<typeof WidgetCard>>, language: 'en' | 'en-winmo' = 'en') {
  return render(
    <AdlensWidgetsProvider client={client} language={language}>
      <WidgetCard title="Estimated Expenditure" status="success" skeleton={<span>skeleton</span>} {...props}>
        <p>content</p>
      </WidgetCard>
    </AdlensWidgetsProvider>,
  );
}

describe('WidgetCard', () => {
  afterEach(cleanup);

  it('is a region named by its title, at the heading level asked for', () => {
    renderCard({ headingLevel: 3 });
    const region = screen.getByRole('region', { name: 'Estimated Expenditure' });
    expect(region.querySelector('h3')?.textContent).toBe('Estimated Expenditure');
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('shows the skeleton while loading, marked busy and announced', () => {
    renderCard({ status: 'loading' });
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading Estimated Expenditure');
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('shows the empty message and hint', () => {
    renderCard({ status: 'empty' });
    expect(screen.getByText("The widget doesn't have enough data.")).toBeTruthy();
    expect(screen.getByText('Try changing the filter settings.')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('shows the error with a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    renderCard({ status: 'error', onRetry });
    expect(screen.getByText('Estimated Expenditure could not be loaded. Please try again later.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('writes the sub-header, with Domain for Advertiser in en-winmo', () => {
    renderCard({ subheader: { entityType: 'advertiser', channel: { type: 'DISPLAY', device: 'MOBILE' } } }, 'en-winmo');
    expect(screen.getByText('Domain · Display · Mobile')).toBeTruthy();
  });

  it('says when a campaign’s figures are one publisher’s', () => {
    renderCard({ subheader: { entityType: 'campaign', publisher: 'Yahoo' } });
    expect(screen.getByText('Campaign · On Yahoo only · All channels · All devices')).toBeTruthy();
  });

  it('describes the help button by the help text and renders the actions slot', () => {
    renderCard({ help: 'What this shows.', actions: <button type="button">Export</button> });
    expect(
      screen.getByRole('button', { name: 'About Estimated Expenditure', description: 'What this shows.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('is a section of the report PDF, and while pictured shows the export header and footer instead of its own', () => {
    const ref = { current: null as HTMLElement | null };
    const imageExport = {
      ref,
      capturing: false,
      entities: ['nike.com', 'adidas.com'],
      filters: { period: 'LAST_3_MONTHS', country: 'FR' },
    };
    const { rerender } = renderCard({ imageExport, actions: <button type="button">Export</button> });
    const region = screen.getByRole('region', { name: 'Estimated Expenditure' });
    expect(ref.current).toBe(region);
    expect(region.hasAttribute('data-pdf-section')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export' }).closest('[data-image-export-skip]')).not.toBeNull();
    expect(screen.queryByText('nike.com vs adidas.com')).toBeNull();

    rerender(
      <AdlensWidgetsProvider client={client}>
        <WidgetCard
          title="Estimated Expenditure"
          status="success"
          subheader={{ entityType: 'advertiser', channel: { type: 'SOCIAL', device: 'DESKTOP' } }}
          imageExport={{ ...imageExport, capturing: true }}
          actions={<button type="button">Export</button>}
        >
          <p>content</p>
        </WidgetCard>
      </AdlensWidgetsProvider>,
    );
    expect(screen.getByRole('region', { name: 'Estimated Expenditure' })).toBe(region);
    expect(region.hasAttribute('data-image-export-capturing')).toBe(true);
    expect(screen.getByText('nike.com vs adidas.com')).toBeTruthy();
    // The channel and device of the sub-header, the filters of the report.
    expect(screen.getByText('Social')).toBeTruthy();
    expect(screen.getByText('Desktop')).toBeTruthy();
    expect(screen.getByText('Last 3 months')).toBeTruthy();
    expect(screen.getByText('France')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Adlens`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });
});
