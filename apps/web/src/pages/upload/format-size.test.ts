import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('uses Bytes, KB, MB and GB with a French decimal comma', () => {
    expect(formatSize(0)).toBe('0 Bytes');
    expect(formatSize(512)).toBe('512 Bytes');
    expect(formatSize(1536)).toBe('1,5 KB');
    expect(formatSize(12.34 * 1024 * 1024)).toBe('12,34 MB');
    expect(formatSize(4 * 1024 ** 3)).toBe('4 GB');
  });
});
