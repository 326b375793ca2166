import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import pageMetaSchema from '../schemas/meta/page.schema.json';
import { WIDGET_PROPS_SCHEMAS, currentWidgetType, knownWidgetTypes } from '../widgets/manifest';

const COMMON_KEYS = ['type', 'id', 'source', 'visibleOn', 'children'];

const ajv = new Ajv({ allErrors: true, strict: false });
const validateEnvelope = ajv.compile(pageMetaSchema);
const propsValidators = new Map<string, ValidateFunction>();

function propsValidator(type: string): ValidateFunction | undefined {
  let v = propsValidators.get(type);
  if (!v) {
    const schema = Object.hasOwn(WIDGET_PROPS_SCHEMAS, type) ? WIDGET_PROPS_SCHEMAS[type] : undefined;
    if (!schema) return undefined;
    v = ajv.compile(schema);
    propsValidators.set(type, v);
  }
  return v;
}

/** One ajv error in words a configurator reads: the unknown property, or the allowed values. */
export function describeError(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return `unknown property "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'enum') return `${error.message} (${(error.params.allowedValues as unknown[]).join(', ')})`;
  return error.message ?? error.keyword;
}

/**
 * Checks a page schema: its envelope against the meta-schema, then every node against its widget's props
 * schema. Each problem names the file, the JSON path and what was expected.
 */
export function validatePage(schema: unknown, file: string): string[] {
  const problems: string[] = [];
  if (!validateEnvelope(schema)) {
    for (const e of validateEnvelope.errors ?? []) problems.push(`${file} ${e.instancePath || '/'}: ${describeError(e)}`);
    return problems;
  }
  const page = schema as { sources?: Record<string, unknown>; body: unknown };
  const sources = new Set(Object.keys(page.sources ?? {}));
  const walk = (node: Record<string, unknown>, path: string) => {
    const type = String(node.type);
    const validator = propsValidator(currentWidgetType(type));
    if (!validator) {
      problems.push(`${file} ${path}: no widget "${type}" (known: ${knownWidgetTypes().join(', ')})`);
    } else {
      const props = Object.fromEntries(Object.entries(node).filter(([k]) => !COMMON_KEYS.includes(k)));
      if (!validator(props))
        for (const e of validator.errors ?? []) problems.push(`${file} ${path}${e.instancePath}: ${describeError(e)}`);
    }
    if (typeof node.source === 'string' && !sources.has(node.source)) {
      problems.push(`${file} ${path}/source: no source "${node.source}" (declared: ${[...sources].join(', ') || 'none'})`);
    }
    (node.children as Record<string, unknown>[] | undefined)?.forEach((child, i) => walk(child, `${path}/children/${i}`));
  };
  walk(page.body as Record<string, unknown>, '/body');
  return problems;
}
