import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_LABELS } from '../../app/labels';
import type { TypedMock } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import {
  companyErrorMock,
  companyLoadingMock,
  companyMock,
  contactValues,
  sendInvalidMock,
  RATE_LIMITED_MESSAGE,
  sendNetworkErrorMock,
  sendRateLimitedMock,
  sendServerErrorMock,
  sendSuccessMock,
  sendWithoutReceiptMock,
} from './Contact.mock';
import { ContactPage, planQuestion, productQuestion } from './ContactPage';

function renderPage(mocks: readonly TypedMock[] = [companyMock], path = '/contact') {
  return renderWithProviders(<ContactPage />, { mocks, path });
}

// getByLabelText, not getByRole: role queries over antd's markup take seconds each in jsdom.
/** Fills every field as a visitor would (pasting the text keeps jsdom fast). */
async function fillForm() {
  const user = userEvent.setup();
  const paste = async (name: string, text: string) => {
    await user.click(screen.getByLabelText(name));
    await user.paste(text);
  };
  await paste('Name', contactValues.name);
  await paste('Email', contactValues.email);
  await paste('Phone', contactValues.phone);
  await user.click(screen.getByLabelText('Business Type'));
  await user.click(await screen.findByTitle(BUSINESS_TYPE_LABELS[contactValues.businessType]));
  await paste('Message', contactValues.message);
}

// Filling an antd form in jsdom takes seconds, more on a busy machine.
describe('ContactPage', { timeout: 30_000 }, () => {
  it('shows a loading state for the contact details while the form is already usable', () => {
    renderPage([companyLoadingMock]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Loading contact details...')).toBeInTheDocument();
    expect(screen.getByText('Send Message')).toBeEnabled();
  });

  it('starts the message with the product a visitor asks about', async () => {
    renderPage([companyMock], '/contact?product=Elite%20Phos');
    await waitFor(() =>
      expect(screen.getByLabelText('Message')).toHaveValue(
        "I'd like to know more about Elite Phos.",
      ),
    );
  });

  it('ignores an empty product and cuts a long one', () => {
    expect(productQuestion(null)).toBeUndefined();
    expect(productQuestion('   ')).toBeUndefined();
    expect(productQuestion('x'.repeat(500))).toBe(
      `I'd like to know more about ${'x'.repeat(100)}.`,
    );
  });

  it('starts the message with a farm tool’s plan, cut to fit the message field', () => {
    expect(planQuestion('Optimize Calculator: Canola, 160 ac.')).toBe(
      "I'd like an agronomist to look at this plan.\n\nOptimize Calculator: Canola, 160 ac.",
    );
    expect(planQuestion(null)).toBeUndefined();
    expect(planQuestion('y'.repeat(3000))!.length).toBeLessThan(2000);
  });

  it('says when the contact details fail to load', async () => {
    renderPage([companyErrorMock]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading contact details: Network down',
    );
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
  });

  it('shows the head office and additional contacts cards from the company query', async () => {
    renderPage();
    const headOffice = (await screen.findByRole('heading', { name: 'Head Office' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(headOffice).getByRole('link', { name: '780-555-0142' })).toHaveAttribute(
      'href',
      'tel:7805550142',
    );
    expect(within(headOffice).getByText('780-555-0143')).toBeInTheDocument();
    expect(within(headOffice).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    expect(within(headOffice).getByText('10220 104 Avenue NW, Suite 310')).toBeInTheDocument();
    expect(within(headOffice).getByText('Edmonton, AB T5J 0H6')).toBeInTheDocument();

    const additional = screen
      .getByRole('heading', { name: 'Additional Contacts' })
      .closest('.ant-card') as HTMLElement;
    expect(within(additional).getByRole('link', { name: '306-555-0187' })).toBeInTheDocument();
    expect(within(additional).getByRole('link', { name: '1-888-555-0199' })).toBeInTheDocument();
    expect(within(additional).getByText('Tofield, AB T0B 4J0')).toBeInTheDocument();
  });

  it('embeds a lazily loaded, titled map of the stored office point with a link to a larger map', async () => {
    renderPage();
    const map = await screen.findByTitle('Map of our head office in Edmonton, Alberta');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    // The point the office keeps in Settings (the company query's mapLocation).
    expect(new URL(map.getAttribute('src')!).searchParams.get('marker')).toBe('53.5457,-113.4968');
    expect(screen.getByText('Saturday, Sunday and holidays: closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View larger map/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('offers the five business types, by their texts, and a five-row message field', async () => {
    renderPage();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5');
    await userEvent.click(screen.getByLabelText('Business Type'));
    for (const type of [
      'Crop Farming',
      'Livestock Farming',
      'Mixed Farming',
      'Organic Farming',
      'Other',
    ]) {
      expect(await screen.findByTitle(type)).toBeInTheDocument();
    }
  });

  it('sends the message, says "Message Sent" and empties the form', async () => {
    renderPage([companyMock, sendSuccessMock]);
    await fillForm();
    await userEvent.click(screen.getByText('Send Message'));
    // The confirmation stays above the form (the toast says it too) and takes the focus. Its text
    // is the receipt's message: the ui-kit has no text of its own for it.
    const title = await screen.findByText('Message Sent', { selector: '.pe-form-confirmation *' });
    const confirmation = title.closest('[role="status"]');
    expect(confirmation).toHaveTextContent('Message Sent');
    expect(confirmation).toHaveTextContent("We'll get back to you as soon as possible.");
    expect(
      await screen.findByText("We'll get back to you as soon as possible.", {
        selector: '.ant-notification *',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirmation).toHaveFocus());
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the error toast and the server's message under the field it refused", async () => {
    renderPage([companyMock, sendInvalidMock]);
    await fillForm();
    await userEvent.click(screen.getByText('Send Message'));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    // The visitor's text stays so they can correct it.
    expect(screen.getByLabelText('Name')).toHaveValue(contactValues.name);
  });

  it('fails, rather than invent a text, when a success comes without its receipt', async () => {
    renderPage([companyMock, sendWithoutReceiptMock]);
    await fillForm();
    await userEvent.click(screen.getByText('Send Message'));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Message Sent')).toBeNull();
  });

  it('shows the error toast when the network fails', async () => {
    renderPage([companyMock, sendNetworkErrorMock]);
    await fillForm();
    await userEvent.click(screen.getByText('Send Message'));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the error toast, and no field message, when the server fails', async () => {
    renderPage([companyMock, sendServerErrorMock]);
    await fillForm();
    await userEvent.click(screen.getByText('Send Message'));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue(contactValues.name);
  });

  it("shows the server's wait when the connection sent too many messages", async () => {
    renderPage([companyMock, sendRateLimitedMock]);
    await fillForm();
    await userEvent.click(screen.getByText('Send Message'));
    expect(await screen.findByText(RATE_LIMITED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue(contactValues.name);
  });

  it('has a honeypot that people neither see, reach nor hear', async () => {
    const { container } = renderPage();
    await screen.findByText('Send Message');
    const trap = container.querySelector<HTMLInputElement>(
      'input[name="website"], #contact_website',
    );
    expect(trap).not.toBeNull();
    expect(trap!.tabIndex).toBe(-1);
    expect(trap!.getAttribute('autocomplete')).toBe('off');
    expect(trap!.closest('[aria-hidden="true"]')).toHaveClass('pe-honeypot');
  });

  it('describes the company as a LocalBusiness in structured data', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Head Office' });
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe('Prairie Elite Agronomics');
    expect(document.title).toBe('Contact Us | Prairie Elite Agronomics');
  });
});
