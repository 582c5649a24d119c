import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  elitePhos,
  productBySlugMock,
  productMock,
} from '../pages/ProductDetail/ProductDetail.mock';
import { soilMocks } from '../pages/SoilDiagnostics/SoilDiagnostics.mock';
import { technologyEntry, technologyMock } from '../pages/SoilTechnology/SoilTechnology.mock';
import { technologyPageMock, technologySummaryMock } from '../pages/Technology/Technology.mock';
import type { TypedMock } from '../test/mocks';
import { renderWithProviders } from '../test/render';
import { publicRoutes } from './publicRoutes';

function renderAt(path: string, mocks: readonly TypedMock[] = []) {
  return renderWithProviders(
    <Suspense fallback="Loading page">
      <Routes>{publicRoutes()}</Routes>
    </Suspense>,
    { path, mocks },
  );
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('catalog routes', { timeout: 20_000 }, () => {
  it('sends /soil-diagnostics/technology to the technology page, not to a product', async () => {
    renderAt('/soil-diagnostics/technology', [technologyMock('technology', technologyEntry)]);
    expect(await h1('NanoSorb and Micro Extraction Technology')).toBeVisible();
    expect(screen.queryByText('Product Not Found')).toBeNull();
  });

  it.each([
    [
      '/soil-diagnostics/micro-xtraction',
      'Micro Extraction',
      technologySummaryMock('micro-extraction'),
    ],
    ['/soil-diagnostics/nanosorb', 'NanoSorb', technologySummaryMock('nanosorb')],
    [
      '/technologies/micro-extraction',
      'Micro Extraction Technology',
      technologyPageMock('micro-extraction'),
    ],
    ['/technologies/nanosorb', 'NanoSorb Technology', technologyPageMock('nanosorb')],
  ] as const)('sends %s to its technology page', async (path, title, mock) => {
    renderAt(path, [mock]);
    expect(await h1(title)).toBeVisible();
  });

  it.each(['/products/1', '/soil-diagnostics/1', '/solutions/1'])(
    'sends %s to the product detail',
    async (path) => {
      renderAt(path, [productMock('1', elitePhos)]);
      expect(await h1('Elite Phos')).toBeVisible();
    },
  );

  it('sends /solutions/products/{slug} to the product found by slug', async () => {
    renderAt('/solutions/products/elite-phos', [productBySlugMock('elite-phos', elitePhos)]);
    expect(await h1('Elite Phos')).toBeVisible();
  });

  it.each(['/soil-diagnostics', '/solutions'])(
    'sends %s to the soil diagnostics screen',
    async (path) => {
      renderAt(path, soilMocks());
      expect(await h1('Soil Diagnostics & Solutions')).toBeVisible();
    },
  );
});
