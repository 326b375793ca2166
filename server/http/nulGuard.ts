import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

/** `\u0000` in JSON text, escaped by an odd number of backslashes (an even number escapes the backslash). */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** Whether JSON text carries a NUL character in one of its strings. */
export const jsonHasNul = (text: string) => text.includes('\\u0000') && NUL_ESCAPE.test(text);

/**
 * NUL is no text: PostgreSQL cannot store it (and refuses even to compare with it), SQLite cuts strings at
 * it. A URL (path or query) with `%00` is refused with 400 before routing; JSON bodies are checked by
 * the JSON parser.
 */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) throw new ApiError(400, 'server.nulCharacter');
  });
}
