// Share an invite: the system share sheet where there is one (WhatsApp, on a phone), else the clipboard.
import { toast } from '../../ui/toast';

export const LINK_COPIED = 'Link copied';

/** Resolves once shared or copied; tells the person what happened. */
export async function shareLink(url: string, title: string, text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // Closing the sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('Sharing failed; copying the link instead', error);
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(LINK_COPIED);
  } catch (error) {
    console.warn('Copying the link failed', error);
    toast.error('Could not copy the link. Select it in the box and copy it.');
  }
}
