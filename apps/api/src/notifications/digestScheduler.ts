import type { IsoDate, SubscriptionFrequency } from '@adlens/core';
import type { Database } from '../db/Database.ts';
import type { DataMeta } from '../datasets/loadDataMeta.ts';
import { type PackageAccess, loadPackageAccess } from '../datasets/packageAccess.ts';
import type { TransactionalMailer } from '../mail/Mailer.ts';
import { type DigestEntry, composeDigest } from './composeDigest.ts';
import { digestLinks, digestMail } from './digestMail.ts';
import { digestPeriods, isDigestDue } from './digestPeriods.ts';
import type { UnsubscribeTokens } from './unsubscribeTokens.ts';

export interface DigestSchedulerDeps {
  db: Database;
  mailer: TransactionalMailer;
  dataMeta: () => Promise<DataMeta | undefined>;
  /** The standalone app's origin: the digest links to its settings and unsubscribe pages. */
  appOrigin: string;
  unsubscribeTokens: UnsubscribeTokens;
  /** A digest that could not be composed or sent; the run goes on with the next one. */
  onError: (error: unknown) => void;
}

/** One digest a run sent. */
interface SentDigest {
  userId: number;
  email: string;
  frequency: SubscriptionFrequency;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  subject: string;
}

interface DigestRunResult {
  sent: number;
  failed: number;
  digests: SentDigest[];
}

export interface DigestScheduler {
  /** Sends every due digest now; a run already under way is joined, not doubled. */
  run(): Promise<DigestRunResult>;
  /** Runs every `intervalMs` until stopped (main.ts; off in tests). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

interface Candidate {
  user_id: number;
  frequency: SubscriptionFrequency;
  email: string;
  first_name: string;
  last_end: IsoDate | null;
}

interface EntryRow {
  id: string;
  type: DigestEntry['type'];
  data_point: DigestEntry['dataPoint'];
  country_id: string;
  /** bigint[]: numbers on PGlite, strings on PostgreSQL (typeParsers.ts parses scalars only). */
  instances: (number | string)[];
  name: string | null;
}

/**
 * The e-mail digest scheduler: for each user with subscriptions and a frequency that is
 * due, compose the digest from the data and deliver it. "Today" is the data's last day (data_meta),
 * so a digest covers the last week or month of data. Claiming a period (subscription_digests) and
 * writing the mail to the outbox are one transaction, and the claim only moves forward, so a digest
 * is never sent twice for one period — not by two runs, nor by two API processes on one database.
 * SMTP delivery follows the commit.
 */
export function createDigestScheduler(deps: DigestSchedulerDeps): DigestScheduler {
  const { db } = deps;
  let running: Promise<DigestRunResult> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function entriesOf(userId: number, access: PackageAccess): Promise<DigestEntry[]> {
    const rows = await db.query<EntryRow>(
      `SELECT id, type, data_point, country_id, instances, name FROM subscription_entries
       WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    // A market the package no longer has is left out.
    return rows
      .filter((row) => access.countries.includes(row.country_id))
      .map((row) => ({
        id: row.id,
        type: row.type,
        dataPoint: row.data_point,
        countryId: row.country_id,
        instances: row.instances.map(Number),
        name: row.name,
      }));
  }

  async function sendDigest(meta: DataMeta, candidate: Candidate, access: PackageAccess): Promise<SentDigest | null> {
    const entries = await entriesOf(candidate.user_id, access);
    if (entries.length === 0) return null;
    const content = await composeDigest(db, meta, access, entries, candidate.frequency);
    const { current } = content.periods;
    const token = await deps.unsubscribeTokens.sign(candidate.user_id);
    const mail = digestMail(
      { email: candidate.email, firstName: candidate.first_name },
      content,
      digestLinks(deps.appOrigin, token),
    );
    const relay = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO subscription_digests AS d (user_id, frequency, period_start, period_end)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, frequency) DO UPDATE
           SET period_start = excluded.period_start, period_end = excluded.period_end, sent_at = now()
           WHERE d.period_end < excluded.period_start
         RETURNING d.user_id`,
        [candidate.user_id, candidate.frequency, current.start, current.end],
      );
      return claimed.length > 0 ? deps.mailer.stage(tx, mail) : undefined;
    });
    if (!relay) return null;
    await relay();
    return {
      userId: candidate.user_id,
      email: candidate.email,
      frequency: candidate.frequency,
      periodStart: current.start,
      periodEnd: current.end,
      subject: mail.subject,
    };
  }

  async function runOnce(): Promise<DigestRunResult> {
    const result: DigestRunResult = { sent: 0, failed: 0, digests: [] };
    const meta = await deps.dataMeta();
    if (!meta) return result;
    // Partner users of the SEO suite have no mailbox (an `.invalid` address).
    const candidates = await db.query<Candidate>(
      `SELECT f.user_id, f.frequency, u.email, u.first_name, to_char(d.period_end, 'YYYY-MM-DD') AS last_end
       FROM subscription_frequencies f
       JOIN users u ON u.id = f.user_id
       LEFT JOIN subscription_digests d ON d.user_id = f.user_id AND d.frequency = f.frequency
       WHERE EXISTS (SELECT 1 FROM subscription_entries e WHERE e.user_id = f.user_id)
         AND u.email NOT LIKE '%.invalid'
       ORDER BY f.user_id, f.frequency`,
    );
    const packages = new Map<number, PackageAccess>();
    for (const candidate of candidates) {
      if (!isDigestDue(digestPeriods(candidate.frequency, meta.dataEnd).current, candidate.last_end)) continue;
      try {
        let access = packages.get(candidate.user_id);
        if (!access) {
          access = await loadPackageAccess(db, candidate.user_id);
          packages.set(candidate.user_id, access);
        }
        // A user without a package reads no data.
        if (access.code === null) continue;
        const sent = await sendDigest(meta, candidate, access);
        if (sent) {
          result.sent += 1;
          result.digests.push(sent);
        }
      } catch (error) {
        result.failed += 1;
        deps.onError(error);
      }
    }
    return result;
  }

  const run = () => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    run,
    start(intervalMs) {
      if (timer) clearInterval(timer);
      timer = setInterval(() => void run().catch(deps.onError), intervalMs);
      // The timer never keeps the process alive on its own (shutdown closes the server first).
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
