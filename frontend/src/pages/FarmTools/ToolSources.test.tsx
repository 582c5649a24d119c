import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_NAME } from '../../app/meta';
import { RenderedOnContext } from '../../app/render-context';
import { ToolPrintHeader } from './ToolSources';

const header = (renderedOn: string | null) => (
  <RenderedOnContext.Provider value={renderedOn}>
    <ToolPrintHeader tool="Optimize Calculator" />
  </RenderedOnContext.Provider>
);

const originalTz = process.env.TZ;
let root: Root | undefined;
beforeEach(() => {
  process.env.TZ = 'America/Edmonton';
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  process.env.TZ = originalTz;
});

describe('ToolPrintHeader', () => {
  it('hydrates with the server’s day, then shows the farmer’s, and reads it again to print', async () => {
    // The page was rendered (or kept offline) on the 27th; the farmer opens it on the evening of
    // the 28th in Edmonton, already the 29th in UTC.
    vi.setSystemTime(new Date('2026-11-29T05:30:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(header('2026-11-27'));
    document.body.append(container);
    expect(container).toHaveTextContent('printed 2026-11-27');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, header('2026-11-27'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText(/printed/)).toHaveTextContent(
      `${SITE_NAME} · Optimize Calculator · printed 2026-11-28`,
    );

    // Left open overnight and printed the next morning.
    vi.setSystemTime(new Date('2026-11-29T15:00:00Z'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText(/printed/)).toHaveTextContent(/printed 2026-11-29$/);
  });
});
