import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogBody, DialogFooter, InputGroup, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/rootStore';
import { RequestFailure } from '../../api/request';
import { showToast } from '../../api/toaster';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import { DEFAULT_PAGE_SIZE, Pagination } from '../data/Pagination';
import { downloadFile, removeEntity, saveEntity, type EntityMeta } from '../../api/entities';
import type { PageEnvelope } from '../../shared/envelope';
import { cellText, uiSchemaOf } from './crudCells';
import { CrudTable } from './CrudTable';
import { FilterSelect } from './FilterSelect';
import { ImportDialog } from './ImportDialog';
import { RowActionDialog, type Acting } from './RowActionDialog';
import { useChoices } from './useChoices';

export interface CrudPageProps {
  /** Name of a definition in schemas/entities. */
  entity: string;
  /** Filters the page always applies (the parent of a child page); they are also the defaults of a new row. */
  fixed?: Row;
  /** The entity's definition; null until it came. */
  meta: EntityMeta | null;
  /** The page of rows the query asked for; null until it came. */
  list: PageEnvelope<Row> | null;
  /** Receives the list's query (filters, fixed filters and page) whenever it changes: the page's source asks it. */
  onQuery(query: Row): void;
  /** After a save, a removal or an import: the list is asked again. */
  onChanged(): void;
}

type Row = Record<string, unknown>;

/**
 * The generic information-management page of one entity: filters, a paged table with multi-select,
 * add and edit in a form dialog, delete with confirmation, import and export, each shown only to holders
 * of its permission (the server checks them again). It shows the definition and the list it is given and
 * says which query it wants; only its commands call the server.
 */
export const CrudPage = observer(function CrudPage({ entity, fixed = {}, meta, list, onQuery, onChanged }: CrudPageProps) {
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  const [address] = useSearchParams();
  const rows = list?.rows ?? [];
  const total = list?.total ?? 0;
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  // A filter in the address (?psId=3, from a plant's row) starts the page filtered.
  const [filters, setFilters] = useState<Row>(() => Object.fromEntries(address.entries()));
  const [applied, setApplied] = useState<Row>(filters);
  const fixedKey = JSON.stringify(fixed);
  const [selected, setSelected] = useState<unknown[]>([]);
  const [editing, setEditingRow] = useState<Row | null>(null);
  // Each opening gets a fresh form, even while the dialog of the last one is still fading out.
  const [opening, setOpening] = useState(0);
  const setEditing = (row: Row | null) => {
    if (row) setOpening((n) => n + 1);
    setEditingRow(row);
  };
  const [serverError, setServerError] = useState<{ field: string; msg: string } | null>(null);
  const [deleting, setDeleting] = useState<unknown[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [acting, setActing] = useState<Acting | null>(null);
  const form = useRef<FormHandle>(null);

  const wanted = meta
    ? {
        ...Object.fromEntries(
          Object.entries({ ...applied, ...JSON.parse(fixedKey) }).filter(
            ([k, v]) => v !== '' && v !== undefined && meta.fields[k]?.filter,
          ),
        ),
        ...paging,
      }
    : null;
  const queryKey = JSON.stringify(wanted);
  useEffect(() => {
    if (wanted) onQuery(wanted);
    // The list's source follows the query; `wanted` is rebuilt each render, its JSON is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);
  // A new page of rows starts with nothing selected.
  useEffect(() => setSelected([]), [list]);

  const choices = useChoices(meta);
  if (!meta) return <Spinner className="portal-page-spinner" />;
  const can = (action: string) => session.hasPermission(`${meta.permission}:${action}`);
  const cell = (name: string, value: unknown) => cellText(meta.fields[name]!, value, choices.get(name), t, i18n.language);

  async function save(data: Row) {
    if (!meta) return;
    try {
      await saveEntity(meta, data, editing?.[meta.key] !== undefined);
      setEditing(null);
      setServerError(null);
      showToast(t('crud.saved'), 'success');
      onChanged();
    } catch (error) {
      const body = error instanceof RequestFailure ? (error.body as { field?: string; msg?: string } | undefined) : undefined;
      setServerError({ field: body?.field ?? '', msg: body?.msg ?? (error as Error).message });
      if (!body?.field) showToast(body?.msg ?? (error as Error).message, 'danger');
    }
  }

  return (
    <div className="portal-crud" data-testid={`crud-${entity}`}>
      <div className="portal-crud-filters">
        {Object.entries(meta.fields)
          .filter(([name, f]) => f.filter && !(name in fixed))
          .map(([name, f]) =>
            choices.has(name) || f.enum ? (
              <FilterSelect
                key={name}
                label={f.label}
                value={String(filters[name] ?? '')}
                choices={choices.get(name) ?? f.enum!.map((v) => ({ value: v, label: cell(name, v) }))}
                onChange={(value) => setFilters({ ...filters, [name]: value })}
              />
            ) : (
              <InputGroup
                key={name}
                placeholder={f.label}
                value={String(filters[name] ?? '')}
                onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}
              />
            ),
          )}
        <Button
          icon="search"
          intent="primary"
          text={t('crud.search')}
          onClick={() => {
            setApplied(filters);
            setPaging({ ...paging, pageNum: 1 });
          }}
        />
        <Button
          icon="reset"
          text={t('navigator.filter.reset')}
          onClick={() => {
            setFilters({});
            setApplied({});
          }}
        />
      </div>
      <div className="portal-crud-toolbar">
        {can('add') && (
          <Button
            icon="plus"
            intent="primary"
            text={t('crud.add')}
            onClick={() => {
              setServerError(null);
              // A plant or parent the page is filtered by is the new row's default.
              const chosen = Object.entries(applied).filter(([k, v]) => v !== '' && meta.fields[k]?.filter === 'eq');
              setEditing(typed(meta, { ...Object.fromEntries(chosen), ...fixed }));
            }}
            data-testid="crud-add"
          />
        )}
        {can('remove') && (
          <Button
            icon="trash"
            intent="danger"
            text={t('crud.deleteSelected')}
            disabled={selected.length === 0}
            onClick={() => setDeleting(selected)}
          />
        )}
        {meta.import && can('import') && <Button icon="import" text={t('crud.import')} onClick={() => setImporting(true)} />}
        {meta.export && can('export') && (
          <Button
            icon="export"
            text={t('crud.export')}
            onClick={() => void downloadFile(`${meta.basePath}/export`, applied, `${meta.name}.xlsx`)}
            data-testid="crud-export"
          />
        )}
      </div>
      <CrudTable
        meta={meta}
        rows={rows}
        selected={selected}
        can={can}
        cell={cell}
        onSelect={setSelected}
        onEdit={(row) => {
          setServerError(null);
          setEditing(row);
        }}
        onDelete={(id) => setDeleting([id])}
        onAction={(action, row) => setActing({ action, row })}
      />
      <Pagination
        total={total}
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />

      <Dialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.[meta.key] !== undefined ? 'crud.editTitle' : 'crud.addTitle', { entity: t(meta.title) })}
        style={{ width: 760 }}
      >
        <DialogBody>
          {editing && (
            <EntityForm
              key={opening}
              ref={form}
              schema={editing[meta.key] !== undefined ? withSecretsKept(meta, t('crud.secretKept')) : meta.createSchema}
              uiSchema={uiSchemaOf(meta, choices)}
              basePath={meta.basePath}
              formData={Object.fromEntries(
                Object.entries(editing).filter(
                  ([k, v]) =>
                    v !== null &&
                    (editing[meta.key] !== undefined ? k in meta.updateSchema.properties : k in meta.createSchema.properties),
                ),
              )}
              serverError={serverError}
              messages={Object.fromEntries(Object.entries(meta.fields).map(([name, f]) => [name, f.message]))}
              onSubmit={(data) => void save(data)}
            />
          )}
        </DialogBody>
        <DialogFooter
          actions={[
            <Button key="c" text={t('shell.cancel')} onClick={() => setEditing(null)} />,
            <Button
              key="s"
              intent="primary"
              text={t('crud.save')}
              onClick={() => form.current?.submit()}
              data-testid="crud-save"
            />,
          ]}
        />
      </Dialog>

      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('crud.delete')}
        cancelButtonText={t('shell.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          await removeEntity(meta, deleting ?? []).catch(() => undefined);
          setDeleting(null);
          setSelected([]);
          showToast(t('crud.deleted'), 'success');
          onChanged();
        }}
      >
        {t('crud.confirmDelete', { count: deleting?.length ?? 0 })}
      </Alert>

      <RowActionDialog meta={meta} acting={acting} onClose={() => setActing(null)} />

      <ImportDialog meta={meta} isOpen={importing} onClose={() => setImporting(false)} onDone={onChanged} />
    </div>
  );
});

/** The edit schema, its secret fields titled to say that leaving them empty keeps the stored value. */
function withSecretsKept(meta: EntityMeta, kept: string) {
  const properties = { ...meta.updateSchema.properties };
  for (const [name, f] of Object.entries(meta.fields))
    if (f.secret && properties[name])
      properties[name] = { ...properties[name], title: `${String(properties[name].title)} (${kept})` };
  return { ...meta.updateSchema, properties };
}

/** Route and address values are text: a new row takes them in its fields' types. */
function typed(meta: EntityMeta, values: Row): Row {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => meta.fields[k])
      .map(([k, v]) => [k, meta.fields[k]!.type === 'integer' || meta.fields[k]!.type === 'number' ? Number(v) : v]),
  );
}
