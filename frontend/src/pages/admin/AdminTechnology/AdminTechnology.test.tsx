import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminTechnologyEditPage } from './AdminTechnologyEditPage';
import { AdminTechnologyPage } from './AdminTechnologyPage';
import {
  failureMock,
  imagesMock,
  listMock,
  loadingMock,
  nanosorb,
  oneMock,
  refusedUpdateMock,
  restoreMock,
} from './AdminTechnology.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminTechnologyPage />, { path: '/admin/technology', mocks });

const renderEditor = (mocks: readonly TypedMock[]) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/technology/:id" element={<AdminTechnologyEditPage />} />
    </Routes>,
    { path: `/admin/technology/${nanosorb.id}`, mocks: [oneMock(), imagesMock(), ...mocks] },
  );

describe('AdminTechnologyPage', () => {
  it('shows the loading state', async () => {
    renderList([loadingMock()]);
    expect(await screen.findByText('Loading the technology entries...')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderList([failureMock()]);
    expect(await screen.findByText(/Failed to load the technology entries/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderList([listMock([])]);
    expect(await screen.findByText('No technology entries')).toBeInTheDocument();
  });

  it('lists the entries with their editor and the pages that show them', async () => {
    renderList([listMock([nanosorb])]);
    expect(await screen.findByRole('link', { ...hidden, name: 'NanoSorb' })).toHaveAttribute(
      'href',
      '/admin/technology/4',
    );
    expect(
      await screen.findByText(
        '/technologies/nanosorb, /soil-diagnostics/nanosorb, the technology cards',
      ),
    ).toBeInTheDocument();
    // The list offers no delete (a page needs its entry); a toast of another test may still show.
    const table = screen.getByRole('region', { ...hidden, name: 'Technology entries' });
    expect(within(table).queryByRole('button', { ...hidden, name: /Delete/ })).toBeNull();
  });
});

describe('AdminTechnologyEditPage', () => {
  it('says where each field shows', async () => {
    renderEditor([]);
    expect(await screen.findByLabelText('Title')).toHaveValue(nanosorb.title);
    expect(screen.getByRole('link', { ...hidden, name: 'Full page' })).toHaveAttribute(
      'href',
      '/technologies/nanosorb',
    );
    expect(
      screen.getByText(
        'Shown on: full page; short page; technology cards (home, products and soil diagnostics pages).',
      ),
    ).toBeInTheDocument();
    // The quote and the related products show on /soil-diagnostics/technology only.
    expect(screen.getAllByText('Not shown on any page for this entry.')).toHaveLength(2);
  });

  it("shows the API's message under the step's title and keeps what was typed", async () => {
    renderEditor([refusedUpdateMock()]);
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'NanoSorb, the carrier');
    await userEvent.clear(screen.getByLabelText('Step 1 title'));
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(await screen.findAllByText('Step title is required')).not.toHaveLength(0);
    expect(screen.getByLabelText('Title')).toHaveValue('NanoSorb, the carrier');
    expect(screen.getByLabelText('Step 1 text')).toHaveValue(nanosorb.steps[0].text);
  });

  it('restores a version and shows its fields', async () => {
    renderEditor([restoreMock(), oneMock()]);
    await userEvent.click(
      await screen.findByRole('button', { ...hidden, name: 'Restore version 1' }),
    );
    expect(await screen.findByText('Version 1 was restored as a new version.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('NanoSorb');
  });
});
