// The home page's set-up guide (docs/requirements/portal.md#academic-structure): while a new
// school or coaching centre has no classes (courses), no employees, no students or no timetable,
// the steps, each a link to where it is done and ticked once it is. Gone once all four are done;
// nothing is shown while it loads or if it cannot be read (the home works without it).
import type { SetupProgress } from '@common/api/portal/academics';
import { academicsActors } from '@portal/api/academics-actors';
import { useText } from '@portal/i18n/language';
import { setupGuideText } from '@portal/i18n/setup-guide';
import { PortalLink, type PortalPath } from '@portal/lib/navigation';
import { useResourceList } from '../shared/resource-list-view';
import './setup-guide.css';

const STEPS: readonly { key: 'classes' | 'employees' | 'students' | 'timetable'; to: PortalPath }[] = [
  { key: 'classes', to: '/academics' },
  { key: 'employees', to: '/employees' },
  { key: 'students', to: '/import' },
  { key: 'timetable', to: '/timetable' },
];

function doneOf(progress: SetupProgress) {
  return {
    classes: progress.classes > 0,
    employees: progress.employees > 0,
    students: progress.students > 0,
    timetable: progress.timetableSlots > 0,
  };
}

export default function SetupGuide() {
  const t = useText(setupGuideText);
  const list = useResourceList(academicsActors, { load: 'loadSetupProgress' });
  const progress = list.data;
  if (!progress) return null;
  const done = doneOf(progress);
  const count = STEPS.filter((step) => done[step.key]).length;
  if (count === STEPS.length) return null;
  return (
    <section className="setup-guide" aria-labelledby="setup-guide-heading">
      <h2 id="setup-guide-heading">{t.heading[progress.kind]}</h2>
      <p className="setup-guide__progress">{t.progress(count, STEPS.length)}</p>
      <ol className="setup-guide__steps">
        {STEPS.map((step) => (
          <li key={step.key} className={done[step.key] ? 'setup-guide__step--done' : undefined}>
            <span className="setup-guide__tick" aria-hidden="true">
              {done[step.key] ? '✓' : ''}
            </span>
            <span className="visually-hidden">{done[step.key] ? t.done : t.toDo}</span>
            <PortalLink to={step.to}>{t.steps[progress.kind][step.key]}</PortalLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
