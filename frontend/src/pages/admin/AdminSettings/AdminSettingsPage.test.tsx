import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { fill, preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  appStatusesMock,
  settingsErrorMock,
  settingsLoadingMock,
  securitySettingsMock,
  settingsMock,
  storedAppStatuses,
  storedInput,
  updateAppStatusesMock,
  updateMock,
  updateRefusedMock,
  updateSecurityMock,
  updateTimeoutsMock,
} from './AdminSettings.mock';
import { AdminSettingsPage, SETTINGS_SAVED } from './AdminSettingsPage';
import { APP_STATUSES_SAVED } from './AppStatusesSection';
import { SECURITY_SAVED, TIMEOUTS_SAVED } from './SecuritySettingsSection';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(preloadAdminScreens);

const open = (
  mocks: readonly TypedMock[],
  security = securitySettingsMock(),
  apps = appStatusesMock(),
) =>
  renderAdminPage(<AdminSettingsPage />, {
    path: '/admin/settings',
    mocks: [security, apps, ...mocks],
  });

describe('AdminSettingsPage: company details', () => {
  it('shows the loading state, then the failure with a retry', async () => {
    const { unmount } = open([settingsLoadingMock()]);
    expect(screen.getByText('Loading settings...')).toBeInTheDocument();
    unmount();
    open([settingsErrorMock()]);
    expect(await screen.findByText(/Failed to load the settings/)).toBeInTheDocument();
  });

  it('saves the edited facts and says when the site shows them', async () => {
    const input = { ...storedInput, tollFreePhone: '1-888-555-0100' };
    open([settingsMock(), updateMock(input)]);
    expect(await screen.findByLabelText('Toll-free phone')).toHaveValue('1-888-555-0199');
    expect(screen.getAllByLabelText('Street')[0]).toHaveValue('10220 104 Avenue NW, Suite 310');
    await fill('Toll-free phone', '1-888-555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save Company Details' }));
    expect(await screen.findByText(SETTINGS_SAVED.title)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_SAVED.description)).toBeInTheDocument();
  });

  it("shows the API's messages under their fields and keeps everything typed", async () => {
    const input = {
      ...storedInput,
      fax: '555-0143',
      email: 'office@example.com',
      headOffice: { ...storedInput.headOffice, postalCode: '12345' },
    };
    open([
      settingsMock(),
      updateRefusedMock(input, [
        {
          field: ['input', 'fax'],
          message: 'Fax must be a phone number with its area code, e.g. 780-555-0142',
          code: 'INVALID_FORMAT',
        },
        {
          field: ['input', 'headOffice', 'postalCode'],
          message: 'Postal code must look like T5J 0H6',
          code: 'INVALID_FORMAT',
        },
      ]),
    ]);
    await screen.findByLabelText('Fax');
    await fill('Fax', '555-0143');
    await fill('General e-mail', 'office@example.com');
    const [officePostalCode] = screen.getAllByLabelText('Postal code');
    await userEvent.clear(officePostalCode);
    await userEvent.paste('12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Company Details' }));
    // Under the field (antd's help) and in the toast.
    await waitFor(() =>
      expect(
        screen.getAllByText('Fax must be a phone number with its area code, e.g. 780-555-0142'),
      ).toHaveLength(2),
    );
    expect(await screen.findByText('Postal code must look like T5J 0H6')).toBeInTheDocument();
    expect(screen.getByLabelText('Fax')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('General e-mail')).toHaveValue('office@example.com');
    expect(screen.getAllByLabelText('Postal code')[0]).toHaveValue('12345');
    expect(screen.queryByText(SETTINGS_SAVED.title)).not.toBeInTheDocument();
  });

  it('requires two-factor for every account, and says why an owner without it cannot', async () => {
    const OWN_FIRST =
      'Turn on two-factor sign-in for your own account first (My Account), so that requiring it cannot lock you out.';
    open([
      settingsMock(),
      updateSecurityMock(true, [
        { field: ['input', 'requireTwoFactor'], message: OWN_FIRST, code: 'INVALID' },
      ]),
      securitySettingsMock(false),
      updateSecurityMock(true),
      securitySettingsMock(true),
    ]);
    const toggle = await screen.findByRole('checkbox', {
      name: 'Require two-factor sign-in for every account',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(OWN_FIRST)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByText(SECURITY_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('saves the browser sessions’ timeouts, and shows a refused one under its field', async () => {
    const OUTLASTS = 'The idle timeout cannot be longer than the session lifetime';
    open([
      settingsMock(),
      updateTimeoutsMock({ sessionIdleMinutes: 600, sessionLifetimeHours: 8 }, [
        { field: ['input', 'sessionIdleMinutes'], message: OUTLASTS, code: 'INVALID' },
      ]),
      updateTimeoutsMock({ sessionIdleMinutes: 30, sessionLifetimeHours: 8 }),
      securitySettingsMock(false),
    ]);
    const idle = await screen.findByLabelText('Idle timeout (minutes)');
    await waitFor(() => expect(idle).toHaveValue(120));
    await fill('Session lifetime (hours)', '8');
    await fill('Idle timeout (minutes)', '600');
    await userEvent.click(screen.getByRole('button', { name: 'Save Timeouts' }));
    expect(await screen.findByText(OUTLASTS)).toBeInTheDocument();
    await fill('Idle timeout (minutes)', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Timeouts' }));
    expect(await screen.findByText(TIMEOUTS_SAVED)).toBeInTheDocument();
  });
});

describe('AdminSettingsPage: apps', () => {
  it('shows each app’s status on /apps and saves a change', async () => {
    const input = { ...storedAppStatuses, optimizeCalculator: 'LIVE' as const };
    open([settingsMock(), updateAppStatusesMock(input), appStatusesMock(input)]);
    const apps = await screen.findByRole('region', { name: 'Apps' });
    const calculator = await within(apps).findByLabelText('Optimize Calculator status');
    // The select shows the stored status; FarmOps Manager is still being built.
    await waitFor(() => expect(calculator.closest('.ant-select')).toHaveTextContent('Beta'));
    expect(
      within(apps).getByLabelText('FarmOps Manager status').closest('.ant-select'),
    ).toHaveTextContent('Coming Soon');
    expect(within(apps).getByText(/the card links to \/apps\/optimize-calculator/)).toBeVisible();
    await userEvent.click(calculator);
    await userEvent.click(await screen.findByTitle('Live'));
    await userEvent.click(within(apps).getByRole('button', { name: 'Save App Statuses' }));
    expect(await screen.findByText(APP_STATUSES_SAVED.title)).toBeInTheDocument();
  });

  it('shows a refused status under its app and keeps every choice', async () => {
    const MESSAGE = 'Status must be Live, Beta or Coming Soon';
    open([
      settingsMock(),
      updateAppStatusesMock(storedAppStatuses, [
        { field: ['input', 'saltIndex'], message: MESSAGE, code: 'INVALID' },
      ]),
    ]);
    const apps = await screen.findByRole('region', { name: 'Apps' });
    await within(apps).findByLabelText('Salt Index App status');
    await userEvent.click(within(apps).getByRole('button', { name: 'Save App Statuses' }));
    // Beside the field (antd's help) and in the toast.
    await waitFor(() => expect(screen.getAllByText(MESSAGE)).toHaveLength(2));
    expect(within(apps).getByLabelText('Salt Index App status')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(APP_STATUSES_SAVED.title)).not.toBeInTheDocument();
  });
});
