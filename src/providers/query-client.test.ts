import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createConsoleQueryClient } from './query-client';

/** A check that reads its abort signal (as react-admin's do) and answers only when told. */
function startCheck(client: ReturnType<typeof createConsoleQueryClient>, queryKey: unknown[]) {
  let answer: (value: boolean) => void = () => undefined;
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: ({ signal }) => new Promise<boolean>((resolve) => ((answer = resolve), signal)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { unsubscribe, answer: (value: boolean) => answer(value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the console query client', () => {
  it('drops a permission check abandoned while pending, so no page waits for it', async () => {
    const client = createConsoleQueryClient();
    const key = ['auth', 'canAccess', { action: 'list', resource: 'users' }];
    const check = startCheck(client, key);
    await settle();
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    check.unsubscribe();
    await settle();
    expect(client.getQueryState(key)).toBeUndefined();
  });

  it('keeps a permission check that answered, and other abandoned queries', async () => {
    const client = createConsoleQueryClient();
    const answered = ['auth', 'canAccess', { action: 'list', resource: 'devices' }];
    const data = ['users', 'getList'];
    const check = startCheck(client, answered);
    const list = startCheck(client, data);
    await settle();
    check.answer(true);
    await settle();
    check.unsubscribe();
    list.unsubscribe();
    await settle();
    expect(client.getQueryState(answered)?.status).toBe('success');
    expect(client.getQueryState(data)?.status).toBe('pending');
  });
});
