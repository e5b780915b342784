import { describe, expect, it } from 'vitest';
import { interceptionProblem } from './concierge';

describe('call interception', () => {
  it('needs a group to start, none to stop', () => {
    expect(interceptionProblem(true, [])).toBe('needs_group');
    expect(interceptionProblem(true, [3])).toBeUndefined();
    expect(interceptionProblem(false, [])).toBeUndefined();
  });
});
