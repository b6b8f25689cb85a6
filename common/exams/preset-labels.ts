// The presets' labels in Hindi (docs/requirements/exams.md#assessment-schemes-are-data): a school
// that works in Hindi starts from a scheme whose terms, parts and areas print in Hindi on its
// report cards. A copied scheme's labels are the school's own data from then on; only the copy is
// translated, never a saved scheme. Grades (A1, B2) and codes stay as the board writes them.

import type { Language } from '../languages';
import type { AssessmentScheme } from './scheme';

const HINDI: Readonly<Record<string, string>> = {
  'CBSE classes VI-VIII': 'सीबीएसई कक्षा 6-8',
  'CBSE classes IX-X': 'सीबीएसई कक्षा 9-10',
  'Primary: descriptive indicators': 'प्राथमिक: वर्णनात्मक संकेतक',
  Custom: 'अपनी योजना',
  'Test series': 'टेस्ट सीरीज़',
  'Academic year': 'शैक्षणिक वर्ष',
  'Term 1': 'सत्र 1',
  'Term 2': 'सत्र 2',
  'Periodic tests': 'आवधिक परीक्षाएँ',
  'Periodic test 1': 'आवधिक परीक्षा 1',
  'Periodic test 2': 'आवधिक परीक्षा 2',
  'Periodic test 3': 'आवधिक परीक्षा 3',
  'Notebook submission': 'कॉपी जमा',
  'Subject enrichment': 'विषय संवर्धन',
  'Term exam': 'सत्र परीक्षा',
  'Internal assessment': 'आंतरिक मूल्यांकन',
  'Periodic assessment': 'आवधिक मूल्यांकन',
  Portfolio: 'पोर्टफ़ोलियो',
  'Board-style exam': 'बोर्ड जैसी परीक्षा',
  'Learning outcomes': 'सीखने के प्रतिफल',
  Understanding: 'समझ',
  Application: 'उपयोग',
  Expression: 'अभिव्यक्ति',
  Exam: 'परीक्षा',
  'Work education': 'कार्य शिक्षा',
  'Art education': 'कला शिक्षा',
  'Health and physical education': 'स्वास्थ्य और शारीरिक शिक्षा',
  Discipline: 'अनुशासन',
  Stream: 'धारा',
  Mountain: 'पर्वत',
  Sky: 'आकाश',
};

/** "Test 3" and the like: numbered labels keep their number. */
function hindiLabel(label: string): string {
  const numbered = /^Test (\d+)$/.exec(label);
  if (numbered) return `टेस्ट ${numbered[1]}`;
  return HINDI[label] ?? label;
}

/** A preset with its labels in `language` (English: as written). */
export function presetIn(preset: AssessmentScheme, language: Language): AssessmentScheme {
  if (language === 'en') return structuredClone(preset);
  const say = hindiLabel;
  return {
    ...preset,
    name: say(preset.name),
    terms: preset.terms.map((term) => ({
      ...term,
      label: say(term.label),
      groups: term.groups.map((group) => ({
        ...group,
        label: say(group.label),
        components: group.components.map((component) => ({ ...component, label: say(component.label) })),
      })),
    })),
    bands: preset.bands.map((band) => ({ ...band })),
    indicatorScale: preset.indicatorScale.map(say),
    coScholastic: preset.coScholastic.map((area) => ({ ...area, label: say(area.label) })),
    coScale: [...preset.coScale],
  };
}
