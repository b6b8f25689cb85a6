// The import screen's texts (src/portal/views/import), and the dry run's problems by their code
// and parameters (common/api/portal/import-problems.ts), in both languages: the server sends no
// sentence. Column names are said in the reader's language by the column's key.

import { type ImportProblemCode, isImportProblemCode } from '@common/api/portal/import-problems';
import { IMPORT_HEADERS, type ImportKind, type ImportProblem } from '@common/api/portal/imports';
import type { ImportNoticeCode } from '@machines/portal/import-flow.machine';
import type { Catalogue } from './language';
import { counted, pluralForm } from './plural';

/** Figures as India writes them in both languages: 5,000 and 1,00,000. */
const n = (value: number) => value.toLocaleString('en-IN');

/** Row numbers as a sentence lists them ("7, 9 and 12"); past ten, the first ten and how many more. */
function rowList(rows: readonly number[], and: string, more: (count: number) => string): string {
  const shown = rows.slice(0, 10).map(String);
  if (rows.length > 10) return `${shown.join(', ')} ${more(rows.length - 10)}`;
  return shown.length === 1 ? `${shown[0]}` : `${shown.slice(0, -1).join(', ')} ${and} ${shown.at(-1)}`;
}
const ROW_EN = { one: 'row', other: 'rows' };
const ROW_HI = { one: 'पंक्ति', other: 'पंक्तियाँ' };
const more = (count: number) => `and ${n(count)} more`;

type Params = ImportProblem['params'];
/** A parameter as written; '…' when a problem kept before parameters lacks it. */
const p = (params: Params, name: string) => {
  const value = params[name];
  return value === undefined ? '…' : typeof value === 'number' ? n(value) : value;
};
const moreHi = (count: number) => `और ${n(count)} अन्य`;

interface ImportTexts {
  heading: string;
  lead: string;
  kindLegend: string;
  kinds: Record<ImportKind, string>;
  templateHeading: string;
  templateText: string;
  templateCsv: string;
  templateXlsx: string;
  downloading: string;
  fileHeading: string;
  fileLabel: string;
  fileHint: string;
  checking: (fileName: string) => string;
  /** After the file's name (kept as written, as data). */
  resultHeading: string;
  summary: (rows: number, valid: number, problems: number) => string;
  plan: (create: number, update: number, unchanged: number) => string;
  /** The rows refused because they change existing records the member may not change. */
  refused: (rows: readonly number[]) => string;
  noRows: string;
  noneValid: string;
  problemsCaption: string;
  row: string;
  column: string;
  student: string;
  value: string;
  problem: string;
  /** A problem's column in the reader's language (by its key), else as the file heads it. */
  columnName: (problem: Pick<ImportProblem, 'key' | 'column'>) => string;
  /** The skipped rows after an import of the valid rows only. */
  skippedHeading: (rows: number) => string;
  skippedText: string;
  skippedCaption: string;
  downloadSkipped: (rows: number) => string;
  downloadingSkipped: string;
  importPage: string;
  opening: string;
  /** The CSV of the rows with problems: its first columns, then the file's own. */
  csvRow: string;
  csvProblems: string;
  firstProblems: (shown: number, all: number) => string;
  downloadProblems: string;
  downloadingProblems: string;
  fixOrImport: string;
  run: (rows: number) => string;
  runValidOnly: (rows: number) => string;
  starting: string;
  importing: (fileName: string) => string;
  queued: string;
  progressLabel: string;
  progress: (done: number, total: number) => string;
  cancel: string;
  cancelling: string;
  done: (created: number, updated: number) => string;
  cancelled: (done: number, total: number) => string;
  failed: string;
  again: string;
  notices: Record<ImportNoticeCode, string>;
  problems: Record<ImportProblemCode, (params: Params) => string>;
}

const en: ImportTexts = {
  heading: 'Import',
  lead: 'Add or update many records at once from a spreadsheet. The file is checked first; nothing is written until you import it.',
  kindLegend: 'What to import',
  kinds: {
    students: 'Students and their guardians',
    employees: 'Employees',
    learning_centres: 'Learning centres',
  },
  templateHeading: 'Template',
  templateText:
    'Fill in the template, one row per record, and keep its header row. A coaching centre writes the course and its batches (several as “Morning; Weekend”, the first being the student’s own). The consent columns record a guardian’s consent: purposes (“school records; messages to guardians”), how it was given (signed admission form, in person, signed letter, OTP) and its date, so absence alerts reach the guardians. Save from Excel as “CSV UTF-8” or as .xlsx.',
  templateCsv: 'Download the CSV template',
  templateXlsx: 'Download the Excel template',
  downloading: 'Downloading the template…',
  fileHeading: 'File',
  fileLabel: 'Spreadsheet to import (CSV or Excel, at most 5 MB)',
  fileHint: 'Choosing a file checks it; nothing is imported yet.',
  checking: (fileName) => `Checking ${fileName}…`,
  resultHeading: 'checked',
  summary: (rows, valid, problems) =>
    `${counted('en', rows, ROW_EN)}: ${n(valid)} without problems, ${counted('en', problems, { one: 'problem', other: 'problems' })}.`,
  plan: (create, update, unchanged) =>
    `Importing will add ${n(create)}, update ${n(update)} and leave ${n(unchanged)} unchanged.`,
  refused: (rows) =>
    rows.length === 1
      ? `Row ${rowList(rows, 'and', more)} changes a record the school already has; your role may add records but not change them, so it will not be imported.`
      : `Rows ${rowList(rows, 'and', more)} change records the school already has; your role may add records but not change them, so they will not be imported.`,
  noRows: 'The file has no rows to import.',
  noneValid: 'No row is free of problems: fix the file and choose it again.',
  problemsCaption: 'Problems in the file',
  row: 'Row',
  column: 'Column',
  student: 'Name',
  value: 'Value',
  problem: 'Problem',
  columnName: ({ key, column }) => IMPORT_HEADERS.en[key] ?? column,
  skippedHeading: (rows) => `${n(rows)} ${rows === 1 ? 'row was' : 'rows were'} skipped`,
  skippedText:
    'Fix them in the CSV (each row keeps its problem beside it), delete the Row and Problems columns, and import it.',
  skippedCaption: 'The skipped rows and their problems',
  downloadSkipped: (rows) => `Download the ${n(rows)} skipped ${rows === 1 ? 'row' : 'rows'} (CSV)`,
  downloadingSkipped: 'Downloading the skipped rows…',
  importPage: 'This import’s page (the skipped rows stay there)',
  opening: 'Opening the import…',
  csvRow: 'Row',
  csvProblems: 'Problems',
  firstProblems: (shown, all) => `The first ${n(shown)} of ${n(all)} problems; the CSV has them all.`,
  downloadProblems: 'Download the rows with problems (CSV)',
  downloadingProblems: 'Downloading the rows with problems…',
  fixOrImport: 'Fix the file and choose it again, or import only the rows without problems.',
  run: (rows) => `Import ${counted('en', rows, ROW_EN)}`,
  runValidOnly: (rows) => `Import the ${n(rows)} valid ${pluralForm('en', rows, ROW_EN)} only`,
  starting: 'Starting the import…',
  importing: (fileName) => `Importing ${fileName}`,
  queued: 'Waiting to start…',
  progressLabel: 'Import progress',
  progress: (done, total) => `${n(done)} of ${counted('en', total, ROW_EN)}`,
  cancel: 'Cancel import',
  cancelling: 'Cancelling…',
  done: (created, updated) => `Import finished: ${n(created)} added, ${n(updated)} updated.`,
  cancelled: (done, total) =>
    `Import cancelled after ${n(done)} of ${n(total)} rows. The rows already imported stay; importing the same file again completes it.`,
  failed: 'The import failed.',
  again: 'Import another file',
  notices: {
    templateFailed: 'The template could not be downloaded. Please try again.',
    uploadFailed: 'The file could not be checked. Please try again.',
    tooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each.',
    unpackedTooLarge:
      'The workbook is too large once unpacked. Keep one sheet with the import’s columns only, or save it as CSV.',
    tooComplex:
      'The file takes too long to read. Keep one sheet with the import’s columns only, or split it into smaller files.',
    busy: 'Other files are being checked at the moment. Choose the file again in a few seconds.',
    wrongType: 'Choose a CSV, Excel (.xlsx) or Unicode text (.txt) file.',
    problemsFailed: 'The rows with problems could not be downloaded. Please try again.',
    openFailed: 'This import could not be opened. Choose a file to import.',
    runFailed: 'The import could not be started. Please try again.',
    pollFailed: 'The import’s progress could not be fetched. Trying again…',
    cancelFailed: 'The import could not be cancelled. Please try again.',
  },
  problems: {
    required: () => 'A value is required.',
    too_long: (x) => `The value is too long: at most ${p(x, 'max')} characters.`,
    control_characters: () => 'The value has control characters.',
    name_characters: () => 'The name has invisible or text-direction characters.',
    invalid_date: () => 'The date is not in YYYY-MM-DD or DD/MM/YYYY form.',
    future_date: () => 'The date is in the future.',
    unknown_class: () => 'The school has no class or course of this name.',
    unknown_section: (x) => `${p(x, 'className')} has no section or batch “${p(x, 'section')}”.`,
    one_section_only: () => 'A student is in one section: give only one.',
    invalid_gender: () => 'The gender must be female, male or other.',
    invalid_relation: () => 'The relation must be mother, father, guardian, grandparent, sibling or other.',
    invalid_language: () => 'The language must be English or Hindi.',
    invalid_phone: () => 'The phone number must have 10 digits.',
    invalid_email: () => 'This is not an e-mail address.',
    invalid_number: (x) => `The number must be a whole number from ${p(x, 'min')} to ${p(x, 'max')}.`,
    invalid_consent_purpose: () =>
      'The purposes must be among school records, messages to guardians and photos, separated by “;”.',
    invalid_consent_method: () =>
      'The method must be a signed admission form, in person, a signed letter, or OTP to the guardian’s phone.',
    duplicate_in_file: (x) => `The same value is also in row ${p(x, 'otherRow')}.`,
    duplicate_roll_number: (x) => `Row ${p(x, 'otherRow')} gives this section the same roll number.`,
    duplicate_guardian_phone: () => "The student's two guardians have the same phone number.",
    erased_student: () => "This admission number is an erased student's: it cannot be imported again.",
    roll_number_taken: (x) =>
      `The student with admission number ${p(x, 'admissionNumber')} already has this roll number in the section.`,
    too_many_guardians: (x) =>
      `With the guardians the school has for this student, they would have ${p(x, 'count')}; at most ${p(x, 'max')}. Remove one in the portal first.`,
    cannot_change_student: () =>
      'This row changes a student the school already has: you may add students but not change them.',
    cannot_change_guardian: () =>
      'This row changes the name, e-mail or language of a guardian the school already has: you may add students but not change existing guardians.',
    cannot_change_employee: () =>
      'This row changes an employee the school already has: you may add employees but not change them.',
    cannot_change_centre: () =>
      'This row changes the address of a learning centre the school already has: you may add learning centres but not change them.',
    unknown_column: () => 'The column is not one of the template’s.',
    duplicate_column: () => 'The column is in the file twice.',
    missing_column: () => 'A required column is missing.',
    file_encoding: () =>
      'The file is not saved as UTF-8, so its column names were lost (“?”). In Excel choose File → Save As → “CSV UTF-8 (Comma delimited)”, then choose that file again.',
  },
};

const hi: ImportTexts = {
  heading: 'इंपोर्ट',
  lead: 'स्प्रेडशीट से एक साथ कई रिकॉर्ड जोड़ें या अपडेट करें। पहले फ़ाइल जाँची जाती है; इंपोर्ट करने से पहले कुछ भी सहेजा नहीं जाता।',
  kindLegend: 'क्या इंपोर्ट करना है',
  kinds: { students: 'विद्यार्थी और उनके अभिभावक', employees: 'कर्मचारी', learning_centres: 'लर्निंग सेंटर' },
  templateHeading: 'टेम्पलेट',
  templateText:
    'टेम्पलेट भरें, हर रिकॉर्ड के लिए एक पंक्ति, और उसकी शीर्षक पंक्ति रहने दें। कोचिंग सेंटर कोर्स और उसके बैच लिखे (कई बैच “सुबह; सप्ताहांत” की तरह, पहला विद्यार्थी का अपना बैच)। सहमति के कॉलम में अभिभावक की सहमति लिखें: उद्देश्य (“स्कूल रिकॉर्ड; अभिभावकों को संदेश”), सहमति का तरीका (हस्ताक्षरित प्रवेश फ़ॉर्म, व्यक्तिगत रूप से, हस्ताक्षरित पत्र, OTP) और तिथि, ताकि अनुपस्थिति की सूचना अभिभावकों तक पहुँचे। Excel से “CSV UTF-8” या .xlsx के रूप में सहेजें।',
  templateCsv: 'CSV टेम्पलेट डाउनलोड करें',
  templateXlsx: 'Excel टेम्पलेट डाउनलोड करें',
  downloading: 'टेम्पलेट डाउनलोड हो रहा है…',
  fileHeading: 'फ़ाइल',
  fileLabel: 'इंपोर्ट करने के लिए स्प्रेडशीट (CSV या Excel, अधिकतम 5 MB)',
  fileHint: 'फ़ाइल चुनते ही वह जाँची जाती है; अभी कुछ इंपोर्ट नहीं होता।',
  checking: (fileName) => `${fileName} जाँची जा रही है…`,
  resultHeading: 'की जाँच पूरी हुई',
  summary: (rows, valid, problems) =>
    `${counted('hi', rows, ROW_HI)}: ${n(valid)} में कोई समस्या नहीं, ${counted('hi', problems, { one: 'समस्या', other: 'समस्याएँ' })}।`,
  plan: (create, update, unchanged) =>
    `इंपोर्ट से ${n(create)} जुड़ेंगे, ${n(update)} अपडेट होंगे और ${n(unchanged)} जैसे हैं वैसे रहेंगे।`,
  refused: (rows) =>
    rows.length === 1
      ? `पंक्ति ${rowList(rows, 'और', moreHi)} स्कूल के किसी मौजूदा रिकॉर्ड को बदलती है; आपकी भूमिका रिकॉर्ड जोड़ सकती है पर बदल नहीं सकती, इसलिए यह इंपोर्ट नहीं होगी।`
      : `पंक्तियाँ ${rowList(rows, 'और', moreHi)} स्कूल के मौजूदा रिकॉर्ड बदलती हैं; आपकी भूमिका रिकॉर्ड जोड़ सकती है पर बदल नहीं सकती, इसलिए ये इंपोर्ट नहीं होंगी।`,
  noRows: 'फ़ाइल में इंपोर्ट करने के लिए कोई पंक्ति नहीं है।',
  noneValid: 'कोई भी पंक्ति समस्या से मुक्त नहीं है: फ़ाइल ठीक करके फिर से चुनें।',
  problemsCaption: 'फ़ाइल में समस्याएँ',
  row: 'पंक्ति',
  column: 'कॉलम',
  student: 'नाम',
  value: 'मान',
  problem: 'समस्या',
  columnName: ({ key, column }) => IMPORT_HEADERS.hi[key] ?? column,
  skippedHeading: (rows) => `${n(rows)} ${rows === 1 ? 'पंक्ति छोड़ी गई' : 'पंक्तियाँ छोड़ी गईं'}`,
  skippedText:
    'इन्हें CSV में ठीक करें (हर पंक्ति के साथ उसकी समस्या लिखी है), पंक्ति और समस्याएँ वाले कॉलम हटाएँ, और फिर इंपोर्ट करें।',
  skippedCaption: 'छोड़ी गई पंक्तियाँ और उनकी समस्याएँ',
  downloadSkipped: (rows) => `छोड़ी गई ${n(rows)} ${rows === 1 ? 'पंक्ति' : 'पंक्तियाँ'} डाउनलोड करें (CSV)`,
  downloadingSkipped: 'छोड़ी गई पंक्तियाँ डाउनलोड हो रही हैं…',
  importPage: 'इस इंपोर्ट का पेज (छोड़ी गई पंक्तियाँ वहाँ रहेंगी)',
  opening: 'इंपोर्ट खुल रहा है…',
  csvRow: 'पंक्ति',
  csvProblems: 'समस्याएँ',
  firstProblems: (shown, all) => `${n(all)} में से पहली ${n(shown)} समस्याएँ; CSV में सभी हैं।`,
  downloadProblems: 'समस्या वाली पंक्तियाँ डाउनलोड करें (CSV)',
  downloadingProblems: 'समस्या वाली पंक्तियाँ डाउनलोड हो रही हैं…',
  fixOrImport: 'फ़ाइल ठीक करके फिर से चुनें, या केवल बिना समस्या वाली पंक्तियाँ इंपोर्ट करें।',
  run: (rows) => `${counted('hi', rows, ROW_HI)} इंपोर्ट करें`,
  runValidOnly: (rows) => `केवल ${n(rows)} सही ${pluralForm('hi', rows, ROW_HI)} इंपोर्ट करें`,
  starting: 'इंपोर्ट शुरू हो रहा है…',
  importing: (fileName) => `${fileName} इंपोर्ट हो रही है`,
  queued: 'शुरू होने की प्रतीक्षा…',
  progressLabel: 'इंपोर्ट की प्रगति',
  progress: (done, total) => `${n(total)} में से ${counted('hi', done, ROW_HI)}`,
  cancel: 'इंपोर्ट रद्द करें',
  cancelling: 'रद्द हो रहा है…',
  done: (created, updated) => `इंपोर्ट पूरा हुआ: ${n(created)} जोड़े गए, ${n(updated)} अपडेट हुए।`,
  cancelled: (done, total) =>
    `${n(total)} में से ${n(done)} पंक्तियों के बाद इंपोर्ट रद्द हुआ। इंपोर्ट हो चुकी पंक्तियाँ रहेंगी; वही फ़ाइल फिर से इंपोर्ट करने पर बाक़ी पूरा हो जाएगा।`,
  failed: 'इंपोर्ट नहीं हो सका।',
  again: 'दूसरी फ़ाइल इंपोर्ट करें',
  notices: {
    templateFailed: 'टेम्पलेट डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    uploadFailed: 'फ़ाइल जाँची नहीं जा सकी। कृपया फिर से कोशिश करें।',
    tooLarge: 'फ़ाइल 5 MB से बड़ी है। इसे छोटी फ़ाइलों में बाँटकर हर एक इंपोर्ट करें।',
    unpackedTooLarge:
      'खोलने पर वर्कबुक बहुत बड़ी हो जाती है। केवल इंपोर्ट के कॉलम वाली एक शीट रखें, या उसे CSV के रूप में सहेजें।',
    tooComplex: 'फ़ाइल पढ़ने में बहुत समय लगता है। केवल इंपोर्ट के कॉलम वाली एक शीट रखें, या उसे छोटी फ़ाइलों में बाँटें।',
    busy: 'अभी दूसरी फ़ाइलें जाँची जा रही हैं। कुछ सेकंड बाद फ़ाइल फिर से चुनें।',
    wrongType: 'CSV, Excel (.xlsx) या यूनिकोड टेक्स्ट (.txt) फ़ाइल चुनें।',
    problemsFailed: 'समस्या वाली पंक्तियाँ डाउनलोड नहीं हो सकीं। कृपया फिर से कोशिश करें।',
    openFailed: 'यह इंपोर्ट खुल नहीं सका। इंपोर्ट के लिए फ़ाइल चुनें।',
    runFailed: 'इंपोर्ट शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
    pollFailed: 'इंपोर्ट की प्रगति नहीं मिल सकी। फिर से कोशिश की जा रही है…',
    cancelFailed: 'इंपोर्ट रद्द नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  problems: {
    required: () => 'यह मान ज़रूरी है।',
    too_long: (x) => `यह मान बहुत लंबा है: अधिकतम ${p(x, 'max')} अक्षर।`,
    control_characters: () => 'इस मान में नियंत्रण अक्षर (control characters) हैं।',
    name_characters: () => 'इस नाम में अदृश्य या लिखने की दिशा बदलने वाले चिह्न हैं।',
    invalid_date: () => 'तारीख़ YYYY-MM-DD या DD/MM/YYYY रूप में नहीं है।',
    future_date: () => 'यह तारीख़ भविष्य की है।',
    unknown_class: () => 'स्कूल में इस नाम की कोई कक्षा या कोर्स नहीं है।',
    unknown_section: (x) => `${p(x, 'className')} में “${p(x, 'section')}” नाम का कोई सेक्शन या बैच नहीं है।`,
    one_section_only: () => 'विद्यार्थी एक ही सेक्शन में होता है: केवल एक सेक्शन लिखें।',
    invalid_gender: () => 'लिंग female, male या other (महिला, पुरुष या अन्य) होना चाहिए।',
    invalid_relation: () => 'संबंध mother, father, guardian, grandparent, sibling या other होना चाहिए।',
    invalid_language: () => 'भाषा English या Hindi (अंग्रेज़ी या हिंदी) होनी चाहिए।',
    invalid_phone: () => 'फ़ोन नंबर में 10 अंक होने चाहिए।',
    invalid_email: () => 'यह ई-मेल पता नहीं है।',
    invalid_number: (x) => `संख्या ${p(x, 'min')} से ${p(x, 'max')} तक की पूर्ण संख्या होनी चाहिए।`,
    invalid_consent_purpose: () => 'उद्देश्य स्कूल रिकॉर्ड, अभिभावकों को संदेश और फ़ोटो में से हों, “;” से अलग किए हुए।',
    invalid_consent_method: () =>
      'तरीका हस्ताक्षरित प्रवेश फ़ॉर्म, व्यक्तिगत रूप से, हस्ताक्षरित पत्र या अभिभावक के फ़ोन पर OTP होना चाहिए।',
    duplicate_in_file: (x) => `यही मान पंक्ति ${p(x, 'otherRow')} में भी है।`,
    duplicate_roll_number: (x) => `पंक्ति ${p(x, 'otherRow')} में इस सेक्शन का यही रोल नंबर है।`,
    duplicate_guardian_phone: () => 'विद्यार्थी के दोनों अभिभावकों का फ़ोन नंबर एक ही है।',
    erased_student: () =>
      'यह प्रवेश संख्या एक ऐसे विद्यार्थी की है जिसका डेटा मिटाया जा चुका है: इसे फिर से इंपोर्ट नहीं किया जा सकता।',
    roll_number_taken: (x) =>
      `सेक्शन में यह रोल नंबर पहले से प्रवेश संख्या ${p(x, 'admissionNumber')} वाले विद्यार्थी का है।`,
    too_many_guardians: (x) =>
      `स्कूल में इस विद्यार्थी के जो अभिभावक पहले से हैं, उनके साथ ${p(x, 'count')} अभिभावक हो जाएँगे; अधिकतम ${p(x, 'max')}। पहले पोर्टल में एक हटाएँ।`,
    cannot_change_student: () =>
      'यह पंक्ति स्कूल के किसी मौजूदा विद्यार्थी को बदलती है: आप विद्यार्थी जोड़ सकते हैं, पर उन्हें बदल नहीं सकते।',
    cannot_change_guardian: () =>
      'यह पंक्ति स्कूल के किसी मौजूदा अभिभावक का नाम, ई-मेल या भाषा बदलती है: आप विद्यार्थी जोड़ सकते हैं, पर अभिभावकों को बदल नहीं सकते।',
    cannot_change_employee: () =>
      'यह पंक्ति स्कूल के किसी मौजूदा कर्मचारी को बदलती है: आप कर्मचारी जोड़ सकते हैं, पर उन्हें बदल नहीं सकते।',
    cannot_change_centre: () =>
      'यह पंक्ति स्कूल के किसी मौजूदा लर्निंग सेंटर का पता बदलती है: आप लर्निंग सेंटर जोड़ सकते हैं, पर उन्हें बदल नहीं सकते।',
    unknown_column: () => 'यह कॉलम टेम्पलेट का नहीं है।',
    duplicate_column: () => 'यह कॉलम फ़ाइल में दो बार है।',
    missing_column: () => 'एक ज़रूरी कॉलम नहीं है।',
    file_encoding: () =>
      'फ़ाइल UTF-8 में सहेजी नहीं गई है, इसलिए उसके कॉलम के नाम मिट गए (“?”)। Excel में File → Save As → “CSV UTF-8 (Comma delimited)” चुनें, फिर वही फ़ाइल दोबारा चुनें।',
  },
};

export const importText: Catalogue<ImportTexts> = { en, hi };

/** A problem in the reader's words; a code this portal does not know yet is shown as it is. */
export function problemSentence(texts: ImportTexts, problem: Pick<ImportProblem, 'code' | 'params'>): string {
  return isImportProblemCode(problem.code) ? texts.problems[problem.code](problem.params) : problem.code;
}

/** A problem on one line, for the CSV: its column, what is wrong, and the value. */
export function problemLine(texts: ImportTexts, problem: ImportProblem): string {
  const value = problem.value ? ` (“${problem.value}”)` : '';
  return `${texts.columnName(problem)}: ${problemSentence(texts, problem)}${value}`;
}
