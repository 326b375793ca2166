/** Contracts of the system domain: dictionaries and the server's time. */
import { Type } from 'typebox';
import { contract, envelope, nullable } from './common';

/** A dictionary's entries in their order, labels in the caller's language. */
export const dictionary = contract({
  method: 'GET',
  url: '/system/dict/data/type/:type',
  params: Type.Object({ type: Type.String({ pattern: '^[a-z_]{1,40}$' }) }),
  response: envelope(
    Type.Array(
      Type.Object({
        dictCode: Type.Integer(),
        dictType: Type.String(),
        dictValue: Type.String(),
        dictLabel: Type.String(),
        dictSort: Type.Integer(),
        listClass: nullable('string'),
      }),
    ),
  ),
});

/** The server's clock, for the shell's. */
export const systemTime = contract({
  method: 'GET',
  url: '/common/systemTime',
  response: envelope(Type.Object({ timestamp: Type.Number(), iso: Type.String() })),
});
