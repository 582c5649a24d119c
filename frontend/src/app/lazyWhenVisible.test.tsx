import { act, render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Suspense, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './lazyWhenVisible';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** An IntersectionObserver whose "the element is near the screen" the test decides. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  // jsdom's stand-in (ui-kit/src/test/jsdom.ts) is writable but not configurable: assign over it.
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return () =>
    act(async () => {
      for (const callback of callbacks) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
}

const jsdomIntersectionObserver = window.IntersectionObserver;

describe('lazyWhenVisible', () => {
  afterEach(() => {
    window.IntersectionObserver = jsdomIntersectionObserver;
  });

  it('downloads at once when there is no server HTML to show', async () => {
    const load = vi.fn(async () => Counter);
    const Part = lazyWhenVisible('src/test/part.tsx', load);
    render(<Part label="Clicks" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument();
  });

  it('keeps the server HTML and downloads the code only when the part comes near the screen', async () => {
    const scrollNear = stubIntersectionObserver();
    const load = vi.fn(async () => Counter);
    const Part = lazyWhenVisible('src/test/part.tsx', load);
    const container = await hydrateServerHtml(<Counter label="Clicks" />, <Part label="Clicks" />);

    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await scrollNear();
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated: the same button now responds.
    await userEvent.click(screen.getByRole('button', { name: 'Clicks 0' }));
    expect(await screen.findByRole('button', { name: 'Clicks 1' })).toBeInTheDocument();
    container.remove();
  });

  it('holds back a submit of the server HTML until the code has arrived', async () => {
    const scrollNear = stubIntersectionObserver();
    const sent = vi.fn();
    function SendForm() {
      return (
        <form
          aria-label="Send"
          onSubmit={(event) => {
            event.preventDefault();
            sent();
          }}
        />
      );
    }
    const Part = lazyWhenVisible('src/test/part.tsx', async () => SendForm);
    const container = await hydrateServerHtml(<SendForm />, <Part />);
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      screen.getByRole('form', { name: 'Send' }).dispatchEvent(event);
      return event;
    };

    expect(submit().defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    await scrollNear();
    submit();
    expect(sent).toHaveBeenCalledTimes(1);
    container.remove();
  });
});

/** Puts the server HTML of `part` (in its wrapper and Suspense boundary) in the page, then hydrates `app`. */
async function hydrateServerHtml(part: ReactElement, app: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>{part}</Suspense>
    </div>,
  );
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, app);
  });
  return container;
}
