import type { FromSchema } from 'json-schema-to-ts';
import { actionSchema, type Action } from '../actionSchema';

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
  },
} as const;

export type SvgDiagramProps = Omit<FromSchema<typeof svgDiagramProps>, 'onControl'> & { onControl?: Action };
