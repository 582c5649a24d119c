import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useToast } from 'ui-kit';
import { IMAGE_CATEGORY_LABELS } from '../../../app/labels';
import { AdminRequestError, isUnauthenticated, useAdminSession } from '../../../features/admin';
import type { ImageCategory } from '../../../graphql/generated/admin/graphql';
import {
  ACCEPTED_TYPES,
  MAX_UPLOAD_BYTES,
  uploadImage,
  type UploadedImage,
  type UploadFields,
} from './uploadImage';

export interface ImageUploadFormProps {
  categories: readonly ImageCategory[];
  onUploaded: (image: UploadedImage) => void;
}

const TOO_LARGE = 'The image is larger than 5 MB';
const NO_FILE = 'Choose an image file to upload';

/**
 * "Upload New Image": file, name, category, description and comma-separated tags. The size is
 * checked here for a quick answer; the server checks size and type (by content) again.
 */
export function ImageUploadForm({ categories, onUploaded }: ImageUploadFormProps) {
  const session = useAdminSession();
  const toast = useToast();
  const [form] = Form.useForm<UploadFields>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [pending, setPending] = useState(false);

  const submit = async (fields: UploadFields) => {
    if (!file) return setFileError(NO_FILE);
    if (file.size > MAX_UPLOAD_BYTES) return setFileError(TOO_LARGE);
    setPending(true);
    try {
      const image = await uploadImage(file, fields);
      toast.success('Image Upload', `"${image.name}" was uploaded.`);
      form.resetFields();
      setFile(null);
      setInputKey((k) => k + 1);
      onUploaded(image);
    } catch (error) {
      if (isUnauthenticated(error)) {
        session.expire();
        return;
      }
      const { message, fields: fieldErrors = {} } =
        error instanceof AdminRequestError
          ? error
          : { message: 'Upload failed. Please try again.' };
      if (fieldErrors.file) setFileError(fieldErrors.file);
      form.setFields(
        (['name', 'category', 'description', 'tags'] as const)
          .filter((field) => fieldErrors[field])
          .map((field) => ({ name: field, errors: [fieldErrors[field]] })),
      );
      toast.error('Error', message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<UploadFields>
      form={form}
      className="admin-upload"
      layout="vertical"
      initialValues={{ category: 'OTHER' }}
      onFinish={(values) => void submit(values)}
      disabled={pending}
    >
      <Form.Item
        label="Image file"
        htmlFor="upload-file"
        required
        validateStatus={fileError ? 'error' : undefined}
        help={<span id="upload-file-help">{fileError ?? 'JPG, PNG, GIF, WEBP (max 5MB)'}</span>}
      >
        <input
          key={inputKey}
          id="upload-file"
          type="file"
          accept={ACCEPTED_TYPES}
          aria-describedby="upload-file-help"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setFileError(chosen && chosen.size > MAX_UPLOAD_BYTES ? TOO_LARGE : null);
            if (chosen && !form.getFieldValue('name')) {
              form.setFieldValue('name', chosen.name.replace(/\.[^.]+$/, ''));
            }
          }}
        />
      </Form.Item>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item label="Category" name="category" rules={[{ required: true }]}>
        <Select
          options={categories.map((value) => ({ value, label: IMAGE_CATEGORY_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item label="Tags" name="tags" extra="Separate tags with commas">
        <Input placeholder="e.g. canola, harvest, 2025" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {pending ? 'Uploading...' : 'Upload Image'}
      </Button>
    </Form>
  );
}
