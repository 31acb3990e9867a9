import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('prints sizes exactly in octets, then rounded', () => {
    expect(formatFileSize(0)).toBe('0 octet');
    expect(formatFileSize(1)).toBe('1 octet');
    expect(formatFileSize(56)).toBe('56 octets');
    expect(formatFileSize(1_048_576)).toBe('1\u202f048\u202f576 octets (1,0 Mo)');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5\u202f368\u202f709\u202f120 octets (5,0 Go)');
  });
});
