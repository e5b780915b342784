import { describe, expect, it } from 'vitest';
import { flowOpen } from './flows';

describe('flowOpen', () => {
  it('is unknown until the settings are read', () => {
    expect(flowOpen(undefined, 'recovery')).toBeUndefined();
  });

  it.each([
    ['recovery', { can_user_recovery_password: true }, true],
    ['recovery', { can_user_recovery_password: false }, false],
    ['invitation', { can_user_register_by_token: true }, true],
    ['invitation', { can_user_register_by_token: false }, false],
    ['registration', { can_user_register_himself: true }, true],
    ['registration', { can_user_register_himself: false }, false],
    ['registration', {}, false],
    // Standalone mode closes self-registration (000 §4.2) even when the flag is on.
    ['registration', { can_user_register_himself: true, is_standalone_mode: true }, false],
  ] as const)('%s with %j is %s', (flow, settings, open) => {
    expect(flowOpen(settings, flow)).toBe(open);
  });
});
