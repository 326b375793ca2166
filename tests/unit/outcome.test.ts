import { describe, expect, it } from 'vitest';
import { bodyCodeOutcome, httpStatusOutcome, noAnswerOutcome } from '../../api/outcome';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('the response interceptor (spec-digest 000 §8)', () => {
  it('body code 200 is success', () => expect(bodyCodeOutcome(200, 'ok', t)).toEqual({ kind: 'ok' }));
  it('body code 401 asks to sign in again', () => expect(bodyCodeOutcome(401, 'whatever', t)).toEqual({ kind: 'expired' }));
  it('body code 204 is an info message with the server text', () =>
    expect(bodyCodeOutcome(204, 'nothing to do', t)).toEqual({ kind: 'info', text: 'nothing to do' }));
  it('403 and 404 show the per-language text, not the server text', () => {
    expect(bodyCodeOutcome(403, 'server says no', t)).toEqual({ kind: 'error', text: 'errors.code.403' });
    expect(bodyCodeOutcome(404, 'gone', t)).toEqual({ kind: 'error', text: 'errors.code.404' });
  });
  it('other codes show the server message, else the default text', () => {
    expect(bodyCodeOutcome(400, 'User name cannot be empty', t)).toEqual({ kind: 'error', text: 'User name cannot be empty' });
    expect(bodyCodeOutcome(500, '', t)).toEqual({ kind: 'error', text: 'errors.code.default' });
  });
  it('HTTP statuses without an envelope use the status table; 401 also goes to /401', () => {
    expect(httpStatusOutcome(502, t)).toEqual({ kind: 'error', text: 'errors.http.502' });
    expect(httpStatusOutcome(401, t)).toEqual({ kind: 'error', text: 'errors.http.401', redirect: '/401' });
    expect(httpStatusOutcome(418, t)).toEqual({ kind: 'error', text: 'errors.http.other:{"status":418}' });
  });
  it('no answer: timeout, network error, or no connection', () => {
    expect(
      noAnswerOutcome('timeout of 60000ms exceeded', t).kind === 'error' && noAnswerOutcome('timeout of 60000ms exceeded', t),
    ).toMatchObject({
      text: 'errors.network.timeout',
    });
    expect(noAnswerOutcome('Network Error', t)).toMatchObject({ text: 'errors.network.backend' });
    expect(noAnswerOutcome('socket hang up', t)).toMatchObject({ text: 'errors.network.connect' });
  });
});
