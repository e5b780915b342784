/**
 * Demo telephony: every resident has a number (1001…), every door panel too (2001…), every apartment a
 * group number that rings its residents (111, 112, …), Block A's concierge one (1900); Block A's desk (900)
 * answered by the concierges' queue, then by a forward rule for the night concierge, a city trunk, and a short call history. The history rows are written as the SIP proxy would
 * report them, through the same call log, so the demo reads like a site that has been taking calls.
 */
import { callQueue, forwardRule, sipTrunk, virtualNumber } from '../../schemas';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { callAnswered, callEnded, callStarted } from '../telephony/call-log';
import { routeCall } from '../telephony/call-routing';
import { type RoleGrants, grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const GRANTS: RoleGrants = {
  groupAdministrator: ['virtual_numbers.view', 'virtual_numbers.create', 'virtual_numbers.edit', 'virtual_numbers.delete', 'virtual_numbers.activate', 'forward_rules.view', 'calls.history.descendants', 'calls.call.descendants', 'calls.call.own_group', 'calls.call.panel'],
  resident: ['calls.call.own_group', 'calls.call.panel'],
  // The calls of their groups and below: answering and intercepting the door panels', the history (docs/telephony.md "The concierge").
  concierge: ['calls.concierge.receive', 'calls.concierge.intercept', 'calls.call.descendants', 'calls.history.descendants'],
  auditor: ['virtual_numbers.view', 'forward_rules.view', 'sip_trunks.view.all', 'calls.history.all'],
};

const idsOf = async (store: Store, table: string, column: string, like: string) =>
  (await store.db.selectFrom(table).select(['id', column]).where(column, 'like', like).orderBy('id').execute()).map((row) => ({ id: Number(row.id), name: String(row[column]) }));

async function addNumber(store: Store, record: Record<string, unknown>) {
  return repository.create(store, virtualNumber, SYSTEM_ACTOR, record);
}

/** A call as the proxy reports it: routed, maybe answered, ended. */
async function pastCall(store: Store, from: string, to: string, answeredBy: string | null, code: number, index: number, isSos = false) {
  const route = await routeCall(store.db, from, to);
  if ('code' in route) return;
  const callId = `demo-call-${index}`;
  await callStarted(store, { callId, caller: route.caller, callee: route.callee, stages: route.stages, isSos, type: 'normal' });
  if (answeredBy) await callAnswered(store, callId, answeredBy);
  await callEnded(store, callId, code);
}

export async function seedTelephony(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, GRANTS);
  const residents = await idsOf(store, 'users', 'login', 'resident%');
  const panels = (await store.db.selectFrom('devices').select(['id', 'domain_id', 'name']).where('type', '=', 'panel').orderBy('id').execute()).map((row) => ({ id: Number(row.id), domain_id: Number(row.domain_id) }));
  const apartments = await idsOf(store, 'groups', 'name', t.apartment('%'));
  const site = Number((await store.db.selectFrom('groups').select('id').where('name', '=', t.site).executeTakeFirstOrThrow()).id);
  const blockA = Number((await store.db.selectFrom('groups').select('id').where('name', '=', t.block('A')).executeTakeFirstOrThrow()).id);

  for (const [i, resident] of residents.entries()) {
    const home = await store.db.selectFrom('users_domain_ids').select('ref_id').where('owner_id', '=', resident.id).executeTakeFirstOrThrow();
    await addNumber(store, { number: String(1001 + i), name: t.resident(i + 1), user_id: resident.id, domain_id: Number(home.ref_id) });
  }
  for (const [i, panel] of panels.entries()) await addNumber(store, { number: String(2001 + i), name: t.telephony.doorPanel(i + 1), device_id: panel.id, domain_id: panel.domain_id });
  for (const apartment of apartments) await addNumber(store, { number: apartment.name.replace(/\D/g, ''), name: apartment.name, domain_id: apartment.id });

  // Block A's concierge: below the panels' 2001… so the next number generated stays the one after them.
  const concierge = await store.db.selectFrom('users').select('id').where('login', '=', 'concierge.a').executeTakeFirstOrThrow();
  await addNumber(store, { number: '1900', name: t.telephony.concierge, user_id: Number(concierge.id), domain_id: blockA });

  const night = await repository.create(store, forwardRule, SYSTEM_ACTOR, { name: t.telephony.night, queues: [{ numbers: ['1001'] }, { numbers: ['1002', '1003'] }] });
  const concierges = await repository.create(store, callQueue, SYSTEM_ACTOR, { name: t.telephony.queue, members: ['1900'], strategy: 'round_robin', max_wait: 45 });
  const desk = await addNumber(store, {
    number: '900', name: t.telephony.desk, domain_id: blockA, owner_info: t.telephony.deskPlace, call_queue_id: concierges.id, forward_mode: 'manual', forward_rules: [night.id],
  });
  await repository.create(store, sipTrunk, SYSTEM_ACTOR, { name: t.telephony.trunk, outgoing_number: '+15550100', termination_uri: 'sip:trunk.example.net', domains: [site] });

  await pastCall(store, '2001', '111', '1001', 200, 1);
  await pastCall(store, '2001', '112', null, 487, 2);
  await pastCall(store, '1002', String(desk.number), '1001', 200, 3);
  // Someone pressed the SOS button of Block A's door panel; the concierge's first phone answered.
  await pastCall(store, '2001', String(desk.number), '1001', 200, 4, true);
}
