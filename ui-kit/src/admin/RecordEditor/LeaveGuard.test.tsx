import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveGuard } from './LeaveGuard';

const onGuardEntry = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.leaveGuard);
const nextPopstate = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const leave = () => undefined;

describe('LeaveGuard', () => {
  it('takes a form typed back to what is saved and on again for no Back', async () => {
    const { rerender, unmount } = render(<LeaveGuard dirty onLeave={leave} />);
    expect(onGuardEntry()).toBe(true);
    const dropped = nextPopstate();
    // Typed back to what is saved (the copy goes), then on before the browser has gone back.
    rerender(<LeaveGuard dirty={false} onLeave={leave} />);
    rerender(<LeaveGuard dirty onLeave={leave} />);
    await act(async () => {
      await dropped;
      await settle(300);
    });
    expect(screen.queryByText('Leave without saving?')).toBeNull();
    // Still guarded: Back lands on the page and asks.
    expect(onGuardEntry()).toBe(true);
    unmount();
  });
});
