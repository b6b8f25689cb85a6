// The amount in words that a receipt prints under the figures (docs/requirements/fees.md#the-counter),
// in the Indian system: thousand, lakh (1,00,000), crore (1,00,00,000), and above a crore the number
// of crores said the same way again ("One Hundred Twenty-Three Crore", "एक सौ तेईस करोड़"), as
// cheques and receipts write it; arab and kharab are left out because few readers use them.
//
// English is the cheque's form: "Rupees ... and ... Paise Only", title case, tens hyphenated
// ("Twenty-Three"), no "and" after hundred. Hindi is "... रुपये ... पैसे मात्र". Hindi numbers below
// a hundred are not built from tens and units (23 is तेईस, 29 उनतीस, 79 उन्यासी), so all hundred
// words are listed; tests/unit/fees-amount-in-words.test.ts checks the list against Unicode CLDR's Hindi
// spell-out rules, word for word, apart from the spellings named there where both are in use.

import type { Language } from '../languages';

const HUNDRED = 100;
const THOUSAND = 1_000;
const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** One language's words: the numbers below a hundred and the names of the places. */
interface Vocabulary {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

// biome-ignore format: ten words to a line, as the Hindi list below.
const ENGLISH_BELOW_TWENTY = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine',
  'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const ENGLISH_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

// Hindi 0 to 99, ten to a line. Where Hindi has two spellings in print, the one here is the one
// school tables teach (44 चवालीस, 53 तिरपन, 63 तिरसठ, 79 उन्यासी, 91-99 ending -नवे); the test
// names each such word. Written in NFC: the dotted letters ड़ and ज़ are the letter and the nukta
// (U+0921 U+093C, U+091C U+093C), not the precomposed code points NFC never produces, so a
// receipt's text equals what a search or a comparison normalises to.
// biome-ignore format: ten words to a line keeps each decade on its own line to read and check.
const HINDI_BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

const ENGLISH: Vocabulary = {
  belowHundred: (n) => {
    if (n < 20) return ENGLISH_BELOW_TWENTY[n] as string;
    const tens = ENGLISH_TENS[Math.floor(n / 10)] as string;
    return n % 10 === 0 ? tens : `${tens}-${ENGLISH_BELOW_TWENTY[n % 10]}`;
  },
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

const HINDI: Vocabulary = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n] as string,
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/**
 * The words of a whole number above zero. Below a crore the places are lakh, thousand and hundred
 * (each count below a hundred); the number of crores is said by the same rule, so any safe integer
 * has words ("Ten Lakh Crore" is 10^12).
 */
function numberWords(n: number, vocabulary: Vocabulary): string[] {
  if (n >= CRORE) {
    const rest = n % CRORE;
    return [
      ...numberWords(Math.floor(n / CRORE), vocabulary),
      vocabulary.crore,
      ...(rest > 0 ? numberWords(rest, vocabulary) : []),
    ];
  }
  const words: string[] = [];
  let rest = n;
  for (const [place, name] of [
    [LAKH, vocabulary.lakh],
    [THOUSAND, vocabulary.thousand],
    [HUNDRED, vocabulary.hundred],
  ] as const) {
    const count = Math.floor(rest / place);
    if (count > 0) words.push(vocabulary.belowHundred(count), name);
    rest %= place;
  }
  if (rest > 0) words.push(vocabulary.belowHundred(rest));
  return words;
}

function inEnglish(rupees: number, paise: number): string {
  const words: string[] = [];
  if (rupees > 0 || paise === 0) {
    words.push('Rupees', ...(rupees > 0 ? numberWords(rupees, ENGLISH) : ['Zero']));
  }
  if (paise > 0) {
    if (rupees > 0) words.push('and');
    words.push(...numberWords(paise, ENGLISH), paise === 1 ? 'Paisa' : 'Paise');
  }
  return [...words, 'Only'].join(' ');
}

/** Hindi puts the unit after the number, singular for exactly one (एक रुपया, एक पैसा). */
function inHindi(rupees: number, paise: number): string {
  const words: string[] = [];
  if (rupees > 0 || paise === 0) {
    words.push(...(rupees > 0 ? numberWords(rupees, HINDI) : ['शून्य']), rupees === 1 ? 'रुपया' : 'रुपये');
  }
  if (paise > 0) words.push(...numberWords(paise, HINDI), paise === 1 ? 'पैसा' : 'पैसे');
  return [...words, 'मात्र'].join(' ');
}

/**
 * An amount of paise in words for a receipt: 12345670 -> "Rupees One Lakh Twenty-Three Thousand
 * Four Hundred Fifty-Six and Seventy Paise Only" / "एक लाख तेईस हज़ार चार सौ छप्पन रुपये सत्तर पैसे
 * मात्र". No rupees: "Seventy Paise Only" / "सत्तर पैसे मात्र"; nothing: "Rupees Zero Only" /
 * "शून्य रुपये मात्र". A receipt is never negative (a refund is its own entry with its own amount),
 * so a negative amount, like one that is not whole paise, is a bug and throws.
 */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Not an amount of paise to put in words: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  return language === 'hi' ? inHindi(rupees, paise % 100) : inEnglish(rupees, paise % 100);
}
