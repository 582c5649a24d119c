import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { copyrightLine, SiteFooter } from './SiteFooter';
import { footerCompanyMock } from './SiteFooter.mock';
import * as stories from './SiteFooter.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('SiteFooter', () => {
  it('prints the given year in the copyright line', () => {
    render(<SiteFooter company={footerCompanyMock} year={2031} />);
    expect(screen.getByText(/© 2031 Prairie Soil Co\./)).toBeInTheDocument();
    expect(screen.getByText('Near Tofield, Alberta T0B 4J0')).toBeInTheDocument();
  });
});

describe('copyrightLine', () => {
  it('adds one period after the name', () => {
    expect(copyrightLine(2025, 'Acme Ltd')).toBe('© 2025 Acme Ltd. All rights reserved.');
    expect(copyrightLine(2025, 'Acme Co.')).toBe('© 2025 Acme Co. All rights reserved.');
  });
});
