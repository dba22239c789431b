import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** Shown for any path the router does not know (the server answers it with status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section aria-labelledby="not-found-title">
      <p>404</p>
      <h1 id="not-found-title">Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </section>
  );
}
