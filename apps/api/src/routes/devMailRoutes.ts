import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/Database.ts';
import { loopbackOnly } from '../http/loopbackOnly.ts';
import { parseInput } from '../http/parseInput.ts';
import { readOutbox } from '../mail/outboxStore.ts';
import { escapeHtml } from '../mail/templates.ts';

const messagesQuery = z.strictObject({
  to: z.email('must be an e-mail address').max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** Escapes text and makes its http(s) addresses clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The development mail viewer (Runtime topology: /dev/mail, non-production only):
 * an HTML page of the outbox, newest first, and its JSON for the end-to-end tests (OTP codes, links).
 */
export function registerDevMailRoutes(app: FastifyInstance, db: Database): void {
  app.get('/dev/mail/messages', { onRequest: loopbackOnly }, async (request) => {
    const query = parseInput(messagesQuery, request.query);
    return { elements: await readOutbox(db, query.to, query.limit ?? 100) };
  });

  app.get('/dev/mail', { onRequest: loopbackOnly }, async (request, reply) => {
    const query = parseInput(messagesQuery, request.query);
    const messages = await readOutbox(db, query.to, query.limit ?? 100);
    const items = messages
      .map(
        (message) => `<li><article aria-labelledby="m${message.id}">
<h2 id="m${message.id}">${escapeHtml(message.subject)}</h2>
<p>To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.createdAt}">${message.createdAt}</time></p>
<pre>${linkify(message.text)}</pre></article></li>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Adlens dev mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
ol{list-style:none;padding:0}li{border:1px solid #767676;border-radius:6px;margin:1rem 0;padding:0 1rem}
pre{white-space:pre-wrap;word-break:break-all}a{color:#0645ad}h2{font-size:1.15rem}</style></head>
<body><main><h1>Adlens dev mail</h1>
<p>Mail the API has sent, newest first (development only). JSON: <a href="/dev/mail/messages">/dev/mail/messages?to=</a>.</p>
${messages.length > 0 ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}
</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
