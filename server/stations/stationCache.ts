/** Station info by psId (spec-digest 000 §3: "station info objects are cached by psId"); writes clear it. */
export class StationInfoCache<T> {
  private readonly entries = new Map<number, Promise<T>>();

  get(psId: number, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(psId);
    if (!entry) {
      entry = load();
      entry.catch(() => this.entries.delete(psId));
      this.entries.set(psId, entry);
    }
    return entry;
  }

  forget(psId: number): void {
    this.entries.delete(psId);
  }

  clear(): void {
    this.entries.clear();
  }
}
