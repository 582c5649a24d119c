// The farm tools' arithmetic (issue 38: Optimize Calculator and Salt Index App; issue 39: Spray
// Condition App). Pure TypeScript: no React, no database, no I/O. The pages, the server's GraphQL
// and the tests all call it, so the numbers a farmer sees are the same everywhere.
export * from './sources.js';
export * from './units.js';
export * from './fertilizer/index.js';
export * from './spray/index.js';
