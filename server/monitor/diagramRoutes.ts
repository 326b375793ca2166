import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requireVisibleStation } from '../stations/scope';
import { DiagramFiles, masterDiagram, type DiagramFile } from './diagramFiles';
import { diagram, diagramValues } from '../../shared/contracts/monitor';
import type { DataOf } from '../../shared/contracts/common';

const access = 'monitor:station:query';

type Reading = DataOf<typeof diagramValues>[string];

/**
 * The live wiring diagram (Pssvg, /mainwiring): the plant's master drawing with the points it binds, and
 * the values of those points for the 3 s poll. Both check that the caller sees the plant (else 404).
 */
export function registerDiagramRoutes(app: FastifyInstance): void {
  const files = new DiagramFiles((url) => app.files.readSvg(url));

  /** The master drawing of a visible plant, parsed once per file; null when it has none or its file is gone. */
  async function masterOf(psId: number) {
    const master = await masterDiagram(app.db, psId);
    if (!master) return { master: null, file: null };
    const file = await files.read(master.svgPath);
    if (!file) app.log.warn({ psId, svgPath: master.svgPath }, 'the master diagram file is missing');
    return { master, file };
  }

  registerRoutes(app, [
    route(diagram, {
      access,
      handler: async (request) => {
        const { psId } = request.query;
        await requireVisibleStation(app.db, callerOf(request), psId);
        const { master, file } = await masterOf(psId);
        return ok({
          svgId: master?.svgId ?? null,
          svgName: master?.svgName ?? null,
          uploadedAt: master?.uploadedAt ?? null,
          svg: file?.svg ?? '',
          points: file?.points ?? [],
        });
      },
    }),

    route(diagramValues, {
      access,
      handler: async (request) => {
        const { psId } = request.body;
        await requireVisibleStation(app.db, callerOf(request), psId);
        const { file } = await masterOf(psId);
        return ok(valuesOf(app, psId, file));
      },
    }),
  ]);
}

/** Value, time and quality of every point the drawing binds; a key of another plant reads as unknown. */
function valuesOf(app: FastifyInstance, psId: number, file: DiagramFile | null): Record<string, Reading> {
  const data: Record<string, Reading> = {};
  if (!file) return data;
  const own = file.points.filter((key) => key.startsWith(`${psId}_`));
  const readings = app.telemetry.live.getMany(own);
  for (const key of file.points) {
    const reading = readings.get(key);
    data[key] = { value: reading?.value ?? null, time: reading?.time ?? null, quality: reading?.quality ?? null };
  }
  return data;
}
