/**
 * The 'contact admin' mail draft to the account manager: a limit page's action opens a mail draft to
 * the account manager's address, with a subject.
 */
export function accountManagerMailto(email: string, subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  // Mail clients read %20, not the form encoding's '+', as a space.
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`;
}
