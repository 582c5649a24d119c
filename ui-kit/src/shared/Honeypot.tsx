import { Form } from 'antd';

/**
 * The honeypot of a public form: a text field named `website` that people never see, reach with
 * the keyboard or hear from a screen reader (aria-hidden, out of the tab order, no autofill), so
 * only robots fill it; the server answers such a submission as usual and stores nothing. It is
 * moved off screen rather than `display: none`, which robots learn to skip.
 */
export function Honeypot() {
  return (
    <div className="pe-honeypot" aria-hidden="true">
      <label>
        Website
        <Form.Item name="website" noStyle>
          <input type="text" tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </label>
    </div>
  );
}
