import { Button, Space } from 'antd';
import { useToast } from './ToastProvider';
import type { ToastOptions } from './ToastProvider';
import { AntdScope } from '../theme/AntdScope';

export interface ToastDemoProps {
  toasts: (ToastOptions & { trigger: string })[];
}

/** Story helper: one button per toast, to show the variants and the one-at-a-time rule. */
export function ToastDemo({ toasts }: ToastDemoProps) {
  const toast = useToast();
  return (
    <AntdScope>
      <Space wrap>
        {toasts.map(({ trigger, ...options }) => (
          <Button key={trigger} onClick={() => toast.show(options)}>
            {trigger}
          </Button>
        ))}
      </Space>
    </AntdScope>
  );
}
