import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { Typography } from '../../shared/Typography';

export interface LeaveGuardProps {
  /** The form holds changes not saved yet. */
  dirty: boolean;
  /** Goes to `href` (the router's navigate), once the person chose to leave. */
  onLeave: (href: string) => void;
}

/** The link a click follows inside this site, when it is a plain click that leaves the page. */
function leavingLink(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) {
    return undefined;
  }
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before unsaved changes are left behind: a link followed inside the site opens "Leave
 * without saving?" (Stay, or Leave without saving), and closing or reloading the tab gets the
 * browser's own question. Nothing is asked while the form matches what is saved.
 */
export function LeaveGuard({ dirty, onLeave }: LeaveGuardProps) {
  const [leavingTo, setLeavingTo] = useState<string | undefined>();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture: before the router's own click handler, which would navigate at once.
    const click = (event: MouseEvent) => {
      const href = leavingLink(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(href);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return (
    <Modal
      open={leavingTo !== undefined}
      title="Leave without saving?"
      onCancel={() => setLeavingTo(undefined)}
      footer={[
        <Button key="stay" type="primary" onClick={() => setLeavingTo(undefined)}>
          Stay
        </Button>,
        <Button
          key="leave"
          danger
          onClick={() => {
            const href = leavingTo;
            setLeavingTo(undefined);
            if (href) onLeave(href);
          }}
        >
          Leave without saving
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Your changes are not saved. If you leave now, they are lost.
      </Typography.Paragraph>
    </Modal>
  );
}
