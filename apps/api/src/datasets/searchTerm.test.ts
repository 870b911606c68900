import { describe, expect, it } from 'vitest';
import { searchTermOf } from './searchTerm.ts';

// issue 22 "Find anything": names as people type them stand for the name an entity is listed under.
describe('searchTermOf', () => {
  it.each([
    ['Nike Inc', 'nike'],
    ['Nike, Inc.', 'nike'],
    ['www.nike.com', 'nike'],
    ['https://www.nike.com/us/running?x=1', 'nike'],
    ['NIKE.COM', 'nike'],
    ['coca-cola.com', 'coca cola'],
    ['coca cola', 'coca cola'],
    ['Toyota Motor Corp', 'toyota motor'],
    ['marks-and-spencer.co.uk', 'marks and spencer'],
    ['store.nike.com', 'nike'],
    ['nike.store', 'nike'],
    ['The Home Depot', 'the home depot'],
    ['Sportswear', 'sportswear'],
    ['"nike"  air  ', 'nike air'],
  ])('reads %j as the name %j', (raw, name) => {
    expect(searchTermOf(raw).name).toBe(name);
  });

  it('keeps the text as typed, trimmed, for the literal match', () => {
    expect(searchTermOf('  www.nike.com ')).toEqual({ typed: 'www.nike.com', name: 'nike' });
  });

  it('leaves a name that is only a company form, and nothing of wildcards', () => {
    expect(searchTermOf('Inc').name).toBe('inc');
    expect(searchTermOf('%').name).toBe('');
    expect(searchTermOf('_').name).toBe('');
  });
});
