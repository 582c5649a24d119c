import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { ContactForm } from './ContactForm';
import { businessTypesMock } from './ContactForm.mock';
import * as stories from './ContactForm.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('ContactForm', () => {
  it('offers the business types it is given, by their texts, in order', async () => {
    render(<ContactForm businessTypes={businessTypesMock} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Business Type' }));
    const shown = await Promise.all(
      businessTypesMock.map(({ label }) => screen.findByTitle(label)),
    );
    // In the given order: each option follows the one before it in the list.
    shown.slice(1).forEach((option, index) => {
      expect(shown[index]!.compareDocumentPosition(option)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });

  it('shows "Sending..." when the parent reports a pending request', () => {
    render(<ContactForm businessTypes={businessTypesMock} onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  });

  it('names each field by its label alone, the required star hidden from screen readers', () => {
    render(<ContactForm businessTypes={businessTypesMock} onSubmit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  });
});
