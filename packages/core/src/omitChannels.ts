/**
 * A widget answer without the given channels (spec reports-data §5: integration mode removes connected
 * TV channels; access-shell-plans §1 sales tool): list entries naming one of them — a `channel`,
 * `code` or `type` field, or the bare channel string — and keys named after one are dropped, at any
 * depth. Answers are plain JSON; everything else is kept as it is (same object when nothing changes).
 */
export function omitChannels<T>(data: T, channels: readonly string[]): T {
  if (channels.length === 0) return data;
  const hidden = new Set(channels);
  const names = (value: unknown): boolean => {
    if (typeof value === 'string') return hidden.has(value);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const { channel, code, type } = value as Record<string, unknown>;
    return [channel, code, type].some((field) => typeof field === 'string' && hidden.has(field));
  };
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const kept = value.filter((entry) => !names(entry)).map(visit);
      return kept.length === value.length && kept.every((entry, index) => entry === value[index]) ? value : kept;
    }
    if (typeof value !== 'object' || value === null) return value;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (hidden.has(key)) {
        changed = true;
        continue;
      }
      const next = visit(entry);
      if (next !== entry) changed = true;
      out[key] = next;
    }
    return changed ? out : value;
  };
  return visit(data) as T;
}
