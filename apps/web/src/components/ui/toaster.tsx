import { Toaster } from 'sonner';

export default function SonnerToaster() {
  return (
    <Toaster position="top-center" richColors closeButton toastOptions={{ className: 'font-sans', duration: 6000 }} />
  );
}
