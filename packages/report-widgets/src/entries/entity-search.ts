// `@adlens/report-widgets/entity-search`: Entity Search alone, with the provider it renders in, so an app pays only for the widgets it imports.
// Written by subpaths.ts from src/EntitySearch/public.ts; do not edit.
/* eslint-disable no-restricted-syntax -- both modules re-exported here name each of their exports */
export * from './shared/provider.ts';
export * from '../EntitySearch/public.ts';
