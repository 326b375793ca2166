import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:110m countries (public domain) as shipped by world-atlas: bundled, never fetched.
import countries110m from 'world-atlas/countries-110m.json';

type Country = Feature<Geometry, { name: string }>;

/** Antarctica holds no station and would take a third of the height of a whole-world view. */
const LEFT_OUT = new Set(['Antarctica']);

/**
 * A polygon that crosses the antimeridian (Russia's far east, Fiji) jumps from +180° to -180° and would be
 * drawn as a band across the whole map; its western half is moved past +180° so it stays in one piece.
 */
function joinAcrossAntimeridian(rings: Position[][]): Position[][] {
  const crosses = rings.some((ring) => ring.some((p, i) => i > 0 && Math.abs(p[0]! - ring[i - 1]![0]!) > 180));
  return crosses ? rings.map((ring) => ring.map(([lon, lat]) => [lon! < 0 ? lon! + 360 : lon!, lat!])) : rings;
}

function joined(country: Country): Country {
  const g = country.geometry;
  if (g.type === 'Polygon') return { ...country, geometry: { ...g, coordinates: joinAcrossAntimeridian(g.coordinates) } };
  if (g.type === 'MultiPolygon')
    return { ...country, geometry: { ...g, coordinates: g.coordinates.map(joinAcrossAntimeridian) } };
  return country;
}

/** Countries as GeoJSON, converted once from the TopoJSON the bundle carries. */
export function worldCountries(): FeatureCollection<Geometry, { name: string }> {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const all = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return { ...all, features: all.features.filter((f) => !LEFT_OUT.has(f.properties.name)).map(joined) };
}
