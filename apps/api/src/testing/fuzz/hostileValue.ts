import fc from 'fast-check';

/** Strings that have broken servers: NUL, lone surrogates, direction marks, traversal, injection, templates. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'true',
  'NaN',
  '1e309',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'a\uDFFFb',
  '\uFFFF',
  '\u202Eevil',
  '🙂',
  'ǅ̈̈̈',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  // Digits only, so they pass a `^\d+$` pattern, beyond every integer column and JavaScript's precision.
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '0000000000000000000001',
  '(99999999999999999999)',
  '(1,99999999999999999999)',
] as const;

/** Numbers at and beyond every boundary a column or a parser has. */
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  3_000_000_000_000,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
] as const;

/**
 * A value no schema asked for (the fuzz suite's wrong types, huge numbers,
 * negatives, unicode, NUL, very long strings, arrays for scalars), to put where a valid one belongs.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, ...HOSTILE_STRINGS, ...HOSTILE_NUMBERS),
  fc.constantFrom('x'.repeat(10_000), '🙂'.repeat(3_000), 'a\u0000'.repeat(500)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Keys a client may add that no schema lists, including the ones that reach an object's prototype. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'userId', 'user_id', ''),
  fc.string({ maxLength: 12 }),
);
