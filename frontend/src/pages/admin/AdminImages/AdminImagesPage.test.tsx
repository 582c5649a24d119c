import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminImagesPage } from './AdminImagesPage';
import { assetsMock, canola, deleteMock, updateMock, uploaded } from './AdminImages.mock';
import { addTag } from './ImageMetadataEditor';

// The editor's antd widgets make a large DOM: role queries skip the (slow) visibility check.
vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);
afterEach(() => vi.unstubAllGlobals());

/** Types in one go: antd re-renders the whole editor per keystroke, which is slow under jsdom. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text) await userEvent.paste(text);
}

async function select(name: string) {
  await userEvent.click(await screen.findByRole('button', { ...hidden, name: new RegExp(name) }));
  return screen.findByRole('heading', { ...hidden, name: 'Edit Image' });
}

describe('AdminImagesPage', () => {
  it('browses the stored images and saves edited metadata and tags', async () => {
    renderAdminPage(<AdminImagesPage />, {
      path: '/admin/images',
      mocks: [
        assetsMock(),
        updateMock({
          name: 'Canola near Vegreville',
          category: 'FIELD',
          description: canola.description,
          tags: ['summer', 'bloom'],
        }),
      ],
    });
    expect(screen.getByRole('tab', { ...hidden, name: 'Browse Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await select('Canola in Bloom');
    const name = screen.getByLabelText('Name');
    await fill(name, 'Canola near Vegreville');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Remove tag canola' }));
    const tag = screen.getByPlaceholderText('Add a tag');
    for (const value of ['bloom', 'summer', '   ']) {
      await fill(tag, value);
      await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Add Tag' }));
    }
    expect(
      within(screen.getByRole('list', { ...hidden, name: 'Tags' }))
        .getAllByRole('listitem', hidden)
        .map((li) => li.firstChild!.textContent!.trim()),
    ).toEqual(['summer', 'bloom']);
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Update Metadata' }));
    expect(await screen.findByText('Metadata Updated')).toBeInTheDocument();
    expect(screen.getByText('"Canola near Vegreville" was saved.')).toBeInTheDocument();
  });

  it('asks "Are you sure?" before deleting, and Cancel keeps the image', async () => {
    renderAdminPage(<AdminImagesPage />, {
      path: '/admin/images',
      mocks: [assetsMock(undefined, 1), deleteMock(uploaded.id), assetsMock([canola])],
    });
    await select('Drone Survey');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Delete Image' }));
    let dialog = await screen.findByRole('dialog', { ...hidden, name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { ...hidden, name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Delete Image' }));
    dialog = await screen.findByRole('dialog', { ...hidden, name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('"Drone Survey" will be deleted. These go with it:');
    expect(within(dialog).getByRole('listitem', hidden)).toHaveTextContent('its uploaded file');
    await userEvent.click(within(dialog).getByRole('button', { ...hidden, name: 'Delete' }));
    expect(await screen.findByText('Image Deletion')).toBeInTheDocument();
    expect(screen.getByText('"Drone Survey" was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { ...hidden, name: 'Edit Image' })).toBeNull(),
    );
  });

  it('uploads a file with its metadata as the bearer of the session', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...uploaded, id: 14 }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAdminPage(<AdminImagesPage />, {
      path: '/admin/images',
      mocks: [assetsMock([canola], 1), assetsMock()],
    });
    await userEvent.click(await screen.findByRole('tab', { ...hidden, name: 'Upload New Image' }));
    expect(screen.getByText('JPG, PNG, GIF, WEBP (max 5MB)')).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'drone-survey.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText('Image file'), file);
    expect(screen.getByLabelText('Name')).toHaveValue('drone-survey');
    await fill(screen.getByLabelText('Name'), 'Drone Survey');
    await fill(screen.getByLabelText('Tags'), 'drone, ndvi');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Upload Image' }));
    expect(await screen.findByText('Image Upload')).toBeInTheDocument();
    expect(screen.getByText('"Drone Survey" was uploaded.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/images');
    // The HttpOnly session cookie goes with it; no script holds a token to send.
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toBeUndefined();
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Drone Survey');
    expect(body.get('category')).toBe('Other');
    expect(body.get('tags')).toBe('drone, ndvi');
    expect((body.get('file') as File).name).toBe('drone-survey.png');
    // Back on the gallery with the new image selected.
    expect(
      await screen.findByRole('heading', { ...hidden, name: 'Edit Image' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a file that is not an image", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              message:
                'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)',
              errors: {
                file: 'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)',
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    renderAdminPage(<AdminImagesPage />, { path: '/admin/images', mocks: [assetsMock()] });
    await userEvent.click(await screen.findByRole('tab', { ...hidden, name: 'Upload New Image' }));
    await userEvent.upload(
      screen.getByLabelText('Image file'),
      new File(['hello'], 'notes.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Upload Image' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)',
      ).length,
    ).toBeGreaterThan(0);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAdminPage(<AdminImagesPage />, { path: '/admin/images', mocks: [assetsMock()] });
    await userEvent.click(await screen.findByRole('tab', { ...hidden, name: 'Upload New Image' }));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Image file'), big);
    expect(await screen.findByText('The image is larger than 5 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Upload Image' }));
    // The submit is asynchronous: give an upload the time to start before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('The image is larger than 5 MB')).toBeInTheDocument();
  });

  it('reads the next page of images with "Load more", after the last one shown', async () => {
    renderAdminPage(<AdminImagesPage />, {
      path: '/admin/images',
      mocks: [
        assetsMock([canola], 1, { hasNextPage: true, totalCount: 2 }),
        assetsMock([uploaded], 1, { after: `cursor-${canola.id}`, totalCount: 2 }),
      ],
    });
    expect(await screen.findByText('Showing 1 of 2 images')).toBeInTheDocument();
    expect(screen.queryByRole('button', { ...hidden, name: /Drone Survey/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Load more' }));
    // The next page joins the gallery, which can edit it like the first.
    await select('Drone Survey');
    expect(screen.getByRole('button', { ...hidden, name: /Canola in Bloom/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { ...hidden, name: 'Load more' })).toBeNull();
  });
});

describe('addTag', () => {
  it('adds a tag only when it is non-empty and new', () => {
    expect(addTag(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addTag(['a'], 'a')).toEqual(['a']);
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });
});
