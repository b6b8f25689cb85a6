// The legal-document renderer and parser (docs/requirements/marketing.md#legal-pages): every node
// type, nested blocks and lists, unknown types skipped, h3 only where the page renders it, and
// content strings that are not documents handled without a crash.

import { type LegalNode, parseLegalContent } from '@common/legal-content';
import { LegalBlocks } from '@site/views/legal/legal-content';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { renderApp } from '../machines/support/render-app';

const all = new Set(['h1', 'h2', 'h3', 'paragraph', 'ul'] as const);
const withoutH3 = new Set(['h1', 'h2', 'paragraph', 'ul'] as const);

function outline(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].map((element) => {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    return own ? `${element.tagName.toLowerCase()}: ${own}` : element.tagName.toLowerCase();
  });
}

describe('LegalBlocks', () => {
  it('renders each node type as its element', () => {
    const nodes: LegalNode[] = [
      { type: 'h1', text: 'Heading one' },
      { type: 'h2', text: 'Heading two' },
      { type: 'h3', text: 'Heading three' },
      { type: 'paragraph', text: 'A paragraph.' },
      { type: 'ul', items: [{ text: 'Item one' }, { text: 'Item two' }] },
    ];
    const { container } = render(<LegalBlocks nodes={nodes} types={all} />);
    expect(outline(container)).toEqual([
      'h1: Heading one',
      'h2: Heading two',
      'h3: Heading three',
      'p: A paragraph.',
      'div',
      'ul',
      'li: Item one',
      'li: Item two',
    ]);
  });

  it('nests blocks under headings, paragraphs and list items, lists inside lists', () => {
    const nodes: LegalNode[] = [
      {
        type: 'h2',
        text: 'Your rights',
        content: [
          {
            type: 'paragraph',
            text: 'You may ask us:',
            content: [{ type: 'paragraph', text: 'In writing.' }],
          },
          {
            type: 'ul',
            items: [
              {
                text: 'to see your data',
                content: [
                  { type: 'ul', items: [{ text: 'a summary', content: [] }, { text: 'who saw it' }] },
                ],
              },
              { text: 'to correct it' },
            ],
          },
        ],
      },
    ];
    const { container } = render(<LegalBlocks nodes={nodes} types={all} />);
    expect(outline(container)).toEqual([
      'section',
      'h2: Your rights',
      'div',
      'p: You may ask us:',
      'div',
      'p: In writing.',
      'div',
      'ul',
      'li: to see your data',
      'div',
      'ul',
      'li: a summary',
      'li: who saw it',
      'li: to correct it',
    ]);
    const nested = screen.getByText('who saw it');
    expect(nested.parentElement?.closest('li')?.firstChild?.textContent).toBe('to see your data');
  });

  it('skips unknown types with everything nested in them, and h3 where the page leaves it out', () => {
    const nodes: LegalNode[] = [
      { type: 'table', text: 'Unknown', content: [{ type: 'paragraph', text: 'Inside the unknown block' }] },
      {
        type: 'h3',
        text: 'A minor heading',
        content: [{ type: 'paragraph', text: 'Under the minor heading' }],
      },
      { type: 'paragraph', text: 'Kept' },
      { type: 'ul', items: [{ text: 'Kept item', content: [{ type: 'blink', text: 'Gone' }] }] },
    ];
    const { container, rerender } = render(<LegalBlocks nodes={nodes} types={withoutH3} />);
    expect(container.textContent).toBe('KeptKept item');
    rerender(<LegalBlocks nodes={nodes} types={all} />);
    expect(container.textContent).toBe('A minor headingUnder the minor headingKeptKept item');
  });

  it('renders text as text, never as HTML', () => {
    const { container } = render(
      <LegalBlocks nodes={[{ type: 'paragraph', text: '<img src=x onerror="alert(1)">' }]} types={all} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">');
  });
});

describe('parseLegalContent', () => {
  it('reads a document', () => {
    const document = {
      heading: 'Privacy Policy',
      content: [
        { type: 'ul', text: 'Rights', items: [{ text: 'Access', content: [{ type: 'h3', text: 'x' }] }] },
      ],
    };
    expect(parseLegalContent(JSON.stringify(document))).toEqual(document);
  });

  it('answers null for content that is not a JSON object', () => {
    for (const text of ['', 'not json', '{"heading": "cut off', '[]', '"a string"', 'null', '42'])
      expect(parseLegalContent(text)).toBeNull();
    for (const value of [undefined, null, 42, { heading: 'x' }]) expect(parseLegalContent(value)).toBeNull();
  });

  it('keeps what it can of a document with parts of the wrong shape', () => {
    const text = JSON.stringify({
      heading: 7,
      content: [
        'a string',
        null,
        { text: 'no type' },
        { type: 'paragraph', text: 3 },
        { type: 'ul', items: ['x', { text: 5 }, { text: 'ok', content: 'nope' }] },
        { type: 'h2', text: 'Fine', content: { not: 'an array' } },
      ],
    });
    expect(parseLegalContent(text)).toEqual({
      heading: '',
      content: [
        { type: 'paragraph' },
        { type: 'ul', items: [{ text: '' }, { text: 'ok' }] },
        { type: 'h2', text: 'Fine' },
      ],
    });
    expect(parseLegalContent('{"content": "not a list"}')).toEqual({ heading: '', content: [] });
  });
});

describe('a legal page with an unreadable answer', () => {
  for (const [label, output] of [
    ['a content string that is not JSON', { content: '{{{' }],
    ['no content field', { id: 'x' }],
    ['an empty answer', null],
  ] as const) {
    it(`renders an empty heading and no content for ${label}`, async () => {
      await renderApp({
        path: '/privacy-policy',
        actors: { fetchLegalDocument: fromPromise(async () => output) },
      });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe('');
      expect(document.querySelector('.legal__body')?.childElementCount).toBe(0);
      expect(screen.getByText('Last updated: November 24, 2026')).toBeInTheDocument();
      expect(document.querySelector('[role="alert"]')).toBeNull();
    });
  }
});
