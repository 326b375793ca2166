import type { FromSchema } from 'json-schema-to-ts';
import type { AnswerOf } from '../../shared/contracts/common';
import type { noticeList } from '../../shared/contracts/notices';

export const noticeBoardProps = {
  type: 'object',
  required: ['list', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the whole answer of GET /office/notice/list, rows and total (a source with `dataPath: "none"`). */
    list: {},
    /** Page-state key that receives the list's query (`NoticeQuery` of api/notices.ts): the filter and the page. */
    state: { type: 'string' },
    /** The source to read again after a notice was read, published, changed or withdrawn. */
    source: { type: 'string' },
  },
} as const;

/** The bound list takes its type from the `/office/notice/list` contract; unresolved, it is absent. */
export type NoticeBoardProps = Omit<FromSchema<typeof noticeBoardProps>, 'list'> & { list?: AnswerOf<typeof noticeList> | null };
