// `@adlens/report-widgets/top-interests`: Top Interests alone, with the provider it renders in and `DatasetWidget`, which draws a widget definition, so an app pays only for the widgets it imports.
// Written by subpaths.ts from src/widgets/TopInterests/public.ts; do not edit.
/* eslint-disable no-restricted-syntax -- both modules re-exported here name each of their exports */
export * from './shared/dataset.ts';
export * from '../widgets/TopInterests/public.ts';
