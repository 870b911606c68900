import { z } from 'zod';

/** An optional query parameter holding a comma list of `values` ('advertiser,publisher'); 400 names `what`. */
export const commaList = <T extends string>(values: readonly [T, ...T[]], what: string) =>
  z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(values, { message: `must be ${what}` })))
    .optional();
