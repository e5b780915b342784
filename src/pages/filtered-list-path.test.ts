import { describe, expect, it } from 'vitest';
import { filteredListPath } from './filtered-list-path';

describe('filteredListPath', () => {
  it('writes the filter as the JSON react-admin reads back, keeping its types', () => {
    const path = filteredListPath('devices/alarms', { processed: false, state: 'enabled' });
    const url = new URL(path, 'http://console');
    expect(url.pathname).toBe('/devices/alarms');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ processed: false, state: 'enabled' });
  });
});
