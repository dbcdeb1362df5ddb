import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: typeof search.redirect === 'string' && search.redirect.startsWith('/') ? search.redirect : undefined,
  }),
  beforeLoad: ({ context, search }) => {
    if (context.session.getState().status === 'signedIn') throw redirect({ to: search.redirect ?? '/' });
  },
  component: Login,
});

function Login() {
  const { redirect: target } = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  // The auth listener may have signed the user in and moved on already (cloud mode saves the profile
  // after it fires); navigating again then would pull them back from wherever they went next.
  const onSignedIn = () => {
    if (router.state.location.pathname === '/login') void navigate({ to: target ?? '/' });
  };
  return <LoginScreen onSignedIn={onSignedIn} />;
}
