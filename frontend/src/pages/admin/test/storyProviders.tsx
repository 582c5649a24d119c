import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { AntdScope } from 'ui-kit';
import { ADMIN_TYPE_POLICIES } from '../../../features/admin/adminCache';
import { AdminSessionProvider, type AdminSession } from '../../../features/admin';
import type { TypedMock } from '../../../test/mocks';
import { fakeSession } from './fakeSession';
import '../admin.css';

/**
 * What the admin screens' stories need around them (Storybook and the story tests alike): the
 * admin styles, the antd brand scope the gate puts around every screen, and for connected pieces
 * Apollo mocks, a router and a signed-in session. BrandProvider comes from .storybook/preview.tsx.
 */

/** The admin gate's AntdScope (AdminGate.tsx): antd's components in the brand theme. */
export const withAdminScope: Decorator = (Story) => (
  <AntdScope>
    <Story />
  </AntdScope>
);

/** A signed-in admin whose sign-out and auth-error handler are Storybook spies. */
function storySession(): AdminSession {
  return fakeSession({ signOut: fn(), signedOut: fn(), expire: fn() });
}

/** Wraps a story in Apollo mocks, a router at `path`, a signed-in admin session and the scope. */
export function withAdminProviders(mocks: readonly TypedMock[] = [], path = '/admin'): Decorator {
  const session = storySession();
  return (Story) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: ADMIN_TYPE_POLICIES })}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSessionProvider session={session}>
          <AntdScope>
            <Story />
          </AntdScope>
        </AdminSessionProvider>
      </MemoryRouter>
    </MockedProvider>
  );
}
