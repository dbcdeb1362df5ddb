import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { readSession } from '../store/session-store';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: typeof search.redirect === 'string' && search.redirect.startsWith('/') ? search.redirect : undefined,
  }),
  beforeLoad: ({ search }) => {
    if (readSession().status === 'signedIn') throw redirect({ to: search.redirect ?? '/' });
  },
  component: Login,
});

function Login() {
  const { redirect: target } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginScreen onSignedIn={() => void navigate({ to: target ?? '/' })} />;
}
