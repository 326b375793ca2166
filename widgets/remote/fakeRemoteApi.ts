import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import { EXECUTE_REFUSALS, SelectReservations } from '../../shared/selectReservations';

const FAKE_USER = 1;

export interface FakeRemoteOptions {
  /** The operation password the fake server accepts; null accepts none. */
  password: string | null;
  /** Wrong passwords before the operation password locks (the lock answers with its minutes). */
  attemptsBeforeLock?: number;
  /** Whether cloud remote operation is enabled for the device. */
  allowed?: boolean;
  /** Point ids whose execution the device does not confirm. */
  failingPoints?: string[];
  /** How long the "device" takes to answer a command or a password check, in ms. */
  delayMs?: number;
}

export interface FakeRemoteCall {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/**
 * An axios adapter standing in for the remote routes (status, checkPassword, yk, yt, ykApi), with
 * select-before-operate: an execution is accepted only after a selection of the same point and value.
 * For stories and component tests; the select rules are the server's own (shared/selectReservations.ts).
 */
export function fakeRemoteApi(options: FakeRemoteOptions): { adapter: AxiosAdapter; calls: FakeRemoteCall[] } {
  const calls: FakeRemoteCall[] = [];
  const failing = new Set(options.failingPoints ?? []);
  let wrongAttempts = 0;
  // Select-before-operate by the server's own rules, for one user.
  const reservations = new SelectReservations();
  // The fake has no point tables to resolve a key with: the stories send one spelling, which stands for the point.
  const pointOf = (body: Record<string, unknown>) => ({
    psId: Number(body.psId),
    equipType: 'FAKE',
    collectId: 0,
    code: String(body.point),
  });

  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : (config.params ?? {})) as Record<string, unknown>;
    calls.push({ method, url, body });
    // The device takes its time; the status is read from the server's own settings at once.
    const delay = url === '/remote/status' ? 0 : (options.delayMs ?? 0);
    const answer = (data: unknown) =>
      new Promise<Awaited<ReturnType<AxiosAdapter>>>((resolve) =>
        setTimeout(() => resolve({ data, status: 200, statusText: 'OK', headers: {}, config }), delay),
      );
    const refuse = (code: number, msg: string) => answer({ code, msg });

    if (url === '/remote/status') return answer({ code: 200, msg: 'ok', data: { allowed: options.allowed ?? true } });
    if (url === '/remote/checkPassword') {
      if (options.password !== null && body.passwd === options.password) {
        wrongAttempts = 0;
        return answer({ code: 200, msg: 'ok', data: true });
      }
      wrongAttempts += 1;
      if (wrongAttempts >= (options.attemptsBeforeLock ?? 5))
        return refuse(423, 'Operation password locked after repeated failures; try again in 15 minutes');
      return refuse(400, i18n.t('remote.passwordWrong'));
    }
    if (body.passwd !== options.password) return refuse(400, i18n.t('remote.passwordWrong'));
    if (url === '/remote/yk' && body.type === 0) {
      if (!reservations.select(pointOf(body), FAKE_USER, Number(body.value)))
        return refuse(409, i18n.t(EXECUTE_REFUSALS.reserved));
      return answer({ code: 200, msg: 'ok', data: true });
    }
    if (url === '/remote/yk' && body.type === 1) {
      const verdict = reservations.execute(pointOf(body), FAKE_USER, Number(body.value));
      if (verdict !== 'ok') return refuse(409, i18n.t(EXECUTE_REFUSALS[verdict]));
      if (failing.has(String(body.point))) return refuse(504, 'The device did not confirm the command within 10 s');
      return answer({ code: 200, msg: 'ok', data: true });
    }
    if (url === '/remote/yt' || url === '/remote/ykApi') {
      const point = String(body.point).replace(/_(run|stop)$/, '');
      if (failing.has(point)) return refuse(504, 'The device did not confirm the command within 10 s');
      return answer({ code: 200, msg: 'ok', data: true });
    }
    return refuse(404, `no fixture for ${method} ${url}`);
  };
  return { adapter, calls };
}
