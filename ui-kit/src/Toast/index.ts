export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
} from './ToastProvider';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastVariant } from './ToastProvider';
