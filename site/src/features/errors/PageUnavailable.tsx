import { useRouteError } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { MissingNotice } from '../../components/ui/MissingNotice.tsx';
import { TryAgain } from '../../components/ui/TryAgain.tsx';

/** A page's code could not be fetched (thrown by the router's lazy routes, router.tsx). */
export class PageCodeUnavailable extends Error {
  constructor(page: string, options?: ErrorOptions) {
    super(`The code of ${page} could not be fetched`, options);
    this.name = 'PageCodeUnavailable';
  }
}

/**
 * The error element of every page that loads with its route: where the
 * page's code could not be fetched (offline, a flaky connection), it says so
 * in the layout, with the header and footer in place, and the page loads by
 * itself once the browser is back online, or at "Try again". Any other error
 * is a real one and goes on to the router's error page (RouteErrorPage).
 */
export function PageUnavailable() {
  const error = useRouteError();
  if (!(error instanceof PageCodeUnavailable)) throw error;
  return (
    <>
      <PageMeta title="Page not loaded" description="This page could not be loaded: the connection dropped." indexable={false} />
      <MissingNotice
        kicker={<p className="eyebrow">No connection</p>}
        title="This page didn’t load"
        message="Your connection dropped before the page could arrive. It will open by itself as soon as you’re back online."
      >
        <TryAgain />
      </MissingNotice>
    </>
  );
}
