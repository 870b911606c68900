import { type FixtureReply, createFixtureFetch } from './fixtureFetch.ts';
import type { AdlensStoryParameters } from './withAdlensProviders.tsx';

/** Story parameters whose `fetch` answers the widget's dataset (`GET datasets/{name}`) with `reply`. */
export function datasetFixtures(
  definition: { dataset: string },
  reply: FixtureReply,
): { adlens: AdlensStoryParameters } {
  return { adlens: { fixtures: createFixtureFetch({ [`datasets/${definition.dataset}`]: reply }) } };
}
