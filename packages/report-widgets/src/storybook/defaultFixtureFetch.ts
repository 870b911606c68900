import { estimatedExpenditureSingle, searchNike } from '../fixtures/fixtures.ts';
import { createFixtureFetch } from './fixtureFetch.ts';

/** What a story gets when it asks for nothing in particular: one advertiser, and results for 'nike'. */
export const defaultFixtureFetch = createFixtureFetch({
  'datasets/estimated-expenditure': { body: estimatedExpenditureSingle },
  'datasets/search': { body: searchNike },
});
