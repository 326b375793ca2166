import { Button, Checkbox, HTMLTable, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EntityMeta } from '../../api/entities';

type Row = Record<string, unknown>;

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

/** Names, remarks and lists may wrap in a cell; codes, numbers and dates may not. */
const wraps = (f: EntityMeta['fields'][string]) => f.filter === 'like' || f.widget === 'textarea' || f.type === 'array';

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
  const editable = can('edit') || can('remove') || meta.children.length > 0 || actions.length > 0;
  return (
    <div className="portal-crud-scroll">
      <HTMLTable compact striped className="portal-crud-table">
        <thead>
          <tr>
            {selectable && (
              <th className="portal-crud-check">
                <Checkbox
                  checked={allChecked}
                  indeterminate={selected.length > 0 && !allChecked}
                  onChange={() => onSelect(allChecked ? [] : rows.map((r) => r[meta.key]))}
                  aria-label={t('crud.selectAll')}
                />
              </th>
            )}
            {listed.map(([name, f]) => (
              <th key={name}>{f.label}</th>
            ))}
            {editable && <th className="portal-crud-actions">{t('crud.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = row[meta.key];
            // The server marks rows this user may see but not change (another's label, a table other groups use).
            const locked = row.locked === true;
            return (
              <tr key={String(id)}>
                {selectable && (
                  <td className="portal-crud-check">
                    <Checkbox
                      disabled={locked}
                      checked={selected.includes(id)}
                      onChange={() => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id])}
                      aria-label={t('crud.select')}
                    />
                  </td>
                )}
                {listed.map(([name]) => (
                  <td key={name} className={wraps(meta.fields[name]!) ? 'portal-crud-text' : undefined}>
                    {cell(name, row[name])}
                  </td>
                ))}
                {editable && (
                  <td className="portal-crud-actions">
                    {can('edit') && !locked && (
                      <Button variant="minimal" size="small" icon="edit" text={t('crud.edit')} onClick={() => onEdit(row)} />
                    )}
                    {(meta.children.length > 0 || (actions.length > 0 && !locked)) && (
                      <Popover
                        placement="bottom-end"
                        content={
                          <Menu>
                            {!locked &&
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
                      </Popover>
                    )}
                    {can('remove') && !locked && (
                      <Button
                        variant="minimal"
                        size="small"
                        intent="danger"
                        icon="trash"
                        text={t('crud.delete')}
                        onClick={() => onDelete(id)}
                      />
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
