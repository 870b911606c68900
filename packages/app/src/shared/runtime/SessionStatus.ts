/** Where the entry guard stands (spec access-shell-plans §2.1 route table and entry guards). */
export type SessionStatus =
  | { kind: 'signed-in' }
  | { kind: 'signed-out' }
  /**
   * The API could not be reached to find out (issue 21 §1): neither signed in nor out. The guard
   * shows the server-error page with a way back here, and never sends the user to login for it.
   */
  | { kind: 'unreachable' }
  /**
   * The embed could not start a session: go to `to` — bad-request when not integrated, no-package or
   * trial-ended for those integration codes, else 401.
   */
  | { kind: 'failed'; to: '/401' | '/bad-request' | '/no-package' | '/trial-ended' };
