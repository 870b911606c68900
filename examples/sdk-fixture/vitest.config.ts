import { defineConfig } from 'vitest/config';

// The packages imported in plain Node, as a partner's server-side render or test runner would.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
