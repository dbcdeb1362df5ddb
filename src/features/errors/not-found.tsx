// SPEC §2's page for an unknown route, naming the route that was asked for.
import { Link, useRouterState } from '@tanstack/react-router';

export function NotFound() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <main className="center-screen">
      <div className="stack">
        <h1>
          Page not found. <Link to="/">Go to Home</Link>
        </h1>
        <p className="muted">
          Requested route: <code>{pathname}</code>
        </p>
      </div>
    </main>
  );
}
