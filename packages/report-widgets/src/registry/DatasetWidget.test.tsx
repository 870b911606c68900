import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import single from '../fixtures/estimatedExpenditure.single.json';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { DatasetWidget } from './DatasetWidget.tsx';
import { WidgetReportContext } from './WidgetReportContext.ts';
import type { AnyWidgetDefinition } from './widgetQuery.ts';
import type { ReportItem, WidgetViewProps } from './widgetDefinition.ts';
import { getWidgetDefinition } from './widgets.ts';

const ITEM: ReportItem = {
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
});
