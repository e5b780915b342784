import { describe, expect, it } from 'vitest';
import { KEYPAD_KEYS, canDial, cleanEntry, isOwnNumber, videoEntry } from './keypad';
import { searchContacts } from './contacts';

describe('dialer keypad and contacts (000 §4.2)', () => {
  it('has the twelve keys in phone order', () => {
    expect(KEYPAD_KEYS.join('')).toBe('123456789*0#');
  });

  it('calls only with a number, redials the last number on video with an empty entry, refuses the own number', () => {
    expect([canDial(''), canDial('  '), canDial('111')]).toEqual([false, false, true]);
    expect(videoEntry('', '2001')).toBe('2001');
    expect(videoEntry('111', '2001')).toBe('111');
    expect(videoEntry('', undefined)).toBe('');
    expect(isOwnNumber('1001', ['1001'])).toBe(true);
    expect(cleanEntry('+1 (555) 01-00#x*+')).toBe('+15550100#*');
  });

  it('searches contacts over name, user, number and description, ignoring case, without the own contact', () => {
    const contacts = [
      { name: 'Door', number: '2001', user: { id: 1, name: 'Block A panel', description: 'Main entrance' } },
      { name: 'Alice', number: '1001', user: { id: 7, name: 'Alice Manager' } },
      { name: 'Concierge', number: '900' },
    ];
    expect(searchContacts(contacts, 'MAIN', ['1001']).map((c) => c.number)).toEqual(['2001']);
    expect(searchContacts(contacts, 'alice', ['1001'])).toEqual([]);
    expect(searchContacts(contacts, '', ['1001']).map((c) => c.number)).toEqual(['2001', '900']);
    expect(searchContacts(contacts, '90', []).map((c) => c.number)).toEqual(['900']);
  });
});
