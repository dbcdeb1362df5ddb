// The sidebar's profile: photo, else the first letter of the name, else 'V' (SPEC §2).
import type { AuthUser } from '../../data/ports';
import { avatarInitial } from '../../domain/display';

export function ProfileEntry({ user }: { user: AuthUser }) {
  return (
    <div className="profile">
      <span className="avatar" aria-hidden="true">
        {user.photoURL ? (
          <img src={user.photoURL} alt="" referrerPolicy="no-referrer" />
        ) : (
          avatarInitial(user.displayName)
        )}
      </span>
      <div className="profile-text">
        <div style={{ fontWeight: 700 }}>{user.displayName}</div>
        <div className="muted" style={{ fontSize: '0.88rem' }}>
          {user.email}
        </div>
      </div>
    </div>
  );
}
