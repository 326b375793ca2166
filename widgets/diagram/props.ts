import type { FromSchema } from 'json-schema-to-ts';
import { actionSchema, type Action } from '../../engine/actionSchema';

/** Props schema of the SVG diagram widget; its TypeScript type is derived from it, so the two agree. */
export const svgDiagramProps = {
  type: 'object',
  required: ['svg'],
  additionalProperties: false,
  properties: {
    /** Binding to the diagram's SVG text, sanitized by the server when it was stored. */
    svg: {},
    /** Binding to the live values: point key → value (or `{value, quality}`). */
    values: {},
    /** Page-state key that receives the point key of a clicked control, before `onControl` runs. */
    controlKey: { type: 'string' },
    /** Carried out when a control is clicked, with `item.point` (its key) and `item.value` in scope. */
    onControl: actionSchema,
    /** Height of the drawing area in px. */
    height: { type: 'integer', minimum: 200, maximum: 2000 },
    /** The drawing area takes the window's height below its top edge (the wiring page); `height` is its minimum. */
    fill: { type: 'boolean' },
    /**
     * Binding to the plant of the drawing. With it, a click on a control opens the remote-control dialog of
     * its point for users holding remote:control:operate; for others the controls are plain drawing.
     */
    psId: {},
  },
} as const;

export type SvgDiagramProps = Omit<FromSchema<typeof svgDiagramProps>, 'onControl'> & { onControl?: Action };
