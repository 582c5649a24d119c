import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ComponentType, ReactNode } from 'react';
import { loadOnce } from '../shared/loadOnce';
import type { NotificationHostApi, NotificationHostProps } from './NotificationHost';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** A toast with its variant decided, as the notification host receives it. */
export interface ShownToast extends ToastOptions {
  variant: ToastVariant;
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

/** Errors interrupt the screen reader; confirmations and notes wait their turn. */
export function toastRole(variant: ToastVariant): 'alert' | 'status' {
  return variant === 'error' ? 'alert' : 'status';
}

const ToastContext = createContext<ToastApi | null>(null);

const loadNotificationHost = loadOnce(() =>
  import('./NotificationHost').then((module) => module.NotificationHost),
);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notification region; the hotkey is appended. */
  label?: string;
  /**
   * Fetches antd's notification code (the default); stories and tests pass a failing one to show
   * the plain-text toast of a dropped connection.
   */
  loadHost?: () => Promise<ComponentType<NotificationHostProps>>;
}

/**
 * The toast region and `useToast()`. antd's notification code is fetched with the first toast
 * (or when a form is submitted, as a toast is then likely to follow), not with the page.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  loadHost: fetchHostCode = loadNotificationHost,
}: ToastProviderProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const [Host, setHost] = useState<ComponentType<NotificationHostProps> | null>(null);
  const hostRef = useRef<NotificationHostApi | null>(null);
  // At most one toast is shown, so only the latest one asked for before the host arrived counts.
  const waitingRef = useRef<ShownToast>(null);
  // A toast shown as plain text because antd's notification code could not be fetched.
  const [plain, setPlain] = useState<ShownToast | null>(null);

  const loadHost = useCallback(() => {
    fetchHostCode().then(
      (component) => setHost(() => component),
      (error: unknown) => {
        // A dropped connection (or a stylesheet that did not arrive): a toast tells the outcome of
        // what the person just did, so it is shown as plain text rather than lost. The next toast
        // tries the code again (loadOnce forgets a failure).
        console.warn(
          'The notification code did not load; the toast is shown as plain text.',
          error,
        );
        const waiting = waitingRef.current;
        waitingRef.current = null;
        if (waiting) setPlain(waiting);
      },
    );
  }, [fetchHostCode]);

  const onHostReady = useCallback((host: NotificationHostApi) => {
    hostRef.current = host;
    if (waitingRef.current) host.show(waitingRef.current);
    waitingRef.current = null;
  }, []);

  useEffect(() => {
    if (!plain) return;
    const timer = window.setTimeout(() => setPlain(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [plain]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    // A sent form is answered by a toast: fetch its code while the request is under way.
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('submit', loadHost, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('submit', loadHost, true);
    };
  }, [loadHost]);

  const toast = useMemo<ToastApi>(() => {
    const show = ({ title, description, variant = 'info' }: ToastOptions) => {
      const options: ShownToast = { title, description, variant };
      setPlain(null);
      if (hostRef.current) hostRef.current.show(options);
      else {
        waitingRef.current = options;
        loadHost();
      }
    };
    return {
      show,
      success: (title, description) => show({ title, description, variant: 'success' }),
      error: (title, description) => show({ title, description, variant: 'error' }),
      info: (title, description) => show({ title, description, variant: 'info' }),
      dismiss: () => {
        waitingRef.current = null;
        setPlain(null);
        hostRef.current?.dismiss();
      },
    };
  }, [loadHost]);

  const getContainer = useCallback(() => regionRef.current ?? document.body, []);

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
        {Host ? <Host getContainer={getContainer} onReady={onHostReady} /> : null}
        {plain ? <PlainToast toast={plain} /> : null}
      </div>
    </ToastContext.Provider>
  );
}

/** A toast without antd's notification code: the same words, role and place, no animation. */
function PlainToast({ toast }: { toast: ShownToast }) {
  return (
    <div
      className={`pe-toast pe-toast--plain pe-toast--${toast.variant}`}
      role={toastRole(toast.variant)}
    >
      <div className="pe-toast__title">{toast.title}</div>
      {toast.description ? <div>{toast.description}</div> : null}
    </div>
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
