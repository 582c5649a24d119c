import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_TYPES, ContactForm } from './ContactForm';
import * as stories from './ContactForm.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('ContactForm', () => {
  it('offers exactly the five business types', async () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Business Type' }));
    for (const type of BUSINESS_TYPES) {
      expect(await screen.findByTitle(type)).toBeInTheDocument();
    }
    expect(BUSINESS_TYPES).toEqual([
      'Crop Farming',
      'Livestock Farming',
      'Mixed Farming',
      'Organic Farming',
      'Other',
    ]);
  });

  it('shows "Sending..." when the parent reports a pending request', () => {
    render(<ContactForm onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  });

  it('names each field by its label alone, the required star hidden from screen readers', () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  });
});
