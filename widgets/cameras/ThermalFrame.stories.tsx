import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { CameraDto, ThermalPictureDto } from '../../shared/cameraDto';
import { renderThermalFrame, type ThermalScene } from '../../server/cameras/thermalFrame';
import { MEURO_CAMERAS } from './cameraFixtures';

const schema = {
  schemaVersion: 2,
  id: 'thermal-frame-story',
  state: { thermalCamera: null },
  sources: {
    cameras: { api: 'GET /video/cameras', poll: 'realtime' },
    picture: { api: 'GET /video/thermal/${state.thermalCamera}', poll: 'realtime', when: '${state.thermalCamera}' },
  },
  body: {
    type: 'page',
    title: 'menu.thermalCameras',
    children: [
      { type: 'thermal-frame', cameras: '${data.cameras.cameras}', picture: '${data.picture}', cameraState: 'thermalCamera' },
    ],
  },
} as unknown as PageSchema;

const time = Date.UTC(2026, 10, 25, 11, 0);

/** The picture the server's model makes of a scene (server/cameras/thermalFrame.ts), as the route answers it. */
function picture(camera: CameraDto, scene: ThermalScene, target: ThermalPictureDto['target']): ThermalPictureDto {
  const frame = renderThermalFrame(scene, camera.equipId);
  return {
    equipId: camera.equipId,
    equipName: camera.equipName,
    place: camera.place,
    reason: null,
    target,
    unit: '°C',
    ...frame,
    reference:
      scene.kind === 'strings'
        ? { moduleTemp: scene.moduleTemp, ambient: scene.ambient, irradiance: scene.irradiance }
        : { moduleTemp: null, ambient: scene.ambient, irradiance: null },
    quality: 'good',
    time,
  };
}

/** Combiner box 4 of Solarpark Meuro at noon: twelve strings near 6.5 A, string 5 at 55 % (a module with a hot spot). */
const meuroStrings: ThermalScene = {
  kind: 'strings',
  equipId: 1104,
  strings: [6.52, 6.47, 6.55, 6.43, 3.58, 6.5, 6.6, 6.46, 6.51, 6.44, 6.57, 6.49].map((current, i) => ({
    branch: i + 1,
    current,
  })),
  moduleTemp: 31.4,
  ambient: 11.8,
  irradiance: 612,
};

const thermal = MEURO_CAMERAS[1]!;
const answers = (cameras: CameraDto[], pictures: Record<number, ThermalPictureDto>) => ({
  'GET /video/cameras': { code: 200, msg: 'ok', data: { psId: 11, cameras } },
  ...Object.fromEntries(
    Object.entries(pictures).map(([id, p]) => [`GET /video/thermal/${id}`, { code: 200, msg: 'ok', data: p }]),
  ),
});

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Video/Thermal frame', component: SchemaPreview };
export default meta;

/** Meuro's thermal camera over combiner box 4: the hot spot sits on string 5. */
export const WeakStringHotSpot: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: answers(MEURO_CAMERAS, {
      [thermal.equipId]: picture(thermal, meuroStrings, { kind: 'strings', equipId: 1104, equipName: 'Combiner box 4' }),
    }),
  },
};

/** Golmud (CN), box 2 of sixteen strings: string 3 carries no current and runs warmer as a whole. */
export const OpenString: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: answers(MEURO_CAMERAS, {
      [thermal.equipId]: picture(
        thermal,
        {
          kind: 'strings',
          equipId: 17,
          strings: Array.from({ length: 16 }, (_, i) => ({ branch: i + 1, current: i === 2 ? 0 : 9.1 + (i % 3) * 0.08 })),
          moduleTemp: 38.6,
          ambient: 9.2,
          irradiance: 840,
        },
        { kind: 'strings', equipId: 17, equipName: 'Combiner box 2' },
      ),
    }),
  },
};

/** Shenzhen Bao’an Storage: the camera watches two battery containers, the second warmer while discharging. */
export const BatteryContainers: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: answers(MEURO_CAMERAS, {
      [thermal.equipId]: picture(
        thermal,
        {
          kind: 'containers',
          containers: [
            { equipId: 90, name: 'Battery cluster 1', cellTmax: 27.4 },
            { equipId: 92, name: 'Battery cluster 2', cellTmax: 29.1 },
          ],
          ambient: null,
        },
        { kind: 'containers', equipId: null, equipName: null },
      ),
    }),
  },
};

/** The camera is offline: no picture, said in words. */
export const CameraOffline: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: answers([MEURO_CAMERAS[0]!, { ...thermal, online: 0 }], {
      [thermal.equipId]: {
        ...picture(thermal, meuroStrings, null),
        reason: 'offline',
        width: 0,
        height: 0,
        values: [],
        min: null,
        max: null,
        mean: null,
        spot: null,
        regions: [],
      },
    }),
  },
};
