import { Toaster } from 'sonner';

// The toast calls come from here too, so sonner and its region arrive as one file, not two (decision 047).
export { toast } from 'sonner';

export default function SonnerToaster() {
  return (
    <Toaster position="top-center" richColors closeButton toastOptions={{ className: 'font-sans', duration: 6000 }} />
  );
}
