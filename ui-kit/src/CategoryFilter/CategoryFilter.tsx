import { useState } from 'react';
import { PlainButton } from '../shared/PlainButton';

export interface CategoryOption {
  value: string;
  label: string;
}

export interface CategoryFilterProps {
  /** The buttons in order, e.g. "All Products" (value 'all') and the product categories. */
  options: readonly CategoryOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initial value when uncontrolled; defaults to the first option. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Accessible name of the button group. */
  label?: string;
}

/** Toggle buttons (aria-pressed) that pick one category; a press switches the filter. */
export function CategoryFilter({
  options,
  value,
  defaultValue,
  onChange,
  label = 'Filter products by category',
}: CategoryFilterProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? options[0]?.value);
  const selected = value ?? ownValue;
  return (
    <div role="group" aria-label={label} className="pe-filter">
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <PlainButton
            key={option.value}
            variant={pressed ? 'primary' : 'default'}
            pressed={pressed}
            onClick={() => {
              setOwnValue(option.value);
              if (!pressed) onChange?.(option.value);
            }}
          >
            {option.label}
          </PlainButton>
        );
      })}
    </div>
  );
}

/** Whether CategoryFilter's `category` (or "all") shows `item`. */
export function inCategory(item: { category?: string }, category: string): boolean {
  return category === 'all' || item.category === category;
}

/** Items of `category` (or all items for "all"), for use with CategoryFilter. */
export function filterByCategory<T extends { category?: string }>(
  items: T[],
  category: string,
): T[] {
  return category === 'all' ? items : items.filter((item) => inCategory(item, category));
}
