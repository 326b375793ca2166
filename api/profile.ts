import { request } from './request';

/** The cropped avatar, uploaded as the personal centre's picture; answers its URL under /profile. */
export async function uploadAvatar(picture: Blob): Promise<string> {
  const form = new FormData();
  form.append('avatarfile', picture, 'avatar.png');
  const response = await request.request<{ data: { imgUrl: string } }>({
    method: 'POST',
    url: '/system/user/profile/avatar',
    data: form,
    silent: true,
  });
  return response.data.data.imgUrl;
}

/** An uploaded picture's address for an <img>: files are served under the API's base path. */
export const fileUrl = (url: string) => (url ? `/prod-api${url}` : '');
