import type { DemoPreset, SavedGroup } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import {
  choicesFromPreset,
  comparisonHref,
  nextStep,
  previousStep,
  resumeStep,
  stepAnswered,
  stepNumber,
} from './wizardModel.ts';

const advertiser = (id: number, title: string) => ({ id, entityType: 'advertiser' as const, title, icon: null });

describe('the onboarding wizard', () => {
  it('counts and walks the four steps', () => {
    expect(stepNumber('domain')).toBe(1);
    expect(stepNumber('review')).toBe(4);
    expect(nextStep('competitors')).toBe('defaults');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('competitors')).toBe('domain');
    expect(previousStep('domain')).toBe('domain');
  });

  it('leaves a step only with its answer', () => {
    expect(stepAnswered('domain', {})).toBe(false);
    expect(stepAnswered('competitors', { ownDomain: 1, competitors: [] })).toBe(false);
    expect(stepAnswered('defaults', { country: 'US', channel: 'ALL-ALL' })).toBe(false);
    expect(
      stepAnswered('review', {
        ownDomain: 1,
        competitors: [2],
        country: 'US',
        channel: 'ALL-ALL',
        period: 'LAST_3_MONTHS',
      }),
    ).toBe(true);
  });

  it('resumes at the saved step, but never past a missing answer', () => {
    expect(resumeStep(null, {})).toBe('domain');
    expect(resumeStep('defaults', { ownDomain: 1, competitors: [2] })).toBe('defaults');
    expect(resumeStep('review', { ownDomain: 1 })).toBe('competitors');
    expect(resumeStep('competitors', {})).toBe('domain');
  });

  it("fills every answer from an advertiser preset ('Try an example')", () => {
    const preset: DemoPreset = {
      id: 'advertiser-sportswear',
      page: 'advertiser',
      title: 'Sportswear giants',
      entities: [advertiser(1, 'nike.com'), advertiser(2, 'adidas.com'), advertiser(3, 'puma.com')],
      filters: { period: 'LAST_3_MONTHS', channel: 'VIDEO-ALL', country: 'US' },
    };
    expect(choicesFromPreset(preset)).toEqual({
      choices: { ownDomain: 1, competitors: [2, 3], country: 'US', channel: 'VIDEO-ALL', period: 'LAST_3_MONTHS' },
      entities: preset.entities,
    });
  });

  it('opens the saved comparison with its filters in the URL', () => {
    const favorite = {
      id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      name: 'nike com vs adidas com',
      details: {
        type: 'COMPARISON',
        moduleType: 'AD_INTELLIGENCE',
        entityType: 'advertiser',
        categoryId: null,
        instances: [12, 40],
        unsavedGroups: [],
        params: { country: 'US', channel: 'DISPLAY-ALL', period: 'LAST_3_MONTHS' },
        entities: [],
      },
      createdAt: '',
      updatedAt: '',
    } satisfies SavedGroup;
    expect(comparisonHref(favorite)).toBe(
      '/ad-intelligence/advertiser-compare/12,40?channel=DISPLAY-ALL&country=US&period=LAST_3_MONTHS',
    );
  });
});
