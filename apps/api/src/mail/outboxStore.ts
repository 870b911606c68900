import type { Database } from '../db/Database.ts';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

/** The latest mails of the outbox, newest first; only those to one address when `to` is given. */
export async function readOutbox(db: Database, to: string | undefined, limit: number) {
  const rows = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, created_at FROM mail_outbox
     WHERE $1::text IS NULL OR lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
