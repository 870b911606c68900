import { en, formatCurrencyShort, formatDateSpan, formatImpressions } from '@adlens/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  estimatedExpenditureComparison,
  estimatedExpenditureEmpty,
  estimatedExpenditureSingle,
} from '../../fixtures/fixtures.ts';
import { SERVER_ERROR, repliesPerEntity } from '../../storybook/fixtureFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { EstimatedExpenditureWidget } from './EstimatedExpenditureWidget.tsx';

const DATASET = 'datasets/estimated-expenditure';

// jsdom lays nothing out, so ECharts cannot size a chart here; the chart itself is tested in Node
// (buildExpenditurePieOption.test.ts) and in Chromium (the stories). The stub keeps its description.
vi.mock('../../charts/EChart.tsx', () => ({
  EChart: ({ option }: { option: { aria: { label: { description: string } } } }) => (
    <div role="img" aria-label={option.aria.label.description} />
  ),
}));

describe('EstimatedExpenditureWidget', () => {
  afterEach(cleanup);

  it('fetches each compared advertiser with the filters and shows each one’s figures', async () => {
    const ids = estimatedExpenditureComparison.elements.map((e) => e.entity.id);
    const { fixtures } = renderWithProviders(
      <EstimatedExpenditureWidget
        advertiserIds={ids}
        filters={{ channel: { type: 'DISPLAY', device: 'DESKTOP' }, country: 'US', period: 'LAST_3_MONTHS' }}
      />,
      { routes: { [DATASET]: repliesPerEntity(estimatedExpenditureComparison) } },
    );
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(ids.length);
    // One request per compared item, each cached on its own (core reportDatasets.ts).
    expect(fixtures.urls(DATASET).map((url) => Object.fromEntries(url.searchParams))).toEqual(
      ids.map((id) => ({ advertiser: String(id), channel: 'DISPLAY-DESKTOP', country: 'US', period: 'LAST_3_MONTHS' })),
    );
    for (const [index, element] of estimatedExpenditureComparison.elements.entries()) {
      const column = within(articles[index]!);
      expect(column.getByRole('heading', { level: 3 }).textContent).toBe(element.entity.title);
      expect(column.getByText(formatCurrencyShort(element.expenses, 'USD'), { selector: 'dd span' })).toBeTruthy();
      expect(column.getByText(formatImpressions(element.impressions), { selector: 'dd span' })).toBeTruthy();
      const chart = column.getByRole('img');
      expect(chart.getAttribute('aria-label')).toMatch(
        new RegExp(
          `^Estimated spend of ${element.entity.title} by channel: ${en.channel[element.byChannel[0]!.channel]} \\$`,
        ),
      );
    }
    // The sub-header states every filter the figures answer to, with the days the API counted.
    const { period, currency } = estimatedExpenditureComparison;
    expect(
      screen.getByText(
        `Advertiser · Last 3 months: ${formatDateSpan(period)} · United States · Display · Desktop · ${currency}`,
      ),
    ).toBeTruthy();
  });

  it('shows the empty state when every expense is 0', async () => {
    renderWithProviders(<EstimatedExpenditureWidget advertiserIds={[1187]} filters={{}} />, {
      routes: { [DATASET]: { body: estimatedExpenditureEmpty } },
    });
    expect(await screen.findByText("The widget doesn't have enough data.")).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the error and asks again on retry', async () => {
    const { fixtures } = renderWithProviders(<EstimatedExpenditureWidget advertiserIds={[1001]} filters={{}} />, {
      routes: { [DATASET]: SERVER_ERROR },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(fixtures.calls(DATASET)).toBe(2));
    expect(await screen.findByText('Estimated Expenditure could not be loaded. Please try again later.')).toBeTruthy();
  });

  it('reads Domain in en-winmo', async () => {
    renderWithProviders(<EstimatedExpenditureWidget advertiserIds={[1001]} filters={{}} />, {
      language: 'en-winmo',
      routes: { [DATASET]: { body: estimatedExpenditureSingle } },
    });
    expect(await screen.findByText('Domain · All channels · All devices')).toBeTruthy();
  });
});
