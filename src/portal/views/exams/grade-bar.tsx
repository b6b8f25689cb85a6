// A subject's grade distribution as one bar, each grade's share its width, green (best) to red,
// with the counts written under it (a phone has no hover, and a printer no colour to spare).
import type { CSSProperties } from 'react';

export function GradeBar(props: { grades: readonly string[]; counts: readonly number[] }) {
  const given = props.grades.flatMap((grade, index) => {
    const count = props.counts[index] ?? 0;
    return count > 0 ? [{ grade, count, index }] : [];
  });
  if (given.length === 0) return null;
  const last = Math.max(props.grades.length - 1, 1);
  return (
    <div className="grade-bar">
      <div className="grade-bar__parts" aria-hidden="true">
        {given.map(({ grade, count, index }) => (
          <span
            key={grade}
            className="grade-bar__part"
            style={
              { flexGrow: count, '--grade-hue': Math.round(130 - (130 * index) / last) } as CSSProperties
            }
          />
        ))}
      </div>
      <p className="grade-bar__counts">{given.map(({ grade, count }) => `${grade} ${count}`).join(' · ')}</p>
    </div>
  );
}
