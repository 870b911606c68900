import nodemailer from 'nodemailer';
import type { Queryable } from '../db/Database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, e.g. the user who contacted sales. */
  replyTo?: string;
}

/** How the API sends mail: OTP codes, password-set links, contact-sales requests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Every mail lands in mail_outbox; the development viewer (/dev/mail) and the tests read it. */
function createOutboxMailer(db: Queryable): Mailer {
  return {
    async send(message) {
      await db.query(
        `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, reply_to) VALUES ($1, $2, $3, $4, $5)`,
        [message.to, message.subject, message.text, message.html, message.replyTo ?? null],
      );
    },
  };
}

/** SMTP delivery through nodemailer when SMTP_URL is set (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** A Mailer whose outbox write can be part of the caller's transaction. */
export interface TransactionalMailer extends Mailer {
  /**
   * Writes the outbox row through `tx`, so it commits or rolls back with the caller's work (the
   * digests: the mail and the record that it was sent), and returns the SMTP delivery to run once
   * that transaction has committed.
   */
  stage(tx: Queryable, message: MailMessage): Promise<() => Promise<void>>;
}

/**
 * The outbox always, SMTP as well when configured. The outbox write is part of the request; an SMTP
 * failure is logged and does not fail it (the outbox keeps the message).
 */
export function createMailer(
  db: Queryable,
  smtp: Mailer | undefined,
  onError: (error: unknown) => void,
): TransactionalMailer {
  const outbox = createOutboxMailer(db);
  const relay = async (message: MailMessage) => {
    if (smtp) await smtp.send(message).catch(onError);
  };
  return {
    async send(message) {
      await outbox.send(message);
      await relay(message);
    },
    async stage(tx, message) {
      await createOutboxMailer(tx).send(message);
      return () => relay(message);
    },
  };
}
