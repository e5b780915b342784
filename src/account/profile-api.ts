/**
 * The profile calls (001 §7): read and change the profile, change the own password, upload and remove the
 * avatar. The avatar goes as multipart, which the JSON client (providers/http.ts) does not send; it gets
 * the same token, the same localised errors and, after a refused token, one retry once the JSON client
 * has refreshed the session.
 */
import { useMemo } from 'react';
import { API_URL, i18nProvider, tokenStore } from '../providers';
import type { Http } from '../providers/http';
import { useHttp } from '../providers/http-context';
import { toHttpError } from '../providers/http-error';
import type { ProfileChanges, ProfileRecord } from './profile-types';

export interface AvatarCrop {
  /** The cropped square image, 256×256. */
  image: Blob;
  /** The square's left, top and side in the original image's pixels. */
  x: number;
  y: number;
  size: number;
}

async function sendAvatar(userId: number, crop: AvatarCrop): Promise<Response> {
  const form = new FormData();
  form.append('x', String(Math.round(crop.x)));
  form.append('y', String(Math.round(crop.y)));
  form.append('size', String(Math.round(crop.size)));
  form.append('image', crop.image, 'avatar.png');
  const token = tokenStore.get()?.token;
  return fetch(`${API_URL}/users/${userId}/avatar`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : { Accept: 'application/json' },
    body: form,
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The calls over a client: useHttp()'s in the console (useProfileApi()), a test double in a test. */
export function profileApi(http: Http) {
  const api = {
    read: () => http<{ data: ProfileRecord }>('GET', '/profile').then((answer) => answer.data),
    save: (changes: ProfileChanges) => http<{ data: ProfileRecord }>('PATCH', '/profile', { body: changes }).then((answer) => answer.data),
    changePassword: (old: string, next: string) => http('POST', '/profile/password', { body: { old, new: next } }),
    removeAvatar: (userId: number) => http('DELETE', `/users/${userId}/avatar`),
    async uploadAvatar(userId: number, crop: AvatarCrop): Promise<void> {
      let response = await sendAvatar(userId, crop);
      if (response.status === 401) {
        await api.read(); // refreshes the session when the token had expired (or fails as signed out)
        response = await sendAvatar(userId, crop);
      }
      if (!response.ok) throw toHttpError(response.status, await bodyOf(response), i18nProvider.translate);
    },
  };
  return api;
}

export function useProfileApi() {
  const http = useHttp();
  return useMemo(() => profileApi(http), [http]);
}
