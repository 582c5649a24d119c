import { notification } from 'antd';
import { useEffect, useMemo } from 'react';
import { AntdScope } from '../theme/AntdScope';
import { TOAST_DURATION_MS, TOAST_LIMIT, toastRole, type ShownToast } from './ToastProvider';

/** What the ToastProvider drives once antd's notification code has arrived. */
export interface NotificationHostApi {
  show: (toast: ShownToast) => void;
  dismiss: () => void;
}

export interface NotificationHostProps {
  /** The provider's "Notifications (F8)" region, where the toasts are rendered. */
  getContainer: () => HTMLElement;
  onReady: (api: NotificationHostApi) => void;
}

/**
 * antd's notification holder, loaded by the ToastProvider with the first toast: its code (antd
 * notification, motion, portal) is not part of any page's first load.
 */
export function NotificationHost(props: NotificationHostProps) {
  // The hook below reads antd's configuration, so the scope sits above the component that calls it.
  return (
    <AntdScope>
      <NotificationHolder {...props} />
    </AntdScope>
  );
}

function NotificationHolder({ getContainer, onReady }: NotificationHostProps) {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'bottomRight',
    getContainer,
  });
  const host = useMemo<NotificationHostApi>(
    () => ({
      show: ({ title, description, variant }) =>
        api[variant]({
          title,
          description,
          className: 'pe-toast',
          role: toastRole(variant),
        }),
      dismiss: () => api.destroy(),
    }),
    [api],
  );
  useEffect(() => onReady(host), [host, onReady]);
  return holder;
}
