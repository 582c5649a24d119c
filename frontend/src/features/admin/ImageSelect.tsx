import { Select } from 'antd';
import { useImageOptions } from './useImageOptions';

/*
 * A file of its own: the newsletter editor keeps antd's Select off its first load (a native
 * select), and imports useImageOptions alone.
 */

export interface ImageSelectProps {
  id: string;
  /** The chosen image's path ("" for none). */
  value: string;
  onChange: (path: string) => void;
  placeholder: string;
  /** The image may be left out (a product without one). */
  allowClear?: boolean;
}

/** An editor's image field: a searchable choice among the image manager's images. */
export function ImageSelect({ id, value, onChange, placeholder, allowClear }: ImageSelectProps) {
  const options = useImageOptions(value);
  return (
    <Select
      id={id}
      showSearch
      allowClear={allowClear}
      optionFilterProp="label"
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      options={options}
      placeholder={placeholder}
    />
  );
}
