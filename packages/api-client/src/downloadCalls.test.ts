import { DOWNLOAD_FAILED_MESSAGE, DOWNLOAD_POLL_MS, type Download, type ExportRequest } from '@adlens/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import { adlensKeys, exportStatusQueryOptions } from './query.ts';
import { scriptedClient } from './testTokens.test.helper.ts';
import { waitForDownload } from './waitForDownload.ts';

const request: ExportRequest = {
  type: 'SINGLE_DATASET_WIDGET',
  format: 'TSV',
  name: 'Top publishers',
  group: 'widget:top-publishers',
  criteria: { sheets: [{ title: 'Top publishers', dataset: 'top-publishers', query: 'advertiser=5' }] },
  settings: { decimalDelimiter: ',', dateFormat: 'DD.MM.YYYY' },
};

const download = (status: Download['status'], extra: Partial<Download> = {}): Download => ({
  id: 'd1',
  type: 'SINGLE_DATASET_WIDGET',
  format: 'TSV',
  group: 'widget:top-publishers',
  status,
  fileName: 'Top_publishers_2025-06-30.tsv',
  createdAt: '2025-06-30T10:00:00.000Z',
  ...extra,
});

const apiCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => !call.path.startsWith('security')).map(({ method, path }) => [method, path]);

describe('download calls', () => {
  it('registers an export, reads it, the export status and the signed file with the session', async () => {
    const { client, calls } = scriptedClient((path, method) => {
      if (method === 'POST') return Response.json({ id: 'd1' }, { status: 202 });
      if (path.startsWith('downloads/d1/content'))
        return new Response('a\tb\n', { headers: { 'content-type': 'text/tab-separated-values' } });
      if (path === 'exports/status')
        return Response.json({ inProgress: false, currentExportId: null, limits: {}, processing: [] });
      return Response.json(download('READY', { link: 'downloads/d1/content?expires=1&signature=s' }));
    });
    expect(await client.createDownload(request)).toEqual({ id: 'd1' });
    const ready = await client.getDownload('d1');
    expect((await client.getExportStatus()).inProgress).toBe(false);
    const file = await client.fetchDownloadContent(ready.link!);
    expect(await file.text()).toBe('a\tb\n');
    expect(apiCalls(calls)).toEqual([
      ['POST', 'downloads'],
      ['GET', 'downloads/d1'],
      ['GET', 'exports/status'],
      ['GET', 'downloads/d1/content?expires=1&signature=s'],
    ]);
    const content = calls.find((call) => call.path.startsWith('downloads/d1/content'))!;
    expect(content.headers.get('authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(String(calls.find((call) => call.path === 'downloads')!.body))).toEqual(request);
  });

  it('refuses to send the session to anything but a download link', async () => {
    const { client } = scriptedClient(() => new Response('x'));
    await expect(client.fetchDownloadContent('https://elsewhere.example/file')).rejects.toThrow(TypeError);
  });

  it('surfaces a used-up monthly cap as a 429 ApiError with its attributes', async () => {
    const attributes = { scope: 'WIDGET', interval: 'MONTHLY', limit: 10 };
    const { client } = scriptedClient(() =>
      Response.json({ error: { code: 'error.export-limit-reached', message: 'limit', attributes } }, { status: 429 }),
    );
    const error = (await client.createDownload(request).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.attributes]).toEqual([429, 'error.export-limit-reached', attributes]);
  });

  it('keys the export status query once', () => {
    const { client } = scriptedClient(() => new Response('{}'));
    expect(exportStatusQueryOptions(client).queryKey).toEqual(adlensKeys.exportStatus());
  });
});

describe('waitForDownload (the download lifecycle, polled every 3000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function scripted(statuses: Download['status'][]) {
    let index = 0;
    return scriptedClient(() => Response.json(download(statuses[Math.min(index++, statuses.length - 1)]!)));
  }

  it('polls every 3000 ms until READY, reporting each status', async () => {
    const { client, calls } = scripted(['REGISTERED', 'IN_PROGRESS', 'READY']);
    const seen: string[] = [];
    const done = waitForDownload(client, 'd1', { onStatus: (item) => seen.push(item.status) });
    await vi.advanceTimersByTimeAsync(0);
    expect(apiCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS - 1);
    expect(apiCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apiCalls(calls)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS);
    expect((await done).status).toBe('READY');
    expect(seen).toEqual(['REGISTERED', 'IN_PROGRESS', 'READY']);
  });

  it("rejects with 'Download status: failed' when the job failed", async () => {
    const { client } = scripted(['IN_PROGRESS', 'FAILED']);
    const done = waitForDownload(client, 'd1', { intervalMs: 100 });
    const failed = expect(done).rejects.toThrow(DOWNLOAD_FAILED_MESSAGE);
    await vi.advanceTimersByTimeAsync(100);
    await failed;
  });

  it('stops on abort with the abort reason', async () => {
    const { client, calls } = scripted(['IN_PROGRESS']);
    const controller = new AbortController();
    const done = waitForDownload(client, 'd1', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(done).rejects.toBe(reason);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS * 3);
    expect(apiCalls(calls)).toHaveLength(1);
  });
});
