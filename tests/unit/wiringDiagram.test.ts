// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyLabels, applyPointValues, markControls, parseSvg } from '../../widgets/diagram/diagramPoints';
import { boundPoints } from '../../server/monitor/diagramFiles';
import { singleLineDiagram, type SldDevice } from '../../server/demo/singleLineDiagram';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
  <text id="p" data-point="9_PCS_3_P" data-kind="yc" data-format="power">—</text>
  <text id="e" data-point="9_PS_0_dayCharge" data-kind="yc" data-format="energy">—</text>
  <text id="t" data-point="9_PCS_3_Temp" data-kind="yc" data-format="fixed:1" data-unit="°C" data-high="70">—</text>
  <rect id="soc" data-point="9_BC_4_SOC" data-kind="level" data-low="15"/>
  <g id="flow" data-point="9_PCS_3_P" data-kind="sign" data-deadband="1"/>
  <rect id="brk" data-point="9_PCS_3_Run" data-kind="yx" data-control="9_PCS_3_OnOff"/>
  <text id="cap"><tspan id="kwp" data-value="8000" data-format="capacity:kWp">8000 kWp</tspan></text>
  <text id="label" data-i18n="wiring.svg.grid">Utility grid</text>
  <text id="other" data-i18n="no.such.key">Kept</text>
</svg>`;

describe('wiring diagram bindings', () => {
  const svg = parseSvg(drawing)!;
  const byId = (id: string) => svg.querySelector(`#${id}`)!;

  it('power and energy readings take the units of spec-digest 000 §9; a fixed format keeps its unit', () => {
    applyPointValues(svg, { '9_PCS_3_P': -1973.8, '9_PS_0_dayCharge': 13240, '9_PCS_3_Temp': 71.24 }, 'en');
    expect(byId('p').textContent).toBe('-1.974 MW');
    expect(byId('e').textContent).toBe('13.240 MWh');
    expect(byId('t').textContent).toBe('71.2 °C');
    expect(byId('t').classList.contains('is-high')).toBe(true);
  });

  it('a level is scaled to its share of 0-100 and marked low under its threshold', () => {
    applyPointValues(svg, { '9_BC_4_SOC': 12 }, 'en');
    const soc = byId('soc') as SVGElement;
    expect(soc.style.transform).toBe('scaleY(0.12)');
    expect(soc.classList.contains('is-low')).toBe(true);
    applyPointValues(svg, {}, 'en');
    expect(soc.style.transform).toBe('scaleY(0)');
    expect(soc.classList.contains('is-unknown')).toBe(true);
  });

  it('a flow shows its direction by the sign, idle inside the dead band', () => {
    const flow = byId('flow');
    applyPointValues(svg, { '9_PCS_3_P': 250 }, 'en');
    expect(flow.getAttribute('class')).toBe('is-positive');
    applyPointValues(svg, { '9_PCS_3_P': { value: -250, quality: 'stale' } }, 'en');
    expect(flow.getAttribute('class')).toBe('is-stale is-negative');
    applyPointValues(svg, { '9_PCS_3_P': 0.4 }, 'en');
    expect(flow.getAttribute('class')).toBe('is-zero');
  });

  it('constants and texts follow the viewer’s language; an unknown key keeps the drawn text', () => {
    applyLabels(svg, 'de', (key) => (key === 'wiring.svg.grid' ? 'Netz' : null));
    expect(byId('kwp').textContent).toBe('8 MWp');
    expect(byId('label').textContent).toBe('Netz');
    expect(byId('other').textContent).toBe('Kept');
  });

  it('controls are buttons only for someone who may operate them', () => {
    markControls(svg, true);
    expect(byId('brk').getAttribute('role')).toBe('button');
    markControls(svg, false);
    expect(byId('brk').getAttribute('role')).toBeNull();
    expect(byId('brk').getAttribute('tabindex')).toBeNull();
  });
});

describe('the demo single-line diagram', () => {
  let id = 0;
  const device = (equipType: string, name: string, extra: Partial<SldDevice> = {}): SldDevice => ({
    equipId: ++id,
    equipType,
    collectId: id,
    name,
    model: null,
    peakPower: null,
    parentId: null,
    place: null,
    ...extra,
  });
  const meter = device('DB', 'Grid meter', { place: 'Grid connection' });
  const xb = device('XB', 'Box transformer 1', { peakPower: 3150 });
  const pcs = device('PCS', 'PCS <1> & co', { peakPower: 2500 });
  const bc = device('BC', 'Battery cluster 1', { parentId: pcs.equipId });
  const svgText = singleLineDiagram({
    psId: 9,
    psName: 'Lingang & Sons',
    psType: 'ES',
    capacity: 2500,
    batteryCapacity: 5000,
    devices: [meter, xb, pcs, bc],
  });

  it('is a well-formed drawing that escapes the names it carries', () => {
    const svg = parseSvg(svgText)!;
    expect(svg).not.toBeNull();
    expect(svg.querySelector('.title')!.textContent).toBe('Lingang & Sons');
    expect(svgText).toContain('PCS &lt;1&gt; &amp; co');
  });

  it('binds the grid meter, the HV breaker with its switch, the PCS contactor with start/stop and the cluster', () => {
    const keys = boundPoints(svgText);
    expect(keys).toEqual(
      expect.arrayContaining([
        `9_DB_${meter.collectId}_P`,
        `9_XB_${xb.collectId}_Breaker`,
        `9_XB_${xb.collectId}_BreakerCtl`,
        `9_PCS_${pcs.collectId}_Run`,
        `9_PCS_${pcs.collectId}_OnOff`,
        `9_BC_${bc.collectId}_SOC`,
        '9_PS_0_soc',
      ]),
    );
    // Every element that names a kind of binding names its point.
    const svg = parseSvg(svgText)!;
    for (const element of svg.querySelectorAll('[data-kind]')) expect(element.getAttribute('data-point')).toMatch(/^9_/);
  });

  it('reads keys in either quote style and ignores what is no point key', () => {
    expect(
      boundPoints(`<svg><a data-point='1_DB_1_P'/><b data-control="1_XB_2_BreakerCtl"/><c data-point="x y"/></svg>`),
    ).toEqual(['1_DB_1_P', '1_XB_2_BreakerCtl']);
  });
});
