// What a guardian reads, in their language (docs/requirements/school-day.md#absence-alerts).

export type AlertKind = 'absent' | 'correction';

interface AlertFacts {
  student: string;
  school: string;
  /** YYYY-MM-DD. */
  date: string;
}

const TEXTS: Record<
  'en' | 'hi',
  Record<AlertKind, (facts: AlertFacts) => { subject: string; text: string }>
> = {
  en: {
    absent: ({ student, school, date }) => ({
      subject: `${student} is absent today`,
      text: `${student} was marked absent at ${school} today (${date}).`,
    }),
    correction: ({ student }) => ({
      subject: `${student} is in school today`,
      text: `${student} is in school today; the earlier absence message was a mistake.`,
    }),
  },
  hi: {
    absent: ({ student, school, date }) => ({
      subject: `${student} आज अनुपस्थित है`,
      text: `${student} को आज (${date}) ${school} में अनुपस्थित दर्ज किया गया।`,
    }),
    correction: ({ student }) => ({
      subject: `${student} आज स्कूल में है`,
      text: `${student} आज स्कूल में है; अनुपस्थिति का पिछला संदेश गलती से भेजा गया था।`,
    }),
  },
};

export function alertText(language: 'en' | 'hi', kind: AlertKind, facts: AlertFacts) {
  return TEXTS[language][kind](facts);
}
