import { describe, expect, it } from 'vitest';
import { decodeRemoteControl, encodeRemoteControl, remoteControlRefusal } from './remote-control-payload';

describe('remote control payload', () => {
  it('round-trips serial numbers and logins, Cyrillic included, in URL-safe text', () => {
    const target = { serial_number: 'SN-1001/ä', login: 'адмін+?' };
    const payload = encodeRemoteControl(target);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeRemoteControl(payload)).toEqual(target);
  });

  it('refuses missing or damaged payloads', () => {
    expect(decodeRemoteControl(null)).toBeUndefined();
    expect(decodeRemoteControl('%%%')).toBeUndefined();
    expect(decodeRemoteControl(encodeRemoteControl({ serial_number: '', login: 'x' }))).toBeUndefined();
  });

  it('opens only an online mqtt device, and names why otherwise', () => {
    expect(remoteControlRefusal({ protocol: 'mqtt', status: 'online' })).toBeUndefined();
    expect(remoteControlRefusal({ protocol: 'mqtt', status: 'offline' })).toBe('offline');
    expect(remoteControlRefusal({ protocol: 'http', status: 'online' })).toBe('not_mqtt');
    expect(remoteControlRefusal({ protocol: 'http', status: 'offline' })).toBe('not_mqtt');
  });
});
