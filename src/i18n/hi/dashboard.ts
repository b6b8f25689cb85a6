// Hindi texts of the dashboard. Same keys as ../en/dashboard.ts.

import type { Translation } from '../../../common/translation';
import type { dashboard as english } from '../en/dashboard';
import { auth } from './auth';

export const dashboard: Translation<typeof english> = {
  meta: { title: 'डैशबोर्ड' },
  heading: 'डैशबोर्ड',
  welcome: (name: string) => `स्वागत है, ${name}`,
  loading: 'आपका संस्थान लोड हो रहा है...',
  retry: 'फिर से प्रयास करें',
  status: {
    deployed: 'सक्रिय',
    not_deployed: 'निष्क्रिय',
    failed: 'विफल',
    unknown: 'स्थिति अज्ञात',
  },
  details: {
    heading: 'आपका संस्थान',
    name: 'नाम',
    description: 'विवरण',
    code: 'कोड',
    owner: 'मालिक',
    domain: 'एडमिन पोर्टल',
    createdAt: 'बनाया गया',
    email: 'संपर्क ईमेल',
    phone: 'संपर्क फ़ोन',
    status: 'स्थिति',
    features: 'सुविधाएँ',
    noFeatures: 'अभी तक कोई सुविधा सक्रिय नहीं की गई है',
    ncertCourses: (classes: string) => `NCERT पाठ्यक्रम: ${classes}`,
    comingSoonFeature: (name: string) => `${name}: जल्द आ रहा है`,
  },
  picker: {
    /**
     * A class's name (the API's options are 'Class N', grade N;
     * docs/requirements/tenant.md#ncert-classes).
     */
    className: (grade: number) => `कक्षा ${grade}`,
    heading: 'सुविधाएँ चुनें',
    lead: 'चुनें कि Shala आपके संस्थान के लिए क्या सेट अप करे। जब भी आप फिर से सक्रिय करें, इसे बदल सकते हैं।',
    ncert: 'NCERT पाठ्यक्रम',
    ncertHint: 'आपकी चुनी हुई कक्षाओं के लिए NCERT विषय और मौजूदा पाठ्यपुस्तकें जोड़ता है।',
    classes: 'कक्षाएँ',
    groups: 'कक्षाओं का समूह चुनें',
    groupNames: {
      all: 'सभी',
      primary: 'प्राथमिक 1-5',
      middle: 'उच्च प्राथमिक 6-8',
      secondary: 'माध्यमिक 9-10',
      seniorSecondary: 'उच्चतर माध्यमिक 11-12',
    },
    upcoming: 'आने वाली सुविधाएँ',
    liveClassroom: 'लाइव कक्षा',
    attendanceTracking: 'उपस्थिति ट्रैकिंग',
    comingSoon: 'जल्द आ रहा है',
    chooseClass: 'कम से कम एक कक्षा चुनें, या NCERT पाठ्यक्रम से सही का निशान हटाएँ।',
  },
  activate: 'संस्थान सक्रिय करें',
  activating: 'सक्रिय किया जा रहा है...',
  confirmActivation: {
    heading: 'अपना संस्थान सक्रिय करें?',
    body: 'Shala आपकी चुनी हुई सुविधाओं के साथ आपका संस्थान सेट अप करेगा। इसमें कुछ सेकंड लगते हैं।',
    confirm: 'हाँ, सक्रिय करें',
    cancel: 'रद्द करें',
  },
  activationStarted: 'सक्रिय करने की प्रक्रिया शुरू हो गई है। यह पेज कुछ सेकंड में अपडेट हो जाएगा।',
  refresh: 'रीफ़्रेश करें',
  refreshing: 'रीफ़्रेश हो रहा है...',
  deactivate: 'निष्क्रिय करें',
  deactivating: 'निष्क्रिय किया जा रहा है...',
  confirmDeactivation: {
    heading: 'अपना संस्थान निष्क्रिय करें?',
    body: 'जब तक आप इसे फिर से सक्रिय नहीं करते, छात्र और स्टाफ़ इसका उपयोग नहीं कर पाएँगे। आपका सारा डेटा बना रहता है।',
    confirm: 'हाँ, निष्क्रिय करें',
    cancel: 'रद्द करें',
  },
  deactivated:
    'आपका संस्थान निष्क्रिय कर दिया गया है। इसका डेटा बना रहता है, इसलिए आप इसे कभी भी फिर से सक्रिय कर सकते हैं।',
  inProgress: {
    deploy: 'सक्रिय करने की प्रक्रिया जारी है...',
    undeploy: 'निष्क्रिय करने की प्रक्रिया जारी है...',
  },
  stalled: 'इसमें सामान्य से ज़्यादा समय लग रहा है। ताज़ा स्थिति देखने के लिए एक मिनट बाद रीफ़्रेश करें।',
  errors: {
    fetchFailed: 'संस्थान का विवरण नहीं मिल सका। कृपया फिर से प्रयास करें।',
    deployFailed: 'संस्थान सक्रिय करना विफल रहा। कृपया फिर से प्रयास करें।',
    deployError: 'संस्थान सक्रिय करते समय एक त्रुटि हुई। कृपया फिर से प्रयास करें।',
    undeployFailed: 'संस्थान निष्क्रिय करना विफल रहा। कृपया फिर से प्रयास करें।',
    undeployError: 'संस्थान निष्क्रिय करते समय एक त्रुटि हुई। कृपया फिर से प्रयास करें।',
  },
  account: {
    heading: 'खाते की सुरक्षा',
    lead: 'अपना पासवर्ड बदलें, या हर उस डिवाइस से साइन आउट करें जहाँ आपका खाता खुला है।',
    changePassword: 'पासवर्ड बदलें',
    currentPassword: 'मौजूदा पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नए पासवर्ड की पुष्टि करें',
    newPasswordHint: 'कम से कम 8 अक्षर; कोई आम पासवर्ड, आपका ईमेल पता या संस्थान का नाम नहीं',
    save: 'नया पासवर्ड सहेजें',
    saving: 'सहेजा जा रहा है...',
    cancel: 'रद्द करें',
    changed: 'आपका पासवर्ड बदल दिया गया है। बाकी सभी सत्रों से साइन आउट कर दिया गया है।',
    signOutEverywhere: 'हर जगह से साइन आउट करें',
    confirmSignOut: {
      heading: 'हर जगह से साइन आउट करें?',
      body: 'आप हर डिवाइस से साइन आउट हो जाएँगे, इस डिवाइस से भी।',
      confirm: 'हाँ, हर जगह से साइन आउट करें',
      cancel: 'रद्द करें',
    },
    signingOut: 'साइन आउट किया जा रहा है...',
    validation: auth.validation,
    errors: {
      changeFailed: 'पासवर्ड बदलना विफल रहा। कृपया फिर से प्रयास करें।',
      signOutFailed: 'हर जगह से साइन आउट करना विफल रहा। कृपया फिर से प्रयास करें।',
      currentPasswordWrong: 'मौजूदा पासवर्ड गलत है',
      passwordTooCommon: auth.validation.passwordTooCommon,
      passwordPersonal: auth.validation.passwordPersonal,
      rateLimited: 'इस खाते के लिए बहुत ज़्यादा प्रयास हुए हैं। कृपया कुछ मिनट रुकें और फिर से प्रयास करें।',
    },
  },
};
