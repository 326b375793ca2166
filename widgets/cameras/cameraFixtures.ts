import type { CameraDto } from '../../shared/cameraDto';

/** Solarpark Meuro's cameras as `GET /video/cameras` answers them (story and test material). */
export const MEURO_CAMERAS: CameraDto[] = [
  {
    equipId: 300,
    equipName: 'Camera entrance',
    place: 'Gate',
    model: 'Hikvision DS-2DE',
    cameraBrand: 'Hikvision',
    cameraType: 'visible',
    streamUrl: '/prod-api/video/stream/300',
    streamKind: 'multipart',
    online: 1,
    quality: 'good',
    time: Date.UTC(2026, 10, 25, 11, 0),
  },
  {
    equipId: 301,
    equipName: 'Thermal camera',
    place: 'Block B',
    model: 'Hikvision DS-2TD',
    cameraBrand: 'Hikvision',
    cameraType: 'thermal',
    streamUrl: '/prod-api/video/stream/301',
    streamKind: 'multipart',
    online: 1,
    quality: 'good',
    time: Date.UTC(2026, 10, 25, 11, 0),
  },
];
