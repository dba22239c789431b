import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '../content/constants.ts';
import { FocusNewPage } from './FocusNewPage.tsx';
import { SmoothScrollInPage } from './SmoothScrollInPage.tsx';
import { toastLibrary, toasterMounted } from '../lib/toaster.ts';
import { announceAppStarted } from '../lib/appStarted.ts';

/**
 * Toasts only ever follow an action (a form sent, an admin save), so the
 * toast library loads just after the page rather than with it. It mounts
 * after hydration, so the prerendered HTML and the first client render agree
 * and the toast region is never part of a static page. (An effect and state
 * rather than React.lazy: no Suspense retry timers, so a test's paused clock
 * cannot hold the region back.)
 */
function useToaster(): typeof import('sonner') | null {
  const [module, setModule] = useState<typeof import('sonner') | null>(null);
  useEffect(() => {
    let live = true;
    void toastLibrary().then((m) => live && setModule(m)); // never rejects: a failed load is tried again when a toast waits
    return () => {
      live = false;
    };
  }, []);
  return module;
}

// Fetched as soon as the app starts, alongside hydration, so the region is
// listening by the time anything on the page can raise a toast.
if (typeof window !== 'undefined') void toastLibrary();

/**
 * The toast region, once its library has loaded. A component of its own, so
 * that arriving re-renders it alone, not the header and footer beside it.
 */
function ToastRegion() {
  const toasts = useToaster();
  const Toaster = toasts?.Toaster;
  // Runs after the Toaster's own effects (children first): it listens now.
  useEffect(() => {
    if (toasts) toasterMounted(toasts);
  }, [toasts]);
  return Toaster ? <Toaster position="bottom-right" visibleToasts={TOAST_VISIBLE} duration={TOAST_DURATION_MS} closeButton={false} /> : null;
}

/** Chrome shared by every page: skip link, header, footer, toasts. */
export function RootLayout() {
  // The page runs now (hydrated, or rendered): presses made before are made again.
  useEffect(() => announceAppStarted(), []);
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
      <ToastRegion />
      {/* Before ScrollRestoration: it sets how the scroll that one makes behaves. */}
      <SmoothScrollInPage />
      <ScrollRestoration />
      <FocusNewPage />
    </>
  );
}
