/**
 * The choices of a select or a segmented filter from a record of labels (`{ DRY: 'Dry (granular)',
 * LIQUID: 'Liquid' }`), in its order.
 */
export const optionsOf = <V extends string>(labels: Readonly<Record<V, string>>) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
