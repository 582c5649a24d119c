import { ListField } from '../../../features/admin/ListField';

export interface FeatureListFieldProps {
  features: readonly string[];
  onChange: (features: string[]) => void;
  /** The API's message about the list (an empty feature, too many), shown under it. */
  error?: string;
}

/** The product's features as an editable list, one input per sentence (ListField). */
export function FeatureListField({ features, onChange, error }: FeatureListFieldProps) {
  return (
    <ListField
      legend="Features"
      itemLabel="Feature"
      items={features}
      onChange={onChange}
      error={error}
    />
  );
}
