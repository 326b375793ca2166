import { isOfFamily } from '../../shared/deviceTypes';

/**
 * A station's meters by role. The grid connection's meter is its first (lowest communication number): the
 * demo fleet and the registration template add it before any other device; a PV-plus-storage site's second
 * meter is its PV feeder's. Known by order and station type, not by place or name, which are texts in the
 * language of whoever named them.
 */
export function meterRoles<T extends { equipType: string; collectId: number }>(
  devices: readonly T[],
  psType: string,
): { grid: T | undefined; pv: T | undefined } {
  const meters = devices.filter((d) => isOfFamily(d.equipType, 'meter')).sort((a, b) => a.collectId - b.collectId);
  return { grid: meters[0], pv: psType === 'PVES' ? meters[1] : undefined };
}
