import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminDocumentEditPage } from './AdminDocumentEditPage';
import { AdminDocumentsPage } from './AdminDocumentsPage';
import {
  draftCertificate,
  failureMock,
  fieldTrial,
  kindMock,
  loadingMock,
  oneMock,
  refusedCreateMock,
  usCertificate,
} from './AdminDocuments.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminDocumentsPage />, { path: '/admin/documents', mocks });

const renderEditor = (id: string, mocks: readonly TypedMock[]) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/documents/:id" element={<AdminDocumentEditPage />} />
    </Routes>,
    { path: `/admin/documents/${id}`, mocks },
  );

describe('AdminDocumentsPage', () => {
  it('shows the loading state', async () => {
    renderList([loadingMock()]);
    expect(await screen.findByText('Loading the documents...')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderList([failureMock()]);
    expect(await screen.findByText(/Failed to load the documents/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderList([kindMock('CERTIFICATE', [])]);
    expect(await screen.findByText('No documents in this tab yet')).toBeInTheDocument();
  });

  it('lists the certificates with their PDF, then the field trials when that tab is chosen', async () => {
    renderList([
      kindMock('CERTIFICATE', [usCertificate, draftCertificate]),
      kindMock('FIELD_TRIAL', [fieldTrial]),
    ]);
    expect(
      await screen.findByRole('link', { ...hidden, name: usCertificate.title }),
    ).toHaveAttribute('href', '/admin/documents/1');
    expect(
      screen.getByRole('link', { ...hidden, name: `Open the PDF of ${usCertificate.title}` }),
    ).toHaveAttribute('href', usCertificate.fileUrl);
    expect(screen.getByText('No PDF yet: not on the page')).toBeInTheDocument();
    // fireEvent: jsdom cannot build the pointer events userEvent sends to antd's Segmented.
    fireEvent.click(screen.getByRole('radio', { ...hidden, name: 'Field Trials' }));
    expect(
      await screen.findByRole('link', { ...hidden, name: fieldTrial.title }),
    ).toBeInTheDocument();
  });
});

describe('AdminDocumentEditPage', () => {
  it('shows a document with its PDF and its fields', async () => {
    renderEditor(usCertificate.id, [oneMock()]);
    expect(await screen.findByLabelText('Title')).toHaveValue(usCertificate.title);
    expect(screen.getByLabelText('Valid until')).toHaveValue('2025-02-21');
    expect(screen.getByRole('link', { ...hidden, name: 'Open the current PDF' })).toHaveAttribute(
      'href',
      usCertificate.fileUrl,
    );
    expect(screen.getByLabelText('Replace the PDF')).toHaveAttribute('type', 'file');
  });

  it('keeps a chosen PDF and what was typed when the API refuses a field', async () => {
    renderEditor('new', [refusedCreateMock()]);
    await userEvent.type(await screen.findByLabelText('Title'), draftCertificate.title);
    await userEvent.type(screen.getByLabelText('Description'), draftCertificate.description);
    const pdf = new File(['%PDF-1.4'], 'japan.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose the PDF'), pdf);
    expect(screen.getByText('japan.pdf is uploaded when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(await screen.findAllByText('Title must be at most 200 characters')).not.toHaveLength(0);
    expect(screen.getByLabelText('Title')).toHaveValue(draftCertificate.title);
    expect(screen.getByText('japan.pdf is uploaded when you save.')).toBeInTheDocument();
  });
});
