// Editing an assessment scheme (docs/requirements/exams.md#assessment-schemes-are-data): its
// name and rounding (and a coaching centre's delay), each term's parts with their "best of" and
// "scaled to", each component's name and maximum (one added or removed), and the grade bands. Each
// field says its own error; what the whole scheme breaks is listed above Save.
import { schemeEditorMachine } from '@machines/portal/scheme-editor.machine';
import { examsActors } from '@portal/api/exams-actors';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { useNoticeText } from '../shared/management-kit';
import '../management.css';
import './exams.css';

const fieldId = (path: string) => `scheme-${path.replaceAll('.', '-')}`;

export function SchemeEditorPage(props: { schemeId: string; back?: ReactNode }) {
  const t = useText(examsText);
  const e = t.editor;
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    schemeEditorMachine,
    {
      actors: examsActors,
      actions: {
        focusFirstError: ({ context }) => {
          const [first] = Object.keys(context.errors);
          if (first) queueMicrotask(() => document.getElementById(fieldId(first))?.focus());
        },
      },
    },
    { schemeId: props.schemeId },
  );
  const { form, scheme, errors, problems, notice } = state.context;
  const saving = state.matches('saving');
  const field = (path: string, label: string, value: string, options: { numeric?: boolean } = {}) => {
    const error = errors[path];
    return (
      <div className="scheme-field">
        <label htmlFor={fieldId(path)}>{label}</label>
        <input
          id={fieldId(path)}
          value={value}
          inputMode={options.numeric ? 'decimal' : undefined}
          disabled={saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(path)}-error` : undefined}
          onChange={(event) => send({ type: 'field.change', path, value: event.target.value })}
        />
        {error ? (
          <span id={`${fieldId(path)}-error`} className="scheme-field__error">
            {e.errors[error]}
          </span>
        ) : null}
      </div>
    );
  };
  const noticeSays = noticeText(notice, t.scheme);
  const good = notice?.code === 'saved' || notice?.code === 'newVersion';
  return (
    <section className="mgmt-page exams scheme-editor">
      {props.back}
      <h1>{form ? e.heading(scheme?.name ?? form.name) : t.schemesHeading}</h1>
      {state.matches('loading') ? <p role="status">{t.loading}</p> : null}
      {noticeSays ? (
        <p
          className={`notice ${good ? 'notice--success' : 'notice--error'}`}
          role={good ? 'status' : 'alert'}
        >
          {noticeSays}
        </p>
      ) : null}
      {state.matches('failed') || state.matches('stale') ? (
        <button type="button" className="button" onClick={() => send({ type: 'scheme.reload' })}>
          {state.matches('stale') ? e.reload : t.retry}
        </button>
      ) : null}
      {form && (state.matches('editing') || state.matches('saving')) ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          <p className="mgmt-muted">{e.lead}</p>
          {field('name', e.name, form.name)}
          <label className="scheme-field">
            <span>{e.rounding}</span>
            <select
              value={form.rounding}
              disabled={saving}
              onChange={(event) =>
                send({ type: 'field.change', path: 'rounding', value: event.target.value })
              }
            >
              <option value="half_up_whole">{e.roundings.half_up_whole}</option>
              <option value="none">{e.roundings.none}</option>
            </select>
          </label>
          {scheme?.kind === 'test_series' ? field('delay', e.delay, form.delay, { numeric: true }) : null}
          {form.terms.map((term, t2) => (
            <fieldset key={term.key} className="scheme-term">
              <legend>{term.label || e.term}</legend>
              {field(`terms.${t2}.label`, e.term, term.label)}
              {term.groups.map((group, g) => (
                <fieldset key={group.key} className="scheme-group">
                  <legend>{group.label || e.part}</legend>
                  {field(`terms.${t2}.groups.${g}.label`, e.part, group.label)}
                  {field(`terms.${t2}.groups.${g}.bestOf`, e.bestOf, group.bestOf, { numeric: true })}
                  {field(`terms.${t2}.groups.${g}.scaleTo`, e.scaleTo, group.scaleTo, { numeric: true })}
                  <ul className="scheme-components">
                    {group.components.map((component, c) => (
                      <li key={component.key}>
                        {field(`terms.${t2}.groups.${g}.components.${c}.label`, e.component, component.label)}
                        {component.kind === 'marked'
                          ? field(`terms.${t2}.groups.${g}.components.${c}.max`, e.outOf, component.max, {
                              numeric: true,
                            })
                          : null}
                        {/* A part keeps at least one component: its only one cannot be removed. */}
                        <button
                          type="button"
                          disabled={saving || group.components.length === 1}
                          onClick={() => send({ type: 'component.remove', term: t2, group: g, index: c })}
                        >
                          {e.remove(component.label)}
                        </button>
                      </li>
                    ))}
                  </ul>
                  {group.components.every((component) => component.kind === 'marked') ? (
                    <button
                      type="button"
                      disabled={saving}
                      onClick={() => send({ type: 'component.add', term: t2, group: g })}
                    >
                      {e.add}
                    </button>
                  ) : null}
                </fieldset>
              ))}
            </fieldset>
          ))}
          <fieldset className="scheme-bands">
            <legend>{e.bands}</legend>
            <ul className="scheme-components">
              {form.bands.map((band, b) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the bands are edited in place, never reordered
                <li key={b}>
                  {field(`bands.${b}.grade`, e.grade, band.grade)}
                  {field(`bands.${b}.from`, e.from, band.from, { numeric: true })}
                </li>
              ))}
            </ul>
          </fieldset>
          {problems.length ? (
            <div className="notice notice--error" role="alert">
              <p>{e.problems}</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mgmt-buttons">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? e.saving : e.save}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
