import { isApiError } from '@adlens/api-client';
import { API_ERROR_CODES } from '@adlens/core';
import type { WidgetRestriction } from './widgetRestriction.ts';

/** The report's upgrade action, offered on every widget the package refuses (WidgetReportContext). */
export interface WidgetUpgradeAction {
  label: string;
  onAction: () => void;
}

/**
 * A widget whose data the server refused as beyond the package (403
 * `error.package-limit-exceeded`) shows the lock and
 * the server's package-limit message, with the report's upgrade action, instead of an error and a
 * retry that would be refused again. Undefined when no error is a package limit.
 */
export function packageLimitRestriction(
  errors: readonly unknown[],
  upgrade?: WidgetUpgradeAction,
): WidgetRestriction | undefined {
  const refused = errors.find((error) => isApiError(error) && error.code === API_ERROR_CODES.packageLimitExceeded) as
    Error | undefined;
  if (!refused) return undefined;
  return { message: refused.message, ...(upgrade ? { actionLabel: upgrade.label, onAction: upgrade.onAction } : {}) };
}
