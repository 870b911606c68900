import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOADS_PATH } from '@adlens/core';

/** How long a READY job's content link works (docs/decisions/exports.md#exports-and-downloads). */
export const DOWNLOAD_LINK_LIFETIME_MS = 5 * 60 * 1000;

interface SignedDownloadLink {
  /** Relative to the API base: `downloads/{id}/content?expires=…&signature=…`. */
  link: string;
  expiresAt: Date;
}

export interface DownloadLinks {
  sign(jobId: string, userId: number): SignedDownloadLink;
  /** 'valid', or why not: a wrong signature (another job, user or expiry) or a past expiry. */
  check(jobId: string, userId: number, expires: number, signature: string): 'valid' | 'forged' | 'expired';
}

/**
 * Signed content links: an HMAC
 * of the job id, its owner's id and the expiry (Unix seconds) under a key derived from the server
 * secret. The link alone is not enough: the content route also wants the owner's session.
 */
export function createDownloadLinks(
  secret: string,
  options: { now?: () => number; lifetimeMs?: number } = {},
): DownloadLinks {
  const key = createHmac('sha256', secret).update('adlens-download-link').digest();
  const now = options.now ?? Date.now;
  const lifetimeMs = options.lifetimeMs ?? DOWNLOAD_LINK_LIFETIME_MS;
  const signatureOf = (jobId: string, userId: number, expires: number) =>
    createHmac('sha256', key).update(`${jobId}:${userId}:${expires}`).digest();
  return {
    sign(jobId, userId) {
      const expires = Math.floor((now() + lifetimeMs) / 1000);
      const signature = signatureOf(jobId, userId, expires).toString('base64url');
      const query = new URLSearchParams({ expires: String(expires), signature });
      return {
        link: `${DOWNLOADS_PATH}/${encodeURIComponent(jobId)}/content?${query.toString()}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    check(jobId, userId, expires, signature) {
      const expected = signatureOf(jobId, userId, expires);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return expires * 1000 <= now() ? 'expired' : 'valid';
    },
  };
}
