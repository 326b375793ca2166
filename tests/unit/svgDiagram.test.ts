// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPointValues, controlPointOf, naturalSize, parseSvg } from '../../widgets/diagram/diagramPoints';
import { fitView, zoomAt } from '../../widgets/diagram/panZoom';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 700" width="100%">
  <script>alert(1)</script>
  <rect id="q1" data-point="11_BRK_1_Q" data-kind="yx" data-control="" onclick="alert(2)"/>
  <text id="p" data-point="11_ISS_1_P" data-kind="yc" data-fixed="1" data-unit="kW">—</text>
  <text id="f" data-point="11_PS_0_F" data-kind="yc">—</text>
  <g data-control="11_BRK_2_Q"><rect id="inner"/></g>
  <a href="javascript:alert(3)"><text>x</text></a>
  <use href="https://tracker.example/pixel.svg#a"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;parent.x=1&lt;/script&gt;"></iframe></foreignObject>
</svg>`;

describe('the wiring diagram', () => {
  const svg = parseSvg(drawing)!;

  it('parses an SVG and drops scripts, handlers, links, frames and external references the server should have removed', () => {
    expect(svg.querySelector('script')).toBeNull();
    expect(svg.querySelector('#q1')!.getAttribute('onclick')).toBeNull();
    expect(svg.querySelector('a')).toBeNull();
    expect(svg.querySelector('foreignObject, iframe, [srcdoc]')).toBeNull();
    expect(svg.querySelector('use')!.getAttribute('href')).toBeNull();
    expect(svg.querySelector('#inner')).not.toBeNull();
    expect(parseSvg('<html><body/></html>')).toBeNull();
    expect(parseSvg('<svg><g></svg>')).toBeNull();
  });

  it('takes its size from the viewBox, not from a width in %', () => {
    expect(naturalSize(svg)).toEqual({ width: 1200, height: 700 });
  });

  it('an analog point shows its value with data-fixed decimals and data-unit', () => {
    applyPointValues(svg, { '11_ISS_1_P': 13871.44, '11_PS_0_F': 50.0123 }, 'en');
    expect(svg.querySelector('#p')!.textContent).toBe('13,871.4 kW');
    expect(svg.querySelector('#f')!.textContent).toBe('50.012');
  });

  it('a state point is on for any value but 0, and a stale value is marked', () => {
    applyPointValues(svg, { '11_BRK_1_Q': 1 }, 'en');
    expect(svg.querySelector('#q1')!.getAttribute('class')).toBe('is-on');
    applyPointValues(svg, { '11_BRK_1_Q': { value: 0, quality: 'stale' } }, 'en');
    expect(svg.querySelector('#q1')!.getAttribute('class')).toBe('is-stale is-off');
    applyPointValues(svg, {}, 'en');
    expect(svg.querySelector('#q1')!.getAttribute('class')).toBe('is-unknown');
    expect(svg.querySelector('#p')!.textContent).toBe('—');
  });

  it('a click inside a control operates its own key, or the data-point of an empty data-control', () => {
    expect(controlPointOf(svg.querySelector('#q1'), svg)).toBe('11_BRK_1_Q');
    expect(controlPointOf(svg.querySelector('#inner'), svg)).toBe('11_BRK_2_Q');
    expect(controlPointOf(svg.querySelector('#p'), svg)).toBeNull();
  });

  it('zooming keeps the spot under the mouse in place, and fit centres the drawing', () => {
    const view = zoomAt({ x: 0, y: 0, k: 1 }, 2, 100, 50);
    expect(view).toEqual({ x: -100, y: -50, k: 2 });
    const fitted = fitView({ width: 1200, height: 700 }, { width: 600, height: 700 });
    expect(fitted.k).toBeCloseTo(0.48);
    expect(fitted.x).toBeCloseTo(12);
  });
});
