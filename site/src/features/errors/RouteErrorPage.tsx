import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';

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
      <a href="/" className={`${buttonStyles.primary} mt-8`}>
        Return to Home
      </a>
    </main>
  );
}
