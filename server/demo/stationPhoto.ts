import type { DemoStation } from './demoFleet';

/** A drawn picture of the plant for the navigator: sky, ground and the station's kind of equipment. */
export function stationPhotoSvg(station: DemoStation, seed: number): string {
  const hue = (seed * 47) % 360;
  const sky = `hsl(${200 + (seed % 20)},70%,${70 + (seed % 10)}%)`;
  const ground = station.type === 'WP' ? `hsl(${90 + (seed % 30)},35%,45%)` : `hsl(${80 + (hue % 40)},30%,55%)`;
  const parts: string[] = [
    `<rect width="320" height="200" fill="${sky}"/>`,
    `<circle cx="${40 + (seed % 5) * 50}" cy="40" r="18" fill="#ffd866"/>`,
    `<rect y="120" width="320" height="80" fill="${ground}"/>`,
  ];
  if (station.type === 'PV' || station.type === 'PVES') {
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 6; col++) {
        const x = 10 + col * 52 + row * 4;
        const y = 128 + row * 17;
        parts.push(
          `<polygon points="${x},${y + 12} ${x + 44},${y + 12} ${x + 48},${y} ${x + 6},${y}" fill="#1f3b73" stroke="#9fb7e0" stroke-width="1"/>`,
        );
      }
  }
  if (station.type === 'WP') {
    for (let i = 0; i < 4; i++) {
      const x = 40 + i * 75;
      const top = 50 + (i % 2) * 12;
      parts.push(`<rect x="${x - 2}" y="${top}" width="4" height="${130 - top}" fill="#f4f4f4"/>`);
      for (let b = 0; b < 3; b++) {
        const angle = (seed * 13 + i * 40 + b * 120) % 360;
        parts.push(
          `<rect x="${x - 1.5}" y="${top - 34}" width="3" height="34" fill="#ffffff" transform="rotate(${angle} ${x} ${top})"/>`,
        );
      }
      parts.push(`<circle cx="${x}" cy="${top}" r="3" fill="#ddd"/>`);
    }
  }
  if (station.type === 'ES' || station.type === 'PVES') {
    const x0 = station.type === 'ES' ? 30 : 200;
    const n = station.type === 'ES' ? 4 : 2;
    for (let i = 0; i < n; i++) {
      parts.push(
        `<rect x="${x0 + i * 65}" y="${station.type === 'ES' ? 110 : 96}" width="58" height="30" fill="#e9eef2" stroke="#8896a0"/>`,
      );
      parts.push(`<rect x="${x0 + i * 65 + 6}" y="${station.type === 'ES' ? 117 : 103}" width="46" height="4" fill="#2e9e5b"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">${parts.join('')}</svg>`;
}
