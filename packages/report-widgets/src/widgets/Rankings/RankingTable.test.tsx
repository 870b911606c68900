import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPercent } from '@adlens/core';
import { describe, expect, it, vi } from 'vitest';
import { EntityLinkContext } from '../../contract/EntityLinkContext.ts';
import { topAdvertisersPublisher } from '../../fixtures/listFixtures.ts';
import { WidgetReportContext } from '../../contract/WidgetReportContext.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { RankingTable } from './RankingTable.tsx';

const table = <RankingTable data={topAdvertisersPublisher} caption="Top Advertisers" captionVisible query="" />;

describe('RankingTable in mark mode (mark mode needs the skiplist manager role)', () => {
  it('offers no Skip control outside mark mode', () => {
    renderWithProviders(table);
    expect(screen.queryByRole('button', { name: /^Skip / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Skip mode' })).toBeNull();
  });

  it('offers a labelled Skip per row that hands the row’s entity to the host, busy until it answers', async () => {
    let finish: () => void = () => {};
    const skip = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<WidgetReportContext value={{ skip }}>{table}</WidgetReportContext>);
    const first = topAdvertisersPublisher.elements[0]!.entity;
    expect(screen.getByRole('columnheader', { name: 'Skip mode' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Skip / })).toHaveLength(topAdvertisersPublisher.elements.length);
    const button = screen.getByRole('button', { name: `Skip ${first.title}: hide it from every list and search` });
    await userEvent.click(button);
    expect(skip).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.id, entityType: first.entityType, title: first.title }),
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe('Skipping…');
    finish();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('RankingTable entities', () => {
  it('links every ranked entity to its report; plain text where the host gives no links', () => {
    const entityHref = ({ entityType, id }: { entityType: string; id: number }) => `/r/${entityType}/${id}`;
    const { unmount } = renderWithProviders(<EntityLinkContext value={{ entityHref }}>{table}</EntityLinkContext>);
    for (const { entity } of topAdvertisersPublisher.elements) {
      expect(screen.getByRole('link', { name: entity.title }).getAttribute('href')).toBe(
        `/r/${entity.entityType}/${entity.id}`,
      );
    }
    unmount();
    renderWithProviders(table);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('RankingTable rank and share (a search only picks rows of the whole list)', () => {
  const [, , third] = topAdvertisersPublisher.elements;

  it('shows the rank and share the API gave a searched row, not its place among the rows found', () => {
    const searched = { ...topAdvertisersPublisher, elements: [third!], count: { total: 1 } };
    const { container, unmount } = renderWithProviders(
      <RankingTable data={searched} caption="Top Advertisers" captionVisible query="x" />,
    );
    const row = within(container).getAllByRole('row')[1]!;
    expect(third!.rank).toBe(3);
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('3');
    expect(row.textContent).toContain(formatPercent(third!.share));
    expect(third!.share).toBeLessThan(100);
    unmount();
  });

  it('names the metric in the share and change headers: of impressions, or of spend on a spend ranking', () => {
    const byImpressions = renderWithProviders(table);
    const headers = within(byImpressions.container);
    expect(headers.getByRole('columnheader', { name: 'Share of impressions' })).toBeTruthy();
    expect(headers.getByRole('columnheader', { name: 'Impressions change' })).toBeTruthy();
    byImpressions.unmount();
    const bySpend = { ...topAdvertisersPublisher, metric: 'expenses' as const };
    const { container, unmount } = renderWithProviders(
      <RankingTable data={bySpend} caption="Top Advertisers" captionVisible query="" />,
    );
    expect(within(container).getByRole('columnheader', { name: 'Share of spend' })).toBeTruthy();
    expect(within(container).getByRole('columnheader', { name: 'Spend change' })).toBeTruthy();
    expect(within(container).queryByRole('columnheader', { name: 'Share of impressions' })).toBeNull();
    unmount();
  });
});
