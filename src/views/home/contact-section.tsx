// The home page's contact section (docs/requirements/contact.md): the contact
// form machine decides; this view renders its state. The browser checks the required fields
// (browser validation), so an incomplete form never reaches the machine.

import { type ContactField, contactLimits } from '@common/contact';
import { EMAIL_PATTERN } from '@common/email';
import { contactFormMachine } from '@machines/contact-form.machine';
import { contactActors } from '@site/api/contact-actors';
import { useHomeMessages } from '@site/i18n/use-home-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { trackEvent } from '@site/lib/analytics';
import { useHydrated } from '@site/lib/hydration';
import { useScreenMachine } from '@site/lib/screen-machine';
import { takeTypedBeforeHydration } from '@site/lib/typed-before-hydration';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Banner, FieldError, focusElement } from '../shared/form-field';

const fieldId = (field: ContactField) => `contact-${field}`;

export function ContactSection() {
  const m = useHomeMessages().contact;
  const noticeText = useNoticeText(m.errors);
  const [state, send] = useScreenMachine(
    contactFormMachine,
    {
      actors: contactActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        trackContact: () => trackEvent('contact_form_submit', { category: 'Contact', label: 'Contact form' }),
      },
    },
    {},
  );
  const { values, errors, notice } = state.context;
  // Prerendered and hydrated late (deferred-contact-section.tsx): until React runs this form, its
  // button stays disabled so the browser cannot submit it on its own.
  const live = useHydrated();
  useKeepTypedBeforeHydration(live, send);
  const submitted = state.matches('submitted');
  const submitting = state.matches('submitting');
  useFocusAfterSending(submitted);

  // Shared by the four fields: value, change, lock while sending, and the machine's error if any.
  const props = (field: ContactField) => {
    const code = errors[field];
    return {
      id: fieldId(field),
      name: field,
      required: true,
      maxLength: contactLimits[field],
      disabled: submitting,
      value: values[field],
      'aria-invalid': code ? true : undefined,
      'aria-describedby': code ? `${fieldId(field)}-error` : undefined,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'field.change', field, value: event.target.value }),
    };
  };
  const error = (field: ContactField) => {
    const code = errors[field];
    return <FieldError id={fieldId(field)} error={code ? m.validation[code] : undefined} />;
  };

  return (
    <section
      id="contact"
      className="home-section marketing-section contact"
      aria-labelledby="contact-heading"
    >
      <h2 id="contact-heading">{m.heading}</h2>
      <p className="marketing-section__lead">{m.lead}</p>
      {submitted ? (
        <div className="contact__card contact__thanks">
          <h3 id="contact-thanks" tabIndex={-1}>
            {m.thanksHeading}
          </h3>
          <p role="status">{m.thanksBody(values.email.trim())}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'form.reset' })}
          >
            {m.sendAnother}
          </button>
        </div>
      ) : (
        <form
          className="contact__card contact__form"
          aria-label={m.formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
          <div className="field-row">
            <ContactInput id={fieldId('name')} label={m.name} invalid={Boolean(errors.name)}>
              <input {...props('name')} type="text" autoComplete="name" />
              {error('name')}
            </ContactInput>
            <ContactInput id={fieldId('email')} label={m.email} invalid={Boolean(errors.email)}>
              {/* The browser then checks the address by the same rule as the server. */}
              <input
                {...props('email')}
                type="email"
                autoComplete="email"
                pattern={EMAIL_PATTERN.source.slice(1, -1)}
                title={m.emailHint}
              />
              {error('email')}
            </ContactInput>
          </div>
          <ContactInput id={fieldId('subject')} label={m.subject} invalid={Boolean(errors.subject)}>
            <input {...props('subject')} type="text" />
            {error('subject')}
          </ContactInput>
          <ContactInput id={fieldId('message')} label={m.message} invalid={Boolean(errors.message)}>
            <textarea {...props('message')} rows={6} />
            {error('message')}
          </ContactInput>
          <button type="submit" className="button button--primary" disabled={submitting || !live}>
            {submitting ? m.submitting : m.submit}
          </button>
        </form>
      )}
    </section>
  );
}

function ContactInput({
  id,
  label,
  invalid,
  children,
}: {
  id: string;
  label: string;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The thank-you replaces the form (and the button that had focus): focus goes to its heading, and
 * after 'Send another message' back to the first field, so keyboard and screen-reader users stay put.
 */
function useFocusAfterSending(submitted: boolean) {
  const wasSubmitted = useRef(false);
  useEffect(() => {
    if (submitted) {
      wasSubmitted.current = true;
      document.getElementById('contact-thanks')?.focus();
    } else if (wasSubmitted.current) {
      wasSubmitted.current = false;
      document.getElementById(fieldId('name'))?.focus();
    }
  }, [submitted]);
}

/**
 * What a visitor typed into the prerendered form before its code arrived, read from the page just
 * before React takes the form over (deferred-contact-section.tsx, lib/typed-before-hydration.ts):
 * React resets the fields to the machine's values when it hydrates them, so they are handed to the
 * machine once the form is live.
 */
function useKeepTypedBeforeHydration(
  live: boolean,
  send: (event: { type: 'field.change'; field: ContactField; value: string }) => void,
) {
  // A layout effect: the values are back before the enabled Send button can be clicked.
  useLayoutEffect(() => {
    if (!live) return;
    for (const field of Object.keys(contactLimits) as ContactField[]) {
      const value = takeTypedBeforeHydration(fieldId(field));
      if (typeof value === 'string') send({ type: 'field.change', field, value });
    }
  }, [live, send]);
}
