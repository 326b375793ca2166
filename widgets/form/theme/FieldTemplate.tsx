import { FormGroup } from '@blueprintjs/core';
import type { FieldTemplateProps } from '@rjsf/utils';

/** A field as a Blueprint form group: label, the input, and its first error under it. */
/** Widgets that need the whole width of a two-column form. */
const WIDE = new Set(['textarea', 'time-ranges', 'months', 'coordinates', 'file']);

export function FieldTemplate({
  id,
  label,
  required,
  children,
  rawErrors,
  hidden,
  displayLabel,
  uiSchema,
  schema,
}: FieldTemplateProps) {
  const widget = String(uiSchema?.['ui:widget'] ?? '');
  const wide = WIDE.has(widget) || schema.type === 'array' || (widget === 'choices' && String(schema.type).includes('array'));
  const error = rawErrors?.[0];
  // A field edited by a neighbour's widget (latitude beside longitude) still shows its problem.
  if (hidden)
    return (
      <>
        <div hidden>{children}</div>
        {error && <FormGroup intent="danger" helperText={error} />}
      </>
    );
  return (
    <FormGroup
      className={wide ? 'portal-form-wide' : undefined}
      label={displayLabel ? label : undefined}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error}
    >
      {children}
    </FormGroup>
  );
}
