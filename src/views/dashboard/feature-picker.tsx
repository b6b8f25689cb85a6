import { CLASS_GROUPS, CLASS_OPTIONS, type ClassGroup } from '@common/tenant-features';
import { isGroupSelected } from '@machines/feature-picker.machine';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';

const groups = Object.keys(CLASS_GROUPS) as ClassGroup[];

export interface FeaturePickerProps {
  ncert: boolean;
  classes: readonly string[];
  disabled: boolean;
  onNcert: () => void;
  onClass: (id: string) => void;
  onGroup: (group: ClassGroup) => void;
}

/**
 * The dashboard's feature picker (docs/requirements/tenant.md#activation); the feature-picker
 * machine owns the selection rules. Every box is a whole row or chip to tap (44 px), not a
 * bullet with a 13 px box; what every portal already has is listed as such, and only what does
 * not exist yet (Live Classroom) is marked Coming Soon.
 */
export function FeaturePicker({ ncert, classes, disabled, onNcert, onClass, onGroup }: FeaturePickerProps) {
  const m = useDashboardMessages().picker;
  return (
    <fieldset className="feature-picker" disabled={disabled}>
      <legend>{m.heading}</legend>
      <p className="field__hint">{m.lead}</p>
      <div className="choice">
        <input
          type="checkbox"
          id="feature-ncert"
          checked={ncert}
          onChange={onNcert}
          aria-describedby="feature-ncert-hint"
        />
        <label htmlFor="feature-ncert">{m.ncert}</label>
        <p id="feature-ncert-hint" className="choice__hint">
          {m.ncertHint}
        </p>
      </div>
      <fieldset className="feature-picker__classes" disabled={disabled || !ncert}>
        <legend>{m.groups}</legend>
        <ul className="chips">
          {groups.map((group) => (
            <li key={group} className="chip">
              <input
                type="checkbox"
                id={`group-${group}`}
                checked={ncert && isGroupSelected(classes, group)}
                onChange={() => onGroup(group)}
              />
              <label htmlFor={`group-${group}`}>{m.groupNames[group]}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="feature-picker__classes" disabled={disabled || !ncert}>
        <legend>{m.classes}</legend>
        <ul className="chips chips--grid">
          {CLASS_OPTIONS.map((option) => (
            <li key={option.id} className="chip">
              <input
                type="checkbox"
                id={`class-${option.id}`}
                value={option.id}
                checked={classes.includes(option.id)}
                onChange={() => onClass(option.id)}
              />
              <label htmlFor={`class-${option.id}`}>{m.className(option.grade)}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      {ncert && classes.length === 0 ? <p className="field__hint">{m.chooseClass}</p> : null}
      <div className="feature-picker__more">
        <section aria-labelledby="features-included">
          <h3 id="features-included">{m.included}</h3>
          <ul className="included-list">
            {m.includedFeatures.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
        <fieldset className="feature-picker__upcoming" disabled>
          <legend>{m.upcoming}</legend>
          <div className="choice">
            <input type="checkbox" id="feature-liveClassroom" disabled checked={false} readOnly />
            <label htmlFor="feature-liveClassroom">
              {m.liveClassroom} <span className="tag">{m.comingSoon}</span>
            </label>
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}
