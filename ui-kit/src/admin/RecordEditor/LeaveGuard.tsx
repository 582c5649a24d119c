import { lazy, Suspense, useEffect, useState } from 'react';

// Loads when a link is first followed with unsaved changes (see editorDialogs.tsx).
const LeaveDialog = lazy(() =>
  import('./editorDialogs').then((module) => ({ default: module.LeaveDialog })),
);

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

  if (leavingTo === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        onStay={() => setLeavingTo(undefined)}
        onLeave={() => {
          setLeavingTo(undefined);
          onLeave(leavingTo);
        }}
      />
    </Suspense>
  );
}
