import { format, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { FORMATS } from '../../shared/entityFormats';

/*
 * The forms' JSON Schema validator interprets the schema instead of compiling it to code: the portal's
 * Content-Security-Policy forbids eval and `new Function`, which ajv needs. Entity schemas are small, so
 * interpreting them on every change costs nothing a user notices.
 */
for (const [name, rule] of Object.entries(FORMATS)) {
  format[name] = typeof rule === 'function' ? rule : (text: string) => rule.test(text);
}

const REQUIRED = /required property "(.*)"\.$/;
const LIMITS: Record<string, string> = {
  maxLength: 'maxLength',
  minLength: 'minLength',
  minimum: 'minimum',
  maximum: 'maximum',
  minItems: 'minItems',
  maxItems: 'maxItems',
};

/** The leaf problems only: the interpreter also reports each enclosing `properties`/`items` that failed. */
const CONTAINERS = new Set(['properties', 'items', 'allOf', 'anyOf', 'oneOf', 'additionalProperties', '$ref', 'if', 'then']);

function problems(schema: RJSFSchema, data: unknown): OutputUnit[] {
  return validate(data, schema as Schema, '7', undefined, false).errors.filter((e) => !CONTAINERS.has(e.keyword));
}

/** An interpreter's problem in the shape rjsf's `transformErrors` and error schema expect (as ajv8 gives them). */
function toRjsfError(unit: OutputUnit, schema: RJSFSchema): RJSFValidationError {
  const path = unit.instanceLocation.replace(/^#\/?/, '').split('/').filter(Boolean);
  const params: Record<string, unknown> = {};
  const missing = unit.keyword === 'required' ? REQUIRED.exec(unit.error)?.[1] : undefined;
  if (missing !== undefined) {
    params.missingProperty = missing;
    path.push(missing);
  }
  const limitKey = LIMITS[unit.keyword];
  if (limitKey) params.limit = (subschemaAt(schema, unit.keywordLocation) as Record<string, unknown> | undefined)?.[limitKey];
  const property = path.length ? `.${path.join('.')}` : '';
  return { name: unit.keyword, property, message: unit.error, params, stack: `${property} ${unit.error}`.trim() };
}

function subschemaAt(schema: RJSFSchema, keywordLocation: string): unknown {
  const parts = keywordLocation.replace(/^#\/?/, '').split('/').slice(0, -1);
  return parts.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[decodeURIComponent(key)], schema);
}

/** An rjsf validator on @cfworker/json-schema (draft 7), with the portal's formats. */
export const schemaValidator: ValidatorType = {
  // The portal's forms pass no customValidate: rules JSON cannot state run on the server.
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema) {
    let errors = problems(schema, formData ?? {}).map((unit) => toRjsfError(unit, schema));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema, formData, rootSchema) {
    const withDefinitions = { ...schema, definitions: { ...rootSchema.definitions, ...schema.definitions } };
    return problems(withDefinitions, formData).length === 0;
  },
  rawValidation(schema, formData) {
    return { errors: problems(schema, formData) as never[] };
  },
};
