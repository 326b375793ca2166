import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/toaster';
import { downloadFile, importFile, type EntityMeta } from '../../api/entities';

/** Import from a spreadsheet (or a text point table): all rows or none, with each row's problem listed. */
export function ImportDialog({
  meta,
  isOpen,
  onClose,
  onDone,
}: {
  meta: EntityMeta;
  isOpen: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ msg: string; errors: { row: number; field: string; msg: string }[] } | null>(null);
  async function upload() {
    if (!file) {
      setReport({ msg: t('validation.uploadFirst'), errors: [] });
      return;
    }
    const answer = await importFile(meta, file);
    if (answer?.code === 200) {
      showToast(t('crud.imported', { count: answer.data?.inserted ?? 0 }), 'success');
      setFile(null);
      setReport(null);
      onClose();
      onDone();
    } else setReport({ msg: answer?.msg ?? '', errors: answer?.data?.errors ?? [] });
  }
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('crud.import')} style={{ width: 560 }}>
      <DialogBody>
        <FileInput
          fill
          text={file?.name ?? t('crud.chooseFile')}
          buttonText={t('crud.browse')}
          inputProps={{ accept: meta.importFormats.map((f) => `.${f}`).join(',') }}
          onInputChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <p className="portal-muted">
          <a onClick={() => void downloadFile(`${meta.basePath}/template`, {}, `${meta.name}-template.xlsx`)}>
            {t('crud.template')}
          </a>
        </p>
        {report && (
          <Callout intent="danger" title={report.msg}>
            <ul>
              {report.errors.map((e) => (
                <li key={`${e.row}:${e.field}`}>{t('crud.rowError', { row: e.row, msg: e.msg })}</li>
              ))}
            </ul>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="c" text={t('shell.cancel')} onClick={onClose} />,
          <Button key="u" intent="primary" icon="upload" text={t('crud.upload')} onClick={() => void upload()} />,
        ]}
      />
    </Dialog>
  );
}
