// Device-mode sign-in: a name and an email, kept on this device. The same email resumes its profile.
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { NAME_REQUIRED, validateProfile } from '../../domain/validation';
import { signIn } from '../../store/session';
import { TextField } from '../../ui/field';
import { describeError } from '../../domain/error-text';

/** `emulator` reuses the same form to make a test Google account in the Auth emulator. */
export function DeviceSignIn({
  onSignedIn,
  variant = 'device',
}: {
  onSignedIn: () => void;
  variant?: 'device' | 'emulator';
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string | null; email?: string | null }>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProfile({ name, email });
    // The domain reports the first problem; show it beside the field it is about.
    setErrors(problem === NAME_REQUIRED ? { name: problem } : { email: problem });
    if (problem) return;
    setSubmitting(true);
    try {
      // Emails are case-insensitive for people, so one address always maps to one profile id.
      await signIn({ name: name.trim(), email: email.trim().toLowerCase() });
      onSignedIn();
    } catch (error) {
      toast.error(describeError(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {variant === 'device' ? 'Continue on this device' : 'Sign in with a test Google account'}
      </button>
      {variant === 'device' ? (
        <p className="muted" style={{ margin: 0, fontSize: '0.9rem' }}>
          Your ledgers stay in this browser. Use the same email again to come back to them.
        </p>
      ) : null}
    </form>
  );
}
