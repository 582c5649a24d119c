/**
 * The page's other choices as hidden fields, so a form that asks for one thing keeps the rest of
 * the address when it is sent without JavaScript (sprayParams gives them in the address's order).
 */
export function HiddenParams({ params }: { params: [string, string][] }) {
  return params.map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
