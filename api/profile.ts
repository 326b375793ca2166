import { request } from './request';
import type { AnswerOf } from '../shared/contracts/common';
import type { uploadAvatar as upload } from '../shared/contracts/people';

/** The cropped avatar, uploaded as the personal centre's picture; answers its URL under /profile and the server's word. */
export async function uploadAvatar(picture: Blob): Promise<{ url: string; msg: string }> {
  const form = new FormData();
  form.append('avatarfile', picture, 'avatar.png');
  // Multipart, and the server's word is shown too: the whole answer, typed by its contract.
  const response = await request.request<AnswerOf<typeof upload>>({
    method: 'POST',
    url: '/system/user/profile/avatar',
    data: form,
    silent: true,
  });
  return { url: response.data.data?.imgUrl ?? '', msg: response.data.msg };
}

/** An uploaded picture's address for an <img>: files are served under the API's base path. */
export const fileUrl = (url: string) => (url ? `/prod-api${url}` : '');
