/** The demo project created on first start: a small estate with every role and device type. */
import { randomBytes } from 'node:crypto';
import { device, group, role, user } from '../../schemas';
import { readSection, writeSection } from '../settings/project-settings';
import { licenceSettings } from '../../schemas/settings/license';
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
import { type DemoLanguage, type DemoRole, type DemoTexts, demoTexts } from './texts';

export const DEMO_PASSWORD = 'demo-password';

/** What each demo role may do; its name and description are in the demo's language (texts.ts). */
const ROLE_PERMISSIONS: Record<DemoRole, Permission[]> = {
  groupAdministrator: [
    'groups.create.descendants', 'groups.edit.descendants', 'groups.delete.descendants', 'groups.manage_own.general',
    'users.view', 'users.create', 'users.edit', 'users.delete', 'roles.view', 'profile.edit',
    'devices.view.descendants', 'devices.create', 'devices.edit', 'devices.delete',
    'access_rules.view', 'access_rules.create', 'access_rules.edit', 'access_rules.delete', 'time_rules.view',
    'identifiers.view', 'identifiers.create', 'identifiers.edit', 'identifiers.delete', 'markers.view',
    'ukey2.view', 'ukey2.issue', 'ukey2.revoke', 'identifiers.guest.create',
  ],
  dealer: ['devices.view.all', 'devices.create', 'devices.edit', 'devices.delete', 'devices.remote_control', 'groups.view.all'],
  resident: ['profile.edit'],
  // Sees the doors of their groups; the calls it takes and sees come with telephony (telephony.ts).
  concierge: ['profile.edit', 'devices.view.descendants'],
  auditor: ['groups.view.all', 'users.view.all', 'roles.view.all', 'devices.view.all', 'audit.view', 'project_settings.view', 'licenses.view', 'time_rules.view', 'identifiers.view.all', 'markers.view.all'],
};

async function addGroup(store: Store, name: string, parent_id: number, domain_type_id: number, logic_address: string | null = null) {
  return (await repository.create(store, group, SYSTEM_ACTOR, { name, parent_id, domain_type_id, logic_address })).id as number;
}

async function seedRoles(store: Store, t: DemoTexts) {
  // The administrator made at first start (bootstrap.ts) speaks the demo's language too (English: left as made).
  const admin = await store.db.selectFrom('users').select(['id', 'role_id', 'name']).where('login', '=', 'admin').executeTakeFirst();
  if (admin && admin.name !== t.administrator.name) {
    await repository.update(store, user, SYSTEM_ACTOR, Number(admin.id), { name: t.administrator.name, locale: t.locale });
    await repository.update(store, role, SYSTEM_ACTOR, Number(admin.role_id), t.administrator.role);
  }
  const roleIds = {} as Record<DemoRole, number>;
  for (const [key, permissions] of Object.entries(ROLE_PERMISSIONS) as [DemoRole, Permission[]][]) {
    roleIds[key] = (await repository.create(store, role, SYSTEM_ACTOR, { ...t.roles[key], permissions })).id as number;
  }
  await repository.update(store, role, SYSTEM_ACTOR, roleIds.groupAdministrator, { available_roles: [roleIds.groupAdministrator, roleIds.resident] });
  return roleIds;
}

/** The site's two blocks, each with two entrances of two apartments, and an office park. */
async function seedGroups(store: Store, t: DemoTexts) {
  if (t.root !== 'Root') await repository.update(store, group, SYSTEM_ACTOR, 0, { name: t.root });
  const site = await addGroup(store, t.site, 0, GROUP_TYPES.site, '1');
  const apartments: number[] = [];
  const buildings: number[] = [];
  for (const b of [1, 2]) {
    const letter = String.fromCharCode(64 + b);
    const building = await addGroup(store, t.block(letter), site, GROUP_TYPES.building, String(b));
    buildings.push(building);
    for (const u of [1, 2]) {
      const unit = await addGroup(store, t.entrance(letter, u), building, GROUP_TYPES.unit, String(u));
      for (const a of [1, 2]) apartments.push(await addGroup(store, t.apartment(`${b}${u}${a}`), unit, GROUP_TYPES.apartment));
    }
  }
  const office = await addGroup(store, t.office, 0, GROUP_TYPES.site, '2');
  return { site, buildings, apartments, office };
}

async function seedPeople(store: Store, t: DemoTexts, roleIds: Record<DemoRole, number>, { buildings, apartments, office }: Awaited<ReturnType<typeof seedGroups>>) {
  const people: [string, DemoRole, number[]][] = [
    ['manager.a', 'groupAdministrator', [buildings[0]]],
    ['manager.b', 'groupAdministrator', [buildings[1]]],
    ['dealer', 'dealer', [0]],
    ['auditor', 'auditor', [0]],
    ['office.admin', 'groupAdministrator', [office]],
    ['concierge.a', 'concierge', [buildings[0]]],
  ];
  apartments.slice(0, 7).forEach((apartment, i) => people.push([`resident${i + 1}`, 'resident', [apartment]]));
  for (const [login, roleKey, domain_ids] of people) {
    const name = t.people[login] ?? t.resident(Number(login.replace('resident', '')));
    await repository.create(store, user, SYSTEM_ACTOR, {
      login, name, locale: t.locale, email: `${login}@example.com`, password: DEMO_PASSWORD, role_id: roleIds[roleKey], domain_ids, send_registration_link: false,
      license_info: userLicenseInfo.parse({}),
    });
  }
}

/** Seeds the demo project with its names and sentences in `language` (README "Quick start": DEMO_LANGUAGE). */
export async function seedDemo(store: Store, language: DemoLanguage = 'en') {
  const t = demoTexts(language);
  const roleIds = await seedRoles(store, t);
  const groups = await seedGroups(store, t);
  const { site, buildings } = groups;
  await seedPeople(store, t, roleIds, groups);
  // Every public account flow is open in the demo, so the console's stories can walk through them.
  const general = await readSection(store.db, 'general');
  await writeSection(store.db, 'general', {
    ...general, can_user_register_himself: true, can_user_register_by_token: true, can_user_recovery_password: true,
    user_self_register_settings: { ...general.user_self_register_settings, role_id: roleIds.resident, domain_id: site },
  });
  // Everything licensed, ending in 10 days: the console's will_expire warning shows in the demo.
  const now = Date.now();
  await writeSection(store.db, 'license', licenceSettings.parse({ issuer: t.licenceIssuer, period: { from: now - 355 * DAY_MS, to: now + 10 * DAY_MS } }));

  let serial = 1000;
  const fleetSerials: string[] = [];
  for (const [i, type] of DEVICE_TYPES.entries()) {
    for (const building of buildings) {
      serial += 1;
      const protocol = type === 'ip_camera' || type === 'barrier' ? 'http' : 'mqtt';
      if (protocol === 'mqtt') fleetSerials.push(`SN${serial}`);
      await repository.create(store, device, SYSTEM_ACTOR, {
        name: t.device(type, i + 1, t.block(building === buildings[0] ? 'A' : 'B')),
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
  await seedAccessDomain(store, t);
  await seedDeviceEvents(store, t);
  await seedDeviceAlarms(store, t);
  await seedAnnounces(store, t);
  await seedConversations(store, t);
  await seedEmergencyAlerts(store, t);
  await seedGuestPasses(store, t);
  await seedElevators(store, t);
  await seedTelephony(store, t);
  await seedAmenities(store, t);
}
