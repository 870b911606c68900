export { INTEGRATION_MIN_HEIGHTS, startIntegration } from './startIntegration.ts';
export type { IntegrationSession, StartIntegrationDependencies, StartIntegrationOptions } from './startIntegration.ts';
