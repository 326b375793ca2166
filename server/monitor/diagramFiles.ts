import type { Db } from '../db/database';

/** A live point key: psId_equipType_collectId_code. */
const POINT_KEY = /^\d{1,10}_[A-Z]{1,8}_\d{1,7}_[A-Za-z0-9]{1,32}$/;
/** Binding attributes as stored files write them (the sanitizer serializes with double quotes). */
const BINDING = /\sdata-(?:point|control)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Files kept parsed; one master per plant, so this covers a large fleet. */
const CACHE_LIMIT = 2000;

/** A stored drawing and the live points it binds, in the order they appear. */
export interface DiagramFile {
  svg: string;
  points: string[];
}

/** The point keys an SVG binds with data-point or data-control; anything else in those attributes is ignored. */
export function boundPoints(svg: string): string[] {
  const keys = new Set<string>();
  for (const match of svg.matchAll(BINDING)) {
    const key = (match[1] ?? match[2] ?? '').trim();
    if (POINT_KEY.test(key)) keys.add(key);
  }
  return [...keys];
}

/**
 * Diagram files parsed once: the sanitized text comes from the file store (which rereads a file only when
 * its time or size changes), so the 3 s value polls of every open wiring page cost a stat, not a parse.
 */
export class DiagramFiles {
  private readonly parsed = new Map<string, DiagramFile>();

  constructor(private readonly readSvg: (url: string) => Promise<string | null>) {}

  /** The drawing behind a stored `/profile/...` URL, sanitized, or null when it is missing or no drawing. */
  async read(url: string): Promise<DiagramFile | null> {
    const svg = await this.readSvg(url);
    if (svg === null) return null;
    const known = this.parsed.get(url);
    if (known?.svg === svg) return known;
    const file = { svg, points: boundPoints(svg) };
    if (this.parsed.size >= CACHE_LIMIT) this.parsed.delete(this.parsed.keys().next().value!);
    this.parsed.set(url, file);
    return file;
  }
}

export interface MasterDiagram {
  svgId: number;
  svgName: string;
  svgPath: string;
  uploadedAt: number;
}

/**
 * The plant's master diagram; a plant whose diagrams are all unflagged shows its newest, since a drawing
 * the operator can read serves better than none.
 */
export async function masterDiagram(db: Db, psId: number): Promise<MasterDiagram | null> {
  const row = await db
    .selectFrom('svg_config')
    .select(['svg_id', 'svg_name', 'svg_path', 'uploaded_at'])
    .where('ps_id', '=', psId)
    .orderBy('is_master', 'desc')
    .orderBy('uploaded_at', 'desc')
    .orderBy('svg_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { svgId: row.svg_id, svgName: row.svg_name, svgPath: row.svg_path, uploadedAt: Number(row.uploaded_at) } : null;
}
