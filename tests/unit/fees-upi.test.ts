import {
  duesReference,
  isUtr,
  isVpa,
  parseDuesReference,
  STUDENT_KEY_LENGTH,
  studentKeyOf,
  UPI_REFERENCE_MAX_LENGTH,
  upiLink,
} from '@common/fees/upi';
import { describe, expect, it } from 'vitest';

// UPI links, dues references and the office's checks (common/fees/upi.ts). The fixed references
// below were worked out by a separate implementation (Python) of the same rules; they are also what
// slips already printed carry, so a change that breaks one breaks matching for those slips.
const STUDENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const STUDENT_KEY = 'IA6WHZPAT9U6';
const REFERENCE = 'SHIA6WHZPAT9U6I02C';

describe('studentKeyOf', () => {
  it('is twelve base-36 characters from the last 62 bits of the UUID', () => {
    expect(studentKeyOf(STUDENT)).toBe(STUDENT_KEY);
    expect(studentKeyOf(STUDENT.toUpperCase())).toBe(STUDENT_KEY);
    expect(studentKeyOf('00000000-0000-4000-8000-000000000000')).toBe('000000000000');
    expect(studentKeyOf('ffffffff-ffff-4fff-bfff-ffffffffffff')).toBe('Z1CI99JJ7473');
    expect(studentKeyOf('018f3c1e-7b2a-7cc1-9a3e-5b1d2c3f4a5b')).toBe('ED80Y7QNLE8R');
    expect(STUDENT_KEY).toHaveLength(STUDENT_KEY_LENGTH);
  });

  it('tells apart version 7 UUIDs made in the same millisecond', () => {
    expect(studentKeyOf('018f3c1e-7b2a-7cc1-8000-000000000001')).not.toBe(
      studentKeyOf('018f3c1e-7b2a-7cc1-8000-000000000002'),
    );
  });

  it('refuses what is not a UUID', () => {
    for (const wrong of ['', 'not-a-uuid', '0f8fad5bd9cb469fa16570867728950e', `${STUDENT}0`]) {
      expect(() => studentKeyOf(wrong), wrong).toThrow(RangeError);
    }
  });
});

describe('duesReference', () => {
  it('is SH, the student key, I, the instalment in two digits and a check character', () => {
    expect(duesReference({ studentId: STUDENT, instalment: 2 })).toBe(REFERENCE);
    expect(duesReference({ studentId: STUDENT, instalment: 12 })).toBe('SHIA6WHZPAT9U6I128');
    expect(duesReference({ studentId: '00000000-0000-4000-8000-000000000000', instalment: 12 })).toBe(
      'SH000000000000I12Y',
    );
  });

  it('fits NPCI’s 35 letters and digits', () => {
    const reference = duesReference({ studentId: 'ffffffff-ffff-4fff-bfff-ffffffffffff', instalment: 99 });
    expect(reference).toMatch(/^SH[0-9A-Z]{12}I\d{2}[0-9A-Z]$/);
    expect(reference.length).toBeLessThanOrEqual(UPI_REFERENCE_MAX_LENGTH);
  });

  it('refuses an instalment outside 1 to 99', () => {
    for (const instalment of [0, 100, 1.5, -1, Number.NaN]) {
      expect(() => duesReference({ studentId: STUDENT, instalment }), String(instalment)).toThrow(RangeError);
    }
  });

  it('is read back for every instalment', () => {
    for (let instalment = 1; instalment <= 99; instalment++) {
      const reference = duesReference({ studentId: STUDENT, instalment });
      expect(parseDuesReference(reference)).toEqual({ studentKey: STUDENT_KEY, instalment });
    }
  });
});

describe('parseDuesReference', () => {
  const found = { studentKey: STUDENT_KEY, instalment: 2 };

  it('finds the reference inside a bank narration, in any case', () => {
    expect(
      parseDuesReference(`UPI/CR/412345678901/ST SHALA/${REFERENCE}/HDFC/school.fees@okhdfcbank`),
    ).toEqual(found);
    expect(parseDuesReference(`upi/cr/412345678901/st shala/${REFERENCE.toLowerCase()}/hdfc`)).toEqual(found);
    expect(parseDuesReference(`  ${REFERENCE}  `)).toEqual(found);
  });

  it('finds it run into the words around it', () => {
    expect(parseDuesReference(`UPI-FEES${REFERENCE}PAID`)).toEqual(found);
    expect(parseDuesReference(`SHSH${REFERENCE}`)).toEqual(found);
  });

  it('skips a candidate whose check fails and takes the next one', () => {
    const other = duesReference({ studentId: '018f3c1e-7b2a-7cc1-9a3e-5b1d2c3f4a5b', instalment: 5 });
    expect(parseDuesReference(`${REFERENCE.slice(0, -1)}Z/${other}`)).toEqual({
      studentKey: 'ED80Y7QNLE8R',
      instalment: 5,
    });
  });

  it('refuses a wrong check character, in any case', () => {
    expect(parseDuesReference('UPI/CR/412345678901/ST SHALA/SHIA6WHZPAT9U6I02D/HDFC')).toBeNull();
    expect(parseDuesReference('upi/cr/412345678901/st shala/shia6whzpat9u6i02d/hdfc')).toBeNull();
  });

  it('refuses every single wrong character and a swap of two neighbours', () => {
    const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let at = 2; at < REFERENCE.length; at++) {
      for (const character of characters) {
        if (character === REFERENCE[at]) continue;
        const slip = `${REFERENCE.slice(0, at)}${character}${REFERENCE.slice(at + 1)}`;
        expect(parseDuesReference(slip), slip).toBeNull();
      }
    }
    // Key characters 3 and 4 (H and Z) swapped.
    expect(parseDuesReference('SHIA6WZHPAT9U6I02C')).toBeNull();
  });

  it('refuses instalment 00, a cut reference and text with none', () => {
    // SHIA6WHZPAT9U6I00G carries a right check character for instalment 00, which no plan has.
    expect(parseDuesReference('SHIA6WHZPAT9U6I00G')).toBeNull();
    expect(parseDuesReference(REFERENCE.slice(0, -1))).toBeNull();
    expect(parseDuesReference('UPI/CR/412345678901/ST SHALA/FEES APRIL')).toBeNull();
    expect(parseDuesReference('')).toBeNull();
  });
});

describe('isUtr', () => {
  it('is exactly twelve digits, spaces around allowed', () => {
    expect(isUtr('412345678901')).toBe(true);
    expect(isUtr(' 412345678901 ')).toBe(true);
    for (const wrong of [
      '41234567890',
      '4123456789012',
      '4123 4567 8901',
      '41234567890A',
      '',
      '१२३४५६७८९०१२',
    ]) {
      expect(isUtr(wrong), wrong).toBe(false);
    }
  });
});

describe('isVpa', () => {
  it('is a name of 2 to 256 letters, digits, dots, hyphens and underscores, @, and a handle of letters', () => {
    for (const vpa of [
      'school.fees@okhdfcbank',
      'ab@ybl',
      'st-marys_school.2026@sbi',
      `${'a'.repeat(256)}@upi`,
    ]) {
      expect(isVpa(vpa), vpa).toBe(true);
    }
    for (const wrong of [
      'a@ybl',
      `${'a'.repeat(257)}@upi`,
      'name@ok1',
      'name@ok-bank',
      'name@y',
      'name@',
      '@ybl',
      'name',
      'na me@ybl',
      'name@@ybl',
      'name@ybl@sbi',
      ' name@ybl',
      'नाम@ybl',
    ]) {
      expect(isVpa(wrong), wrong).toBe(false);
    }
  });
});

describe('upiLink', () => {
  const parts = {
    vpa: 'school.fees@okhdfcbank',
    payee: "St. Mary's School & College",
    paise: 123_450,
    reference: REFERENCE,
    note: 'Asha Verma, instalment 2',
  };

  it('carries pa, pn, am, cu, tr and tn in that order, percent-encoded', () => {
    expect(upiLink(parts)).toBe(
      "upi://pay?pa=school.fees@okhdfcbank&pn=St.%20Mary's%20School%20%26%20College&am=1234.50&cu=INR&tr=SHIA6WHZPAT9U6I02C&tn=Asha%20Verma%2C%20instalment%202",
    );
  });

  it('reads back to the same values, with no raw spaces and no plus signs', () => {
    const note = 'आशा वर्मा, किस्त 2 (₹1,234.50)';
    const link = upiLink({ ...parts, note });
    expect(link).not.toMatch(/[ +]/);
    const query = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(query)).toEqual({
      pa: parts.vpa,
      pn: parts.payee,
      am: '1234.50',
      cu: 'INR',
      tr: REFERENCE,
      tn: note,
    });
  });

  it('leaves out an empty note', () => {
    expect(upiLink({ ...parts, note: '' })).toBe(
      "upi://pay?pa=school.fees@okhdfcbank&pn=St.%20Mary's%20School%20%26%20College&am=1234.50&cu=INR&tr=SHIA6WHZPAT9U6I02C",
    );
  });

  it('refuses parts that would make a wrong link', () => {
    const wrong = [
      { vpa: 'school fees@okhdfcbank' },
      { vpa: 'school.fees' },
      { payee: ' ' },
      { paise: 0 },
      { paise: -100 },
      { paise: 12.5 },
      { paise: 10_000_000_001 },
      { reference: '' },
      { reference: 'SH-1' },
      { reference: 'A'.repeat(36) },
    ];
    for (const change of wrong) {
      expect(() => upiLink({ ...parts, ...change }), JSON.stringify(change)).toThrow(RangeError);
    }
  });
});
