import { FormGroup } from '@blueprintjs/core';
import type { FieldTemplateProps } from '@rjsf/utils';

/** A field as a Blueprint form group: label, the input, and its first error under it. */
export function FieldTemplate({ id, label, required, children, rawErrors, hidden, displayLabel }: FieldTemplateProps) {
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
