import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appPathOf, StaticContent, StaticLinks } from './StaticContent';

/** A child whose every render the test counts. */
const rendered = vi.fn();
function Tracked({ text }: { text: string }) {
  rendered(text);
  return <p>{text}</p>;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function Page({ text = 'Healthy soil' }: { text?: string }) {
  return (
    <>
      <StaticContent as="section" aria-label="Static part">
        <Tracked text={text} />
        <a href="/products/2">Product two</a>
        <a href="/api/products">The API</a>
        <img src="/broken.png" alt="A field" />
      </StaticContent>
      <Link to="/contact">Contact</Link>
      <Where />
      <StaticLinks />
    </>
  );
}

const app = (text?: string) => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route path="*" element={<Page text={text} />} />
    </Routes>
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  rendered.mockClear();
});

/**
 * The page's server HTML (rendered in the browser, where StaticContent renders its children: in
 * jsdom a server render would count as hydrating), hydrated as the browser entry does.
 */
async function hydrateServerHtml(text?: string) {
  const { container: first, unmount } = render(app(text));
  const html = first.innerHTML;
  unmount();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  rendered.mockClear();
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, app(text), { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('StaticContent', () => {
  it('keeps the server HTML when hydrated, without rendering its children', async () => {
    const { container, recoverable } = await hydrateServerHtml();
    expect(rendered).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    const section = screen.getByRole('region', { name: 'Static part' });
    expect(section).toHaveAttribute('data-static');
    expect(section).toContainHTML('<p>Healthy soil</p>');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    // A later render of the page (other props) leaves the adopted HTML alone.
    act(() => root!.render(app('Different text')));
    expect(rendered).not.toHaveBeenCalled();
    expect(section).toHaveTextContent('Healthy soil');
  });

  it('renders its children when mounted in the browser (client-side navigation)', () => {
    render(app());
    expect(rendered).toHaveBeenCalledWith('Healthy soil');
    expect(screen.getByText('Healthy soil')).toBeInTheDocument();
  });

  it("follows its links inside the app, and leaves the API's to the browser", async () => {
    await hydrateServerHtml();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    const api = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'The API' }).dispatchEvent(api);
    expect(api.defaultPrevented).toBe(false);
    const product = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByRole('link', { name: 'Product two' }).dispatchEvent(product);
    });
    expect(product.defaultPrevented).toBe(true);
    expect(screen.getByLabelText('path')).toHaveTextContent('/products/2');
  });

  it("shows FallbackImage's placeholder for a picture that fails", async () => {
    await hydrateServerHtml();
    const img = screen.getByRole('img', { name: 'A field' });
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img).toHaveAttribute('data-fallback', 'true');
    expect(img.getAttribute('src')).not.toBe('/broken.png');
  });
});

describe('appPathOf', () => {
  const anchor = (html: string) => {
    document.body.innerHTML = html;
    return document.querySelector('a')!;
  };
  const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

  it('opens pages of the site in the app', () => {
    expect(appPathOf(anchor('<a href="/products/1?x=1#top">p</a>'), click())).toBe(
      '/products/1?x=1#top',
    );
  });

  it('leaves other sites, files, new tabs, modified clicks and jumps to the browser', () => {
    expect(appPathOf(anchor('<a href="https://example.com/">x</a>'), click())).toBeNull();
    expect(appPathOf(anchor('<a href="/uploads/sheet.pdf">x</a>'), click())).toBeNull();
    expect(appPathOf(anchor('<a href="/graphql">x</a>'), click())).toBeNull();
    expect(appPathOf(anchor('<a href="/contact" target="_blank">x</a>'), click())).toBeNull();
    expect(appPathOf(anchor('<a href="/contact" download>x</a>'), click())).toBeNull();
    expect(appPathOf(anchor('<a href="/contact">x</a>'), click({ ctrlKey: true }))).toBeNull();
    expect(appPathOf(anchor('<a href="/contact">x</a>'), click({ button: 1 }))).toBeNull();
    expect(appPathOf(anchor(`<a href="${window.location.pathname}#main">x</a>`), click())).toBe(
      null,
    );
  });
});
