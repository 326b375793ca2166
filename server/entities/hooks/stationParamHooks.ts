import { ApiError } from '../../http/envelope';
import { PLANT_PARAMS, isPlantParam, parsePlantParam, socWindowValid } from '../../stations/plantParams';
import type { EntityHooks } from './types';
import { translatorFor } from '../../http/language';
import { shippedText } from '../../http/shippedText';
import { stationParamNameKey } from '../../registration/stationParams';

/**
 * A parameter the portal reads (branch count, module angles, storage window, CO2 factor) must hold a number
 * within its range, on a form and in each row of an import alike; other parameters are free text.
 */
export const stationParamHooks: EntityHooks = {
  async validate(_ctx, row) {
    const code = String(row.paramCode);
    if (!isPlantParam(code) || parsePlantParam(code, String(row.paramValue)) !== null) return;
    const { kind, min, max } = PLANT_PARAMS[code];
    throw new ApiError(
      400,
      kind === 'integer' ? 'validation.plantParamInteger' : 'validation.plantParamNumber',
      { code, min, max },
      'paramValue',
    );
  },

  /** The storage window against its other end as stored, within the write's transaction (an import may set both). */
  async beforeWrite({ db }, _columns, body, mode, id) {
    const stored =
      mode === 'update'
        ? await db
            .selectFrom('ps_param')
            .select(['ps_id', 'param_code', 'param_value'])
            .where('param_id', '=', id!)
            .executeTakeFirst()
        : undefined;
    const code = String(body.paramCode ?? stored?.param_code);
    if (code !== 'soc_min' && code !== 'soc_max') return;
    const value = parsePlantParam(code, String(body.paramValue ?? stored?.param_value))!;
    const other = code === 'soc_min' ? 'soc_max' : 'soc_min';
    const sibling = await db
      .selectFrom('ps_param')
      .select('param_value')
      .where('ps_id', '=', Number(body.psId ?? stored?.ps_id))
      .where('param_code', '=', other)
      .executeTakeFirst();
    const otherValue = (sibling && parsePlantParam(other, String(sibling.param_value))) ?? PLANT_PARAMS[other].fallback;
    const [socMin, socMax] = code === 'soc_min' ? [value, otherValue] : [otherValue, value];
    if (!socWindowValid(socMin, socMax)) throw new ApiError(400, 'validation.socWindow', { socMin, socMax }, 'paramValue');
  },
  /** A parameter the portal named reads in the reader's language; one an administrator renamed stays his. */
  async decorate({ request }, rows) {
    const t = translatorFor(request);
    for (const r of rows) r.paramName = shippedText(t, stationParamNameKey(String(r.paramCode)), String(r.paramName));
  },
};
