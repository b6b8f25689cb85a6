// Every path of accepting an invitation (docs/requirements/portal.md#people-and-roles), driving
// the real /accept-invitation#token=... page (the token in the fragment, which no request carries): the link is checked, the form opens with the name
// prefilled, and the new member is signed in (in their own language) and taken home.

import type { InvitationView } from '@common/api/portal/invitations';
import { NO_ANSWER } from '@machines/api-failure';
import { acceptInvitationMachine } from '@machines/portal/accept-invitation.machine';
import { validateAccept } from '@machines/portal/portal-validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { renderPortal, school, sessionOf, storedSession, teacher } from './support';

const TOKEN = 'inv1t3-t0k3n';
const GOOD = 'Chalk&Board2026';
const invitation: InvitationView = {
  email: teacher.email,
  name: teacher.name,
  role: { name: 'Teacher', builtIn: 'teacher' },
  tenant: school,
  language: 'en',
};
const session = sessionOf(teacher, 'portal-token-2');
const INVALID = 'This invitation link is invalid or has expired.';

type Run = ModelRun & { token: string | null };
const runs: Run[] = [
  { name: 'a link without a token', token: null },
  {
    name: 'a link with a token',
    token: TOKEN,
    eventCases: {
      'xstate.done.actor.viewInvitation': [{ output: invitation, label: 'a live invitation' }],
      'xstate.error.actor.viewInvitation': [
        { error: { status: 404, message: INVALID }, label: 'expired' },
        { error: { status: NO_ANSWER }, label: 'no sentence' },
      ],
      'field.change': [
        { field: 'name', value: ' ', label: 'name blanked' },
        { field: 'password', value: GOOD, label: 'a password' },
        { field: 'confirmPassword', value: GOOD, label: 'the same password again' },
      ],
      'xstate.done.actor.acceptInvitation': [{ output: session, label: 'accepted' }],
      'xstate.error.actor.acceptInvitation': [
        { error: { status: 400, message: 'Password is too common.' }, label: 'refused' },
        { error: {}, label: 'no sentence' },
      ],
    },
  },
];

const texts: Record<string, string> = {
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
};
const labels = { name: 'Your name', password: 'Password', confirmPassword: 'Confirm password' } as const;
type Field = keyof typeof labels;
const input = (field: Field) => screen.getByLabelText(labels[field]) as HTMLInputElement;

type Router = Awaited<ReturnType<typeof renderPortal>>['router'];

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  router: Router,
  deferred: { inputs: (n: string) => unknown[] },
  actual: AnyMachineSnapshot,
) {
  const label = (event as { label?: string }).label ?? '';
  if (state.matches('signedIn')) {
    expect(router.state.location.pathname).toBe('/');
    // The member's own language, since this device never chose one.
    expect(screen.getByRole('heading', { level: 1, name: 'नमस्ते, Ravi Kumar' })).toBeInTheDocument();
    expect(storedSession()).toEqual(session);
    return;
  }
  expect(router.state.location.pathname).toBe('/accept-invitation');
  expect(storedSession()).toBeNull();
  if (state.matches('invalid')) {
    expect(
      screen.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      state.context.linkNotice?.code === 'invitationMissing'
        ? 'This link is incomplete. Please use the link from your e-mail.'
        : label === 'expired'
          ? INVALID
          : 'This invitation link is invalid or has expired. Ask the school for a new one.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: 'Join the school portal' })).toBeInTheDocument();
  if (state.matches('loading')) {
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation…');
    expect(deferred.inputs('viewInvitation')).toEqual([{ token: TOKEN }]);
    return;
  }
  expect(
    screen.getByText("You have been invited to Vidya Mandir School's portal as Teacher."),
  ).toBeInTheDocument();
  expect(screen.getByText('You will sign in with ravi@vidyamandir.in.')).toBeInTheDocument();
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Signing in…' : 'Accept and sign in' });
  expect(button).toHaveProperty('disabled', submitting);
  expect(button.getAttribute('aria-busy')).toBe(String(submitting));
  for (const field of Object.keys(labels) as Field[]) {
    // The name arrives prefilled; what the person typed stays through every failure.
    expect(input(field).value).toBe(actual.context.values[field]);
    const code = state.context.errors[field] as string | undefined;
    expect(document.getElementById(`invitation-${field}-error`)?.textContent ?? '').toBe(
      code ? texts[code] : '',
    );
  }
  if (submitting)
    expect(deferred.inputs('acceptInvitation')).toEqual([
      { token: TOKEN, name: 'Ravi Kumar', password: GOOD },
    ]);
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    if (event.type.startsWith('xstate.'))
      expect(alert).toHaveTextContent(
        label === 'refused'
          ? 'Password is too common.'
          : 'Could not accept the invitation. Please try again.',
      );
    expect(alert).not.toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('accept-invitation machine, through /accept-invitation', () => {
  testModelPaths<{ router: Router; deferred: ReturnType<typeof deferredActors> }, Run>({
    machine: acceptInvitationMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { token: run.token } })),
    viewContext: (snapshot) => (snapshot.context.invitation ? formView(validateAccept)(snapshot) : null),
    async open({ inspect, run }) {
      const deferred = deferredActors(['viewInvitation', 'acceptInvitation']);
      const { router } = await renderPortal({
        path: run.token ? `/accept-invitation#token=${run.token}` : '/accept-invitation',
        inspect,
        actors: deferred.actors,
      });
      await screen.findByRole('heading', { level: 1 });
      return { router, deferred };
    },
    on: {
      'field.change': ({ field, value }: { field: Field; value: string }) =>
        fireEvent.change(input(field), { target: { value } }),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { router, deferred }, { event, actor }) =>
      expectPage(state, event, router, deferred, actor.getSnapshot() as AnyMachineSnapshot),
  });
});

describe('an invitation read in Hindi', () => {
  afterEach(() => localStorage.clear());

  it("opens in the invitation's language over the device's, names a built-in role in Hindi, and switches", async () => {
    localStorage.setItem('shala.portal.language', 'en');
    const deferred = deferredActors(['viewInvitation', 'acceptInvitation']);
    await renderPortal({ path: `/accept-invitation#token=${TOKEN}`, actors: deferred.actors });
    await deferred.settle('viewInvitation', 'done', { ...invitation, language: 'hi' });
    expect(
      await screen.findByText('आपको Vidya Mandir School के पोर्टल पर शिक्षक के रूप में आमंत्रित किया गया है।'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('आपका नाम')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByText("You have been invited to Vidya Mandir School's portal as Teacher."),
    ).toBeInTheDocument();
    expect(localStorage.getItem('shala.portal.language')).toBe('en');
  });
});

describe('an invitation mailed before links carried the token in the fragment', () => {
  it('still reads the token from the query', async () => {
    const deferred = deferredActors(['viewInvitation', 'acceptInvitation']);
    await renderPortal({ path: `/accept-invitation?token=${TOKEN}`, actors: deferred.actors });
    expect(deferred.inputs('viewInvitation')).toEqual([{ token: TOKEN }]);
  });
});
