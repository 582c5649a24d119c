import { Input } from 'antd';

export interface DayRangeInputsProps {
  /** First day, YYYY-MM-DD; empty for "any". */
  from: string;
  /** Last day, YYYY-MM-DD; empty for "any". */
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * The "From" and "To" days of an admin list's filters. Native date inputs, so the range can be
 * typed or picked by keyboard on any phone or desktop; each bounds the other.
 */
export function DayRangeInputs({ from, to, onChange }: DayRangeInputsProps) {
  return (
    <>
      <label className="admin-filters__date">
        <span>From</span>
        <Input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </label>
      <label className="admin-filters__date">
        <span>To</span>
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </label>
    </>
  );
}
