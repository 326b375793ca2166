import { forwardRef, useEffect, useMemo, useState } from 'react';
import { withTheme } from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { blueprintTheme } from './theme/theme';
import type { EntityFormContext } from './theme/formContext';
import { schemaValidator } from './schemaValidator';

const Form = withTheme(blueprintTheme);

/** What the dialog calls to submit the form from its own button. */
export interface FormHandle {
  submit(): void;
}

type Row = Record<string, unknown>;

export interface EntityFormProps {
  schema: object;
  uiSchema: UiSchema;
  formData: Row;
  /** The entity's API path, for file uploads. */
  basePath?: string;
  /** The entity's own wording for a field's range or format, by field (as the server words it). */
  messages?: Record<string, string | null>;
  /** A problem the server found, shown at its field. */
  serverError?: { field: string; msg: string } | null;
  /** Values set from outside while the form is open (a point picked on a map, a zone derived from it). */
  patch?: Row | null;
  /** Every change of the data, for a caller that keeps a draft (a wizard's step). */
  onChange?(data: Row): void;
  onSubmit(data: Row): void;
}

type Properties = Record<string, { title?: string; minimum?: number; maximum?: number }>;

/** A react-jsonschema-form in the Blueprint theme; its messages are the portal's own, localized. */
export const EntityForm = forwardRef<FormHandle, EntityFormProps>(function EntityForm(props, ref) {
  const { t } = useTranslation();
  const [data, setData] = useState<Row>(props.formData);
  const { patch, onChange } = props;
  useEffect(() => {
    if (patch) setData((d) => ({ ...d, ...patch }));
  }, [patch]);
  useEffect(() => onChange?.(data), [data, onChange]);
  const properties = (props.schema as { properties?: Properties }).properties ?? {};
  const context = useMemo<EntityFormContext>(
    () => ({ data, setField: (name, value) => setData((d) => ({ ...d, [name]: value })), basePath: props.basePath ?? '' }),
    [data, props.basePath],
  );

  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((e) => {
      // A problem inside an array item (a time range) belongs to the whole field.
      const field = String(
        e.params?.missingProperty && !e.property?.includes('.', 1)
          ? e.params.missingProperty
          : (e.property ?? '').replace(/^\./, '').split('.')[0],
      );
      const nested = (e.property ?? '').replace(/^\./, '').includes('.');
      const label = properties[field]?.title ?? field;
      const p = e.params ?? {};
      const own = props.messages?.[field];
      const message =
        own &&
        (nested || ['minimum', 'maximum', 'multipleOf', 'pattern', 'format', 'minItems', 'maxItems'].includes(e.name ?? ''))
          ? own
          : e.name === 'required'
            ? t('validation.required', { field: label })
            : e.name === 'minimum' || e.name === 'maximum'
              ? t('validation.range', { field: label, min: properties[field]?.minimum, max: properties[field]?.maximum })
              : e.name === 'maxLength'
                ? t('validation.maxLength', { field: label, max: p.limit })
                : e.name === 'minLength' || e.name === 'minItems'
                  ? t('validation.required', { field: label })
                  : t('validation.format', { field: label });
      return { ...e, property: `.${field}`, message };
    });
  const extraErrors = props.serverError?.field
    ? ({ [props.serverError.field]: { __errors: [props.serverError.msg] } } as ErrorSchema)
    : undefined;
  return (
    <Form
      className="portal-entity-form"
      ref={ref as never}
      schema={props.schema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...props.uiSchema }}
      formData={data}
      formContext={context}
      validator={schemaValidator}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      // The fields show their own messages; without a handler rjsf logs every failed validation to the console.
      onError={() => undefined}
      onChange={(e) => setData(e.formData as Row)}
      onSubmit={({ formData }) => props.onSubmit(formData as Row)}
    />
  );
});
