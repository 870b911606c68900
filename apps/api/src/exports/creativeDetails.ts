import type { Queryable } from '../db/Database.ts';

interface CreativeRow {
  id: number;
  type: string;
  width: number;
  height: number;
  duration_seconds: number | null;
  placement: string;
  buying_method: string;
  channel: string;
  device: string;
  first_seen: string;
  last_seen: string;
  domain: string;
  campaign: string;
}

/** The ids of `ids` that name a creative. */
export async function existingCreativeIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT DISTINCT id FROM creatives WHERE id = ANY($1::bigint[])', [ids]);
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * What a creative download's workbook says about each creative (id, type, size,
 * duration, detection range, advertiser, campaign, placement): the creatives' own
 * attributes, in the order asked. Their figures belong to a period and live in the creatives dataset.
 */
export async function creativeDetails(db: Queryable, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  const rows = await db.query<CreativeRow>(
    `SELECT DISTINCT ON (cr.id) cr.id, cr.type, cr.width, cr.height, cr.duration_seconds, cr.placement,
       cr.buying_method, cr.channel, cr.device, cr.first_seen, cr.last_seen, a.domain, c.name AS campaign
     FROM creatives cr
     JOIN advertisers a ON a.id = cr.advertiser_id
     JOIN campaigns c ON c.advertiser_id = cr.advertiser_id AND c.id = cr.campaign_id
     WHERE cr.id = ANY($1::bigint[])
     ORDER BY cr.id, cr.advertiser_id`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        type: row.type,
        size: { width: row.width, height: row.height },
        durationSeconds: row.duration_seconds,
        advertiser: { title: row.domain },
        campaign: { title: row.campaign },
        placement: row.placement,
        buyingMethod: row.buying_method,
        channel: row.channel,
        device: row.device,
        firstSeen: row.first_seen,
        lastSeen: row.last_seen,
      },
    ];
  });
}
