import { useEffect, useState } from 'react';
import { todoAssignees, type TodoAssignee } from '../../api/todo';

/** The users an item of the station may be given to; empty until they arrive, and when the call fails (toasted). */
export function useAssignees(psId: number | null): TodoAssignee[] {
  const [answer, setAnswer] = useState<{ psId: number | null; users: TodoAssignee[] }>({ psId, users: [] });
  useEffect(() => {
    let current = true;
    todoAssignees(psId).then(
      (users) => current && setAnswer({ psId, users }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [psId]);
  // The list of the station asked before stays out of sight once another is chosen.
  return answer.psId === psId ? answer.users : [];
}
