// Every path of the guardian's sign-in with a code (docs/requirements/guardians.md#sign-in),
// through the sign-in page: a contact that is not one (said, nothing sent), asking for a code,
// refused (too many from this network, the connection lost) with what was typed kept; the code
// step saying where to look and for how long; a code that is not six digits (said, not sent); a
// wrong or expired code, or the connection lost, keeping the step; a new code only after the
// minute has passed; another contact; and signed in, with the session stored on the device.

import type { GuardianSession } from '@common/api/portal/guardian';
import {
  codeLooksRight,
  codeOf,
  contactLooksRight,
  type GuardianSignInContext,
  guardianSignInMachine,
} from '@machines/portal/guardian-sign-in.machine';
import { GUARDIAN_SESSION_KEY } from '@portal/lib/guardian-session-store';
import { GuardianSignInPage } from '@portal/views/guardian/sign-in-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import { renderPortal } from './support';

const session: GuardianSession = {
  token: 'g'.repeat(43),
  home: {
    guardian: { name: 'Priya Sharma', language: 'en' },
    school: { name: 'Sunrise Public School', kind: 'school' },
    children: [{ id: 'c1', name: 'Asha Sharma', groups: ['Class 6 A'] }],
  },
};
const said = {
  title: 'Sign in as a parent or guardian',
  contact: 'Phone number or e-mail address',
  contactInvalid: 'Write a phone number of 10 digits or an e-mail address.',
  sendCode: 'Send me a code',
  sending: 'Sending…',
  codeSent:
    'If the school has this number or address, a 6-digit code is on its way by SMS or e-mail. It works for 10 minutes.',
  code: 'Code',
  codeInvalid: 'The code is 6 digits.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  resend: 'Send a new code',
  resendWait: 'No code yet? You can ask for a new one in a minute.',
  otherContact: 'Use another number or address',
};
const rateLimited = {
  error: {
    status: 429,
    code: 'rate_limited',
    message: 'Too many codes asked for from your network. Please wait 15 minutes and try again.',
  },
  label: 'too many from this network',
};
const wrongCode = {
  error: {
    status: 401,
    code: 'guardian_code_wrong',
    message: 'That code is wrong or has expired. Check it, or ask for a new one.',
  },
  label: 'wrong or expired',
};

const typeInto = (label: string, value: string) =>
  act(async () => {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    input.value = value === '' ? ' ' : '';
    fireEvent.change(input, { target: { value } });
  });

describe('guardian sign-in machine, through the sign-in page', () => {
  testModelPaths({
    machine: guardianSignInMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'contact.change': [
            { value: ' priya.sharma@example.in ', label: 'an address' },
            { value: '12345', label: 'not a contact' },
          ],
          'code.change': [
            { value: '123 456', label: 'six digits' },
            { value: '12', label: 'too short' },
          ],
          'xstate.done.actor.requestGuardianCode': [{ output: { minutes: 10 } }],
          'xstate.error.actor.requestGuardianCode': [rateLimited, failures.connectionLost],
          'xstate.done.actor.signInGuardian': [{ output: session }],
          'xstate.error.actor.signInGuardian': [wrongCode, failures.connectionLost],
        },
      },
    ],
    // Coarse: whether each field could be sent, which one is flagged, and the notice.
    viewContext: (snapshot) => {
      const context = snapshot.context as GuardianSignInContext;
      return [
        contactLooksRight(context.contact),
        codeLooksRight(context.code),
        context.invalid,
        context.notice?.serverCode ?? context.notice?.code ?? null,
      ];
    },
    open({ inspect }) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      localStorage.removeItem(GUARDIAN_SESSION_KEY);
      const deferred = deferredActors(['requestGuardianCode', 'signInGuardian']);
      renderPortal(<GuardianSignInPage />, {
        inspect,
        actors: {
          ...deferred.actors,
          fetchInfo: fromPromise(async () => ({
            name: 'Sunrise Public School',
            code: 'sunrise',
            kind: 'school',
          })),
        },
      });
      return { deferred };
    },
    on: {
      'contact.change': ({ value }: { value: string }) => typeInto(said.contact, value),
      'contact.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.sendCode }))),
      'code.change': ({ value }: { value: string }) => typeInto(said.code, value),
      'code.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.signIn }))),
      'code.resend': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.resend }))),
      'contact.edit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.otherContact }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor }) {
      const context = actor.getSnapshot().context as GuardianSignInContext;
      expect(screen.getByRole('heading', { level: 1, name: said.title })).toBeInTheDocument();
      const alert = screen.queryByRole('alert');
      if (context.notice) expect(alert).toHaveTextContent(context.notice.serverText ?? '');
      else expect(alert).toBeNull();
      if (state.matches('signedIn')) {
        // The session is the device's now; the page goes to the guardian's home.
        expect(JSON.parse(localStorage.getItem(GUARDIAN_SESSION_KEY) ?? 'null')).toEqual(session);
        return;
      }
      expect(localStorage.getItem(GUARDIAN_SESSION_KEY)).toBeNull();
      if (state.matches('contact') || state.matches('requesting')) {
        const requesting = state.matches('requesting');
        expect(screen.getByLabelText(said.contact)).toHaveValue(context.contact);
        expect(screen.queryByText(said.contactInvalid) !== null).toBe(context.invalid === 'contact');
        expect(
          screen.getByRole('button', { name: requesting ? said.sending : said.sendCode }),
        ).toHaveProperty('disabled', requesting);
        expect(screen.queryByLabelText(said.code)).toBeNull();
        if (requesting)
          expect(deferred.inputs('requestGuardianCode').at(-1)).toEqual({ contact: context.contact.trim() });
        return;
      }
      // The code step: where to look, the code as typed, and a new code only once the minute is up.
      const verifying = state.matches('verifying');
      expect(screen.getByText(said.codeSent)).toBeInTheDocument();
      expect(screen.getByLabelText(said.code)).toHaveValue(context.code);
      expect(screen.queryByText(said.codeInvalid) !== null).toBe(context.invalid === 'code');
      expect(screen.getByRole('button', { name: verifying ? said.signingIn : said.signIn })).toHaveProperty(
        'disabled',
        verifying,
      );
      const resendable = state.matches({ code: 'resendable' });
      expect(screen.queryByRole('button', { name: said.resend }) !== null).toBe(resendable);
      expect(screen.queryByText(said.resendWait) !== null).toBe(!resendable);
      if (verifying)
        expect(deferred.inputs('signInGuardian').at(-1)).toEqual({
          contact: context.contact.trim(),
          code: codeOf(context.code),
        });
    },
  });
});
