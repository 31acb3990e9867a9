import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './postgres-errors';

describe('isUniqueViolation', () => {
  it('knows the code 23505, raised or wrapped as the cause of a driver error', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
  });

  it('refuses another code, an error without one, and no error', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
