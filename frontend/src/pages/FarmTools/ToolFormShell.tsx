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
    // Made again once the product list is in, so each field takes its value from the URL.
    <GetForm form={form} action={action} className="tool-form" remake={ready ? 'ready' : 'loading'}>
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
    </GetForm>
  );
}

interface GetFormProps {
  /** What useToolForm() gave the page. */
  form: ReturnType<typeof useToolForm>;
  /** The page's own address: the form's GET target with JavaScript off. */
  action: string;
  className: string;
  /** The form is made again when this changes, besides when useToolForm asks. */
  remake?: string;
  children: ReactNode;
}

/** The GET form of useToolForm's inputs (the farm tools', the Spray Condition App's manual mode). */
export function GetForm({ form, action, className, remake = '', children }: GetFormProps) {
  const { formElement, address, formKey, onChange, onSubmit } = form;
  return (
    <form
      // Made again when the HTML was another address's, so each field takes its value from the
      // URL (useToolForm).
      key={`${formKey}-${remake}`}
      ref={formElement}
      data-address={address}
      className={className}
      method="get"
      action={action}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  );
}
