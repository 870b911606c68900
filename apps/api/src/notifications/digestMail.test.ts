import { describe, expect, it } from 'vitest';
import { type DigestContent, type DigestSection, topChanges } from './composeDigest.ts';
import { digestLinks, digestMail } from './digestMail.ts';

const links = digestLinks('https://app.example/', 'tok.en');

function section(overrides: Partial<DigestSection> = {}): DigestSection {
  return {
    entryId: 'e1',
    dataPoint: 'advertiser',
    title: 'nike.com',
    country: { code: 'US', name: 'United States' },
    found: true,
    spend: { current: 1500, previous: 1000 },
    changes: [
      { id: 1, title: 'news.example', current: 800, previous: 200 },
      { id: 2, title: 'video.example', current: 0, previous: 300 },
      { id: 3, title: 'fresh.example', current: 50, previous: 0 },
    ],
    newCampaigns: { total: 7, items: [{ id: 9, title: 'Summer Sale 2025', firstSeen: '2025-06-25' }] },
    newPartners: { total: 0, items: [] },
    ...overrides,
  };
}

function weekly(sections: DigestSection[]): DigestContent {
  return {
    frequency: 'WEEKLY',
    periods: {
      current: { start: '2025-06-24', end: '2025-06-30' },
      previous: { start: '2025-06-17', end: '2025-06-23' },
    },
    sections,
  };
}

describe('topChanges', () => {
  it('ranks the largest moves either way, includes items that started or stopped, drops unchanged ones', () => {
    const current = new Map([
      [1, 100],
      [2, 900],
      [3, 50],
      [5, 10],
    ]);
    const previous = new Map([
      [1, 100],
      [2, 1000],
      [4, 400],
      [5, 9.9],
    ]);
    expect(topChanges(current, previous, 3)).toEqual([
      { id: 4, current: 0, previous: 400 },
      { id: 2, current: 900, previous: 1000 },
      { id: 3, current: 50, previous: 0 },
    ]);
  });
});

describe('digestMail', () => {
  it('writes each subscription with spend, top changes, new campaigns and new publishers, and both links', () => {
    const mail = digestMail({ email: 'dana@x.test', firstName: 'Dana' }, weekly([section()]), links);
    expect(mail.to).toBe('dana@x.test');
    expect(mail.subject).toBe('Your weekly Adlens digest: 24 – 30 Jun 2025');
    expect(mail.text).toBe(
      [
        'Hello Dana,',
        '',
        'Here is what changed in 24 – 30 Jun 2025, compared with 17 – 23 Jun 2025.',
        '',
        '== nike.com · United States ==',
        'Spend: $1,500 (+50.00% from $1,000 the week before)',
        '',
        'Top changes in spend by publisher:',
        '- news.example: $200 → $800 (+300.00%)',
        '- video.example: $300 → $0 (-100.00%)',
        '- fresh.example: $0 → $50 (new)',
        '',
        'New campaigns (first seen this week):',
        '- Summer Sale 2025, first seen 25 Jun 2025',
        '…and 6 more',
        '',
        'New publishers (ran on this week, not before):',
        'No new publishers.',
        '',
        '--',
        'Manage your e-mail notifications: https://app.example/ad-intelligence/settings/email-notifications',
        'Unsubscribe from these digests: https://app.example/unsubscribe?token=tok.en',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<a href="https://app.example/unsubscribe?token=tok.en">Unsubscribe from these digests</a>',
    );
  });

  it('words a publisher subscription by advertiser, names a campaign’s advertiser, and escapes HTML', () => {
    const mail = digestMail(
      { email: 'x@x.test', firstName: '' },
      {
        ...weekly([
          section({
            dataPoint: 'publisher',
            title: '<b>Rivals</b>',
            newCampaigns: { total: 1, items: [{ id: 9, title: 'Launch', firstSeen: '2025-06-26', owner: 'acme.com' }] },
          }),
        ]),
        frequency: 'MONTHLY',
        periods: {
          current: { start: '2025-06-01', end: '2025-06-30' },
          previous: { start: '2025-05-01', end: '2025-05-31' },
        },
      },
      links,
    );
    expect(mail.subject).toBe('Your monthly Adlens digest: June 2025');
    expect(mail.text).toContain('Hello,\n');
    expect(mail.text).toContain('Top changes in spend by advertiser:');
    expect(mail.text).toContain('- Launch (acme.com), first seen 26 Jun 2025');
    expect(mail.text).toContain('New advertisers (ran here this month, not before):\nNo new advertisers.');
    expect(mail.html).toContain('&#60;b&#62;Rivals&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Rivals');
  });

  it('says when a subscription’s entities are no longer in the data', () => {
    const mail = digestMail(
      { email: 'x@x.test', firstName: 'X' },
      weekly([section({ found: false, title: '#42' })]),
      links,
    );
    expect(mail.text).toContain(
      '== #42 · United States ==\nNo longer in the data: remove this subscription in your settings.',
    );
  });
});
