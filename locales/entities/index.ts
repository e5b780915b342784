/** Entities whose strings live in their own module (locales/entity-strings.ts): one line per entity. */
import type { EntityLocale } from '../entity-strings';
import { announceStrings } from './announce';
import { announceResponseStrings } from './announce-response';
import { announceResultStrings } from './announce-result';
import { conversationMessageStrings, conversationStrings } from './conversation';
import { deviceAlarmStrings } from './device-alarm';
import { emergencyAlertStrings } from './emergency-alert';

export const entityLocales: readonly EntityLocale<any>[] = [deviceAlarmStrings, announceStrings, announceResponseStrings, announceResultStrings, conversationStrings, conversationMessageStrings, emergencyAlertStrings];
