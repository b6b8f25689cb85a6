import type { AlertReason } from '@common/api/portal/alerts';
import type { ReachFilter } from '@machines/portal/student-query';
import { alertText } from '@portal/i18n/alerts';
import { useText } from '@portal/i18n/language';

// The students list's filter by whom absence alerts reach (docs/requirements/school-day.md#absence-alerts):
// everyone, the students they cannot reach, or those for one reason; the owner's home links here.

export function ReachFilterSelect(props: {
  value: ReachFilter;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const t = useText(alertText);
  return (
    <label>
      {t.filter.label}
      <select value={props.value} onChange={props.onChange}>
        <option value="">{t.filter.all}</option>
        <option value="unreachable">{t.filter.unreachable}</option>
        {(Object.keys(t.reasons) as AlertReason[]).map((reason) => (
          <option key={reason} value={reason}>
            {t.reasons[reason]}
          </option>
        ))}
      </select>
    </label>
  );
}
