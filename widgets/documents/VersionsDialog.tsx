import { Button, Dialog, DialogBody, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { downloadStored } from '../../api/documents';
import { formatDate } from '../../shared/formatters';
import { formatFileSize } from './fileSize';
import type { DocumentVersionsProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'document-versions': DocumentVersionsProps;
  }
}

/**
 * Every version of the document the library opened (page state), newest first, each downloadable. The page's
 * source asks for the versions while a document is open.
 */
export function VersionsDialogWidget({ props, runtime }: WidgetRenderProps<DocumentVersionsProps>) {
  const { t } = useTranslation();
  const doc = props.doc ?? null;
  const versions = props.versions;
  if (!doc) return null;
  return (
    <Dialog
      isOpen
      title={t('document.versionsOf', { name: doc.name })}
      onClose={() => runtime.setState(props.state, null)}
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
                      onClick={() => void downloadStored(v.fileName, doc.name).catch(() => undefined)}
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

registerWidget('document-versions', VersionsDialogWidget);
