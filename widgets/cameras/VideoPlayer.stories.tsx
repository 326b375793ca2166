import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { CameraDto } from '../../shared/cameraDto';
import { MEURO_CAMERAS } from './cameraFixtures';

const schema = {
  schemaVersion: 2,
  id: 'video-player-story',
  sources: { cameras: { api: 'GET /video/cameras', poll: 'realtime' } },
  body: {
    type: 'page',
    title: 'menu.cameras',
    children: [{ type: 'video-player', cameras: '${data.cameras.cameras}', timeZone: 'Europe/Berlin' }],
  },
} as unknown as PageSchema;

const answer = (cameras: CameraDto[]) => ({ 'GET /video/cameras': { code: 200, msg: 'ok', data: { psId: 11, cameras } } });

/**
 * The portal's test stream, made in the browser: colour bars, a block that moves a step per frame and the time,
 * sent as multipart PNG frames twice a second, as `GET /prod-api/video/stream/{id}` sends them.
 */
function fakeStream(): Response {
  const boundary = 'portalframe';
  const encoder = new TextEncoder();
  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const draw = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const c = canvas.getContext('2d')!;
    ['#bfbfbf', '#bfbf00', '#00bfbf', '#00bf00', '#bf00bf', '#bf0000', '#0000bf'].forEach((colour, i) => {
      c.fillStyle = colour;
      c.fillRect((i * 320) / 7, 0, 320 / 7 + 1, 116);
    });
    c.fillStyle = '#101010';
    c.fillRect(0, 116, 320, 64);
    c.fillStyle = '#ebebeb';
    c.fillRect(((frame * 8) % 300) + 2, 122, 16, 16);
    c.font = 'bold 22px monospace';
    c.textAlign = 'center';
    c.fillText(new Date().toTimeString().slice(0, 8), 160, 168);
    frame++;
    return new Uint8Array(
      await (await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))).arrayBuffer(),
    );
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = async () => {
        const png = await draw();
        controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Type: image/png\r\nContent-Length: ${png.length}\r\n\r\n`));
        controller.enqueue(png);
        controller.enqueue(encoder.encode('\r\n'));
      };
      void send();
      timer = setInterval(() => void send(), 500);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(body, { headers: { 'content-type': `multipart/x-mixed-replace; boundary=${boundary}` } });
}

const meta: Meta<typeof SchemaPreview> = {
  title: 'Engine/Video/Video player',
  component: SchemaPreview,
  // The stream is fetched by the player itself: the story answers it with the fake above.
  beforeEach: () => {
    const real = window.fetch;
    window.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/prod-api/video/stream/') ? fakeStream() : real(input, init);
    return () => {
      window.fetch = real;
    };
  },
};
export default meta;

/** Solarpark Meuro (DE): the entrance camera playing, the thermal camera listed beside it. */
export const MeuroPlaying: StoryObj<typeof SchemaPreview> = { args: { schema, answers: answer(MEURO_CAMERAS) } };

/** A camera offline, one behind an RTSP address no browser plays, one without a stream configured. */
export const CamerasThatCannotPlay: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: answer([
      { ...MEURO_CAMERAS[0]!, equipId: 310, streamUrl: 'rtsp://10.20.0.5:554/Streaming/Channels/101', streamKind: 'rtsp' },
      { ...MEURO_CAMERAS[0]!, equipId: 311, equipName: 'Camera substation', place: 'Substation', online: 0 },
      { ...MEURO_CAMERAS[1]!, equipId: 312, streamUrl: null, streamKind: null, online: null, quality: null, time: null },
    ]),
  },
};

/** A station without cameras. */
export const NoCameras: StoryObj<typeof SchemaPreview> = { args: { schema, answers: answer([]) } };
