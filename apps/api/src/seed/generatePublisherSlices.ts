import type { DateRange } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { publisherSliceRanges } from '../datasets/publisherSlices.ts';
import { FILTER_COLUMNS, filterGroupingSets } from './generateReportRollups.ts';
import { withIndexesDeferred } from './withIndexesDeferred.ts';

/** A publisher rollup and the rollup with days each of its rows is a share of. */
interface SlicedRollup {
  slice: string;
  monthly: string;
  parentMonthly: string;
  parentDaily: string;
  /** The columns naming one parent row, beside the month. */
  key: readonly string[];
  /** The monthly rollup's columns, copied into the slice. */
  columns: readonly string[];
}

const ROLLUPS: readonly SlicedRollup[] = [
  {
    slice: 'publisher_slice_advertiser',
    monthly: 'publisher_monthly_advertiser',
    parentMonthly: 'advertiser_monthly_channel',
    parentDaily: 'advertiser_daily_channel',
    key: ['advertiser_id', 'country', 'channel', 'device'],
    columns: ['advertiser_id', 'publisher_id', 'month', 'country', 'channel', 'device'],
  },
  {
    slice: 'publisher_slice_creative',
    monthly: 'publisher_monthly_creative',
    parentMonthly: 'creative_monthly',
    parentDaily: 'creative_daily',
    key: ['advertiser_id', 'creative_id', 'country'],
    columns: [
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
  },
];

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
  for (const rollup of ROLLUPS) {
    const key = rollup.key.join(', ');
    const on = (a: string, b: string) => rollup.key.map((c) => `${a}.${c} = ${b}.${c}`).join(' AND ');
    await withIndexesDeferred(tx, rollup.slice, () =>
      tx.exec(
        `INSERT INTO ${rollup.slice} (range_start, range_end, ${rollup.columns.join(', ')}, impressions, expenses)
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
         SELECT s.range_start, s.range_end, ${rollup.columns.map((c) => `r.${c}`).join(', ')},
                r.impressions * coalesce(s.fi, 0), r.expenses * coalesce(s.fe, 0)
         FROM share s JOIN ${rollup.monthly} r ON r.month = s.month AND ${on('r', 's')}
         WHERE s.fi > 0 OR s.fe > 0`,
      ),
    );
  }
  await withIndexesDeferred(tx, 'publisher_slice_totals', () =>
    tx.exec(
      `INSERT INTO publisher_slice_totals (range_start, range_end, publisher_id, month, country, channel, device,
                                           impressions, expenses)
       SELECT range_start, range_end, publisher_id, month, ${FILTER_COLUMNS}, sum(impressions), sum(expenses)
       FROM publisher_slice_advertiser
       GROUP BY ${filterGroupingSets('range_start, range_end, publisher_id, month')}`,
    ),
  );
}
