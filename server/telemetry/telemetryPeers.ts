import type { RunSettings } from '../../shared/runSettings';
import type { CommandResult } from './commandResult';
import type { HistoryProgress } from './historyProgress';
import type { StampRefusalCount } from '../sources/sampleStamps';

/**
 * The other processes of a split deployment, as the telemetry core of one sees them (cluster/telemetryCluster.ts).
 * A single process has none: everything happens in it.
 */
export interface TelemetryPeers {
  /** Carries out a command on a simulated device: the simulator runs in some ingest process, not here. */
  command(psId: number, equipType: string, collectId: number, pointCode: string, value: number): Promise<CommandResult>;
  /** Configuration changed here: the others reload it too. */
  configChanged(): void;
  /** An operator applied run settings here: the simulated converters elsewhere follow them. */
  runSettingsApplied(psId: number, settings: RunSettings, from: number): void;
  /** A converter left manual mode here: its set-points elsewhere are released. */
  setPointsReleased(psId: number): void;
  /** How far the simulating process has filled history; null before it says. */
  historyProgress(): HistoryProgress | null;
  /** The gateway samples the ingest processes refused for their stamps, each process's counts apart. */
  stampRefusals(): StampRefusalCount[];
}
