import { useMemo, useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { runAction } from '../../engine/actions';
import { useEngine } from '../../engine/NodeRenderer';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import { translateTexts } from './translateTexts';
import type { FormProps } from './props';
import './inlineForm.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    form: FormProps;
  }
}

/** A problem the server answered for one field ("400 invalid input with the field and reason", docs/api.md). */
function fieldProblem(error: unknown): { field: string; msg: string } | null {
  const body = (error as { body?: { field?: unknown; msg?: unknown } } | null)?.body;
  return body && typeof body.field === 'string' && body.field ? { field: body.field, msg: String(body.msg ?? '') } : null;
}

/**
 * A form inside a page (plant parameters, a set-point list): the portal's Blueprint rjsf form and a submit
 * button. Submitting stores the data in the page state and runs the `submit` action with `form` in scope.
 */
export function FormWidget({ props, node, scope, runtime }: WidgetRenderProps<FormProps>) {
  const { t } = useTranslation();
  const { host } = useEngine();
  const form = useRef<FormHandle>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; msg: string } | null>(null);
  // Counts successful submits of a form that empties itself: a new key mounts a fresh form.
  const [cleared, setCleared] = useState(0);

  // Props are resolved afresh on each render; stable objects keep rjsf from resetting what the user typed.
  const schemaKey = JSON.stringify(props.schema);
  const uiKey = JSON.stringify(props.uiSchema ?? {});
  const dataKey = JSON.stringify(props.data ?? {});
  /* eslint-disable react-hooks/exhaustive-deps */
  const schema = useMemo(() => translateTexts(props.schema, t), [schemaKey, t]);
  const uiSchema = useMemo(() => translateTexts((props.uiSchema ?? {}) as UiSchema, t, true), [uiKey, t]);
  const formData = useMemo(
    () => (props.data && typeof props.data === 'object' ? { ...(props.data as Record<string, unknown>) } : {}),
    [dataKey],
  );
  /* eslint-enable react-hooks/exhaustive-deps */

  const submit = async (data: Record<string, unknown>) => {
    runtime.setState(props.stateKey ?? (typeof node.id === 'string' ? node.id : 'form'), data);
    setBusy(true);
    setServerError(null);
    try {
      await runAction(node.submit as FormProps['submit'], { ...scope, form: data }, runtime, host);
      if (props.clearOnSuccess) setCleared((n) => n + 1);
    } catch (error) {
      // The API layer has already told the operator; a field the server names is shown at that field.
      setServerError(fieldProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portal-inline-form">
      <EntityForm
        // New initial data (the source answered, or answered again after a save) starts the form afresh: rjsf
        // does not reliably take a changed formData into a form it has already mounted.
        key={`${dataKey}:${cleared}`}
        ref={form}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        serverError={serverError}
        onSubmit={(data) => void submit(data)}
      />
      <Button
        intent="primary"
        icon="floppy-disk"
        loading={busy}
        text={t(props.submitText ?? 'widget.form.submit')}
        onClick={() => form.current?.submit()}
      />
    </div>
  );
}

registerWidget('form', FormWidget, { templates: ['submit'] });
