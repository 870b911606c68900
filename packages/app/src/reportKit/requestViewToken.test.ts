import { ApiError } from '@adlens/api-client';
import type { ReportViewRequest } from '@adlens/core';
import { describe, expect, it, vi } from 'vitest';
import { ViewTokenError, requestViewToken } from './requestViewToken.ts';

const REQUEST: ReportViewRequest = {
  type: 'REGULAR',
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  instances: [42],
  favoriteIds: [],
  unsavedGroups: [],
  params: { channel: 'ALL-ALL', period: 'LAST_3_MONTHS' },
};

function apiError(status: number, message = 'Bad', attributes: Record<string, string | number> = {}) {
  return new ApiError({ status, code: 'error.validation', message, attributes });
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ViewTokenError);
  return (error as ViewTokenError).failure;
}

describe('requestViewToken', () => {
  it('refreshes once after a 400 and retries', async () => {
    const createReportViewToken = vi.fn().mockRejectedValueOnce(apiError(400)).mockResolvedValueOnce('token-2');
    await expect(requestViewToken({ createReportViewToken }, REQUEST)).resolves.toBe('token-2');
    expect(createReportViewToken).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry: bad request', async () => {
    const createReportViewToken = vi.fn().mockRejectedValue(apiError(400, 'Unknown advertiser'));
    expect(await failure(requestViewToken({ createReportViewToken }, REQUEST))).toEqual({
      kind: 'bad-request',
      message: 'Unknown advertiser',
    });
    expect(createReportViewToken).toHaveBeenCalledTimes(2);
  });

  it("does not retry 'GROUP should have at most N entities.'", async () => {
    const createReportViewToken = vi.fn().mockRejectedValue(apiError(400, 'GROUP should have at most 10 entities.'));
    expect((await failure(requestViewToken({ createReportViewToken }, REQUEST))).kind).toBe('bad-request');
    expect(createReportViewToken).toHaveBeenCalledTimes(1);
  });

  it('names the trial limit (402) and the view limit with its interval (429)', async () => {
    const trial = vi.fn().mockRejectedValue(apiError(402));
    expect(await failure(requestViewToken({ createReportViewToken: trial }, REQUEST))).toEqual({ kind: 'trial-limit' });
    const views = vi.fn().mockRejectedValue(apiError(429, 'Too many', { interval: 'DAILY', limit: 50 }));
    expect(await failure(requestViewToken({ createReportViewToken: views }, REQUEST))).toEqual({
      kind: 'view-limit',
      interval: 'DAILY',
      limit: 50,
    });
    expect(trial).toHaveBeenCalledTimes(1);
    expect(views).toHaveBeenCalledTimes(1);
  });
});
