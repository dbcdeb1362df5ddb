// SPEC §2's route error page: 'Oops!' with the error's status text or message.
import { Link } from '@tanstack/react-router';

interface StatusError {
  statusText?: string;
  message?: string;
}

export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as StatusError;
    if (e.statusText) return e.statusText;
    if (e.message) return e.message;
  }
  return String(error);
}

export function RouteError({ error }: { error: unknown }) {
  return (
    <main className="center-screen" role="alert">
      <div className="stack">
        <h1>Oops!</h1>
        <p>Sorry, an unexpected error has occurred.</p>
        <p className="muted">
          <i>{errorText(error)}</i>
        </p>
        <Link to="/" className="btn">
          Go to Home
        </Link>
      </div>
    </main>
  );
}
