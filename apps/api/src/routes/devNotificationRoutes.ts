import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/parseInput.ts';
import { loopbackOnly } from '../http/loopbackOnly.ts';
import type { DigestScheduler } from '../notifications/digestScheduler.ts';

const DEV_NOTIFICATIONS_RUN_PATH = '/dev/notifications/run';

const noQuery = z.strictObject({});

/**
 * Development only (registered when /dev/mail is, never in production): runs the digest scheduler
 * now instead of waiting for its timer and answers how many digests it sent, so the end-to-end test
 * and a developer can see a digest in /dev/mail at once. A period already sent is not sent again.
 */
export function registerDevNotificationRoutes(app: FastifyInstance, scheduler: DigestScheduler): void {
  app.post(DEV_NOTIFICATIONS_RUN_PATH, { onRequest: loopbackOnly }, async (request) => {
    parseInput(noQuery, request.query);
    return scheduler.run();
  });
}
