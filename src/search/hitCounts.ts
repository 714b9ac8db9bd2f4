/**
 * DocSearch 4.7 adds each response's nbHits to the previous query's total, so "See all N results"
 * grows while the reader types. The client is wrapped to remember the true count per query.
 */
import {withSearch} from './wrapSearch';

const counts = new Map<string, number>();

type Client = {search: (input: never) => Promise<{results: {nbHits?: number}[]}>};

export function rememberHitCounts<T extends Client>(client: T): T {
  const search = client.search.bind(client);
  const wrapped = async (input: never) => {
    const response = await search(input);
    const requests = (Array.isArray(input) ? input : (input as {requests?: unknown[]})?.requests) ?? [];
    const query = String((requests[0] as {query?: string; params?: {query?: string}})?.query ?? '');
    counts.set(
      query,
      response.results.reduce((sum, r) => sum + (r.nbHits ?? 0), 0),
    );
    if (counts.size > 200) counts.delete(counts.keys().next().value as string);
    return response;
  };
  return withSearch(client, wrapped as typeof client.search);
}

export function hitCountFor(query: string): number | undefined {
  return counts.get(query);
}
