import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s eval-compiled object parser off through the global zod reads its settings from', async () => {
    await import('./zod-jitless');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
