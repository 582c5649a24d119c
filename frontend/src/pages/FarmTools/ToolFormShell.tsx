import type { ReactNode } from 'react';
import type { UnitSystem, useToolForm } from './toolForm';

interface ToolFormProps {
  /** What useToolForm() gave the page. */
  form: ReturnType<typeof useToolForm>;
  /** The tool's own address: the form's GET target with JavaScript off. */
  action: string;
  /** Whether the product list is in (the form is made again then). */
  ready: boolean;
  units: UnitSystem;
  /** What each unit system means in this tool, e.g. "Imperial (lb/ac, inches)". */
  unitLabels: Record<UnitSystem, string>;
  children: ReactNode;
}

/** A farm tool's GET form, starting with the choice of units; the tool's fieldsets follow. */
export function ToolForm({ form, action, ready, units, unitLabels, children }: ToolFormProps) {
  return (
    <form
      // Made again once the page runs and once the product list is in, so each field takes its
      // value from the URL.
      key={`${form.formKey}-${ready ? 'ready' : 'loading'}`}
      className="tool-form"
      method="get"
      action={action}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
    >
      <fieldset>
        <legend>Units</legend>
        {(['imperial', 'metric'] as const).map((system) => (
          <label className="tool-choice" key={system}>
            <input type="radio" name="units" value={system} defaultChecked={units === system} />
            {unitLabels[system]}
          </label>
        ))}
      </fieldset>
      {children}
    </form>
  );
}
