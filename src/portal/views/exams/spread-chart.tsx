// How a subject's marks spread in a period, drawn as a box plot of our own in SVG (a few hundred
// bytes; no chart library earns its weight for this): the whisker from the lowest to the highest,
// the box over the middle half, a stroke at the median; the period before it lighter, above. The
// figures are in the table beside it and in the chart's spoken label.
import type { Spread } from '@common/api/portal/exam-analytics';

/** Hundredths of a percent to the chart's 0-100 width. */
const x = (bp: number) => bp / 100;

function Box(props: { spread: Spread | null; y: number; className: string }) {
  const { minBp, q1Bp, medianBp, q3Bp, maxBp } = props.spread ?? {};
  if (minBp == null || q1Bp == null || medianBp == null || q3Bp == null || maxBp == null) return null;
  const { y } = props;
  return (
    <g className={props.className}>
      <line x1={x(minBp)} x2={x(maxBp)} y1={y + 3} y2={y + 3} vectorEffect="non-scaling-stroke" />
      <rect x={x(q1Bp)} y={y} width={Math.max(x(q3Bp) - x(q1Bp), 0.5)} height={6} />
      <line
        className="spread-chart__median"
        x1={x(medianBp)}
        x2={x(medianBp)}
        y1={y - 1}
        y2={y + 7}
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}

export function SpreadChart(props: { now: Spread; before: Spread | null; label: string }) {
  return (
    <div className="spread-chart">
      <svg viewBox="0 0 100 18" preserveAspectRatio="none" role="img" aria-label={props.label}>
        {[0, 25, 50, 75, 100].map((tick) => (
          <line
            key={tick}
            className="spread-chart__tick"
            x1={tick}
            x2={tick}
            y1={0}
            y2={18}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <Box spread={props.before} y={1} className="spread-chart__before" />
        <Box spread={props.now} y={10} className="spread-chart__now" />
      </svg>
      <div className="spread-chart__scale" aria-hidden="true">
        <span>0</span>
        <span>50</span>
        <span>100 %</span>
      </div>
    </div>
  );
}
