import type { Page } from 'playwright-core';

/** What a look at a settled screen finds wrong with its layout. */
export interface LayoutFindings {
  /** The page itself scrolls sideways (the window or the main area). */
  sideways: string[];
  /** Elements that stick out of the window without a scroll container of their own to reach them. */
  outside: string[];
  /** Table headers cut off by a container that cannot scroll to them. */
  unreachableColumns: string[];
  /** Table headers squeezed to less than a word a line (one Chinese character per line). */
  wrappedHeaders: string[];
  /** Sideways scroll boxes whose scrollbar lies below the window (twenty rows down). */
  scrollbarOutOfSight: string[];
}

/**
 * Runs in the page: the layout rules of issue 18. An inner element with `overflow-x: auto|scroll` (a table's
 * scroll box) may be wider inside; the main area and the window may not. Carousels clip their off-screen
 * cards on purpose, so an element clipped by an inner `overflow: hidden` box inside the window is not "outside".
 */
export function inspectLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const main = document.querySelector<HTMLElement>('.portal-main');
    const name = (el: Element) => {
      const cls = [...el.classList].filter((c) => !c.startsWith('bp6-')).slice(0, 2);
      const text = (el.textContent ?? '').trim().slice(0, 24);
      return `${el.tagName.toLowerCase()}${cls.map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0';
    };
    /** The nearest ancestor below the main area that clips sideways: a scroll box or a hidden overflow. */
    const clipper = (el: Element): { box: HTMLElement; scrolls: boolean } | null => {
      for (let a = el.parentElement; a && a !== main && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === 'auto' || o === 'scroll') return { box: a, scrolls: true };
        if (o === 'hidden' || o === 'clip') return { box: a, scrolls: false };
      }
      return null;
    };
    /** How many lines an element's text takes (a header squeezed to one character per line takes many). */
    const lines = (el: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 4)) tops.push(r.top);
      }
      return tops.length;
    };
    const findings = {
      sideways: [] as string[],
      outside: [] as string[],
      unreachableColumns: [] as string[],
      scrollbarOutOfSight: [] as string[],
      wrappedHeaders: [] as string[],
    };

    if (document.documentElement.scrollWidth > width + 1)
      findings.sideways.push(`window ${document.documentElement.scrollWidth} px in ${width}`);
    if (main && main.scrollWidth > main.clientWidth + 1)
      findings.sideways.push(`main area ${main.scrollWidth} px in ${main.clientWidth}`);

    const scope = main ?? document.body;
    for (const el of scope.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 1 && r.left >= -1) continue;
      if (!visible(el)) continue;
      const clip = clipper(el);
      if (clip) {
        const box = clip.box.getBoundingClientRect();
        if (box.right <= width + 1 && box.left >= -1) continue;
      }
      // Report the outermost culprit only.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1 && el.parentElement !== main) continue;
      findings.outside.push(`${name(el)} reaches ${Math.round(r.right)} px`);
    }

    for (const head of scope.querySelectorAll('th, .bp6-table-column-name')) {
      if (!visible(head)) continue;
      const r = head.getBoundingClientRect();
      const clip = clipper(head);
      if (clip && !clip.scrolls) {
        const box = clip.box.getBoundingClientRect();
        if (r.right > box.right + 1 || r.left < box.left - 1) findings.unreachableColumns.push(name(head));
      }
      // A header may break between its words; squeezed below a word (or two Chinese characters) a line, it is broken.
      const text = head.textContent ?? '';
      const words =
        (text.match(/[^\s\u3400-\u9fff-]+/g)?.length ?? 0) + Math.ceil((text.match(/[\u3400-\u9fff]/g)?.length ?? 0) / 2);
      if (lines(head) > Math.max(2, words + 1)) findings.wrappedHeaders.push(name(head));
    }
    for (const box of scope.querySelectorAll<HTMLElement>('*')) {
      const o = getComputedStyle(box).overflowX;
      if ((o !== 'auto' && o !== 'scroll') || box.scrollWidth <= box.clientWidth + 1 || !visible(box)) continue;
      // Where the box can be seen: a table's frozen quadrants are as tall as their rows but cut by the table.
      let bottom = box.getBoundingClientRect().bottom;
      const top = box.getBoundingClientRect().top;
      for (let a = box.parentElement; a && a !== main && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowY !== 'visible') bottom = Math.min(bottom, a.getBoundingClientRect().bottom);
      if (top < window.innerHeight && bottom > window.innerHeight + 1) findings.scrollbarOutOfSight.push(name(box));
    }
    for (const key of Object.keys(findings) as (keyof typeof findings)[]) findings[key] = findings[key].slice(0, 5);
    return findings;
  });
}

/** The words a reader sees: the page's visible text, menus and tooltips included. */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}
