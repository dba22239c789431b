import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../lib/toaster.ts';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { controlClass } from '../../components/ui/Field.tsx';
import { DEMO_PASSWORD, DEMO_USERNAME, login } from './auth.ts';

export function LoginScreen({ onLogin }: { onLogin: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ids = { user: useId(), pass: useId() };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!login(username, password)) {
      notify.error('Invalid credentials');
      return;
    }
    notify.success('Successfully logged in');
    onLogin();
  }

  return (
    <section aria-labelledby="login-title" className="container-site flex justify-center py-20 md:py-28">
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-line bg-white p-8 shadow-sm">
        <p className="eyebrow">Studio admin</p>
        <h1 id="login-title" className="mt-3 text-4xl font-medium">
          Sign in
        </h1>
        <form onSubmit={submit} aria-labelledby="login-title" className="mt-8 grid gap-5">
          <div>
            <label htmlFor={ids.user} className="text-sm font-semibold">
              Username
            </label>
            <input id={ids.user} name="username" autoComplete="username" required className={controlClass(true)} value={username} onChange={(e) => setUsername(e.target.value)} />
          </div>
          <div>
            <label htmlFor={ids.pass} className="text-sm font-semibold">
              Password
            </label>
            <input id={ids.pass} name="password" type="password" autoComplete="current-password" required className={controlClass(true)} value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <button type="submit" className={`${buttonStyles.primary} w-full`}>
            Log in
          </button>
        </form>
        <div className="mt-8 rounded bg-sand p-4 text-sm">
          <p className="font-semibold">
            Demo credentials: {DEMO_USERNAME} / {DEMO_PASSWORD}
          </p>
          <p className="mt-1 text-muted">
            This admin is a frontend-only demonstration: there is no server, the check happens in your browser, and everything you change is saved in this browser only.
          </p>
        </div>
      </div>
    </section>
  );
}
