import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { copyrightLine, SiteFooter } from './SiteFooter';
import { footerCompanyMock, footerLinksMock } from './SiteFooter.mock';
import * as stories from './SiteFooter.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('SiteFooter', () => {
  it('prints the given year in the copyright line', () => {
    render(<SiteFooter company={footerCompanyMock} quickLinks={footerLinksMock} year={2031} />);
    expect(screen.getByText(/© 2031 Prairie Soil Co\./)).toBeInTheDocument();
    expect(screen.getByText('Near Tofield, Alberta T0B 4J0')).toBeInTheDocument();
  });

  it('hydrates a page rendered in the previous year without failing', async () => {
    // Rendered on the server on 31 December, hydrated in the browser on 1 January.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SiteFooter company={footerCompanyMock} quickLinks={footerLinksMock} year={2030} />,
    );
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <SiteFooter company={footerCompanyMock} quickLinks={footerLinksMock} year={2031} />,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('© 2030 Prairie Soil Co.');
    container.remove();
  });
});

describe('copyrightLine', () => {
  it('adds one period after the name', () => {
    expect(copyrightLine(2025, 'Acme Ltd')).toBe('© 2025 Acme Ltd. All rights reserved.');
    expect(copyrightLine(2025, 'Acme Co.')).toBe('© 2025 Acme Co. All rights reserved.');
  });
});
