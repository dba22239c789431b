import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error element: anything a route throws lands here. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);

  return (
    <main id="main-content">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <a href="/">Return to Home</a>
    </main>
  );
}
