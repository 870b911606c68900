/**
 * The 'contact admin' mail draft to the account manager (spec access-shell-plans §3 limit-page
 * actions: "opens a mail draft to the account manager's address with a subject").
 */
export function accountManagerMailto(email: string, subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  // Mail clients read %20, not the form encoding's '+', as a space.
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`;
}
