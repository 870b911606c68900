/** Unsigned JWT-shaped tokens for tests: `typ` in the header, `claims` in the payload. */
export function fakeJwt(typ: string, claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ })}.${part(claims)}.sig`;
}
