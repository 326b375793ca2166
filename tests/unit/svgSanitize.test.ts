import v8 from 'node:v8';
import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../server/files/svgSanitize';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { demoEquipment } from '../../server/demo/demoEquipment';
import { singleLineDiagram } from '../../server/demo/singleLineDiagram';

/** The single-line diagram of every storage and PV-plus-storage plant of the demo fleet, as the seed draws it. */
const drawings = DEMO_STATIONS.filter((s) => s.type === 'ES' || s.type === 'PVES').map((station, i) =>
  singleLineDiagram({
    psId: 100 + i,
    psName: station.name,
    psType: station.type,
    capacity: station.capacity,
    batteryCapacity: station.battery ?? 0,
    devices: demoEquipment(station).map((d, n) => ({
      equipId: n + 1,
      equipType: d.equipType,
      collectId: d.collectId,
      name: d.equipName,
      model: d.model,
      peakPower: d.peakPower,
      parentId: d.parent === undefined ? null : d.parent + 1,
      place: d.place,
    })),
  }),
);

const { window } = new JSDOM('');
/** A drawing as an XML parser reads it (the browser's image/svg+xml), written out again: markup details aside. */
function asXml(text: string): string {
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return new window.XMLSerializer().serializeToString(doc.documentElement);
}

/** Each upload and each stored drawing is sanitized in a request of its own, not in one long synchronous run. */
const nextRequest = () => new Promise((resolve) => setImmediate(resolve));

describe('the SVG sanitizer', () => {
  it('keeps every element, attribute and text of the drawings the demo generates, which are stored unsanitized', () => {
    expect(drawings.length).toBeGreaterThan(5);
    for (const drawing of drawings) expect(asXml(sanitizeSvg(drawing)!)).toBe(asXml(drawing));
  }, 60_000);

  it('answers a drawing without an xmlns attribute as SVG an XML parser accepts', () => {
    const clean = sanitizeSvg('<svg viewBox="0 0 10 10"><rect width="5" height="5" onclick="alert(1)"/></svg>')!;
    expect(asXml(clean)).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>');
  });

  it('lets go of each drawing: the heap after a hundred is where it was after ten', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const heapAfter = async (count: number) => {
      for (let i = 0; i < count; i++) {
        expect(sanitizeSvg(drawings[i % drawings.length]!)).toMatch(/^<svg /);
        await nextRequest();
      }
      gc();
      return process.memoryUsage().heapUsed;
    };
    const afterTen = await heapAfter(10);
    const afterHundred = await heapAfter(90);
    // A drawing's parsed document is megabytes: keeping each would grow the heap by hundreds of them.
    expect((afterHundred - afterTen) / 1e6).toBeLessThan(40);
  }, 120_000);
});
