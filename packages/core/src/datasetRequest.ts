import { type ChannelSelection, parseChannel, serializeChannel } from './channel.ts';
import { type EntityType, isEntityType } from './entityType.ts';
import { isValidPeriodId } from './period.ts';

/**
 * The serialized dataset request of ("Query parameters come from a serialized
 * request"). One definition for both sides: the client serializes, the API parses, and the two are
 * round-trip tested.
 *
 * Wire form (query string):
 * - entity ids per type: `advertiser=12` or `advertiser=(12,40)`
 * - `channel=TYPE-DEVICE`, `country=US`, `period=LAST_3_MONTHS|YYYYMMDD-YYYYMMDD`, `currency=USD`,
 *   `gender=…`, `age=…`
 * - paging `page` (0-based) and `size`; `sort=field-direction`; search `q`
 * - conditions `f.{field}=op(v1,v2)` with op in/contains/le/ge/between
 * - any other key is a custom parameter, passed through as a string
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const CONDITION_OPERATORS = ['in', 'contains', 'le', 'ge', 'between'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface DatasetCondition {
  field: string;
  op: ConditionOperator;
  values: string[];
}

export interface DatasetEntities {
  entityType: EntityType;
  ids: number[];
}

export interface DatasetRequest {
  entities?: DatasetEntities[];
  channel?: ChannelSelection;
  country?: string;
  period?: string;
  currency?: string;
  gender?: string;
  age?: string;
  page?: number;
  size?: number;
  sort?: { field: string; direction: SortDirection };
  q?: string;
  conditions?: DatasetCondition[];
  params?: Record<string, string>;
}

const RESERVED = new Set(['channel', 'country', 'period', 'currency', 'gender', 'age', 'page', 'size', 'sort', 'q']);
const CONDITION_PREFIX = 'f.';

/** Thrown by `parseDatasetRequest`; `issues` maps the query key to what is wrong with it. */
export class DatasetRequestError extends Error {
  readonly issues: Record<string, string[]>;
  constructor(issues: Record<string, string[]>) {
    super(`Invalid dataset request: ${Object.keys(issues).join(', ')}`);
    this.name = 'DatasetRequestError';
    this.issues = issues;
  }
}

function escapeValue(value: string): string {
  // Commas and parentheses delimit lists; percent-encode them inside a value so any text round-trips.
  return value.replace(/[%,()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function unescapeValue(value: string): string {
  return value.replace(/%(25|2C|28|29)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function serializeDatasetRequest(request: DatasetRequest): URLSearchParams {
  const out = new URLSearchParams();
  for (const { entityType, ids } of request.entities ?? []) {
    out.set(entityType, ids.length === 1 ? String(ids[0]) : `(${ids.join(',')})`);
  }
  if (request.channel) out.set('channel', serializeChannel(request.channel));
  for (const key of ['country', 'period', 'currency', 'gender', 'age'] as const) {
    const value = request[key];
    if (value !== undefined) out.set(key, value);
  }
  if (request.page !== undefined) out.set('page', String(request.page));
  if (request.size !== undefined) out.set('size', String(request.size));
  if (request.sort) out.set('sort', `${request.sort.field}-${request.sort.direction}`);
  if (request.q !== undefined) out.set('q', request.q);
  for (const { field, op, values } of request.conditions ?? []) {
    out.set(`${CONDITION_PREFIX}${field}`, `${op}(${values.map(escapeValue).join(',')})`);
  }
  for (const [key, value] of Object.entries(request.params ?? {})) out.set(key, value);
  return out;
}

function parseIds(raw: string): number[] | undefined {
  const inner = raw.startsWith('(') && raw.endsWith(')') ? raw.slice(1, -1) : raw;
  const parts = inner.split(',');
  if (parts.length === 0 || parts.some((p) => !/^[1-9]\d{0,14}$/.test(p))) return undefined;
  return parts.map(Number);
}

function parseNonNegativeInt(raw: string, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= max ? value : undefined;
}

const OP_FORM = /^([a-z]+)\((.*)\)$/s;

/**
 * Parses a query (as Fastify or URLSearchParams give it) into a request, collecting every problem
 * rather than stopping at the first, so a 400 names all of them.
 */
export function parseDatasetRequest(
  query: URLSearchParams | Record<string, string | string[] | undefined>,
  options: { maxSize?: number } = {},
): DatasetRequest {
  const maxSize = options.maxSize ?? 1000;
  const entries: [string, string][] = [];
  if (query instanceof URLSearchParams) entries.push(...query.entries());
  else {
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const v of value) entries.push([key, v]);
      else if (value !== undefined) entries.push([key, value]);
    }
  }
  // Null-prototype maps: a query key such as `constructor` or `__proto__` must be data, not a crash.
  const issues: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const problem = (key: string, message: string) => (issues[key] ??= []).push(message);
  const seen = new Set<string>();
  const request: DatasetRequest = {};

  for (const [key, value] of entries) {
    if (seen.has(key)) {
      problem(key, 'must be given once');
      continue;
    }
    seen.add(key);
    if (isEntityType(key)) {
      const ids = parseIds(value);
      if (!ids) problem(key, 'must be a positive integer id or a list like (1,2)');
      else (request.entities ??= []).push({ entityType: key, ids });
    } else if (key === 'channel') {
      const channel = parseChannel(value);
      if (!channel) problem(key, 'must be TYPE-DEVICE, e.g. ALL-ALL or DISPLAY-DESKTOP');
      else request.channel = channel;
    } else if (key === 'country') {
      if (!/^[A-Z]{2}$/.test(value)) problem(key, 'must be a two-letter country code');
      else request.country = value;
    } else if (key === 'period') {
      if (!isValidPeriodId(value)) problem(key, 'must be a period code or YYYYMMDD-YYYYMMDD');
      else request.period = value;
    } else if (key === 'currency') {
      if (!/^[A-Z]{3}$/.test(value)) problem(key, 'must be a three-letter currency code');
      else request.currency = value;
    } else if (key === 'gender' || key === 'age') {
      if (!/^[A-Za-z0-9_+-]{1,20}$/.test(value)) problem(key, 'is not a valid code');
      else request[key] = value;
    } else if (key === 'page') {
      const page = parseNonNegativeInt(value, 1_000_000);
      if (page === undefined) problem(key, 'must be a non-negative integer');
      else request.page = page;
    } else if (key === 'size') {
      const size = parseNonNegativeInt(value, maxSize);
      if (size === undefined || size === 0) problem(key, `must be an integer from 1 to ${maxSize}`);
      else request.size = size;
    } else if (key === 'sort') {
      const dash = value.lastIndexOf('-');
      const field = dash > 0 ? value.slice(0, dash) : value;
      const direction = dash > 0 ? value.slice(dash + 1) : 'desc';
      if (!/^[A-Za-z][A-Za-z0-9_.]{0,63}$/.test(field) || !(SORT_DIRECTIONS as readonly string[]).includes(direction)) {
        problem(key, 'must be field-asc or field-desc');
      } else request.sort = { field, direction: direction as SortDirection };
    } else if (key === 'q') {
      if (value.length > 200) problem(key, 'must be at most 200 characters');
      else request.q = value;
    } else if (key.startsWith(CONDITION_PREFIX)) {
      const field = key.slice(CONDITION_PREFIX.length);
      const match = OP_FORM.exec(value);
      const op = match?.[1];
      if (
        !/^[A-Za-z][A-Za-z0-9_.]{0,63}$/.test(field) ||
        !match ||
        !(CONDITION_OPERATORS as readonly string[]).includes(op!)
      ) {
        problem(key, 'must be op(values) with op in, contains, le, ge or between');
        continue;
      }
      // An empty list cannot be written, so `op()` is one empty value, which `in` and friends accept.
      const values = match[2]!.split(',').map(unescapeValue);
      const arity = op === 'between' ? 2 : op === 'in' ? -1 : 1;
      if (arity > 0 && values.length !== arity) {
        problem(key, `${op} takes ${arity === 2 ? 'two values' : 'one value'}`);
        continue;
      }
      (request.conditions ??= []).push({ field, op: op as ConditionOperator, values });
    } else if (RESERVED.has(key)) {
      problem(key, 'is not valid');
    } else if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(key) || key === 'constructor' || value.length > 500) {
      problem(key, 'is not a recognised parameter');
    } else {
      (request.params ??= Object.create(null) as Record<string, string>)[key] = value;
    }
  }
  if (Object.keys(issues).length > 0) throw new DatasetRequestError(issues);
  return request;
}
