// The API's answers by their `code` (common/api/error-codes.ts), in the reader's language. The API
// speaks English (docs/requirements/api.md#error-bodies): in English the screens show its sentence
// as it came, which names the record and the field. In Hindi they show these words, which every
// code must have (the type refuses a missing one; tests/unit/server-error-texts.test.ts checks the
// codes the server sends). A sentence with blanks ("Roll number 7 is already taken in Class 5 A.")
// is said here from the answer's `params`, the same blanks the English fills: a Hindi entry is a
// function of the same parameters as the English one.
import type { ApiErrorCode, ApiErrors, DateField, Detailed, RequiredField } from '@common/api/error-codes';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@common/api/portal/import-limits';
import type { Language } from '@common/languages';
import { weekdayNames } from '@common/weekdays';
import { counted } from './plural';

/** Codes the portal's own API client answers with before a request leaves (src/portal/api/academics.ts). */
type PageCode = 'year_name_invalid';

/** What a detailed code may name besides its sentence (a duplicate's `name`). */
export type DetailParams = Readonly<Partial<Record<string, string | number>>>;

/** The Hindi of one code: words for a plain or detailed sentence, a function of the same blanks for one with blanks. */
type HindiOf<E> = E extends (params: infer P) => string
  ? (params: P) => string
  : E extends Detailed
    ? string | ((params: DetailParams) => string)
    : string;

export type ServerErrorTexts = { readonly [C in ApiErrorCode]: HindiOf<ApiErrors[C]> } & {
  readonly [C in PageCode]: string;
};

const day = (weekday: number) => weekdayNames.hi[weekday - 1] ?? `दिन ${weekday}`;
const students = (n: number) => counted('hi', n, { one: 'विद्यार्थी', other: 'विद्यार्थी' });
const employees = (n: number) => counted('hi', n, { one: 'कर्मचारी', other: 'कर्मचारी' });
/** "है" for one, "हैं" for more. */
const are = (n: number) => (n === 1 ? 'है' : 'हैं');
const KIND: Readonly<Record<string, string>> = { department: 'विभाग', designation: 'पद' };
const kindOf = (kind: string) => KIND[kind] ?? kind;

const REQUIRED: Readonly<Record<RequiredField, string>> = {
  Name: 'नाम',
  'Section name': 'सेक्शन का नाम',
  'Subject name': 'विषय का नाम',
  'Class name': 'कक्षा का नाम',
  'Course name': 'कोर्स का नाम',
  'Batch name': 'बैच का नाम',
  "Guardian's name": 'अभिभावक का नाम',
  'Admission number': 'प्रवेश संख्या',
  'Role name': 'भूमिका का नाम',
  Reason: 'कारण',
};

const DATES: Readonly<Record<DateField, string>> = {
  'The date of birth': 'जन्म तिथि',
  'The leaving date': 'स्कूल छोड़ने की तिथि',
  'The date of consent': 'सहमति की तिथि',
  'The joining date': 'काम शुरू करने की तिथि',
  'The start date': 'शुरू होने की तिथि',
  'The end date': 'खत्म होने की तिथि',
  'The date': 'तिथि',
};

/** 2026-11-27 as "27 नवंबर 2026". */
function dateInHindi(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const hi: ServerErrorTexts = {
  // The request itself.
  validation: 'भेजी गई जानकारी में कुछ सही नहीं है। भरे गए खाने जाँचें और फिर से कोशिश करें।',
  // `subject` is the request's English name of the field; the Hindi is true of every field.
  name_characters: () => 'नाम में अदृश्य या लिखने की दिशा बदलने वाले चिह्न (जैसे ज़ीरो-विड्थ स्पेस) नहीं हो सकते।',
  bad_request: 'अनुरोध समझा नहीं जा सका। पेज दोबारा लोड करके फिर से कोशिश करें।',
  bad_url: 'यह पता सही नहीं है।',
  invalid_json: 'भेजी गई जानकारी पढ़ी नहीं जा सकी। पेज दोबारा लोड करके फिर से कोशिश करें।',
  body_too_large: 'भेजी गई जानकारी बहुत बड़ी है।',
  unsupported_media_type: 'इस तरह की फ़ाइल या जानकारी यहाँ नहीं ली जाती।',
  method_not_allowed: 'यह काम यहाँ नहीं किया जा सकता।',
  timeout: 'अनुरोध पहुँचने में बहुत देर लगी। फिर से कोशिश करें।',
  conflict: 'यह जानकारी इसी बीच बदल गई है। पेज दोबारा लोड करके फिर से कोशिश करें।',
  not_found: 'यह प्रविष्टि नहीं मिली: हो सकता है किसी ने इसे अभी हटाया हो। सूची ताज़ा करें।',
  ambiguous_host: 'अनुरोध में सर्वर का पता एक से ज़्यादा बार लिखा है।',
  rate_limited: 'बहुत सारे प्रयास हुए। कुछ मिनट रुककर फिर से कोशिश करें।',
  unauthorized: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  internal_error: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  server_busy: 'सर्वर अभी व्यस्त है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  not_ready: 'सर्वर अभी तैयार नहीं है। थोड़ी देर बाद फिर से कोशिश करें।',
  shutting_down: 'सर्वर अभी बंद हो रहा है। एक पल रुककर फिर से कोशिश करें।',
  origin_not_allowed: 'इस वेबसाइट से अनुरोध स्वीकार नहीं किए जाते।',
  app_not_built: 'ऐप अभी तैयार नहीं है। थोड़ी देर बाद पेज दोबारा लोड करें।',

  // Accounts.
  email_taken: 'यह ई-मेल पता पहले से इस्तेमाल में है। कोई दूसरा ई-मेल पता दें।',
  email_already_verified: 'यह ईमेल पता पहले ही सत्यापित हो चुका है। कृपया लॉग इन करें।',
  verification_link_used: 'यह सत्यापन लिंक पहले ही इस्तेमाल हो चुका है। कृपया लॉग इन करें।',
  verification_failed: 'सत्यापन नहीं हो सका। हो सकता है लिंक की समय-सीमा खत्म हो गई हो या वह सही न हो।',
  invalid_credentials: 'ईमेल या पासवर्ड गलत है।',
  email_not_verified: 'लॉग इन करने से पहले अपना ईमेल पता सत्यापित करें: हमारे भेजे ईमेल का लिंक खोलें, या नया लिंक मँगाएँ।',
  wrong_current_password: 'मौजूदा पासवर्ड गलत है',
  invalid_reset_token: 'पासवर्ड बदलने का यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
  password_too_common: 'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अनुमान लगाना मुश्किल हो',
  password_personal: 'पासवर्ड आपका ईमेल पता या संस्था का नाम नहीं हो सकता',
  tenant_not_found: 'इस खाते की कोई संस्था नहीं मिली।',

  // Getting into a school's portal.
  portal_not_found: 'इस पते पर कोई सक्रिय स्कूल पोर्टल नहीं है।',
  tenant_not_active: 'आपकी संस्था अभी सक्रिय नहीं है: पोर्टल खोलने से पहले उसे सक्रिय करें।',
  portal_not_seeded: 'आपकी संस्था के पोर्टल का अभी कोई मालिक नहीं है: संस्था को फिर से सक्रिय करें।',
  handoff_expired: 'पोर्टल के इस लिंक की समय-सीमा खत्म हो गई है। अपने Shala डैशबोर्ड से पोर्टल फिर से खोलें।',
  member_disabled: 'इस पोर्टल पर आपकी पहुँच बंद कर दी गई है। स्कूल के व्यवस्थापक से बात करें।',
  invitation_invalid:
    'इस आमंत्रण की समय-सीमा खत्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। स्कूल से इसे फिर से भेजने को कहें।',

  // Members and roles.
  member_not_found: 'यह सदस्य नहीं मिला। सूची ताज़ा करें।',
  member_invited: 'आमंत्रित सदस्य आमंत्रण स्वीकार करके सक्रिय होते हैं।',
  not_invited: 'केवल वही आमंत्रण दोबारा भेजा या रद्द किया जा सकता है जो अभी स्वीकार नहीं हुआ।',
  role_not_found: 'यह भूमिका नहीं मिली। सूची ताज़ा करें।',
  role_name_taken: 'इस नाम की भूमिका पहले से है।',
  role_built_in: 'पहले से बनी भूमिकाएँ बदली नहीं जा सकतीं।',
  role_in_use: 'यह भूमिका सदस्यों को दी गई है: हटाने से पहले उन्हें दूसरी भूमिका दें।',
  // The authority rule (common/portal/authority.ts).
  role_beyond_authority: 'आप केवल वही भूमिका दे या बदल सकते हैं जिसकी सभी अनुमतियाँ आपकी अपनी भूमिका में हैं।',
  own_role: 'कोई अपनी ही भूमिका नहीं बदल सकता।',
  member_beyond_authority: 'आप केवल उसी सदस्य को बदल सकते हैं जिसकी भूमिका की सभी अनुमतियाँ आपकी अपनी भूमिका में हैं।',

  // School records (docs/requirements/students.md and the academic set-up).
  duplicate_name: ({ name }) =>
    name ? `“${name}” नाम पहले से है। कोई दूसरा नाम चुनें।` : 'इस नाम से पहले से एक प्रविष्टि है। कोई दूसरा नाम चुनें।',
  duplicate_email: ({ email }) => `ई-मेल ${email} से एक कर्मचारी पहले से है।`,
  in_use: ({ kind, name, used }) =>
    `${kindOf(kind)} “${name}” में ${employees(used)} ${are(used)}: हटाने से पहले उन्हें कोई दूसरा ${kindOf(kind)} दें।`,
  current_year_required: 'स्कूल का एक वर्तमान शैक्षणिक वर्ष हमेशा होता है: इसके बजाय किसी दूसरे वर्ष को वर्तमान बनाएँ।',
  main_centre: 'मुख्य लर्निंग सेंटर हटाया नहीं जा सकता।',
  centre_in_timetable: ({ name, sections }) =>
    `${name} की घंटियाँ ${sections} की समय-सारणी में हैं: पहले उसे वहाँ से हटाएँ।`,
  section_has_students: ({ name, className, onRolls }) =>
    `${className} के सेक्शन ${name} में ${students(onRolls)} ${are(onRolls)}: पहले उन्हें दूसरे सेक्शन में भेजें।`,
  section_has_records: ({ name, className }) =>
    `${className} का सेक्शन ${name} स्कूल छोड़ चुके विद्यार्थियों के रिकॉर्ड में दर्ज है: इसे हटाया नहीं जा सकता।`,
  class_has_students: ({ className, onRolls }) =>
    `${className} में ${students(onRolls)} ${are(onRolls)}: पहले उन्हें दूसरी कक्षा में भेजें।`,
  class_has_records: ({ className }) =>
    `${className} स्कूल छोड़ चुके विद्यार्थियों के रिकॉर्ड में दर्ज है: इसे हटाया नहीं जा सकता।`,
  duplicate_admission_number: 'इस प्रवेश संख्या से एक विद्यार्थी पहले से है।',
  duplicate_roll_number: ({ number, className, sectionName }) =>
    `${className} ${sectionName} में रोल नंबर ${number} पहले से किसी विद्यार्थी का है।`,
  batch_full: ({ className, sectionName, capacity }) =>
    `${className} ${sectionName} भर चुका है: इसमें ${capacity} विद्यार्थी ही आ सकते हैं। अकादमिक में इसकी क्षमता बढ़ाएँ, या कोई दूसरा बैच चुनें।`,
  further_batches_school:
    'स्कूल का विद्यार्थी एक ही सेक्शन में होता है: अतिरिक्त बैच केवल कोचिंग सेंटर के विद्यार्थियों के लिए हैं।',
  home_batch_first: 'पहले मुख्य बैच चुनें।',
  already_left: 'यह विद्यार्थी पहले ही स्कूल छोड़ चुका है।',
  already_withdrawn: 'यह सहमति पहले ही वापस ली जा चुकी है।',
  student_erased: 'इस विद्यार्थी की निजी जानकारी मिटा दी गई है: इसे बदला नहीं जा सकता।',
  guardian_change_forbidden:
    'इस फ़ोन नंबर का एक अभिभावक स्कूल के रिकॉर्ड में दूसरी जानकारी के साथ पहले से है: आप विद्यार्थी जोड़ सकते हैं, पर मौजूदा अभिभावकों को बदल नहीं सकते। स्कूल में दर्ज जानकारी ही दें, या विद्यार्थी बदलने की अनुमति वाले किसी व्यक्ति से कहें।',

  // The timetable.
  period_in_use: ({ weekday, periods, sections }) =>
    `${day(weekday)} के पीरियड ${periods} ${sections} की समय-सारणी में हैं: पहले उन्हें वहाँ से हटाएँ।`,
  section_has_timetable: ({ className, name }) =>
    `${className} ${name} की समय-सारणी इसके लर्निंग सेंटर की घंटियों पर बनी है: सेक्शन को दूसरे सेंटर पर ले जाने से पहले उसे हटाएँ।`,
  section_moved: 'सेक्शन अभी-अभी दूसरे लर्निंग सेंटर पर चला गया है: फिर से कोशिश करें।',
  timetable_clash: ({ teacherName, sectionName, weekday, period, startsAt, endsAt }) =>
    `${teacherName} ${day(weekday)} को पीरियड ${period} (${startsAt}-${endsAt}) में पहले से ${sectionName} को पढ़ाते हैं।`,

  // Importing a spreadsheet (docs/requirements/students.md#import).
  import_started: 'यह इंपोर्ट पहले ही चलाया या रद्द किया जा चुका है।',
  import_has_problems: 'फ़ाइल में गलतियाँ हैं: उन्हें ठीक करके फ़ाइल फिर से अपलोड करें, या केवल सही पंक्तियाँ इंपोर्ट करें।',
  import_empty: 'फ़ाइल में इंपोर्ट करने लायक कोई सही पंक्ति नहीं है।',
  import_needs_edit:
    'यह इंपोर्ट मौजूदा रिकॉर्ड बदलता है, जिन्हें आप बदल नहीं सकते: फ़ाइल फिर से चुनें, ताकि दिखे कि कौन-सी पंक्तियाँ आप इंपोर्ट कर सकते हैं।',
  import_ended: 'यह इंपोर्ट पहले ही खत्म हो चुका है।',
  school_export_running: 'स्कूल का एक निर्यात अभी बन रहा है: उसके पूरा होने तक रुकें।',
  school_export_not_ready:
    'इस निर्यात की कोई फ़ाइल डाउनलोड के लिए नहीं है: वह अभी तैयार नहीं है, विफल हुआ या उसकी समय-सीमा खत्म हो गई।',
  closure_code_wrong: 'लिखा गया कोड इस स्कूल का पोर्टल कोड नहीं है।',
  closure_pending: 'यह खाता बंद करने का अनुरोध पहले ही किया जा चुका है।',
  closure_not_pending: 'यह खाता बंद करने का अनुरोध नहीं किया गया है।',
  file_too_large: `फ़ाइल बहुत बड़ी है: इंपोर्ट की फ़ाइल ${IMPORT_MAX_BYTES / 1024 / 1024} MB तक की हो सकती है।`,
  uploads_busy: 'अभी दूसरी फ़ाइलें जाँची जा रही हैं। कुछ सेकंड बाद फिर से कोशिश करें।',
  unpacked_too_large: 'खुलने पर यह वर्कबुक बहुत बड़ी है: इंपोर्ट के कॉलम वाली केवल एक शीट रखें।',
  file_too_complex: 'यह फ़ाइल पढ़ने में बहुत समय लगता है: इंपोर्ट के कॉलम वाली केवल एक शीट रखें, या इसे छोटी फ़ाइलों में बाँटें।',

  // Fees (docs/requirements/fees.md).
  fee_head_name_taken: 'इस नाम का फ़ीस मद पहले से है।',
  fee_plan_overlaps: ({ other }) =>
    `एक और प्रकाशित योजना, ${other}, इन्हीं विद्यार्थियों पर लागू है: किसी एक को श्रेणी या सेक्शन दें।`,
  fee_rise_mid_course:
    'यह कोर्स शुरू हो चुका है: नया संस्करण इसकी फ़ीस नहीं बढ़ा सकता (2024 के कोचिंग दिशानिर्देश कोर्स के बीच फ़ीस बढ़ाने से रोकते हैं)।',
  fee_plan_empty: 'योजना में कम से कम एक किस्त और उसकी राशि होनी चाहिए।',
  fee_plan_no_draft: 'इस योजना का कोई ड्राफ़्ट नहीं है।',
  fee_plan_scope: 'योजना किसी कक्षा पर या एक सेक्शन पर लागू होती है, दोनों पर नहीं।',
  fee_instalments_invalid: 'किस्तें सही नहीं हैं: हर किस्त की तारीख़ और राशि जाँचें।',
  concession_automatic: 'भाई-बहन की छूट अपने-आप लगती है: इसे किसी विद्यार्थी को दिया नहीं जाता।',
  concession_needs_approval: 'छात्रवृत्ति या आर्थिक कठिनाई की छूट के लिए कारण और स्वीकृति देने वाले का नाम ज़रूरी है।',
  concession_needs_employee: 'स्टाफ़ के बच्चे की छूट में उस कर्मचारी का नाम ज़रूरी है।',
  concession_ended: 'यह छूट पहले ही ख़त्म हो चुकी है।',
  fee_nothing_due: 'इस विद्यार्थी की कोई फ़ीस बाक़ी नहीं है।',
  fee_overpayment: ({ due }) => `राशि बाक़ी फ़ीस से ज़्यादा है: अधिकतम ${due} ली जा सकती है।`,
  utr_invalid: 'UPI संदर्भ (UTR) 12 अंकों का होता है।',
  utr_taken: ({ receipt }) => `यह UPI संदर्भ पहले ही रसीद ${receipt} पर दर्ज है।`,
  reference_required: 'नक़द के अलावा हर तरीक़े में संदर्भ ज़रूरी है।',
  attempt_key_used: 'यह प्रयास पहले किसी और काम में लग चुका है। पेज दोबारा लोड करके फिर से कोशिश करें।',
  receipt_cancelled: 'यह रसीद पहले ही रद्द हो चुकी है।',
  receipt_refunded:
    'इस रसीद की राशि वापस की जा चुकी है: इसे रद्द करने से वह दो बार लौटेगी। इसके बजाय भुगतान दर्ज करें, या लेखाकार से पूछें।',
  refund_exceeds_paid: ({ paid }) => `वापसी जमा की गई राशि से ज़्यादा नहीं हो सकती: ${paid}।`,
  waiver_exceeds_fine: ({ fine }) => `माफ़ी बाक़ी जुर्माने से ज़्यादा नहीं हो सकती: ${fine}।`,
  gst_schools_exempt: 'स्कूल GST से बाहर रहते हैं: GST बिल की सुविधा कोचिंग संस्थानों के लिए है।',
  gst_needs_gstin: 'GST बिल के लिए GSTIN ज़रूरी है।',
  not_coaching: 'छोड़ने पर बची फ़ीस की वापसी कोचिंग संस्थानों के लिए है।',
  statement_line_resolved: 'स्टेटमेंट की यह पंक्ति पहले ही निपटाई जा चुकी है।',
  statement_unreadable: 'स्टेटमेंट पढ़ा नहीं जा सका: बैंक की CSV या Excel फ़ाइल अपलोड करें।',

  // Exams (docs/requirements/exams.md).
  exam_scheme_name_taken: 'इस नाम की योजना पहले से है।',
  exam_scheme_invalid: 'मूल्यांकन योजना सही नहीं है।',
  exam_scheme_changed:
    'आपके खोलने के बाद किसी ने यह योजना सहेजी है। उनके बदलाव देखने के लिए इसे फिर से खोलें, फिर अपने बदलाव दोबारा करें।',
  exam_no_scheme: 'इस कक्षा की इस वर्ष की मूल्यांकन योजना अभी नहीं चुनी गई है: पहले योजना चुनें।',
  exam_marks_exist: 'इस वर्ष इस कक्षा की योजना में अंक भरे जा चुके हैं: अब योजना बदली नहीं जा सकती।',
  exam_not_your_sheet: 'आप इस सेक्शन में यह विषय नहीं पढ़ाते।',
  exam_not_class_teacher: 'यह केवल सेक्शन के कक्षा अध्यापक कर सकते हैं।',
  exam_entry_closed: ({ date }) => `अंक भरने की अंतिम तिथि ${date} थी।`,
  exam_term_published: 'ये परिणाम प्रकाशित हो चुके हैं: अब बदलाव एक सुधार है, कारण के साथ।',
  exam_mark_invalid: 'एक अंक सही नहीं है।',
  exam_marks_incomplete: ({ missing }) => `${missing} अंक अभी भरने बाक़ी हैं: जाँचने से पहले सत्र के सभी अंक चाहिए।`,
  exam_not_proofread: 'कक्षा अध्यापक ने अभी इस सेक्शन की जाँच नहीं की है।',
  exam_not_published: 'यह सत्र अभी प्रकाशित नहीं हुआ है।',
  exam_schedule_invalid: 'परीक्षा कार्यक्रम सही नहीं है।',

  // Guardians in the portal (docs/requirements/guardians.md).
  guardian_contact_invalid: '10 अंकों का फ़ोन नंबर या ई-मेल पता लिखें।',
  guardian_code_wrong: 'यह कोड गलत है या इसका समय निकल गया। इसे जाँचें, या नया कोड माँगें।',

  // Attendance (docs/requirements/attendance.md).
  submission_id_used:
    'यह उपस्थिति जिस पहचान से भेजी गई, वह किसी दूसरी कक्षा या दूसरे सदस्य के लिए पहले इस्तेमाल हो चुकी है। उपस्थिति फिर से लेकर भेजें।',
  not_the_taker: 'ये अंक किसी दूसरे सदस्य ने लिए थे: केवल वही इन्हें भेज सकते हैं।',
  attendance_locked: ({ date }) =>
    `${dateInHindi(date)} की उपस्थिति लॉक हो चुकी है: अब इसे लिया या बदला नहीं जा सकता।`,
  attendance_daily: 'यह स्कूल दिन में एक बार उपस्थिति लेता है, हर पीरियड में नहीं। पेज दोबारा लोड करें।',
  attendance_period_missing: 'बताएँ कि यह उपस्थिति किस पीरियड की है।',
  student_not_on_list: 'जिस विद्यार्थी को चिह्नित किया गया, वह इस कक्षा की सूची में नहीं है। सूची दोबारा लोड करें।',

  // A form's fields, checked again on the server.
  required: ({ field }) => `${REQUIRED[field] ?? 'यह खाना'} ज़रूरी है।`,
  date_invalid: ({ field }) => `${DATES[field] ?? 'तिथि'} सही तिथि नहीं है।`,
  date_in_future: ({ field }) => `${DATES[field] ?? 'तिथि'} आने वाले दिनों की नहीं हो सकती।`,
  year_ends_before_start: 'शैक्षणिक वर्ष शुरू होने के बाद ही खत्म हो सकता है।',
  phone_required: 'फ़ोन नंबर ज़रूरी है',
  phone_invalid: 'सही फ़ोन नंबर लिखें',
  email_invalid: 'ईमेल सही नहीं है',
  guardian_phone_invalid: 'अभिभावक का फ़ोन नंबर 10 अंकों का होना चाहिए।',
  guardian_phones_same: 'एक विद्यार्थी के दो अभिभावकों का फ़ोन नंबर एक नहीं हो सकता।',
  guardian_email_invalid: 'अभिभावक का ईमेल सही नहीं है।',
  roll_needs_section: 'रोल नंबर के लिए सेक्शन चुनें।',
  erase_reason_required: 'बताएँ कि जानकारी क्यों मिटाई जा रही है',
  section_not_of_school: 'इस स्कूल की किसी कक्षा का सेक्शन चुनें।',
  choice_not_of_school: ({ kind }) => `इस स्कूल का कोई ${kindOf(kind)} चुनें।`,
  role_not_of_school: 'इस स्कूल की कोई भूमिका चुनें।',
  owner_role_not_given: 'मालिक की भूमिका किसी को नहीं दी जा सकती: स्कूल का एक ही मालिक होता है।',
  employee_not_of_school: 'इस स्कूल का कोई कर्मचारी चुनें।',
  subject_not_of_class: ({ className }) => `यह विषय ${className} का नहीं है।`,
  no_such_period: ({ period, weekday }) => `${day(weekday)} की घंटियों में पीरियड ${period} नहीं है।`,
  not_teaching_period: ({ period, weekday }) => `${day(weekday)} का पीरियड ${period} पढ़ाई का पीरियड नहीं है।`,
  centre_not_of_school: 'यह लर्निंग सेंटर इस स्कूल का नहीं है।',
  teacher_not_employee: 'यह शिक्षक इस स्कूल का कर्मचारी नहीं है।',
  file_unreadable: ({ format }) =>
    `फ़ाइल ${format} के रूप में पढ़ी नहीं जा सकी। फ़ाइल को Excel में खोलकर फिर से सहेजें और दोबारा चुनें।`,
  file_no_header: 'फ़ाइल खाली है: इसमें कॉलम के नाम वाली पहली पंक्ति नहीं है।',
  file_empty: 'फ़ाइल खाली है।',
  too_many_rows: `एक फ़ाइल में अधिकतम ${IMPORT_MAX_ROWS.toLocaleString('hi-IN')} पंक्तियाँ हो सकती हैं।`,

  // Said by the page itself (src/portal/api/academics.ts) before the year reaches the server.
  year_name_invalid: 'वर्ष को 2027-28 की तरह लिखें।',
};

export const serverErrorsHi = hi;

/** A refusal as the server said it: its English sentence, its code and its blanks, when an answer came. */
export interface ServerSaid {
  serverText?: string;
  serverCode?: string;
  serverParams?: Readonly<Record<string, string | number>>;
}

/**
 * What a screen says for a refusal: in English the server's sentence; in Hindi the words for its
 * code, with the blanks the answer carried. Without either (no answer came, a code this build does
 * not know, or a sentence with blanks that came without them), the screen's own words for the
 * failure, in the reader's language.
 */
export function serverErrorText(language: Language, said: ServerSaid | null, fallback: string): string {
  if (language === 'en') return said?.serverText || fallback;
  const code = said?.serverCode;
  if (!code || !Object.hasOwn(hi, code)) return fallback;
  const entry: unknown = hi[code as keyof ServerErrorTexts];
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function') return fallback;
  const say = entry as (params: object) => string;
  const params = said?.serverParams;
  if (params) return say(params);
  // A sentence with blanks that arrived without them: only a detailed one can be said so.
  return SAID_WITHOUT_PARAMS.has(code) ? say({}) : fallback;
}

/** Codes whose Hindi is a function of blanks the answer may leave out (a detailed code's `name`). */
const SAID_WITHOUT_PARAMS: ReadonlySet<string> = new Set<ApiErrorCode>(['duplicate_name', 'name_characters']);
