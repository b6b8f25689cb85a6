// Every path of the FAQ accordion machine (docs/requirements/marketing.md#faq: 3 items per
// landing page), driving the real FAQ of both landing pages: the first answer open at
// first, one open at a time, the open one closed by its own question.

import { faqAccordionMachine } from '@machines/faq-accordion.machine';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

interface Faq {
  id: string;
  question: string;
  answer: string;
}

// The pages' questions and answers, written out here: the test's own oracle, not the catalogue.
const pages: Array<{ path: string; heading: string; faqs: Faq[] }> = [
  {
    path: '/school-management-system',
    heading: 'School Management System',
    faqs: [
      {
        id: 'is-it-free',
        question: 'Is Shala really free for schools?',
        answer:
          'Yes. Every feature costs ₹0: there are no paid tiers, no per-student fees and no credit card at sign-up.',
      },
      {
        id: 'ncert-courses',
        question: 'Can we use NCERT courses?',
        answer:
          'Yes. When you activate your school from the dashboard you can add NCERT courses for any of classes 1 to 12, one class at a time or by stage: Primary 1-5, Middle 6-8, Secondary 9-10 and Senior Secondary 11-12.',
      },
      {
        id: 'getting-started',
        question: 'How do we get started?',
        answer:
          "Register with your name, e-mail address, phone number and your school's name, verify your e-mail address, then log in and activate your school from the dashboard. Your admin portal gets its own web address.",
      },
    ],
  },
  {
    path: '/coaching-management-system',
    heading: 'Coaching Management System',
    faqs: [
      {
        id: 'is-it-free',
        question: 'Is Shala really free for coaching centres?',
        answer:
          'Yes. Every feature costs ₹0: there are no paid tiers, no per-student fees and no credit card at sign-up.',
      },
      {
        id: 'batches-and-tests',
        question: 'Can we run test series and rank students?',
        answer:
          'Yes. Create tests and assessments for each batch (the AI generator can help draft them); Shala reports the results for each student and batch, with rankings.',
      },
      {
        id: 'students-doubts',
        question: 'How does the AI assistant help students?',
        answer:
          'Students type their doubts into the AI chat of the student app, at any time of day. Like any AI, it can be wrong, so students should confirm important answers with their teachers.',
      },
    ],
  },
];

function questionButton(faq: Faq): HTMLButtonElement {
  const button = screen.getByText(faq.question).closest('button');
  if (!button) throw new Error(`No button for '${faq.question}'`);
  return button;
}

function expectFaq(state: AnyMachineSnapshot, faqs: Faq[]) {
  const openId = state.matches('open') ? (state.context.openId as string) : null;
  for (const faq of faqs) {
    const open = faq.id === openId;
    const button = questionButton(faq);
    expect(button).toHaveAttribute('aria-expanded', String(open));
    const answer = screen.getByText(faq.answer);
    const panel = answer.closest('section');
    expect(button.getAttribute('aria-controls')).toBe(panel?.id);
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    if (open) expect(answer).toBeVisible();
    else expect(answer).not.toBeVisible();
  }
}

describe('FAQ accordion machine, through both landing pages', () => {
  testModelPaths({
    machine: faqAccordionMachine,
    file: import.meta.filename,
    runs: pages.map((page) => ({
      name: page.path,
      page,
      input: { itemIds: page.faqs.map((faq) => faq.id) },
      eventCases: {
        'item.toggle': page.faqs.map((faq, index) => ({ id: faq.id, label: `question ${index + 1}` })),
      },
    })),
    viewContext: (s) => s.context.openId,
    async open({ inspect, run: { page } }) {
      await renderApp({ path: page.path, inspect });
      expect(screen.getByText(page.heading, { selector: 'h1' })).toBeInTheDocument();
      return page;
    },
    on: {
      'item.toggle': async ({ id }: { id: string }, page) => {
        const faq = page.faqs.find((item) => item.id === id);
        if (!faq) throw new Error(`Unknown FAQ ${id}`);
        await act(async () => fireEvent.click(questionButton(faq)));
      },
    },
    expect: (state, page) => expectFaq(state, page.faqs),
  });

  it('follows the FAQ rule, checked without the model: first open, one at a time, the open one closes', async () => {
    const page = pages[0] as (typeof pages)[number];
    await renderApp({ path: page.path });
    const expanded = () => page.faqs.map((faq) => questionButton(faq).getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    await act(async () => fireEvent.click(questionButton(page.faqs[0] as Faq)));
    expect(expanded()).toEqual(['false', 'false', 'false']);
    await act(async () => fireEvent.click(questionButton(page.faqs[1] as Faq)));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    await act(async () => fireEvent.click(questionButton(page.faqs[2] as Faq)));
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });
});
