// The names of a consent's methods and purposes, in the order the consent form lists them: the
// students' screens and the audit log both name them.
import type { ConsentMethod, ConsentPurpose } from '@common/api/portal/consent';
import type { Catalogue } from './language';

interface ConsentNames {
  methods: Record<ConsentMethod, string>;
  purposes: Record<ConsentPurpose, string>;
}

export const consentNames: Catalogue<ConsentNames> = {
  en: {
    methods: {
      admission_form: 'Signed admission form',
      in_person: 'In person',
      signed_letter: 'Signed letter',
      otp_phone: "OTP to the guardian's phone",
      code_to_phone: 'Given by the guardian in the portal, verified by a code to their phone',
      code_to_email: 'Given by the guardian in the portal, verified by a code to their e-mail',
    },
    purposes: {
      school_records: 'School records',
      guardian_messages: 'Messages to guardians',
      photos: 'Photos',
    },
  },
  hi: {
    methods: {
      admission_form: 'हस्ताक्षरित प्रवेश फ़ॉर्म',
      in_person: 'व्यक्तिगत रूप से',
      signed_letter: 'हस्ताक्षरित पत्र',
      otp_phone: 'अभिभावक के फ़ोन पर OTP',
      code_to_phone: 'अभिभावक ने पोर्टल में स्वयं दी, उनके फ़ोन पर भेजे कोड से सत्यापित',
      code_to_email: 'अभिभावक ने पोर्टल में स्वयं दी, उनके ई-मेल पर भेजे कोड से सत्यापित',
    },
    purposes: {
      school_records: 'स्कूल रिकॉर्ड',
      guardian_messages: 'अभिभावकों को संदेश',
      photos: 'फ़ोटो',
    },
  },
};
