import type { SaveFavoriteRequest } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { scriptedClient } from './testTokens.test.helper.ts';

/** A scripted API recording what reaches it. */
function fakeApi(reply: (path: string, method: string) => Response = () => Response.json({ id: 'f1' })) {
  return scriptedClient(reply);
}

const favorite: SaveFavoriteRequest = {
  name: 'Rivals',
  details: {
    type: 'COMPARISON',
    moduleType: 'AD_INTELLIGENCE',
    entityType: 'advertiser',
    categoryId: null,
    instances: [12, 40],
    unsavedGroups: [],
    params: { period: 'LAST_3_MONTHS' },
  },
};

describe('favourite calls: favourites, groups and recents', () => {
  it('looks a bookmark up by its whole name and type, as saving does first', async () => {
    const { client, calls } = fakeApi(() => Response.json({ elements: [], count: { total: 0 } }));
    await client.getFavorites({ search: 'Rivals & co', strict: true, types: ['COMPARISON'] });
    expect(calls.at(-1)!.path).toBe('favorites/datapoints?search=Rivals+%26+co&strict=true&types=COMPARISON');
  });

  it('creates with POST and updates with PUT, as JSON', async () => {
    const { client, calls } = fakeApi();
    await client.createFavorite(favorite);
    await client.updateFavorite('3f2504e0-4f89-11d3-9a0c-0305e82c3301', { name: 'Renamed' });
    const [post, put] = calls.filter((call) => call.path.startsWith('favorites/'));
    expect([post!.method, post!.path, JSON.parse(String(post!.body))]).toEqual([
      'POST',
      'favorites/datapoints',
      favorite,
    ]);
    expect([put!.method, put!.path, JSON.parse(String(put!.body))]).toEqual([
      'PUT',
      'favorites/datapoints/3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      { name: 'Renamed' },
    ]);
    expect(put!.headers.get('Content-Type')).toBe('application/json');
  });

  it('bookmarks a recent with save2favorites and deletes with DELETE', async () => {
    const { client, calls } = fakeApi((_path, method) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ id: 'f1' }),
    );
    await client.saveRecentToFavorites('r-1', 'From recents');
    await client.deleteFavorite('f1');
    expect(calls.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT accesslogs/datapoints/save2favorites?accessLogId=r-1&favouriteName=From+recents',
      'DELETE favorites/datapoints/f1',
    ]);
  });

  it('surfaces a taken name as an ApiError with the field message', async () => {
    const { client } = fakeApi(() =>
      Response.json(
        {
          error: {
            code: 'error.duplicated-name',
            message: "A bookmark named 'Rivals' already exists",
            fieldErrors: { name: ["A bookmark named 'Rivals' already exists"] },
          },
        },
        { status: 409 },
      ),
    );
    const error = await client.createFavorite(favorite).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});
