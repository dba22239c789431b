import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error element: anything a route throws lands here. It renders outside the layout, so it stands alone. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);

  return (
    <main id="main-content" className="container-site flex min-h-dvh flex-col items-start justify-center py-20">
      <p className="eyebrow">Chowk Design Studio</p>
      <h1 className="mt-4 text-headline font-medium">Unexpected Application Error!</h1>
      <p className="mt-5 max-w-2xl rounded border border-line bg-white px-4 py-3 font-mono text-sm text-accent-dark">{detail}</p>
      <a href="/" className="mt-8 inline-flex rounded bg-accent px-5 py-3 text-sm font-semibold text-white hover:bg-accent-dark">
        Return to Home
      </a>
    </main>
  );
}
