import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { MissingNotice } from '../../components/ui/MissingNotice.tsx';

/** Shown for any path the router does not know (the server answers it with status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const meta = <PageMeta title="Page not found" description="This page does not exist." indexable={false} />;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      {meta}
      <MissingNotice
        kicker={
          <p className="font-display text-[clamp(5rem,40vw,8rem)] leading-none font-medium text-accent short:text-[3rem]" aria-hidden="true">
            404
          </p>
        }
        title="Oops! Page not found"
        message="This street doesn’t lead anywhere. Let’s get you back to the chowk."
      >
        <Link to="/" className={buttonStyles.primary}>
          Return to Home
        </Link>
      </MissingNotice>
    </>
  );
}
