/** The rows of device heartbeat status (schemas/device-heartbeat.ts): the devices themselves, by their ids. */
import { sql } from 'kysely';
import { deviceHeartbeat } from '../../schemas/device-heartbeat';
import { type ReadModelSource, entityHooks } from '../crud/hooks';

export const deviceHeartbeatSource: ReadModelSource = () =>
  sql`(select id, created_at, updated_at, created_by, id as device_id, name, login, type, domain_id, protocol, status, last_seen_at from devices)`;

export const deviceHeartbeatHooks = entityHooks(deviceHeartbeat, { source: deviceHeartbeatSource });
