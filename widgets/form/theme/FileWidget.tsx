import { useState } from 'react';
import { AnchorButton, FileInput, Spinner } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../../../api/request';
import { uploadEntityFile } from '../../../api/entities';
import { fieldNameOf, type EntityFormContext } from './formContext';

/** A file stored by the entity's upload route; the field keeps the URL the server answered. */
export function FileWidget({ id, value, options, onChange, disabled, readonly, registry }: WidgetProps) {
  const { t } = useTranslation();
  const form = registry.formContext as EntityFormContext;
  const accept = (options.accept as string[] | undefined) ?? [];
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadEntityFile(form.basePath, fieldNameOf(id), file);
      setName(stored.name);
      onChange(stored.url);
    } catch (error) {
      setProblem(error instanceof RequestFailure ? ((error.body as { msg?: string })?.msg ?? error.message) : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="portal-form-file">
      <FileInput
        fill
        disabled={disabled || readonly || busy}
        text={name ?? (value ? String(value).split('/').pop() : t('crud.chooseFile'))}
        buttonText={t('crud.browse')}
        hasSelection={Boolean(value)}
        inputProps={{ id, accept: accept.join(',') }}
        onInputChange={(e) => {
          const file = (e.target as HTMLInputElement).files?.[0];
          if (file) void upload(file);
        }}
      />
      {busy && <Spinner size={16} />}
      {value && !busy && (
        <AnchorButton
          variant="minimal"
          icon="eye-open"
          href={`/prod-api${String(value)}`}
          target="_blank"
          rel="noreferrer"
          aria-label={t('crud.openFile')}
        />
      )}
      {problem && <div className="portal-form-problem">{problem}</div>}
      {accept.length > 0 && <div className="portal-muted">{t('crud.fileTypes', { types: accept.join(', ') })}</div>}
    </div>
  );
}
