/**
 * Vite's alias for the package's TypeScript sources: the frontend's build, every Vitest project
 * and the dev server compile `agronomy` from src/ directly, while Node (the built backend) loads
 * the `dist/` that `npm run build -w agronomy` writes. TypeScript reads the same sources through
 * the package's `source` export condition (`customConditions` in the tsconfigs).
 */
export const AGRONOMY_SOURCE = {
  find: /^agronomy$/,
  replacement: `${import.meta.dirname}/src/index.ts`,
};
