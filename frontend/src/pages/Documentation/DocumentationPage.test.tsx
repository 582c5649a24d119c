import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  documentationMocks,
  documentsEmptyMock,
  documentsErrorMock,
  documentsMock,
} from './Documentation.mock';
import { DocumentationPage } from './DocumentationPage';

describe('DocumentationPage', () => {
  it('opens on the Certifications tab with the three certificates and their dates', async () => {
    const { container } = renderWithProviders(<DocumentationPage />, {
      mocks: documentationMocks,
    });
    expect(screen.getByRole('tab', { name: 'Certifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Field Trials' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product MSDS' })).toBeInTheDocument();
    expect(screen.getByText('Loading documents...')).toBeInTheDocument();
    await screen.findByText('US Approved Input Certificate');
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'US Approved Input Certificate',
      'Canadian Approved Input Certificate',
      'Approved Input List',
    ]);
    expect(screen.getAllByText('Valid until 21 February 2025')).toHaveLength(2);
    expect(screen.getByText('Last updated 24 April 2024')).toBeInTheDocument();
    // Both certificates are past their validity (as the API says): each is marked.
    expect(
      [...container.querySelectorAll('.documentation-page__dates')].map((dates) =>
        dates.textContent?.includes('Expired'),
      ),
    ).toEqual([true, true, false]);
    const downloads = screen.getAllByRole('link', { name: /Download PDF/ });
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual([
      '/documents/certificates/us-approved-input-certificate.pdf',
      '/documents/certificates/canadian-approved-input-certificate.pdf',
      '/documents/certificates/approved-input-list.pdf',
    ]);
    expect(downloads[0]).toHaveAttribute('target', '_blank');
    expect(downloads[0]).toHaveAttribute('download');
  });

  it('shows the 2021 trial results on the Field Trials tab', async () => {
    renderWithProviders(<DocumentationPage />, { mocks: documentationMocks });
    await userEvent.click(screen.getByRole('tab', { name: 'Field Trials' }));
    expect(
      await screen.findByText('2021 Conventional Field Trial Results: Wheat, Oats and Peas'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/documents/field-trials/2021-conventional-field-trial-wheat-oats-peas.pdf',
    );
  });

  it('keeps one safety data sheet open at a time and closes it on a second press', async () => {
    renderWithProviders(<DocumentationPage />, { mocks: documentationMocks });
    await userEvent.click(screen.getByRole('tab', { name: 'Product MSDS' }));
    const phos = await screen.findByRole('button', { name: 'Elite Phos Safety Data Sheet' });
    const booster = screen.getByRole('button', { name: 'Soil Booster Safety Data Sheet' });
    expect(phos).toHaveAttribute('aria-expanded', 'false');
    expect(booster).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(phos);
    expect(phos).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/documents/sds/elite-phos-sds.pdf',
    );
    expect(screen.getByText('Last updated 15 January 2024')).toBeVisible();

    await userEvent.click(booster);
    expect(booster).toHaveAttribute('aria-expanded', 'true');
    expect(phos).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(booster);
    expect(booster).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an empty state for a tab without documents', async () => {
    renderWithProviders(<DocumentationPage />, { mocks: [documentsEmptyMock('CERTIFICATE')] });
    expect(await screen.findByText('No documents here yet')).toBeInTheDocument();
  });

  it('shows the error when a tab cannot be loaded', async () => {
    renderWithProviders(<DocumentationPage />, {
      mocks: [documentsMock('CERTIFICATE'), documentsErrorMock('FIELD_TRIAL')],
    });
    await screen.findByText('US Approved Input Certificate');
    await userEvent.click(screen.getByRole('tab', { name: 'Field Trials' }));
    const panel = screen.getByRole('tabpanel', { name: 'Field Trials' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Error loading documents: 500: Internal Server Error',
    );
  });

  it('sets its title and canonical URL', () => {
    renderWithProviders(<DocumentationPage />, { mocks: documentationMocks });
    expect(document.title).toBe('Documentation | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/documentation',
    );
  });
});
