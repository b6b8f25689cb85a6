// Every path of the portal's sign-in machine (docs/requirements/portal.md#getting-in), driving the
// real /sign-in page: validation, each server answer, and the session that starts on success.

import { portalSignInMachine } from '@machines/portal/portal-sign-in.machine';
import { validateSignIn } from '@machines/portal/portal-validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { owner, renderPortal, sessionOf, storedSession } from './support';

const session = sessionOf(owner);

const runs: Array<ModelRun & { values: Record<string, string> }> = [
  {
    name: 'starting from an empty form',
    values: {},
    eventCases: {
      'field.change': [{ field: 'email', value: 'asha@vidyamandir', label: 'an unfinished e-mail' }],
    },
  },
  {
    name: 'starting from a filled form',
    values: { email: ' Asha@VidyaMandir.in', password: 'Chalk&Board2026' },
    eventCases: {
      'field.change': [{ field: 'password', value: '', label: 'password cleared' }],
      'xstate.done.actor.signIn': [{ output: session, label: 'signed in' }],
      'xstate.error.actor.signIn': [
        { error: { status: 401, message: 'Invalid email or password.' }, label: 'wrong password' },
        {
          error: {
            status: 403,
            message: "Your access to this portal has been turned off. Ask the school's administrator.",
          },
          label: 'disabled member',
        },
        { error: { status: 500 }, label: 'no sentence' },
      ],
    },
  },
];

const texts = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
};
const noticeFor: Record<string, string> = {
  'wrong password': 'Invalid email or password.',
  'disabled member': "Your access to this portal has been turned off. Ask the school's administrator.",
  'no sentence': 'Could not sign you in. Please try again.',
};

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement;

function change(field: string, value: string) {
  fireEvent.change(field === 'email' ? emailInput() : passwordInput(), { target: { value } });
}

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: { inputs: (name: string) => unknown[] },
  pathname: string,
  actual: AnyMachineSnapshot,
) {
  if (state.matches('signedIn')) {
    expect(pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(storedSession()).toEqual(session);
    return;
  }
  expect(pathname).toBe('/sign-in');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the school portal' })).toBeInTheDocument();
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Signing in…' : 'Sign in' });
  expect(button).toHaveProperty('disabled', submitting);
  expect(button.getAttribute('aria-busy')).toBe(String(submitting));
  expect(emailInput().readOnly).toBe(submitting);
  // Whatever happened, what the person typed is still there (an e-mail input drops outer spaces).
  expect(emailInput().value).toBe(actual.context.values.email.trim());
  expect(passwordInput().value).toBe(actual.context.values.password);
  for (const field of ['email', 'password'] as const) {
    const code = state.context.errors[field] as keyof typeof texts | undefined;
    expect(document.getElementById(`sign-in-${field}-error`)?.textContent ?? '').toBe(
      code ? texts[code] : '',
    );
  }
  if (submitting) {
    expect(deferred.inputs('signIn')).toEqual([
      { email: 'asha@vidyamandir.in', password: 'Chalk&Board2026' },
    ]);
  }
  if (event.type === 'form.submit' && state.matches('editing')) {
    expect(document.activeElement).toBe(state.context.errors.email ? emailInput() : passwordInput());
  }
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label ?? '';
    if (event.type.startsWith('xstate.') && noticeFor[label])
      expect(alert).toHaveTextContent(noticeFor[label]);
    expect(alert).not.toBeNull();
    expect(storedSession()).toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('portal sign-in machine, through /sign-in', () => {
  testModelPaths({
    machine: portalSignInMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { values: run.values } })),
    viewContext: formView(validateSignIn),
    async open({ inspect }) {
      const deferred = deferredActors(['signIn']);
      const { router } = await renderPortal({ path: '/sign-in', inspect, actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the school portal' });
      return { deferred, router };
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        for (const [field, value] of Object.entries((run as (typeof runs)[number]).values))
          change(field, value);
      },
      'field.change': ({ field, value }: { field: string; value: string }) => change(field, value),
      'form.submit': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { deferred, router }, { event, actor }) =>
      expectPage(
        state,
        event,
        deferred,
        router.state.location.pathname,
        actor.getSnapshot() as AnyMachineSnapshot,
      ),
  });

  it("shows the page and the server's refusals, by their code, in Hindi when Hindi is chosen", async () => {
    localStorage.setItem('shala.portal.language', 'hi');
    const deferred = deferredActors(['signIn']);
    await renderPortal({ path: '/sign-in', actors: deferred.actors });
    await screen.findByRole('heading', { level: 1, name: 'स्कूल पोर्टल में साइन इन करें' });
    expect(document.documentElement.lang).toBe('hi');
    fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'asha@vidyamandir.in' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'wrong-password' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'साइन इन करें' })));
    expect(screen.getByRole('button', { name: 'साइन इन हो रहा है…' })).toBeDisabled();
    await deferred.settle('signIn', 'error', {
      status: 401,
      message: 'Invalid email or password.',
      code: 'invalid_credentials',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड गलत है।');
    expect((screen.getByLabelText('ईमेल') as HTMLInputElement).value).toBe('asha@vidyamandir.in');
  });

  it("opens in the browser's Hindi when the device never chose, and the switch changes and keeps the choice", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-IN']);
    try {
      await renderPortal({ path: '/sign-in' });
      await screen.findByRole('heading', { level: 1, name: 'स्कूल पोर्टल में साइन इन करें' });
      expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      expect(
        screen.getByRole('heading', { level: 1, name: 'Sign in to the school portal' }),
      ).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(localStorage.getItem('shala.portal.language')).toBe('en');
      fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
      expect(screen.getByRole('heading', { level: 1, name: 'अपना पासवर्ड बदलें' })).toBeInTheDocument();
    } finally {
      languages.mockRestore();
      localStorage.clear();
    }
  });

  it('takes a visitor sent to sign in back where they were going, with its query', async () => {
    const deferred = deferredActors(['signIn']);
    const { router } = await renderPortal({ path: '/roles?from=bookmark', actors: deferred.actors });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the school portal' });
    expect(router.state.location.pathname).toBe('/sign-in');
    change('email', 'asha@vidyamandir.in');
    change('password', 'Chalk&Board2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await deferred.settle('signIn', 'done', session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/roles?from=bookmark');
  });

  it('never takes a visitor off the portal after signing in, whatever the address says', async () => {
    const { router } = await renderPortal({ path: '/sign-in?next=%2F%2Fevil.example%2F', stored: session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/');
  });

  it('sends a member who is already signed in home', async () => {
    const { router } = await renderPortal({ path: '/sign-in', stored: session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
