import '../admin.css';

/** One version of a record as the diff shows it: a label and its fields as text. */
export interface DiffVersion {
  /** e.g. "Version 3". */
  label: string;
  values: readonly { name: string; value: string | null }[];
}

export interface VersionDiffProps {
  older: DiffVersion;
  newer: DiffVersion;
  /** How a field is named to the office ("title" → "Title"); the name itself by default. */
  fieldLabel?: (name: string) => string;
}

/**
 * Two versions of a record side by side, field by field, the fields that differ marked in words
 * (not by colour alone). Long texts wrap; nothing is cut.
 */
export function VersionDiff({ older, newer, fieldLabel = (name) => name }: VersionDiffProps) {
  const value = (version: DiffVersion, name: string) =>
    version.values.find((field) => field.name === name)?.value ?? '';
  const names = [...new Set([...older.values, ...newer.values].map((field) => field.name))];
  return (
    <table className="pe-version-diff">
      <caption>
        {older.label} and {newer.label}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{older.label}</th>
          <th scope="col">{newer.label}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const changed = value(older, name) !== value(newer, name);
          return (
            <tr key={name} className={changed ? 'pe-version-diff__changed' : undefined}>
              <th scope="row">
                {fieldLabel(name)}
                {changed ? <span className="pe-version-diff__mark"> (changed)</span> : null}
              </th>
              <td>{value(older, name)}</td>
              <td>{value(newer, name)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
