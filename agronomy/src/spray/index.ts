// The Spray Condition App's arithmetic (issue 39): cited thresholds, wet bulb and ΔT, the hourly
// rating, spray windows, manual mode, the provider-neutral forecast and its parsers.
export * from './sources.js';
export * from './thresholds.js';
export * from './psychrometrics.js';
export * from './sun.js';
export * from './forecast.js';
export * from './rating.js';
export * from './windows.js';
export * from './manual.js';
export * from './places.js';
export * from './geomet.js';
export * from './open-meteo.js';
export * from './cells.js';
