// The portal API's answers by their `code`, for a member who chose Hindi: the API speaks English
// (docs/requirements/api.md#error-bodies), and the screens show its sentence as it is in English.
// In Hindi they show these words instead when the code is known; a sentence that names a record
// ("A department named Science already exists.") is said without the name, which the member has
// just typed. Unknown codes keep the server's English sentence.
import type { Catalogue } from './language';

type ServerErrors = Readonly<Record<string, string>>;

const hi: ServerErrors = {
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  not_found: 'यह प्रविष्टि नहीं मिली: हो सकता है किसी ने इसे अभी हटाया हो। सूची ताज़ा करें।',
  duplicate_name: 'इस नाम से पहले से एक प्रविष्टि है। कोई दूसरा नाम चुनें।',
  duplicate_email: 'इस ई-मेल से एक कर्मचारी पहले से है।',
  in_use: 'इसमें अभी कर्मचारी हैं: पहले उन्हें कहीं और रखें, फिर हटाएँ।',
  main_centre: 'मुख्य लर्निंग सेंटर हटाया नहीं जा सकता।',
  section_has_students: 'इस सेक्शन में विद्यार्थी हैं: पहले उन्हें दूसरे सेक्शन में भेजें।',
  role_built_in: 'पहले से बनी भूमिकाएँ बदली नहीं जा सकतीं।',
  role_name_taken: 'इस नाम की भूमिका पहले से है।',
  role_in_use: 'यह भूमिका सदस्यों को दी गई है: हटाने से पहले उन्हें दूसरी भूमिका दें।',
  role_not_found: 'यह भूमिका नहीं मिली। सूची ताज़ा करें।',
  member_not_found: 'यह सदस्य नहीं मिला। सूची ताज़ा करें।',
  email_taken: 'इस ई-मेल पते के पास इस पोर्टल की पहुँच पहले से है।',
  member_invited: 'आमंत्रित सदस्य आमंत्रण स्वीकार करके सक्रिय होते हैं।',
  not_invited: 'केवल वही आमंत्रण दोबारा भेजा या रद्द किया जा सकता है जो अभी स्वीकार नहीं हुआ।',
  // The authority rule (common/portal/authority.ts).
  role_beyond_authority: 'आप केवल वही भूमिका दे या बदल सकते हैं जिसकी सभी अनुमतियाँ आपकी अपनी भूमिका में हैं।',
  own_role: 'कोई अपनी ही भूमिका नहीं बदल सकता।',
  member_beyond_authority: 'आप केवल उसी सदस्य को बदल सकते हैं जिसकी भूमिका की सभी अनुमतियाँ आपकी अपनी भूमिका में हैं।',
  // A name with invisible or text-direction characters (common/api/text.ts).
  name_characters: 'नाम में अदृश्य या लिखने की दिशा बदलने वाले चिह्न (जैसे ज़ीरो-विड्थ स्पेस) नहीं हो सकते।',
  // Students (docs/requirements/students.md).
  duplicate_admission_number: 'इस प्रवेश संख्या से एक विद्यार्थी पहले से है।',
  duplicate_roll_number: 'इस सेक्शन में यह रोल नंबर पहले से किसी विद्यार्थी का है।',
  student_erased: 'इस विद्यार्थी की निजी जानकारी मिटा दी गई है: इसे बदला नहीं जा सकता।',
  guardian_change_forbidden:
    'इस फ़ोन नंबर का एक अभिभावक स्कूल के रिकॉर्ड में दूसरी जानकारी के साथ पहले से है: आप विद्यार्थी जोड़ सकते हैं, पर मौजूदा अभिभावकों को बदल नहीं सकते। स्कूल में दर्ज जानकारी ही दें, या विद्यार्थी बदलने की अनुमति वाले किसी व्यक्ति से कहें।',
  already_left: 'यह विद्यार्थी पहले ही स्कूल छोड़ चुका है।',
  already_withdrawn: 'यह सहमति पहले ही वापस ली जा चुकी है।',
  section_has_records: 'स्कूल छोड़ चुके विद्यार्थियों के रिकॉर्ड में यह सेक्शन दर्ज है: इसे हटाया नहीं जा सकता।',
  // Import (docs/requirements/students.md#import).
  import_needs_edit:
    'यह इंपोर्ट मौजूदा रिकॉर्ड बदलता है, जिन्हें आप बदल नहीं सकते: फ़ाइल फिर से चुनें, ताकि दिखे कि कौन-सी पंक्तियाँ आप इंपोर्ट कर सकते हैं।',
  // Said by the page itself (src/portal/api/academics.ts) before the year reaches the server.
  year_name_invalid: 'वर्ष को 2027-28 की तरह लिखें।',
  rate_limited: 'बहुत सारे प्रयास हुए। कुछ मिनट रुककर फिर से कोशिश करें।',
  unauthorized: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  // Attendance (server/services/portal/attendance/submit.ts and portal-rules.ts' badField).
  attendance_locked: 'इस दिन की उपस्थिति लॉक हो चुकी है: अब इसे लिया या बदला नहीं जा सकता।',
  submission_id_used:
    'यह उपस्थिति जिस पहचान से भेजी गई, वह किसी दूसरी कक्षा या दूसरे सदस्य के लिए पहले इस्तेमाल हो चुकी है। उपस्थिति फिर से लेकर भेजें।',
  not_the_taker: 'ये अंक किसी दूसरे सदस्य ने लिए थे: केवल वही इन्हें भेज सकते हैं।',
  validation: 'भेजी गई जानकारी सही नहीं है। जाँचकर फिर से कोशिश करें।',
};

export const serverErrors: Catalogue<ServerErrors> = { en: {}, hi };
