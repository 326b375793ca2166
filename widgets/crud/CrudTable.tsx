import { Button, Checkbox, Menu, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EntityMeta } from '../../api/entities';
import { DataTable, type DataColumn } from '../table/DataTable';
import type { ColumnKind } from '../table/columnWidth';

type Row = Record<string, unknown>;
type FieldMeta = EntityMeta['fields'][string];

export interface CrudTableProps {
  meta: EntityMeta;
  rows: Row[];
  /** Keys of the checked rows. */
  selected: unknown[];
  /** Whether the user holds `<permission>:<action>`. */
  can(action: string): boolean;
  /** A cell as the operator reads it. */
  cell(name: string, value: unknown): string;
  onSelect(keys: unknown[]): void;
  onEdit(row: Row): void;
  onDelete(key: unknown): void;
  /** A row action of the definition (a password reset) chosen on a row. */
  onAction(action: EntityMeta['rowActions'][number], row: Row): void;
}

/** The width a field's column starts at: names and remarks are wide, looked-up names as wide as they read. */
const kindOf = (f: FieldMeta): ColumnKind => {
  if (f.widget === 'date') return 'date';
  if (f.widget === 'switch') return 'status';
  // A reference or a code shows its name, however its value is stored.
  if (f.ref || f.dict || f.enum || f.filter === 'like' || f.widget === 'textarea' || f.type === 'array') return 'text';
  return f.type === 'number' || f.type === 'integer' ? 'number' : 'code';
};

/** A child page's address for a row: a `:param` takes the row's key, otherwise `?field=key` is added. */
const childLink = (c: EntityMeta['children'][number], id: unknown) =>
  c.path.includes(':') ? c.path.replace(/:\w+/, String(id)) : `${c.path}?${c.field}=${String(id)}`;

/** The rows of an entity page: check boxes, the listed fields, and each row's edit, child pages and delete. */
export function CrudTable({ meta, rows, selected, can, cell, onSelect, onEdit, onDelete, onAction }: CrudTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listed = Object.entries(meta.fields).filter(([, f]) => f.list);
  const allChecked = rows.length > 0 && selected.length === rows.length;
  const selectable = can('remove');
  const actions = meta.rowActions.filter((a) => can(a.name));
  const hasMore = meta.children.length > 0 || actions.length > 0;
  const editable = can('edit') || can('remove') || hasMore;
  // The server marks rows this user may see but not change (another's label, a table other groups use).
  const locked = (row: Row) => row.locked === true;

  const columns: DataColumn<Row>[] = [];
  if (selectable)
    columns.push({
      id: '$check',
      header: '',
      kind: 'check',
      headerControl: (
        <Checkbox
          checked={allChecked}
          indeterminate={selected.length > 0 && !allChecked}
          onChange={() => onSelect(allChecked ? [] : rows.map((r) => r[meta.key]))}
          aria-label={t('crud.selectAll')}
        />
      ),
      render: (row) => {
        const id = row[meta.key];
        return (
          <Checkbox
            disabled={locked(row)}
            checked={selected.includes(id)}
            onChange={() => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id])}
            aria-label={t('crud.select')}
          />
        );
      },
    });
  for (const [name, f] of listed)
    columns.push({ id: name, header: f.label, kind: kindOf(f), render: (row) => cell(name, row[name]) });
  if (editable)
    columns.push({
      id: '$actions',
      header: t('crud.actions'),
      // As wide as the drawn buttons measure (DataTable fits it), in every language.
      kind: 'actions',
      render: (row) => {
        const id = row[meta.key];
        return (
          <span className="portal-crud-actions">
            {can('edit') && !locked(row) && (
              <Button variant="minimal" size="small" icon="edit" text={t('crud.edit')} onClick={() => onEdit(row)} />
            )}
            {(meta.children.length > 0 || (actions.length > 0 && !locked(row))) && (
              <PopoverNext
                placement="bottom-end"
                content={
                  <Menu>
                    {!locked(row) &&
                      actions.map((a) => (
                        <MenuItem
                          key={a.name}
                          icon={a.icon as IconName}
                          text={a.label}
                          onClick={() => onAction(a, row)}
                          data-testid={`row-${a.name}`}
                        />
                      ))}
                    {meta.children.map((c) => (
                      <MenuItem
                        key={c.entity}
                        icon="list-detail-view"
                        text={c.label}
                        onClick={() => navigate(childLink(c, id))}
                      />
                    ))}
                  </Menu>
                }
              >
                <Button
                  variant="minimal"
                  size="small"
                  icon="more"
                  endIcon="caret-down"
                  text={t('crud.more')}
                  data-testid="row-more"
                />
              </PopoverNext>
            )}
            {can('remove') && !locked(row) && (
              <Button
                variant="minimal"
                size="small"
                intent="danger"
                icon="trash"
                text={t('crud.delete')}
                onClick={() => onDelete(id)}
              />
            )}
          </span>
        );
      },
    });

  return (
    <DataTable
      className="portal-crud-table"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row[meta.key])}
      // The check box and the first listed field (the row's name) stay while the table scrolls sideways.
      frozen={selectable ? 2 : 1}
      empty={t('engine.empty')}
    />
  );
}
