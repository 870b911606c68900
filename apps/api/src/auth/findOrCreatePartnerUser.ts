import type { Database } from '../db/Database.ts';
import { PARTNER_PACKAGE_CODE } from '../seed/packageCatalogue.ts';
import type { VerifiedPartnerToken } from './partnerTokens.ts';
import { seoSuitePackageCode } from './seoSuitePackageCode.ts';

const PARTNER_CUSTOMERS = { 'sales-tool': 'Sales tool partner users', 'seo-suite': 'SEO suite partner users' } as const;

/**
 * The Adlens user behind a verified partner token, created on first sight:
 * sales-tool users by e-mail, SEO-suite users by viewer_id (shared by a corporate
 * account's sub-users), all in one customer per partner holding the Partner package.
 * Upserts, so two first requests at once still make one user. An SEO-suite user's own package follows
 * the products in this token (seoSuitePackageCode: refused with an integration code when it names
 * none), so a purchase shows up at the next sign-in with a fresh token.
 */
export async function findOrCreatePartnerUser(db: Database, token: VerifiedPartnerToken): Promise<number> {
  const { provider } = token;
  const externalId = provider === 'sales-tool' ? token.claims.email.toLowerCase() : String(token.claims.viewer_id);
  // The SEO suite shares no e-mail; `.invalid` (RFC 2606) can never reach anybody.
  const email = provider === 'sales-tool' ? token.claims.email : `viewer-${externalId}@seo-suite.invalid`;
  const firstName = provider === 'sales-tool' ? (token.claims.email.split('@')[0] ?? '') : `Viewer ${externalId}`;
  const ownPackage = provider === 'seo-suite' ? seoSuitePackageCode(token.claims) : null;
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO customers (name, type, package_id, integration_provider)
       VALUES ($1, 'B2B', (SELECT id FROM packages WHERE code = $2), $3)
       ON CONFLICT (integration_provider) DO NOTHING`,
      [PARTNER_CUSTOMERS[provider], PARTNER_PACKAGE_CODE, provider],
    );
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (customer_id, email, first_name, integration_provider, external_id, last_login_at, package_id)
       SELECT id, $2, $3, $1, $4, now(), (SELECT id FROM packages WHERE code = $5) FROM customers WHERE integration_provider = $1
       ON CONFLICT (integration_provider, external_id)
       DO UPDATE SET last_login_at = now(), email = EXCLUDED.email, package_id = EXCLUDED.package_id
       RETURNING id`,
      [provider, email, firstName, externalId, ownPackage],
    );
    if (!user) throw new Error(`No customer for partner ${provider}`);
    await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'USER') ON CONFLICT DO NOTHING`, [user.id]);
    return user.id;
  });
}
