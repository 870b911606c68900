import type { Queryable } from '../db/Database.ts';

export interface ExportPlan {
  hasPackage: boolean;
  features: readonly string[];
  limits: Record<string, number>;
}

/** The export features and caps of the user's package (their own, else their customer's). */
export async function loadExportPlan(db: Queryable, userId: number): Promise<ExportPlan> {
  const [row] = await db.query<{ features: string[] | null; limits: Record<string, number> | null }>(
    `SELECT p.features, p.limits FROM users u JOIN customers c ON c.id = u.customer_id
     LEFT JOIN packages p ON p.id = coalesce(u.package_id, c.package_id) WHERE u.id = $1`,
    [userId],
  );
  return { hasPackage: Boolean(row?.features), features: row?.features ?? [], limits: row?.limits ?? {} };
}
