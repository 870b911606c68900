export { startIntegration } from './startIntegration.ts';
export type { StartIntegrationOptions } from './startIntegration.ts';
