/**
 * Brand colours. Text colours reach WCAG AA (4.5:1) on white and on `wheat100`;
 * `green700` carries white text at 6.4:1. The stylesheet exposes them as --pe-* custom properties
 * (green700 → --pe-green-700), made by ui-kit/build/antd-static-styles.ts.
 */
export const palette = {
  green900: '#1d4220',
  green700: '#2f6b2f',
  green600: '#3a7d3a',
  green100: '#e8f1e3',
  wheat100: '#f7f5ef',
  wheat300: '#e6dcc3',
  harvest700: '#8a5a00',
  text: '#1f2a1f',
  textMuted: '#4f5b4f',
  border: '#d9ddd3',
  error: '#b42318',
  // Notices (antd's info alerts): a deep green-teal of the brand family, 6.4:1 on white.
  info: '#2d6a4f',
  success: '#2f7d32',
  // The one action of a hero: canola yellow on the dark green, body text on it at 9.4:1.
  canola: '#f2c94c',
} as const;

/** The custom property of a palette colour: green700 → `--pe-green-700`, textMuted → `--pe-text-muted`. */
export function paletteVariable(name: keyof typeof palette): string {
  return `--pe-${name.replace(/([a-z])(\d)/g, '$1-$2').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
