// A section's results analysed (docs/requirements/exams.md#analytics): the page's words, the
// charts' spoken summaries, and the reasons a student needs attention.
import type { Catalogue } from './language';

const number = (bp: number) => (bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 1 });
/** Hundredths of a percent as the page says them, the sign kept with its number: 67.5 %. */
export const percent = (bp: number) => `${number(bp)}\u00a0%`;
/** A range of them: 60.5–85.5 %. */
export const percentRange = (from: number, to: number) => `${number(from)}–${number(to)}\u00a0%`;

type ExamAnalyticsTexts = {
  link: string;
  heading: (section: string, period: string) => string;
  published: string;
  asTheyStand: string;
  against: (previous: string) => string;
  firstPeriod: string;
  noMarks: string;
  overall: string;
  subject: string;
  mean: string;
  median: string;
  spread: string;
  spreadHint: string;
  students: string;
  change: (points: string) => string;
  noChange: string;
  chartLabel: (subject: string, summary: string) => string;
  chartSummary: (min: string, q1: string, median: string, q3: string, max: string) => string;
  gradesHeading: string;
  gradesLabel: (subject: string, counts: string) => string;
  attentionHeading: string;
  attentionLead: (fall: string, attendance: string) => string;
  noAttention: string;
  roll: (n: number) => string;
  fell: (before: string, now: string) => string;
  fellIn: (subjects: string) => string;
  lowAttendance: (share: string) => string;
  lowestBand: (grade: string) => string;
};

const en: ExamAnalyticsTexts = {
  link: 'Results analysis',
  heading: (section, period) => `Results analysis: ${section}, ${period}`,
  published: 'From the published results.',
  asTheyStand: 'From the marks as they stand: not published yet.',
  against: (previous) => `Compared with ${previous} (the lighter bar).`,
  firstPeriod: 'Nothing to compare with yet: this is the first.',
  noMarks: 'No marks yet.',
  overall: 'All subjects',
  subject: 'Subject',
  mean: 'Mean',
  median: 'Median',
  spread: 'Middle half',
  spreadHint: 'Half the students scored within this range; the bar runs from the lowest to the highest.',
  students: 'Students',
  change: (points) => `${points} points`,
  noChange: 'no change',
  chartLabel: (subject, summary) => `${subject}: ${summary}`,
  chartSummary: (min, q1, median, q3, max) =>
    `lowest ${min}, middle half ${q1} to ${q3}, median ${median}, highest ${max}`,
  gradesHeading: 'Grades',
  gradesLabel: (subject, counts) => `${subject}: ${counts}`,
  attentionHeading: 'Needs attention',
  attentionLead: (fall, attendance) =>
    `Students whose marks fell by ${fall} points or more, whose attendance is under ${attendance}, or who are in the lowest grade.`,
  noAttention: 'No student needs attention by these rules.',
  roll: (n) => `Roll ${n}`,
  fell: (before, now) => `Fell from ${before} to ${now}`,
  fellIn: (subjects) => `Fell in ${subjects}`,
  lowAttendance: (share) => `Attendance ${share}`,
  lowestBand: (grade) => `In grade ${grade}`,
};

export const examAnalyticsText: Catalogue<ExamAnalyticsTexts> = {
  en,
  hi: {
    link: 'परिणामों का विश्लेषण',
    heading: (section, period) => `परिणामों का विश्लेषण: ${section}, ${period}`,
    published: 'प्रकाशित परिणामों से।',
    asTheyStand: 'अभी तक भरे अंकों से: अभी प्रकाशित नहीं हुए।',
    against: (previous) => `${previous} से तुलना (हल्की पट्टी)।`,
    firstPeriod: 'अभी तुलना के लिए कुछ नहीं: यह पहला है।',
    noMarks: 'अभी कोई अंक नहीं।',
    overall: 'सभी विषय',
    subject: 'विषय',
    mean: 'औसत',
    median: 'माध्यिका',
    spread: 'बीच के आधे',
    spreadHint: 'आधे विद्यार्थियों के अंक इस दायरे में हैं; पट्टी सबसे कम से सबसे ज़्यादा तक जाती है।',
    students: 'विद्यार्थी',
    change: (points) => `${points} अंक`,
    noChange: 'कोई बदलाव नहीं',
    chartLabel: (subject, summary) => `${subject}: ${summary}`,
    chartSummary: (min, q1, median, q3, max) =>
      `सबसे कम ${min}, बीच के आधे ${q1} से ${q3}, माध्यिका ${median}, सबसे ज़्यादा ${max}`,
    gradesHeading: 'ग्रेड',
    gradesLabel: (subject, counts) => `${subject}: ${counts}`,
    attentionHeading: 'ध्यान देने की ज़रूरत',
    attentionLead: (fall, attendance) =>
      `जिन विद्यार्थियों के अंक ${fall} अंक या ज़्यादा गिरे, जिनकी उपस्थिति ${attendance} से कम है, या जो सबसे निचले ग्रेड में हैं।`,
    noAttention: 'इन नियमों से किसी विद्यार्थी पर अलग से ध्यान देने की ज़रूरत नहीं।',
    roll: (n) => `अनुक्रमांक ${n}`,
    fell: (before, now) => `${before} से गिरकर ${now}`,
    fellIn: (subjects) => `इनमें गिरे: ${subjects}`,
    lowAttendance: (share) => `उपस्थिति ${share}`,
    lowestBand: (grade) => `ग्रेड ${grade} में`,
  },
};
