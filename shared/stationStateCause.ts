/**
 * Why a station has its state, for a hover on its state tag: an abnormal station names how many inverters are
 * in alarm or fault and how many strings read zero or low (the state monitor's two causes); an interrupted one
 * says since when nothing arrived. Texts are i18n keys under `stateCause`.
 */
export interface StateFacts {
  pstate: number | null | undefined;
  abnormalNbqNum?: number | null;
  abnormalBranchNum?: number | null;
  /** Newest measurement, ms. */
  time?: number | null;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

export function stateCause(f: StateFacts, t: Translate, formatTime: (ms: number) => string): string | null {
  if (f.pstate === 5) return f.time ? t('stateCause.interruptedSince', { time: formatTime(f.time) }) : t('stateCause.neverHeard');
  if (f.pstate !== 0) return null;
  const parts = [
    f.abnormalNbqNum ? t('stateCause.inverters', { count: f.abnormalNbqNum }) : null,
    f.abnormalBranchNum ? t('stateCause.strings', { count: f.abnormalBranchNum }) : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join('; ') : t('stateCause.unknown');
}
