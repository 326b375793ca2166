import type { AxiosRequestConfig } from 'axios';
import { request } from './request';

/** Asks for a file (an export) and lets the browser save it under `fileName`. */
export async function saveDownload(config: AxiosRequestConfig, fileName: string): Promise<void> {
  const response = await request.request<Blob>({ ...config, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
