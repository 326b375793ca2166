const made = new Map<string, string[]>();

/**
 * Point codes numbered from 1 (`I1` … `I16`, `dciState1` …), made once: the simulator and the state monitor
 * ask for them on every step of every device, and a string built each time is garbage each time.
 */
export function numberedCodes(prefix: string, count: number): readonly string[] {
  let codes = made.get(prefix);
  if (!codes) made.set(prefix, (codes = []));
  for (let n = codes.length + 1; n <= count; n++) codes.push(`${prefix}${n}`);
  return codes;
}
