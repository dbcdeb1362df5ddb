// Tells the admin, in one toast wherever they are, what the app just added by itself (issue 31).
import { useEffect } from 'react';
import { postedShown, usePostedNotices } from '../../store/recurring-posted';
import { toast } from '../../ui/toast';

export function PostedNotices() {
  const notices = usePostedNotices();
  useEffect(() => {
    if (notices.length === 0) return;
    for (const notice of notices) toast.success(notice.message);
    postedShown(notices.map((n) => n.id));
  }, [notices]);
  return null;
}
