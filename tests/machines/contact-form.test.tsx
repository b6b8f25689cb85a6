// Every path of the contact form machine (docs/requirements/contact.md#contact-form, api.md#contact
// POST /contact/submit, contact.md#error-messages), driving the real contact section of /: the
// browser's required-field checks, the message sent, each server answer, the thank-you and 'Send
// another message'.

import { type ContactMessage, validateContact } from '@common/contact';
import { NO_ANSWER } from '@machines/api-failure';
import { contactFormMachine } from '@machines/contact-form.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { installGtag } from './support/gtag';
import { deferredActors, formView, type ModelRun, testModelPaths } from './support/model';
import { type RenderAppOptions, renderApp } from './support/render-app';

const labels: Record<keyof ContactMessage, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

const filled: ContactMessage = {
  name: ' Asha Verma ',
  // An e-mail field drops surrounding spaces itself (the browser's value sanitization).
  email: 'Asha@VidyaMandir.in',
  subject: 'A demo for our teachers',
  message:
    'We are a CBSE school in Jaipur with 600 students. Could you show our teachers the apps next week?',
};

// What the page says under a field the browser let through but the server would refuse.
const fieldMessages: Record<string, string> = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
};

// contact.md#error-messages, word for word, and the server's own sentences: the test's oracle, not
// the catalogue.
const expectedAlert: Record<string, string> = {
  '429': 'Too many messages from your network. Please try again in an hour.',
  '400 with a message': 'Email is invalid',
  '500 without a message': 'Failed to send message. Please try again.',
  'network failure': 'Failed to send message. Please try again.',
};

const runs: Array<ModelRun & { input: { values: ContactMessage } | undefined }> = [
  {
    name: 'starting from an empty form',
    input: undefined,
    eventCases: {
      'field.change': [{ field: 'name', value: 'Asha Verma', label: 'a name' }],
    },
  },
  {
    name: 'starting from a filled form',
    input: { values: filled },
    eventCases: {
      'field.change': [
        { field: 'email', value: 'asha@vidyamandir', label: 'an unfinished e-mail' },
        { field: 'message', value: '   ', label: 'a blank message' },
      ],
      'xstate.done.actor.submitContact': [{ output: { message: 'Thank you. Your message has been sent.' } }],
      'xstate.error.actor.submitContact': [
        {
          error: {
            status: 429,
            message: 'Too many messages from your network. Please try again in an hour.',
          },
          label: '429',
        },
        { error: { status: 400, message: 'Email is invalid' }, label: '400 with a message' },
        { error: { status: 500 }, label: '500 without a message' },
        { error: { status: NO_ANSWER }, label: 'network failure' },
      ],
    },
  },
];

const viewContext = (s: AnyMachineSnapshot) => ({
  values: s.context.values,
  ...formView(validateContact)(s),
});
const gtag = vi.fn();

const contact = () => document.getElementById('contact') as HTMLElement;

/** The home page with its contact section, whose code loads after the rest (deferred-contact-section.tsx). */
async function renderHome(options: RenderAppOptions) {
  await renderApp({ path: '/', ...options });
  await screen.findByRole('form', { name: 'Contact form' });
}
const field = (name: keyof ContactMessage) =>
  within(contact()).getByLabelText(labels[name]) as HTMLInputElement | HTMLTextAreaElement;

function change(name: keyof ContactMessage, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

function expectSection(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: ReturnType<typeof deferredActors>,
  sent: { count: number },
  browser: { blocked: boolean },
) {
  const section = within(contact());
  expect(section.getByText('Contact Us', { selector: 'h2' })).toBeInTheDocument();
  if (state.matches('submitted')) {
    expect(section.queryByRole('form')).toBeNull();
    const heading = section.getByText('Thank you!', { selector: 'h3' });
    expect(document.activeElement).toBe(heading);
    expect(
      section.getByText('Your message has reached us. We will reply to Asha@VidyaMandir.in.'),
    ).toBeVisible();
    expect(section.getByText('Send another message', { selector: 'button' })).toBeVisible();
    expect(section.queryByRole('alert')).toBeNull();
    // marketing.md#analytics: contact messages send an analytics event, once per message.
    expect(gtag.mock.calls.filter(([, name]) => name === 'contact_form_submit')).toHaveLength(sent.count);
    return;
  }

  expect(section.queryByText('Thank you!')).toBeNull();
  const submitting = state.matches('submitting');
  const button = section.getByText(submitting ? 'Sending...' : 'Send Message', { selector: 'button' });
  expect(button).toHaveProperty('disabled', submitting);
  for (const name of Object.keys(labels) as Array<keyof ContactMessage>) {
    const input = field(name);
    expect(input.value).toBe(state.context.values[name]);
    expect(input.disabled).toBe(submitting);
    expect(input.required).toBe(true);
    const code = state.context.errors[name] as string | undefined;
    const shown = document.getElementById(`contact-${name}-error`)?.textContent ?? '';
    if (browser.blocked || !code) {
      expect(shown).toBe('');
      expect(input).not.toHaveAttribute('aria-invalid');
    } else {
      expect(shown).toBe(fieldMessages[code]);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')).toBe(`contact-${name}-error`);
    }
  }
  if (browser.blocked) {
    // The browser refused the form (its own bubble names the field): the machine never heard of it.
    expect((contact().querySelector('form') as HTMLFormElement).checkValidity()).toBe(false);
  } else if (event.type === 'form.submit' && state.matches({ editing: 'idle' })) {
    // The page's own check moves focus to the first field it flags.
    const first = (Object.keys(labels) as Array<keyof ContactMessage>).find(
      (name) => state.context.errors[name],
    );
    if (first) expect(document.activeElement).toBe(field(first));
  }
  if (submitting) {
    // Trimmed, the address lower-cased: what the server stores.
    expect(deferred.inputs('submitContact')).toEqual([
      {
        name: 'Asha Verma',
        email: 'asha@vidyamandir.in',
        subject: 'A demo for our teachers',
        message: filled.message,
      },
    ]);
  } else {
    expect(deferred.inputs('submitContact')).toEqual([]);
  }
  const alert = section.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label;
    if (event.type === 'xstate.error.actor.submitContact' && label) {
      expect(alert).toHaveTextContent(expectedAlert[label] ?? '?');
    }
    expect(alert).not.toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('contact form machine, through the contact section of /', () => {
  installGtag(gtag);

  testModelPaths({
    machine: contactFormMachine,
    file: import.meta.filename,
    runs,
    viewContext,
    async open({ inspect }) {
      const deferred = deferredActors(['submitContact']);
      await renderHome({ inspect, actors: deferred.actors });
      // How many messages went out, and whether the browser refused the last submission.
      return { deferred, sent: { count: 0 }, browser: { blocked: false } };
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        for (const [name, value] of Object.entries(run.input?.values ?? {})) {
          change(name as keyof ContactMessage, value);
        }
      },
      'field.change': ({ field: name, value }: { field: keyof ContactMessage; value: string }) =>
        change(name, value),
      'form.submit': (_, { browser }) => {
        // A click on the button: the browser refuses an incomplete form before the machine hears of it.
        browser.blocked = !(contact().querySelector('form') as HTMLFormElement).checkValidity();
        return act(async () => fireEvent.click(within(contact()).getByText('Send Message')));
      },
      'form.reset': (_, { browser }) => {
        browser.blocked = false;
        return act(async () => fireEvent.click(within(contact()).getByText('Send another message')));
      },
    },
    builtIn: ({ deferred }) => ({ deferred }),
    settle: ({ sent }, { event }) => {
      if (event.type === 'xstate.done.actor.submitContact') sent.count++;
    },
    expect: (state, { deferred, sent, browser }, { event }) =>
      expectSection(state, event, deferred, sent, browser),
  });

  it('leaves an incomplete form to the browser: nothing is sent and each empty field is flagged', async () => {
    const deferred = deferredActors(['submitContact']);
    await renderHome({ actors: deferred.actors });
    change('name', 'Asha Verma');
    change('email', 'asha@vidyamandir');
    await act(async () => fireEvent.click(within(contact()).getByText('Send Message')));
    expect(deferred.inputs('submitContact')).toEqual([]);
    expect(field('name').validity.valid).toBe(true);
    expect(field('email').validity.patternMismatch).toBe(true);
    expect(field('subject').validity.valueMissing).toBe(true);
    expect(field('message').validity.valueMissing).toBe(true);
  });
});
