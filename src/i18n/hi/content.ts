// Hindi texts of the content pages: blog, legal pages and user guide. Same keys as ../en/content.ts.
// The articles, legal documents and guide entries themselves stay in English
// (docs/requirements/languages.md#english-only-content).

import type { Translation } from '@common/translation';
import type { content as english } from '../en/content';

// Hindi uses the same form for one and many here: "1 लेख", "5 लेख"; "1 वीडियो", "5 वीडियो".
const articles = (count: number) => `${count} लेख`;

export const content: Translation<typeof english> = {
  meta: {
    blog: {
      title: 'ब्लॉग: स्कूलों और कोचिंग सेंटरों के लिए गाइड',
      description:
        'भारतीय स्कूल और कोचिंग मालिकों के लिए काम के लेख: डिजिटल उपस्थिति, शुल्क संग्रह, ऑनलाइन कक्षाएँ, NEP 2020 और बहुत कुछ।',
    },
  },
  /**
   * Where a page in another language shows text that exists only in English
   * (docs/requirements/languages.md#english-only-content).
   */
  englishOnly: {
    article: 'यह लेख केवल अंग्रेज़ी में उपलब्ध है।',
    document: 'यह दस्तावेज़ केवल अंग्रेज़ी में उपलब्ध है।',
  },
  blog: {
    /** Month names for articles' dates ('28 October 2026'), January first. */
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    /** An article's page title; pages in another language say that the article is English. */
    articleTitle: (title: string) => `${title} (अंग्रेज़ी में)`,
    /** The articles' categories and tags in Hindi; a name missing here shows in English. */
    topicNames: {
      Administration: 'प्रशासन',
      Coaching: 'कोचिंग',
      Policy: 'नीति',
      Teaching: 'शिक्षण',
      Technology: 'तकनीक',
      Attendance: 'उपस्थिति',
      'Mobile Apps': 'मोबाइल ऐप',
      Parents: 'अभिभावक',
      Fees: 'शुल्क',
      UPI: 'UPI भुगतान',
      'NEP 2020': 'राष्ट्रीय शिक्षा नीति (NEP 2020)',
      Assessments: 'मूल्यांकन',
      'Report Cards': 'रिपोर्ट कार्ड',
      Batches: 'बैच',
      Timetables: 'समय-सारिणी',
      'Performance Analytics': 'प्रदर्शन विश्लेषण',
      'Online Classes': 'ऑनलाइन कक्षाएँ',
      'Study Material': 'अध्ययन सामग्री',
      'Data Privacy': 'डेटा गोपनीयता',
      'DPDP Act': 'DPDP अधिनियम',
    } as Readonly<Record<string, string>>,
    heading: 'ब्लॉग',
    lead: 'भारत में स्कूलों, कोचिंग सेंटरों और ट्यूशन कक्षाओं के संचालकों के लिए काम की गाइड।',
    searchLabel: 'लेख खोजें',
    searchPlaceholder: 'शीर्षक, विषय या टैग से खोजें',
    searchHint: 'शीर्षकों, सारांशों और टैग में खोजा जाता है।',
    allArticles: 'सभी लेख',
    resultCount: (count: number, query: string) => `“${query.trim()}” के लिए ${articles(count)}`,
    noResults: (query: string) =>
      `“${query.trim()}” से मेल खाता कोई लेख नहीं मिला। कोई छोटा शब्द आज़माएँ, या श्रेणियाँ और विषय देखें।`,
    categories: 'श्रेणियाँ',
    categoryCount: (name: string, count: number) => `${name} (${count})`,
    recent: 'हाल के लेख',
    popularTopics: 'लोकप्रिय विषय',
    articleCount: (count: number) => articles(count),
    readMore: (title: string) => `“${title}” पढ़ें`,
    readMoreVisible: 'लेख पढ़ें',
    byline: (author: string) => `लेखक: ${author}`,
    readingTime: (minutes: number) => `${minutes} मिनट में पढ़ें`,
    published: 'प्रकाशित',
    category: 'श्रेणी',
    tags: 'टैग',
    articleNav: 'ब्लॉग',
    backToBlog: 'ब्लॉग पर वापस जाएँ',
    related: 'संबंधित लेख',
    sidebarLabel: 'ब्लॉग में देखें',
    categoryHeading: (name: string) => `श्रेणी: ${name}`,
    categoryLead: (name: string, count: number) => `${name} श्रेणी में ${articles(count)}।`,
    tagHeading: (tag: string) => `“${tag}” टैग वाले लेख`,
    tagLead: (tag: string, count: number) => `${tag} के बारे में ${articles(count)}।`,
    categoryMeta: (name: string) => ({
      title: `${name} के लेख`,
      description: `Shala ब्लॉग की ${name} श्रेणी के लेख, भारत के स्कूलों और कोचिंग सेंटरों के संचालकों के लिए।`,
    }),
    tagMeta: (tag: string) => ({
      title: `${tag} के बारे में लेख`,
      description: `${tag} के बारे में Shala ब्लॉग के लेख, भारत के स्कूलों और कोचिंग सेंटरों के संचालकों के लिए।`,
    }),
    cta: {
      heading: 'अपना संस्थान Shala पर चलाने के बारे में कोई सवाल है?',
      body: 'हमें अपने स्कूल या कोचिंग सेंटर के बारे में बताएँ। हम हर संदेश का जवाब देते हैं, आम तौर पर एक कामकाजी दिन के अंदर।',
      button: 'हमसे संपर्क करें',
    },
  },
  legal: {
    loading: 'लोड हो रहा है...',
    terms: {
      title: 'नियम और शर्तें',
      description:
        'Shala के इस्तेमाल की शर्तें। Shala भारत के स्कूलों, कोचिंग सेंटरों और ट्यूशन देने वालों के लिए एक निःशुल्क प्लेटफ़ॉर्म है।',
    },
    privacy: {
      title: 'गोपनीयता नीति',
      description:
        'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत Shala व्यक्तिगत डेटा कैसे इकट्ठा करता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है, और आप अपने अधिकारों का उपयोग कैसे कर सकते हैं।',
      lastUpdated: 'अंतिम अपडेट: 24 नवंबर 2026',
    },
  },
};
