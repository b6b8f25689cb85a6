import { passwordStrength } from '@common/password-strength';
import { describe, expect, it } from 'vitest';

// The hint under a new password (issue 33: "sunrise123" was taken without a word).
describe('passwordStrength', () => {
  it.each([
    ['sunrise123', 'weak'],
    ['Sunrise@2026', 'weak'],
    ['2026india', 'weak'],
    ['12345678901', 'weak'],
    ['abcabcabcabc', 'weak'],
    ['chalkboard', 'weak'],
    ['bluemango7x', 'fair'],
    ['Chalk&Board2026', 'strong'],
    ['four words make a passphrase', 'strong'],
  ])('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('says nothing about an empty field', () => {
    expect(passwordStrength('')).toBeUndefined();
  });
});
