import { callData, callPage } from './request';

/** A station the user follows (the portal's "collection"). */
export interface FollowedStation {
  collectionId: number;
  psId: number;
  psName: string;
  createTime: number;
}

/** The server keeps at most this many per page; one page holds every station a user follows in practice. */
const FOLLOW_PAGE = 500;

export const fetchFollowed = () =>
  callPage<FollowedStation>({ url: '/user/collection/list', params: { pageNum: 1, pageSize: FOLLOW_PAGE } });

export const followStation = (psId: number) =>
  callData<{ collectionId: number }>({ url: '/user/collection', method: 'POST', data: { psId } });

export const unfollowStation = (psId: number) =>
  callData<void>({ url: '/user/collection/remove', method: 'DELETE', data: { psIds: [psId] } });
