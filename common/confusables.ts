// What a name looks like, for telling whether two names would be taken for one another (UTS #39,
// "skeleton"): a school's own role must not pass for a built-in one, as "Οwner" with a Greek
// Omicron or "Administrаtor" with a Cyrillic a did. No npm package for confusables is among the
// project's dependencies, and the full confusables.txt is 6,000+ mappings (~200 kB) for a check
// that only ever compares against eight names in Latin and Devanagari script, so this is the
// skeleton for that case: NFKC (full-width and compatibility forms to plain ones), the default
// ignorable characters removed (zero-width and text-direction controls, soft hyphen), the Greek,
// Cyrillic, Armenian and Latin look-alikes of the Latin letters and the digits 0 and 1 mapped to
// the letter they pass for, then case folded, with I, l and 1 taken as one and runs of spaces as
// one. Devanagari needs only the first two steps: its nukta forms are equal under NFKC.

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  А: 'a',
  В: 'b',
  Ь: 'b',
  с: 'c',
  С: 'c',
  ԁ: 'd',
  е: 'e',
  Е: 'e',
  ё: 'e',
  ҽ: 'e',
  һ: 'h',
  Н: 'h',
  і: 'i',
  І: 'i',
  ї: 'i',
  ӏ: 'i',
  Ӏ: 'i',
  ј: 'j',
  Ј: 'j',
  к: 'k',
  К: 'k',
  м: 'm',
  М: 'm',
  п: 'n',
  о: 'o',
  О: 'o',
  р: 'p',
  Р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  Ѕ: 's',
  т: 't',
  Т: 't',
  у: 'y',
  У: 'y',
  ү: 'y',
  ԝ: 'w',
  Ԝ: 'w',
  х: 'x',
  Х: 'x',
  // Greek
  α: 'a',
  Α: 'a',
  Β: 'b',
  ϲ: 'c',
  Ϲ: 'c',
  Ε: 'e',
  ε: 'e',
  Ζ: 'z',
  Η: 'h',
  ι: 'i',
  Ι: 'i',
  ϳ: 'j',
  κ: 'k',
  Κ: 'k',
  Μ: 'm',
  ν: 'v',
  Ν: 'n',
  ο: 'o',
  Ο: 'o',
  σ: 'o',
  ρ: 'p',
  Ρ: 'p',
  ϱ: 'p',
  τ: 't',
  Τ: 't',
  υ: 'u',
  Υ: 'y',
  γ: 'y',
  ω: 'w',
  χ: 'x',
  Χ: 'x',
  // Armenian
  օ: 'o',
  Օ: 'o',
  ո: 'n',
  ս: 'u',
  հ: 'h',
  // Latin letters that pass for others
  ɑ: 'a',
  ı: 'i',
  ȷ: 'j',
  ɡ: 'g',
  ʏ: 'y',
  ᴏ: 'o',
  ᴍ: 'm',
  ᴛ: 't',
  ᴡ: 'w',
  // Digits
  '0': 'o',
  '1': 'i',
};

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The skeleton of `text`: two texts with one skeleton look alike (see above). */
export function skeleton(text: string): string {
  const plain = text.normalize('NFKC').replace(IGNORABLE, '');
  let mapped = '';
  for (const character of plain) mapped += LOOK_ALIKES[character] ?? character;
  return mapped.toLowerCase().replace(/l/g, 'i').replace(/\s+/gu, ' ').trim().normalize('NFKC');
}
