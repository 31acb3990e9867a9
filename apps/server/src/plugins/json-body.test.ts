import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 32)).toBe(true);
    expect(jsonDepthExceeds('[[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: 'say "[[[[" \\ [[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: 'x\\', b: [[1]] }), 2)).toBe(true);
  });
});
