/**
 * Where a constant comes from, as a tool's "Sources" section lists it. Every table and factor of
 * this package carries one: a number a farmer acts on must be traceable to its publisher.
 */
export interface Source {
  title: string;
  publisher: string;
  /** null for a web page that carries no date (the page prints "n.d."), never a guessed year. */
  year: number | null;
  /** Where to read it, when it is published on the web. */
  url?: string;
  /** The table, page or section the value is read from. */
  where?: string;
}

/** A value with the source it was taken from. */
export interface Cited<T, S extends Source = Source> {
  value: T;
  source: S;
}

export const NIST_SP_811: Source = {
  title:
    'Guide for the Use of the International System of Units (SI), NIST Special Publication 811',
  publisher: 'National Institute of Standards and Technology',
  year: 2008,
  url: 'https://www.nist.gov/pml/special-publication-811',
  where: 'Appendix B.8, factors for units listed alphabetically',
};
