import { composeStories } from '@storybook/react-vite';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { BrandProvider } from '../theme';
import { ToastDemo } from './ToastDemo';
import { TOAST_DURATION_MS, useToast } from './ToastProvider';
import * as stories from './Toast.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('useToast', () => {
  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });

  it('removes a toast after 5000 ms', async () => {
    // antd's notice timer measures Date.now() on animation frames, so only the clock is faked.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      render(
        <BrandProvider>
          <ToastDemo toasts={[{ trigger: 'Go', title: 'Saved', variant: 'success' }]} />
        </BrandProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      vi.setSystemTime(start + TOAST_DURATION_MS - 300);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      vi.setSystemTime(start + TOAST_DURATION_MS + 300);
      await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
