import { Button, Input } from 'antd';

export interface FeatureListFieldProps {
  features: readonly string[];
  onChange: (features: string[]) => void;
  /** The API's message about the list (an empty feature, too many), shown under it. */
  error?: string;
}

/**
 * The product's features as an editable list: one input per sentence, each removable, and a
 * button for one more. Each input is named by its position ("Feature 2"), so a screen reader
 * and a keyboard user know which one they are in.
 */
export function FeatureListField({ features, onChange, error }: FeatureListFieldProps) {
  return (
    <fieldset className="product-editor__features">
      <legend>Features</legend>
      {features.map((feature, index) => (
        // Features may repeat while typed: the position is the identity here.
        <div className="product-editor__feature" key={index}>
          <Input
            aria-label={`Feature ${index + 1}`}
            value={feature}
            status={error ? 'error' : undefined}
            onChange={(e) => onChange(features.map((f, i) => (i === index ? e.target.value : f)))}
          />
          <Button
            aria-label={`Remove feature ${index + 1}`}
            onClick={() => onChange(features.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {error ? (
        <div className="ant-form-item-explain-error" role="alert">
          {error}
        </div>
      ) : null}
      <Button onClick={() => onChange([...features, ''])}>Add feature</Button>
    </fieldset>
  );
}
