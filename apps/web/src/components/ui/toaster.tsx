import { useEffect } from 'react';
import { Toaster } from 'sonner';

// The toast calls come from here too, so sonner and its region arrive as one file, not two (decision 047).
export { toast } from 'sonner';

/** `onMounted` runs once sonner's region has subscribed to its toasts (a child's effects run before its parent's). */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return (
    <Toaster position="top-center" richColors closeButton toastOptions={{ className: 'font-sans', duration: 6000 }} />
  );
}
