// The school-data page's texts (src/portal/views/school-data): the whole export and closing the
// account (docs/requirements/school-data.md).
import type { Catalogue } from './language';

interface SchoolDataTexts {
  heading: string;
  lead: string;
  loading: string;
  tryAgain: string;
  export: {
    heading: string;
    lead: (hours: number) => string;
    request: string;
    requesting: string;
    again: string;
    queued: string;
    running: (done: number, total: number | null) => string;
    progress: string;
    ready: (until: string) => string;
    download: string;
    downloading: string;
    failed: string;
    expired: string;
    requestedBy: (name: string, when: string) => string;
    loadFailed: string;
    requestFailed: string;
    downloadFailed: string;
  };
  closing: {
    heading: string;
    what: (graceDays: number) => string;
    meanwhile: string;
    kept: (auditDays: number) => string;
    mails: string;
    exportFirst: string;
    /** Followed by the code itself, marked as the school's data. */
    code: string;
    confirm: string;
    closing: string;
    pending: (date: string) => string;
    requestedBy: (name: string, when: string) => string;
    cancel: string;
    cancelling: string;
    loadFailed: string;
    closeFailed: string;
    cancelFailed: string;
  };
}

const en: SchoolDataTexts = {
  heading: 'School data',
  lead: 'Everything your school keeps in Shala: take all of it with you, or close the account.',
  loading: 'Loading…',
  tryAgain: 'Try again',
  export: {
    heading: 'Export everything',
    lead: (hours) =>
      `One ZIP file with every table of the school (students, guardians, consents, staff, members and roles, classes, sections and subjects, the timetable and bell schedule, attendance, alerts, imports, fees and the audit log): a CSV file of each for a spreadsheet, the same data as JSON, and a README that explains every file and column. Passwords and sign-in links are never included. The file is kept for ${hours} hours, then deleted.`,
    request: 'Export the school’s data',
    requesting: 'Asking…',
    again: 'Export again',
    queued: 'Waiting to start…',
    running: (done, total) => (total ? `Exporting: ${done} of ${total} records` : 'Exporting…'),
    progress: 'Export progress',
    ready: (until) => `The export is ready. It is kept until ${until}.`,
    download: 'Download the ZIP',
    downloading: 'Downloading…',
    failed: 'The export failed. Ask for it again.',
    expired: 'The last export has been deleted. Ask for a new one.',
    requestedBy: (name, when) => `Asked for by ${name} on ${when}.`,
    loadFailed: 'The exports could not be loaded.',
    requestFailed: 'The export could not be started. Try again.',
    downloadFailed: 'The file could not be downloaded. Try again.',
  },
  closing: {
    heading: 'Close the school’s account',
    what: (days) =>
      `If you close the account, Shala erases the school’s personal data ${days} days after you ask: students, guardians and their contacts, the staff’s personal details, members’ accounts, uploaded files and exports. Then the portal closes.`,
    meanwhile:
      'Until then the portal keeps working as it does now, and you can cancel here at any time. After the erasure nothing can be recovered.',
    kept: (days) =>
      `What the law requires is kept: the audit log of who saw or changed student data, for ${days} days after the erasure, then deleted; the fee books (the ledger and the receipts issued, with the payer's name as printed), which the Income Tax Act asks a school to keep for eight years; and the record of this closing. The list of classes and subjects, which holds no personal data, stays with your Shala account.`,
    mails: 'We mail you when you ask and again when the data is erased.',
    exportFirst: 'Download the export above first.',
    code: 'To confirm, type the portal code:',
    confirm: 'Close the account',
    closing: 'Closing…',
    pending: (date) => `The account will be closed and its personal data erased on ${date}.`,
    requestedBy: (name, when) => `Asked for by ${name} on ${when}.`,
    cancel: 'Cancel the closing',
    cancelling: 'Cancelling…',
    loadFailed: 'Whether the account is being closed could not be loaded.',
    closeFailed: 'The account could not be closed. Try again.',
    cancelFailed: 'The closing could not be cancelled. Try again.',
  },
};

const hi: SchoolDataTexts = {
  heading: 'स्कूल का डेटा',
  lead: 'आपके स्कूल का Shala में रखा सारा डेटा: उसे पूरा अपने साथ ले जाएँ, या खाता बंद करें।',
  loading: 'लोड हो रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  export: {
    heading: 'सब कुछ निर्यात करें',
    lead: (hours) =>
      `एक ZIP फ़ाइल जिसमें स्कूल की हर तालिका है (विद्यार्थी, अभिभावक, सहमतियाँ, स्टाफ़, सदस्य और भूमिकाएँ, कक्षाएँ, सेक्शन और विषय, समय-सारणी और घंटी का समय, उपस्थिति, अलर्ट, इंपोर्ट, फ़ीस और ऑडिट लॉग): हर एक की स्प्रेडशीट के लिए CSV फ़ाइल, वही डेटा JSON में, और एक विवरण फ़ाइल जो हर फ़ाइल और कॉलम समझाती है। पासवर्ड और साइन-इन लिंक कभी शामिल नहीं होते। फ़ाइल ${hours} घंटे रखी जाती है, फिर हटा दी जाती है।`,
    request: 'स्कूल का डेटा निर्यात करें',
    requesting: 'अनुरोध भेजा जा रहा है…',
    again: 'फिर से निर्यात करें',
    queued: 'शुरू होने की प्रतीक्षा…',
    running: (done, total) => (total ? `निर्यात हो रहा है: ${total} में से ${done} रिकॉर्ड` : 'निर्यात हो रहा है…'),
    progress: 'निर्यात की प्रगति',
    ready: (until) => `निर्यात तैयार है। यह ${until} तक रखा जाएगा।`,
    download: 'ZIP डाउनलोड करें',
    downloading: 'डाउनलोड हो रहा है…',
    failed: 'निर्यात विफल रहा। फिर से अनुरोध करें।',
    expired: 'पिछला निर्यात हटा दिया गया है। नया अनुरोध करें।',
    requestedBy: (name, when) => `${when} को ${name} ने अनुरोध किया।`,
    loadFailed: 'निर्यात लोड नहीं हो सके।',
    requestFailed: 'निर्यात शुरू नहीं हो सका। फिर से कोशिश करें।',
    downloadFailed: 'फ़ाइल डाउनलोड नहीं हो सकी। फिर से कोशिश करें।',
  },
  closing: {
    heading: 'स्कूल का खाता बंद करें',
    what: (days) =>
      `खाता बंद करने पर Shala आपके अनुरोध के ${days} दिन बाद स्कूल का निजी डेटा मिटा देता है: विद्यार्थी, अभिभावक और उनके संपर्क, स्टाफ़ का निजी विवरण, सदस्यों के खाते, अपलोड की गई फ़ाइलें और निर्यात। फिर पोर्टल बंद हो जाता है।`,
    meanwhile:
      'तब तक पोर्टल अभी की तरह काम करता रहता है, और आप यहाँ कभी भी रद्द कर सकते हैं। मिटाने के बाद कुछ भी वापस नहीं मिल सकता।',
    kept: (days) =>
      `कानून जो रखने को कहता है, वह रखा जाता है: किसने विद्यार्थियों का डेटा देखा या बदला, इसका ऑडिट लॉग, मिटाने के बाद ${days} दिन तक, फिर हटा दिया जाता है; फ़ीस का हिसाब (खाता-बही और जारी की गई रसीदें, उन पर छपे भुगतानकर्ता के नाम सहित), जिसे आयकर अधिनियम स्कूल को आठ साल तक रखने को कहता है; और इस खाता बंद करने का रिकॉर्ड। कक्षाओं और विषयों की सूची, जिसमें कोई निजी डेटा नहीं है, आपके Shala खाते के साथ रहती है।`,
    mails: 'अनुरोध करने पर और डेटा मिटाने पर हम आपको ईमेल भेजते हैं।',
    exportFirst: 'पहले ऊपर से निर्यात डाउनलोड कर लें।',
    code: 'पुष्टि के लिए पोर्टल कोड लिखें:',
    confirm: 'खाता बंद करें',
    closing: 'बंद किया जा रहा है…',
    pending: (date) => `खाता ${date} को बंद होगा और उसका निजी डेटा मिटा दिया जाएगा।`,
    requestedBy: (name, when) => `${when} को ${name} ने अनुरोध किया।`,
    cancel: 'खाता बंद करना रद्द करें',
    cancelling: 'रद्द किया जा रहा है…',
    loadFailed: 'खाता बंद होने की स्थिति लोड नहीं हो सकी।',
    closeFailed: 'खाता बंद नहीं हो सका। फिर से कोशिश करें।',
    cancelFailed: 'खाता बंद करना रद्द नहीं हो सका। फिर से कोशिश करें।',
  },
};

export const schoolDataText: Catalogue<SchoolDataTexts> = { en, hi };
