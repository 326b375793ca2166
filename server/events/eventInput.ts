/** Request pieces the event routes share: ids of events and an operator's comment. */

/** Up to 500 distinct event ids. */
export const idList = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  uniqueItems: true,
  items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
};

/** An operator's comment on an acknowledgement. */
export const comment = { type: 'string', maxLength: 500 };

/** A body naming one event, with the route's own properties and which of them are required. */
export const eventIdBody = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  body: {
    type: 'object',
    required: ['eventId', ...required],
    additionalProperties: false,
    properties: { eventId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, ...extra },
  },
});
