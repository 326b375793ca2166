import { forwardRef } from 'react';
import { withTheme } from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import { blueprintTheme } from './theme/theme';
import { FORMATS } from '../../server/entities/formats';

const Form = withTheme(blueprintTheme);
const validator = customizeValidator({ customFormats: FORMATS });

/** What the dialog calls to submit the form from its own button. */
export interface FormHandle {
  submit(): void;
}

export interface EntityFormProps {
  schema: object;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** The entity's own wording for a field's range or format, by field (as the server words it). */
  messages?: Record<string, string | null>;
  /** A problem the server found, shown at its field. */
  serverError?: { field: string; msg: string } | null;
  onSubmit(data: Record<string, unknown>): void;
}

/** A react-jsonschema-form in the Blueprint theme; its messages are the portal's own, localized. */
export const EntityForm = forwardRef<FormHandle, EntityFormProps>(function EntityForm(props, ref) {
  const { t } = useTranslation();
  const titleOf = (property: string) =>
    (props.schema as { properties?: Record<string, { title?: string }> }).properties?.[property]?.title ?? property;
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((e) => {
      const field = String(e.params?.missingProperty ?? e.property?.replace(/^\./, '') ?? '');
      const label = titleOf(field);
      const p = e.params ?? {};
      const own = props.messages?.[field];
      const message =
        own && ['minimum', 'maximum', 'multipleOf', 'pattern', 'format'].includes(e.name ?? '')
          ? own
          : e.name === 'required'
            ? t('validation.required', { field: label })
            : e.name === 'minimum' || e.name === 'maximum'
              ? t('validation.range', {
                  field: label,
                  min: (props.schema as any).properties?.[field]?.minimum,
                  max: (props.schema as any).properties?.[field]?.maximum,
                })
              : e.name === 'maxLength'
                ? t('validation.maxLength', { field: label, max: p.limit })
                : e.name === 'minLength'
                  ? t('validation.required', { field: label })
                  : t('validation.format', { field: label });
      return { ...e, property: e.name === 'required' ? `.${field}` : e.property, message };
    });
  const extraErrors = props.serverError?.field
    ? ({ [props.serverError.field]: { __errors: [props.serverError.msg] } } as ErrorSchema)
    : undefined;
  return (
    <Form
      ref={ref as never}
      schema={props.schema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...props.uiSchema }}
      formData={props.formData}
      validator={validator}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      onSubmit={({ formData }) => props.onSubmit(formData as Record<string, unknown>)}
    />
  );
});
