import { PollingStore } from '../../engine/pollingStore';

/** The timing of the control dialog's progress bar (spec-digest 001 §2.4). */
export const PROGRESS_STEP_PERCENT = 4;
export const PROGRESS_STEP_MS = 200;
export const CLOSE_AFTER_SUCCESS_MS = 300;

export type ProgressStatus = 'idle' | 'running' | 'failed' | 'succeeded';

export interface ProgressState {
  /** 0 to 100. */
  value: number;
  status: ProgressStatus;
  /** Buttons stay disabled: a request is pending, or the dialog is about to close after success. */
  busy: boolean;
}

/** The timers the progress uses: the app's timer store (engine/pollingStore.ts), or a test's. */
export type ProgressTimers = Pick<PollingStore, 'every' | 'later'>;

export const IDLE_PROGRESS: ProgressState = { value: 0, status: 'idle', busy: false };

/**
 * While a command waits for the device the bar rises 4 % every 200 ms up to 100 and the buttons are
 * disabled; a failure keeps the bar where it stopped, in the fail style, and re-enables the buttons; a
 * final success fills the bar and closes the dialog 300 ms later.
 */
export class ControlProgress {
  private state: ProgressState = IDLE_PROGRESS;
  private stopTicking: (() => void) | null = null;
  private cancelClose: (() => void) | null = null;

  constructor(
    private readonly onChange: (state: ProgressState) => void,
    private readonly timers: ProgressTimers = new PollingStore(),
  ) {}

  get current(): ProgressState {
    return this.state;
  }

  /** A request has been sent: the bar starts again from 0. */
  start(): void {
    this.dispose();
    this.set({ value: 0, status: 'running', busy: true });
    this.stopTicking = this.timers.every(PROGRESS_STEP_MS, () => {
      const value = Math.min(100, this.state.value + PROGRESS_STEP_PERCENT);
      this.set({ ...this.state, value });
      if (value >= 100) this.stopTicker();
    });
  }

  /** The request failed: the bar stays where it is, in the fail style, and the buttons come back. */
  fail(): void {
    this.stopTicker();
    this.set({ ...this.state, status: 'failed', busy: false });
  }

  /**
   * The request succeeded. With `close`, that was the last step: the buttons stay disabled and `close` runs
   * 300 ms later. Without it (a selection awaiting execution) the buttons come back at once.
   */
  succeed(close?: () => void): void {
    this.stopTicker();
    this.set({ value: 100, status: 'succeeded', busy: Boolean(close) });
    if (close) {
      this.cancelClose = this.timers.later(CLOSE_AFTER_SUCCESS_MS, () => {
        this.cancelClose = null;
        close();
      });
    }
  }

  /** Back to no bar at all (the password was accepted; the command gets a fresh bar). */
  reset(): void {
    this.dispose();
    this.set(IDLE_PROGRESS);
  }

  /** Stops every timer (the dialog went away). */
  dispose(): void {
    this.stopTicker();
    this.cancelClose?.();
    this.cancelClose = null;
  }

  private stopTicker(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private set(state: ProgressState): void {
    this.state = state;
    this.onChange(state);
  }
}
