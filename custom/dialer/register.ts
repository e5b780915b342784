/** The web phone's button in the top bar (src/layout/app-bar-slots.ts). src/extensions.ts imports this. */
import { registerAppBarSlot } from '../../src/layout/app-bar-slots';
import { DialerButton } from './dialer-button';

registerAppBarSlot(10, DialerButton);
