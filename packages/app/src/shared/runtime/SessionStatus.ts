/** Where the entry guard stands: the route it lets through, or where it sends the user instead. */
export type SessionStatus =
  | { kind: 'signed-in' }
  | { kind: 'signed-out' }
  /**
   * The API could not be reached to find out: neither signed in nor out (a failed request is not an
   * expired session). The guard shows the server-error page with a way back here, and never sends
   * the user to login for it.
   */
  | { kind: 'unreachable' }
  /**
   * The embed could not start a session: go to `to` — bad-request when not integrated, no-package or
   * trial-ended for those integration codes, else 401.
   */
  | { kind: 'failed'; to: '/401' | '/bad-request' | '/no-package' | '/trial-ended' };
