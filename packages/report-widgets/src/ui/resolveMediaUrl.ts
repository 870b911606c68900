/**
 * `EntitySummary.icon` is an absolute URL or one relative to the API origin (core entityType.ts).
 * Resolve it against the client's origin so an embedding page on another origin loads the right file.
 * Unparseable values give null, and the caller shows its fallback.
 */
export function resolveMediaUrl(icon: string | null | undefined, apiOrigin: string): string | null {
  if (!icon) return null;
  try {
    return new URL(icon, `${apiOrigin.replace(/\/$/, '')}/`).toString();
  } catch {
    return null;
  }
}
