import { describe, expect, it } from 'vitest';
import { MultipartFrames, multipartBoundary } from '../../api/multipartFrames';
import { isStreamUrl, streamKindOf } from '../../shared/cameraStream';
import { renderThermalFrame, type ThermalScene } from '../../server/cameras/thermalFrame';
import { encodePng } from '../../server/draw/png';
import { renderTestPattern, PATTERN_HEIGHT, PATTERN_WIDTH } from '../../server/cameras/testPattern';
import { ironColour } from '../../widgets/cameras/ironPalette';
import { snapshotName } from '../../widgets/cameras/snapshot';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a camera’s stream URL', () => {
  it.each([
    '/prod-api/video/stream/12',
    '/prod-api/gateway/cam1/index.m3u8?token=abc',
    'http://192.168.1.64/ISAPI/Streaming/channels/102/httpPreview',
    'https://video.example.org/live/gate.m3u8',
    'rtsp://10.0.0.5:554/Streaming/Channels/101',
  ])('%s is accepted', (url) => expect(isStreamUrl(url)).toBe(true));

  it.each([
    '/other/path',
    '/prod-api/../profile/x',
    '/prod-api/a//b',
    '/prod-api/%2e%2e/x',
    'rtsp://admin:secret@10.0.0.5/x',
    'http://user@cam.local/x',
    'javascript:alert(1)',
    'ftp://cam.local/x',
    'http:///x',
    'http://cam.local/a b',
    `/prod-api/${'a'.repeat(300)}`,
  ])('%s is refused', (url) => expect(isStreamUrl(url)).toBe(false));

  it('is played by its kind: HLS for a playlist, multipart images otherwise, RTSP not at all', () => {
    expect(streamKindOf('https://v.example.org/live/gate.m3u8?x=1')).toBe('hls');
    expect(streamKindOf('/prod-api/video/stream/12')).toBe('multipart');
    expect(streamKindOf('rtsp://10.0.0.5/x')).toBe('rtsp');
  });
});

describe('the multipart stream reader', () => {
  const part = (body: string, length = true) =>
    `--frame\r\nContent-Type: image/png\r\n${length ? `Content-Length: ${body.length}\r\n` : ''}\r\n${body}\r\n`;

  it('cuts parts by their length, however the bytes arrive', () => {
    const text = `preamble\r\n${part('first')}${part('second\r\n--fr')}${part('third')}`;
    const reader = new MultipartFrames('frame');
    const got: string[] = [];
    for (let i = 0; i < text.length; i += 7)
      got.push(...reader.push(bytes(text.slice(i, i + 7))).map((p) => new TextDecoder().decode(p.bytes)));
    expect(got).toEqual(['first', 'second\r\n--fr', 'third']);
  });

  it('cuts a part without a length at the next boundary (MJPEG cameras)', () => {
    const reader = new MultipartFrames('frame');
    const parts = reader.push(bytes(`${part('one', false)}${part('two', false)}--frame`));
    expect(parts.map((p) => [p.type, new TextDecoder().decode(p.bytes)])).toEqual([
      ['image/png', 'one'],
      ['image/png', 'two'],
    ]);
  });

  it('refuses a part larger than its limit', () => {
    const reader = new MultipartFrames('frame', 10);
    expect(() => reader.push(bytes(part('far too long a body')))).toThrow(/too large/);
  });

  it('reads the boundary of a multipart content type only', () => {
    expect(multipartBoundary('multipart/x-mixed-replace; boundary=portalframe')).toBe('portalframe');
    expect(multipartBoundary('multipart/x-mixed-replace;boundary="--myboundary"')).toBe('--myboundary');
    expect(multipartBoundary('application/json')).toBeNull();
  });
});

describe('the demo’s test picture', () => {
  it('is a PNG that changes from one frame to the next', () => {
    const a = encodePng(PATTERN_WIDTH, PATTERN_HEIGHT, renderTestPattern(1, '12:00:00'));
    const b = encodePng(PATTERN_WIDTH, PATTERN_HEIGHT, renderTestPattern(2, '12:00:00'));
    expect([...a.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(a.equals(b)).toBe(false);
    expect(a.length).toBeLessThan(20_000);
  });
});

describe('the thermal picture of a string array', () => {
  const scene = (currents: (number | null)[], irradiance = 800): ThermalScene => ({
    kind: 'strings',
    equipId: 1,
    strings: currents.map((current, i) => ({ branch: i + 1, current })),
    moduleTemp: 35,
    ambient: 15,
    irradiance,
  });

  it('puts the hot spot over a weak string, 15 K or more above the modules at full sun', () => {
    const frame = renderThermalFrame(scene([10, 10, 5.5, 10, 10, 10, 10, 10], 1000), 7);
    const weak = frame.regions.find((r) => r.branch === 3)!;
    expect(weak.state).toBe('weak');
    expect(frame.spot.y).toBeGreaterThanOrEqual(weak.y);
    expect(frame.spot.y).toBeLessThan(weak.y + weak.height);
    expect(frame.max - 35).toBeGreaterThanOrEqual(15);
    expect(frame.max - 35).toBeLessThanOrEqual(26);
  });

  it('shows a string without current a few K warmer as a whole, and an unwired one as ground', () => {
    const frame = renderThermalFrame(scene([10, 0, 10, null]), 7);
    expect(frame.regions.map((r) => r.state)).toEqual(['normal', 'open', 'normal', 'absent']);
    const open = frame.regions[1]!;
    const row = (y: number) => frame.values.slice(y * frame.width, (y + 1) * frame.width);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(row(open.y + 1)) - mean(row(frame.regions[0]!.y + 1))).toBeGreaterThan(2);
  });

  it('is even at night, when no string carries current', () => {
    const frame = renderThermalFrame(scene([0, 0, 0, 0], 0), 7);
    expect(frame.regions.every((r) => r.state === 'normal')).toBe(true);
    // Nothing runs above the modules' own temperature but their texture.
    expect(frame.max).toBeLessThanOrEqual(35.3);
  });
});

describe('the screen’s helpers', () => {
  it('colours cold dark and hot bright', () => {
    const [cold, hot] = [ironColour(10, 10, 50), ironColour(50, 10, 50)];
    expect(cold.reduce((a, b) => a + b)).toBeLessThan(60);
    expect(hot.reduce((a, b) => a + b)).toBeGreaterThan(700);
  });

  it('names a snapshot after the camera and the station’s local time', () => {
    expect(snapshotName('Camera entrance', 'Europe/Berlin', Date.UTC(2026, 10, 25, 12, 34, 56))).toBe(
      'Camera-entrance-20261125-133456.png',
    );
    expect(snapshotName('红外 摄像头/1', 'Asia/Shanghai', Date.UTC(2026, 10, 25, 12, 0, 0))).toBe(
      '红外-摄像头-1-20261125-200000.png',
    );
  });
});
