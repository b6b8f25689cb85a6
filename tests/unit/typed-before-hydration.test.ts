// What a visitor typed into a prerendered form before hydration (src/lib/typed-before-hydration.ts):
// only what differs from the page's markup is kept, by field id, and handed over once.

import { captureTypedBeforeHydration, takeTypedBeforeHydration } from '@site/lib/typed-before-hydration';
import { describe, expect, it } from 'vitest';

describe('typed before hydration', () => {
  it('keeps the fields the visitor changed, by id, and hands each over once', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <input id="f-name" value="">
      <input id="f-city" value="Pune">
      <input id="f-email" type="email" value="">
      <textarea id="f-message"></textarea>
      <input id="f-terms" type="checkbox">
      <input id="f-news" type="checkbox" checked>
      <input value="no id">`;
    const field = (id: string) => root.querySelector(`#${id}`) as HTMLInputElement & HTMLTextAreaElement;
    field('f-name').value = 'Asha';
    field('f-email').value = 'asha@vidyamandir.in';
    field('f-message').value = 'Namaste';
    field('f-terms').checked = true;
    field('f-news').checked = false;
    (root.lastElementChild as HTMLInputElement).value = 'typed';

    captureTypedBeforeHydration(root);
    expect(takeTypedBeforeHydration('f-name')).toBe('Asha');
    expect(takeTypedBeforeHydration('f-email')).toBe('asha@vidyamandir.in');
    expect(takeTypedBeforeHydration('f-message')).toBe('Namaste');
    expect(takeTypedBeforeHydration('f-terms')).toBe(true);
    expect(takeTypedBeforeHydration('f-news')).toBe(false);
    expect(takeTypedBeforeHydration('f-city'), 'unchanged from the markup').toBeUndefined();
    expect(takeTypedBeforeHydration('f-name'), 'handed over once').toBeUndefined();
  });

  it('reads a field again later (a part hydrated late) and forgets one cleared meanwhile', () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="g-name" value=""><textarea id="g-message"></textarea>';
    const name = root.querySelector('#g-name') as HTMLInputElement;
    const message = root.querySelector('#g-message') as HTMLTextAreaElement;
    name.value = 'As';
    message.value = 'Namaste';
    captureTypedBeforeHydration(root);
    name.value = 'Asha';
    message.value = '';
    captureTypedBeforeHydration(root);
    expect(takeTypedBeforeHydration('g-name')).toBe('Asha');
    expect(takeTypedBeforeHydration('g-message')).toBeUndefined();
  });
});
