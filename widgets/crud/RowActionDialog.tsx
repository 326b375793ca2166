import { useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../../api/request';
import { showToast } from '../../api/toaster';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import { sendRowAction, type EntityMeta } from '../../api/entities';

type Row = Record<string, unknown>;

export interface Acting {
  action: EntityMeta['rowActions'][number];
  row: Row;
}

export interface RowActionDialogProps {
  meta: EntityMeta;
  acting: Acting | null;
  onClose(): void;
}

/**
 * The form of a row action (a user's new password): its fields with the entity's own rules, sent with the
 * row's key; the server's answer is shown as it gave it, a refused field at the field.
 */
export function RowActionDialog({ meta, acting, onClose }: RowActionDialogProps) {
  const { t } = useTranslation();
  const form = useRef<FormHandle>(null);
  const [serverError, setServerError] = useState<{ field: string; msg: string } | null>(null);
  // The row named as the list shows it first (a user's login name), so the dialog says whom it acts on.
  const [firstListed] = Object.entries(meta.fields).find(([, f]) => f.list) ?? [meta.key];
  const close = () => {
    setServerError(null);
    onClose();
  };

  async function send(data: Row) {
    if (!acting) return;
    try {
      const msg = await sendRowAction(acting.action, { ...data, [meta.key]: acting.row[meta.key] });
      showToast(msg || t('crud.saved'), 'success');
      close();
    } catch (error) {
      const body = error instanceof RequestFailure ? (error.body as { field?: string; msg?: string } | undefined) : undefined;
      setServerError({ field: body?.field ?? '', msg: body?.msg ?? (error as Error).message });
      if (!body?.field) showToast(body?.msg ?? (error as Error).message, 'danger');
    }
  }

  return (
    <Dialog
      isOpen={acting !== null}
      onClose={close}
      title={acting ? `${acting.action.label} · ${String(acting.row[firstListed] ?? '')}` : ''}
      style={{ width: 480 }}
    >
      <DialogBody>
        {acting && (
          <EntityForm
            ref={form}
            schema={acting.action.schema}
            uiSchema={Object.fromEntries(
              Object.keys(acting.action.schema.properties)
                .filter((name) => meta.fields[name]?.secret)
                .map((name) => [name, { 'ui:widget': 'password' }]),
            )}
            basePath={meta.basePath}
            formData={{}}
            serverError={serverError}
            messages={Object.fromEntries(Object.entries(meta.fields).map(([name, f]) => [name, f.message]))}
            onSubmit={(data) => void send(data)}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="c" text={t('shell.cancel')} onClick={close} />,
          <Button
            key="s"
            intent="primary"
            text={acting?.action.label ?? ''}
            onClick={() => form.current?.submit()}
            data-testid="row-action-send"
          />,
        ]}
      />
    </Dialog>
  );
}
