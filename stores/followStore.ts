import { makeAutoObservable, runInAction } from 'mobx';
import { fetchFollowed, followStation, unfollowStation } from '../api/follow';

export interface FollowApi {
  list: typeof fetchFollowed;
  follow: typeof followStation;
  unfollow: typeof unfollowStation;
}

/**
 * The stations the signed-in user follows. The navigator, the station homes and the matrix read this one set,
 * so a star set in one place shows in the others at once.
 */
export class FollowStore {
  psIds = new Set<number>();
  /** Bumps on every change the user makes, so a list filtered by "only stations I follow" can search again. */
  version = 0;
  private loadedFor: number | null = null;
  private readonly pending = new Set<number>();

  constructor(private readonly api: FollowApi = { list: fetchFollowed, follow: followStation, unfollow: unfollowStation }) {
    makeAutoObservable<FollowStore, 'loadedFor' | 'pending' | 'api'>(this, { loadedFor: false, pending: false, api: false });
  }

  isFollowed(psId: number): boolean {
    return this.psIds.has(psId);
  }

  /** Loads the user's set once per user; another user signing in on the same page gets their own. */
  async ensureLoaded(userId: number | undefined): Promise<void> {
    if (userId === undefined || this.loadedFor === userId) return;
    this.loadedFor = userId;
    this.psIds = new Set();
    try {
      const page = await this.api.list();
      runInAction(() => {
        if (this.loadedFor === userId) this.psIds = new Set(page.rows.map((r) => r.psId));
      });
    } catch {
      this.loadedFor = null; // the request toasted its failure; the next star asks again
    }
  }

  /** Follows or unfollows; the star changes when the server agrees, and a second click meanwhile is ignored. */
  async toggle(psId: number): Promise<void> {
    if (this.pending.has(psId)) return;
    this.pending.add(psId);
    const following = this.psIds.has(psId);
    try {
      await (following ? this.api.unfollow(psId) : this.api.follow(psId));
      runInAction(() => {
        const next = new Set(this.psIds);
        if (following) next.delete(psId);
        else next.add(psId);
        this.psIds = next;
        this.version++;
      });
    } catch {
      // The request already told the user why (toast); the star stays as it was.
    } finally {
      this.pending.delete(psId);
    }
  }
}
