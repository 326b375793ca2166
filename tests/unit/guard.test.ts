import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../app/router/guard';

const decide = (path: string, hasToken: boolean, rolesLoaded = false, search = '') =>
  decideRoute({ path, search, hasToken, rolesLoaded });

describe('the route guard (spec-digest 000 §4)', () => {
  it('without a token a private path goes to sign-in and remembers where it was going', () => {
    expect(decide('/monitor/pv/home', false, false, '?x=1')).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fmonitor%2Fpv%2Fhome%3Fx%3D1',
    });
  });
  it('without a token the public paths open', () => {
    for (const path of ['/login', '/loginsk', '/404', '/401', '/500', '/redirect/home', '/register', '/bind', '/auth-redirect'])
      expect(decide(path, false)).toEqual({ action: 'allow' });
  });
  it('with a token the sign-in page goes to the root', () => {
    expect(decide('/login', true, true)).toEqual({ action: 'redirect', to: '/' });
  });
  it('with a token and no roles yet the user is loaded first', () => {
    expect(decide('/home', true, false)).toEqual({ action: 'load' });
    expect(decide('/404', true, false)).toEqual({ action: 'load' });
  });
  it('with a token and roles every path opens', () => {
    expect(decide('/home', true, true)).toEqual({ action: 'allow' });
    expect(decide('/no/such/page', true, true)).toEqual({ action: 'allow' });
  });
});
