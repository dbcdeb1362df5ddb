// sonner's toaster, loaded apart from the first screen (ui/toast.ts). It tells the facade it is ready
// after sonner's own listener is in: a child's effects run before its parent's.
import { useEffect } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '../domain/defaults';
import { toasterMounted } from './toast';

export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(() => toasterMounted(toast), []);
  return (
    // Lifted above the fixed bottom bar so a toast never covers (or, paused on hover, blocks) its buttons.
    <SonnerToaster
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      theme={theme}
      richColors
      closeButton={false}
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 84 }}
    />
  );
}
