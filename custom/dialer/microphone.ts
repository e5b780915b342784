/**
 * The microphone's permission, as the phone tells the user about it: a first call meets the browser's question,
 * so the phone says it is coming; a blocked microphone would make every call end at once, so the phone says why.
 */
import { useEffect, useState } from 'react';

export type MicrophoneNotice = 'will_ask' | 'blocked';

/**
 * What to tell the user, from the permission's state (undefined where the browser cannot say) and whether a
 * call of this phone was refused the microphone (the only sign in browsers that cannot say).
 */
export function microphoneNotice(state: PermissionState | undefined, refused: boolean): MicrophoneNotice | undefined {
  if (state === 'denied' || (refused && state !== 'granted')) return 'blocked';
  return state === 'prompt' ? 'will_ask' : undefined;
}

/** The microphone permission's state, followed as it changes (the user may allow it in the site settings). */
export function useMicrophonePermission(): PermissionState | undefined {
  const [state, setState] = useState<PermissionState>();
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const follow = () => setState(status?.state);
    // Browsers that do not know the 'microphone' name refuse the query: then only a refused call tells.
    navigator.permissions?.query({ name: 'microphone' as PermissionName }).then((answer) => {
      status = answer;
      follow();
      status.addEventListener('change', follow);
    }, () => undefined);
    return () => status?.removeEventListener('change', follow);
  }, []);
  return state;
}
