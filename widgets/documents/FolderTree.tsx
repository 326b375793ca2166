import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { DocFolder } from '../../api/documents';

/** A node of the tree: a group (its id negative, so it never collides with a folder's) or a folder. */
export type TreeSelection = { kind: 'group'; deptId: number } | { kind: 'folder'; folder: DocFolder };

export interface FolderTreeProps {
  folders: DocFolder[];
  selected: TreeSelection | null;
  onSelect(selection: TreeSelection): void;
}

/** The folders under their groups; every group and folder is open unless the user closes it. */
export function FolderTree({ folders, selected, onSelect }: FolderTreeProps) {
  const [closed, setClosed] = useState<Set<number>>(new Set());
  const nodes = useMemo(() => {
    const childrenOf = (parentId: number | null, deptId: number): TreeNodeInfo<TreeSelection>[] =>
      folders
        .filter((f) => f.parentId === parentId && f.deptId === deptId)
        .map((f) => {
          const childNodes = childrenOf(f.folderId, deptId);
          return {
            id: f.folderId,
            label: f.name,
            icon: closed.has(f.folderId) || !childNodes.length ? 'folder-close' : 'folder-open',
            isExpanded: !closed.has(f.folderId),
            isSelected: selected?.kind === 'folder' && selected.folder.folderId === f.folderId,
            childNodes: childNodes.length ? childNodes : undefined,
            nodeData: { kind: 'folder', folder: f },
          };
        });
    const groups = [...new Map(folders.map((f) => [f.deptId, f.deptName])).entries()];
    return groups.map(([deptId, deptName]) => ({
      id: -deptId,
      label: deptName,
      icon: 'people' as const,
      isExpanded: !closed.has(-deptId),
      isSelected: selected?.kind === 'group' && selected.deptId === deptId,
      childNodes: childrenOf(null, deptId),
      nodeData: { kind: 'group' as const, deptId },
    })) as TreeNodeInfo<TreeSelection>[];
  }, [folders, selected, closed]);

  const toggle = (node: TreeNodeInfo<TreeSelection>, open: boolean) =>
    setClosed((was) => {
      const next = new Set(was);
      if (open) next.delete(Number(node.id));
      else next.add(Number(node.id));
      return next;
    });
  return (
    <Tree
      contents={nodes}
      onNodeClick={(node) => node.nodeData && onSelect(node.nodeData)}
      onNodeExpand={(node) => toggle(node, true)}
      onNodeCollapse={(node) => toggle(node, false)}
    />
  );
}
