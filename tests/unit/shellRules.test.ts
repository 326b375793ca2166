import { describe, expect, it } from 'vitest';
import { quickNavItems, sidebarRoutes, topBarModel } from '../../app/layout/shellRules';
import { badgeText } from '../../app/layout/NotificationBadge';
import { landingPath } from '../../stores/plantStore';
import type { MenuRoute } from '../../api/types';

const route = (name: string, path: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  name,
  path,
  component: name,
  type: 'C',
  meta: { title: name },
  ...extra,
});

describe('top bar rules (spec-digest 000 §2)', () => {
  it('administrators with several plants get tabs and the plant search, except on the map', () => {
    expect(topBarModel({ isAdministrator: true, plantCount: 28, path: '/home', singleHome: '/mainwiring' })).toEqual({
      showTabs: true,
      showPlantSearch: true,
      logoTarget: '/home',
    });
    expect(topBarModel({ isAdministrator: true, plantCount: 28, path: '/monitors', singleHome: '/x' }).showPlantSearch).toBe(
      false,
    );
  });
  it('an operator sees a reduced top bar', () => {
    expect(topBarModel({ isAdministrator: false, plantCount: 24, path: '/home', singleHome: '/x' })).toMatchObject({
      showTabs: false,
      showPlantSearch: false,
    });
  });
  it('with one plant the logo leads to that plant’s home and there is no plant search', () => {
    expect(topBarModel({ isAdministrator: true, plantCount: 1, path: '/home', singleHome: '/mainwiring' })).toMatchObject({
      showPlantSearch: false,
      logoTarget: '/mainwiring',
    });
  });
});

describe('sidebar and quick navigation', () => {
  const station = [
    route('Monitor', '/monitor', { type: 'M' }),
    route('EventManager', '/event/manager'),
    route('Info', '/info', { type: 'M' }),
  ];
  const main = [
    route('Home', '/home'),
    route('Hidden', '/h', { hidden: true }),
    route('EventManager', '/event/manager'),
    route('Info', '/info', { type: 'M' }),
  ];
  it('under /info/ only the Info menu shows', () => {
    expect(sidebarRoutes(station, main, '/info/register').map((r) => r.name)).toEqual(['Info']);
    expect(sidebarRoutes([], main, '/info/powerStation').map((r) => r.name)).toEqual(['Info']);
  });
  it('elsewhere the station menu, then the user’s routes, without Info, hidden items or repeats', () => {
    expect(sidebarRoutes(station, main, '/monitor/pv/home').map((r) => r.name)).toEqual(['Monitor', 'EventManager', 'Home']);
    expect(sidebarRoutes([], main, '/home').map((r) => r.name)).toEqual(['Home', 'EventManager']);
  });
  it('the quick grid shows fleet screens only with several plants, staff only to administrators, registration to those who may add a plant', () => {
    const keys = (plantCount: number, isAdministrator: boolean) =>
      quickNavItems({ plantCount, isAdministrator, mayRegister: isAdministrator, mayReadPlants: true }).map((i) => i.key);
    // Basic information is always there (spec-digest 000 §2): registration for who may register, else the plants' data.
    expect(keys(1, false)).toEqual(['menu.notice', 'menu.document', 'menu.basicInfo', 'menu.profile']);
    expect(keys(3, false)).toEqual(expect.arrayContaining(['menu.basicInfo']));
    expect(
      quickNavItems({ plantCount: 1, isAdministrator: false, mayReadPlants: true }).find((i) => i.key === 'menu.basicInfo')?.path,
    ).toBe('/info/powerStation');
    expect(keys(5, true)).toEqual([
      'menu.home',
      'menu.monitors',
      'menu.matrix',
      'menu.operation',
      'menu.quotas',
      'menu.notice',
      'menu.document',
      'menu.registration',
      'menu.profile',
      'menu.staff',
    ]);
  });
  it('the badge caps at 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('where selecting a station leads (spec-digest 000 §4)', () => {
  const side = [
    route('Monitor', '/monitor', {
      type: 'M',
      children: [route('PvHome', '/monitor/pv/home'), route('Nbqmonitor', '/monitor/nbqmonitorless')],
    }),
  ];
  it('to its redirect target first', () => {
    expect(landingPath({ psType: 'PV', redirect: { mname: 'Nbqmonitor' } }, side, '/home')).toBe('/monitor/nbqmonitorless');
  });
  it('to the current route when the station has it', () => {
    expect(landingPath({ psType: 'PV', redirect: null }, side, '/monitor/nbqmonitorless')).toBe('/monitor/nbqmonitorless');
  });
  it('else to the home of its type', () => {
    expect(landingPath({ psType: 'PV', redirect: null }, side, '/home')).toBe('/monitor/pv/home');
    expect(landingPath({ psType: 'ES', redirect: null }, [], '/home')).toBe('/mainwiring');
    expect(landingPath({ psType: 'PVES', redirect: null }, [], '/home')).toBe('/monitor/pves/home');
    expect(landingPath({ psType: 'WP', redirect: null }, [], '/home')).toBe('/monitor/wp/home');
  });
});
