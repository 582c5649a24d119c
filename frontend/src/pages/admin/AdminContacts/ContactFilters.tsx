import { Button, Input, Segmented, Select } from 'antd';
import { DayRangeInputs } from '../../../features/admin/DayRangeInputs';
import { BUSINESS_TYPE_LABELS } from '../../../app/labels';
import type {
  BusinessType,
  ContactStatus,
} from '../../../graphql/generated/admin-contacts/graphql';
import { isFiltered, NO_FILTERS, type ContactFilterValues } from './contactListFilters';
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from './contactStatus';

export interface ContactFiltersProps {
  value: ContactFilterValues;
  onChange: (value: ContactFilterValues) => void;
}

const BUSINESS_TYPE_OPTIONS = Object.entries(BUSINESS_TYPE_LABELS).map(([value, label]) => ({
  value: value as BusinessType,
  label,
}));

/** "All" of the status filter: Segmented needs a value for it, the API takes null. */
const ALL = 'ALL';
type StatusChoice = ContactStatus | typeof ALL;

const STATUS_OPTIONS: { value: StatusChoice; label: string }[] = [
  { value: ALL, label: 'All' },
  ...CONTACT_STATUSES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value].label })),
];

/**
 * The contact list's status filter (all, new, handled), search box, business-type filter and
 * range of days received. Controlled: the screen decides when a change is sent (typing is
 * debounced, the rest at once).
 */
export function ContactFilters({ value, onChange }: ContactFiltersProps) {
  const set = (change: Partial<ContactFilterValues>) => onChange({ ...value, ...change });
  return (
    <div className="admin-filters" role="search" aria-label="Filter submissions">
      <Segmented<StatusChoice>
        aria-label="Status"
        className="admin-filters__status"
        value={value.status ?? ALL}
        onChange={(choice) => set({ status: choice === ALL ? null : choice })}
        options={STATUS_OPTIONS}
      />
      <Input
        type="search"
        allowClear
        aria-label="Search submissions"
        placeholder="Search name or email"
        value={value.search}
        onChange={(event) => set({ search: event.target.value })}
      />
      <Select<BusinessType>
        aria-label="Business type"
        placeholder="All business types"
        allowClear
        // Five options need no virtual list, and without one every option is in the DOM.
        virtual={false}
        value={value.businessType ?? undefined}
        onChange={(businessType) => set({ businessType: businessType ?? null })}
        options={BUSINESS_TYPE_OPTIONS}
      />
      <DayRangeInputs from={value.from} to={value.to} onChange={(range) => set(range)} />
      {isFiltered(value) ? (
        <Button className="admin-filters__clear" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
