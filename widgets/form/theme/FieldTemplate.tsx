import { FormGroup } from '@blueprintjs/core';
import type { FieldTemplateProps } from '@rjsf/utils';

/** A field as a Blueprint form group: label, the input, and its first error under it. */
export function FieldTemplate({ id, label, required, children, rawErrors, hidden, displayLabel }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const error = rawErrors?.[0];
  return (
    <FormGroup
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
