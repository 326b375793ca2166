import { InputGroup } from '@blueprintjs/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';

/** Text and number inputs; numbers come back as numbers, an emptied field as undefined. */
export function BaseInputTemplate({
  id,
  value,
  required,
  disabled,
  readonly,
  schema,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  type,
}: BaseInputTemplateProps) {
  const numeric =
    schema.type === 'integer' ||
    schema.type === 'number' ||
    (Array.isArray(schema.type) && (schema.type.includes('integer') || schema.type.includes('number')));
  return (
    <InputGroup
      id={id}
      type={type === 'password' ? type : numeric ? 'number' : 'text'}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      intent={rawErrors?.length ? 'danger' : 'none'}
      onChange={(e) => {
        const text = e.target.value;
        onChange(text === '' ? undefined : numeric ? Number(text) : text);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
