import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { catalogueMock } from './FarmTools.mock';
import { SaltIndexPage } from './SaltIndexPage';

const open = (search: string) =>
  renderWithProviders(<SaltIndexPage />, {
    path: `/apps/salt-index${search}`,
    mocks: [catalogueMock],
  });

afterEach(() => localStorage.clear());

describe('SaltIndexPage', () => {
  it('checks a shared blend: urea with wheat on 1 in. by 9 in. is 11 % SBU', async () => {
    open('?p1=reference-urea&r1=30&crop=spring-wheat&texture=medium&spread=1&row=9');
    expect(await screen.findByText(/Seedbed utilization: 11 %/)).toBeVisible();
    // 30 lb/ac of urea is 13.8 lb N/ac, within Manitoba's 15 at 11 % on medium soil.
    const answer = screen.getByRole('region', { name: 'The answer' });
    expect(within(answer).getByText('Safe', { selector: '.tool-verdict' })).toBeVisible();
    expect(within(answer).getByText(/Table used: Mortvedt \(2001\)/)).toBeVisible();
    expect(within(answer).getByText(/mainly ammonia, not salt/)).toBeVisible();
  });

  it('updates the answer as the rate changes, and says why it exceeds', async () => {
    const user = userEvent.setup();
    open('?p1=reference-urea&r1=30&crop=spring-wheat&texture=medium&spread=1&row=9');
    await screen.findByText(/Seedbed utilization: 11 %/);
    const rate = screen.getByLabelText('Rate 1');
    await user.clear(rate);
    await user.type(rate, '60');
    const answer = screen.getByRole('region', { name: 'The answer' });
    expect(within(answer).getByText('Exceeds', { selector: '.tool-verdict' })).toBeVisible();
    expect(
      within(answer).getByText(/27\.6 lb\/ac of N is more than the 15 lb\/ac/, { selector: 'li' }),
    ).toBeVisible();
  });

  it('says salt index is only a relative measure and names the table where tables disagree', async () => {
    open('');
    expect(await screen.findAllByText(/^Salt index is only a relative measure/)).not.toHaveLength(
      0,
    );
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByText(/88\.3 in one, 69 in another/)).toBeVisible();
    expect(within(sources).getByText(/not used: Salt index values for some garden/)).toBeVisible();
  });

  it('has no serious accessibility problems', async () => {
    const { container } = open('?p1=reference-map&r1=40&crop=canola&spread=1&row=10');
    await screen.findByText(/Seedbed utilization: 10 %/);
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });
});
