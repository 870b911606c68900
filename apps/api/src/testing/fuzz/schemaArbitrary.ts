import fc from 'fast-check';
import { hostileKey, hostileValue } from './hostileValue.ts';

/** The JSON Schema 2020-12 subset the OpenAPI document uses (buildOpenApiDocument's zod output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface SchemaArbitraryOptions {
  /**
   * The chance (0 to 1) that any one value of the generated tree is hostile instead: a wrong type, a
   * huge number, a NUL, a very long string; and that an object loses a required key or gains one.
   */
  hostility: number;
  /** Values that reach deeper than random ones (real ids, codes the data has), by property name. */
  hints: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  /** Existing ids of rows, for uuid fields: the run's own and other users'. */
  uuids: fc.Arbitrary<string>;
}

/** Longest string or array generated from a schema, so requests stay small (hostile values go beyond). */
const MAX_GENERATED = 24;

/** Characters that a valid text may carry and a database or a parser may not: NUL above all. */
const TAINTS = ['\u0000', '\u0000', '\u0000', '\uD800', '\uFFFF', '\u202E', '\u0085', '🙂', "'", '\\'] as const;

/** A valid text with one hostile character put in, so it passes every check but the one for that character. */
function tainted(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.constantFrom(...TAINTS), fc.nat())
    .map(([value, taint, at]) =>
      typeof value === 'string'
        ? value.slice(0, at % (value.length + 1)) + taint + value.slice(at % (value.length + 1))
        : value,
    );
}

function withHostility(valid: fc.Arbitrary<unknown>, schema: JsonSchema, options: SchemaArbitraryOptions) {
  if (options.hostility <= 0) return valid;
  const hostile = Math.max(1, Math.round(options.hostility * 100));
  const text = schema.type === 'string' && !schema.enum && schema.const === undefined;
  return fc.oneof(
    { arbitrary: valid, weight: 100 - hostile },
    { arbitrary: hostileValue, weight: hostile },
    ...(text ? [{ arbitrary: tainted(valid), weight: hostile }] : []),
  );
}

/** Strings of a pattern; undefined for one fast-check cannot generate from (a lookahead). */
function matchingArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return undefined;
  }
}

function stringArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof({ arbitrary: options.uuids, weight: 3 }, fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? MAX_GENERATED;
  const bounds: fc.Arbitrary<string>[] = [
    fc.string({ minLength: Math.min(minLength, MAX_GENERATED), maxLength: Math.min(maxLength, MAX_GENERATED) }),
  ];
  // The edges: exactly as long as allowed, and (when hostile) one longer; long texts are hostile values.
  if (schema.maxLength !== undefined && maxLength <= 256) {
    const edges = ['x'.repeat(maxLength), ...(options.hostility > 0 ? ['x'.repeat(maxLength + 1)] : [])];
    bounds.push(fc.constantFrom(...edges));
  }
  const matching = schema.pattern ? matchingArbitrary(schema.pattern) : undefined;
  if (matching) return fc.oneof({ arbitrary: matching, weight: 4 }, ...bounds);
  return fc.oneof(...bounds);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1_000_000);
  const any = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small ids find rows; the bounds find off-by-ones.
  const small = fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 60), Math.max(min, 1)) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: any, weight: 2 }, fc.constantFrom(min, max));
}

/** An own property even for `__proto__`, so JSON.stringify writes it. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

function objectArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, options, name)]),
    ),
    { requiredKeys: required.filter((name) => name in properties) },
  );
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          // Keys stay strings: hostile keys come from the mutations below.
          schema.propertyNames ? ownArbitrary(schema.propertyNames, options).map(String) : fc.string(),
          schemaArbitrary(schema.additionalProperties, options),
          { maxKeys: 3 },
        )
      : fc.constant({});
  const valid = fc.tuple(known, extra).map(([own, more]): Record<string, unknown> => ({ ...more, ...own }));
  if (options.hostility <= 0) return valid;
  const hostile = Math.max(1, Math.round(options.hostility * 100));
  return fc.oneof(
    { arbitrary: valid, weight: 100 - hostile },
    // A required key missing.
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([object, index]) => {
        const keys = Object.keys(object);
        if (keys.length > 0) delete object[keys[index % keys.length]!];
        return object;
      }),
      weight: hostile,
    },
    // A key no schema lists.
    {
      arbitrary: fc.tuple(valid, hostileKey, hostileValue).map(([object, key, value]) => withKey(object, key, value)),
      weight: hostile,
    },
  );
}

/**
 * Values for a JSON schema of the OpenAPI document: mostly valid (so requests reach the routes' code
 * and the database), and hostile where `options.hostility` says.
 */
export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  name?: string,
): fc.Arbitrary<unknown> {
  return withHostility(validArbitrary(schema, options, name), schema, options);
}

function validArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions, name?: string): fc.Arbitrary<unknown> {
  const hint = name === undefined ? undefined : options.hints[name];
  const own = ownArbitrary(schema, options);
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, own) : own;
}

function ownArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, options)));
  if (schema.allOf?.[0]) return validArbitrary(schema.allOf[0], options);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => ownArbitrary({ ...schema, type }, options)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(schema.items, options) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_GENERATED, 3)),
      });
    case 'object':
      return objectArbitrary(schema, options);
    default:
      // `{}`: anything.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
