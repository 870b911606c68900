import type { Queryable } from '../db/Database.ts';

/** The e-mail of the customer's account manager; empty when none is set. */
export async function customerManagerEmail(db: Queryable, customerId: number): Promise<string> {
  const [row] = await db.query<{ email: string | null }>('SELECT manager_email AS email FROM customers WHERE id = $1', [
    customerId,
  ]);
  return row?.email ?? '';
}

/** Whether the customer is a partner's (its users are the partner's); undefined for an unknown customer. */
export async function isPartnerCustomer(db: Queryable, customerId: number): Promise<boolean | undefined> {
  const [customer] = await db.query<{ partner: boolean }>(
    'SELECT integration_provider IS NOT NULL AS partner FROM customers WHERE id = $1',
    [customerId],
  );
  return customer?.partner;
}
