// How many SMS a text takes (3GPP TS 23.038): a text wholly in the GSM 7-bit alphabet fits 160
// characters in one message, or 153 a part when split (the rest carries the joining header), with
// the extension table's characters counting twice; any other character (Devanagari among them)
// makes the whole text UCS-2: 70 in one message, 67 a part. Hindi is always UCS-2.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsLength {
  encoding: 'gsm7' | 'ucs2';
  /** Septets for GSM-7 (an extension character is two), UTF-16 code units for UCS-2. */
  units: number;
  /** 1 when it fits one message; else the parts it is sent in. */
  parts: number;
}

export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENDED.includes(character)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', units: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
