import { useEffect, useState } from 'react';
import { ControlProgress, IDLE_PROGRESS, type ProgressState } from './controlProgress';

/** The progress of the open control dialog; its timers stop when the dialog goes away. */
export function useControlProgress(): [ProgressState, ControlProgress] {
  const [state, setState] = useState<ProgressState>(IDLE_PROGRESS);
  const [progress] = useState(() => new ControlProgress(setState));
  useEffect(() => () => progress.dispose(), [progress]);
  return [state, progress];
}
