import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { PageMeta } from '../../components/PageMeta.tsx';

/**
 * Shown for any path the router does not know (the server answers it with
 * status 404). On a phone held sideways (`short:`) the numeral shrinks and the
 * padding tightens, so the heading and the way home fit the first screen.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const meta = <PageMeta title="Page not found" description="This page does not exist." indexable={false} />;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section aria-labelledby="not-found-title" className="container-site py-28 text-center md:py-40 short:py-6">
      {meta}
      <p className="font-display text-[8rem] leading-none font-medium text-accent short:text-[3rem]" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-6 text-headline font-medium short:mt-1 short:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mx-auto mt-5 max-w-md text-lg text-muted short:mt-2 short:max-w-xl short:text-base">This street doesn’t lead anywhere. Let’s get you back to the chowk.</p>
      <Link to="/" className={`${buttonStyles.primary} mt-10 short:mt-4`}>
        Return to Home
      </Link>
    </section>
  );
}
