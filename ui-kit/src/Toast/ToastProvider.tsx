import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { notification } from 'antd';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastApi {
  show: (options: ToastOptions) => void;
  success: (title: ReactNode, description?: ReactNode) => void;
  error: (title: ReactNode, description?: ReactNode) => void;
  info: (title: ReactNode, description?: ReactNode) => void;
  dismiss: () => void;
}

/** Spec section 9: one toast at a time, shown for 5000 ms, F8 focuses the notification region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_HOTKEY = 'F8';

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notification region; the hotkey is appended. */
  label?: string;
}

export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'bottomRight',
    getContainer: () => regionRef.current ?? document.body,
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const toast = useMemo<ToastApi>(() => {
    const show = ({ title, description, variant = 'info' }: ToastOptions) => {
      api[variant]({
        title,
        description,
        className: 'pe-toast',
        // Errors interrupt the screen reader; confirmations wait their turn.
        role: variant === 'error' ? 'alert' : 'status',
      });
    };
    return {
      show,
      success: (title, description) => show({ title, description, variant: 'success' }),
      error: (title, description) => show({ title, description, variant: 'error' }),
      info: (title, description) => show({ title, description, variant: 'info' }),
      dismiss: () => api.destroy(),
    };
  }, [api]);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div
        ref={regionRef}
        role="region"
        aria-label={`${label} (${TOAST_HOTKEY})`}
        tabIndex={-1}
        className="pe-toast-region pe-focus-ring"
      >
        {holder}
      </div>
    </ToastContext.Provider>
  );
}

/** The toast API, or null outside a ToastProvider (for components that toast optionally). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

/** Shows toasts; needs a ToastProvider above (BrandProvider includes one). */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() must be used inside <ToastProvider> or <BrandProvider>');
  return toast;
}
