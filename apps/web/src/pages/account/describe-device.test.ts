import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

describe('a sign-in device in a few words', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox · macOS',
    ],
    ['curl/8.5.0', 'curl'],
    ['node', 'node'],
  ])('%s', (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });

  it('says nothing without an agent', () => {
    expect(describeDevice(null)).toBeNull();
  });
});
