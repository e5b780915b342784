/** /login (000 §2.3): login, password and remember-me, which picks persistent or per-tab storage (000 §4.2). */
import { Button, CardActions, CardContent, Checkbox, CircularProgress, FormControlLabel, TextField } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Login, useAuthProvider, useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { LoginLinks } from '../account/login-links';
import type { ConsoleAuthProvider } from '../providers/auth-provider';
import { redirectTarget } from './redirect-target';

export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}

function LoginForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const location = useLocation();
  const authProvider = useAuthProvider() as ConsoleAuthProvider | undefined;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);

  const toldExpired = useRef(false);
  useEffect(() => {
    if (toldExpired.current || !authProvider?.sessionExpired()) return;
    toldExpired.current = true; // effects run twice in development
    notify('auth.session_expired', { type: 'warning' });
  }, [authProvider, notify]);

  const missing = (value: string) => submitted && value.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    setLoading(true);
    const target = redirectTarget(location);
    try {
      await login({ username: username.trim(), password, remember, redirect: target }, target);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'errors.default';
      notify(message, { type: 'error', messageArgs: { _: message } });
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 300 }}>
        <TextField
          name="username"
          label={translate('auth.username')}
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={missing(username)}
          helperText={missing(username) ? translate('validation.required') : ' '}
          disabled={loading}
          fullWidth
        />
        <TextField
          name="password"
          type="password"
          label={translate('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing(password)}
          helperText={missing(password) ? translate('validation.required') : ' '}
          disabled={loading}
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} disabled={loading} />}
          label={translate('auth.remember_me')}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('auth.sign_in')}
        </Button>
      </CardActions>
      <LoginLinks />
    </form>
  );
}
