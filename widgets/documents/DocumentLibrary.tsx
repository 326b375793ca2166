import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, InputGroup, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { showToast } from '../../api/toaster';
import {
  createFolder,
  deleteDocument,
  deleteFolder,
  downloadStored,
  exportDocuments,
  fetchFolders,
  listDocuments,
  renameFolder,
  uploadDocument,
  uploadVersion,
  type DocFolder,
  type DocRow,
} from '../../api/documents';
import { DEFAULT_PAGE_SIZE, Pagination } from '../data/Pagination';
import type { DocumentLibraryProps } from './props';
import { FolderTree, type TreeSelection } from './FolderTree';
import { DocumentTable } from './DocumentTable';
import { VersionsDialog } from './VersionsDialog';
import { FolderDialog } from './FolderDialog';
import { LoadFailed } from '../../engine/LoadFailed';
import './documents.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'document-library': DocumentLibraryProps;
  }
}

const ACCEPT = '.pdf,.xlsx,.docx,.png,.jpg,.jpeg';

type Opened =
  | { kind: 'newFolder'; parent: DocFolder | null; deptId?: number }
  | { kind: 'rename'; folder: DocFolder }
  | { kind: 'deleteFolder'; folder: DocFolder }
  | { kind: 'versions'; doc: DocRow }
  | { kind: 'deleteDoc'; doc: DocRow };

/**
 * The document library (`/office/document`): the folders of the groups the user reads, the documents of the
 * chosen folder or of a search by name across them, upload (a file of a name the folder already holds becomes
 * its next version), versions, download, delete. What the user may change the server says per folder.
 */
export const DocumentLibraryWidget = observer(function DocumentLibraryWidget({ props }: WidgetRenderProps<DocumentLibraryProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const mayAdd = session.hasPermission('office:document:add');
  const [folders, setFolders] = useState<DocFolder[]>([]);
  const [selected, setSelected] = useState<TreeSelection | null>(null);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: props.pageSize ?? DEFAULT_PAGE_SIZE });
  /** The open folder's or the search's documents; `failed` when the server did not give them. */
  const [list, setList] = useState<{ rows: DocRow[]; total: number } | 'failed' | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const versionOf = useRef<DocRow | null>(null);

  const folder = selected?.kind === 'folder' ? selected.folder : null;
  const current = folder ? (folders.find((f) => f.folderId === folder.folderId) ?? folder) : null;

  const loadFolders = useCallback(
    () =>
      fetchFolders().then((all) => {
        setFolders(all);
        // The first folder is open from the start, so the page shows documents at once.
        setSelected((was) => was ?? (all[0] ? { kind: 'folder', folder: all[0] } : null));
      }),
    [],
  );
  useEffect(() => void loadFolders().catch(() => undefined), [loadFolders]);

  const query = applied ? { name: applied, ...paging } : current ? { folderId: current.folderId, ...paging } : null;
  const queryKey = JSON.stringify(query);
  const loadList = useCallback(() => {
    const q = JSON.parse(queryKey) as Parameters<typeof listDocuments>[0] | null;
    if (!q) return setList(null);
    void listDocuments(q).then(
      (page) => setList({ rows: page.rows, total: page.total }),
      () => setList('failed'),
    );
  }, [queryKey]);
  useEffect(loadList, [loadList]);

  const chooseFile = (doc: DocRow | null) => {
    versionOf.current = doc;
    fileInput.current?.click();
  };
  const upload = async (file: File) => {
    const doc = versionOf.current;
    const stored = doc ? await uploadVersion(doc.docId, file) : await uploadDocument(current!.folderId, file);
    showToast(t('document.uploaded', { name: doc?.name ?? file.name, version: stored.version }), 'success');
    loadList();
  };
  const download = (fileName: string, name: string) => void downloadStored(fileName, name).catch(() => undefined);
  const groupId = selected?.kind === 'group' ? selected.deptId : undefined;

  return (
    <div className="portal-docs">
      <aside className="portal-docs-folders" aria-label={t('document.folders')}>
        {mayAdd && (
          <div className="portal-docs-folderbar">
            <Button
              small
              minimal
              icon="folder-new"
              aria-label={t('document.newFolder')}
              title={t('document.newFolder')}
              onClick={() => setOpened({ kind: 'newFolder', parent: null, deptId: groupId })}
            />
            <Button
              small
              minimal
              icon="add"
              aria-label={t('document.newSubfolder')}
              title={t('document.newSubfolder')}
              disabled={!current?.mayWrite}
              onClick={() => current && setOpened({ kind: 'newFolder', parent: current })}
            />
            <Button
              small
              minimal
              icon="edit"
              aria-label={t('document.renameFolder')}
              title={t('document.renameFolder')}
              disabled={!current?.mayWrite}
              onClick={() => current && setOpened({ kind: 'rename', folder: current })}
            />
            <Button
              small
              minimal
              intent="danger"
              icon="trash"
              aria-label={t('document.deleteFolder')}
              title={t('document.deleteFolder')}
              disabled={!current?.mayWrite}
              onClick={() => current && setOpened({ kind: 'deleteFolder', folder: current })}
            />
          </div>
        )}
        {folders.length ? (
          <FolderTree
            folders={folders}
            selected={selected}
            onSelect={(s) => {
              setSelected(s);
              setApplied('');
              setSearch('');
              setPaging((p) => ({ ...p, pageNum: 1 }));
            }}
          />
        ) : (
          <NonIdealState icon="folder-close" description={t('document.noFolders')} />
        )}
      </aside>

      <section className="portal-docs-main">
        <div className="portal-docs-toolbar">
          <InputGroup
            className="portal-docs-search"
            type="search"
            leftIcon="search"
            aria-label={t('document.search')}
            placeholder={t('document.search')}
            value={search}
            onValueChange={(v) => {
              setSearch(v);
              if (!v) setApplied('');
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              setApplied(search.trim());
              setPaging((p) => ({ ...p, pageNum: 1 }));
            }}
          />
          <span className="portal-docs-spacer" />
          {current?.mayWrite && !applied && (
            <Button
              intent="primary"
              icon="upload"
              text={t('document.upload')}
              title={t('document.accepted')}
              onClick={() => chooseFile(null)}
            />
          )}
          <Button
            icon="export"
            text={t('document.export')}
            disabled={!query}
            onClick={() => query && void exportDocuments(query, 'documents.xlsx').catch(() => undefined)}
          />
        </div>
        <div className="portal-docs-caption">
          {applied
            ? t('document.results', { name: applied })
            : current
              ? `${current.deptName} / ${current.name}`
              : t('document.chooseFolder')}
          {current && !current.mayWrite && !applied && <span className="portal-docs-readonly"> · {t('document.readOnly')}</span>}
        </div>
        {list === 'failed' ? (
          <LoadFailed onRetry={loadList} />
        ) : list && list.rows.length > 0 ? (
          <DocumentTable
            rows={list.rows}
            showFolder={Boolean(applied)}
            onDownload={(row) => download(row.fileName, row.name)}
            onVersions={(doc) => setOpened({ kind: 'versions', doc })}
            onNewVersion={(doc) => chooseFile(doc)}
            onDelete={(doc) => setOpened({ kind: 'deleteDoc', doc })}
          />
        ) : (
          list && <NonIdealState icon="document" description={t('document.empty')} />
        )}
        <Pagination
          total={list === 'failed' ? 0 : (list?.total ?? 0)}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      </section>

      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="document-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file).catch(() => undefined);
        }}
      />
      {opened?.kind === 'newFolder' && (
        <FolderDialog
          title={opened.parent ? t('document.newSubfolder') : t('document.newFolder')}
          initial=""
          onClose={() => setOpened(null)}
          onSave={async (name) => {
            const made = await createFolder({
              name,
              parentId: opened.parent?.folderId,
              deptId: opened.parent ? undefined : opened.deptId,
            });
            await loadFolders();
            setSelected({ kind: 'folder', folder: made });
          }}
        />
      )}
      {opened?.kind === 'rename' && (
        <FolderDialog
          title={t('document.renameFolder')}
          initial={opened.folder.name}
          onClose={() => setOpened(null)}
          onSave={async (name) => {
            await renameFolder(opened.folder.folderId, name);
            await loadFolders();
          }}
        />
      )}
      {opened?.kind === 'versions' && (
        <VersionsDialog
          doc={opened.doc}
          onClose={() => setOpened(null)}
          onDownload={(v) => download(v.fileName, opened.doc.name)}
        />
      )}
      <Alert
        isOpen={opened?.kind === 'deleteFolder' || opened?.kind === 'deleteDoc'}
        intent="danger"
        icon="trash"
        confirmButtonText={t('document.delete')}
        cancelButtonText={t('shell.cancel')}
        onCancel={() => setOpened(null)}
        onConfirm={async () => {
          const was = opened;
          setOpened(null);
          if (was?.kind === 'deleteFolder') {
            await deleteFolder(was.folder.folderId).catch(() => null);
            setSelected(null);
            await loadFolders();
          } else if (was?.kind === 'deleteDoc') {
            if ((await deleteDocument(was.doc.docId).catch(() => null)) !== null) showToast(t('document.deleted'), 'success');
            loadList();
          }
        }}
      >
        {opened?.kind === 'deleteFolder' && t('document.confirmDeleteFolder', { name: opened.folder.name })}
        {opened?.kind === 'deleteDoc' && t('document.confirmDelete', { name: opened.doc.name })}
      </Alert>
    </div>
  );
});

registerWidget('document-library', DocumentLibraryWidget);
