/** Where the entry guard stands (spec access-shell-plans §2.1 route table and entry guards). */
export type SessionStatus =
  | { kind: 'signed-in' }
  | { kind: 'signed-out' }
  /** The embed could not start a session: go to `to` (401, or bad-request when not integrated). */
  | { kind: 'failed'; to: '/401' | '/bad-request' };
