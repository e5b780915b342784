import { describe, expect, it } from 'vitest';
import { microphoneNotice } from './microphone';

describe("the phone's word about the microphone", () => {
  it('says the browser will ask before the first call, and nothing once allowed', () => {
    expect(microphoneNotice('prompt', false)).toBe('will_ask');
    expect(microphoneNotice('granted', false)).toBeUndefined();
    expect(microphoneNotice(undefined, false)).toBeUndefined();
  });

  it('says the microphone is blocked when the browser says so, or when a call was refused it', () => {
    expect(microphoneNotice('denied', false)).toBe('blocked');
    expect(microphoneNotice(undefined, true)).toBe('blocked');
    expect(microphoneNotice('prompt', true)).toBe('blocked');
    // Allowed since in the site settings: the refusal is history.
    expect(microphoneNotice('granted', true)).toBeUndefined();
  });
});
