import type { TodoAssignee, TodoItem, TodoStep } from '../../api/todo';

const HOUR = 3_600_000;

/** The signed-in operator of the stories and tests. */
export const FIXTURE_ME: TodoAssignee = { userId: 7, userName: 'jkowalski', nickName: 'Jan Kowalski' };

const ANNA: TodoAssignee = { userId: 12, userName: 'aschmidt', nickName: 'Anna Schmidt' };
const MADS: TodoAssignee = { userId: 15, userName: 'mnielsen', nickName: 'Mads Nielsen' };

/** Who may take an item of each fixture station (tests/fixtures/stations.ts); `none`: a station-less item. */
export const FIXTURE_ASSIGNEES: Record<string, TodoAssignee[]> = {
  '11': [ANNA, FIXTURE_ME],
  '18': [MADS, FIXTURE_ME],
  '26': [FIXTURE_ME],
  '19': [MADS],
  none: [ANNA, MADS, FIXTURE_ME],
};

/** Items of a few hours' work on the fixture fleet: alarms' items and items made by hand, in each state. */
export function fixtureTodos(now = Date.now()): { items: TodoItem[]; history: Record<number, TodoStep[]> } {
  const item = (todo: Partial<TodoItem> & Pick<TodoItem, 'todoId' | 'title'>): TodoItem => ({
    content: null,
    psId: null,
    psName: null,
    timeZone: null,
    level: null,
    eventId: null,
    assigneeId: null,
    assigneeName: null,
    creatorName: 'System',
    createdAt: now - 5 * HOUR,
    updatedAt: now - 5 * HOUR,
    isHandle: 0,
    ...todo,
  });
  const items = [
    item({
      todoId: 41,
      title: 'INV-07 insulation resistance below limit',
      psId: 11,
      psName: 'Solarpark Meuro',
      timeZone: 'Europe/Berlin',
      level: 3,
      eventId: 9021,
      createdAt: now - 2 * HOUR,
      updatedAt: now - 20 * 60_000,
    }),
    item({
      todoId: 40,
      title: 'Combiner box CB-12 string 4 current low',
      psId: 11,
      psName: 'Solarpark Meuro',
      timeZone: 'Europe/Berlin',
      level: 2,
      eventId: 9002,
      assigneeId: ANNA.userId,
      assigneeName: ANNA.nickName,
    }),
    item({
      todoId: 39,
      title: 'Replace the lock of the substation fence gate',
      content: 'The padlock on the north gate is corroded and no longer closes; bring a new one from the store.',
      psId: 18,
      psName: 'Lolland Battery Storage',
      timeZone: 'Europe/Copenhagen',
      assigneeId: FIXTURE_ME.userId,
      assigneeName: FIXTURE_ME.nickName,
      creatorName: MADS.nickName,
      createdAt: now - 26 * HOUR,
      updatedAt: now - 3 * HOUR,
    }),
    item({
      todoId: 38,
      title: 'PCS-2 cabinet temperature high',
      psId: 18,
      psName: 'Lolland Battery Storage',
      timeZone: 'Europe/Copenhagen',
      level: 1,
      eventId: 8950,
      assigneeId: MADS.userId,
      assigneeName: MADS.nickName,
      isHandle: 1,
      createdAt: now - 30 * HOUR,
      updatedAt: now - 6 * HOUR,
    }),
    item({
      todoId: 37,
      title: 'Update the on-call rota for December',
      assigneeId: FIXTURE_ME.userId,
      assigneeName: FIXTURE_ME.nickName,
      creatorName: ANNA.nickName,
      isHandle: 2,
      createdAt: now - 72 * HOUR,
      updatedAt: now - 48 * HOUR,
    }),
  ];
  const history: Record<number, TodoStep[]> = {
    41: [
      { at: now - 2 * HOUR, userName: 'System', step: 'raised', note: 'INV-07 insulation resistance below limit' },
      { at: now - 20 * 60_000, userName: 'System', step: 'recurred', note: 'INV-07 insulation resistance below limit' },
    ],
    38: [
      { at: now - 30 * HOUR, userName: 'System', step: 'raised', note: 'PCS-2 cabinet temperature high' },
      { at: now - 29 * HOUR, userName: 'admin', step: 'assigned', note: MADS.nickName },
      {
        at: now - 6 * HOUR,
        userName: MADS.userName,
        step: 'handled',
        note: 'Air filter of the cabinet cleaned; fan runs again.',
      },
    ],
  };
  return { items, history };
}
