import { Button, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { ErrorLine, oneLine } from '../../../features/admin/ListField';

export interface StepDraft {
  title: string;
  text: string;
}

export interface StepsFieldProps {
  steps: readonly StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  /** The API's messages by field: "steps" for the list, "steps.0.title" for a row's title. */
  errors: Readonly<Record<string, string>>;
  help?: ReactNode;
}

/** The "How it works" steps as rows of a title and a text, in order, each removable. */
export function StepsField({ steps, onChange, errors, help }: StepsFieldProps) {
  const change = (index: number, key: keyof StepDraft, value: string) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, [key]: oneLine(value) } : step)));
  return (
    <fieldset className="admin-list-field">
      <legend>How it works</legend>
      {help ? <p className="admin-list-field__help">{help}</p> : null}
      {steps.map((step, index) => {
        const titleError = errors[`steps.${index}.title`];
        const textError = errors[`steps.${index}.text`];
        return (
          // Steps may repeat while typed: the position is the identity here.
          <div className="admin-list-field__row" key={index}>
            <div className="admin-list-field__step">
              <Input
                aria-label={`Step ${index + 1} title`}
                value={step.title}
                status={titleError ? 'error' : undefined}
                onChange={(e) => change(index, 'title', e.target.value)}
              />
              <ErrorLine message={titleError} />
              <Input.TextArea
                aria-label={`Step ${index + 1} text`}
                value={step.text}
                autoSize={{ minRows: 2, maxRows: 6 }}
                status={textError ? 'error' : undefined}
                onChange={(e) => change(index, 'text', e.target.value)}
              />
              <ErrorLine message={textError} />
            </div>
            <Button
              aria-label={`Remove step ${index + 1}`}
              onClick={() => onChange(steps.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <ErrorLine message={errors.steps} />
      <Button onClick={() => onChange([...steps, { title: '', text: '' }])}>Add step</Button>
    </fieldset>
  );
}

export interface ImageDraft {
  url: string;
  alt: string;
}

export interface ImagesFieldProps {
  images: readonly ImageDraft[];
  onChange: (images: ImageDraft[]) => void;
  /** The image manager's images (useImageOptions). */
  options: readonly { value: string; label: string }[];
  /** The API's messages about the images and about their alternative texts. */
  imagesError?: string;
  altsError?: string;
  help?: ReactNode;
}

/** The images, each picked from the image manager with its alternative text, in order. */
export function ImagesField({
  images,
  onChange,
  options,
  imagesError,
  altsError,
  help,
}: ImagesFieldProps) {
  const change = (index: number, patch: Partial<ImageDraft>) =>
    onChange(images.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  // The entry's own images stay choosable even when the manager does not list them.
  const choices = [...options];
  for (const { url } of images) {
    if (url && !choices.some((option) => option.value === url)) {
      choices.unshift({ value: url, label: url });
    }
  }
  return (
    <fieldset className="admin-list-field">
      <legend>Images</legend>
      {help ? <p className="admin-list-field__help">{help}</p> : null}
      {images.map((image, index) => (
        <div className="admin-list-field__row" key={index}>
          <div className="admin-list-field__step">
            <label htmlFor={`technology-image-${index}`}>Image {index + 1}</label>
            <Select
              id={`technology-image-${index}`}
              showSearch
              optionFilterProp="label"
              value={image.url || undefined}
              status={imagesError ? 'error' : undefined}
              onChange={(value?: string) => change(index, { url: value ?? '' })}
              options={choices}
              placeholder="Choose an image"
            />
            <Input
              aria-label={`Alternative text of image ${index + 1}`}
              placeholder="What the image shows"
              value={image.alt}
              status={altsError ? 'error' : undefined}
              onChange={(e) => change(index, { alt: oneLine(e.target.value) })}
            />
          </div>
          <Button
            aria-label={`Remove image ${index + 1}`}
            onClick={() => onChange(images.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <ErrorLine message={imagesError} />
      <ErrorLine message={altsError} />
      <Button onClick={() => onChange([...images, { url: '', alt: '' }])}>Add image</Button>
    </fieldset>
  );
}
