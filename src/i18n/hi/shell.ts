// Hindi texts of the app shell: header, footer, error pages and page metadata. Same keys as ../en/shell.ts.

import type { Translation } from '@common/translation';
import type { shell as english } from '../en/shell';

export const shell: Translation<typeof english> = {
  locale: 'hi-IN',
  languageNames: { en: 'English', hi: 'हिन्दी' },
  apps: {
    names: { student: 'छात्र ऐप', teacher: 'शिक्षक ऐप' },
    stores: { appStore: 'App Store पर', googlePlay: 'Google Play पर' },
    groupLabel: (app: string) => `${app} डाउनलोड करें`,
  },
  header: {
    logoLabel: 'Shala होम पेज',
    skipToContent: 'सामग्री पर जाएँ',
    navLabel: 'मुख्य',
    home: 'होम',
    about: 'परिचय',
    features: 'सुविधाएँ',
    whyFree: 'निःशुल्क क्यों?',
    contact: 'संपर्क',
    userGuide: 'उपयोगकर्ता गाइड',
    login: 'लॉग इन',
    register: 'पंजीकरण करें',
    dashboard: 'डैशबोर्ड',
    logout: 'लॉग आउट',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    toDark: 'डार्क मोड पर जाएँ',
    toLight: 'लाइट मोड पर जाएँ',
    languageLabel: 'भाषा',
  },
  footer: {
    terms: 'नियम और शर्तें',
    privacy: 'गोपनीयता नीति',
    legalLabel: 'कानूनी',
    socialLabel: 'सोशल मीडिया पर Shala',
    socialLink: (network: string) => `${network} पर Shala`,
    copyright: (year: number, company: string) => `© ${year} ${company}। सर्वाधिकार सुरक्षित।`,
    tagline: 'भारत के स्कूलों, कोचिंग सेंटरों और ट्यूशन देने वालों के लिए निःशुल्क प्लेटफ़ॉर्म।',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    body: 'आप जो पेज खोज रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'होम पेज पर जाएँ',
    blog: 'ब्लॉग पढ़ें',
  },
  errorPage: {
    title: 'ऐप्लिकेशन में अनपेक्षित त्रुटि!',
    body: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
    home: 'होम पेज पर जाएँ',
  },
  chunkLoad: {
    failed: (chunk: string) => `चंक ${chunk} लोड नहीं हो सका`,
    body: 'इस पेज का एक हिस्सा डाउनलोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और पेज फिर से लोड करें।',
    reload: 'पेज फिर से लोड करें',
  },
  meta: {
    defaultTitle: 'संपूर्ण स्कूल और कोचिंग प्रबंधन सिस्टम',
    defaultDescription:
      'भारत का अग्रणी निःशुल्क स्कूल और कोचिंग प्रबंधन सिस्टम: छात्र, शिक्षक, पाठ्यक्रम, शुल्क, उपस्थिति, परीक्षाएँ और रिपोर्ट कार्ड एक ही प्लेटफ़ॉर्म पर, साथ में छात्रों और शिक्षकों के लिए मोबाइल ऐप।',
    language: 'Hindi',
    project: { title: 'प्रोजेक्ट' },
  },
};
