// Issue 38: the Optimize Calculator's and the Salt Index App's arithmetic and cited data.
export * from './catalogue.js';
export * from './caveats.js';
export * from './crops.js';
export * from './nutrients.js';
export * from './plan.js';
export * from './products.js';
export * from './rates.js';
export * from './references.js';
export * from './rounding.js';
export * from './salt-index.js';
export * from './seed-row-guidelines.js';
export * from './seed-row.js';
export * from './targets.js';
export * from './tool-sources.js';
