import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requireVisibleStation } from '../stations/scope';
import { equipmentTypes, hasDiagram } from '../stations/equipmentFlags';
import { filterMenu, loadMenu } from './menuTree';
import { domainPlugin } from '../http/domainPlugin';
import { routers } from '../../shared/contracts/menu';

/** getRouters: the dynamic routes of the caller, or with menuFlag=1 and psId the side menu of one station. */
function registerMenuRoutes(app: FastifyInstance): void {
  const main = loadMenu(app.config.schemasDir, 'main');
  const station = loadMenu(app.config.schemasDir, 'station');

  registerRoutes(app, [
    route(routers, {
      access: 'signed-in',
      handler: async (request) => {
        const caller = callerOf(request);
        const { menuFlag, psId } = request.query;
        if (menuFlag !== 1) return ok(filterMenu(main, caller));
        if (!psId) throw new ApiError(400, 'server.invalidField', { field: 'psId', reason: 'required' }, 'psId');
        await requireVisibleStation(app.db, caller, psId);
        const row = await app.db
          .selectFrom('power_station')
          .select('ps_type')
          .where('ps_id', '=', psId)
          .executeTakeFirstOrThrow();
        const facts = {
          psType: row.ps_type,
          equipTypes: await equipmentTypes(app.db, psId),
          hasDiagram: await hasDiagram(app.db, psId),
        };
        return ok(filterMenu(station, caller, facts));
      },
    }),
  ]);
}

/** The menus of the caller and of one station. */
export const menuRoutes = domainPlugin('menu-routes', { plugins: ['store'], decorators: ['db'] }, registerMenuRoutes);
