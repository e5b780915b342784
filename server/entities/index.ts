import type { EntityHooks } from './hooks';
import { accessRuleHooks } from './access-rules';
import { conversationHooks, conversationMessageHooks } from '../communications/conversations';
import { deviceAlarmHooks } from './device-alarms';
import { emergencyAlertHooks } from '../communications/emergency-alerts';
import { announceResultsSource } from '../communications/announce-results';
import { deviceHeartbeatSource } from '../device-link/heartbeat-rows';
import { deviceHooks } from './devices';
import { deviceTaskHooks } from './device-tasks';
import { elevatorAccessRuleHooks } from './elevator-access-rules';
import { elevatorHooks } from './elevators';
import { groupHooks } from './groups';
import { identifierHooks } from './identifiers';
import { roleHooks } from './roles';
import { scheduleHooks } from './schedules';
import { ukey2Hooks } from './ukey2';
import { userHooks } from './users';
import { virtualNumberHooks } from '../telephony/virtual-numbers';
import { sipTrunkHooks } from '../telephony/sip-trunks';
import { mailTemplateHooks } from '../mail/mail-templates';

/** Entity-specific server logic, by API path. An entity without hooks needs no line here. */
export const entityHooks: Record<string, EntityHooks> = {
  groups: groupHooks,
  users: userHooks,
  roles: roleHooks,
  devices: deviceHooks,
  schedules: scheduleHooks,
  'access-rules': accessRuleHooks,
  identifiers: identifierHooks,
  elevators: elevatorHooks,
  'elevators/access-rules': elevatorAccessRuleHooks,
  ukey2: ukey2Hooks,
  'devices/alarms': deviceAlarmHooks,
  'devices/tasks': deviceTaskHooks,
  conversations: conversationHooks,
  'conversations/messages': conversationMessageHooks,
  'emergency-alerts': emergencyAlertHooks,
  'announces/results': { source: announceResultsSource },
  'devices/heartbeat': { source: deviceHeartbeatSource },
  'virtual-numbers': virtualNumberHooks,
  'sip-trunks': sipTrunkHooks,
  'mail-templates': mailTemplateHooks,
};
