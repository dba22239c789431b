import { Outlet } from 'react-router';

export function RootLayout() {
  return (
    <main id="main-content">
      <Outlet />
    </main>
  );
}
