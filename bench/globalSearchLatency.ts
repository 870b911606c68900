/**
 * API latency of the global search (p95 ≤ 50 ms at the `default`
 * scale on PGlite): untyped `datasets/search` — every type the plan opens, each suggestion with its
 * figures for the filters — asked with names as people type them (a company form, a URL, a spaced
 * name, a typo, a category, a partial name) and with the filters the app sends (its default report
 * filters, a country, another period).
 */
import type { SearchResponse } from '@adlens/core';
import { type ApiSession, type LatencyResult, summarize } from './datasetLatency.ts';

/** What people type into the box, after its normalisation. */
const GLOBAL_SEARCH_QUERIES = [
  'nike inc',
  'www.nike.com',
  'coca cola',
  'sportswear',
  'addidas',
  'amazon',
  'https://www.walmart.com/',
  'home depot',
  'beverages',
  'running',
  'samsung electronics',
  'sportwear',
  'nkie',
  'adidsa',
  'mcdonalds',
  'toyota motor corp',
  'apple',
  'youtube',
  'netflix',
  'travel',
  'nik',
  'spring sale',
] as const;

const FILTERS = [
  'channel=ALL-ALL&period=LAST_3_MONTHS',
  'channel=ALL-ALL&period=LAST_30_DAYS&country=US',
  'channel=DISPLAY-ALL&period=LAST_12_MONTHS&country=GB',
] as const;

export interface GlobalSearchLatency extends LatencyResult {
  budgetP95Ms: number;
  /** Suggestions per answer, on average: what each request had to find figures for. */
  meanSuggestions: number;
}

export async function globalSearchLatency(session: ApiSession, requests: number): Promise<GlobalSearchLatency> {
  const timings: number[] = [];
  let suggestions = 0;
  const ask = async (i: number) => {
    const q = GLOBAL_SEARCH_QUERIES[i % GLOBAL_SEARCH_QUERIES.length]!;
    const filters = FILTERS[Math.floor(i / GLOBAL_SEARCH_QUERIES.length) % FILTERS.length]!;
    const url = `${session.base}/datasets/search?q=${encodeURIComponent(q)}&size=100&${filters}`;
    const started = performance.now();
    const response = await fetch(url, { headers: session.headers });
    const body = (await response.json()) as SearchResponse;
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`search ${q} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, suggestions: body.elements.length };
  };
  // A running server's latency, not a cold one's: one round of every search and filter first,
  // unmeasured, warms the planner's and PGlite's caches and compiles the server's code paths.
  for (let i = 0; i < GLOBAL_SEARCH_QUERIES.length * FILTERS.length; i += 1) await ask(i);
  for (let i = 0; i < requests; i += 1) {
    const answer = await ask(i);
    timings.push(answer.ms);
    suggestions += answer.suggestions;
  }
  return { ...summarize(timings), budgetP95Ms: 50, meanSuggestions: Math.round(suggestions / requests) };
}
