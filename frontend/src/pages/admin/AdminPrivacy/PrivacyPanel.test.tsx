import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { eraseMock, erasedData, PERSON, personalData, personalDataMock } from './AdminPrivacy.mock';
import { PrivacyPanel } from './PrivacyPanel';
import { ConfirmErase } from './ConfirmErase';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);
afterEach(() => vi.unstubAllGlobals());

async function lookUp(address: string) {
  await userEvent.type(screen.getByLabelText('E-mail address'), address);
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('the privacy tab', () => {
  it('shows everything kept about an address, section by section', async () => {
    renderAdminPage(<PrivacyPanel />, {
      path: '/admin/subscribers/privacy',
      mocks: [personalDataMock()],
    });
    await lookUp(` ${PERSON} `);
    expect(await screen.findByRole('heading', { name: PERSON })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Newsletter subscription' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Consent \d/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Contact messages (1)' })).toBeInTheDocument();
    expect(screen.getByText('Do you deliver to Lloydminster?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mail deliveries (1)' })).toBeInTheDocument();
    expect(screen.getByText('subscription-confirmation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outbox messages (1)' })).toBeInTheDocument();
    expect(
      screen.getByText('Confirm your subscription to the Prairie Elite newsletter'),
    ).toBeInTheDocument();
  });

  it('says what is wrong with an address it cannot look up, and asks nothing', async () => {
    renderAdminPage(<PrivacyPanel />, { mocks: [] });
    await lookUp('marie');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter an e-mail address, e.g. name@example.com',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads the answer as a JSON file', async () => {
    const blobs: Blob[] = [];
    class TestURL extends URL {
      static override createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:personal-data';
      });
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', TestURL);
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderAdminPage(<PrivacyPanel />, { mocks: [personalDataMock()] });
    await lookUp(PERSON);
    await userEvent.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(clicks[0].download).toBe('personal-data-marie.tremblay-example.com.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({
      email: PERSON,
      subscriber: { email: PERSON, consents: [{ id: '41' }, { id: '42' }] },
      contacts: [{ name: 'Marie Tremblay', message: 'Do you deliver to Lloydminster?' }],
    });
    expect(JSON.stringify(json)).not.toContain('__typename');
    click.mockRestore();
  });

  it('erases only once the address is typed again, then shows it erased and suppressed', async () => {
    renderAdminPage(<PrivacyPanel />, {
      mocks: [personalDataMock(), eraseMock(), personalDataMock(erasedData)],
    });
    await lookUp(PERSON);
    await userEvent.click(await screen.findByRole('button', { name: 'Erase this person…' }));
    const dialog = await screen.findByRole('dialog', { name: `Erase all data of ${PERSON}?` });
    expect(within(dialog).getByText('1 newsletter subscription')).toBeInTheDocument();
    expect(within(dialog).getByText('2 consent records')).toBeInTheDocument();
    expect(within(dialog).getByText('1 contact message')).toBeInTheDocument();
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase).toBeDisabled();
    const confirm = within(dialog).getByLabelText('Type the address to confirm');
    await userEvent.type(confirm, 'marie@example.com');
    expect(erase).toBeDisabled();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Marie.Tremblay@Example.com');
    expect(erase).toBeEnabled();
    await userEvent.click(erase);
    expect(
      await screen.findByText(
        'Erased 1 subscriber, 2 consent records, 1 contact message, 1 delivery, 1 outbox message. The address is now suppressed.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Not subscribed.')).toBeInTheDocument();
    expect(
      screen.getByText(/Erased at the person’s request: this address is on the suppression list/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allow this address again' })).toBeInTheDocument();
  });

  it("looks up the address a subscriber's detail hands over at once", async () => {
    renderAdminPage(<PrivacyPanel initialEmail={PERSON} />, {
      mocks: [personalDataMock(personalData())],
    });
    expect(await screen.findByRole('heading', { name: PERSON })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(PERSON);
  });
});

describe('ConfirmErase', () => {
  it('cancels without erasing, and forgets what was typed', async () => {
    const onErase = vi.fn();
    const onCancel = vi.fn();
    renderAdminPage(
      <ConfirmErase open email={PERSON} consequences={[]} onCancel={onCancel} onErase={onErase} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nothing is kept about this address yet.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type the address to confirm'), PERSON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onErase).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Type the address to confirm')).toHaveValue(''),
    );
  });
});
