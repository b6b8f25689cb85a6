// The app shell as a visitor sees it: routes, metadata, the 404 and error pages, the footer,
// the dashboard guard and page-view analytics.

import { createAppRouter } from '@site/router';
import { ErrorPage } from '@site/views/shell/error-page';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderApp } from '../machines/support/render-app';

// The legal pages load their document from the API: answer with one headed by the page's name.
const actors = {
  fetchLegalDocument: fromPromise(async ({ input }: { input: { type: string } }) => ({
    content: JSON.stringify({
      heading: input.type === 'PRIVACY_POLICY' ? 'Privacy Policy' : 'Terms & Conditions',
      content: [],
    }),
  })),
};

function head(selector: string): Element[] {
  return [...document.head.querySelectorAll(selector)];
}

function expectOneHeadSet(title: string) {
  expect(document.title).toBe(title);
  expect(document.querySelectorAll('title')).toHaveLength(1);
  expect(head('meta[name="description"]')).toHaveLength(1);
  expect(head('link[rel="canonical"]')).toHaveLength(1);
}

describe('routes and metadata', () => {
  const pages: Array<[string, string, string]> = [
    [
      '/',
      'Complete School and Coaching Management System | Shala',
      'Complete School and Coaching Management System',
    ],
    ['/register', 'Register Your Institution Free | Shala', 'Register your institution'],
    ['/login', 'Login | Shala', 'Log in to Shala'],
    ['/blog', 'Blog: Guides for Schools and Coaching Centres | Shala', 'Blog'],
    ['/school-management-system', 'Free School Management System | Shala', 'School Management System'],
    ['/coaching-management-system', 'Free Coaching Management System | Shala', 'Coaching Management System'],
    ['/forgot-password', 'Forgot password | Shala', 'Forgot your password?'],
    ['/reset-password', 'Reset Password | Shala', 'Reset Password'],
    ['/verify', 'Verify your e-mail | Shala', 'Verification failed'],
    ['/terms-and-conditions', 'Terms & Conditions | Shala', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy | Shala', 'Privacy Policy'],
    ['/user-guide', 'User Guide | Shala', 'User Guide'],
    [
      '/blog/digital-attendance',
      'Digital Attendance in Indian Schools: From the Register to Same-Day Alerts | Shala',
      'Digital Attendance in Indian Schools: From the Register to Same-Day Alerts',
    ],
    ['/blog/category/technology', 'Technology articles | Shala', 'Category: Technology'],
    ['/blog/tag/nep-2020', 'Articles about NEP 2020 | Shala', 'Articles tagged “NEP 2020”'],
  ];
  for (const [path, title, heading] of pages) {
    it(`${path} shows its page with exactly one title, description and canonical`, async () => {
      await renderApp({ path, actors });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => expectOneHeadSet(title));
      expect(head('link[rel="canonical"]')[0]).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`${path === '/' ? '/' : path}$`)),
      );
      expect(head('meta[name="robots"]')[0]).toHaveAttribute('content', expect.stringMatching(/index/));
    });
  }

  it('keeps exactly one title after client navigation', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/', actors });
    await user.click(screen.getByRole('link', { name: 'Terms & Conditions' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    await waitFor(() => expectOneHeadSet('Terms & Conditions | Shala'));
  });

  it('shows Page Not Found for an unknown path, with links to / and /blog', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Read the blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('titles /project/* pages from the metadata table and shows the 404 page', async () => {
    await renderApp({ path: '/project/alpha' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Project | Shala'));
  });
});

describe('footer', () => {
  it('links the legal pages and four social networks and shows the year and company', async () => {
    await renderApp({ path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const social = within(footer).getByRole('list', { name: 'Shala on social media' });
    expect(within(social).getAllByRole('link')).toHaveLength(4);
    for (const link of within(social).getAllByRole('link'))
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/^© \d{4} Shala\. All rights reserved\.$/)).toBeInTheDocument();
  });

  it('shows the year in India: 2027 at 00:01 on 1 January there, while UTC is still in 2026', async () => {
    // Only Date is fake: the router and React keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T18:31:00Z') });
    try {
      await renderApp({ path: '/' });
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).getByText('© 2027 Shala. All rights reserved.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('header section links', () => {
  it('go to / from another page and scroll to the section named in navigation state', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ path: '/blog' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Why Free?' }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Why Free?' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1) as Element;
    expect(scrolled.id).toBe('why-free');
  });

  it('scroll to the top on a plain navigation', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/', actors });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });
});

describe('dashboard guard (requires login)', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { router } = await renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in owner in, with the page hidden from search engines', async () => {
    localStorage.setItem('authToken', 'stored-token');
    localStorage.setItem('userName', 'Asha Verma');
    const { router } = await renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() =>
      expect(head('meta[name="robots"]')[0]).toHaveAttribute('content', 'noindex, nofollow'),
    );
  });
});

describe('page views (one reported to analytics on every route change)', () => {
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  it('reports each resolved route with its title and path', async () => {
    const gtag = vi.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    const user = userEvent.setup();
    await renderApp({ path: '/', actors });
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() =>
      expect(gtag).toHaveBeenLastCalledWith('event', 'page_view', {
        page_title: 'Privacy Policy | Shala',
        page_path: '/privacy-policy',
      }),
    );
    expect(
      gtag.mock.calls.filter((call) => call[1] === 'page_view').map((call) => call[2].page_path),
    ).toEqual(['/', '/privacy-policy']);
  });
});

describe('framework error page', () => {
  // The router renders the error page inside its own context (the root route's errorComponent).
  const render = (ui: ReactNode) =>
    renderInDom(
      <RouterContextProvider
        router={createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) })}
      >
        {ui}
      </RouterContextProvider>,
    );

  it('shows the status and text of an HTTP-like error', () => {
    render(
      <ErrorPage
        error={Object.assign(new Error('x'), { status: 503, statusText: 'Service Unavailable' })}
        reset={() => {}}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '503 Service Unavailable' })).toBeInTheDocument();
  });

  it('shows the message of any other error, and its stack in development', () => {
    render(<ErrorPage error={new Error('Tenant list is not an array')} reset={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tenant list is not an array' }),
    ).toBeInTheDocument();
    expect(document.querySelector('pre')?.textContent).toContain('Tenant list is not an array');
  });

  it('offers a reload when a code chunk failed to load', () => {
    render(
      <ErrorPage
        error={new TypeError('Failed to fetch dynamically imported module: https://x/assets/login-ab12.js')}
        reset={() => {}}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Loading chunk login-ab12.js failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
