import { adlensPackageBuild } from '../tsup.shared.ts';
import { widgetEntries } from './vite.build.config.ts';

/**
 * Types only: the JavaScript is built by Vite, one file per module (vite.build.config.ts), and this
 * adds `index.d.ts`/`.d.cts` and `entries/<name>.d.ts`/`.d.cts` beside it — one declaration file per
 * entry, so a partner's editor and `tsc` read the same API the package exports.
 */
export default adlensPackageBuild(
  { index: 'src/index.ts', ...widgetEntries },
  { dts: { only: true }, clean: false, sourcemap: false },
);
