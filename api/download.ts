import type { AxiosRequestConfig } from 'axios';
import { request } from './request';

/** Lets the browser save a file the page holds (a camera snapshot) under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Asks for a file (an export) and lets the browser save it under `fileName`. */
export async function saveDownload(config: AxiosRequestConfig, fileName: string): Promise<void> {
  const response = await request.request<Blob>({ ...config, responseType: 'blob' });
  saveBlob(response.data, fileName);
}
