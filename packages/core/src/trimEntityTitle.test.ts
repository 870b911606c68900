import { describe, expect, it } from 'vitest';
import { trimEntityTitle } from './trimEntityTitle.ts';

describe('entity card title', () => {
  const thirty = 'a'.repeat(30);

  it('keeps titles of up to 30 characters', () => {
    expect(trimEntityTitle(thirty)).toBe(thirty);
  });

  it('cuts longer titles at 30 characters with an ellipsis', () => {
    expect(trimEntityTitle(`${thirty}b`)).toBe(`${thirty}…`);
    expect(trimEntityTitle(`${'a'.repeat(29)} bcd`)).toBe(`${'a'.repeat(29)}…`);
  });

  it('does not split characters outside the basic plane', () => {
    expect(trimEntityTitle('😀'.repeat(31))).toBe(`${'😀'.repeat(30)}…`);
  });

  it('leaves the title whole when stripping is off', () => {
    expect(trimEntityTitle(`${thirty}b`, false)).toBe(`${thirty}b`);
  });
});
