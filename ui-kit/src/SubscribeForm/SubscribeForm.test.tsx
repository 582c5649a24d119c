import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { BrandProvider } from '../theme';
import { SubscribeForm } from './SubscribeForm';
import { subscribedAnswerMock } from './SubscribeForm.mock';
import * as stories from './SubscribeForm.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('SubscribeForm', () => {
  it('falls back to the spec message when the error has none', async () => {
    render(
      <BrandProvider>
        <SubscribeForm onSubmit={() => Promise.reject(new Error(''))} />
      </BrandProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });

  it('has a honeypot people cannot reach, and sends what a robot typed in it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(subscribedAnswerMock));
    const { container } = render(<SubscribeForm onSubmit={onSubmit} notify={false} />);
    const trap = container.querySelector<HTMLInputElement>('.pe-honeypot input')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(trap).toHaveAttribute('autocomplete', 'off');
    // Not among the form's fields for a screen reader or a keyboard.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The form validates after the tap's frame has painted (shared/submitAfterPaint.ts).
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({ email: 'a@example.com', website: undefined }),
    );
    // antd remounts the inputs when it resets the form after a success: look them up again.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(''),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'b@example.com');
    await userEvent.type(container.querySelector('.pe-honeypot input')!, 'https://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({
        email: 'b@example.com',
        website: 'https://spam.example',
      }),
    );
  });

  it('shows the pending state when the parent says so', () => {
    render(<SubscribeForm onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: /Subscribing\.\.\./ })).toBeDisabled();
  });

  it('links the error message to the field', async () => {
    render(<SubscribeForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Please enter a valid email address');
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });
});
