import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminTestimonialEditPage } from './AdminTestimonialEditPage';
import { AdminTestimonialsPage } from './AdminTestimonialsPage';
import {
  dale,
  failureMock,
  listMock,
  loadingMock,
  marianne,
  conflictMock,
  oneMock,
  moveMock,
  pagedMocks,
  refusedCreateMock,
  restoreMock,
  versionedMock,
} from './AdminTestimonials.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminTestimonialsPage />, { path: '/admin/testimonials', mocks });

describe('AdminTestimonialsPage', () => {
  it('shows the loading state', async () => {
    renderList([loadingMock()]);
    expect(await screen.findByText('Loading testimonials...')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    renderList([failureMock()]);
    expect(await screen.findByText(/Failed to load testimonials/)).toBeInTheDocument();
    expect(screen.getByRole('button', { ...hidden, name: /Retry|Try again/ })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderList([listMock([])]);
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
  });

  it('lists them in display order with places, stars and move buttons at the ends turned off', async () => {
    renderList([listMock()]);
    const link = await screen.findByRole('link', { ...hidden, name: dale.customerName });
    expect(link).toHaveAttribute('href', '/admin/testimonials/1');
    expect(screen.getByLabelText('5 of 5 stars')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { ...hidden, name: `Move up: ${dale.customerName}` }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { ...hidden, name: `Move down: ${marianne.customerName}` }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { ...hidden, name: `Move down: ${dale.customerName}` }),
    ).toBeEnabled();
  });

  it('moves one up and shows the order the server answers', async () => {
    renderList([
      listMock(),
      moveMock(),
      listMock([
        { ...marianne, sortOrder: 0 },
        { ...dale, sortOrder: 1 },
      ]),
    ]);
    await userEvent.click(
      await screen.findByRole('button', { ...hidden, name: `Move up: ${marianne.customerName}` }),
    );
    expect(await screen.findByText(/is now number 1 on the site/)).toBeInTheDocument();
    // The refetched order: Marianne's row comes first.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('link', hidden)
          .map((link) => link.textContent)
          .filter((name) => name === dale.customerName || name === marianne.customerName),
      ).toEqual([marianne.customerName, dale.customerName]),
    );
  });

  it('appends the next page with Load more', async () => {
    renderList(pagedMocks());
    expect(await screen.findByText('Showing 1 of 2 testimonials')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Load more' }));
    expect(
      await screen.findByRole('link', { ...hidden, name: marianne.customerName }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { ...hidden, name: dale.customerName })).toBeInTheDocument();
  });
});

describe('AdminTestimonialEditPage', () => {
  it('shows the API messages under their fields and keeps what was typed', async () => {
    renderAdminPage(
      <Routes>
        <Route path="/admin/testimonials/:id" element={<AdminTestimonialEditPage />} />
      </Routes>,
      { path: '/admin/testimonials/new', mocks: [refusedCreateMock('Jo Tester, near Olds')] },
    );
    await userEvent.type(
      await screen.findByLabelText('Customer, with their farm'),
      'Jo Tester, near Olds',
    );
    const rating = screen.getByLabelText('Rating (stars, 1 to 5)');
    await userEvent.clear(rating);
    await userEvent.type(rating, '7');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(await screen.findAllByText('Testimonial is required')).not.toHaveLength(0);
    expect(screen.getAllByText('Rating must be a whole number from 1 to 5')).not.toHaveLength(0);
    expect(screen.getByLabelText('Customer, with their farm')).toHaveValue('Jo Tester, near Olds');
    expect(screen.getByLabelText('Rating (stars, 1 to 5)')).toHaveValue('7');
  });

  it('shows a save over a newer version as a conflict and keeps the typing', async () => {
    renderAdminPage(
      <Routes>
        <Route path="/admin/testimonials/:id" element={<AdminTestimonialEditPage />} />
      </Routes>,
      { path: '/admin/testimonials/1', mocks: [oneMock(), conflictMock()] },
    );
    const rating = await screen.findByLabelText('Rating (stars, 1 to 5)');
    await userEvent.clear(rating);
    await userEvent.type(rating, '3');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findAllByText('Changed by someone else at 13:02: review their changes'),
    ).not.toHaveLength(0);
    expect(
      screen.getByRole('button', { ...hidden, name: 'Save over theirs next' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Rating (stars, 1 to 5)')).toHaveValue('3');
  });
});

describe('restoring a version of a testimonial', () => {
  it('restores an earlier version as a new one and shows its fields in the form', async () => {
    renderAdminPage(
      <Routes>
        <Route path="/admin/testimonials/:id" element={<AdminTestimonialEditPage />} />
      </Routes>,
      {
        path: '/admin/testimonials/1',
        mocks: [versionedMock(), restoreMock(), versionedMock(true)],
      },
    );
    expect(await screen.findByLabelText('Rating (stars, 1 to 5)')).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Restore version 1' }));
    await waitFor(() => expect(screen.getByLabelText('Rating (stars, 1 to 5)')).toHaveValue('5'));
    expect(await screen.findByText('Version 1 was restored as a new version.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { ...hidden, name: 'Restore version 2' }),
    ).toBeInTheDocument();
  });
});
