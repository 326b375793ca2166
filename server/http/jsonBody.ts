import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';
import { jsonHasNul } from './nulGuard';

/** Deeper than any form, filter or diagram the portal sends; deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`, read in one pass without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (secure-json-parse, which refuses `__proto__` and `constructor`
 * poisoning), with three rules in front. An empty body is no body, so clients that send the JSON content
 * type on every request can still sign out; a body nested deeper than `MAX_JSON_DEPTH` is refused with 400
 * before any work, since recursive code behind the parser would overflow its stack on it; a NUL character
 * in a string is refused (see nulGuard).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new ApiError(400, 'server.jsonTooDeep', { max: MAX_JSON_DEPTH }));
    if (jsonHasNul(text)) return done(new ApiError(400, 'server.nulCharacter'));
    parse(request, text, (error, value) => (error ? done(new ApiError(400, 'server.invalidJson')) : done(null, value)));
  });
}
