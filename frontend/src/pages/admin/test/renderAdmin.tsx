import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { AntdScope } from 'ui-kit';
import { AdminSessionProvider, type AdminSession } from '../../../features/admin';
import { ADMIN_PATH } from '../../../app/site-routes';
import { AdminArea } from '../../../routes/adminRoutes';
import type { TypedMock } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { fakeSession } from './fakeSession';

/** A signed-in admin whose sign-out and auth-error handler are vitest spies. */
function testSession(): AdminSession {
  return fakeSession({
    signOut: vi.fn(),
    expire: vi.fn(),
    signedOut: vi.fn(),
    recheck: vi.fn(),
  });
}

/** An admin screen as the gate shows it to a signed-in admin (in the gate's antd scope). */
export function renderAdminPage(
  ui: ReactElement,
  options: { mocks?: readonly TypedMock[]; path?: string; session?: AdminSession } = {},
) {
  const session = options.session ?? testSession();
  const result = renderWithProviders(
    <AdminSessionProvider session={session}>
      <AntdScope>{ui}</AntdScope>
    </AdminSessionProvider>,
    { mocks: options.mocks, path: options.path ?? '/admin' },
  );
  return { ...result, session };
}

/** The whole admin area (gate and screens) at `path`, as the app mounts it. */
export function renderAdminArea(path: string, mocks: readonly TypedMock[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path={`${ADMIN_PATH}/*`} element={<AdminArea />} />
    </Routes>,
    { mocks, path },
  );
}

/** Loads the lazy admin screens, so a test's first `findBy` does not wait for module loading. */
export async function preloadAdminScreens(): Promise<void> {
  await Promise.all([
    import('../AdminGate/AdminGate'),
    import('../AdminContacts/AdminContactsPage'),
    import('../AdminDashboard/AdminDashboardPage'),
    import('../AdminImages/AdminImagesPage'),
    import('../AdminProducts/AdminProductsPage'),
    import('../AdminProducts/AdminProductEditPage'),
    import('../AdminSettings/AdminSettingsPage'),
    import('../AdminTeam/AdminTeamPage'),
    import('../AdminTeam/AdminTeamMemberEditPage'),
    import('../AdminTestimonials/AdminTestimonialsPage'),
    import('../AdminTestimonials/AdminTestimonialEditPage'),
    import('../AdminTechnology/AdminTechnologyPage'),
    import('../AdminTechnology/AdminTechnologyEditPage'),
    import('../AdminCertifications/AdminCertificationsPage'),
    import('../AdminCertifications/AdminCertificationCardEditPage'),
    import('../AdminDocuments/AdminDocumentsPage'),
    import('../AdminDocuments/AdminDocumentEditPage'),
    import('../AdminVideos/AdminVideosPage'),
    import('../AdminVideos/AdminVideoEditPage'),
    import('../AdminOutbox/AdminOutboxPage'),
    import('../AdminOutbox/AdminOutboxMessagePage'),
    import('../AdminNewsletterSend/NewsletterSendPanel'),
  ]);
}

/** Types in one go: antd re-renders a form per keystroke, which is slow under jsdom. */
export async function fill(label: string, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}
