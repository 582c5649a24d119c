import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { FormSubmitError } from 'ui-kit';
import type { CompanySettingsInput } from '../../../graphql/generated/admin-settings/graphql';

export type CompanySettingsValues = CompanySettingsInput;

export interface CompanySettingsFormProps {
  /** The stored values the form starts from. */
  initialValues: CompanySettingsValues;
  /**
   * Saves. A rejection with a FormSubmitError (the API's user errors) shows each message under its
   * field ("headOffice.postalCode"); the values typed stay as they are.
   */
  onSubmit: (values: CompanySettingsValues) => Promise<void>;
}

/** Canada's provinces and territories (the API accepts these codes). */
const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

const PHONES = [
  ['headOfficePhone', 'Head office phone'],
  ['fax', 'Fax'],
  ['saskatchewanPhone', 'Saskatchewan phone'],
  ['tollFreePhone', 'Toll-free phone'],
] as const;

type FieldUpdate = Parameters<
  ReturnType<typeof Form.useForm<CompanySettingsValues>>[0]['setFields']
>[0];
type FieldName = FieldUpdate[number]['name'];

/** Every field of the form by the API's dotted name ("headOffice.postalCode"). */
const FIELD_NAMES = new Map<string, FieldName>([
  ['headOfficePhone', 'headOfficePhone'],
  ['fax', 'fax'],
  ['saskatchewanPhone', 'saskatchewanPhone'],
  ['tollFreePhone', 'tollFreePhone'],
  ['email', 'email'],
  ['submissionsMailbox', 'submissionsMailbox'],
  ['headOffice.street', ['headOffice', 'street']],
  ['headOffice.city', ['headOffice', 'city']],
  ['headOffice.province', ['headOffice', 'province']],
  ['headOffice.postalCode', ['headOffice', 'postalCode']],
  ['warehouse.street', ['warehouse', 'street']],
  ['warehouse.city', ['warehouse', 'city']],
  ['warehouse.province', ['warehouse', 'province']],
  ['warehouse.postalCode', ['warehouse', 'postalCode']],
  ['businessHours', 'businessHours'],
  ['mapLocation.latitude', ['mapLocation', 'latitude']],
  ['mapLocation.longitude', ['mapLocation', 'longitude']],
]);

function AddressFields({ place, legend }: { place: 'headOffice' | 'warehouse'; legend: string }) {
  return (
    <fieldset className="admin-settings__group">
      <legend>{legend}</legend>
      <Form.Item label="Street" name={[place, 'street']} required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <div className="admin-settings__row">
        <Form.Item label="City" name={[place, 'city']} required>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item label="Province" name={[place, 'province']} required>
          <Select options={PROVINCES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item label="Postal code" name={[place, 'postalCode']} required>
          <Input autoComplete="off" maxLength={7} />
        </Form.Item>
      </div>
    </fieldset>
  );
}

/**
 * The company's contact facts in one form: phones, e-mails, the head office and warehouse
 * addresses, business hours and the map point. The API checks every value; its messages show under
 * the fields they name, and nothing typed is lost on a refusal.
 */
export function CompanySettingsForm({ initialValues, onSubmit }: CompanySettingsFormProps) {
  const [form] = Form.useForm<CompanySettingsValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: CompanySettingsValues) => {
    setSaving(true);
    // Earlier refusals go: each save shows only what is wrong now.
    form.setFields([...FIELD_NAMES.values()].map((name) => ({ name, errors: [] })));
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof FormSubmitError)) return;
      const refused: FieldUpdate = Object.entries(error.fieldErrors).flatMap(([field, message]) => {
        const name = FIELD_NAMES.get(field);
        return name ? [{ name, errors: [message] }] : [];
      });
      form.setFields(refused);
      if (refused[0]) form.scrollToField(refused[0].name, { block: 'center', focus: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<CompanySettingsValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      disabled={saving}
      className="admin-settings__form"
    >
      <Card title={<h2 className="admin-card-title">Phones and e-mail</h2>}>
        <div className="admin-settings__grid">
          {PHONES.map(([name, label]) => (
            <Form.Item key={label} label={label} name={name} required>
              <Input type="tel" autoComplete="off" maxLength={30} />
            </Form.Item>
          ))}
          <Form.Item label="General e-mail" name="email" required>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item
            label="Submissions mailbox"
            name="submissionsMailbox"
            required
            extra="Where contact-form messages are read; named in the admin."
          >
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
        </div>
      </Card>
      <Card title={<h2 className="admin-card-title">Addresses</h2>}>
        <AddressFields place="headOffice" legend="Head office" />
        <AddressFields place="warehouse" legend="Warehouse" />
      </Card>
      <Card title={<h2 className="admin-card-title">Business hours and map</h2>}>
        <Form.Item
          label="Business hours"
          name="businessHours"
          required
          extra="One line per day or group of days, as the footer and the contact page show it."
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="admin-settings__row">
          <Form.Item
            label="Map latitude"
            name={['mapLocation', 'latitude']}
            required
            // A number field left empty cannot even be sent (the API's Float is required).
            rules={[{ required: true, message: 'Latitude is required' }]}
            extra="The head office's point on the contact page's map, e.g. 53.5457."
          >
            <InputNumber step={0.0001} className="admin-settings__number" />
          </Form.Item>
          <Form.Item
            label="Map longitude"
            name={['mapLocation', 'longitude']}
            required
            rules={[{ required: true, message: 'Longitude is required' }]}
            extra="West is negative, e.g. -113.4968."
          >
            <InputNumber step={0.0001} className="admin-settings__number" />
          </Form.Item>
        </div>
      </Card>
      <div className="admin-settings__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save Company Details'}
        </Button>
      </div>
    </Form>
  );
}
