// The Hindi texts of the mails to an owner: the keys of ./en.ts, in Hindi. "Shala" stays in Latin
// script; sentences end with '।'. Words as the Hindi pages use them (src/i18n/hi): ईमेल, सत्यापित
// करें, सत्यापन, पासवर्ड, रीसेट, लिंक, संस्थान, लॉग इन.

import type { Translation } from '../../../../common/translation';
import type { en } from './en';

export const hi: Translation<typeof en> = {
  layout: {
    linkFallback: 'अगर बटन काम नहीं करता, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
    signOff: 'Shala टीम',
    tagline: 'Shala: भारत के स्कूलों, कोचिंग सेंटरों और ट्यूशन देने वालों के लिए निःशुल्क प्लेटफ़ॉर्म।',
  },
  greeting: (fullName: string) => `नमस्ते ${fullName},`,
  verification: {
    subject: 'Shala के लिए अपना ईमेल पता सत्यापित करें',
    paragraphs: (institutionName: string) => [
      `Shala पर ${institutionName} का पंजीकरण करने के लिए धन्यवाद। अपना खाता सक्रिय करने के लिए कृपया पुष्टि करें कि यह आपका ईमेल पता है।`,
    ],
    // Read inside the sentence above: "Shala पर आपके संस्थान का पंजीकरण ..."
    yourInstitution: 'आपके संस्थान',
    action: 'ईमेल पता सत्यापित करें',
    notes: [
      'यह लिंक एक ही बार काम करता है और 24 घंटे बाद समाप्त हो जाएगा।',
      'अगर आपने Shala पर पंजीकरण नहीं किया है, तो आप इस ईमेल को अनदेखा कर सकते हैं: इस लिंक के बिना कोई खाता सक्रिय नहीं होता।',
    ],
  },
  passwordReset: {
    subject: 'अपना Shala पासवर्ड रीसेट करें',
    paragraphs: ['हमें आपके Shala खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।'],
    action: 'नया पासवर्ड चुनें',
    notes: [
      'यह लिंक एक ही बार काम करता है और 24 घंटे बाद समाप्त हो जाएगा। नया अनुरोध करने पर यह लिंक काम करना बंद कर देगा।',
      'अगर आपने नया पासवर्ड नहीं माँगा है, तो आप इस ईमेल को अनदेखा कर सकते हैं: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',
    ],
  },
  passwordChanged: {
    subject: 'आपका Shala पासवर्ड बदल दिया गया है',
    paragraphs: (when: string) => [
      `आपके Shala खाते का पासवर्ड ${when} को बदला गया। जिन भी डिवाइस पर आपका खाता लॉग इन था, उन सभी से लॉग आउट कर दिया गया है।`,
      'अगर यह बदलाव आपने किया है, तो आपको और कुछ नहीं करना है।',
    ],
    action: 'मैंने अपना पासवर्ड नहीं बदला',
    notes: ['अगर यह आपने नहीं किया, तो ऊपर दिए गए लिंक से तुरंत नया पासवर्ड चुनें और हमारी सहायता टीम को बताएँ।'],
  },
};
