import { AnchorButton, Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DocRow } from '../../api/documents';
import { formatDate } from '../../shared/formatters';
import { DataTable, type DataColumn } from '../table/DataTable';
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
  const columns: DataColumn<DocRow>[] = [
    {
      id: 'name',
      header: t('document.column.name'),
      kind: 'text',
      render: (row) => (
        <span className="portal-docs-name">
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
        </span>
      ),
      cellTitle: (row) => row.name,
    },
    ...(showFolder
      ? [{ id: 'folder', header: t('document.column.folder'), kind: 'text' as const, render: (row: DocRow) => row.folderName }]
      : []),
    { id: 'type', header: t('document.column.type'), kind: 'code', render: (row) => row.ext.slice(1).toUpperCase() },
    { id: 'size', header: t('document.column.size'), kind: 'number', render: (row) => formatFileSize(row.size) },
    { id: 'version', header: t('document.column.version'), kind: 'number', render: (row) => `v${row.version}` },
    { id: 'uploadedBy', header: t('document.column.uploadedBy'), kind: 'text', render: (row) => row.uploadedBy },
    {
      id: 'uploadedAt',
      header: t('document.column.uploadedAt'),
      kind: 'date',
      render: (row) => formatDate(row.uploadedAt, 'yyyy-MM-dd HH:mm'),
    },
    {
      id: 'actions',
      header: t('document.column.actions'),
      kind: 'actions',
      width: 120,
      render: (row) => (
        <span className="portal-docs-actions">
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
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem icon="history" text={t('document.versions')} onClick={() => onVersions(row)} />
                {row.mayWrite && <MenuItem icon="upload" text={t('document.newVersion')} onClick={() => onNewVersion(row)} />}
                {row.mayWrite && (
                  <MenuItem icon="trash" intent="danger" text={t('document.delete')} onClick={() => onDelete(row)} />
                )}
              </Menu>
            }
          >
            <Button small minimal icon="more" aria-label={t('crud.more')} title={t('crud.more')} />
          </PopoverNext>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      className="portal-docs-table"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.docId)}
      empty={t('document.empty')}
    />
  );
}
