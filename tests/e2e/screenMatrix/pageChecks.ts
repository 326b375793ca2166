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
  /** Figures (a number with its unit, a time) that end in "…": a figure is never cut. */
  cutFigures: string[];
  /** Labels that end in "…" with no hover text saying them whole: a label wraps or has a tooltip. */
  cutLabels: string[];
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
      cutFigures: [] as string[],
      cutLabels: [] as string[],
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
    // Cut texts, the side bar included: what ends in "…" because it does not fit its box.
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const s = getComputedStyle(el);
      if (s.textOverflow !== 'ellipsis' || s.overflowX === 'visible') continue;
      // Chromium ends a text in "…" when it is a twentieth of a pixel too wide: measured to the fraction.
      const range = document.createRange();
      range.selectNodeContents(el);
      const inner = el.getBoundingClientRect().width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (range.getBoundingClientRect().width <= inner + 0.01) continue;
      const text = (el.textContent ?? '').trim();
      // A cell of buttons is the row actions' check below.
      if (!text || !visible(el) || el.querySelector('button, a')) continue;
      // A figure starts with its number ("1.38 万kWh", "-12.5 kW", "2026-12-05 18:25"); a label with a word.
      if (/^[-+−]?\d/.test(text)) findings.cutFigures.push(`${name(el)} in ${Math.round(inner)} px`);
      else {
        // Its hover text: a title near it that says it whole (a name's title may leave out what follows the
        // name, "· 3 MW" or an "Active" tag), or a Blueprint tooltip around it.
        let hover = '';
        let tooltip = false;
        for (let a: Element | null = el, up = 0; a && up < 4 && !hover; a = a.parentElement, up++) {
          hover = a.getAttribute('title') ?? a.getAttribute('aria-label') ?? '';
          tooltip ||= a.classList.contains('bp6-popover-target');
        }
        if (!tooltip && !(hover && (hover.includes(text) || text.startsWith(hover))))
          findings.cutLabels.push(`${name(el)} in ${Math.round(inner)} px`);
      }
    }
    for (const key of Object.keys(findings) as (keyof typeof findings)[]) findings[key] = findings[key].slice(0, 5);
    return findings;
  });
}

/**
 * Runs in the page: every button and link in a table row (a Blueprint table's cells, an HTML table's rows) of
 * `scope` shows whole: inside its cell and the frozen part that draws it, not squeezed narrower than its icon and
 * text, without "…", over no neighbour, and in the window or in a scroll box that can scroll to it;
 * in a Blueprint table it is in view with its row as the table opens (issue 35: an Actions column past the
 * right edge is out of reach to a reader who does not think of scrolling). Such a table draws only the
 * columns in view, so each one is scrolled through from left to right.
 */
export function inspectRowActions(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(async (scope) => {
    const found = new Map<string, string>();
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    /**
     * Frames until the table has stayed the same through three in a row (at most two seconds' worth): Blueprint
     * draws scrolled-in cells in batches a frame or more apart, and a batch may widen a column.
     */
    const still = async (table: Element) => {
      let unchanged = 0;
      for (let frame = 0; frame < 60 && unchanged < 3; frame++) {
        let changed = false;
        const observer = new MutationObserver(() => (changed = true));
        observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
        await drawn();
        observer.disconnect();
        unchanged = changed ? 0 : unchanged + 1;
      }
    };
    const selector = ':is(.bp6-table-cell, tr) :is(button, a[href], [role=button])';
    const contentBox = (e: Element) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return range.getBoundingClientRect();
    };
    const check = () => {
      for (const control of document.querySelectorAll<HTMLElement>(`${scope} ${selector}`)) {
        const r = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
        const cell = control.closest('.bp6-table-cell, td, th')!;
        const row =
          cell.querySelector('[data-row-key]')?.getAttribute('data-row-key') ??
          (cell.parentElement as HTMLTableRowElement | null)?.rowIndex;
        const label = `"${(control.innerText || control.getAttribute('aria-label') || control.title).trim().slice(0, 24)}" (row ${row})`;
        const c = cell.getBoundingClientRect();
        if (r.left < c.left - 1 || r.right > c.right + 1) {
          found.set(label, `${label} cut by its cell ${Math.round(c.width)} px wide`);
          continue;
        }
        // A frozen column is drawn in a part of its own, which cuts what runs past its edge.
        const frozen = control.closest('.bp6-table-quadrant-left')?.getBoundingClientRect();
        if (frozen && (r.left < frozen.left - 1 || r.right > frozen.right + 1)) {
          found.set(label, `${label} cut by the frozen columns ${Math.round(frozen.width)} px wide`);
          continue;
        }
        const content = contentBox(control);
        if (content.left < r.left - 1 || content.right > r.right + 1) {
          found.set(label, `${label} squeezed narrower than its icon and text`);
          continue;
        }
        const neighbour = [...cell.querySelectorAll(selector)].find((o) => {
          if (o === control) return false;
          const n = o.getBoundingClientRect();
          return r.left < n.right - 1 && n.left < r.right - 1 && r.top < n.bottom && n.top < r.bottom;
        });
        if (neighbour) {
          found.set(label, `${label} over its neighbour "${(neighbour as HTMLElement).innerText.trim().slice(0, 24)}"`);
          continue;
        }
        const cut = [control, ...control.querySelectorAll<HTMLElement>('*')].find(
          (e) => getComputedStyle(e).overflowX !== 'visible' && contentBox(e).width > e.getBoundingClientRect().width + 0.01,
        );
        if (cut) {
          found.set(label, `${label} ends in "…"`);
          continue;
        }
        if (r.left >= -1 && r.right <= window.innerWidth + 1) continue;
        let box: HTMLElement | null = control.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        const b = box?.getBoundingClientRect();
        const inBox =
          box && b && r.left - b.left + box.scrollLeft >= -1 && r.right - b.left + box.scrollLeft <= box.scrollWidth + 1;
        if (!inBox || b.left < -1 || b.right > window.innerWidth + 1)
          found.set(label, `${label} out of reach at ${Math.round(r.left)} px`);
      }
    };
    /** A Blueprint table's buttons by row and text, and whether one of each is in the table's view. */
    const tableControls = (table: Element) =>
      [...table.querySelectorAll<HTMLElement>('.bp6-table-cell :is(button, a[href], [role=button])')].map((control) => {
        const row = control.closest('.bp6-table-cell')!.querySelector('[data-row-key]')?.getAttribute('data-row-key');
        const key = `${row} "${control.innerText.trim()}"`;
        const r = control.getBoundingClientRect();
        const view = control.closest('.bp6-table-quadrant-scroll-container')!.getBoundingClientRect();
        return { key, row, inView: r.width > 0 && r.left >= view.left - 1 && r.right <= view.right + 1 };
      });
    check();
    for (const table of document.querySelectorAll<HTMLElement>(`${scope} .bp6-table-container`)) {
      const body = table.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
      if (!body || body.scrollWidth <= body.clientWidth + 1) continue;
      // A row's buttons are in view with the row, as the table opens: not only after scrolling it sideways.
      const atStart = new Set(
        tableControls(table)
          .filter((c) => c.inView)
          .map((c) => c.key),
      );
      // A live list (the alarms) may get new rows meanwhile: only the rows it opened with are judged.
      const rows = new Set<string | null | undefined>(
        [...table.querySelectorAll('[data-row-key]')].map((cell) => cell.getAttribute('data-row-key')),
      );
      for (let x = 0; x < body.scrollWidth; x += Math.max(100, body.clientWidth * 0.8)) {
        body.scrollLeft = x;
        // Blueprint draws scrolled-in cells in batches; the table may then fit its columns to them.
        await still(table);
        check();
        for (const { key, row } of tableControls(table))
          if (rows.has(row) && !atStart.has(key)) found.set(key, `row ${key} only in view after scrolling the table sideways`);
      }
      body.scrollLeft = 0;
    }
    return [...found.values()].slice(0, 5);
  }, scope);
}

/** The words a reader sees: the page's visible text, menus and tooltips included. */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}
