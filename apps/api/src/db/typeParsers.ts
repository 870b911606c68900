/**
 * Value parsing shared by both drivers. Out of the box `pg` returns bigint and numeric as strings and
 * dates as local-time `Date`s, while PGlite returns numbers, strings and UTC `Date`s; we pin one
 * behaviour so results are identical on either database:
 * - int8 → number (our counters stay far below 2^53),
 * - numeric → number (money is rounded to cents before it leaves the server),
 * - date → the ISO `YYYY-MM-DD` text itself (no time-zone shifts).
 */
const PG_TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;

export const TYPE_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [PG_TYPE_OIDS.int8]: (value) => Number(value),
  [PG_TYPE_OIDS.numeric]: (value) => Number(value),
  [PG_TYPE_OIDS.date]: (value) => value,
};
