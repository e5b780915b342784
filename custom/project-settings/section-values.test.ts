import { describe, expect, it } from 'vitest';
import { sectionFields } from './section-fields';
import { changedFields, filledSecrets, fromFormValues, linesToList, patchBody, toFormValues } from './section-values';

const mailAnswer = {
  type: 'smtp',
  settings: { host: 'smtp.example.org', port: 25, username: 'u', password: '********', password_filled: true, from_address: '', from_name: '', encryption: 'none' },
};
const sipAnswer = {
  port: 5060,
  server: { internal_ip: '', external_ip: '' },
  is_early_media_enabled: false,
  rtp: { min: 10000, max: 20000 },
  internal_interfaces: [],
  external_interfaces: [],
  local_networks: ['10.0.0.0/8', '192.168.0.0/16'],
  nodes: [],
  auto_forward_rules: { is_enabled: false, device_protocol: 'UDP', use_address: 'server_url' },
  resident_phonebook_settings: { is_enabled: false },
};

describe('changed fields', () => {
  it('keeps only what differs, nested as the section nests', () => {
    expect(changedFields({ port: 5060, rtp: { min: 1, max: 2 } }, { port: 5060, rtp: { min: 1, max: 3 } })).toEqual({ rtp: { max: 3 } });
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toEqual({});
  });

  it('sends a list whole when any item changed, and nothing when none did', () => {
    expect(changedFields({ nodes: ['a', 'b'] }, { nodes: ['a', 'c'] })).toEqual({ nodes: ['a', 'c'] });
    expect(changedFields({ nodes: ['a'] }, { nodes: ['a'] })).toEqual({});
  });

  it('sends a value emptied as such (null, empty text)', () => {
    expect(changedFields({ port: 5060, name: 'x' }, { port: null, name: '' })).toEqual({ port: null, name: '' });
  });

  it('sends a secret only when one was typed', () => {
    expect(changedFields({ s: { password: '' } }, { s: { password: '' } }, ['s.password'])).toEqual({});
    expect(changedFields({ s: { password: '' } }, { s: { password: 'new' } }, ['s.password'])).toEqual({ s: { password: 'new' } });
  });
});

describe('the form of a section', () => {
  const mail = sectionFields('mail');
  const sip = sectionFields('sip');

  it('starts a stored secret empty, and knows one is stored', () => {
    const form = toFormValues(mail, mailAnswer);
    expect(form.settings).toMatchObject({ password: '', host: 'smtp.example.org' });
    expect(form.settings).not.toHaveProperty('password_filled');
    expect([...filledSecrets(mail, mailAnswer)]).toEqual(['settings.password']);
    expect([...filledSecrets(mail, { ...mailAnswer, settings: { ...mailAnswer.settings, password: '', password_filled: false } })]).toEqual([]);
  });

  it('types lists one item per line, and reads them back trimmed without blank lines', () => {
    const form = toFormValues(sip, sipAnswer);
    expect(form.local_networks).toBe('10.0.0.0/8\n192.168.0.0/16');
    expect(form.nodes).toBe('');
    expect(linesToList(' a \n\n b\n')).toEqual(['a', 'b']);
    expect(fromFormValues(sip, form)).toEqual(sipAnswer);
  });

  it('patches only the changed fields; an untouched form sends nothing, a blank line is no change', () => {
    const started = toFormValues(sip, sipAnswer);
    expect(patchBody(sip, started, structuredClone(started))).toEqual({});
    expect(patchBody(sip, started, { ...started, local_networks: '10.0.0.0/8\n\n192.168.0.0/16\n' })).toEqual({});
    expect(patchBody(sip, started, { ...started, port: 5070, rtp: { min: 10000, max: 30000 } })).toEqual({ port: 5070, rtp: { max: 30000 } });
    expect(patchBody(sip, started, { ...started, nodes: 'sip2.example.org' })).toEqual({ nodes: ['sip2.example.org'] });
  });

  it('never sends the password placeholder back; a typed password is sent', () => {
    const started = toFormValues(mail, mailAnswer);
    expect(patchBody(mail, started, { ...started, settings: { ...(started.settings as object), host: 'mx' } })).toEqual({ settings: { host: 'mx' } });
    expect(patchBody(mail, started, { ...started, settings: { ...(started.settings as object), password: 'secret' } })).toEqual({
      settings: { password: 'secret' },
    });
  });
});
