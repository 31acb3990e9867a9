import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isDeviceMarkOf, issueDeviceMark } from './device-marks';

const masterKey = randomBytes(32);

describe('device marks', () => {
  it('recognises a mark made for the account, and no other account’s', () => {
    const mark = issueDeviceMark(masterKey, 'proprietaire@example.fr');
    expect(isDeviceMarkOf(masterKey, 'proprietaire@example.fr', mark)).toBe(true);
    expect(isDeviceMarkOf(masterKey, 'autre@example.fr', mark)).toBe(false);
    expect(isDeviceMarkOf(randomBytes(32), 'proprietaire@example.fr', mark)).toBe(false);
  });

  it('refuses a changed, malformed or missing mark', () => {
    const mark = issueDeviceMark(masterKey, 'proprietaire@example.fr');
    const changed = `${mark.slice(0, -1)}${mark.endsWith('0') ? '1' : '0'}`;
    for (const value of [changed, 'abc', `${mark}x`, '', undefined]) {
      expect(isDeviceMarkOf(masterKey, 'proprietaire@example.fr', value)).toBe(false);
    }
  });
});
