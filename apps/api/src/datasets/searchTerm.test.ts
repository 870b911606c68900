import { describe, expect, it } from 'vitest';
import { searchTermOf, transpositionsOf } from './searchTerm.ts';

// Names as people type them stand for the name an entity is listed under.
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

// A slip of two keys ("nkie", "adidsa"): the name with each adjacent pair swapped back.
describe('transpositionsOf', () => {
  it('swaps each adjacent pair once, without the name itself', () => {
    expect(transpositionsOf('nkie', 4)).toEqual(['knie', 'nike', 'nkei']);
    expect(transpositionsOf('adidsa', 4)).toContain('adidas');
    // A doubled letter swaps into itself.
    expect(transpositionsOf('addidas', 4)).not.toContain('addidas');
  });

  it('swaps letters and digits, never across a space', () => {
    expect(transpositionsOf('ab cd', 4)).toEqual(['ba cd', 'ab dc']);
    expect(transpositionsOf('hm2o', 4)).toContain('h2mo');
  });

  it('looks for none in a name too short to tell a typo from another word, or too long to have been typed', () => {
    expect(transpositionsOf('nkie', 5)).toEqual([]);
    expect(transpositionsOf('abcdefghijklm', 4)).toEqual([]);
    expect(transpositionsOf('abcdefghijkl', 4)).toHaveLength(11);
  });
});
