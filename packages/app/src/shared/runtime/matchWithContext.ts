/**
 * A type guard for the route matches whose guard put `key` into the route context: pages shared by
 * several routes (every report route, every audience route) find their route's match with it, and the
 * match's context and search keep the types the route tree gives them.
 */
export function matchWithContext<const K extends string>(key: K) {
  return <TMatch extends { context: object }>(
    match: TMatch,
  ): match is Extract<TMatch, { context: Record<K, unknown> }> => key in match.context;
}
