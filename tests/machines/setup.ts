import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia } from './support/match-media';

beforeEach(() => {
  installMatchMedia(false);
  window.localStorage.clear();
  document.body.className = '';
  // jsdom has no layout: record scroll requests instead of failing on them.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
