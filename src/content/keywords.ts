// docs/requirements/marketing.md#page-metadata: the default keyword string is the first 10 core
// keywords plus a page's extras.
export const coreKeywords = [
  'school management system',
  'coaching management system',
  'free school software',
  'school ERP India',
  'coaching institute software',
  'student management',
  'fee management',
  'attendance tracking',
  'online classes',
  'report cards',
  'timetable management',
  'parent portal',
  'tuition management software',
] as const;

export function keywordString(extras: readonly string[] = []): string {
  return [...coreKeywords.slice(0, 10), ...extras].join(', ');
}
