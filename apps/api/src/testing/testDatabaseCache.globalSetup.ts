import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: a directory for this run's seeded PGlite template (see createTestDatabase),
 * removed when the run ends, so no test ever starts from another run's data.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'adlens-test-db-'));
  process.env.ADLENS_TEST_DB_CACHE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
