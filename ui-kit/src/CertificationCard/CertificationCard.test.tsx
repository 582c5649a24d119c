import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { CertificationCard } from './CertificationCard';
import { certificationsMock } from './CertificationCard.mock';
import * as stories from './CertificationCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('CertificationCard', () => {
  it('reports toggles when controlled and toggles with the keyboard', async () => {
    const onExpandedChange = vi.fn();
    render(
      <CertificationCard
        certification={certificationsMock[1]}
        expanded={false}
        onExpandedChange={onExpandedChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show certification types' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });
});
