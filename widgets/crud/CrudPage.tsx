import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/rootStore';
import { RequestFailure } from '../../app/api/request';
import { showToast } from '../../app/toaster';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import { DEFAULT_PAGE_SIZE, Pagination } from '../data/Pagination';
import { downloadFile, fetchEntityMeta, importFile, listEntity, removeEntity, saveEntity, type EntityMeta } from './crudApi';

export interface CrudPageProps {
  /** Name of a definition in schemas/entities. */
  entity: string;
}

type Row = Record<string, unknown>;

/** The uiSchema of a form from the entity's field hints. */
function uiSchemaOf(meta: EntityMeta) {
  return Object.fromEntries(
    Object.entries(meta.fields).map(([name, f]) => [
      name,
      f.ref === 'powerStation'
        ? { 'ui:widget': 'plant' }
        : f.widget === 'switch'
          ? { 'ui:widget': 'switch' }
          : f.widget === 'textarea'
            ? { 'ui:widget': 'textarea' }
            : {},
    ]),
  );
}

/**
 * The generic information-management page of one entity: filters, a paged table with multi-select,
 * add and edit in a form dialog, delete with confirmation, import and export, each shown only to holders
 * of its permission (the server checks them again).
 */
export const CrudPage = observer(function CrudPage({ entity }: CrudPageProps) {
  const { t } = useTranslation();
  const { session, plant } = useStores();
  const [meta, setMeta] = useState<EntityMeta | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<Row>({});
  const [applied, setApplied] = useState<Row>({});
  const [selected, setSelected] = useState<unknown[]>([]);
  const [editing, setEditing] = useState<Row | null>(null);
  const [serverError, setServerError] = useState<{ field: string; msg: string } | null>(null);
  const [deleting, setDeleting] = useState<unknown[] | null>(null);
  const [importing, setImporting] = useState(false);
  const form = useRef<FormHandle>(null);

  useEffect(() => {
    fetchEntityMeta(entity).then(setMeta, () => undefined);
  }, [entity]);

  const load = useCallback(() => {
    if (!meta) return;
    const params = Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== '' && v !== undefined));
    listEntity(meta, { ...params, ...paging }).then(
      (page) => {
        setRows(page.rows);
        setTotal(page.total);
        setSelected([]);
      },
      () => undefined,
    );
  }, [meta, applied, paging]);
  useEffect(load, [load]);

  if (!meta) return <Spinner className="portal-page-spinner" />;
  const can = (action: string) => session.hasPermission(`${meta.permission}:${action}`);
  const listed = Object.entries(meta.fields).filter(([, f]) => f.list);
  const plantName = (id: unknown) => plant.stations.find((s) => s.psId === id)?.psName ?? String(id ?? '—');
  const cell = (name: string, value: unknown) => {
    const f = meta.fields[name]!;
    if (f.ref === 'powerStation') return plantName(value);
    if (name === 'state') return t(Number(value) === 1 ? 'crud.connected' : 'crud.disconnected');
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };

  async function save(data: Row) {
    if (!meta) return;
    try {
      await saveEntity(meta, data, editing?.[meta.key] !== undefined);
      setEditing(null);
      setServerError(null);
      showToast(t('crud.saved'), 'success');
      load();
    } catch (error) {
      const body = error instanceof RequestFailure ? (error.body as { field?: string; msg?: string } | undefined) : undefined;
      setServerError({ field: body?.field ?? '', msg: body?.msg ?? (error as Error).message });
      if (!body?.field) showToast(body?.msg ?? (error as Error).message, 'danger');
    }
  }

  const allChecked = rows.length > 0 && selected.length === rows.length;
  const selectable = can('remove');
  const editable = can('edit') || can('remove');
  return (
    <div className="portal-crud" data-testid={`crud-${entity}`}>
      <div className="portal-crud-filters">
        {Object.entries(meta.fields)
          .filter(([, f]) => f.filter)
          .map(([name, f]) =>
            f.ref === 'powerStation' || f.enum ? (
              <FilterSelect
                key={name}
                label={f.label}
                value={String(filters[name] ?? '')}
                choices={
                  f.ref === 'powerStation'
                    ? plant.stations.map((s) => ({ value: s.psId, label: s.psName }))
                    : f.enum!.map((v) => ({ value: v, label: cell(name, v) }))
                }
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
              setEditing({});
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
      <HTMLTable compact striped className="portal-crud-table">
        <thead>
          <tr>
            {selectable && (
              <th className="portal-crud-check">
                <Checkbox
                  checked={allChecked}
                  indeterminate={selected.length > 0 && !allChecked}
                  onChange={() => setSelected(allChecked ? [] : rows.map((r) => r[meta.key]))}
                  aria-label={t('crud.selectAll')}
                />
              </th>
            )}
            {listed.map(([name, f]) => (
              <th key={name}>{f.label}</th>
            ))}
            {editable && <th>{t('crud.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = row[meta.key];
            return (
              <tr key={String(id)}>
                {selectable && (
                  <td className="portal-crud-check">
                    <Checkbox
                      checked={selected.includes(id)}
                      onChange={() => setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id])}
                      aria-label={t('crud.select')}
                    />
                  </td>
                )}
                {listed.map(([name]) => (
                  <td key={name}>{cell(name, row[name])}</td>
                ))}
                {editable && (
                  <td className="portal-crud-actions">
                    {can('edit') && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        text={t('crud.edit')}
                        onClick={() => {
                          setServerError(null);
                          setEditing(row);
                        }}
                      />
                    )}
                    {can('remove') && (
                      <Button
                        variant="minimal"
                        size="small"
                        intent="danger"
                        icon="trash"
                        text={t('crud.delete')}
                        onClick={() => setDeleting([id])}
                      />
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <NonIdealState icon="inbox" description={t('engine.empty')} />}
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
        style={{ width: 640 }}
      >
        <DialogBody>
          {editing && (
            <EntityForm
              ref={form}
              schema={editing[meta.key] !== undefined ? meta.updateSchema : meta.createSchema}
              uiSchema={{ ...uiSchemaOf(meta), [meta.key]: { 'ui:widget': 'hidden' } }}
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
          showToast(t('crud.deleted'), 'success');
          load();
        }}
      >
        {t('crud.confirmDelete', { count: deleting?.length ?? 0 })}
      </Alert>

      <ImportDialog meta={meta} isOpen={importing} onClose={() => setImporting(false)} onDone={load} />
    </div>
  );
});

/** A filter choosing one value, "all" first. */
function FilterSelect(props: {
  label: string;
  value: string;
  choices: { value: unknown; label: string }[];
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <HTMLSelect value={props.value} onChange={(e) => props.onChange(e.target.value)} aria-label={props.label}>
      <option value="">{`${props.label}: ${t('navigator.filter.all')}`}</option>
      {props.choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

function ImportDialog({ meta, isOpen, onClose, onDone }: { meta: EntityMeta; isOpen: boolean; onClose(): void; onDone(): void }) {
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
          inputProps={{ accept: '.xlsx' }}
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
