import { isRestorable, userFromStored } from '@machines/session.machine';
import { keywordString } from '@site/content/keywords';
import { trackEvent, trackPageView, trackSearch, trackWebVital } from '@site/lib/analytics';
import { resolvePageMetadata, routeMetadata, structuredData } from '@site/lib/page-metadata';
import { scrollTargetFor } from '@site/lib/scroll';
import {
  clearStoredSession,
  readStoredDarkMode,
  readStoredSession,
  writeStoredDarkMode,
  writeStoredSession,
} from '@site/lib/session-storage';
import { chunkNameOf, isChunkLoadError } from '@site/views/shell/chunk-load-failed';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('scroll rule', () => {
  it('prefers the section in navigation state, then the hash, then the top', () => {
    expect(scrollTargetFor('contact', '#about')).toEqual({ kind: 'element', id: 'contact' });
    expect(scrollTargetFor(undefined, '#about')).toEqual({ kind: 'element', id: 'about' });
    expect(scrollTargetFor(undefined, 'about')).toEqual({ kind: 'element', id: 'about' });
    expect(scrollTargetFor(undefined, '')).toEqual({ kind: 'top' });
    expect(scrollTargetFor(undefined, undefined)).toEqual({ kind: 'top' });
  });
});

describe('session storage (its fixed keys)', () => {
  it('stores the four keys on login and removes all four on logout', () => {
    writeStoredSession({ id: 'u-1', name: 'Meera Iyer', email: 'meera@dpsmadurai.in', token: 't-1' });
    expect({ ...localStorage }).toMatchObject({
      authToken: 't-1',
      userEmail: 'meera@dpsmadurai.in',
      userId: 'u-1',
      userName: 'Meera Iyer',
    });
    expect(readStoredSession()).toEqual({
      authToken: 't-1',
      userEmail: 'meera@dpsmadurai.in',
      userId: 'u-1',
      userName: 'Meera Iyer',
    });
    localStorage.setItem('darkMode', 'true');
    clearStoredSession();
    expect(readStoredSession()).toEqual({ authToken: null, userEmail: null, userId: null, userName: null });
    expect(localStorage.getItem('darkMode')).toBe('true'); // logout keeps the theme
  });

  it('restores only a token with a name or an e-mail, and names a nameless user "User"', () => {
    expect(isRestorable({ authToken: 't', userEmail: null, userId: null, userName: 'A' })).toBe(true);
    expect(isRestorable({ authToken: 't', userEmail: 'a@b.in', userId: null, userName: null })).toBe(true);
    expect(isRestorable({ authToken: 't', userEmail: null, userId: 'u', userName: null })).toBe(false);
    expect(isRestorable({ authToken: null, userEmail: 'a@b.in', userId: 'u', userName: 'A' })).toBe(false);
    expect(isRestorable(null)).toBe(false);
    expect(userFromStored({ authToken: 't', userEmail: 'a@b.in', userId: 'u', userName: null }).name).toBe(
      'User',
    );
  });

  it('reads darkMode as true, false or never chosen', () => {
    expect(readStoredDarkMode()).toBeNull();
    writeStoredDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(readStoredDarkMode()).toBe(true);
    writeStoredDarkMode(false);
    expect(readStoredDarkMode()).toBe(false);
    localStorage.setItem('darkMode', 'banana');
    expect(readStoredDarkMode()).toBeNull();
  });
});

describe('analytics', () => {
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  it('sends nothing and does not fail when no analytics function is installed', () => {
    expect(() => trackPageView('Blog | Shala', '/blog')).not.toThrow();
  });

  it('sends page views, events, searches and web vitals through the global function', () => {
    const gtag = vi.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    trackPageView('Blog | Shala', '/blog');
    trackEvent('sign_up', { category: 'Registration', label: 'form', value: 1 });
    trackSearch('attendance');
    trackWebVital({ name: 'CLS', id: 'v4-1', value: 0.0123, delta: 0.0123, rating: 'good' });
    trackWebVital({ name: 'LCP', id: 'v4-2', value: 1234.56, delta: 1234.56, rating: 'good' });
    expect(gtag.mock.calls).toEqual([
      ['event', 'page_view', { page_title: 'Blog | Shala', page_path: '/blog' }],
      ['event', 'sign_up', { event_category: 'Registration', event_label: 'form', value: 1 }],
      ['event', 'search', { search_term: 'attendance' }],
      [
        'event',
        'CLS',
        expect.objectContaining({
          event_label: 'v4-1',
          value: 12,
          metric_delta: 0.0123,
          metric_rating: 'good',
          non_interaction: true,
        }),
      ],
      ['event', 'LCP', expect.objectContaining({ event_label: 'v4-2', value: 1235, non_interaction: true })],
    ]);
  });
});

describe('page metadata', () => {
  it('fills the metadata defaults', () => {
    const meta = resolvePageMetadata({ path: '/somewhere' });
    expect(meta.title).toBe('Complete School and Coaching Management System | Shala');
    expect(meta.robots).toBe('index, follow');
    expect(meta.ogType).toBe('website');
    expect(meta.twitterCard).toBe('summary_large_image');
    expect(meta.ogImage).toMatch(/\/logo\.svg$/);
    expect(meta.canonicalUrl).toMatch(/\/somewhere$/);
  });

  it('uses the first 10 core keywords plus the page extras', () => {
    const keywords = keywordString(['batch management']).split(', ');
    expect(keywords).toHaveLength(11);
    expect(keywords[0]).toBe('school management system');
    expect(keywords[10]).toBe('batch management');
  });

  it('hides the dashboard from search engines', () => {
    expect(resolvePageMetadata(routeMetadata.dashboard).robots).toBe('noindex, nofollow');
  });

  it('claims a free offer in INR, the platforms, English and Hindi, and the ratings per page', () => {
    const home = structuredData(resolvePageMetadata(routeMetadata.home));
    expect(home).toMatchObject({
      offers: { price: '0', priceCurrency: 'INR' },
      operatingSystem: 'Web, iOS, Android',
      inLanguage: ['en', 'hi'],
      aggregateRating: { ratingValue: '4.8', ratingCount: '152' },
    });
    expect(structuredData(resolvePageMetadata(routeMetadata.school))).toMatchObject({
      aggregateRating: { ratingValue: '4.8', ratingCount: '152' },
    });
    expect(structuredData(resolvePageMetadata(routeMetadata.coaching))).toMatchObject({
      aggregateRating: { ratingValue: '4.7', ratingCount: '128' },
    });
    expect(structuredData(resolvePageMetadata(routeMetadata.login))).not.toHaveProperty('aggregateRating');
  });
});

describe('chunk load errors', () => {
  it('recognises failed dynamic imports in the wording of each browser', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/login-ab12.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(
      chunkNameOf(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/login-ab12.js'),
      ),
    ).toBe('login-ab12.js');
  });
});
