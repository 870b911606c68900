import type { Queryable } from '../db/Database.ts';

/** What a favicon tile is drawn from: the letter's source and the tile's colour. */
export interface FaviconRow {
  label: string;
  favicon_color: string;
}

const FAVICON_SOURCES = {
  // An advertiser's tile shows its domain's letter; the others, their name's.
  advertisers: 'SELECT domain AS label, favicon_color FROM advertisers WHERE id = $1',
  publishers: 'SELECT name AS label, favicon_color FROM publishers WHERE id = $1',
  categories: 'SELECT name AS label, favicon_color FROM categories WHERE id = $1 LIMIT 1',
  brands: 'SELECT name AS label, favicon_color FROM brands WHERE id = $1 LIMIT 1',
} as const;

export async function faviconOf(
  db: Queryable,
  kind: keyof typeof FAVICON_SOURCES,
  id: number,
): Promise<FaviconRow | undefined> {
  const [row] = await db.query<FaviconRow>(FAVICON_SOURCES[kind], [id]);
  return row;
}

export interface CreativeRow {
  width: number;
  height: number;
  type: string;
  duration_seconds: number | null;
  domain: string;
  favicon_color: string;
  campaign: string;
}

/** A creative with its advertiser's domain and colour and its campaign's name, for its banner. */
export async function creativeOf(db: Queryable, id: number): Promise<CreativeRow | undefined> {
  const [row] = await db.query<CreativeRow>(
    `SELECT cr.width, cr.height, cr.type, cr.duration_seconds, a.domain, a.favicon_color, c.name AS campaign
     FROM creatives cr
     JOIN advertisers a ON a.id = cr.advertiser_id
     JOIN campaigns c ON c.advertiser_id = cr.advertiser_id AND c.id = cr.campaign_id
     WHERE cr.id = $1`,
    [id],
  );
  return row;
}

/** A creative's size and length, for its sample video. */
export async function creativeVideoOf(
  db: Queryable,
  id: number,
): Promise<{ width: number; height: number; duration_seconds: number | null } | undefined> {
  const [row] = await db.query<{ width: number; height: number; duration_seconds: number | null }>(
    'SELECT width, height, duration_seconds FROM creatives WHERE id = $1',
    [id],
  );
  return row;
}
