import { useState } from 'react';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { logout } from './auth.ts';
import { CmsDashboard } from './CmsDashboard.tsx';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * /admin. The logged-in state lives in memory only (spec §4): a reload shows
 * the login again, whatever the auth flag in localStorage says.
 */
export default function AdminPage() {
  const [authenticated, setAuthenticated] = useState(false);
  usePageMeta('Admin', 'The studio’s demo content admin.');

  if (!authenticated) return <LoginScreen onLogin={() => setAuthenticated(true)} />;
  return (
    <CmsDashboard
      onLogout={() => {
        logout();
        setAuthenticated(false);
      }}
    />
  );
}
