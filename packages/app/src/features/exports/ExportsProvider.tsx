import { type AdlensClient, isApiError, waitForDownload } from '@adlens/api-client';
import { adlensKeys, exportStatusQueryOptions } from '@adlens/api-client/query';
import {
  API_ERROR_CODES,
  type Download,
  type ExportScope,
  GENERATING_EXPORT_MESSAGE,
  exportScopeOf,
} from '@adlens/core';
import { downloadBlob } from '@adlens/report-widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { isLimitAcknowledged } from '../../shared/limits/limitAcknowledgements.ts';
import { type LimitFeature, type LimitReached, limitNoticeContent } from '../../shared/limits/limitNoticeContent.ts';
import type { NotificationStore } from '../../shared/notifications/notificationStore.ts';
import { useNotificationStore } from '../../shared/notifications/useNotificationStore.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { type ExportRunner, ExportRunnerContext } from './ExportRunnerContext.ts';
import { createExportRunStore } from './exportRunStore.ts';
import { recordExceededExport } from './recordExceededExport.ts';

/** Our wording for an export that failed for a reason other than a limit. */
const EXPORT_FAILED_MESSAGE = 'The export could not be made. Please try again later.';

/** The limit page of each export scope. */
const LIMIT_FEATURES: Record<ExportScope, LimitFeature> = {
  GLOBAL: 'REPORT_EXPORTS',
  WIDGET: 'WIDGET_EXPORTS',
  CREATIVES: 'CREATIVE_EXPORTS',
};

/** The blue 'Generating export' notice with a spinner; one shared entry for every running export. */
function showGenerating(notifications: NotificationStore): () => void {
  const { notify, dismiss } = notifications.getState();
  const id = notify({
    type: 'export',
    message: GENERATING_EXPORT_MESSAGE,
    options: { theme: 'info', spinner: true, closable: false, shared: true },
  });
  return () => dismiss(id);
}

function showFailure(notifications: NotificationStore, message: string) {
  notifications.getState().notify({ type: 'export-failed', message, options: { theme: 'error', closable: true } });
}

/** Follows a registered download to its file and saves it through a hidden link. */
async function saveWhenReady(client: AdlensClient, id: string): Promise<Download> {
  const download = await waitForDownload(client, id);
  if (!download.link) throw new Error('The download has no link');
  downloadBlob(await client.fetchDownloadContent(download.link), download.fileName);
  return download;
}

/**
 * Gives the pages under the shell one export runner, and resumes the downloads still being
 * produced when the app loads ("Pending processing downloads in the initial list
 * are resumed and auto-downloaded") — an export survives a page load or an API restart.
 */
export function ExportsProvider({ children }: { children: ReactNode }) {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const notifications = useNotificationStore();
  const [store] = useState(createExportRunStore);

  const { runner, resume } = useMemo(() => {
    const refreshStatus = () => void queryClient.invalidateQueries({ queryKey: adlensKeys.exportStatus() });
    const running = async (group: string, run: () => Promise<void>) => {
      const { setBusy } = store.getState();
      setBusy(group, true);
      const hide = showGenerating(notifications);
      try {
        await run();
      } finally {
        hide();
        setBusy(group, false);
      }
    };
    const follow = async (id: string) => {
      store.getState().follow(id, true);
      try {
        await saveWhenReady(client, id);
      } finally {
        store.getState().follow(id, false);
        refreshStatus();
      }
    };
    const runLocal = (group: string, run: () => Promise<void>) =>
      running(group, run).catch((error: unknown) =>
        showFailure(notifications, error instanceof Error && error.message ? error.message : EXPORT_FAILED_MESSAGE),
      );
    const exportRunner: ExportRunner = {
      store,
      runLocal,
      runRemote: (group, build) => {
        let scope: ExportScope = 'GLOBAL';
        return running(group, async () => {
          const request = await build();
          scope = exportScopeOf(request.type);
          const { id } = await client.createDownload(request);
          await follow(id);
        }).catch((error: unknown) => {
          refreshStatus();
          if (isApiError(error) && error.code === API_ERROR_CODES.exportLimitReached) {
            const limit = Number(error.attributes.limit);
            const reached: LimitReached = {
              feature: LIMIT_FEATURES[scope],
              interval: 'MONTHLY',
              limit: Number.isFinite(limit) ? limit : null,
            };
            void recordExceededExport(client, queryClient, scope, 'MONTHLY');
            // A limit notice acknowledged on this page is not shown again this session;
            // the refusal still says why, in the notification bar.
            if (isLimitAcknowledged(reached.feature, globalThis.location.pathname)) {
              const { title, message } = limitNoticeContent(reached, '');
              showFailure(notifications, `${title}. ${message}`);
            } else store.getState().setLimit(reached);
          } else if (isApiError(error) && error.status > 0 && error.status < 500) {
            // The server's own message says what to change (a period too long for the plan, …).
            showFailure(notifications, error.message);
          } else {
            showFailure(
              notifications,
              error instanceof Error && !isApiError(error) ? error.message : EXPORT_FAILED_MESSAGE,
            );
          }
        });
      },
    };
    return {
      runner: exportRunner,
      resume: (download: Download) => runLocal(download.group, () => follow(download.id)),
    };
  }, [client, queryClient, notifications, store]);

  // A limit page belongs to the page whose export was refused.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => store.getState().setLimit(null), [pathname, store]);

  // Resume what was still being produced when the page loaded (or another tab started).
  const { data: status } = useQuery(exportStatusQueryOptions(client));
  useEffect(() => {
    for (const download of status?.processing ?? []) {
      const { following, busyGroups } = store.getState();
      if (following.has(download.id) || busyGroups.has(download.group)) continue;
      void resume(download);
    }
  }, [status, store, resume]);

  return <ExportRunnerContext value={runner}>{children}</ExportRunnerContext>;
}
