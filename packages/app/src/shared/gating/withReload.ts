/**
 * The same in-app URL with `reload=true`: the report loads afresh, with a new view token and new data
 *.
 */
export function withReload(href: string): string {
  const url = new URL(href, 'http://adlens.invalid');
  url.searchParams.set('reload', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
