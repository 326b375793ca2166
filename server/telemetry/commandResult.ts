/** Why a remote command did not take effect. */
export type CommandFailureReason =
  /** No answer within the command deadline (3 s). */
  | 'timeout'
  /** The connection or the write failed, or the device refused it. */
  | 'failed'
  /** The point is mapped on an input (function 2 or 4) that cannot be written. */
  | 'readOnly'
  /** The simulated device does not model this command. */
  | 'unsupported'
  /** A converter's power set-point outside manual mode: its run settings dispatch it. */
  | 'notManual'
  /** A converter with a latched emergency stop was told to start: it must be reset first. */
  | 'emergencyStop'
  /** Neither a channel nor the simulator reaches the device. */
  | 'noChannel';

/** The outcome of `TelemetryService.command`: sent and confirmed, or why not. */
export type CommandResult =
  { ok: true; via: 'modbus' | 'simulator' } | { ok: false; reason: CommandFailureReason; detail?: string };
