import type { Queryable } from '../db/Database.ts';
import { notFoundError } from '../http/ApiHttpError.ts';

/** What a brand's header shows of its row, with its advertiser's category. */
export interface BrandRow {
  name: string;
  domain: string;
  home_page_url: string;
  parent_id: number | null;
  category_id: number | null;
  advertiser_id: number;
}

export async function loadBrand(db: Queryable, id: number): Promise<BrandRow | undefined> {
  const [brand] = await db.query<BrandRow>(
    `SELECT b.name, b.domain, b.home_page_url, b.parent_id, a.category_id, b.advertiser_id
     FROM brands b JOIN advertisers a ON a.id = b.advertiser_id WHERE b.id = $1 LIMIT 1`,
    [id],
  );
  return brand;
}

/** The sub-brands of an advertiser's brand, largest first. */
export async function subBrandIds(db: Queryable, advertiserId: number, brandId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM brands WHERE advertiser_id = $1 AND parent_id = $2 ORDER BY total_impressions DESC, id',
    [advertiserId, brandId],
  );
  return rows.map((row) => row.id);
}

/** Every advertiser has one master brand (the generator makes it; docs/decisions/figures-and-rollups.md#data-behind-the-reports). */
export async function masterBrandOf(db: Queryable, advertiserId: number): Promise<number> {
  const [master] = await db.query<{ id: number }>(
    'SELECT id FROM brands WHERE advertiser_id = $1 AND parent_id IS NULL ORDER BY total_impressions DESC, id LIMIT 1',
    [advertiserId],
  );
  if (!master) throw notFoundError('The advertiser has no brand');
  return master.id;
}
