// The marketing pages' icons, drawn inline (no request, no layout shift): simple 24 px line
// drawings in the text colour. Decorative: the text beside each one says what it means.
import type { MarketingIconName } from '@site/content/marketing-icons';

const paths: Record<MarketingIconName, string> = {
  school: 'M3 10l9-6 9 6M5 10v9h14v-9M9 19v-5h6v5M12 7.5v.01',
  students:
    'M9 11a3 3 0 100-6 3 3 0 000 6zM3 19c0-3 3-5 6-5s6 2 6 5M16 5.5a3 3 0 010 5.5M18 14c2 .6 3 2.4 3 5',
  teacher: 'M4 4h16v10H4zM8 18l4-4 4 4M12 14v6M7 8h6M7 11h4',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2',
  portal: 'M3 5h18v12H3zM8 21h8M12 17v4M3 9h18',
  assistant: 'M5 5h14v10H9l-4 4zM9 10h.01M12 10h.01M15 10h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  rupee: 'M7 4h10M7 8h10M7 4c6 0 6 8 0 8h-1l8 8',
  rocket: 'M14 4c3 0 6 3 6 6l-7 7-6-6 7-7zM7 11l-3 1 2 2M13 17l-1 3-2-2M15 9h.01M5 19l2-2',
  batch: 'M4 6h16M4 12h16M4 18h10M18 16v4M16 18h4',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 5v16M8 7h7M8 11h5',
};

export function MarketingIcon({ name, size = 24 }: { name: MarketingIconName; size?: number }) {
  return (
    <svg
      className="marketing-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
