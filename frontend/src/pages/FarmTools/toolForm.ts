import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueProduct } from 'agronomy';
import { RenderedOnContext } from '../../app/render-context';
import type { FertilizerCatalogueQuery } from '../../graphql/generated/graphql';
import { registerOfflineTools } from './offlineTools';

/**
 * How long the inputs rest before the URL is written. Writing it is a navigation, which renders
 * the whole app again (the router's location changed); a farmer typing "120" should see each
 * digit's result at once and pay for the navigation once, after the typing.
 */
export const URL_WRITE_DELAY_MS = 300;

/**
 * The farm tools keep every input in the URL: the form is a plain GET form (with JavaScript off,
 * submitting it asks the server to render the result), and with JavaScript on each change shows
 * its result at once, from the form's fields, and is written into the URL once the inputs rest
 * for URL_WRITE_DELAY_MS. A shared link is the whole input.
 */
export function useToolForm() {
  const [address, setAddress] = useSearchParams();
  const addressText = address.toString();
  // The inputs the page computes from, the URL (as text) they were last in step with, and the
  // URL this form last asked the router to write (its arrival is no change of the inputs).
  const [input, setInput] = useState(() => ({
    params: address,
    address: addressText,
    written: null as string | null,
  }));
  let params = input.params;
  if (input.address !== addressText) {
    if (addressText === input.written) {
      setInput({ ...input, address: addressText });
    } else {
      // The URL changed under the form (back, forward, a link, the remembered units): it wins.
      params = address;
      setInput({ params: address, address: addressText, written: null });
    }
  }
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The router's setter changes with every URL; the handlers stay the same, so that a page can
  // keep its form from rendering again while only a result changes.
  const writeAddress = useRef(setAddress);
  useEffect(() => {
    writeAddress.current = setAddress;
  }, [setAddress]);
  // A write still waiting when the URL changes under the form would undo that change.
  useEffect(() => {
    if (addressText !== input.written) clearTimeout(pending.current);
  }, [addressText, input.written]);
  useEffect(() => () => clearTimeout(pending.current), []);
  useEffect(registerOfflineTools, []);
  /** The form's fields as the page's inputs, and the URL written once they rest. */
  const take = useCallback((form: HTMLFormElement) => {
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') next.append(name, value.trim());
    }
    setInput((current) => ({ ...current, params: next }));
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      setInput((current) => ({ ...current, written: next.toString() }));
      writeAddress.current(next, { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
  }, []);
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => take(event.currentTarget),
    [take],
  );
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // The result is already shown: the button only matters without JavaScript.
      event.preventDefault();
      take(event.currentTarget);
    },
    [take],
  );
  // Once the page runs on the server's HTML, its form is kept as it is (made again, it would cost
  // a long task on a slow phone and lose what the farmer typed meanwhile), unless the HTML was
  // rendered for another address: a page kept offline answers any of its addresses, and its
  // fields then take this address's values. A field typed in before the page ran is an input.
  const formRef = useRef<HTMLFormElement | null>(null);
  const formElement = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
  }, []);
  const [htmlOfAnother, setHtmlOfAnother] = useState(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (form.dataset.address !== addressText) setHtmlOfAnother(true);
    else if (typedIn(form)) take(form);
    // Only the HTML the page started on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    params,
    onChange,
    onSubmit,
    /** The form's callback ref. */
    formElement,
    /** The address the form is rendered for, on it as `data-address`. */
    address: addressText,
    formKey: htmlOfAnother ? 'address' : 'html',
  };
}

/** Whether a field of `form` differs from the value its HTML gave it. */
function typedIn(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLInputElement) {
      return element.type === 'radio' || element.type === 'checkbox'
        ? element.checked !== element.defaultChecked
        : element.value !== element.defaultValue;
    }
    if (element instanceof HTMLSelectElement) {
      // With no option marked selected, a list starts on its first.
      const options = Array.from(element.options);
      const initial = options.find((option) => option.defaultSelected) ?? options[0];
      return element.value !== (initial?.value ?? '');
    }
    return false;
  });
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
  // What this browser remembers, once read (null: nothing, or no storage). The form's inputs hold
  // its units from the first change of any field on (usually the default), and reading or writing
  // storage is synchronous work in that keystroke's task: it is read at the page's start only,
  // and written only when the choice differs from what a next visit would pick anyway.
  const remembered = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (remembered.current === undefined) remembered.current = readRememberedUnits();
    if (inUrl === 'metric' || inUrl === 'imperial') {
      if ((remembered.current ?? 'imperial') === inUrl) return;
      try {
        localStorage.setItem(UNITS_KEY, inUrl);
        remembered.current = inUrl;
      } catch {
        // Storage may be off (private mode): the choice then lasts as long as the URL.
      }
      return;
    }
    if (remembered.current === 'metric') {
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

function readRememberedUnits(): string | null {
  try {
    return localStorage.getItem(UNITS_KEY);
  } catch {
    return null;
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "2026-11-28": the calendar day of `now` where the page runs, by its own clock and time zone (in
 * a browser, the farmer's day: 22:30 on a prairie evening is not yet tomorrow, as UTC has it).
 * Read from the Date's local fields, not Intl, whose first call costs a slow phone tens of ms.
 */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** A print can come long after the page rendered (a tab left open overnight): its day is read again. */
function onPrint(changed: () => void) {
  window.addEventListener('beforeprint', changed);
  return () => window.removeEventListener('beforeprint', changed);
}

/**
 * The day a print of the page shows. The server renders its own day (the company's calendar,
 * RenderedOnContext), which a browser without JavaScript prints; the browser hydrates with that
 * same day, so its first render matches the server's HTML, and then shows the farmer's own
 * (localDay), read again as the page is printed.
 */
export function usePrintedDay(): string {
  const renderedOn = useContext(RenderedOnContext);
  return useSyncExternalStore(onPrint, localDay, () => renderedOn ?? localDay());
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

/**
 * "1,234.5": a number to `decimals`, grouped as Canadians read it (as `toLocaleString('en-CA')`
 * writes it). Written out rather than asked of the browser's Intl: the first Intl call of a page
 * loads the browser's locale data, 20 to 80 ms on this machine and up to a second on a slow
 * phone, in the task that renders the tool.
 */
export function formatNumber(value: number, decimals: number): string {
  const fixed = roundedText(Math.abs(value), decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * `value` (not negative) to `decimals`, rounded half up on its shortest decimal form, as Intl
 * rounds it (0.35 is "0.4", where `toFixed` gives "0.3": the double is a hair below 0.35).
 */
function roundedText(value: number, decimals: number): string {
  const text = String(value);
  if (/e/i.test(text)) return value.toFixed(decimals);
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= decimals) {
    return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0')}`;
  }
  const kept = BigInt(whole + fraction.slice(0, decimals));
  const digits = (fraction[decimals] >= '5' ? kept + BigInt(1) : kept)
    .toString()
    .padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** "$1,234.56", as `toLocaleString('en-CA', { style: 'currency', currency: 'CAD' })` writes it. */
export function formatMoney(value: number): string {
  const amount = formatNumber(Math.abs(value), 2);
  return value < 0 || Object.is(value, -0) ? `-$${amount}` : `$${amount}`;
}

/** Longest summary put in the contact form's link (the message field takes 2000 characters). */
const SUMMARY_MAX = 1500;

/** The contact form, with a tool's summary as its message: no personal data in the link. */
export const askAgronomistHref = (summary: string) =>
  `/contact?${new URLSearchParams({ plan: summary.slice(0, SUMMARY_MAX) }).toString()}`;
