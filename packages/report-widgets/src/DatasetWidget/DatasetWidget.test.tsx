import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import countries from '../fixtures/countries.json';
import single from '../fixtures/estimatedExpenditure.single.json';
import trendEmpty from '../fixtures/expenditure-trend.empty.json';
import trendSingle from '../fixtures/expenditure-trend.single.json';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { DatasetWidget } from './DatasetWidget.tsx';
import { WidgetReportContext } from '../contract/WidgetReportContext.ts';
import type { AnyWidgetDefinition } from '../contract/widgetQuery.ts';
import type { WidgetItem, WidgetFilters, WidgetViewProps } from '../contract/widgetDefinition.ts';
import { type WidgetType, getWidgetDefinition } from '../catalogue/widgets.ts';

const ITEM: WidgetItem = {
  key: '3',
  title: 'acme.com',
  icon: null,
  entities: [{ entityType: 'advertiser', ids: [3] }],
};

describe('DatasetWidget', () => {
  it('hands its view the same items while the data is the same, so charts are not drawn again', async () => {
    const seen: unknown[] = [];
    function RecordingView({ items }: WidgetViewProps<unknown, unknown>) {
      seen.push(items);
      return <p>{items.length} item drawn</p>;
    }
    const definition = {
      ...(getWidgetDefinition('estimated-expenditure') as unknown as AnyWidgetDefinition),
      component: RecordingView,
    };
    let rerender: () => void = () => {};
    function Page() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders(renders + 1);
      // A page builds its items and filters again on every render; their content stays the same.
      return (
        <DatasetWidget
          definition={definition}
          items={[{ ...ITEM }]}
          filters={{ country: 'US', period: `LAST_3_MONTHS` }}
          onStatusChange={() => {}}
        />
      );
    }
    renderWithProviders(<Page />, { routes: { 'datasets/estimated-expenditure': { body: single } } });
    expect(await screen.findByText('1 item drawn')).toBeTruthy();
    const drawn = seen.at(-1);
    act(() => rerender());
    act(() => rerender());
    expect(seen.at(-1)).toBe(drawn);
  });

  it('shows a refusal beyond the package as the lock, the server message and the upgrade action', async () => {
    const message = 'Enjoy longer historical data by increasing your limit';
    const upgrades: string[] = [];
    renderWithProviders(
      <WidgetReportContext value={{ upgrade: { label: 'Contact admin', onAction: () => upgrades.push('asked') } }}>
        <DatasetWidget
          definition={getWidgetDefinition('estimated-expenditure') as unknown as AnyWidgetDefinition}
          items={[ITEM]}
          filters={{ country: 'US', period: 'LAST_12_MONTHS' }}
        />
      </WidgetReportContext>,
      {
        routes: {
          'datasets/estimated-expenditure': {
            status: 403,
            body: {
              error: {
                message,
                code: 'error.package-limit-exceeded',
                attributes: { limit: 'PERIOD', value: 'LAST_12_MONTHS', maxPeriodMonths: 6 },
              },
            },
          },
        },
      },
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact admin' }));
    expect(upgrades).toEqual(['asked']);
  });

  it('keeps a compared item without data in the card, says where it has none and offers the countries where it has', async () => {
    const trend = getWidgetDefinition('expenditure-trend') as unknown as AnyWidgetDefinition;
    const adidas: WidgetItem = {
      key: '9',
      title: 'adidas.com',
      icon: null,
      entities: [{ entityType: 'advertiser', ids: [9] }],
    };
    // adidas.com has data in every country but the United States.
    const elsewhere = countries.elements.map((c) => ({ ...c, disabled: c.code === 'US' }));
    const switched: string[] = [];
    const { fixtures } = renderWithProviders(
      <WidgetReportContext value={{ changeCountry: (code) => switched.push(code) }}>
        <DatasetWidget definition={trend} items={[ITEM, adidas]} filters={{ country: 'US', period: 'LAST_3_MONTHS' }} />
      </WidgetReportContext>,
      {
        routes: {
          'datasets/expenditure-trend': (url) => ({
            body: url.searchParams.get('advertiser') === '9' ? trendEmpty : trendSingle,
          }),
          'datasets/countries': { body: { elements: elsewhere } },
        },
      },
    );
    const gaps = await screen.findByRole('list', { name: 'Items without data' });
    expect(gaps.textContent).toContain('No data for adidas.com in United States for this period (1 – 31 Jan 2020).');
    const firstElsewhere = elsewhere.find((c) => !c.disabled)!;
    await userEvent.click(await screen.findByRole('button', { name: firstElsewhere.title }));
    expect(switched).toEqual([firstElsewhere.code]);
    // Where it has data is asked for its channel and period, in every country.
    const asked = fixtures.urls('datasets/countries')[0]!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ advertiser: '9', period: 'LAST_3_MONTHS' });
    // The item with data is drawn as before, and the one without keeps its place, saying so.
    expect(screen.getByText('Estimated spend: acme.com')).toBeTruthy();
    expect(screen.getByText('Estimated spend: adidas.com').closest('div')?.querySelector('dd')?.textContent).toBe(
      'No data for these filters',
    );
  });

  it('says why a card is empty: the item has no data in the chosen country, and where it has some', async () => {
    const trend = getWidgetDefinition('expenditure-trend') as unknown as AnyWidgetDefinition;
    const elsewhere = countries.elements.map((c) => ({ ...c, disabled: c.code === 'US' }));
    const { container } = renderWithProviders(
      <WidgetReportContext value={{ changeCountry: () => undefined }}>
        <DatasetWidget definition={trend} items={[ITEM]} filters={{ country: 'US', period: 'LAST_3_MONTHS' }} />
      </WidgetReportContext>,
      {
        routes: {
          'datasets/expenditure-trend': { body: trendEmpty },
          'datasets/countries': { body: { elements: elsewhere } },
        },
      },
    );
    const reason = await within(container).findByRole('list', { name: 'Items without data' });
    expect(reason.textContent).toContain('No data for acme.com in United States for this period (1 – 31 Jan 2020).');
    const firstElsewhere = elsewhere.find((c) => !c.disabled)!;
    expect(await within(reason).findByRole('button', { name: firstElsewhere.title })).toBeTruthy();
    // The card's own empty text stays under the reason.
    expect(within(container).getByText("The widget doesn't have enough data.")).toBeTruthy();
  });

  it('hands the view the compared items without data, in their places', async () => {
    const seen: { title: string; colorIndex: number }[][] = [];
    function RecordingView({ missing }: WidgetViewProps<unknown, unknown>) {
      seen.push(missing.map(({ item, colorIndex }) => ({ title: item.title, colorIndex })));
      return <p>drawn</p>;
    }
    const definition = {
      ...(getWidgetDefinition('expenditure-trend') as unknown as AnyWidgetDefinition),
      component: RecordingView,
    };
    const adidas: WidgetItem = {
      ...ITEM,
      key: '9',
      title: 'adidas.com',
      entities: [{ entityType: 'advertiser', ids: [9] }],
    };
    renderWithProviders(
      <DatasetWidget definition={definition} items={[adidas, ITEM]} filters={{ period: 'LAST_3_MONTHS' }} />,
      {
        routes: {
          'datasets/expenditure-trend': (url) => ({
            body: url.searchParams.get('advertiser') === '9' ? trendEmpty : trendSingle,
          }),
          'datasets/countries': { body: countries },
        },
      },
    );
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(seen.at(-1)).toEqual([{ title: 'adidas.com', colorIndex: 0 }]);
  });

  it('gives each compared item the colour of its place in the report, even where another has no data', async () => {
    const seen: { title: string; colorIndex?: number }[][] = [];
    function RecordingView({ items }: WidgetViewProps<unknown, unknown>) {
      seen.push(items.map(({ item, colorIndex }) => ({ title: item.title, colorIndex })));
      return <p>{items.length} drawn</p>;
    }
    const definition = {
      ...(getWidgetDefinition('expenditure-trend') as unknown as AnyWidgetDefinition),
      component: RecordingView,
    };
    const item = (id: number, title: string): WidgetItem => ({
      key: String(id),
      title,
      icon: null,
      entities: [{ entityType: 'advertiser', ids: [id] }],
    });
    renderWithProviders(
      <DatasetWidget
        definition={definition}
        items={[item(1, 'a.com'), item(2, 'b.com'), item(3, 'c.com')]}
        filters={{ period: 'LAST_3_MONTHS' }}
      />,
      {
        routes: {
          'datasets/expenditure-trend': (url) => ({
            body: url.searchParams.get('advertiser') === '2' ? trendEmpty : trendSingle,
          }),
          'datasets/countries': { body: countries },
        },
      },
    );
    expect(await screen.findByText('2 drawn')).toBeTruthy();
    // b.com has nothing to show: c.com keeps the third colour, as in every other widget.
    expect(seen.at(-1)).toEqual([
      { title: 'a.com', colorIndex: 0 },
      { title: 'c.com', colorIndex: 2 },
    ]);
  });

  it("asks again for data a trial's premium search paid for once the report's view token arrives", async () => {
    const refusal = {
      status: 403,
      body: { error: { message: 'Enjoy more markets', code: 'error.package-limit-exceeded', attributes: {} } },
    };
    let counted = false;
    const definition = getWidgetDefinition('estimated-expenditure') as unknown as AnyWidgetDefinition;
    let giveToken: (token: string) => void = () => {};
    function Report() {
      const [viewToken, setViewToken] = useState<string | undefined>();
      giveToken = setViewToken;
      return (
        <WidgetReportContext value={viewToken ? { viewToken } : {}}>
          <DatasetWidget definition={definition} items={[ITEM]} filters={{ country: 'BR', period: 'LAST_3_MONTHS' }} />
        </WidgetReportContext>
      );
    }
    // Before the premium report view is counted the server refuses the market; after, it answers.
    const { fixtures } = renderWithProviders(<Report />, {
      routes: { 'datasets/estimated-expenditure': () => (counted ? { body: single } : refusal) },
    });
    expect(await screen.findByText('Enjoy more markets')).toBeTruthy();
    counted = true;
    act(() => giveToken('premium-view'));
    expect(await screen.findByText('Estimated spend')).toBeTruthy();
    expect(screen.queryByText('Enjoy more markets')).toBeNull();
    expect(fixtures.calls('datasets/estimated-expenditure')).toBe(2);
  });

  it('does not ask again when the token was there from the start: that refusal is the plan', async () => {
    const definition = getWidgetDefinition('estimated-expenditure') as unknown as AnyWidgetDefinition;
    const { fixtures } = renderWithProviders(
      <WidgetReportContext value={{ viewToken: 'view' }}>
        <DatasetWidget definition={definition} items={[ITEM]} filters={{ country: 'BR', period: 'LAST_3_MONTHS' }} />
      </WidgetReportContext>,
      {
        routes: {
          'datasets/estimated-expenditure': {
            status: 403,
            body: { error: { message: 'Enjoy more markets', code: 'error.package-limit-exceeded', attributes: {} } },
          },
        },
      },
    );
    expect(await screen.findByText('Enjoy more markets')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fixtures.calls('datasets/estimated-expenditure')).toBe(1);
  });

  /** Renders the widget, presses its 'Copy data' and returns the clipboard's lines and the card. */
  async function copiedLines(
    type: WidgetType,
    items: WidgetItem[],
    filters: WidgetFilters,
    body: unknown,
    title: string,
  ) {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { container } = renderWithProviders(
      <DatasetWidget
        definition={getWidgetDefinition(type) as unknown as AnyWidgetDefinition}
        items={items}
        filters={filters}
        onStatusChange={() => {}}
      />,
      { routes: { [`datasets/${type}`]: { body } } },
    );
    const name = `Copy ${title} data to the clipboard`;
    await user.click(await within(container).findByRole('button', { name }, { timeout: 5000 }));
    return { lines: writeText.mock.calls.at(-1)![0].split('\n'), container };
  }

  it('copies its data under its title and the filters that produced it', async () => {
    const { lines, container } = await copiedLines(
      'estimated-expenditure',
      [ITEM],
      { country: 'US', period: 'LAST_3_MONTHS' },
      single,
      'Estimated Expenditure',
    );
    const [title, filters, blank, header] = lines;
    expect(title).toBe('Estimated Expenditure');
    // The card's own sub-header: the days the API answered for, then every filter written out.
    expect(filters).toBe(within(container).getByText(/^Advertiser · /).textContent);
    expect(filters).toMatch(/^Advertiser · Last \d+ months: .+ · United States · All channels · All devices · USD$/);
    expect(blank).toBe('');
    expect(header).toContain('Report item');
  });

  it('copies a campaign read on one publisher under a filter line that names the publisher', async () => {
    const { lines } = await copiedLines(
      'expenditure-trend',
      [{ ...ITEM, entities: [{ entityType: 'campaign', ids: [7] }] }],
      { period: 'LAST_3_MONTHS', publisher: { id: 12, title: 'Yahoo' } },
      trendSingle,
      'Expenditure Trend and Breakdown',
    );
    expect(lines[1]).toMatch(/^Campaign · On Yahoo only · Last \d+ months/);
  });
});
