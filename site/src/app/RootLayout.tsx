import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '../content/constants.ts';

// Toasts only ever follow an action (a form sent, an admin save), so the
// toast library loads just after the page rather than with it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Chrome shared by every page: skip link, header, footer, toasts. */
export function RootLayout() {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-ink px-4 py-3 font-semibold text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <Suspense fallback={null}>
        <Toaster position="bottom-right" visibleToasts={TOAST_VISIBLE} duration={TOAST_DURATION_MS} closeButton={false} />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
