import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { imagesMock } from '../AdminTeam/AdminTeam.mock';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminVideoEditPage } from './AdminVideoEditPage';
import { AdminVideosPage } from './AdminVideosPage';
import {
  canola,
  categoriesFailureMock,
  categoriesLoadingMock,
  categoriesMock,
  features,
  nanoSorb,
  oneMock,
  refusedCategoryDeleteMock,
  refusedUpdateMock,
  restoreMock,
  testimonials,
  videosMock,
} from './AdminVideos.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[], path = '/admin/videos') =>
  renderAdminPage(<AdminVideosPage />, { path, mocks });

describe('AdminVideosPage', () => {
  it('shows the loading state', async () => {
    renderList([categoriesLoadingMock()]);
    expect(await screen.findByText('Loading the categories...')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderList([categoriesFailureMock()]);
    expect(await screen.findByText(/Failed to load the categories/)).toBeInTheDocument();
  });

  it('offers to add the first category when there is none', async () => {
    renderList([categoriesMock([])]);
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { ...hidden, name: 'New Category' })).toBeInTheDocument();
  });

  it('lists the categories in order with their counts, and the first one’s videos', async () => {
    renderList([categoriesMock(), videosMock(features, [nanoSorb])]);
    const tabs = await screen.findByRole('region', { ...hidden, name: 'Categories in tab order' });
    const rows = within(tabs).getAllByRole('row', hidden).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell', hidden)[1].textContent)).toEqual([
      features.name,
      testimonials.name,
    ]);
    expect(
      within(tabs).getByRole('button', { ...hidden, name: `Move up: ${features.name}` }),
    ).toBeDisabled();
    expect(within(rows[0]).getAllByRole('cell', hidden)[2]).toHaveTextContent('3');
    expect(await screen.findByRole('link', { ...hidden, name: nanoSorb.title })).toHaveAttribute(
      'href',
      '/admin/videos/10',
    );
    expect(screen.getByRole('heading', { ...hidden, name: `Videos in ${features.name}` }));
  });

  it('shows the category of the address, its "Coming Soon" videos said so', async () => {
    renderList(
      [categoriesMock(), videosMock(testimonials, [canola])],
      `/admin/videos?category=${testimonials.id}`,
    );
    const link = await screen.findByRole('link', { ...hidden, name: canola.title });
    expect(within(link.closest('tr')!).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('says why a category that holds videos is not deleted', async () => {
    renderList([categoriesMock(), videosMock(features, []), refusedCategoryDeleteMock(features)]);
    await userEvent.click(
      await screen.findByRole('button', { ...hidden, name: `Delete ${features.name}` }),
    );
    await userEvent.click(await screen.findByRole('button', { ...hidden, name: 'Delete' }));
    expect(
      await screen.findByText('This category holds 3 videos: move or delete them first'),
    ).toBeInTheDocument();
  });
});

const renderEditor = (mocks: readonly TypedMock[]) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/videos/:id" element={<AdminVideoEditPage />} />
    </Routes>,
    { path: `/admin/videos/${nanoSorb.id}`, mocks },
  );

describe('AdminVideoEditPage', () => {
  it('shows the API message under the link and keeps what was typed', async () => {
    const url = 'https://example.com/films/12';
    renderEditor([oneMock(), categoriesMock(), imagesMock(), refusedUpdateMock(url)]);
    const link = await screen.findByLabelText('Video link');
    await userEvent.clear(link);
    await userEvent.type(link, url);
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findAllByText(
        'Video link must be the address of a YouTube or Vimeo video, starting with https://',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Video link')).toHaveValue(url);
    expect(screen.getByLabelText('Title')).toHaveValue(nanoSorb.title);
  });

  it('restores an earlier version as a new one', async () => {
    renderEditor([oneMock(), categoriesMock(), imagesMock(), restoreMock()]);
    expect(await screen.findByLabelText('Available to watch')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 was restored as a new version.')).toBeInTheDocument();
    expect(screen.getByLabelText('Available to watch')).not.toBeChecked();
  });

  it('names the category and the availability in the version comparison', async () => {
    renderEditor([oneMock(), categoriesMock(), imagesMock()]);
    await userEvent.click(await screen.findByLabelText('Compare version 1'));
    await userEvent.click(screen.getByLabelText('Compare version 2'));
    const diff = await screen.findByRole('table', { ...hidden, name: 'Version 1 and Version 2' });
    const row = (label: RegExp) =>
      [...within(diff).getAllByRole('row', hidden)].find((tr) =>
        label.test(within(tr).queryAllByRole('rowheader', hidden)[0]?.textContent ?? ''),
      );
    expect(row(/^Category/)).toHaveTextContent(`Category${features.name}${features.name}`);
    expect(row(/^On the site/)).toHaveTextContent('On the site (changed)Coming SoonAvailable');
  });
});
