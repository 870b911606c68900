import { describe, expect, it } from 'vitest';
import { ENTERPRISE_PLUS_PACKAGE, promotionContent, promotionIds } from './promotionContent.ts';

describe('promotionContent', () => {
  it('has the six promotions in order', () => {
    expect(promotionIds.map((id) => promotionContent[id].title)).toEqual([
      'Industry Benchmark',
      'Dashboards',
      'Brands',
      'Categories',
      'Demographics',
      'Interests',
    ]);
    for (const id of promotionIds) expect(promotionContent[id].id).toBe(id);
  });

  it('marks only Demographics and Interests as Enterprise+ Package', () => {
    expect(ENTERPRISE_PLUS_PACKAGE).toBe('Enterprise+ Package');
    expect(promotionIds.filter((id) => promotionContent[id].badge === ENTERPRISE_PLUS_PACKAGE)).toEqual([
      'demographics',
      'interests',
    ]);
  });
});
