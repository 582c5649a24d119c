import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TechnologyCard } from './TechnologyCard';
import { microExtractionMock } from './TechnologyCard.mock';
import * as stories from './TechnologyCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('TechnologyCard', () => {
  it('links "Learn More" to the technology page under the given heading level', () => {
    render(<TechnologyCard {...microExtractionMock} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Micro Extraction' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Learn More about Micro Extraction' });
    expect(link).toHaveAttribute('href', '/technologies/micro-extraction');
    // The visible words stay the spec's; the rest is for screen readers and search engines.
    expect(link.querySelector('.pe-visually-hidden')).toHaveTextContent(/^about Micro Extraction$/);
    expect(
      link.textContent?.replace(link.querySelector('.pe-visually-hidden')!.textContent!, ''),
    ).toBe('Learn More ');
  });

  it('loads its image lazily unless it is in the first screen of the page', () => {
    const { rerender } = render(<TechnologyCard {...microExtractionMock} />);
    const image = () => screen.getByRole('img', { name: 'Micro Extraction' });
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    rerender(<TechnologyCard {...microExtractionMock} imagePriority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });
});
