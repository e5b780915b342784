/** The demo project created on first start: a small estate with every role and device type. */
import { randomBytes } from 'node:crypto';
import { device, group, role, user } from '../../schemas';
import { readSection, writeSection } from '../settings/project-settings';
import { licenceSettings } from '../licensing/licence-settings';
import { DAY_MS } from '../licensing/period';
import { userLicenseInfo } from '../../schemas/user';
import { DEVICE_TYPES } from '../../schemas/device';
import { GROUP_TYPES } from '../../schemas/group';
import type { Permission } from '../../schemas/permissions';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import { seedAccessDomain } from './access-domain';
import { seedAnnounces } from './announces';
import { seedConversations } from './conversations';
import { seedEmergencyAlerts } from './emergency-alerts';
import { seedDeviceAlarms } from './device-alarms';
import { seedDeviceEvents } from './device-events';
import { seedElevators } from './elevators';
import { seedGuestPasses } from './guest-passes';
import { seedTelephony } from './telephony';
import { seedAmenities } from './amenities';
import type { Store } from '../crud/repository';

export const DEMO_PASSWORD = 'demo-password';

const ROLES: { name: string; description: string; permissions: Permission[] }[] = [
  {
    name: 'Group administrator',
    description: 'Manages the users and devices of their own groups',
    permissions: [
      'groups.create.descendants', 'groups.edit.descendants', 'groups.delete.descendants', 'groups.manage_own.general',
      'users.view', 'users.create', 'users.edit', 'users.delete', 'roles.view', 'profile.edit',
      'devices.view.descendants', 'devices.create', 'devices.edit', 'devices.delete',
      'access_rules.view', 'access_rules.create', 'access_rules.edit', 'access_rules.delete', 'time_rules.view',
      'identifiers.view', 'identifiers.create', 'identifiers.edit', 'identifiers.delete', 'markers.view',
      'ukey2.view', 'ukey2.issue', 'ukey2.revoke', 'identifiers.guest.create',
    ],
  },
  {
    name: 'Dealer',
    description: 'Installs and configures devices',
    permissions: ['devices.view.all', 'devices.create', 'devices.edit', 'devices.delete', 'devices.remote_control', 'groups.view.all'],
  },
  { name: 'Resident', description: 'Lives in an apartment', permissions: ['profile.edit'] },
  // Sees the doors of their groups; the calls it takes and sees come with telephony (telephony.ts).
  { name: 'Concierge', description: "Answers the visitors at their block's doors", permissions: ['profile.edit', 'devices.view.descendants'] },
  {
    name: 'Auditor',
    description: 'Reads everything, changes nothing',
    permissions: ['groups.view.all', 'users.view.all', 'roles.view.all', 'devices.view.all', 'audit.view', 'project_settings.view', 'licenses.view', 'time_rules.view', 'identifiers.view.all', 'markers.view.all'],
  },
];

async function addGroup(store: Store, name: string, parent_id: number, domain_type_id: number, logic_address: string | null = null) {
  return (await repository.create(store, group, SYSTEM_ACTOR, { name, parent_id, domain_type_id, logic_address })).id as number;
}

export async function seedDemo(store: Store) {
  const roleIds: Record<string, number> = {};
  for (const r of ROLES) roleIds[r.name] = (await repository.create(store, role, SYSTEM_ACTOR, r)).id as number;
  await repository.update(store, role, SYSTEM_ACTOR, roleIds['Group administrator'], {
    available_roles: [roleIds['Group administrator'], roleIds.Resident],
  });

  const site = await addGroup(store, 'Riverside Residence', 0, GROUP_TYPES.site, '1');
  const apartments: number[] = [];
  const buildings: number[] = [];
  for (const b of [1, 2]) {
    const building = await addGroup(store, `Block ${String.fromCharCode(64 + b)}`, site, GROUP_TYPES.building, String(b));
    buildings.push(building);
    for (const u of [1, 2]) {
      const unit = await addGroup(store, `Block ${String.fromCharCode(64 + b)} entrance ${u}`, building, GROUP_TYPES.unit, String(u));
      for (const a of [1, 2]) apartments.push(await addGroup(store, `Apartment ${b}${u}${a}`, unit, GROUP_TYPES.apartment));
    }
  }
  const office = await addGroup(store, 'Harbour Office Park', 0, GROUP_TYPES.site, '2');

  const people: [string, string, string, number[]][] = [
    ['manager.a', 'Alice Manager', 'Group administrator', [buildings[0]]],
    ['manager.b', 'Boris Manager', 'Group administrator', [buildings[1]]],
    ['dealer', 'Dmitro Dealer', 'Dealer', [0]],
    ['auditor', 'Audrey Auditor', 'Auditor', [0]],
    ['office.admin', 'Olga Office', 'Group administrator', [office]],
    ['concierge.a', 'Connie Concierge', 'Concierge', [buildings[0]]],
  ];
  apartments.slice(0, 7).forEach((apartment, i) => people.push([`resident${i + 1}`, `Resident ${i + 1}`, 'Resident', [apartment]]));
  for (const [login, name, roleName, domain_ids] of people) {
    await repository.create(store, user, SYSTEM_ACTOR, {
      login, name, email: `${login}@example.com`, password: DEMO_PASSWORD, role_id: roleIds[roleName], domain_ids, send_registration_link: false,
      license_info: userLicenseInfo.parse({}),
    });
  }
  // Every public account flow is open in the demo, so the console's stories can walk through them.
  const general = await readSection(store.db, 'general');
  await writeSection(store.db, 'general', {
    ...general, can_user_register_himself: true, can_user_register_by_token: true, can_user_recovery_password: true,
    user_self_register_settings: { role_id: roleIds.Resident, domain_id: site },
  });
  // Everything licensed, ending in 10 days: the console's will_expire warning shows in the demo.
  const now = Date.now();
  await writeSection(store.db, 'license', licenceSettings.parse({ issuer: 'Demo license', period: { from: now - 355 * DAY_MS, to: now + 10 * DAY_MS } }));

  let serial = 1000;
  const fleetSerials: string[] = [];
  for (const [i, type] of DEVICE_TYPES.entries()) {
    for (const building of buildings) {
      serial += 1;
      const protocol = type === 'ip_camera' || type === 'barrier' ? 'http' : 'mqtt';
      if (protocol === 'mqtt') fleetSerials.push(`SN${serial}`);
      await repository.create(store, device, SYSTEM_ACTOR, {
        name: `${type} ${i + 1} (${building === buildings[0] ? 'Block A' : 'Block B'})`,
        type,
        login: `SN${serial}`,
        domain_id: building,
        // Cameras and barriers are reached over HTTP; the rest over MQTT, played by the demo fleet (demo-fleet.ts).
        protocol,
        ip_address: `192.0.2.${serial % 250}`,
        device_settings: { mqtt: { password: protocol === 'mqtt' ? randomBytes(12).toString('hex') : '' } },
      });
    }
  }
  await writeSection(store.db, 'demo', { fleet_serials: fleetSerials });
  await seedAccessDomain(store);
  await seedDeviceEvents(store);
  await seedDeviceAlarms(store);
  await seedAnnounces(store);
  await seedConversations(store);
  await seedEmergencyAlerts(store);
  await seedGuestPasses(store);
  await seedElevators(store);
  await seedTelephony(store);
  await seedAmenities(store);
}
