import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

describe('where a sign-in leads', () => {
  it.each([
    ['', '/account'],
    ['?next=%2Fupload', '/upload'],
    ['?next=/account/plan', '/account/plan'],
    ['?next=//evil.example', '/account'],
    ['?next=/%5Cevil.example', '/account'],
    ['?next=/\\evil.example', '/account'],
    ['?next=https://evil.example', '/account'],
  ])('%s leads to %s', (search, expected) => {
    expect(afterSignIn(search)).toBe(expected);
  });
});
