import { describe, expect, it } from 'vitest';
import { parseReportIds, reportEntityIds } from './reportIds.ts';

describe('parseReportIds (spec reports-data §2 Report URL form)', () => {
  it('reads a single id and a comma list', () => {
    expect(parseReportIds('12')).toEqual([{ kind: 'entity', id: 12 }]);
    expect(parseReportIds('12,40,7')).toEqual([
      { kind: 'entity', id: 12 },
      { kind: 'entity', id: 40 },
      { kind: 'entity', id: 7 },
    ]);
  });

  it('reads virtual groups with and without a title prefix', () => {
    expect(parseReportIds('Shoes & Co.:(1,2),3,(4,5)')).toEqual([
      { kind: 'virtualGroup', title: 'Shoes & Co.', ids: [1, 2] },
      { kind: 'entity', id: 3 },
      { kind: 'virtualGroup', title: null, ids: [4, 5] },
    ]);
  });

  it('reads saved group ids (uuid-shaped)', () => {
    expect(parseReportIds('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toEqual([
      { kind: 'savedGroup', id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' },
    ]);
  });

  it.each([
    [''],
    ['abc'],
    ['0'],
    ['-1'],
    ['1.5'],
    ['012'],
    ['1,,2'],
    ['1,'],
    ['(1,2'],
    ['1,2)'],
    ['((1))'],
    ['()'],
    ['x:(1,a)'],
    ['99999999999999999'],
    ['1 2'],
  ])('rejects %j', (segment) => {
    expect(parseReportIds(segment)).toBeNull();
  });

  it('caps a report and each group at the grouping maximum (spec reports-data §5)', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i + 1).join(',');
    expect(parseReportIds(ten)).toHaveLength(10);
    expect(parseReportIds(`${ten},11`)).toBeNull();
    expect(parseReportIds(`(${ten},11)`)).toBeNull();
    expect(parseReportIds('1,2,3,4,5', 'category')).toBeNull();
  });
});

describe('reportEntityIds', () => {
  it('flattens groups into distinct ids in URL order', () => {
    expect(reportEntityIds(parseReportIds('5,G:(1,5),2')!)).toEqual([5, 1, 2]);
  });

  it('cannot resolve saved groups without the favourites API', () => {
    expect(reportEntityIds(parseReportIds('1,3f2504e0-4f89-11d3-9a0c-0305e82c3301')!)).toBeNull();
  });
});
