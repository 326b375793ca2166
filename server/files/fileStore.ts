import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import type { EntityDefinition } from '../entities/definition';
import type { LooseDb } from '../entities/entityStore';
import { withinScope } from '../stations/scope';
import { svgSanitizer } from './svgOffThread';

/** A column that holds file URLs, and the column naming the plant of its row (null: the row has none). */
interface FileColumn {
  table: string;
  column: string;
  plantColumn: string | null;
}

/**
 * Files that belong to something other than an entity row (a notice's attachments): whoever holds a file says
 * who may read it, and the file is not deleted while it holds it.
 */
export interface FileOwner {
  holds(url: string): Promise<boolean>;
  mayRead(caller: Principal, url: string): Promise<boolean>;
}

/** SVGs kept sanitized in memory: a wiring page polls its drawing's values every 3 s. */
const SVG_CACHE_LIMIT = 2000;

/**
 * Uploaded files and who may see them. A file belongs to the rows that point at it: it is visible to whoever
 * sees one of their plants, and is deleted with the last row that points at it. A file no row points at yet
 * (an upload whose form is still open) is visible to its uploader only. Every read of an SVG goes through
 * the sanitizer again, so a drawing stored before a rule existed cannot carry a script to an operator.
 */
export class FileStore {
  private readonly columns: FileColumn[];
  private readonly owners: FileOwner[] = [];
  private readonly svgCache = new Map<string, { mtimeMs: number; size: number; svg: string | null }>();

  constructor(
    private readonly db: Db,
    readonly uploadsDir: string,
    entities: EntityDefinition[],
  ) {
    this.columns = entities.flatMap((def) => {
      const plant =
        def.scopeField && def.fields[def.scopeField]!.ref === 'powerStation' ? def.fields[def.scopeField]!.column : null;
      return Object.values(def.fields)
        .filter((f) => f.widget === 'file')
        .map((f) => ({ table: def.table, column: f.column, plantColumn: plant }));
    });
  }

  /** The file on disk behind a `/profile/...` URL, or null when the URL leads outside the uploads. */
  pathOf(url: string): string | null {
    if (!url.startsWith('/profile/')) return null;
    const file = path.resolve(this.uploadsDir, url.slice('/profile/'.length));
    return file.startsWith(path.resolve(this.uploadsDir) + path.sep) ? file : null;
  }

  /** The plants of the rows pointing at a file (null for a row without a plant), read through `db`. */
  async plantsOf(url: string, db: LooseDb = this.db as unknown as LooseDb): Promise<(number | null)[]> {
    const plants: (number | null)[] = [];
    for (const c of this.columns) {
      const rows = await db
        .selectFrom(c.table)
        .select(c.plantColumn ?? c.column)
        .where(c.column, '=', url)
        .execute();
      for (const r of rows) plants.push(c.plantColumn ? Number(r[c.plantColumn]) : null);
    }
    return plants;
  }

  /** Adds the owner of files that no entity row points at (notices). */
  addOwner(owner: FileOwner): void {
    this.owners.push(owner);
  }

  /**
   * Whether the caller may download the file: its owner (a notice) lets the caller read it, or the caller sees
   * a plant of a row pointing at it, or uploaded it.
   */
  async mayRead(caller: Principal, url: string): Promise<boolean> {
    for (const owner of this.owners) if (await owner.holds(url)) return owner.mayRead(caller, url);
    const plants = await this.plantsOf(url);
    if (caller.deptScope === null || plants.includes(null)) return true;
    if (plants.length) {
      const visible = await withinScope(this.db.selectFrom('power_station').select('ps_id'), caller)
        .where('ps_id', 'in', plants as number[])
        .executeTakeFirst();
      return Boolean(visible);
    }
    return (await this.upload(url))?.uploaded_by === caller.userId;
  }

  /**
   * Whether a row of `entity` for `plant` may point at `url`: the file was uploaded for that entity field, and
   * it is either the caller's own upload no row uses yet, or already a file of the same plant.
   */
  async mayReference(caller: Principal, entity: string, field: string, url: string, plant: number | null): Promise<boolean> {
    const upload = await this.upload(url);
    if (!upload || upload.entity !== entity || upload.field !== field) return false;
    const plants = await this.plantsOf(url);
    if (!plants.length) return upload.uploaded_by === caller.userId || caller.deptScope === null;
    return plants.every((p) => p === plant);
  }

  /** Deletes each file no row points at any more (after the write that let go of it has committed). */
  async forgetUnreferenced(urls: Iterable<string>): Promise<void> {
    for (const url of new Set(urls)) {
      if ((await this.plantsOf(url)).length || (await this.heldByOwner(url))) continue;
      const file = this.pathOf(url);
      if (file) await fs.rm(file, { force: true });
      await this.db.deleteFrom('sys_upload').where('url', '=', url).execute();
    }
  }

  /** A stored SVG, sanitized; null when it is missing or holds no drawing. */
  async readSvg(url: string): Promise<string | null> {
    const file = this.pathOf(url);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return null;
    const cached = this.svgCache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.svg;
    // Off the event loop. A drawing the sanitizer cannot finish shows as none, and is tried again next time.
    let svg: string | null;
    try {
      svg = await svgSanitizer.sanitize(await fs.readFile(file, 'utf8'));
    } catch {
      return null;
    }
    if (this.svgCache.size >= SVG_CACHE_LIMIT) this.svgCache.delete(this.svgCache.keys().next().value!);
    this.svgCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, svg });
    return svg;
  }

  private async heldByOwner(url: string): Promise<boolean> {
    for (const owner of this.owners) if (await owner.holds(url)) return true;
    return false;
  }

  private upload(url: string) {
    return this.db.selectFrom('sys_upload').selectAll().where('url', '=', url).executeTakeFirst();
  }
}
