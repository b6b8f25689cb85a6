import {
  FEE_AMOUNT_MAX_PAISE,
  formatRupees,
  formatRupeesShort,
  parseRupees,
  rupeesForUpi,
} from '@common/fees/money';
import { describe, expect, it } from 'vitest';

// Money is whole paise; rupees exist only as the text a receipt prints, a clerk types and a UPI
// link carries (common/fees/money.ts).
describe('formatRupees', () => {
  it('groups the Indian way and always prints two decimals', () => {
    expect(formatRupees(12_345_670, 'en')).toBe('₹1,23,456.70');
    expect(formatRupees(0, 'en')).toBe('₹0.00');
    expect(formatRupees(5, 'en')).toBe('₹0.05');
    expect(formatRupees(100, 'en')).toBe('₹1.00');
    expect(formatRupees(99_999, 'en')).toBe('₹999.99');
    expect(formatRupees(100_000, 'en')).toBe('₹1,000.00');
    expect(formatRupees(10_000_000, 'en')).toBe('₹1,00,000.00');
    expect(formatRupees(1_000_000_000, 'en')).toBe('₹1,00,00,000.00');
    expect(formatRupees(123_456_789_012, 'en')).toBe('₹1,23,45,67,890.12');
  });

  it('prints Latin digits in Hindi too, as Indian receipts and UPI apps do', () => {
    expect(formatRupees(12_345_670, 'hi')).toBe('₹1,23,456.70');
  });

  it('puts the sign of a reversal before the rupee sign', () => {
    expect(formatRupees(-50_000, 'en')).toBe('-₹500.00');
    expect(formatRupees(-5, 'en')).toBe('-₹0.05');
  });

  it('refuses what is not whole paise', () => {
    for (const wrong of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => formatRupees(wrong, 'en')).toThrow(RangeError);
    }
  });
});

describe('formatRupeesShort', () => {
  it('drops ".00" from whole rupees and keeps any other paise', () => {
    expect(formatRupeesShort(100_000, 'en')).toBe('₹1,000');
    expect(formatRupeesShort(12_345_600, 'hi')).toBe('₹1,23,456');
    expect(formatRupeesShort(12_345_670, 'en')).toBe('₹1,23,456.70');
    expect(formatRupeesShort(0, 'en')).toBe('₹0');
  });
});

describe('rupeesForUpi', () => {
  it('writes exactly two decimals and no grouping', () => {
    expect(rupeesForUpi(123_450)).toBe('1234.50');
    expect(rupeesForUpi(12_345_670)).toBe('123456.70');
    expect(rupeesForUpi(100)).toBe('1.00');
    expect(rupeesForUpi(5)).toBe('0.05');
  });
});

describe('parseRupees', () => {
  it('reads plain, grouped and marked amounts into paise', () => {
    expect(parseRupees('1234')).toBe(123_400);
    expect(parseRupees('1,234.5')).toBe(123_450);
    expect(parseRupees('1234.50')).toBe(123_450);
    expect(parseRupees('₹ 1,23,456.70')).toBe(12_345_670);
    expect(parseRupees('₹1,23,456')).toBe(12_345_600);
    expect(parseRupees('123,456.70')).toBe(12_345_670);
    expect(parseRupees('Rs. 500')).toBe(50_000);
    expect(parseRupees('rs 500')).toBe(50_000);
    expect(parseRupees('INR 1,000.00')).toBe(100_000);
    expect(parseRupees('  750  ')).toBe(75_000);
    expect(parseRupees('0')).toBe(0);
    expect(parseRupees('0.05')).toBe(5);
    expect(parseRupees('007')).toBe(700);
  });

  it('reads Devanagari digits as the same digits', () => {
    expect(parseRupees('१,२३४.५०')).toBe(123_450);
  });

  it('accepts the cap and nothing above it', () => {
    expect(FEE_AMOUNT_MAX_PAISE).toBe(10_000_000_000);
    expect(parseRupees('10,00,00,000')).toBe(FEE_AMOUNT_MAX_PAISE);
    expect(parseRupees('100000000.00')).toBe(FEE_AMOUNT_MAX_PAISE);
    expect(parseRupees('10,00,00,000.01')).toBeNull();
    expect(parseRupees('100000001')).toBeNull();
    expect(parseRupees('99,99,99,99,999')).toBeNull();
    expect(parseRupees('99999999999999999999999')).toBeNull();
  });

  it('refuses signs, a third decimal, junk and badly placed commas', () => {
    for (const wrong of [
      '',
      '   ',
      '₹',
      '-5',
      '+5',
      '₹-5',
      '1.234',
      '1.',
      '.5',
      '1..5',
      'abc',
      '12abc',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '1 234',
      '12,34',
      '1,2345',
      '1,23,4567',
      ',123',
      '123,',
      '1,,234',
      '5 rupees',
    ]) {
      expect(parseRupees(wrong), wrong).toBeNull();
    }
  });

  it('reads back what formatRupees and rupeesForUpi print', () => {
    for (const paise of [0, 1, 99, 100, 123_450, 12_345_670, FEE_AMOUNT_MAX_PAISE]) {
      expect(parseRupees(formatRupees(paise, 'en'))).toBe(paise);
      expect(parseRupees(formatRupeesShort(paise, 'hi'))).toBe(paise);
      expect(parseRupees(rupeesForUpi(paise))).toBe(paise);
    }
  });
});
