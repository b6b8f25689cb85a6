// Exams (docs/requirements/exams.md): the marks sheets, entering marks on the phone, the device
// queue's word for marks, and what the server's refusals are called on these screens.
import type { Catalogue } from './language';
import { counted } from './plural';

// A type, not an interface: screens hand it to useNoticeText as the texts by code.
type ExamsTexts = {
  menu: string;
  heading: string;
  lead: string;
  sectionsHeading: string;
  noSections: string;
  sectionTerm: (section: string, term: string) => string;
  missing: (n: number) => string;
  proofreadBy: (name: string, date: string) => string;
  publishedBy: (name: string, date: string) => string;
  notProofread: string;
  notPublished: string;
  schemesLink: string;
  schemesHeading: string;
  schemesLead: string;
  noSchemes: string;
  version: (n: number) => string;
  testSeries: string;
  newScheme: string;
  preset: string;
  schemeName: string;
  create: string;
  classesHeading: string;
  classScheme: (className: string) => string;
  noScheme: string;
  teacherHeading: string;
  teacherLead: string;
  remark: string;
  gradeOf: (area: string, name: string) => string;
  remarkOf: (name: string) => string;
  saveTeacherPart: string;
  attendance: (present: number, working: number) => string;
  noAttendance: string;
  proofread: string;
  proofreadLead: string;
  publish: string;
  publishConfirm: string;
  publishQuestion: (section: string, term: string) => string;
  resultsHeading: string;
  previewLead: string;
  publishedLead: string;
  student: string;
  correctHeading: string;
  correctLead: string;
  reason: string;
  correct: string;
  versionOf: (n: number) => string;
  printCards: string;
  cardsHeading: (section: string, term: string) => string;
  cardsLead: string;
  cardLanguage: string;
  guardiansLanguage: string;
  english: string;
  hindi: string;
  print: string;
  noCards: string;
  editor: {
    heading: (name: string) => string;
    open: (name: string) => string;
    lead: string;
    name: string;
    rounding: string;
    roundings: { half_up_whole: string; none: string };
    delay: string;
    term: string;
    part: string;
    bestOf: string;
    scaleTo: string;
    component: string;
    outOf: string;
    add: string;
    remove: (label: string) => string;
    bands: string;
    grade: string;
    from: string;
    errors: Record<'required' | 'tooLong' | 'notMarks' | 'notCount' | 'notPercent' | 'notDays', string>;
    problems: string;
    save: string;
    saving: string;
    reload: string;
  };
  scheme: Record<'loadFailed' | 'saveFailed' | 'saved' | 'newVersion' | 'stale', string>;
  card: {
    title: string;
    year: (name: string) => string;
    name: string;
    admission: string;
    classSection: string;
    roll: string;
    scholastic: string;
    subject: string;
    total: string;
    grade: string;
    overall: string;
    coScholastic: string;
    attendance: string;
    days: (present: number, working: number) => string;
    remark: string;
    rank: (position: number, of: number) => string;
    classTeacher: string;
    principal: string;
    guardian: string;
  };
  sheetsHeading: string;
  sheetsLead: string;
  noSheets: string;
  loading: string;
  retry: string;
  back: string;
  entered: (entered: number, expected: number) => string;
  entryCloses: (date: string) => string;
  entryClosed: string;
  component: string;
  outOf: (max: string) => string;
  hint: string;
  gradedHint: (scale: string) => string;
  markOf: (name: string) => string;
  tooHigh: (max: string) => string;
  notAMark: string;
  notOnScale: (scale: string) => string;
  conflict: (yours: string) => string;
  saving: string;
  allSaved: string;
  saveNow: string;
  waitingSaves: (n: number) => string;
  sheetConflicts: (sheet: string, n: number) => string;
  closed: string;
  fromDevice: string;
  loadFailed: string;
  noCopy: string;
  saveFailed: string;
  refused: string;
  connectionLost: string;
};

const en: ExamsTexts = {
  menu: 'Exams',
  heading: 'Exams',
  lead: 'Marks, proofreading and results, section by section.',
  sectionsHeading: 'Sections',
  noSections: 'No class has an assessment scheme yet.',
  sectionTerm: (section, term) => `${section} · ${term}`,
  missing: (n) => (n === 0 ? 'Every mark entered' : `${n} marks still to enter`),
  proofreadBy: (name, date) => `Proofread by ${name}, ${date}`,
  publishedBy: (name, date) => `Published by ${name}, ${date}`,
  notProofread: 'Not proofread',
  notPublished: 'Not published',
  schemesLink: 'Assessment schemes',
  schemesHeading: 'Assessment schemes',
  schemesLead:
    'A scheme says how a class is assessed: its terms, components, maximum marks and grades. Start from a board’s preset.',
  noSchemes: 'No scheme yet: start from a preset below.',
  version: (n) => `version ${n}`,
  testSeries: 'test series',
  newScheme: 'New scheme',
  preset: 'Start from',
  schemeName: 'Scheme name',
  create: 'Add scheme',
  classesHeading: 'Each class’s scheme this year',
  classScheme: (className) => `Scheme of ${className}`,
  noScheme: 'No scheme',
  teacherHeading: 'Class teacher’s part',
  teacherLead: 'Co-scholastic grades and a remark for each student. Attendance comes from the register.',
  remark: 'Remark',
  gradeOf: (area, name) => `${area}: ${name}`,
  remarkOf: (name) => `Remark for ${name}`,
  saveTeacherPart: 'Save grades and remarks',
  attendance: (present, working) => `Attendance ${present} of ${working} days`,
  noAttendance: 'Attendance: set the term’s dates to count it',
  proofread: 'Mark as proofread',
  proofreadLead: 'Proofread when every mark is in and you have checked the cards below.',
  publish: 'Publish results',
  publishConfirm: 'Yes, publish',
  publishQuestion: (section, term) =>
    `Publish the results of ${section}, ${term}? Each card is kept as it is now; a later change is a correction with a reason.`,
  resultsHeading: 'Results',
  previewLead: 'A preview: this is what publishing would keep.',
  publishedLead: 'As published.',
  student: 'Student',
  correctHeading: 'Correct a published result',
  correctLead: 'Change the mark on the marks sheet first, then publish the correction with its reason.',
  reason: 'Reason',
  correct: 'Publish correction',
  versionOf: (n) => (n > 1 ? `corrected (version ${n})` : ''),
  printCards: 'Report cards',
  cardsHeading: (section, term) => `Report cards: ${section}, ${term}`,
  cardsLead:
    'One student to a page, each in their guardian’s language unless you choose one. Print from here.',
  cardLanguage: 'Print each card in',
  guardiansLanguage: 'The guardian’s language',
  english: 'English',
  hindi: 'हिन्दी',
  print: 'Print',
  noCards: 'No cards yet: the section has no students.',
  editor: {
    heading: (name) => `Scheme: ${name}`,
    open: (name) => `Edit ${name}`,
    lead: 'Change what your school assesses. Marks already entered keep the version they were entered under.',
    name: 'Scheme name',
    rounding: 'Rounding of totals',
    roundings: { half_up_whole: 'Half up to a whole mark', none: 'Not rounded' },
    delay: 'Days before students see results',
    term: 'Term',
    part: 'Part',
    bestOf: 'Best of (empty: all count)',
    scaleTo: 'Scaled to marks (empty: not scaled)',
    component: 'Component',
    outOf: 'Out of',
    add: 'Add a component',
    remove: (label) => `Remove ${label || 'this component'}`,
    bands: 'Grades',
    grade: 'Grade',
    from: 'From %',
    errors: {
      required: 'Required',
      tooLong: 'Too long',
      notMarks: 'Marks from 1 to 1,000, at most two decimals',
      notCount: 'A number from 1 to the components of the part',
      notPercent: 'A percentage from 0 to 100',
      notDays: 'Days from 0 to 30',
    },
    problems: 'The scheme does not hold together yet:',
    save: 'Save scheme',
    saving: 'Saving…',
    reload: 'Open it again',
  },
  scheme: {
    loadFailed: 'The scheme could not be loaded. Please try again.',
    saveFailed: 'The scheme could not be saved. Please try again.',
    saved: 'Scheme saved.',
    newVersion:
      'Saved as a new version: marks already entered stay with the version they were entered under.',
    stale:
      'Someone saved this scheme since you opened it. Open it again to see their changes, then make yours.',
  },
  card: {
    title: 'Report card',
    year: (name) => `Academic year ${name}`,
    name: 'Name',
    admission: 'Admission no.',
    classSection: 'Class',
    roll: 'Roll no.',
    scholastic: 'Scholastic areas',
    subject: 'Subject',
    total: 'Total',
    grade: 'Grade',
    overall: 'Overall',
    coScholastic: 'Co-scholastic areas',
    attendance: 'Attendance',
    days: (present, working) => `${present} of ${working} days`,
    remark: 'Class teacher’s remark',
    rank: (position, of) => `Place in the batch: ${position} of ${of}`,
    classTeacher: 'Class teacher',
    principal: 'Principal',
    guardian: 'Parent or guardian',
  },
  sheetsHeading: 'Marks entry',
  sheetsLead: 'The sections and subjects you teach, in each term of their scheme.',
  noSheets:
    'You have no marks to enter: the timetable gives you no subject in a class that has an assessment scheme.',
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back to marks entry',
  entered: (entered, expected) => `${entered} of ${expected} marks entered`,
  entryCloses: (date) => `Entry closes after ${date}`,
  entryClosed: 'Entry closed',
  component: 'Marks for',
  outOf: (max) => `out of ${max}`,
  hint: 'Type each mark: AB for absent, ML for medical leave. Marks are saved when you stop typing.',
  gradedHint: (scale) => `Type one of: ${scale}. AB for absent, ML for medical leave.`,
  markOf: (name) => `Mark of ${name}`,
  tooHigh: (max) => `More than the maximum, ${max}`,
  notAMark: 'Not a mark: type a number, AB or ML',
  notOnScale: (scale) => `Type one of: ${scale}`,
  conflict: (yours) =>
    `Someone else changed this mark since: theirs stands${yours ? `, you typed ${yours}` : ''}. Type it again to change it.`,
  saving: 'Saving…',
  allSaved: 'Every mark is saved.',
  saveNow: 'Save now',
  waitingSaves: (n) =>
    `${counted('en', n, { one: 'save', other: 'saves' })} of marks kept on this phone, sent when the connection is back`,
  sheetConflicts: (sheet, n) =>
    `${sheet}: ${counted('en', n, { one: 'mark was', other: 'marks were' })} changed by someone else since; theirs stand. Open the sheet to see them.`,
  closed: 'This sheet is closed: marks entry is over, or the results are published.',
  fromDevice:
    'No connection: this is the sheet kept on this phone. Marks you type are kept here and sent later.',
  loadFailed: 'The marks could not be loaded. Please try again.',
  noCopy: 'No connection, and this sheet was not opened on this phone before.',
  saveFailed: 'The marks could not be kept on this phone. Please type them again.',
  refused: 'The server did not accept these marks.',
  connectionLost: 'Could not reach the server. Check your connection and try again.',
};

export const examsText: Catalogue<ExamsTexts> = {
  en,
  hi: {
    menu: 'परीक्षा',
    heading: 'परीक्षा',
    lead: 'अंक, जाँच और परिणाम, सेक्शन के अनुसार।',
    sectionsHeading: 'सेक्शन',
    noSections: 'अभी किसी कक्षा की मूल्यांकन योजना नहीं है।',
    sectionTerm: (section, term) => `${section} · ${term}`,
    missing: (n) => (n === 0 ? 'सभी अंक भरे गए' : `${n} अंक अभी भरने बाक़ी`),
    proofreadBy: (name, date) => `${name} ने ${date} को जाँचा`,
    publishedBy: (name, date) => `${name} ने ${date} को प्रकाशित किया`,
    notProofread: 'जाँच बाक़ी',
    notPublished: 'प्रकाशित नहीं',
    schemesLink: 'मूल्यांकन योजनाएँ',
    schemesHeading: 'मूल्यांकन योजनाएँ',
    schemesLead:
      'योजना बताती है कि कक्षा का मूल्यांकन कैसे होता है: सत्र, भाग, अधिकतम अंक और ग्रेड। किसी बोर्ड की तैयार योजना से शुरू करें।',
    noSchemes: 'अभी कोई योजना नहीं: नीचे किसी तैयार योजना से शुरू करें।',
    version: (n) => `संस्करण ${n}`,
    testSeries: 'टेस्ट सीरीज़',
    newScheme: 'नई योजना',
    preset: 'किससे शुरू करें',
    schemeName: 'योजना का नाम',
    create: 'योजना जोड़ें',
    classesHeading: 'इस वर्ष हर कक्षा की योजना',
    classScheme: (className) => `${className} की योजना`,
    noScheme: 'कोई योजना नहीं',
    teacherHeading: 'कक्षा अध्यापक का भाग',
    teacherLead: 'हर विद्यार्थी के सह-शैक्षिक ग्रेड और टिप्पणी। उपस्थिति रजिस्टर से आती है।',
    remark: 'टिप्पणी',
    gradeOf: (area, name) => `${area}: ${name}`,
    remarkOf: (name) => `${name} के लिए टिप्पणी`,
    saveTeacherPart: 'ग्रेड और टिप्पणियाँ सहेजें',
    attendance: (present, working) => `उपस्थिति ${working} में से ${present} दिन`,
    noAttendance: 'उपस्थिति: गिनने के लिए सत्र की तिथियाँ तय करें',
    proofread: 'जाँच पूरी',
    proofreadLead: 'जब सभी अंक भर जाएँ और आप नीचे के कार्ड जाँच लें, तब जाँच पूरी करें।',
    publish: 'परिणाम प्रकाशित करें',
    publishConfirm: 'हाँ, प्रकाशित करें',
    publishQuestion: (section, term) =>
      `${section}, ${term} के परिणाम प्रकाशित करें? हर कार्ड अभी जैसा है वैसा रखा जाएगा; बाद का बदलाव कारण के साथ सुधार होगा।`,
    resultsHeading: 'परिणाम',
    previewLead: 'पूर्वावलोकन: प्रकाशित करने पर यही रखा जाएगा।',
    publishedLead: 'जैसे प्रकाशित हुए।',
    student: 'विद्यार्थी',
    correctHeading: 'प्रकाशित परिणाम में सुधार',
    correctLead: 'पहले अंक शीट पर अंक बदलें, फिर कारण के साथ सुधार प्रकाशित करें।',
    reason: 'कारण',
    correct: 'सुधार प्रकाशित करें',
    versionOf: (n) => (n > 1 ? `सुधारा गया (संस्करण ${n})` : ''),
    printCards: 'प्रगति पत्र',
    cardsHeading: (section, term) => `प्रगति पत्र: ${section}, ${term}`,
    cardsLead: 'हर विद्यार्थी का एक पन्ना, हर पत्र अभिभावक की भाषा में, जब तक आप कोई भाषा न चुनें। यहीं से प्रिंट करें।',
    cardLanguage: 'हर पत्र किस भाषा में',
    guardiansLanguage: 'अभिभावक की भाषा',
    english: 'English',
    hindi: 'हिन्दी',
    print: 'प्रिंट करें',
    noCards: 'अभी कोई पत्र नहीं: सेक्शन में कोई विद्यार्थी नहीं है।',
    editor: {
      heading: (name) => `योजना: ${name}`,
      open: (name) => `${name} बदलें`,
      lead: 'आपका स्कूल जो आँकता है, उसे बदलें। पहले से भरे अंक उसी संस्करण के रहते हैं जिसमें वे भरे गए।',
      name: 'योजना का नाम',
      rounding: 'कुल अंकों का पूर्णांकन',
      roundings: { half_up_whole: 'आधे से ऊपर पूरे अंक तक', none: 'पूर्णांकन नहीं' },
      delay: 'विद्यार्थियों को परिणाम दिखने से पहले के दिन',
      term: 'सत्र',
      part: 'भाग',
      bestOf: 'सबसे अच्छे कितने (ख़ाली: सभी गिने जाएँ)',
      scaleTo: 'कितने अंकों में बदलें (ख़ाली: नहीं)',
      component: 'घटक',
      outOf: 'कुल अंक',
      add: 'घटक जोड़ें',
      remove: (label) => `${label || 'यह घटक'} हटाएँ`,
      bands: 'ग्रेड',
      grade: 'ग्रेड',
      from: 'कितने % से',
      errors: {
        required: 'ज़रूरी है',
        tooLong: 'बहुत लंबा है',
        notMarks: '1 से 1,000 अंक, ज़्यादा से ज़्यादा दो दशमलव',
        notCount: '1 से भाग के घटकों की गिनती तक की संख्या',
        notPercent: '0 से 100 तक प्रतिशत',
        notDays: '0 से 30 दिन',
      },
      problems: 'योजना अभी पूरी नहीं बैठती:',
      save: 'योजना सहेजें',
      saving: 'सहेजी जा रही है…',
      reload: 'फिर से खोलें',
    },
    scheme: {
      loadFailed: 'योजना लोड नहीं हो सकी। फिर से कोशिश करें।',
      saveFailed: 'योजना सहेजी नहीं जा सकी। फिर से कोशिश करें।',
      saved: 'योजना सहेज ली गई।',
      newVersion: 'नए संस्करण के रूप में सहेजी गई: पहले से भरे अंक अपने संस्करण के साथ रहते हैं।',
      stale: 'आपके खोलने के बाद किसी ने यह योजना सहेजी है। उनके बदलाव देखने के लिए इसे फिर से खोलें, फिर अपने बदलाव करें।',
    },
    card: {
      title: 'प्रगति पत्र',
      year: (name) => `शैक्षणिक वर्ष ${name}`,
      name: 'नाम',
      admission: 'प्रवेश संख्या',
      classSection: 'कक्षा',
      roll: 'अनुक्रमांक',
      scholastic: 'शैक्षिक क्षेत्र',
      subject: 'विषय',
      total: 'कुल',
      grade: 'ग्रेड',
      overall: 'संपूर्ण',
      coScholastic: 'सह-शैक्षिक क्षेत्र',
      attendance: 'उपस्थिति',
      days: (present, working) => `${working} में से ${present} दिन`,
      remark: 'कक्षा अध्यापक की टिप्पणी',
      rank: (position, of) => `बैच में स्थान: ${of} में से ${position}`,
      classTeacher: 'कक्षा अध्यापक',
      principal: 'प्रधानाचार्य',
      guardian: 'माता-पिता या अभिभावक',
    },
    sheetsHeading: 'अंक भरें',
    sheetsLead: 'जिन सेक्शनों में आप जो विषय पढ़ाते हैं, उनकी योजना के हर सत्र में।',
    noSheets: 'आपको कोई अंक नहीं भरने हैं: समय-सारणी में आपका कोई विषय ऐसी कक्षा में नहीं है जिसकी मूल्यांकन योजना हो।',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    back: 'अंक भरने पर वापस',
    entered: (entered, expected) => `${expected} में से ${entered} अंक भरे गए`,
    entryCloses: (date) => `${date} के बाद अंक भरना बंद`,
    entryClosed: 'अंक भरना बंद',
    component: 'किसके अंक',
    outOf: (max) => `${max} में से`,
    hint: 'हर अंक लिखें: अनुपस्थित के लिए AB, चिकित्सा अवकाश के लिए ML। लिखना रोकते ही अंक सहेज लिए जाते हैं।',
    gradedHint: (scale) => `इनमें से एक लिखें: ${scale}। अनुपस्थित के लिए AB, चिकित्सा अवकाश के लिए ML।`,
    markOf: (name) => `${name} के अंक`,
    tooHigh: (max) => `अधिकतम ${max} से ज़्यादा`,
    notAMark: 'यह अंक नहीं है: संख्या, AB या ML लिखें',
    notOnScale: (scale) => `इनमें से एक लिखें: ${scale}`,
    conflict: (yours) =>
      `इस बीच किसी और ने यह अंक बदला: उनका अंक रखा गया है${yours ? `, आपने ${yours} लिखा था` : ''}। बदलने के लिए फिर से लिखें।`,
    saving: 'सहेजा जा रहा है…',
    allSaved: 'सभी अंक सहेज लिए गए हैं।',
    saveNow: 'अभी सहेजें',
    waitingSaves: (n) => `अंकों के ${n} सेव इस फ़ोन पर रखे हैं, कनेक्शन मिलने पर भेजे जाएँगे`,
    sheetConflicts: (sheet, n) =>
      `${sheet}: ${n} अंक इस बीच किसी और ने बदले; उनके अंक रखे गए हैं। देखने के लिए शीट खोलें।`,
    closed: 'यह शीट बंद है: अंक भरने का समय ख़त्म हो गया, या परिणाम प्रकाशित हो चुके हैं।',
    fromDevice: 'कनेक्शन नहीं है: यह इस फ़ोन पर रखी शीट है। आपके लिखे अंक यहीं रखे जाएँगे और बाद में भेजे जाएँगे।',
    loadFailed: 'अंक लोड नहीं हो सके। फिर से कोशिश करें।',
    noCopy: 'कनेक्शन नहीं है, और यह शीट इस फ़ोन पर पहले नहीं खोली गई।',
    saveFailed: 'अंक इस फ़ोन पर नहीं रखे जा सके। कृपया फिर से लिखें।',
    refused: 'सर्वर ने ये अंक स्वीकार नहीं किए।',
    connectionLost: 'सर्वर तक नहीं पहुँच सके। अपना कनेक्शन देखें और फिर से कोशिश करें।',
  },
};
