import type { AnswerOf } from '../../shared/contracts/common';
import type { noticeList } from '../../shared/contracts/notices';
import type { BoundProps } from '../boundProps';

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
export type NoticeBoardProps = BoundProps<typeof noticeBoardProps, { list: AnswerOf<typeof noticeList> }>;
