import type {
  KeywordVolumeResponse,
  LanguagesResponse,
  TopInterestsResponse,
  VisitedWebsitesResponse,
} from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { keywordVolumeWidget } from '../KeywordVolume/keywordVolumeWidget.ts';
import { languagesWidget } from '../Languages/languagesWidget.ts';
import { topInterestsWidget } from '../TopInterests/topInterestsWidget.ts';
import { visitedWebsitesWidget } from './visitedWebsitesWidget.ts';

const period = { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' };
const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
describe('interest and language lists', () => {
  it('export websites by title with share and affinity', () => {
    const data: VisitedWebsitesResponse = {
      period,
      panelists: 100,
      elements: [
        { entity: { id: 2, entityType: 'publisher', title: 'Facebook', icon: null }, share: 61.8, affinity: 122 },
      ],
    };
    expect(visitedWebsitesWidget.dataset).toBe('audience/visited-websites');
    expect(exportCells(visitedWebsitesWidget.exportTable, [{ item, data }])).toEqual([
      ['nike.com', 'Facebook', 61.8, 122],
    ]);
  });

  it('export interests, keywords and languages with their own figure', () => {
    const interests: TopInterestsResponse = {
      period,
      panelists: 100,
      elements: [{ id: 157, title: 'Sportswear', share: 81.4, affinity: 358 }],
    };
    const keywords: KeywordVolumeResponse = {
      period,
      panelists: 100,
      elements: [{ keyword: 'running gear', volume: 526, share: 31.5 }],
    };
    const languages: LanguagesResponse = {
      period,
      panelists: 100,
      elements: [{ code: 'sv', title: 'Swedish', panelists: 30, share: 30.9, deviation: 27.7 }],
    };
    expect(exportCells(topInterestsWidget.exportTable, [{ item, data: interests }])).toEqual([
      ['nike.com', 'Sportswear', 81.4, 358],
    ]);
    expect(exportCells(keywordVolumeWidget.exportTable, [{ item, data: keywords }])).toEqual([
      ['nike.com', 'running gear', 526, 31.5],
    ]);
    expect(exportCells(languagesWidget.exportTable, [{ item, data: languages }])).toEqual([
      ['nike.com', 'Swedish', 30.9, 27.7],
    ]);
    for (const definition of [topInterestsWidget, keywordVolumeWidget, languagesWidget, visitedWebsitesWidget]) {
      expect(definition.entityTypes).toEqual(['advertiser']);
      expect(definition.chartKind).toBe('table');
    }
  });
});
