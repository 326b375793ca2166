/** Contracts of the menu domain: the caller's routes and a station's side menu. */
import { Type } from 'typebox';
import type { RouterItem } from '../menu';
import { contract, envelope, id, openObject } from './common';

/** getRouters: the dynamic routes of the caller, or with menuFlag=1 and psId the side menu of one station. */
export const routers = contract({
  method: 'GET',
  url: '/reception/getRouters',
  querystring: Type.Object({
    menuFlag: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
    psId: Type.Optional(id),
  }),
  // Menu entries are kept as they are (nested children, meta): open objects, typed as shared/menu.ts says.
  response: envelope(Type.Unsafe<RouterItem[]>(Type.Array(openObject))),
});
