import { describe, expect, it } from 'vitest';
import { accountManagerMailto } from './accountManagerMailto.ts';

describe('accountManagerMailto', () => {
  it('drafts a mail to the manager with the subject and body encoded for mail clients', () => {
    expect(accountManagerMailto('anna@adlens.test', 'Daily search limit reached', 'Plan: Basic & more')).toBe(
      'mailto:anna@adlens.test?subject=Daily%20search%20limit%20reached&body=Plan%3A%20Basic%20%26%20more',
    );
  });

  it('leaves the body out when there is none', () => {
    expect(accountManagerMailto('anna@adlens.test', 'Package')).toBe('mailto:anna@adlens.test?subject=Package');
  });
});
