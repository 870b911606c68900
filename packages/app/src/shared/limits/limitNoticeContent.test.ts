import { describe, expect, it } from 'vitest';
import { LIMIT_NEXT_STEPS, limitNoticeContent } from './limitNoticeContent.ts';

describe('limitNoticeContent', () => {
  it('words the monthly search limit as the limit page says it', () => {
    expect(
      limitNoticeContent({ feature: 'REPORT_VIEWS', interval: 'MONTHLY', limit: 100 }, LIMIT_NEXT_STEPS.sales),
    ).toEqual({
      title: 'Monthly search limit reached',
      message:
        'Your current plan allows up to 100 searches/month. To increase that number, please contact our sales team.',
    });
  });

  it('names the daily search limit and the export limits with their caps', () => {
    const next = LIMIT_NEXT_STEPS.accountManager;
    expect(limitNoticeContent({ feature: 'REPORT_VIEWS', interval: 'DAILY', limit: 5 }, next).message).toMatch(
      /^Your current plan allows up to 5 searches\/day\. /,
    );
    expect(limitNoticeContent({ feature: 'REPORT_EXPORTS', interval: 'MONTHLY', limit: 10 }, next)).toMatchObject({
      title: 'Monthly export limit reached',
      message: expect.stringMatching(/^Your current plan allows up to 10 report exports\/month\./),
    });
    expect(limitNoticeContent({ feature: 'WIDGET_EXPORTS', interval: 'MONTHLY', limit: 30 }, next)).toMatchObject({
      title: 'Monthly widget exports limit reached',
      message: expect.stringMatching(/up to 30 widget exports\/month\./),
    });
  });

  it('still explains the limit when the server does not name the cap', () => {
    expect(limitNoticeContent({ feature: 'REPORT_VIEWS', interval: 'DAILY', limit: null }, '').message).toBe(
      'You have used all the searches your current plan allows today.',
    );
    expect(limitNoticeContent({ feature: 'REPORT_VIEWS', interval: null, limit: 5 }, '')).toEqual({
      title: 'Search limit reached',
      message: 'Your current plan allows up to 5 searches.',
    });
  });
});
