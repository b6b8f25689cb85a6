// Assessment schemes (docs/requirements/exams.md#assessment-schemes-are-data): the school's schemes,
// a new one copied from a board's preset, and each class's scheme this year. The load and each
// action are the shared resource-list machine's; the new scheme's typed name is the form's.
import type { ExamSchemeList } from '@common/api/portal/exams';
import { examsActors } from '@portal/api/exams-actors';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { type ReactNode, useState } from 'react';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import '../management.css';
import './exams.css';

function NewScheme(props: {
  presets: ExamSchemeList['presets'];
  busy: boolean;
  onCreate: (preset: string, name: string) => void;
}) {
  const t = useText(examsText);
  const [preset, setPreset] = useState(props.presets[0]?.key ?? '');
  const [name, setName] = useState('');
  return (
    <form
      aria-labelledby="new-scheme-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) props.onCreate(preset, name.trim());
      }}
    >
      <h2 id="new-scheme-heading">{t.newScheme}</h2>
      <label>
        <span>{t.preset}</span>
        <select value={preset} onChange={(event) => setPreset(event.target.value)}>
          {props.presets.map((one) => (
            <option key={one.key} value={one.key}>
              {one.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.schemeName}</span>
        <input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </label>
      <div className="mgmt-buttons">
        <button type="submit" disabled={props.busy || !name.trim()}>
          {t.create}
        </button>
      </div>
    </form>
  );
}

/** `configures`: the member may add schemes and choose classes' (exams.configure). */
export function SchemesPage(props: { configures: boolean; back?: ReactNode }) {
  const t = useText(examsText);
  const list = useResourceList(examsActors, { load: 'loadExamSchemes', act: 'actOnExamSchemes' });
  return (
    <section className="mgmt-page exams">
      {props.back}
      <h1>{t.schemesHeading}</h1>
      <p className="mgmt-muted">{t.schemesLead}</p>
      <ResourceListFrame<ExamSchemeList> list={list} label={t.schemesHeading} refresh={false}>
        {(data) => (
          <>
            {data.schemes.length === 0 ? (
              <p>{t.noSchemes}</p>
            ) : (
              <ul className="exams-rows">
                {data.schemes.map((scheme) => (
                  <li key={scheme.id} className="exams-row">
                    {props.configures ? (
                      <PortalLink
                        to="/exams/schemes/$schemeId"
                        params={{ schemeId: scheme.id }}
                        aria-label={t.editor.open(scheme.name)}
                      >
                        <strong>{scheme.name}</strong>
                      </PortalLink>
                    ) : (
                      <strong>{scheme.name}</strong>
                    )}
                    <span>
                      {t.version(scheme.version)}
                      {scheme.kind === 'test_series' ? ` · ${t.testSeries}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {props.configures ? (
              <NewScheme
                presets={data.presets}
                busy={!list.idle}
                onCreate={(preset, name) => list.act({ action: 'create', id: preset, body: name })}
              />
            ) : null}
            <h2>{t.classesHeading}</h2>
            <ul className="exams-rows">
              {data.classes.map((klass) => (
                <li key={klass.id} className="exams-row">
                  <label>
                    <span>{t.classScheme(klass.name)}</span>
                    <select
                      value={klass.schemeId ?? ''}
                      disabled={!props.configures || !list.idle}
                      onChange={(event) =>
                        event.target.value &&
                        list.act({ action: 'choose', id: klass.id, body: event.target.value })
                      }
                    >
                      <option value="">{t.noScheme}</option>
                      {data.schemes.map((scheme) => (
                        <option key={scheme.id} value={scheme.id}>
                          {scheme.name}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
