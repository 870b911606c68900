import { configure } from '@testing-library/dom';

// Two busy cores (CI runs two test workers beside PostgreSQL): pages that wait on a few fake API
// answers before rendering can take longer than Testing Library's default 1 s to appear. Waiting
// longer only costs time when a test is about to fail anyway.
configure({ asyncUtilTimeout: 3000 });
