import { useEffect, useRef, useState } from 'react';
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
import { FolderDialog } from './FolderDialog';
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
  | { kind: 'deleteDoc'; doc: DocRow };

/**
 * The document library (`/office/document`): the folders of the groups the user reads, the documents of the
 * chosen folder or of a search by name across them, upload (a file of a name the folder already holds becomes
 * its next version), versions, download, delete. What the user may change the server says per folder. The folders
 * and the list are the page's sources: the library writes the list's query to page state, and reads a source
 * again after a change; a document's versions open the `document-versions` (page state).
 */
export const DocumentLibraryWidget = observer(function DocumentLibraryWidget({
  props,
  runtime,
}: WidgetRenderProps<DocumentLibraryProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const mayAdd = session.hasPermission('office:document:add');
  const folders = props.folders ?? [];
  const [selected, setSelected] = useState<TreeSelection | null>(null);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: props.pageSize ?? DEFAULT_PAGE_SIZE });
  /** The open folder's or the search's documents. */
  const list = props.list;
  const [opened, setOpened] = useState<Opened | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const versionOf = useRef<DocRow | null>(null);

  const folder = selected?.kind === 'folder' ? selected.folder : null;
  const current = folder ? (folders.find((f) => f.folderId === folder.folderId) ?? folder) : null;

  // The first folder is open from the start (and again after the open one was removed), so documents show at once.
  const first = folders[0];
  useEffect(() => {
    if (!selected && first) setSelected({ kind: 'folder', folder: first });
  }, [first, selected]);
  const loadFolders = () => runtime.refresh(props.folderSource ? [props.folderSource] : undefined);
  const loadList = () => void runtime.refresh(props.source ? [props.source] : undefined);

  const query = applied ? { name: applied, ...paging } : current ? { folderId: current.folderId, ...paging } : null;
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    runtime.setState(props.state, query);
    // The list's source follows the query; `query` is rebuilt each render, its JSON is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, props.state, runtime]);

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
        {query && list && list.rows.length > 0 ? (
          <DocumentTable
            rows={list.rows}
            showFolder={Boolean(applied)}
            onDownload={(row) => download(row.fileName, row.name)}
            onVersions={(doc) => runtime.setState(props.versions, doc)}
            onNewVersion={(doc) => chooseFile(doc)}
            onDelete={(doc) => setOpened({ kind: 'deleteDoc', doc })}
          />
        ) : (
          query && list && <NonIdealState icon="document" description={t('document.empty')} />
        )}
        <Pagination
          total={query ? Number(list?.total ?? 0) : 0}
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
