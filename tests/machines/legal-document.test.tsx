// Every path of the legal-document machine (docs/requirements/marketing.md#legal-pages,
// api.md#legal-documents), on both legal pages: 'Loading...' with a spinner, then the document's
// heading and nested blocks (h3 only on the privacy page, unknown types skipped), or, after a
// failed call or an unreadable document, an empty heading and no content with no message.

import { NO_ANSWER } from '@machines/api-failure';
import { legalDocumentMachine } from '@machines/legal-document.machine';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

const sample = {
  heading: 'Sample legal document',
  content: [
    { type: 'h1', text: 'Part one' },
    { type: 'paragraph', text: 'An opening paragraph.' },
    {
      type: 'h2',
      text: 'Your account',
      content: [
        { type: 'paragraph', text: 'Keep your password to yourself.' },
        {
          type: 'h3',
          text: 'Closing your account',
          content: [{ type: 'paragraph', text: 'Write to us to close it.' }],
        },
      ],
    },
    {
      type: 'ul',
      items: [
        { text: 'First point' },
        { text: 'Second point', content: [{ type: 'ul', items: [{ text: 'A nested point' }] }] },
      ],
    },
    { type: 'table', text: 'A block of an unknown type' },
  ],
};

const pages = [
  { type: 'TERMS_AND_CONDITIONS', path: '/terms-and-conditions', title: 'Terms & Conditions | Shala' },
  { type: 'PRIVACY_POLICY', path: '/privacy-policy', title: 'Privacy Policy | Shala' },
] as const;

function expectPage(state: AnyMachineSnapshot, page: (typeof pages)[number]) {
  const privacy = page.type === 'PRIVACY_POLICY';
  expect(document.title).toBe(page.title);
  const main = screen.getByRole('main');
  // No message to the visitor in any state (marketing.md#legal-pages).
  expect(main.querySelector('[role="alert"]')).toBeNull();
  if (state.matches('loading')) {
    expect(screen.getByText('Loading...').closest('[role="status"]')).not.toBeNull();
    expect(main.querySelector('.spinner')).not.toBeNull();
    expect(main.querySelector('h1')).toBeNull();
    return;
  }
  expect(screen.queryByText('Loading...')).toBeNull();
  const headings = [...main.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName} ${h.textContent}`);
  const lastUpdated = screen.queryByText('Last updated: November 24, 2026');
  expect(lastUpdated !== null).toBe(privacy);
  if (state.matches('failed')) {
    expect(headings).toEqual(['H1 ']);
    expect(main.querySelector('.legal__body')?.childElementCount).toBe(0);
    return;
  }
  expect(headings).toEqual([
    'H1 Sample legal document',
    'H1 Part one',
    'H2 Your account',
    ...(privacy ? ['H3 Closing your account'] : []),
  ]);
  expect(screen.getByText('An opening paragraph.').tagName).toBe('P');
  expect(screen.getByText('Keep your password to yourself.').tagName).toBe('P');
  expect(screen.queryByText('Write to us to close it.') !== null).toBe(privacy);
  const nested = screen.getByText('A nested point');
  expect(nested.tagName).toBe('LI');
  expect(nested.parentElement?.closest('li')?.firstChild?.textContent).toBe('Second point');
  expect(screen.getByText('First point').tagName).toBe('LI');
  expect(screen.queryByText('A block of an unknown type')).toBeNull();
}

describe('legal-document machine, through the legal pages', () => {
  testModelPaths({
    machine: legalDocumentMachine,
    file: import.meta.filename,
    runs: pages.map((page) => ({
      name: page.path,
      page,
      input: { type: page.type },
      eventCases: {
        'xstate.done.actor.fetchLegalDocument': [
          {
            output: { id: 'd1', type: page.type, version: 2, content: JSON.stringify(sample) },
            label: 'a document',
          },
          { output: { content: '{"heading": "Half a doc' }, label: 'malformed content' },
          { output: { content: '["not", "an", "object"]' }, label: 'content not an object' },
        ],
        'xstate.error.actor.fetchLegalDocument': [
          { error: { status: 404, message: 'No such document.' }, label: '404' },
          { error: { status: NO_ANSWER }, label: 'network failure' },
        ],
      },
    })),
    viewContext: (s) => s.context.document.heading,
    async open({ inspect, run: { page } }) {
      const deferred = deferredActors(['fetchLegalDocument']);
      await renderApp({ path: page.path, inspect, actors: deferred.actors });
      expect(deferred.inputs('fetchLegalDocument')).toEqual([{ type: page.type }]);
      return deferred;
    },
    on: {},
    builtIn: (deferred) => ({ deferred }),
    expect: (state, _, { run }) => expectPage(state, run.page),
  });
});
