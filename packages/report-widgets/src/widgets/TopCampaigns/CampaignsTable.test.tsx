import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignDisplayName } from '@adlens/core';
import { EntityLinkContext } from '../../contract/EntityLinkContext.ts';
import { topCampaignsSingle } from '../../fixtures/listFixtures.ts';
import { WidgetReportContext } from '../../contract/WidgetReportContext.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { CampaignsTable } from './CampaignsTable.tsx';

describe('CampaignsTable in mark mode', () => {
  it('offers Skip per campaign only in mark mode, and hands the campaign to the host', async () => {
    const skip = vi.fn(async () => {});
    const table = <CampaignsTable data={topCampaignsSingle} caption="Top Campaigns" captionVisible showAdvertiser />;
    const { unmount } = renderWithProviders(table);
    expect(screen.queryByRole('button', { name: /^Skip / })).toBeNull();
    unmount();
    renderWithProviders(<WidgetReportContext value={{ skip }}>{table}</WidgetReportContext>);
    const first = topCampaignsSingle.elements[0]!;
    await userEvent.click(
      screen.getByRole('button', { name: `Skip ${first.title}: hide it from every list and search` }),
    );
    expect(skip).toHaveBeenCalledWith({ entityType: 'campaign', id: first.id, title: first.title });
  });
});

describe('CampaignsTable columns', () => {
  it('names each row’s advertiser, or leaves the column out when the host says every row is its own', () => {
    const withColumn = renderWithProviders(
      <CampaignsTable data={topCampaignsSingle} caption="Top Campaigns" captionVisible showAdvertiser />,
    );
    expect(within(withColumn.container).getByRole('columnheader', { name: 'Advertiser' })).toBeTruthy();
    withColumn.unmount();
    const without = renderWithProviders(
      <CampaignsTable data={topCampaignsSingle} caption="Top Campaigns" captionVisible showAdvertiser={false} />,
    );
    expect(within(without.container).queryByRole('columnheader', { name: 'Advertiser' })).toBeNull();
    expect(within(without.container).getByRole('columnheader', { name: 'Spend' })).toBeTruthy();
  });
});

describe('CampaignsTable entities', () => {
  it('links each campaign and its advertiser to their reports, naming the campaign’s advertiser and flight on hover', () => {
    const entityHref = ({ entityType, id }: { entityType: string; id: number }) => `/r/${entityType}/${id}`;
    const { container } = renderWithProviders(
      <EntityLinkContext value={{ entityHref }}>
        <CampaignsTable data={topCampaignsSingle} caption="Top Campaigns" captionVisible showAdvertiser />
      </EntityLinkContext>,
    );
    for (const row of topCampaignsSingle.elements) {
      // Campaigns of one name ('Always-on Brand') are told apart by the row's advertiser and flight.
      const cells = within(container.querySelector<HTMLElement>(`tr[data-campaign-id="${row.id}"]`)!);
      const campaign = cells.getByRole('link', { name: row.title });
      expect(campaign.getAttribute('href')).toBe(`/r/campaign/${row.id}`);
      expect(campaign.getAttribute('title')).toBe(
        campaignDisplayName(row.title, {
          advertiser: row.advertiser.title,
          firstSeen: row.firstSeen,
          lastSeen: row.lastSeen,
        }),
      );
      expect(cells.getByRole('link', { name: row.advertiser.title }).getAttribute('href')).toBe(
        `/r/advertiser/${row.advertiser.id}`,
      );
    }
  });
});
