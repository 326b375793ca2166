/** Who is calling: loaded once per session and cached briefly by the session store. */
export interface Principal {
  sessionId: string;
  userId: number;
  userName: string;
  deptId: number;
  roles: string[];
  permissions: string[];
  /** Departments whose stations this user sees; null means every station (role admin). */
  deptScope: number[] | null;
  /** The plants a user is limited to within those departments; null means all of them. */
  plantScope: number[] | null;
  /** The user's department and those above it: what is shared with any of them reaches this user. */
  deptPath: number[];
}
