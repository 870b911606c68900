import { API_BASE_PATH, localOrigin } from '@adlens/core';
import type { DatabaseKind } from './db/Database.ts';
import { SEEDED_ACCOUNTS } from './seed/accessAccounts.ts';

/** The start-up banner: where every part of the system listens and how to sign in. */
export function formatBanner(options: {
  port: number;
  database: DatabaseKind;
  dataEnd: string | undefined;
  /** Whether /dev/mail is served (not in production). */
  devMail?: boolean;
}): string {
  const api = `http://localhost:${options.port}${API_BASE_PATH}`;
  const rows: [string, string][] = [
    ['API', api],
    ['OpenAPI document', `${api}/docs`],
    ['Standalone app', localOrigin('standalone')],
    ['SEO-suite embed', localOrigin('seoSuite')],
    ['Sales-tool embed', localOrigin('salesTool')],
    ['Partner host', localOrigin('partnerHost')],
    ...(options.devMail === false
      ? []
      : ([['Dev mail outbox', `http://localhost:${options.port}/dev/mail`]] as [string, string][])),
    ['Database', `${options.database}${options.dataEnd ? `, data up to ${options.dataEnd}` : ''}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const accountWidth = Math.max(...SEEDED_ACCOUNTS.map((account) => `${account.email} / ${account.password}`.length));
  const accounts = SEEDED_ACCOUNTS.map(
    (account) => `    ${`${account.email} / ${account.password}`.padEnd(accountWidth)}  ${account.purpose}`,
  );
  return [
    '',
    'Adlens is running',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '  Accounts (e-mail / password)',
    ...accounts,
    '',
  ].join('\n');
}
