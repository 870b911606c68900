import type { DateRange } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { PUBLISHER_TOTALS_SLICE, SHARED_PUBLISHER_ROLLUPS, publisherSliceRanges } from '../datasets/publisherSlices.ts';
import { FILTER_COLUMNS, filterGroupingSets } from './generateReportRollups.ts';
import { withIndexesDeferred } from './withIndexesDeferred.ts';

/** The monthly rollup's columns each stored row copies. */
const COLUMNS = {
  advertiser: ['advertiser_id', 'publisher_id', 'month', 'country', 'channel', 'device'],
  creative: [
    'advertiser_id',
    'creative_id',
    'publisher_id',
    'month',
    'country',
    'campaign_id',
    'channel',
    'device',
    'type',
    'placement',
    'buying_method',
    'first_seen',
    'last_seen',
  ],
} as const satisfies Record<keyof typeof SHARED_PUBLISHER_ROLLUPS, readonly string[]>;

/**
 * Publisher rows of the day ranges the predefined periods cut out of a month (migration 0028): each
 * monthly publisher row times its parent's share of its month on those days — the arithmetic a report
 * does on request for any other range (scanRollups.ts, SHARE_PARENT) — and the publisher totals with
 * their 'ALL' rows summed from them, like publisher_monthly_totals.
 */
export async function buildPublisherSlices(tx: Queryable, data: DateRange): Promise<void> {
  const ranges = publisherSliceRanges(data);
  if (ranges.length === 0) return;
  const values = `(VALUES ${ranges.map((r) => `('${r.start}'::date, '${r.end}'::date, '${r.month}'::date)`).join(', ')})
    AS g(range_start, range_end, month)`;
  for (const name of ['advertiser', 'creative'] as const) {
    const rollup = SHARED_PUBLISHER_ROLLUPS[name];
    const columns: readonly string[] = COLUMNS[name];
    const key = rollup.key.join(', ');
    const on = (a: string, b: string) => rollup.key.map((c) => `${a}.${c} = ${b}.${c}`).join(' AND ');
    await withIndexesDeferred(tx, rollup.slice, () =>
      tx.exec(
        `INSERT INTO ${rollup.slice} (range_start, range_end, ${columns.join(', ')}, impressions, expenses)
         WITH days AS (
           SELECT g.range_start, g.range_end, g.month, ${rollup.key.map((c) => `d.${c}`).join(', ')},
                  sum(d.impressions) AS impressions, sum(d.expenses) AS expenses
           FROM ${values} JOIN ${rollup.parentDaily} d ON d.day BETWEEN g.range_start AND g.range_end
           GROUP BY g.range_start, g.range_end, g.month, ${key}
         ),
         share AS (
           SELECT d.range_start, d.range_end, d.month, ${rollup.key.map((c) => `d.${c}`).join(', ')},
                  d.impressions::float8 / nullif(m.impressions, 0) AS fi, d.expenses::float8 / nullif(m.expenses, 0) AS fe
           FROM days d JOIN ${rollup.parentMonthly} m ON m.month = d.month AND ${on('m', 'd')}
         )
         SELECT s.range_start, s.range_end, ${columns.map((c) => `r.${c}`).join(', ')},
                r.impressions * coalesce(s.fi, 0), r.expenses * coalesce(s.fe, 0)
         FROM share s JOIN ${rollup.monthly} r ON r.month = s.month AND ${on('r', 's')}
         WHERE s.fi > 0 OR s.fe > 0`,
      ),
    );
  }
  await withIndexesDeferred(tx, PUBLISHER_TOTALS_SLICE, () =>
    tx.exec(
      `INSERT INTO ${PUBLISHER_TOTALS_SLICE} (range_start, range_end, publisher_id, month, country, channel, device,
                                           impressions, expenses)
       SELECT range_start, range_end, publisher_id, month, ${FILTER_COLUMNS}, sum(impressions), sum(expenses)
       FROM ${SHARED_PUBLISHER_ROLLUPS.advertiser.slice}
       GROUP BY ${filterGroupingSets('range_start, range_end, publisher_id, month')}`,
    ),
  );
}
