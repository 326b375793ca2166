import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FILE, type AnswerOf, type Contract } from '../../shared/contracts/common';
import { ApiError } from './envelope';
import { BINARY, type JsonSchema } from './responseSchemas';
import { holds, type Permission } from '../../shared/permissions';
import type { Principal } from '../auth/principal';
import { CSRF_HEADER, sessionCredential } from '../auth/sessionCookie';

/** Who may call a route: anyone, any signed-in user, or holders of a permission. */
export type Access = 'public' | 'signed-in' | Permission;

export interface Route<G extends RouteGenericInterface = RouteGenericInterface> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `/prod-api`. */
  url: string;
  access: Access;
  /** Input the route accepts; `NO_INPUT` says explicitly that it takes none. */
  schema: FastifySchema;
  /** What a 2xx answer looks like (the contract's `envelope(...)`, `pageEnvelope(...)`), or `BINARY` for a file. */
  response: JsonSchema | typeof BINARY;
  /** Calls allowed per client address and minute. */
  rateLimit?: number;
  /** Runs once the body is parsed and validated, before the handler (a limit keyed on the body). */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  handler(request: FastifyRequest<G>, reply: FastifyReply): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The route's access, for the route table (docs/roles.md). */
    access?: Access;
  }
}

/** The declaration of a route that reads no body, query or path parameters. */
export const NO_INPUT: FastifySchema = {};

/** A contract's input schemas as Fastify takes them; the type provider reads the request's types from them. */
type InputSchema<C extends Contract> = {
  body: C extends { body: infer S } ? S : undefined;
  querystring: C extends { querystring: infer S } ? S : undefined;
  params: C extends { params: infer S } ? S : undefined;
};

/** A request whose body, query and params are typed from a contract through Fastify's TypeBox type provider. */
export type ContractRequest<C extends Contract> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  InputSchema<C>,
  TypeBoxTypeProvider
>;

declare const answerOf: unique symbol;
/** An answer serialized ahead with the route's response schema (telemetry/liveAnswers.ts), typed by what it holds. */
export type Serialized<T> = Buffer & { readonly [answerOf]?: T };

/** What a route adds to its contract: who may call it and what it does. */
export interface ContractRoute<C extends Contract> {
  access: Access;
  rateLimit?: number;
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** Its answer must be the contract's, so a handler that drifts from it fails typecheck. */
  handler(request: ContractRequest<C>, reply: FastifyReply): Promise<AnswerOf<C> | Serialized<AnswerOf<C>>>;
}

/**
 * Declares a route from its contract of shared/contracts/ (`route(contract, { access, handler })`): input and
 * answer typed from it, so no route writes its request types by hand.
 */
export function route<C extends Contract>(contract: C, definition: ContractRoute<C>): Route {
  const { method, url, body, querystring, params, response } = contract;
  return {
    ...definition,
    method,
    url,
    schema: { ...(body && { body }), ...(querystring && { querystring }), ...(params && { params }) },
    // A TypeBox schema is plain JSON Schema at run time.
    response: response === FILE ? BINARY : (response as JsonSchema),
    handler: definition.handler as Route['handler'],
  };
}

/** The signed-in caller; routes that are not public can rely on it. */
export function callerOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError(401, 'server.auth.required');
  return request.principal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registers routes under `/prod-api`; authentication and permission run before input validation. */
export function registerRoutes(app: FastifyInstance, routes: Route<any>[]): void {
  for (const r of routes) {
    app.route({
      method: r.method,
      url: `/prod-api${r.url}`,
      schema: r.response === BINARY ? r.schema : { ...r.schema, response: { 200: r.response } },
      config: { access: r.access, ...(r.rateLimit ? { rateLimit: { max: r.rateLimit, timeWindow: 60_000 } } : {}) },
      ...(r.preHandler ? { preHandler: r.preHandler } : {}),
      onRequest: async (request) => {
        const credential = sessionCredential(request);
        request.principal = credential ? await app.sessions.resolve(credential.token) : null;
        if (r.access === 'public') return;
        if (!request.principal) throw new ApiError(401, credential ? 'server.auth.expired' : 'server.auth.required');
        if (credential!.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
          if (!app.sessions.csrfMatches(credential!.token, request.headers[CSRF_HEADER]))
            throw new ApiError(403, 'server.auth.csrf');
        }
        if (r.access !== 'signed-in' && !holds(request.principal.permissions, r.access))
          throw new ApiError(403, 'server.auth.forbidden');
      },
      handler: r.handler,
    });
  }
}
