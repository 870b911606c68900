import { validationError } from '../http/ApiHttpError.ts';
import { MAX_PASSWORD_LENGTH } from './passwords.ts';

export interface BasicCredentials {
  email: string;
  password: string;
}

const MALFORMED = 'must be "Basic " followed by base64 of e-mail:password';

/**
 * `Authorization: Basic base64(email:password)`. A header that is not
 * well-formed is a 400 (the client is broken), not a 401 (the user mistyped).
 */
export function parseBasicCredentials(header: string): BasicCredentials {
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  if (!match) throw validationError({ authorization: [MALFORMED] });
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  // A NUL byte in credentials is a broken client, never a lookup that fails with a 500.
  if (decoded.includes('\u0000')) throw validationError({ authorization: ['must not contain a NUL byte'] });
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw validationError({ authorization: [MALFORMED] });
  const email = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  if (email.length > 320) throw validationError({ authorization: ['e-mail must be at most 320 characters'] });
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) {
    throw validationError({ authorization: [`password must be 1 to ${MAX_PASSWORD_LENGTH} characters`] });
  }
  return { email, password };
}
