import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * A widget's props: what its props schema declares, with each binding typed from the answer of the page
 * source it is bound to. A binding's schema is `{}` (any value, so the JSON schema and the server need no
 * change), and its value is absent or null until the source has answered: each binding is optional and nullable.
 * `BoundProps<typeof alarmFilterProps, { stations: Station[] }>` gives `stations?: Station[] | null`.
 */
export type BoundProps<Schema extends JSONSchema, Bindings> = Omit<FromSchema<Schema>, keyof Bindings> & {
  [K in keyof Bindings]?: Bindings[K] | null;
};
