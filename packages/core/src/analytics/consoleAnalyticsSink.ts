import type { AnalyticsSink } from './AnalyticsSink.ts';

/** The console methods the development logger uses. */
export type AnalyticsConsole = Pick<Console, 'debug' | 'groupCollapsed' | 'groupEnd'>;

/**
 * The development logger: each event as a collapsed console group (name, then its properties and
 * context) at debug level, so developers see what would be tracked without any network traffic.
 */
export function consoleAnalyticsSink(output: AnalyticsConsole = console): AnalyticsSink {
  return {
    name: 'development logger',
    send({ event, properties, ...context }) {
      output.groupCollapsed(`[analytics] ${event}`);
      output.debug(properties);
      output.debug(context);
      output.groupEnd();
    },
    identify(user) {
      output.debug('[analytics] identify', user);
    },
  };
}
