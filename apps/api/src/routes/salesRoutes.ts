import { API_ERROR_CODES, PROMOTION_IDS } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { ApiHttpError } from '../http/ApiHttpError.ts';
import { packagePlan } from '../datasets/inAppPackages.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { recordContactRequest } from '../datasets/salesContactStore.ts';
import { parseInput } from '../http/parseInput.ts';
import { salesContactMail } from '../mail/templates.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** What the request is about: a promotion (the app's promotion ids) or nothing in particular. */
const SALES_CONTACT_TOPICS = [
  ...PROMOTION_IDS,
  // Upgrade messages ('Enjoy more features by upgrading to the next package') and the
  // limit pages' 'Contact sales': the mail names the package to upgrade to (core nextPackage).
  'packageUpgrade',
  'general',
] as const;

const SALES_CONTACT_MAX_MESSAGE = 2000;

/** At most this many requests per user in the window (a mail each, to people). */
export const SALES_CONTACT_RATE_LIMIT = { maxRequests: 5, windowSeconds: 3600 } as const;

const TOO_MANY_CONTACTS = 'You have sent several requests already. Please try again later.';

const noQuery = z.strictObject({});
const contactBody = z.strictObject({
  message: z
    .string('must be a string')
    .trim()
    .max(SALES_CONTACT_MAX_MESSAGE, `at most ${SALES_CONTACT_MAX_MESSAGE} characters`)
    .optional()
    .describe('Optional free text from the contact-sales dialog; trimmed'),
  topic: z
    .enum(SALES_CONTACT_TOPICS, `must be one of ${SALES_CONTACT_TOPICS.join(', ')}`)
    .optional()
    .describe("The promotion the request came from; 'general' by default"),
});

const salesRoutes = [
  route({
    method: 'post',
    path: '/sales/contact',
    summary: 'Send an e-mail to sales',
    description:
      "Mails the sales team (ADLENS_SALES_EMAIL) the user's name, e-mail, customer and package, the topic and the message, with reply-to the user; topic `packageUpgrade` also names the package to upgrade to. At most 5 per user per hour, then 429 `error.too-many-requests` {waitSeconds}.",
    tags: ['customers'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: contactBody },
    responses: {
      204: { description: 'Sent' },
      400: { description: 'Message longer than 2000 characters, unknown topic or other fields: `error.validation`' },
      401: { description: 'Missing or invalid access token' },
      429: { description: 'More than 5 requests in an hour (attributes waitSeconds)' },
    },
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      const claims = await deps.auth.authenticate(bearerToken(request));
      const { user } = claims;
      // An empty request (no body at all) is a contact without message or topic.
      const body = parseInput(contactBody, request.body ?? {});
      const topic = body.topic ?? 'general';
      const waitSeconds = await recordContactRequest(deps.db, user.id, topic, SALES_CONTACT_RATE_LIMIT);
      if (waitSeconds !== undefined) {
        throw new ApiHttpError(429, API_ERROR_CODES.tooManyRequests, TOO_MANY_CONTACTS, {
          attributes: { waitSeconds },
        });
      }
      const extra: [string, string][] = [];
      if (topic === 'packageUpgrade') {
        const access = await loadPackageAccess(deps.db, user.id);
        const plan = await packagePlan(deps.db, access.id, claims.integration !== undefined);
        extra.push(['Upgrade to', plan.nextPackage?.name ?? '(no next package)']);
      }
      await deps.mailer.send(
        salesContactMail(
          deps.salesEmail,
          {
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            customer: user.customer.name,
            packagePlan: user.packagePlan,
          },
          topic,
          body.message ?? '',
          extra,
        ),
      );
      return reply.code(204).send();
    },
  }),
];

/** Contact sales: from restricted items and the contact-sales dialog, an e-mail to sales. */
export function registerSalesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, salesRoutes);
}
