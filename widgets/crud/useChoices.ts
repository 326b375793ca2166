import { useEffect, useState } from 'react';
import { useStores } from '../../stores/rootStore';
import { fetchDictionary, fetchOptions, type Choice, type EntityMeta } from '../../api/entities';

/**
 * The labelled values of every choice field of an entity: plants from the plant store, other entities'
 * rows, dictionary entries and enum labels. Cells and selects both show labels, never raw ids.
 */
export function useChoices(meta: EntityMeta | null): Map<string, Choice[]> {
  const { plant } = useStores();
  const [loaded, setLoaded] = useState<Map<string, Choice[]>>(new Map());
  useEffect(() => {
    if (!meta) return;
    let live = true;
    const wanted = Object.entries(meta.fields).flatMap(([name, f]) =>
      f.ref && f.ref !== 'powerStation'
        ? [[name, fetchOptions(f.ref)] as const]
        : f.dict
          ? [[name, fetchDictionary(f.dict)] as const]
          : [],
    );
    Promise.all(
      wanted.map(([name, p]) =>
        p.then(
          (choices): [string, Choice[]] => [name, choices],
          (): [string, Choice[]] => [name, []],
        ),
      ),
    ).then((pairs) => live && setLoaded(new Map(pairs)));
    return () => {
      live = false;
    };
  }, [meta]);

  const choices = new Map(loaded);
  if (meta)
    for (const [name, f] of Object.entries(meta.fields)) {
      if (f.ref === 'powerStation')
        choices.set(
          name,
          plant.stations.map((s) => ({ value: s.psId, label: s.psName, group: s.deptId })),
        );
      else if (f.enum && f.enumLabels)
        choices.set(
          name,
          f.enum.map((value, i) => ({ value, label: f.enumLabels![i]! })),
        );
    }
  return choices;
}
