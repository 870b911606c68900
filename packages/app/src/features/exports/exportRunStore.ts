import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LimitReached } from '../../shared/limits/limitNoticeContent.ts';

/**
 * The exports in progress and the last export limit reached (the export and download states):
 * shared by every page under the shell, so an export started on one page keeps
 * its in-progress state — and its download — when the user moves on.
 */
interface ExportRunState {
  /** Groups with an export running (items in the same group share the in-progress state). */
  busyGroups: ReadonlySet<string>;
  /** How many exports of each group run: a group stays busy until the last of them ends. */
  running: Readonly<Record<string, number>>;
  /** Downloads being followed, so a resumed one is not followed twice. */
  following: ReadonlySet<string>;
  /** The monthly export limit the server refused the last export with; the page shows its limit page. */
  limit: LimitReached | null;
  /** An export of the group starts (true) or ends (false). */
  setBusy(group: string, busy: boolean): void;
  follow(id: string, on: boolean): void;
  setLimit(limit: LimitReached | null): void;
}

export type ExportRunStore = StoreApi<ExportRunState>;

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  if (set.has(key) === on) return set;
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

export function createExportRunStore(): ExportRunStore {
  return createStore<ExportRunState>()((set) => ({
    busyGroups: new Set(),
    running: {},
    following: new Set(),
    limit: null,
    setBusy: (group, busy) =>
      set((state) => {
        const count = Math.max(0, (state.running[group] ?? 0) + (busy ? 1 : -1));
        return {
          running: { ...state.running, [group]: count },
          busyGroups: toggled(state.busyGroups, group, count > 0),
        };
      }),
    follow: (id, on) => set((state) => ({ following: toggled(state.following, id, on) })),
    setLimit: (limit) => set({ limit }),
  }));
}

/** Outside the shell nothing runs: this empty store keeps the hooks that read one unconditional. */
export const NO_EXPORT_RUNS: ExportRunStore = createExportRunStore();
