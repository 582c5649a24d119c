import { Button, Input, Select } from 'antd';
import { DayRangeInputs } from '../../../features/admin/DayRangeInputs';
import type { AuditAction } from '../../../graphql/generated/admin-activity/graphql';
import {
  isActivityFiltered,
  NO_ACTIVITY_FILTERS,
  type ActivityFilterValues,
} from './activityFilters';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, RECORD_TYPE_LABELS } from './auditLabels';

export interface ActivityFiltersProps {
  value: ActivityFilterValues;
  onChange: (value: ActivityFilterValues) => void;
}

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({
  value,
  label: AUDIT_ACTION_LABELS[value].label,
}));
const RECORD_TYPE_OPTIONS = Object.entries(RECORD_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The trail's filters: who (a username), kind of record, kind of change and a range of days.
 * Controlled, like the contact list's: the screen decides when a change is sent.
 */
export function ActivityFilters({ value, onChange }: ActivityFiltersProps) {
  const set = (change: Partial<ActivityFilterValues>) => onChange({ ...value, ...change });
  return (
    <div className="admin-filters" role="search" aria-label="Filter activity">
      <Input
        type="search"
        allowClear
        aria-label="Who (username)"
        placeholder="Who (username)"
        value={value.actor}
        onChange={(event) => set({ actor: event.target.value })}
      />
      <Select<string>
        aria-label="Record type"
        placeholder="All records"
        allowClear
        // A handful of options: without a virtual list every one is in the DOM.
        virtual={false}
        value={value.recordType ?? undefined}
        onChange={(recordType) => set({ recordType: recordType ?? null })}
        options={RECORD_TYPE_OPTIONS}
      />
      <Select<AuditAction>
        aria-label="Action"
        placeholder="All actions"
        allowClear
        virtual={false}
        value={value.action ?? undefined}
        onChange={(action) => set({ action: action ?? null })}
        options={ACTION_OPTIONS}
      />
      <DayRangeInputs from={value.from} to={value.to} onChange={(range) => set(range)} />
      {isActivityFiltered(value) ? (
        <Button className="admin-filters__clear" onClick={() => onChange(NO_ACTIVITY_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
