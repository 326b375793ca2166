/** Contracts of the files domain: uploaded files and station photos. */
import { Type } from 'typebox';
import { FILE, contract } from './common';

/** A stored file by its folder and name; pictures show inline, everything else downloads. */
export const storedFile = contract({
  method: 'GET',
  url: '/profile/:folder/:name',
  params: Type.Object({
    folder: Type.String({ pattern: '^[a-zA-Z0-9]{1,40}$' }),
    name: Type.String({ pattern: '^[a-zA-Z0-9_-]{1,80}\\.[a-z0-9]{1,5}$' }),
  }),
  response: FILE,
});
