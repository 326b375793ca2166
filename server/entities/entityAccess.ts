import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { translatorFor } from '../http/language';
import { requireVisibleStation, withinScope } from '../stations/scope';
import type { Permission } from '../../shared/permissions';
import { keyField, type EntityDefinition } from './definition';
import { contains, toColumns, toDto, type LooseDb } from './entityStore';
import { markLocked, readableByOwner, requireChangeable, requireParentsChangeable } from './entityOwnership';
import { validateBody } from './entityValidation';
import { hooksFor } from './hooks';
import type { HookContext } from './hooks/types';

type Row = Record<string, unknown>;

/**
 * One entity's rules of access, shared by its routes: the caller's scope (stations, departments or owner),
 * references that must exist, validation, who may change a row, hooks, and writing rows.
 */
export class EntityAccess {
  readonly db: LooseDb;
  readonly key: string;
  readonly keyColumn: string;
  readonly hooks;
  private readonly scopeColumn: string | null;
  private readonly deptColumn: string | null;

  constructor(
    readonly app: FastifyInstance,
    readonly def: EntityDefinition,
    private readonly all: Map<string, EntityDefinition>,
  ) {
    this.db = app.db as unknown as LooseDb;
    this.key = keyField(def);
    this.keyColumn = def.fields[this.key]!.column;
    this.scopeColumn = def.scopeField ? def.fields[def.scopeField]!.column : null;
    this.deptColumn = def.deptField ? def.fields[def.deptField]!.column : null;
    this.hooks = hooksFor(def.name);
  }

  can(action: string): Permission {
    return `${this.def.permission}:${action}` as Permission;
  }

  ctx(request: FastifyRequest, db: LooseDb = this.db): HookContext {
    return { app: this.app, request, db };
  }

  /** Rows the caller may see, filtered by the list's query. */
  query(request: FastifyRequest, filters: Row = {}) {
    const caller = callerOf(request);
    let q = this.db.selectFrom(this.def.table);
    if (this.scopeColumn) q = q.where(this.scopeColumn, 'in', this.visibleScopeIds(request));
    if (this.deptColumn && caller.deptScope !== null)
      q = q.where(this.deptColumn, 'in', caller.deptScope.length ? caller.deptScope : [-1]);
    if (this.def.owner && caller.deptScope !== null) {
      const users = this.all.get(this.def.owner.entity)!;
      q = q.where((eb) => readableByOwner(eb, this.def, users, caller));
    }
    for (const [name, f] of Object.entries(this.def.fields)) {
      const value = filters[name];
      if (!f.filter || value === undefined || value === '') continue;
      q =
        f.filter === 'like'
          ? q.where((eb) => eb(eb.fn('lower', [eb.ref(f.column)]), 'like', contains(String(value))))
          : q.where(f.column, '=', value);
    }
    return q;
  }

  /**
   * Ids the scope field may hold for this caller: visible stations, or the visible rows of the scoped
   * entity it refers to (a channel point is visible through its channel's plant).
   */
  private visibleScopeIds(request: FastifyRequest) {
    const stations = withinScope(this.app.db.selectFrom('power_station').select('power_station.ps_id'), callerOf(request));
    const through = this.scopeThrough();
    if (!through) return stations;
    const target = through.def;
    return this.db
      .selectFrom(target.table)
      .select(target.fields[keyField(target)]!.column)
      .where(target.fields[target.scopeField!]!.column, 'in', stations);
  }

  private scopeThrough(): EntityAccess | null {
    const ref = this.def.fields[this.def.scopeField ?? '']?.ref;
    return ref && ref !== 'powerStation' && this.all.has(ref) ? this.other(ref) : null;
  }

  /** The access of another entity of the same set. */
  other(name: string): EntityAccess {
    return new EntityAccess(this.app, this.all.get(name)!, this.all);
  }

  /** Entities that list this one among their children, guarding who changes them, with the linking field. */
  parents(): { parent: EntityAccess; field: string }[] {
    return [...this.all.values()].flatMap((d) =>
      (d.children ?? [])
        .filter((c) => c.entity === this.def.name && (d.owner || d.usedBy))
        .map((c) => ({ parent: this.other(d.name), field: c.field })),
    );
  }

  /** The ids among `ids` the caller may see. */
  async visibleIds(request: FastifyRequest, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.query(request).select(this.keyColumn).where(this.keyColumn, 'in', ids).execute();
    return rows.map((r: Row) => Number(r[this.keyColumn]));
  }

  /** A row the caller may see; another scope's row is answered like a missing one, so ids do not leak. */
  async find(request: FastifyRequest, id: number): Promise<Row> {
    const row = await this.query(request).selectAll().where(this.keyColumn, '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'server.notFound');
    return row;
  }

  async dtos(request: FastifyRequest, rows: Row[]): Promise<Row[]> {
    const dtos = rows.map((r) => toDto(this.def, r));
    await this.hooks.decorate?.(this.ctx(request), dtos);
    await markLocked(this, request, dtos);
    return dtos;
  }

  /** Validates a body and checks its plant, department, references and who may change it; answers the checked copy. */
  async check(request: FastifyRequest, mode: 'create' | 'update', body: unknown, t: TFunction): Promise<Row> {
    const checked = validateBody(this.def, mode, body, t);
    const caller = callerOf(request);
    const scoped = this.def.scopeField ? checked[this.def.scopeField] : null;
    if (scoped != null) {
      const through = this.scopeThrough();
      const visible = through
        ? through.find(request, Number(scoped)).then(() => undefined)
        : requireVisibleStation(this.app.db, caller, Number(scoped));
      await visible.catch(() => Promise.reject(this.refused(this.def.scopeField!, t)));
    }
    if (this.def.deptField && checked[this.def.deptField] != null) {
      const dept = Number(checked[this.def.deptField]);
      if (caller.deptScope !== null && !caller.deptScope.includes(dept)) throw this.refused(this.def.deptField, t);
    }
    // An edit reads the stored row once, when a rule first needs it.
    let storedRow: Promise<Row> | undefined;
    const stored = () => (storedRow ??= this.find(request, Number(checked[this.key])).then((r) => toDto(this.def, r)));
    await this.checkUnique(mode, checked, t, stored);
    await this.checkFiles(request, mode, checked, t, stored);
    for (const [name, f] of Object.entries(this.def.fields)) {
      const value = checked[name];
      if (value === null || value === undefined || value === f.rootValue) continue;
      if (f.ref && f.ref !== 'powerStation' && this.all.has(f.ref)) {
        // A reference names a row the writer may see, and between rows of plants, one of the row's own plant.
        const target = this.other(f.ref);
        const found = await target.query(request).selectAll().where(target.keyColumn, '=', value).executeTakeFirst();
        if (!found) throw this.refused(name, t);
        if (name !== this.def.scopeField && this.scopedByPlant() && target.scopedByPlant()) {
          const plant = checked[this.def.scopeField!] ?? (await stored())[this.def.scopeField!];
          if (Number(found[target.scopeColumn!]) !== Number(plant))
            throw new ApiError(
              400,
              'validation.refOtherPlant',
              {},
              name,
              t('validation.refOtherPlant', { field: this.labelOf(name, t) }),
            );
        }
      }
      if (f.dict) {
        const found = await this.app.db
          .selectFrom('sys_dict_data')
          .select('dict_code')
          .where('dict_type', '=', f.dict)
          .where('dict_value', '=', String(value))
          .executeTakeFirst();
        if (!found) throw this.refused(name, t);
      }
    }
    await this.hooks.validate?.(this.ctx(request), mode === 'update' ? { ...(await stored()), ...checked } : checked);
    // Seen is not yet changeable: another's label, a point table (or its points) that other groups use.
    if (mode === 'update') {
      await requireChangeable(this, request, [Number(checked[this.key])]);
      await requireParentsChangeable(this, request, [await stored(), checked]);
    } else await requireParentsChangeable(this, request, [checked]);
    return checked;
  }

  /** The field sets no two rows may share: each unique field alone, and the declared unique keys. */
  get uniqueSets(): string[][] {
    return [
      ...Object.entries(this.def.fields)
        .filter(([, f]) => f.unique)
        .map(([name]) => [name]),
      ...(this.def.uniqueKeys ?? []),
    ];
  }

  /** The labels and values of a unique set, as a refusal names them ("Plant + Parameter code", "7 / hlx"). */
  describeSet(set: string[], values: Row, t: TFunction): { field: string; value: string } {
    const label = (name: string) => (this.def.fields[name]!.label ? t(this.def.fields[name]!.label!) : name);
    return { field: set.map(label).join(' + '), value: set.map((name) => String(values[name])).join(' / ') };
  }

  /** No other row may share a unique field or a unique set of fields (an edit keeps what it leaves out). */
  private async checkUnique(mode: 'create' | 'update', checked: Row, t: TFunction, stored: () => Promise<Row>) {
    const sets = this.uniqueSets;
    if (!sets.length) return;
    const values = mode === 'update' ? { ...(await stored()), ...checked } : checked;
    for (const set of sets) {
      if (set.some((name) => values[name] === null || values[name] === undefined)) continue;
      let same = this.db.selectFrom(this.def.table).select(this.keyColumn);
      for (const name of set) same = same.where(this.def.fields[name]!.column, '=', values[name]);
      if (mode === 'update') same = same.where(this.keyColumn, '!=', checked[this.key]);
      if (!(await same.executeTakeFirst())) continue;
      throw new ApiError(
        400,
        'validation.duplicate',
        {},
        set[set.length - 1],
        t('validation.duplicate', this.describeSet(set, values, t)),
      );
    }
  }

  /** A file field may only take a file uploaded for it: the caller's own new upload, or a file of the same plant. */
  private async checkFiles(
    request: FastifyRequest,
    mode: 'create' | 'update',
    checked: Row,
    t: TFunction,
    stored: () => Promise<Row>,
  ) {
    const fields = this.fileFields().filter(([name]) => typeof checked[name] === 'string');
    if (!fields.length) return;
    const before = mode === 'update' ? await stored() : {};
    const scope = this.def.scopeField;
    const plant = scope ? Number(checked[scope] ?? before[scope]) : null;
    for (const [name, f] of fields) {
      const url = checked[name] as string;
      if (url === before[name]) continue;
      if (!(await this.app.files.mayReference(callerOf(request), this.def.name, name, url, plant))) {
        throw new ApiError(
          400,
          'validation.fileUnknown',
          {},
          name,
          t('validation.fileUnknown', { field: f.label ? t(f.label) : name }),
        );
      }
    }
  }

  private fileFields() {
    return Object.entries(this.def.fields).filter(([, f]) => f.widget === 'file');
  }

  /** The files the given rows point at: checked for deletion once the write that lets go of them commits. */
  private async filesOf(ids: number[]): Promise<string[]> {
    const columns = this.fileFields().map(([, f]) => f.column);
    if (!columns.length || !ids.length) return [];
    const rows = await this.db.selectFrom(this.def.table).select(columns).where(this.keyColumn, 'in', ids).execute();
    return rows.flatMap((r) => columns.map((c) => r[c]).filter((v): v is string => typeof v === 'string'));
  }

  private refused(field: string, t: TFunction): ApiError {
    return new ApiError(400, 'validation.refUnknown', {}, field, t('validation.refUnknown', { field: this.labelOf(field, t) }));
  }

  private labelOf(field: string, t: TFunction): string {
    const f = this.def.fields[field];
    return f?.label ? t(f.label) : field;
  }

  /** Rows that belong to a plant directly (a device, a channel), not through another row. */
  private scopedByPlant(): boolean {
    return this.def.fields[this.def.scopeField ?? '']?.ref === 'powerStation';
  }

  /** Writes a new row and its hooks' changes in one transaction (the caller's, during an import). */
  async insert(request: FastifyRequest, body: Row, trx?: LooseDb): Promise<number> {
    if (!trx) return this.db.transaction().execute((own) => this.insert(request, body, own));
    const columns = await toColumns(this.def, body, 'create');
    if (this.def.owner) columns[this.def.fields[this.def.owner.field]!.column] = callerOf(request).userId;
    await this.hooks.beforeWrite?.(this.ctx(request, trx), columns, body, 'create');
    const row = await trx.insertInto(this.def.table).values(columns).returning(this.keyColumn).executeTakeFirstOrThrow();
    const id = Number(row[this.keyColumn]);
    await this.hooks.afterWrite?.(this.ctx(request, trx), id, body, 'create');
    return id;
  }

  async update(request: FastifyRequest, body: Row): Promise<void> {
    const id = Number(body[this.key]);
    const columns = await toColumns(this.def, body, 'update');
    const files = await this.filesOf([id]);
    await this.db.transaction().execute(async (trx) => {
      await this.hooks.beforeWrite?.(this.ctx(request, trx), columns, body, 'update', id);
      if (Object.keys(columns).length)
        await trx.updateTable(this.def.table).set(columns).where(this.keyColumn, '=', id).execute();
      await this.hooks.afterWrite?.(this.ctx(request, trx), id, body, 'update');
    });
    await this.hooks.afterCommit?.(this.ctx(request), [id], body);
    await this.app.files.forgetUnreferenced(files);
  }

  async remove(request: FastifyRequest, ids: number[]): Promise<void> {
    const stored: Row[] = [];
    for (const id of ids) stored.push(toDto(this.def, await this.find(request, id)));
    await requireChangeable(this, request, ids);
    await requireParentsChangeable(this, request, stored);
    const files = await this.filesOf(ids);
    await this.db.transaction().execute((trx) => this.removeWithin(request, trx, ids));
    await this.hooks.afterCommit?.(this.ctx(request), ids, null);
    await this.app.files.forgetUnreferenced(files);
  }

  /** Removes rows with their hooks' cleanup and, through `cascade` children, their child rows first. */
  private async removeWithin(request: FastifyRequest, trx: LooseDb, ids: number[]): Promise<void> {
    await this.hooks.beforeRemove?.(this.ctx(request, trx), ids);
    for (const link of (this.def.children ?? []).filter((c) => c.cascade)) {
      const child = this.other(link.entity);
      const rows = await trx
        .selectFrom(child.def.table)
        .select(child.keyColumn)
        .where(child.def.fields[link.field]!.column, 'in', ids)
        .execute();
      const childIds = rows.map((r: Row) => Number(r[child.keyColumn]));
      // In slices: a channel may hold thousands of points, more than a statement takes parameters.
      for (let i = 0; i < childIds.length; i += 1000) await child.removeWithin(request, trx, childIds.slice(i, i + 1000));
    }
    await this.requireUnused(request, trx, ids);
    await trx.deleteFrom(this.def.table).where(this.keyColumn, 'in', ids).execute();
  }

  /**
   * A row other rows still point at (a point table devices use, a device that is another's parent) is not
   * removed from under them: the caller changes or removes those first. Cascade children are gone by now.
   */
  private async requireUnused(request: FastifyRequest, trx: LooseDb, ids: number[]): Promise<void> {
    for (const def of this.all.values()) {
      const refs = Object.values(def.fields).filter((f) => f.ref === this.def.name && f.stored !== false && f.type !== 'array');
      for (const f of refs) {
        let users = trx
          .selectFrom(def.table)
          .select((eb: any) => eb.fn.countAll().as('count'))
          .where(f.column, 'in', ids);
        if (def.name === this.def.name) users = users.where(this.keyColumn, 'not in', ids);
        const { count } = (await users.executeTakeFirstOrThrow()) as { count: number | string };
        if (Number(count) === 0) continue;
        const t = translatorFor(request);
        throw new ApiError(
          409,
          'validation.inUse',
          {},
          undefined,
          t('validation.inUse', { entity: t(def.title), count: Number(count) }),
        );
      }
    }
  }
}
