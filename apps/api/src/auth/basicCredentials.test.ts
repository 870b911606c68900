import { API_ERROR_CODES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../http/ApiHttpError.ts';
import { parseBasicCredentials } from './basicCredentials.ts';

const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

describe('parseBasicCredentials', () => {
  it('splits at the first colon, so passwords may contain colons; trims the e-mail', () => {
    expect(parseBasicCredentials(basic(' demo@adlens.test :pa:ss'))).toEqual({
      email: 'demo@adlens.test',
      password: 'pa:ss',
    });
  });

  it('reads UTF-8 and a lower-case scheme', () => {
    expect(parseBasicCredentials(basic('zoë@example.com:pässwörd').replace('Basic', 'basic'))).toEqual({
      email: 'zoë@example.com',
      password: 'pässwörd',
    });
  });

  it.each(['Basic', 'Basic a b', 'Bearer abc', basic(':password'), basic('email-only')])(
    'refuses %j as a 400',
    (header) => {
      const error = (() => {
        try {
          parseBasicCredentials(header);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(ApiHttpError);
      expect((error as ApiHttpError).status).toBe(400);
      expect((error as ApiHttpError).code).toBe(API_ERROR_CODES.validation);
    },
  );
});
