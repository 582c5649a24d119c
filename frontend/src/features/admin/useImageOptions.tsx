import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { AdminImageAssetsDocument } from '../../graphql/generated/admin/graphql';

/**
 * The image manager's images as a Select's options (the first 100, built-in ones first), for an
 * editor's image field. The record's `current` image stays choosable even when the manager does
 * not list it (an older path), so opening a record never blanks its image.
 */
export function useImageOptions(current: string): { value: string; label: string }[] {
  const images = useQuery(AdminImageAssetsDocument, {
    variables: { first: 100 },
  });
  const options = (images.data?.imageAssets.edges ?? []).map(({ node }) => ({
    value: node.path,
    label: node.name,
  }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  return options;
}

export interface ImageSelectProps {
  id: string;
  /** The chosen image's path ("" for none). */
  value: string;
  onChange: (path: string) => void;
  placeholder: string;
}

/** An editor's image field: a searchable choice among the image manager's images. */
export function ImageSelect({ id, value, onChange, placeholder }: ImageSelectProps) {
  const options = useImageOptions(value);
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      options={options}
      placeholder={placeholder}
    />
  );
}
