import type { FromSchema } from 'json-schema-to-ts';
import { actionSchema, type Action } from '../../engine/actionSchema';

/** Props schema of the inline form widget; its TypeScript type is derived from it, so the two agree. */
export const formProps = {
  type: 'object',
  required: ['schema', 'submit'],
  additionalProperties: false,
  properties: {
    /** JSON Schema of the form's data; `title` and `description` texts are i18n keys. */
    schema: { type: 'object' },
    /** react-jsonschema-form uiSchema; `ui:placeholder`, `ui:help`, `ui:title` and `ui:description` are i18n keys. */
    uiSchema: { type: 'object' },
    /** Binding to the data the form starts from; bind a source that does not poll, or edits are overwritten. */
    data: {},
    /** Carried out on submit with the form's data as `form` in scope, e.g. `{ "action": "api", "body": "${form}" }`. */
    submit: actionSchema,
    /** Page-state key that receives the submitted data (default: the node's id, else `form`). */
    stateKey: { type: 'string' },
    /** i18n key of the submit button. */
    submitText: { type: 'string' },
    /** Empties the form after a successful submit (passwords are not left on screen). */
    clearOnSuccess: { type: 'boolean' },
  },
} as const;

export type FormProps = Omit<FromSchema<typeof formProps>, 'submit'> & { submit: Action };
