import { isFormula } from './formula';
import { isStreamUrl } from './cameraStream';

/** Formats of spec-digest 001 §5, shared by the server's validation and the browser's forms. */
export const FORMATS: Record<string, RegExp | ((text: string) => boolean)> = {
  'host-port':
    /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?):(?:6553[0-5]|655[0-2]\d|65[0-4]\d{2}|6[0-4]\d{3}|[1-5]\d{4}|[1-9]\d{0,3})$/,
  phone: /^\+?[0-9][0-9 ()-]{4,19}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  time: /^([01]\d|2[0-3]):[0-5]\d$/,
  /** Time of day up to 24:00, for the end of a range that runs to midnight. */
  'range-time': /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/,
  formula: isFormula,
  /** A file the server stored under /profile, as its upload route answered. */
  'upload-url': /^\/profile\/[a-zA-Z0-9]+\/[a-zA-Z0-9_-]+\.[a-z0-9]{1,5}$/,
  /** A camera's stream: a path of this portal under /prod-api/, or an http(s):// or rtsp:// URL (cameraStream.ts). */
  'stream-url': isStreamUrl,
};
