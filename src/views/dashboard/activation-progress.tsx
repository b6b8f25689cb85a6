import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';

/**
 * Where the Activate button's row is, while the institution is set up (about 4-5 s): the request
 * (step 0) and the setting up (step 1) the tenant machine is in, with a spinner and words.
 */
export function ActivationProgress({ step }: { step: 0 | 1 }) {
  const m = useDashboardMessages().progress;
  return (
    <div className="activation-progress" role="status" aria-labelledby="activation-progress-heading">
      <span className="spinner" aria-hidden="true" />
      <div>
        <p id="activation-progress-heading" className="activation-progress__heading">
          {m.heading}
        </p>
        <ol className="activation-progress__steps">
          {m.steps.map((text, index) => {
            const state = index < step ? 'done' : index === step ? 'current' : 'next';
            return (
              <li
                key={text}
                className={`activation-progress__step activation-progress__step--${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {text}
                {state === 'next' ? null : (
                  <span className="visually-hidden"> ({state === 'done' ? m.done : m.current})</span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
