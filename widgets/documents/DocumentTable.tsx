import { AnchorButton, Button, HTMLTable, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DocRow } from '../../api/documents';
import { formatDate } from '../../shared/formatters';
import { formatFileSize, viewerAddress } from './fileSize';

export interface DocumentTableProps {
  rows: DocRow[];
  /** Show each document's folder (a search across folders). */
  showFolder: boolean;
  onDownload(row: DocRow): void;
  onVersions(row: DocRow): void;
  onNewVersion(row: DocRow): void;
  onDelete(row: DocRow): void;
}

/** The documents of a folder or a search; a PDF opens in the viewer in a new tab, other files download. */
export function DocumentTable({ rows, showFolder, onDownload, onVersions, onNewVersion, onDelete }: DocumentTableProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-docs-scroll" role="region" aria-label={t('menu.document')} tabIndex={0}>
      <HTMLTable compact striped interactive className="portal-docs-table">
        <thead>
          <tr>
            <th>{t('document.column.name')}</th>
            {showFolder && <th>{t('document.column.folder')}</th>}
            <th>{t('document.column.type')}</th>
            <th>{t('document.column.size')}</th>
            <th>{t('document.column.version')}</th>
            <th>{t('document.column.uploadedBy')}</th>
            <th>{t('document.column.uploadedAt')}</th>
            <th>{t('document.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.docId}>
              <td className="portal-docs-name">
                {row.ext === '.pdf' ? (
                  <a href={viewerAddress(row.fileName)} target="_blank" rel="noopener" title={t('document.open')}>
                    {row.name}
                  </a>
                ) : (
                  <a
                    href="#download"
                    title={t('document.download')}
                    onClick={(e) => {
                      e.preventDefault();
                      onDownload(row);
                    }}
                  >
                    {row.name}
                  </a>
                )}
              </td>
              {showFolder && <td>{row.folderName}</td>}
              <td>{row.ext.slice(1).toUpperCase()}</td>
              <td className="portal-docs-number">{formatFileSize(row.size)}</td>
              <td className="portal-docs-number">v{row.version}</td>
              <td className="portal-docs-wrap">{row.uploadedBy}</td>
              <td className="portal-docs-wrap">{formatDate(row.uploadedAt, 'yyyy-MM-dd HH:mm')}</td>
              <td className="portal-docs-actions">
                {row.ext === '.pdf' && (
                  <AnchorButton
                    small
                    minimal
                    icon="eye-open"
                    href={viewerAddress(row.fileName)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('document.open')}
                    title={t('document.open')}
                  />
                )}
                <Button
                  small
                  minimal
                  icon="download"
                  aria-label={t('document.download')}
                  title={t('document.download')}
                  onClick={() => onDownload(row)}
                />
                <Popover
                  placement="bottom-end"
                  content={
                    <Menu>
                      <MenuItem icon="history" text={t('document.versions')} onClick={() => onVersions(row)} />
                      {row.mayWrite && (
                        <MenuItem icon="upload" text={t('document.newVersion')} onClick={() => onNewVersion(row)} />
                      )}
                      {row.mayWrite && (
                        <MenuItem icon="trash" intent="danger" text={t('document.delete')} onClick={() => onDelete(row)} />
                      )}
                    </Menu>
                  }
                >
                  <Button small minimal icon="more" aria-label={t('crud.more')} title={t('crud.more')} />
                </Popover>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
