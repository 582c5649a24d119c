import { useEffect, useSyncExternalStore, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueProduct } from 'agronomy';
import type { FertilizerCatalogueQuery } from '../../graphql/generated/graphql';
import { registerOfflineTools } from './offlineTools';

/**
 * The farm tools keep every input in the URL: the form is a plain GET form (with JavaScript off,
 * submitting it asks the server to render the result), and with JavaScript on each change writes
 * the form into the URL at once, which the page computes from. A shared link is the whole input.
 */
export function useToolForm() {
  const [params, setParams] = useSearchParams();
  // False while the server renders and the browser hydrates its HTML, true from then on.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  useEffect(registerOfflineTools, []);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.append(name, value.trim());
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The result is already shown: the button only matters without JavaScript.
    event.preventDefault();
    onChange(event);
  };
  // The form is made again once the page runs: its fields then take their values from the
  // address even when the HTML was another's (a page kept offline answers any of its addresses).
  return { params, onChange, onSubmit, formKey: hydrated ? 'live' : 'server' };
}

const subscribeToNothing = () => () => {};

/** A number the farmer typed, or undefined for an empty or unreadable field. */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export type UnitSystem = 'imperial' | 'metric';
const UNITS_KEY = 'farm-tools-units';

/**
 * The imperial or metric choice: the URL's (so a link reproduces the result), else the one the
 * browser remembers (localStorage), else imperial. The remembered choice is applied after
 * hydration, so the server's HTML and the first render agree.
 */
export function useUnits(params: URLSearchParams): UnitSystem {
  const [, setParams] = useSearchParams();
  const inUrl = params.get('units');
  const units: UnitSystem = inUrl === 'metric' ? 'metric' : 'imperial';
  useEffect(() => {
    if (inUrl === 'metric' || inUrl === 'imperial') {
      try {
        localStorage.setItem(UNITS_KEY, inUrl);
      } catch {
        // Storage may be off (private mode): the choice then lasts as long as the URL.
      }
      return;
    }
    let remembered: string | null = null;
    try {
      remembered = localStorage.getItem(UNITS_KEY);
    } catch {
      remembered = null;
    }
    if (remembered === 'metric') {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('units', 'metric');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [inUrl, setParams]);
  return units;
}

type CatalogueEntry = FertilizerCatalogueQuery['fertilizerCatalogue'][number];

/** A product of the API's catalogue as the agronomy module takes it. */
export function catalogueProduct(entry: CatalogueEntry): CatalogueProduct {
  return {
    id: entry.id,
    kind: entry.kind === 'COMPANY' ? 'company' : 'reference',
    name: entry.name,
    grade: entry.grade,
    analysis: {
      N: entry.nitrogenPercent,
      P2O5: entry.phosphatePercent,
      K2O: entry.potashPercent,
      S: entry.sulphurPercent,
    },
    otherPercent: entry.otherPercent,
    form: entry.form === 'LIQUID' ? 'liquid' : entry.form === 'GAS' ? 'gas' : 'dry',
    lbPerUsGal: entry.lbPerUsGal,
    saltIndex: entry.saltIndex,
    saltIndexSource: entry.saltIndexSource,
    pricePerTonne: entry.pricePerTonne,
    priceSetOn: entry.priceSetOn,
    maySeedPlace: entry.maySeedPlace,
  };
}

/** "1,234.5": a number to `decimals`, grouped as Canadians read it. */
export const formatNumber = (value: number, decimals: number) =>
  value.toLocaleString('en-CA', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

export const formatMoney = (value: number) =>
  value.toLocaleString('en-CA', { style: 'currency', currency: 'CAD' });

/** Longest summary put in the contact form's link (the message field takes 2000 characters). */
const SUMMARY_MAX = 1500;

/** The contact form, with a tool's summary as its message: no personal data in the link. */
export const askAgronomistHref = (summary: string) =>
  `/contact?${new URLSearchParams({ plan: summary.slice(0, SUMMARY_MAX) }).toString()}`;
