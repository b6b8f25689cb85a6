// The fee counter (docs/requirements/fees.md#the-counter): the search, a student's dues with the
// collect form, the family's dues, the ledger, and the receipt with its cancellation and refund.
// The receipt's own words (`sheet`) are printed in the language the receipt is asked in, which may
// differ from the reader's.
import type { LedgerKind, PaymentMode } from '@common/api/portal/fee-ledger';
import type { FeeFieldCode } from '@machines/portal/fee-attempt';
import type { Catalogue } from './language';

/** Each field's words for the codes the machines give it. */
type FieldErrors = Partial<Record<FeeFieldCode, string>>;

// A type, not an interface: `notices` goes to useNoticeText as the texts by code.
type FeesCounterTexts = {
  heading: string;
  lead: string;
  /** Unlike attendance, money is never recorded on the device (docs/requirements/fees.md#the-counter). */
  onlineOnly: string;
  loading: string;
  tryAgain: string;
  /** What a failure says when the server sent no sentence of its own, by the machine's code. */
  notices: Record<string, string>;
  modes: Record<PaymentMode, string>;
  search: {
    /** For a member who may look at fees but not collect them (GET /fees/search needs fees.collect). */
    needsCollect: string;
    label: string;
    hint: string;
    searching: string;
    results: string;
    none: (query: string) => string;
    admission: (number: string) => string;
    phone: (phone: string) => string;
    dueNow: (amount: string) => string;
  };
  dues: {
    back: string;
    admission: (number: string) => string;
    dueNow: string;
    dueYear: string;
    credit: string;
    nothingDue: string;
    concessions: string;
    instalments: string;
    instalment: (label: string, date: string) => string;
    overdue: (days: number) => string;
    head: string;
    billed: string;
    concession: string;
    paid: string;
    due: string;
    /** The late fine's line (the API's line without a head). */
    fine: string;
    instalmentDue: (amount: string) => string;
    noPlan: string;
  };
  upi: {
    heading: string;
    qr: (amount: string) => string;
    link: string;
    /** The dues page cannot see a UPI payment until the office records it (decision 0037). */
    recorded: string;
  };
  family: {
    show: string;
    heading: string;
    children: string;
    guardians: (names: string) => string;
    total: (amount: string) => string;
    open: (name: string) => string;
    thisStudent: string;
  };
  collect: {
    heading: string;
    amount: string;
    mode: string;
    reference: Record<Exclude<PaymentMode, 'cash'>, string>;
    chequeBank: string;
    chequeDate: string;
    submit: string;
    collecting: string;
    retry: string;
    errors: {
      amount: FieldErrors;
      reference: FieldErrors;
      chequeBank: FieldErrors;
      chequeDate: FieldErrors;
    };
  };
  ledger: {
    heading: string;
    label: string;
    empty: string;
    date: string;
    entry: string;
    amount: string;
    mode: string;
    receipt: string;
    kinds: Record<LedgerKind, string>;
  };
  receipt: {
    studentDues: string;
    nextStudent: string;
    print: string;
    language: string;
    paper: string;
    a5: string;
    roll: string;
    cancel: string;
    refund: string;
    reason: string;
    cancelQuestion: (number: string) => string;
    confirmCancel: string;
    cancelling: string;
    back: string;
    close: string;
    cancelled: string;
    refundHeading: string;
    refundAmount: string;
    /** A refund's reference: the school's own transaction, whatever its form. */
    refundReference: Record<Exclude<PaymentMode, 'cash'>, string>;
    refundSubmit: string;
    recording: string;
    refunded: (amount: string) => string;
    retry: string;
    errors: {
      reason: FieldErrors;
      amount: FieldErrors;
      reference: FieldErrors;
    };
  };
  /** The printed receipt, in the receipt's language. */
  sheet: {
    title: string;
    phone: (phone: string) => string;
    number: string;
    date: string;
    student: string;
    admission: string;
    section: string;
    particulars: string;
    /** A late fine's line, and money paid beyond every instalment. */
    fine: (instalment: string) => string;
    credit: string;
    amount: string;
    total: string;
    inWords: string;
    mode: string;
    reference: string;
    collectedBy: string;
    balance: string;
    cancelled: string;
    cancelledBy: (by: string, at: string) => string;
    cancelReason: (reason: string) => string;
    tax: {
      invoice: string;
      gstin: string;
      taxable: string;
      cgst: string;
      sgst: string;
      igst: string;
    };
  };
};

const en: FeesCounterTexts = {
  heading: 'Fee counter',
  lead: 'Find a student by name, admission number or guardian’s phone number.',
  onlineOnly:
    'Fees are collected only while connected: a receipt is never made offline, so no payment is counted twice.',
  loading: 'Loading…',
  tryAgain: 'Try again',
  notices: {
    searchFailed: 'The search failed. Try again.',
    duesFailed: 'The dues could not be loaded.',
    collectFailed: 'The payment could not be recorded.',
    noAnswer:
      'No answer from the server: the payment may or may not be recorded. Try again when connected; it never makes a second receipt.',
    serverFailed:
      'The server failed: the payment may or may not be recorded. Try again; it never makes a second receipt.',
    fee_overpayment: 'The amount is more than is due.',
    utr_taken: 'This UPI reference is already recorded.',
    reference_required: 'A reference is required for every mode but cash.',
    fee_nothing_due: 'Nothing is due from this student.',
    attempt_key_used: 'This attempt was already used for something else. Reload the page and try again.',
    receiptFailed: 'The receipt could not be loaded.',
    cancelFailed: 'The receipt could not be cancelled.',
    refundFailed: 'The refund could not be recorded.',
    utr_invalid: 'A UPI reference (UTR) is 12 digits.',
    receipt_cancelled: 'This receipt is already cancelled.',
    receipt_refunded: 'Money of this receipt was refunded: it cannot also be cancelled.',
    refund_exceeds_paid: 'A refund cannot be more than what was paid.',
  },
  modes: { cash: 'Cash', cheque: 'Cheque', upi: 'UPI', card: 'Card', bank: 'Bank transfer' },
  search: {
    needsCollect:
      'Finding a student at the counter needs the permission to collect fees. A student’s dues open from the fee reports.',
    label: 'Name, admission number or phone',
    hint: 'Type two letters or digits or more.',
    searching: 'Searching…',
    results: 'Students found',
    none: (query) => `No student matches “${query}”.`,
    admission: (number) => `Adm. no. ${number}`,
    phone: (phone) => `Phone ${phone}`,
    dueNow: (amount) => `Due now ${amount}`,
  },
  dues: {
    back: 'Fee counter',
    admission: (number) => `Admission no. ${number}`,
    dueNow: 'Due now',
    dueYear: 'Due for the year',
    credit: 'In credit',
    nothingDue: 'Nothing is due now.',
    concessions: 'Concessions',
    instalments: 'Instalments',
    instalment: (label, date) => `${label}, due ${date}`,
    overdue: (days) => `${days} ${days === 1 ? 'day' : 'days'} late`,
    head: 'Head',
    billed: 'Billed',
    concession: 'Concession',
    paid: 'Paid',
    due: 'Due',
    fine: 'Late fine',
    instalmentDue: (amount) => `Due ${amount}`,
    noPlan: 'No fee plan applies to this student yet.',
  },
  upi: {
    heading: 'Pay by UPI',
    qr: (amount) => `UPI QR code to pay ${amount}`,
    link: 'Open in a UPI app',
    recorded: 'Paid by UPI? It shows here once the school records it.',
  },
  family: {
    show: 'Family’s dues',
    heading: 'Family’s dues',
    children: 'Children sharing a guardian',
    guardians: (names) => `Guardians: ${names}`,
    total: (amount) => `The family owes ${amount} now`,
    open: (name) => `Dues of ${name}`,
    thisStudent: 'This student',
  },
  collect: {
    heading: 'Collect',
    amount: 'Amount (₹)',
    mode: 'Paid by',
    reference: {
      cheque: 'Cheque number',
      upi: 'UTR (12 digits)',
      card: 'Card payment reference',
      bank: 'Transfer reference',
    },
    chequeBank: 'Bank',
    chequeDate: 'Cheque date',
    submit: 'Collect',
    collecting: 'Collecting…',
    retry: 'Try again',
    errors: {
      amount: { required: 'Enter the amount.', invalid: 'Enter an amount in rupees, like 1500 or 1500.50.' },
      reference: { required: 'Enter the reference.', utr: 'A UTR is 12 digits.' },
      chequeBank: { required: 'Enter the bank.' },
      chequeDate: { required: 'Enter the cheque’s date.' },
    },
  },
  ledger: {
    heading: 'Ledger',
    label: 'Receipts, cancellations and refunds',
    empty: 'Nothing recorded yet.',
    date: 'Date',
    entry: 'Entry',
    amount: 'Amount',
    mode: 'Mode',
    receipt: 'Receipt',
    kinds: {
      payment: 'Payment',
      cancellation: 'Cancellation',
      refund: 'Refund',
      waiver: 'Fine waived',
      adjustment: 'Adjustment',
    },
  },
  receipt: {
    studentDues: 'Student’s dues',
    nextStudent: 'Next student',
    print: 'Print',
    language: 'Receipt language',
    paper: 'Paper',
    a5: 'A5',
    roll: '80 mm roll',
    cancel: 'Cancel receipt',
    refund: 'Record refund',
    reason: 'Reason',
    cancelQuestion: (number) =>
      `Cancel receipt ${number}? A cancelled receipt stays on record and cannot be undone.`,
    confirmCancel: 'Yes, cancel it',
    cancelling: 'Cancelling…',
    back: 'Back',
    close: 'Close',
    cancelled: 'The receipt is cancelled.',
    refundHeading: 'Refund',
    refundAmount: 'Amount to refund (₹)',
    refundReference: {
      cheque: 'Cheque number',
      upi: 'UPI reference',
      card: 'Card refund reference',
      bank: 'Transfer reference',
    },
    refundSubmit: 'Record refund',
    recording: 'Recording…',
    refunded: (amount) => `Refund of ${amount} recorded.`,
    retry: 'Try again',
    errors: {
      reason: { required: 'Say why.' },
      amount: { required: 'Enter the amount.', invalid: 'Enter an amount in rupees, like 1500 or 1500.50.' },
      reference: { required: 'Enter the reference.', utr: 'A UTR is 12 digits.' },
    },
  },
  sheet: {
    title: 'Fee receipt',
    phone: (phone) => `Phone ${phone}`,
    number: 'Receipt no.',
    date: 'Date',
    student: 'Student',
    admission: 'Admission no.',
    section: 'Class',
    particulars: 'Particulars',
    fine: (instalment) => `Late fine (${instalment})`,
    credit: 'Paid in advance (kept as credit)',
    amount: 'Amount',
    total: 'Total',
    inWords: 'In words',
    mode: 'Paid by',
    reference: 'Reference',
    collectedBy: 'Collected by',
    balance: 'Still due',
    cancelled: 'CANCELLED',
    cancelledBy: (by, at) => `Cancelled by ${by} on ${at}.`,
    cancelReason: (reason) => `Reason: ${reason}`,
    tax: {
      invoice: 'Tax invoice no.',
      gstin: 'GSTIN',
      taxable: 'Taxable value',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
    },
  },
};

const hi: FeesCounterTexts = {
  heading: 'फ़ीस काउंटर',
  lead: 'विद्यार्थी को नाम, प्रवेश संख्या या अभिभावक के फ़ोन नंबर से खोजें।',
  onlineOnly: 'फ़ीस केवल कनेक्शन रहते ली जाती है: ऑफ़लाइन कोई रसीद नहीं बनती, ताकि कोई भुगतान दो बार न गिना जाए।',
  loading: 'लोड हो रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  notices: {
    searchFailed: 'खोज नहीं हो सकी। फिर से कोशिश करें।',
    duesFailed: 'बकाया लोड नहीं हो सका।',
    collectFailed: 'भुगतान दर्ज नहीं हो सका।',
    noAnswer:
      'सर्वर से कोई जवाब नहीं आया: हो सकता है भुगतान दर्ज हुआ हो, हो सकता है नहीं। कनेक्शन मिलने पर फिर से कोशिश करें; इससे दूसरी रसीद कभी नहीं बनती।',
    serverFailed:
      'सर्वर में गड़बड़ी हुई: हो सकता है भुगतान दर्ज हुआ हो, हो सकता है नहीं। फिर से कोशिश करें; इससे दूसरी रसीद कभी नहीं बनती।',
    fee_overpayment: 'राशि बकाया से ज़्यादा है।',
    utr_taken: 'यह UPI संदर्भ पहले ही दर्ज है।',
    reference_required: 'नक़द के अलावा हर तरीक़े में संदर्भ ज़रूरी है।',
    fee_nothing_due: 'इस विद्यार्थी की कोई फ़ीस बाक़ी नहीं है।',
    attempt_key_used: 'यह प्रयास पहले किसी और काम में लग चुका है। पेज दोबारा लोड करके फिर से कोशिश करें।',
    receiptFailed: 'रसीद लोड नहीं हो सकी।',
    cancelFailed: 'रसीद रद्द नहीं हो सकी।',
    refundFailed: 'वापसी दर्ज नहीं हो सकी।',
    utr_invalid: 'UPI संदर्भ (UTR) 12 अंकों का होता है।',
    receipt_cancelled: 'यह रसीद पहले ही रद्द हो चुकी है।',
    receipt_refunded: 'इस रसीद की राशि वापस की जा चुकी है: अब इसे रद्द नहीं किया जा सकता।',
    refund_exceeds_paid: 'वापसी जमा की गई राशि से ज़्यादा नहीं हो सकती।',
  },
  modes: { cash: 'नक़द', cheque: 'चेक', upi: 'UPI', card: 'कार्ड', bank: 'बैंक ट्रांसफ़र' },
  search: {
    needsCollect:
      'काउंटर पर विद्यार्थी खोजने के लिए फ़ीस जमा करने की अनुमति चाहिए। किसी विद्यार्थी का बकाया फ़ीस रिपोर्ट से खुलता है।',
    label: 'नाम, प्रवेश संख्या या फ़ोन',
    hint: 'कम से कम दो अक्षर या अंक लिखें।',
    searching: 'खोजा जा रहा है…',
    results: 'मिले विद्यार्थी',
    none: (query) => `“${query}” से कोई विद्यार्थी नहीं मिला।`,
    admission: (number) => `प्रवेश सं. ${number}`,
    phone: (phone) => `फ़ोन ${phone}`,
    dueNow: (amount) => `अभी बकाया ${amount}`,
  },
  dues: {
    back: 'फ़ीस काउंटर',
    admission: (number) => `प्रवेश संख्या ${number}`,
    dueNow: 'अभी बकाया',
    dueYear: 'पूरे साल का बकाया',
    credit: 'अग्रिम जमा',
    nothingDue: 'अभी कुछ बकाया नहीं है।',
    concessions: 'छूट',
    instalments: 'किस्तें',
    instalment: (label, date) => `${label}, देय तारीख़ ${date}`,
    overdue: (days) => `${days} दिन की देरी`,
    head: 'मद',
    billed: 'शुल्क',
    concession: 'छूट',
    paid: 'जमा',
    due: 'बकाया',
    fine: 'विलंब शुल्क',
    instalmentDue: (amount) => `बकाया ${amount}`,
    noPlan: 'इस विद्यार्थी पर अभी कोई फ़ीस योजना लागू नहीं है।',
  },
  upi: {
    heading: 'UPI से भुगतान',
    qr: (amount) => `${amount} के भुगतान का UPI QR कोड`,
    link: 'UPI ऐप में खोलें',
    recorded: 'UPI से भुगतान किया? स्कूल के दर्ज करने के बाद यह यहाँ दिखेगा।',
  },
  family: {
    show: 'परिवार का बकाया',
    heading: 'परिवार का बकाया',
    children: 'एक ही अभिभावक वाले बच्चे',
    guardians: (names) => `अभिभावक: ${names}`,
    total: (amount) => `परिवार पर अभी ${amount} बकाया है`,
    open: (name) => `${name} का बकाया`,
    thisStudent: 'यही विद्यार्थी',
  },
  collect: {
    heading: 'फ़ीस जमा करें',
    amount: 'राशि (₹)',
    mode: 'भुगतान का तरीक़ा',
    reference: {
      cheque: 'चेक नंबर',
      upi: 'UTR (12 अंक)',
      card: 'कार्ड भुगतान का संदर्भ',
      bank: 'ट्रांसफ़र का संदर्भ',
    },
    chequeBank: 'बैंक',
    chequeDate: 'चेक की तारीख़',
    submit: 'जमा करें',
    collecting: 'जमा हो रहा है…',
    retry: 'फिर से कोशिश करें',
    errors: {
      amount: { required: 'राशि लिखें।', invalid: 'राशि रुपयों में लिखें, जैसे 1500 या 1500.50।' },
      reference: { required: 'संदर्भ लिखें।', utr: 'UTR 12 अंकों का होता है।' },
      chequeBank: { required: 'बैंक का नाम लिखें।' },
      chequeDate: { required: 'चेक की तारीख़ लिखें।' },
    },
  },
  ledger: {
    heading: 'खाता',
    label: 'रसीदें, रद्द रसीदें और वापसी',
    empty: 'अभी कुछ दर्ज नहीं है।',
    date: 'तारीख़',
    entry: 'प्रविष्टि',
    amount: 'राशि',
    mode: 'तरीक़ा',
    receipt: 'रसीद',
    kinds: {
      payment: 'भुगतान',
      cancellation: 'रद्द',
      refund: 'वापसी',
      waiver: 'विलंब शुल्क माफ़',
      adjustment: 'समायोजन',
    },
  },
  receipt: {
    studentDues: 'विद्यार्थी का बकाया',
    nextStudent: 'अगला विद्यार्थी',
    print: 'प्रिंट करें',
    language: 'रसीद की भाषा',
    paper: 'काग़ज़',
    a5: 'A5',
    roll: '80 मिमी रोल',
    cancel: 'रसीद रद्द करें',
    refund: 'वापसी दर्ज करें',
    reason: 'कारण',
    cancelQuestion: (number) =>
      `रसीद ${number} रद्द करें? रद्द रसीद रिकॉर्ड में बनी रहती है और रद्द करना वापस नहीं लिया जा सकता।`,
    confirmCancel: 'हाँ, रद्द करें',
    cancelling: 'रद्द हो रही है…',
    back: 'वापस',
    close: 'बंद करें',
    cancelled: 'रसीद रद्द हो गई।',
    refundHeading: 'वापसी',
    refundAmount: 'लौटाई जाने वाली राशि (₹)',
    refundReference: {
      cheque: 'चेक नंबर',
      upi: 'UPI संदर्भ',
      card: 'कार्ड रिफ़ंड का संदर्भ',
      bank: 'ट्रांसफ़र का संदर्भ',
    },
    refundSubmit: 'वापसी दर्ज करें',
    recording: 'दर्ज हो रही है…',
    refunded: (amount) => `${amount} की वापसी दर्ज हो गई।`,
    retry: 'फिर से कोशिश करें',
    errors: {
      reason: { required: 'कारण लिखें।' },
      amount: { required: 'राशि लिखें।', invalid: 'राशि रुपयों में लिखें, जैसे 1500 या 1500.50।' },
      reference: { required: 'संदर्भ लिखें।', utr: 'UTR 12 अंकों का होता है।' },
    },
  },
  sheet: {
    title: 'फ़ीस रसीद',
    phone: (phone) => `फ़ोन ${phone}`,
    number: 'रसीद संख्या',
    date: 'तारीख़',
    student: 'विद्यार्थी',
    admission: 'प्रवेश संख्या',
    section: 'कक्षा',
    particulars: 'विवरण',
    fine: (instalment) => `विलंब शुल्क (${instalment})`,
    credit: 'अग्रिम भुगतान (जमा राशि के रूप में)',
    amount: 'राशि',
    total: 'कुल',
    inWords: 'शब्दों में',
    mode: 'भुगतान का तरीक़ा',
    reference: 'संदर्भ',
    collectedBy: 'प्राप्तकर्ता',
    balance: 'शेष बकाया',
    cancelled: 'रद्द',
    cancelledBy: (by, at) => `${by} ने ${at} को रद्द की।`,
    cancelReason: (reason) => `कारण: ${reason}`,
    tax: {
      invoice: 'टैक्स इनवॉइस संख्या',
      gstin: 'GSTIN',
      taxable: 'कर योग्य मूल्य',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
    },
  },
};

export const feesCounterText: Catalogue<FeesCounterTexts> = { en, hi };
