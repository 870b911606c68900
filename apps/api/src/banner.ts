import { API_BASE_PATH, localOrigin } from '@adlens/core';
import type { DatabaseKind } from './db/Database.ts';
import { DEMO_ACCOUNT } from './seed/demoAccount.ts';

/** The start-up banner: where every part of the system listens and how to sign in. */
export function formatBanner(options: { port: number; database: DatabaseKind; dataEnd: string | undefined }): string {
  const api = `http://localhost:${options.port}${API_BASE_PATH}`;
  const rows: [string, string][] = [
    ['API', api],
    ['OpenAPI document', `${api}/docs`],
    ['Standalone app', localOrigin('standalone')],
    ['SEO-suite embed', localOrigin('seoSuite')],
    ['Sales-tool embed', localOrigin('salesTool')],
    ['Partner host', localOrigin('partnerHost')],
    ['Demo account', `${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`],
    ['Database', `${options.database}${options.dataEnd ? `, data up to ${options.dataEnd}` : ''}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return ['', 'Adlens is running', ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`), ''].join(
    '\n',
  );
}
