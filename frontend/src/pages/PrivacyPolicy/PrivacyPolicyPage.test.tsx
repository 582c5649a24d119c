import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { companyErrorMock, companyLoadingMock, companyMock } from './PrivacyPolicy.mock';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

function renderPage(mocks = [companyMock]) {
  return renderWithProviders(<PrivacyPolicyPage />, { mocks, path: '/privacy-policy' });
}

describe('PrivacyPolicyPage', () => {
  it('shows the effective date and the seven sections in order', () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: January 1, 2025')).toBeInTheDocument();
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'When We Share Information',
      'How We Protect Your Information',
      'Your Rights',
      'Contact Us About Privacy',
      'Changes to This Policy',
    ]);
    expect(screen.getByText(/Personal Information Protection Act \(PIPA\)/)).toBeInTheDocument();
  });

  it('names the privacy contact from the company query', async () => {
    renderPage();
    expect(
      await screen.findByText('Privacy Officer, Prairie Elite Agronomics Ltd.'),
    ).toBeInTheDocument();
    expect(screen.getByText('info@example.com')).toHaveAttribute('href', 'mailto:info@example.com');
    expect(screen.getByText(/10220 104 Avenue NW, Suite 310/)).toBeInTheDocument();
    expect(screen.getByText(/Edmonton, AB T5J 0H6/)).toBeInTheDocument();
  });

  it('shows a loading state for the contact details', () => {
    renderPage([companyLoadingMock]);
    expect(screen.getByText('Loading contact details...')).toBeInTheDocument();
  });

  it('points to the Contact page when the contact details fail to load', async () => {
    renderPage([companyErrorMock]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading contact details: Network down',
    );
    expect(screen.getByText('Contact page')).toHaveAttribute('href', '/contact');
  });
});
