import { lazy, Suspense, useEffect, useState } from 'react';

// Loads when a link is first followed with unsaved changes (see editorDialogs.tsx).
const LeaveDialog = lazy(() =>
  import('./editorDialogs').then((module) => ({ default: module.LeaveDialog })),
);

export interface LeaveGuardProps {
  /** The form holds changes not saved yet. */
  dirty: boolean;
  /**
   * Goes to `href` (the router's navigate), once the person chose to leave; the guard's copy of
   * this page's history entry is gone by then, so Back from there comes here once, not twice.
   */
  onLeave: (href: string) => void;
}

/** Marks the history entry the guard adds while there are unsaved changes. */
const GUARD_ENTRY = 'leaveGuard';

const onGuardEntry = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY]);

/** Puts a copy of this page's entry on top, marked as the guard's. */
const pushGuardEntry = () =>
  window.history.pushState(
    { ...(window.history.state as object | null), [GUARD_ENTRY]: true },
    '',
    window.location.href,
  );

let dropping: Promise<void> | undefined;

/**
 * Takes the guard's copy of this page's history entry away again, when the page is on it, and
 * resolves once the browser is back on the page's own entry. A screen awaits it before it
 * navigates by itself with changes that were just saved (to the new record's address, say), so
 * that Back does not lead to the copy.
 */
export function dropLeaveGuardEntry(): Promise<void> {
  if (dropping) return dropping;
  if (!onGuardEntry()) return Promise.resolve();
  dropping = new Promise<void>((resolve) => {
    // Cleared a task later, once every popstate listener has run: a guard that turned dirty again
    // meanwhile must take this Back for the drop it is, not for the person leaving.
    const landed = () =>
      setTimeout(() => {
        dropping = undefined;
        resolve();
      }, 0);
    window.addEventListener('popstate', landed, { once: true });
    window.history.back();
  });
  return dropping;
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

/** Where the person is going: a link's address, or back in the browser's history. */
type Leaving = { href: string } | { back: true };

/**
 * Asks before unsaved changes are left behind: a link followed inside the site, or the browser's
 * Back button, opens "Leave without saving?" (Stay, or Leave without saving), and closing or
 * reloading the tab gets the browser's own question. Nothing is asked while the form matches
 * what is saved.
 *
 * Back cannot be stopped once pressed, so while there are changes the guard puts a copy of this
 * page's history entry on top: Back lands on the page itself, and the question is asked there.
 * Stay puts the copy back; Leave goes back once more. The copy goes when the changes are saved,
 * and before a link is followed.
 */
export function LeaveGuard({ dirty, onLeave }: LeaveGuardProps) {
  const [leaving, setLeaving] = useState<Leaving | undefined>();

  useEffect(() => {
    if (!dirty) return;
    const { location } = window;
    const here = location.href;
    let active = true;
    // Changed again while the copy of a moment ago is being taken away (a field typed back to
    // what is saved, then on): the copy is put back once the page is on its own entry again.
    const guard = () => {
      if (active && location.href === here && !onGuardEntry()) pushGuardEntry();
    };
    if (dropping) void dropping.then(guard);
    else guard();
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture: before the router's own click handler, which would navigate at once.
    const click = (event: MouseEvent) => {
      const href = leavingLink(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ href });
    };
    // Back from the copy: this page's own entry, same address. Anything else already left.
    const pop = () => {
      if (dropping) return;
      if (!onGuardEntry() && location.href === here) setLeaving({ back: true });
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('popstate', pop);
    document.addEventListener('click', click, true);
    return () => {
      active = false;
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('popstate', pop);
      document.removeEventListener('click', click, true);
      // Saved, or put back as it was: the copy goes when the page is still on it.
      if (location.href === here) void dropLeaveGuardEntry();
    };
  }, [dirty]);

  if (leaving === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        onStay={() => {
          setLeaving(undefined);
          if ('back' in leaving) pushGuardEntry();
        }}
        onLeave={() => {
          setLeaving(undefined);
          if ('back' in leaving) window.history.back();
          else {
            const { href } = leaving;
            void dropLeaveGuardEntry().then(() => onLeave(href));
          }
        }}
      />
    </Suspense>
  );
}
