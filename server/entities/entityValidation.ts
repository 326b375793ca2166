import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { TFunction } from 'i18next';
import { ApiError } from '../http/envelope';
import { bodySchema, type EntityDefinition } from './definition';
import { FORMATS } from '../../shared/entityFormats';

// verbose: an error carries the schema it broke, whose bounds the range message names.
const ajv = new Ajv({ allErrors: false, coerceTypes: false, useDefaults: true, strict: false, verbose: true });
for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);

const cache = new Map<string, ValidateFunction>();

function validatorFor(def: EntityDefinition, mode: 'create' | 'update'): ValidateFunction {
  const id = `${def.name}:${mode}`;
  let v = cache.get(id);
  if (!v) {
    v = ajv.compile(bodySchema(def, mode));
    cache.set(id, v);
  }
  return v;
}

/** The field and the localized reason of the first problem, in the words of the entity's labels. */
export function describeError(def: EntityDefinition, e: ErrorObject, t: TFunction): { field: string; msg: string } {
  const field = String(
    e.params.missingProperty ?? e.params.additionalProperty ?? e.instancePath.replace(/^\//, '').split('/')[0] ?? '',
  );
  const f = def.fields[field];
  const label = f?.label ? t(f.label) : field;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { field, msg: t('validation.required', { field: label }) };
    case 'additionalProperties':
      return { field, msg: t('validation.unknownField', { field }) };
    case 'minimum':
    case 'maximum': {
      // The bounds of the schema (declared ones, or the column's for an integer without its own: storable).
      const { minimum: min, maximum: max } = (e.parentSchema ?? {}) as { minimum?: number; maximum?: number };
      return { field, msg: f?.message ? t(f.message, { field: label }) : t('validation.range', { field: label, min, max }) };
    }
    case 'minLength':
    case 'maxLength':
      return {
        field,
        msg: f?.minLength
          ? t('validation.length', { field: label, min: f.minLength, max: f.maxLength })
          : t('validation.maxLength', { field: label, max: f?.maxLength }),
      };
    case 'multipleOf':
    case 'pattern':
    case 'format':
      return { field, msg: t(f?.message ?? 'validation.format', { field: label }) };
    case 'enum':
      return {
        field,
        msg: t('validation.choice', {
          field: label,
          choices: (p.allowedValues as unknown[]).filter((v) => v !== null).join(', '),
        }),
      };
    case 'type':
      return { field, msg: t('validation.type', { field: label }) };
    default:
      return { field, msg: t('validation.format', { field: label }) };
  }
}

/** Validates a body with the entity's own schema; a problem is a 400 that names the field. */
export function validateBody(
  def: EntityDefinition,
  mode: 'create' | 'update',
  body: unknown,
  t: TFunction,
): Record<string, unknown> {
  const validator = validatorFor(def, mode);
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  // The server's own marker on answered rows (entityOwnership.markLocked) is not input: a row sent back as read.
  if (copy && typeof copy === 'object' && !def.fields.locked) delete copy.locked;
  if (!validator(copy)) {
    const { field, msg } = describeError(def, validator.errors![0]!, t);
    throw new ApiError(400, 'validation.format', {}, field, msg);
  }
  return copy as Record<string, unknown>;
}

/**
 * Validates a body holding only some of an entity's fields (a user editing his own profile) with the rules
 * the entity gives them; answers the checked copy, or throws a 400 naming the field.
 */
export function validateFields(def: EntityDefinition, names: string[], body: unknown, t: TFunction): Record<string, unknown> {
  const id = `${def.name}:fields:${names.join(',')}`;
  let validator = cache.get(id);
  if (!validator) {
    const whole = bodySchema(def, 'create') as { required: string[]; properties: Record<string, object> };
    validator = ajv.compile({
      type: 'object',
      additionalProperties: false,
      required: whole.required.filter((n) => names.includes(n)),
      properties: Object.fromEntries(names.map((n) => [n, whole.properties[n]])),
    });
    cache.set(id, validator);
  }
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  if (!validator(copy)) {
    const { field, msg } = describeError(def, validator.errors![0]!, t);
    throw new ApiError(400, 'validation.format', {}, field, msg);
  }
  return copy;
}
