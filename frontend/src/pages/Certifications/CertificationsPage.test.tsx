import { screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  certificationsEmptyMock,
  certificationsErrorMock,
  certificationsMock,
} from './Certifications.mock';
import { CertificationsPage } from './CertificationsPage';

describe('CertificationsPage', () => {
  it('shows a loading state, then the four cards in order with their validity', async () => {
    const { container } = renderWithProviders(<CertificationsPage />, {
      mocks: [certificationsMock],
    });
    expect(screen.getByText('Loading certifications...')).toBeInTheDocument();
    await screen.findByText('ISO 9001:2015');
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'ISO 9001:2015',
      'Organic Input Materials',
      'Good Laboratory Practice',
      'Agricultural Inputs Registration',
    ]);
    // The API marks the cards whose validity has passed; each says so beside its date.
    expect(
      [...container.querySelectorAll('.pe-card__tags')].map((tags) =>
        [...tags.querySelectorAll('.ant-tag')].map((tag) => tag.textContent),
      ),
    ).toEqual([
      ['Valid until 2026'],
      ['Valid until 2025', 'Expired'],
      ['Valid until 2025', 'Expired'],
      ['Valid until 2026'],
    ]);
  });

  it('lists the organic standards when that card is expanded', async () => {
    renderWithProviders(<CertificationsPage />, { mocks: [certificationsMock] });
    const [organic] = await screen.findAllByRole('button', { name: 'Show certification types' });
    expect(screen.getByText('Canada Organic Regime')).not.toBeVisible();
    await userEvent.click(organic!);
    for (const name of [
      'OMRI',
      'EU organic',
      'USDA NOP',
      'Japanese standard',
      'Canada Organic Regime',
    ]) {
      expect(screen.getByText(name)).toBeVisible();
    }
  });

  it('keeps only one card expanded at a time', async () => {
    renderWithProviders(<CertificationsPage />, { mocks: [certificationsMock] });
    const [organic, registration] = await screen.findAllByRole('button', {
      name: 'Show certification types',
    });
    await userEvent.click(organic!);
    expect(organic).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(registration!);
    expect(registration).toHaveAttribute('aria-expanded', 'true');
    expect(organic).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('OMRI')).not.toBeVisible();
  });

  it('links to the contact page', async () => {
    renderWithProviders(<CertificationsPage />, { mocks: [certificationsMock] });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows an empty state when there are no cards', async () => {
    renderWithProviders(<CertificationsPage />, { mocks: [certificationsEmptyMock] });
    expect(await screen.findByText('No certifications to show yet')).toBeInTheDocument();
  });

  it('shows the error when the cards cannot be loaded', async () => {
    renderWithProviders(<CertificationsPage />, { mocks: [certificationsErrorMock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading certifications: 500: Internal Server Error',
    );
  });

  it('sets its title and canonical URL', async () => {
    renderWithProviders(<CertificationsPage />, { mocks: [certificationsMock] });
    await screen.findByText('ISO 9001:2015');
    expect(document.title).toBe('Certifications | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/certifications',
    );
  });
});
