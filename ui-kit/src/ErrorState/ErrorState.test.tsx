import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Alert, Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { ErrorState, errorMessage } from './ErrorState';
import * as stories from './ErrorState.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

const antd = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);
const ours = (node: ReactNode) => renderToStaticMarkup(node);

describe('ErrorState', () => {
  it('writes antd’s error Alert markup, with or without a description and a retry button', () => {
    expect(ours(<ErrorState message="Error loading products: offline" />)).toBe(
      antd(<Alert type="error" showIcon role="alert" title="Error loading products: offline" />),
    );
    expect(
      ours(
        <ErrorState
          message="Could not load"
          description="Check your connection."
          onRetry={() => undefined}
          retryLabel="Retry"
        />,
      ),
    ).toBe(
      antd(
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Could not load"
          description="Check your connection."
          action={
            <Button size="small" danger onClick={() => undefined}>
              Retry
            </Button>
          }
        />,
      ),
    );
  });

  it('calls onRetry from its button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Could not load" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
  });
});

describe('errorMessage', () => {
  it('uses the message of an Error or an error-like object, else "Unknown error"', () => {
    expect(errorMessage(new Error('404: Not Found'))).toBe('404: Not Found');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(undefined)).toBe('Unknown error');
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(errorMessage({ name: 'ServerError', message: '502: Bad Gateway' })).toBe(
      '502: Bad Gateway',
    );
    expect(errorMessage({ message: 42 })).toBe('Unknown error');
  });
});
