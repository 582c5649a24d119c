import { MenuOutlined } from '@ant-design/icons';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { SiteHeader } from './SiteHeader';
import { headerLinksMock } from './SiteHeader.mock';
import * as stories from './SiteHeader.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('SiteHeader', () => {
  afterEach(() => scrollTo(0));

  it('hides after 100 px of downward scroll and returns on scrolling up', () => {
    render(
      <SiteHeader
        currentPath="/"
        brandName="Prairie Soil Co."
        links={headerLinksMock}
        homeHref="/"
      />,
    );
    const header = screen.getByRole('banner');
    scrollTo(80);
    expect(header).not.toHaveClass('pe-header--hidden');
    scrollTo(150);
    expect(header).toHaveClass('pe-header--hidden');
    scrollTo(140);
    expect(header).not.toHaveClass('pe-header--hidden');
  });

  it('comes back when keyboard focus enters it', () => {
    render(
      <SiteHeader
        currentPath="/"
        brandName="Prairie Soil Co."
        links={headerLinksMock}
        homeHref="/"
      />,
    );
    scrollTo(50);
    scrollTo(400);
    expect(screen.getByRole('banner')).toHaveClass('pe-header--hidden');
    act(() => screen.getByRole('link', { name: 'Prairie Soil Co.' }).focus());
    expect(screen.getByRole('banner')).not.toHaveClass('pe-header--hidden');
  });

  it('writes the markup of antd’s Button for "Toggle menu", which antd’s styles style', () => {
    const markup = (node: ReactNode) =>
      renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);
    const header = markup(
      <SiteHeader
        currentPath="/"
        brandName="Prairie Soil Co."
        links={headerLinksMock}
        homeHref="/"
      />,
    );
    const antdButton = markup(
      <Button
        aria-label="Toggle menu"
        aria-expanded={false}
        className="pe-header__toggle"
        type="text"
        size="large"
        icon={<MenuOutlined aria-hidden="true" />}
      />,
    );
    expect(header).toContain(antdButton);
  });

  it('stays put when hiding is turned off', () => {
    render(
      <SiteHeader
        currentPath="/"
        brandName="Prairie Soil Co."
        links={headerLinksMock}
        homeHref="/"
        hideOnScroll={false}
      />,
    );
    scrollTo(50);
    scrollTo(400);
    expect(screen.getByRole('banner')).not.toHaveClass('pe-header--hidden');
  });
});
