// The deposit modal's bonus choice kept in step with the server (spec §2.8, §7.2
// selectDepositBonus): the radio group shows the player's choice at once. In the deposit modal
// (`sendOnChoose: false`) a choice is only sent when the player confirms it (flush: "Use this
// bonus" or the deposit itself), so looking around never changes the player's bonus state
// (issue 19 item 2). With `sendOnChoose` the choice is sent after a short pause, one request at a
// time, so rapid clicks end with the server holding the
// last choice. When the last choice fails, the group falls back to the choice shown before it (the
// server's last accepted choice, or the preselection not sent yet) and keeps the error code for an
// inline message.
import { NO_BONUS_ID } from '@aurum/domain';

export type SelectOutcome = { ok: true; selectedId: number } | { ok: false; code: string };

export interface SelectionState {
  /** What the radio group shows. */
  shown: number;
  /** What the server holds: the PENDING bonus, 0 for none. */
  confirmed: number;
  /** A choice waits for the pause or is being sent. */
  busy: boolean;
  /** Code of the choice that failed last (cleared by the next choice). */
  error: string | null;
}

export const SELECT_DELAY_MS = 300;

export class DepositBonusSelection {
  private state: SelectionState;
  /** The choice to fall back to: the last one the server accepted, or the idle shown one. */
  private settled: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private disposed = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly send: (bonusId: number) => Promise<SelectOutcome>,
    initial: { shown: number; confirmed: number } = { shown: NO_BONUS_ID, confirmed: NO_BONUS_ID },
    private readonly delayMs = SELECT_DELAY_MS,
    /** false: a choice stays local until flush() */
    private readonly sendOnChoose = true,
  ) {
    this.state = { ...initial, busy: false, error: null };
    this.settled = initial.shown;
  }

  getState = (): SelectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The list (re)loaded while nothing is being sent: the server's choice, and what to show. */
  reset(shown: number, confirmed: number): void {
    if (this.isBusy()) return;
    this.set({ shown, confirmed, error: null });
    this.settled = shown;
  }

  /**
   * A refetched list: take the server's PENDING choice when idle; when the shown choice is gone
   * from the list (activated by a deposit, or withdrawn), show `fallback`.
   */
  serverChanged(confirmed: number, stillOffered: (id: number) => boolean, fallback: number): void {
    if (this.isBusy()) return;
    this.set({
      confirmed,
      shown: stillOffered(this.state.shown) ? this.state.shown : fallback,
    });
    this.settled = this.state.shown;
  }

  /** The player picked `id`: shown at once, sent after the pause (or on flush). */
  choose(id: number): void {
    if (this.disposed) return;
    this.set({ shown: id, error: null });
    if (!this.sendOnChoose) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.delayMs);
    this.set({ busy: true });
  }

  /**
   * Sends the shown choice now if the server holds another one (the preselected bonus the player
   * never clicked, or a choice still in its pause) and resolves when the server holds the last
   * choice or it failed: then `error` is set and `shown` is back on the server's choice.
   */
  async flush(): Promise<SelectionState> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.run();
    return this.state;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private isBusy(): boolean {
    return this.timer !== null || this.running !== null;
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    if (this.state.shown === this.state.confirmed) {
      this.set({ busy: this.isBusy() });
      return Promise.resolve();
    }
    this.set({ busy: true });
    this.running = this.loop().finally(() => {
      this.running = null;
      this.set({ busy: this.isBusy() });
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    while (!this.disposed && this.state.shown !== this.state.confirmed) {
      const target = this.state.shown;
      // The loop sends the newest choice itself: a pause still running for it has nothing left to do.
      if (this.timer !== null) {
        clearTimeout(this.timer);
        this.timer = null;
      }
      let outcome: SelectOutcome;
      try {
        outcome = await this.send(target);
      } catch {
        outcome = { ok: false, code: 'TRY_AGAIN_LATER' };
      }
      if (this.disposed) return;
      if (outcome.ok) {
        const held = outcome.selectedId;
        this.settled = held;
        this.set(
          this.state.shown === target && held !== target
            ? { confirmed: held, shown: held }
            : { confirmed: held },
        );
      } else if (this.state.shown === target) {
        // The last choice failed: back to the choice shown before it.
        this.set({ shown: this.settled, error: outcome.code });
        return;
      }
      // Otherwise a newer choice came in while this one was on its way: send that one.
    }
  }

  private set(patch: Partial<SelectionState>): void {
    const next = { ...this.state, ...patch };
    if (
      next.shown === this.state.shown &&
      next.confirmed === this.state.confirmed &&
      next.busy === this.state.busy &&
      next.error === this.state.error
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
