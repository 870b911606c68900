import type { GenderAgeResponse } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { pyramidModules } from '../../charts/pyramidModules.ts';
import { initOffscreenChart } from '../../testing/initOffscreenChart.ts';
import { buildPyramidOption } from './buildPyramidOption.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { pyramidRows } from './genderAgeData.ts';
import { genderAgeWidget } from './genderAgeWidget.ts';

const split = (male: number, female: number) => ({
  MALE: { panelists: male * 10, share: male },
  FEMALE: { panelists: female * 10, share: female },
});
const data: GenderAgeResponse = {
  period: { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' },
  panelists: 1000,
  elements: [
    { age: 'AGE_65_PLUS', title: '65+', genders: split(5, 7) },
    { age: 'AGE_18_24', title: '18–24', genders: split(30, 58) },
  ],
};
const item = { key: '5', title: 'nike.com', icon: null, entities: [] };

describe('pyramidRows', () => {
  it('orders the age groups youngest first, with both genders’ shares', () => {
    expect(pyramidRows(data)).toEqual([
      { title: '18–24', male: 30, female: 58 },
      { title: '65+', male: 5, female: 7 },
    ]);
  });

  it('exports one row per age group', () => {
    expect(exportCells(genderAgeWidget.exportTable, [{ item, data }])).toEqual([
      ['nike.com', '18–24', 30, 58],
      ['nike.com', '65+', 5, 7],
    ]);
  });
});

describe('buildPyramidOption', () => {
  const option = buildPyramidOption({
    rows: pyramidRows(data),
    maleName: 'Male',
    femaleName: 'Female',
    maleColor: '#111111',
    femaleColor: '#222222',
    description: 'Audience by gender and age',
    formatValue: (value) => `${value}%`,
    textColor: '#000000',
    fontFamily: 'sans-serif',
    animation: false,
  });

  it('draws men to the left and women to the right of one stack, with the description', () => {
    const series = option.series as { name: string; data: number[]; stack: string }[];
    expect(series.map((s) => [s.name, s.data, s.stack])).toEqual([
      ['Male', [-30, -5], 'pyramid'],
      ['Female', [58, 7], 'pyramid'],
    ]);
    expect(option.aria).toMatchObject({ enabled: true, label: { description: 'Audience by gender and age' } });
  });

  it('labels both sides with positive shares', () => {
    const chart = initOffscreenChart(pyramidModules, { width: 400, height: 160 });
    chart.setOption(option);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg).toContain('18–24');
    expect(svg).not.toMatch(/>-\d/);
  });

  it('declares the pyramid on audience/gender-age', () => {
    expect(genderAgeWidget.dataset).toBe('audience/gender-age');
    expect(genderAgeWidget.chartKind).toBe('pyramid');
    expect(genderAgeWidget.isEmpty({ ...data, elements: [] })).toBe(true);
  });
});
