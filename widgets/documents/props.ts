import type { DocFolder, DocRow, DocVersion } from '../../api/documents';
import type { PageEnvelope } from '../../shared/envelope';
import type { BoundProps } from '../boundProps';

export const documentLibraryProps = {
  type: 'object',
  required: ['folders', 'list', 'state', 'versions'],
  additionalProperties: false,
  properties: {
    /** Binding to the folders of the groups the user reads (`GET /office/document/folders`). */
    folders: {},
    /** Binding to the whole answer of `GET /office/document/list`, rows and total (a source with `dataPath: "none"`). */
    list: {},
    /** Page-state key that receives the list's query: the open folder or a search by name, and the page. */
    state: { type: 'string' },
    /** Page-state key that receives the document whose versions are open (the `document-versions` shows them). */
    versions: { type: 'string' },
    /** The source of the folders, read again after a folder was made, renamed or removed. */
    folderSource: { type: 'string' },
    /** The source of the list, read again after an upload or a removal. */
    source: { type: 'string' },
    /** Documents per page of the list. */
    pageSize: { type: 'integer', minimum: 5, maximum: 200 },
  },
} as const;

export const documentVersionsProps = {
  type: 'object',
  required: ['doc', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the document whose versions are open (the page state the library writes); null while none is. */
    doc: {},
    /** Binding to its versions (`GET /office/document/:docId/versions`). */
    versions: {},
    /** Page-state key of the open document, cleared when the dialog closes. */
    state: { type: 'string' },
  },
} as const;

/** The folders and the list take their types from what the document calls answer; unresolved, they are absent. */
export type DocumentLibraryProps = BoundProps<typeof documentLibraryProps, { folders: DocFolder[]; list: PageEnvelope<DocRow> }>;
/** The document and its versions take their types from what the document calls answer. */
export type DocumentVersionsProps = BoundProps<typeof documentVersionsProps, { doc: DocRow; versions: DocVersion[] }>;
