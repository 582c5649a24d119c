// A graphql-codegen plugin (codegen.ts, after typed-document-node): for each content type whose
// operations follow the record resource's names, the documents of its list and of its editor in
// one object each, `<Type>ListDocuments` and `<Type>RecordDocuments`, which the admin kit's
// `recordList` and `recordEditor` read. A screen then names its type once instead of listing
// its documents and the fields their answers hold the record in.
//
// A type is `Admin<Type>`, a query of one record with its `recordVersions`. Its list is the query
// whose field answers a connection of the record's GraphQL type, with `AdminMove<Type>` and
// `AdminDelete<Type>` when there are. Its editor's object needs `AdminUpdate<Type>` and
// `AdminRestore<Type>Version`, and has `AdminCreate<Type>` and `AdminDelete<Type>` when the type
// is created and deleted (the technology entries are neither).

/** The name an answer gives a field: its alias, or its own. */
const answered = (selection) => (selection.alias ?? selection.name).value;

/** The fields an operation or a field selects by name (fragment spreads are left aside). */
const fieldsOf = (node) =>
  (node.selectionSet?.selections ?? []).filter((selection) => selection.kind === 'Field');

/** The name of a field's type, without its list and non-null wrappers. */
const typeName = (type) => (type.ofType ? typeName(type.ofType) : type.name);

/** One generated object: its comment, its name and its fields. */
const object = (comment, name, fields) =>
  [
    `/** ${comment} */`,
    `export const ${name} = {`,
    ...Object.entries(fields).map(([key, value]) => `  ${key}: ${value},`),
    '} as const;',
  ].join('\n');

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
const plugin = (schema, documents) => {
  const operations = new Map(
    documents
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((definition) => definition.kind === 'OperationDefinition' && definition.name)
      .map((definition) => [definition.name.value, definition]),
  );
  const queryFields = schema.getQueryType().getFields();
  /** The GraphQL type a query's first field answers. */
  const answers = (query) => {
    const [field] = fieldsOf(query);
    return field && queryFields[field.name.value]
      ? typeName(queryFields[field.name.value].type)
      : '';
  };
  const document = (operation) => `${operation}Document`;
  const objects = [];
  for (const [name, load] of operations) {
    const type = /^Admin(\w+)$/.exec(name)?.[1];
    if (!type || load.operation !== 'query') continue;
    const loaded = fieldsOf(load);
    if (!loaded.some((field) => answered(field) === 'recordVersions')) continue;
    // The field that answers the record (`adminTestimonial`), wherever the query puts it, and the
    // record's GraphQL type, read from that field.
    const record = loaded.find(
      (field) => !['recordVersions', '__typename'].includes(answered(field)),
    );
    if (!record) continue;
    const loadField = answered(record);
    const recordType = typeName(queryFields[record.name.value].type);
    const move = `AdminMove${type}`;
    const remove = `AdminDelete${type}`;

    const [list] =
      [...operations].find(
        ([, query]) => query.operation === 'query' && answers(query) === `${recordType}Connection`,
      ) ?? [];
    if (list) {
      objects.push(
        object(
          `The documents of ${type}'s list, as the admin kit's recordList reads them.`,
          `${type}ListDocuments`,
          {
            query: document(list),
            ...(operations.has(move) ? { move: document(move) } : {}),
            ...(operations.has(remove) ? { remove: document(remove) } : {}),
          },
        ),
      );
    }

    const saves = {
      create: `AdminCreate${type}`,
      update: `AdminUpdate${type}`,
      restore: `AdminRestore${type}Version`,
      remove,
    };
    // A type never created or deleted (the technology entries) has its update and restore alone.
    if (!operations.has(saves.update) || !operations.has(saves.restore)) continue;
    // Where a save's payload holds the record.
    const [payload] = fieldsOf(operations.get(saves.update));
    const payloadField = fieldsOf(payload)
      .map(answered)
      .find((field) => field !== 'userErrors' && field !== '__typename');
    if (!payloadField) continue;
    objects.push(
      object(
        `The documents of ${type}'s editor, as the admin kit's recordEditor reads them.`,
        `${type}RecordDocuments`,
        {
          load: document(name),
          ...Object.fromEntries(
            Object.entries(saves)
              .filter(([, operation]) => operations.has(operation))
              .map(([key, operation]) => [key, document(operation)]),
          ),
          loadField: `'${loadField}'`,
          payloadField: `'${payloadField}'`,
        },
      ),
    );
  }
  return objects.length ? `\n${objects.join('\n\n')}\n` : '';
};

module.exports = { plugin };
