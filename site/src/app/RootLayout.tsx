import * as Tooltip from '@radix-ui/react-tooltip';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { TOAST_DURATION_MS, TOAST_VISIBLE, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../content/constants.ts';

/** Chrome shared by every page: skip link, header, footer, toasts, tooltips. */
export function RootLayout() {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
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
      <Toaster position="bottom-right" visibleToasts={TOAST_VISIBLE} duration={TOAST_DURATION_MS} closeButton={false} />
      <ScrollRestoration />
    </Tooltip.Provider>
  );
}
