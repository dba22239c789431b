import { useState } from 'react';
import { PageMeta } from '../../components/PageMeta.tsx';
import { logout } from './auth.ts';
import { CmsDashboard } from './CmsDashboard.tsx';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * /admin. The logged-in state lives in memory only (spec §4): a reload shows
 * the login again, whatever the auth flag in localStorage says.
 */
export default function AdminPage() {
  const [authenticated, setAuthenticated] = useState(false);
  const meta = <PageMeta title="Admin" description="The studio’s demo content admin." indexable={false} />;

  if (!authenticated)
    return (
      <>
        {meta}
        <LoginScreen onLogin={() => setAuthenticated(true)} />
      </>
    );
  return (
    <>
      {meta}
      <CmsDashboard
        onLogout={() => {
          logout();
          setAuthenticated(false);
        }}
      />
    </>
  );
}
