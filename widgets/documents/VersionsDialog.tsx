import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { fetchVersions, type DocRow, type DocVersion } from '../../api/documents';
import { formatDate } from '../../shared/formatters';
import { formatFileSize } from './fileSize';

export interface VersionsDialogProps {
  doc: DocRow;
  onDownload(version: DocVersion): void;
  onClose(): void;
}

/** Every version of a document, newest first, each downloadable. */
export function VersionsDialog({ doc, onDownload, onClose }: VersionsDialogProps) {
  const { t } = useTranslation();
  const [versions, setVersions] = useState<DocVersion[] | null>(null);
  useEffect(() => {
    void fetchVersions(doc.docId).then(setVersions, () => setVersions([]));
  }, [doc.docId]);
  return (
    <Dialog
      isOpen
      title={t('document.versionsOf', { name: doc.name })}
      onClose={onClose}
      style={{ width: 640, maxWidth: '95vw' }}
    >
      <DialogBody>
        {!versions ? (
          <Spinner size={24} />
        ) : (
          <HTMLTable compact striped className="portal-docs-versions">
            <thead>
              <tr>
                <th>{t('document.column.version')}</th>
                <th>{t('document.column.size')}</th>
                <th>{t('document.column.uploadedBy')}</th>
                <th>{t('document.column.uploadedAt')}</th>
                <th>{t('document.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version}>
                  <td>
                    v{v.version}{' '}
                    {v.version === doc.version && (
                      <Tag minimal intent="success">
                        {t('document.current')}
                      </Tag>
                    )}
                  </td>
                  <td>{formatFileSize(v.size)}</td>
                  <td>{v.uploadedBy}</td>
                  <td>{formatDate(v.uploadedAt, 'yyyy-MM-dd HH:mm')}</td>
                  <td>
                    <Button
                      small
                      minimal
                      icon="download"
                      aria-label={t('document.download')}
                      title={t('document.download')}
                      onClick={() => onDownload(v)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
