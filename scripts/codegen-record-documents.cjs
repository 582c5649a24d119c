// A graphql-codegen plugin (codegen.yml, after typed-document-node): for each content type whose
// operations follow the record resource's names, one object of the documents its editor sends,
// `<Type>RecordDocuments`, which the admin kit's `recordDocuments` reads. An editor then names its
// type once instead of listing five documents and the fields their answers hold the record in.
//
// A type is `Admin<Type>` (a query of one record with its `recordVersions`) with the mutations
// `AdminCreate<Type>`, `AdminUpdate<Type>`, `AdminRestore<Type>Version` and `AdminDelete<Type>`.
// A type without them all (one that is never created or deleted) gets no object: its editor
// declares its operations one by one.

/** The name an answer gives a field: its alias, or its own. */
const answered = (selection) => (selection.alias ?? selection.name).value;

/** The fields an operation or a field selects by name (fragment spreads are left aside). */
const fieldsOf = (node) =>
  (node.selectionSet?.selections ?? []).filter((selection) => selection.kind === 'Field');

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
const plugin = (_schema, documents) => {
  const operations = new Map(
    documents
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((definition) => definition.kind === 'OperationDefinition' && definition.name)
      .map((definition) => [definition.name.value, definition]),
  );
  const objects = [];
  for (const [name, load] of operations) {
    const type = /^Admin(\w+)$/.exec(name)?.[1];
    if (!type || load.operation !== 'query') continue;
    const names = {
      load: name,
      create: `AdminCreate${type}`,
      update: `AdminUpdate${type}`,
      restore: `AdminRestore${type}Version`,
      remove: `AdminDelete${type}`,
    };
    const loaded = fieldsOf(load).map(answered);
    if (!loaded.includes('recordVersions')) continue;
    if (!Object.values(names).every((operation) => operations.has(operation))) continue;
    // Where the load's answer holds the record, and where a save's payload does.
    const loadField = loaded.find((field) => field !== 'recordVersions' && field !== '__typename');
    const [payload] = fieldsOf(operations.get(names.create));
    const payloadField = fieldsOf(payload)
      .map(answered)
      .find((field) => field !== 'userErrors' && field !== '__typename');
    if (!loadField || !payloadField) continue;
    objects.push(
      [
        `/** The documents of ${type}'s editor, as the admin kit's recordDocuments reads them. */`,
        `export const ${type}RecordDocuments = {`,
        ...Object.entries(names).map(([key, operation]) => `  ${key}: ${operation}Document,`),
        `  loadField: '${loadField}',`,
        `  payloadField: '${payloadField}',`,
        '} as const;',
      ].join('\n'),
    );
  }
  return objects.length ? `\n${objects.join('\n\n')}\n` : '';
};

module.exports = { plugin };
