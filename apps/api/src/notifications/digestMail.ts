import {
  type DateRange,
  EMAIL_NOTIFICATIONS_APP_PATH,
  displayDate,
  displayDateSpan,
  formatCurrency,
  formatTrend,
  parseIsoDate,
} from '@adlens/core';
import type { MailMessage } from '../mail/Mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import type { DigestContent, DigestSection, FirstSeenList, SpendChange } from './composeDigest.ts';

/** Who gets the digest and where its links point. */
export interface DigestRecipient {
  email: string;
  firstName: string;
}

export interface DigestLinks {
  /** The settings page (absolute). */
  manage: string;
  /** The unsubscribe page with its token (absolute). */
  unsubscribe: string;
}

/** The settings page and the unsubscribe page of the app at `appOrigin`. */
export function digestLinks(appOrigin: string, unsubscribeToken: string): DigestLinks {
  const origin = appOrigin.replace(/\/$/, '');
  return {
    manage: `${origin}${EMAIL_NOTIFICATIONS_APP_PATH}`,
    unsubscribe: `${origin}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
  };
}

const usd = (amount: number) => formatCurrency(amount, 'USD', 0);
function rangeText(range: DateRange): string {
  return displayDateSpan(range.start, range.end);
}

/** 'June 2025' for a whole month, else its days. */
function periodTitle(content: DigestContent): string {
  const { current } = content.periods;
  if (content.frequency === 'WEEKLY') return rangeText(current);
  const start = parseIsoDate(current.start)!;
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(start);
  return `${month} ${start.getUTCFullYear()}`;
}

/** '+12.50%' against the previous period; 'new' when there was none before. */
function changeText(current: number, previous: number): string {
  if (Math.round(previous) === 0) return Math.round(current) === 0 ? 'no spend' : 'new';
  return formatTrend(((current - previous) / previous) * 100);
}

const WORDS = {
  WEEKLY: { adjective: 'weekly', period: 'week' },
  MONTHLY: { adjective: 'monthly', period: 'month' },
} as const;

interface SectionText {
  heading: string;
  spend: string;
  lists: { title: string; empty: string; lines: string[]; more: number }[];
}

function changeLine(change: SpendChange): string {
  return `${change.title}: ${usd(change.previous)} → ${usd(change.current)} (${changeText(change.current, change.previous)})`;
}

function firstSeenLines(list: FirstSeenList): string[] {
  return list.items.map(
    (item) => `${item.title}${item.owner ? ` (${item.owner})` : ''}, first seen ${displayDate(item.firstSeen)}`,
  );
}

/** A section's words, shared by the text and the HTML body. */
function sectionText(section: DigestSection, period: string): SectionText {
  const heading = `${section.title} · ${section.country.name}`;
  if (!section.found) {
    return { heading, spend: 'No longer in the data: remove this subscription in your settings.', lists: [] };
  }
  const { current, previous } = section.spend;
  const partners = section.dataPoint === 'advertiser' ? 'publishers' : 'advertisers';
  return {
    heading,
    spend: `Spend: ${usd(current)} (${changeText(current, previous)} from ${usd(previous)} the ${period} before)`,
    lists: [
      {
        title: `Top changes in spend by ${section.dataPoint === 'advertiser' ? 'publisher' : 'advertiser'}`,
        empty: 'No changes in spend.',
        lines: section.changes.map(changeLine),
        more: 0,
      },
      {
        title: `New campaigns (first seen this ${period})`,
        empty: 'No new campaigns.',
        lines: firstSeenLines(section.newCampaigns),
        more: section.newCampaigns.total - section.newCampaigns.items.length,
      },
      {
        title:
          section.dataPoint === 'advertiser'
            ? `New publishers (ran on this ${period}, not before)`
            : `New advertisers (ran here this ${period}, not before)`,
        empty: `No new ${partners}.`,
        lines: firstSeenLines(section.newPartners),
        more: section.newPartners.total - section.newPartners.items.length,
      },
    ],
  };
}

/**
 * The digest mail: per subscription, spend against the previous period, the top changes in
 * spend, new campaigns and new publishers (advertisers for a publisher); plain text and simple HTML,
 * with the settings link and the unsubscribe link.
 */
export function digestMail(recipient: DigestRecipient, content: DigestContent, links: DigestLinks): MailMessage {
  const words = WORDS[content.frequency];
  const title = periodTitle(content);
  const subject = `Your ${words.adjective} Adlens digest: ${title}`;
  const greeting = recipient.firstName ? `Hello ${recipient.firstName},` : 'Hello,';
  const intro = `Here is what changed in ${rangeText(content.periods.current)}, compared with ${rangeText(content.periods.previous)}.`;
  const sections = content.sections.map((section) => sectionText(section, words.period));
  const footer = [
    `Manage your e-mail notifications: ${links.manage}`,
    `Unsubscribe from these digests: ${links.unsubscribe}`,
  ];

  const text = [
    greeting,
    '',
    intro,
    ...sections.flatMap((section) => [
      '',
      `== ${section.heading} ==`,
      section.spend,
      ...section.lists.flatMap((list) => [
        '',
        `${list.title}:`,
        ...(list.lines.length > 0 ? list.lines.map((line) => `- ${line}`) : [list.empty]),
        ...(list.more > 0 ? [`…and ${list.more} more`] : []),
      ]),
    ]),
    '',
    '--',
    ...footer,
    '',
  ].join('\n');

  const htmlSections = sections
    .map(
      (section) =>
        `<h2 style="font-size:1.1em;margin:1.5em 0 .25em">${escapeHtml(section.heading)}</h2><p style="margin:0">${escapeHtml(section.spend)}</p>${section.lists
          .map(
            (list) =>
              `<h3 style="font-size:1em;margin:1em 0 .25em">${escapeHtml(list.title)}</h3>${
                list.lines.length > 0
                  ? `<ul>${list.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}${list.more > 0 ? `<li>…and ${list.more} more</li>` : ''}</ul>`
                  : `<p style="margin:0">${escapeHtml(list.empty)}</p>`
              }`,
          )
          .join('')}`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlSections}<hr><p><a href="${escapeHtml(links.manage)}">Manage your e-mail notifications</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe from these digests</a></p></body></html>`;
  return { to: recipient.email, subject, text, html };
}
