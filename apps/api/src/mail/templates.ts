import type { MailMessage } from './Mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}<p>The Adlens team</p></body></html>`;
}

/** The one-time code, valid 10 minutes. */
export function otpCodeMail(to: string, firstName: string, code: string): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  return {
    to,
    subject: 'Your Adlens login code',
    text: `${greeting}\n\nYour Adlens login code is ${code}. It is valid for 10 minutes.\n\nIf you did not try to log in, change your password.\n`,
    html: layout(
      'Your Adlens login code',
      `<p>${escapeHtml(greeting)}</p><p>Your Adlens login code is <strong style="font-size:1.5em;letter-spacing:.2em">${code}</strong>. It is valid for 10 minutes.</p><p>If you did not try to log in, change your password.</p>`,
    ),
  };
}

/** The link to set-password/{token}, valid 24 hours, single use. */
export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  return {
    to,
    subject: 'Reset your Adlens password',
    text: `${greeting}\n\nSet a new password for your Adlens account here:\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.\n`,
    html: layout(
      'Reset your Adlens password',
      `<p>${escapeHtml(greeting)}</p><p><a href="${escapeHtml(link)}">Set a new password</a> for your Adlens account.</p><p>Or paste this address into your browser: ${escapeHtml(link)}</p><p>The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.</p>`,
    ),
  };
}

/**
 * An admin added the user to their customer — the activate-account/{token} link (the
 * set-password page), valid 24 hours, single use.
 */
export function activationMail(to: string, firstName: string, customer: string, link: string): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const subject = 'Activate your Adlens account';
  return {
    to,
    subject,
    text: `${greeting}\n\nYou have been added to ${customer} on Adlens. Choose your password to activate your account:\n${link}\n\nThe link works once and expires in 24 hours.\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(greeting)}</p><p>You have been added to ${escapeHtml(customer)} on Adlens.</p><p><a href="${escapeHtml(link)}">Choose your password</a> to activate your account.</p><p>Or paste this address into your browser: ${escapeHtml(link)}</p><p>The link works once and expires in 24 hours.</p>`,
    ),
  };
}

export { escapeHtml };

/** Who asked sales, from the access token. */
export interface SalesContactSender {
  name: string;
  email: string;
  customer: string;
  packagePlan: string | null;
}

/** The contact-sales dialog's e-mail to sales: the request, reply-to the user. */
export function salesContactMail(
  to: string,
  sender: SalesContactSender,
  topic: string,
  message: string,
  extra: [string, string][] = [],
): MailMessage {
  const subject = `Contact request from ${sender.name || sender.email} (${sender.customer}): ${topic}`;
  const fields: [string, string][] = [
    ['Name', sender.name || '(not set)'],
    ['E-mail', sender.email],
    ['Customer', sender.customer],
    ['Package', sender.packagePlan ?? '(none)'],
    ['Topic', topic],
    ...extra,
  ];
  const body = message || '(no message)';
  return {
    to,
    replyTo: sender.email,
    subject,
    text: `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${body}\n`,
    html: layout(
      subject,
      `<table>${fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table><p><strong>Message</strong></p><p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    ),
  };
}
