/**
 * Runs `work` over `items` with at most `limit` running at once, each worker taking the next item when it is
 * done (device search's probes, a fleet's sign-ins, the bench's load).
 *
 * @example await forEachBounded(addresses, 32, (ip) => probe(ip));
 */
export async function forEachBounded<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
