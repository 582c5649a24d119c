import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from '../theme';
import { SubscribeForm } from './SubscribeForm';
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
