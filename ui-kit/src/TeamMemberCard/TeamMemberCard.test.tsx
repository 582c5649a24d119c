import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TeamGrid } from './TeamGrid';
import { teamMembersMock } from './TeamMemberCard.mock';
import * as stories from './TeamMemberCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('TeamGrid', () => {
  it('shows no consultants heading when there are only main members', () => {
    render(<TeamGrid members={teamMembersMock.slice(0, 3)} />);
    expect(screen.queryByText('Our Farm Consultants')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('nests card headings one level below the section heading', () => {
    render(<TeamGrid members={teamMembersMock} headingLevel={3} />);
    const section = screen.getByRole('region', { name: 'Our Farm Consultants' });
    expect(within(section).getByRole('heading', { level: 4, name: 'Amrit Gill' })).toBeVisible();
  });
});
