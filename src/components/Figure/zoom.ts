// The larger view of a figure: a modal <dialog> with the drawing at full width, zoomed with the wheel, a
// two-finger pinch, the + and - buttons or the keyboard (+, -, 0), and moved by dragging or scrolling.
// Loaded on the first click of a figure only.

const MIN = 1;
const MAX = 6;

export function openZoom(figure: HTMLElement): void {
  const drawing = figure.querySelector('.pb-figure__drawing');
  if (!drawing) return;
  const number = Array.from(document.querySelectorAll('.pb-figure')).indexOf(figure) + 1;
  const caption = figure.querySelector('.pb-figure__text')?.textContent ?? '';

  const dialog = document.createElement('dialog');
  dialog.className = 'pb-zoom';
  dialog.setAttribute('aria-label', `Figure ${number}: ${caption}`);
  dialog.innerHTML =
    '<div class="pb-zoom__bar"><p class="pb-zoom__title"></p>' +
    '<button type="button" data-zoom="out" aria-label="Zoom out">−</button>' +
    '<button type="button" data-zoom="in" aria-label="Zoom in">+</button>' +
    '<button type="button" data-zoom="close">Close</button></div>' +
    '<div class="pb-zoom__view" tabindex="0"><div class="pb-zoom__stage"></div></div>';
  dialog.querySelector('.pb-zoom__title')!.textContent = `Figure ${number}: ${caption}`;
  const view = dialog.querySelector<HTMLElement>('.pb-zoom__view')!;
  const stage = dialog.querySelector<HTMLElement>('.pb-zoom__stage')!;
  const copy = drawing.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  copy.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
  stage.append(copy);
  view.setAttribute('aria-label', `${drawing.getAttribute('aria-label') ?? caption} (zoom with + and -)`);
  view.setAttribute('role', 'group');

  let scale = 1;
  /** Zooms to `next`, keeping the point (x, y) of the view (client coordinates) where it is. */
  const zoomTo = (next: number, x?: number, y?: number) => {
    next = Math.min(MAX, Math.max(MIN, next));
    const box = view.getBoundingClientRect();
    const px = (x ?? box.left + box.width / 2) - box.left;
    const py = (y ?? box.top + box.height / 2) - box.top;
    const ratio = next / scale;
    const left = (view.scrollLeft + px) * ratio - px;
    const top = (view.scrollTop + py) * ratio - py;
    scale = next;
    stage.style.width = `${scale * 100}%`;
    dialog.dataset.scale = String(scale);
    view.scrollLeft = left;
    view.scrollTop = top;
  };

  view.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      zoomTo(scale * Math.exp(-e.deltaY / 300), e.clientX, e.clientY);
    },
    {passive: false},
  );

  // Pointers: one drags the view, two pinch.
  const pointers = new Map<number, {x: number; y: number}>();
  let pinch = 0;
  view.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, {x: e.clientX, y: e.clientY});
    view.setPointerCapture(e.pointerId);
  });
  view.addEventListener('pointermove', (e) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    if (pointers.size === 1) {
      view.scrollLeft -= e.clientX - last.x;
      view.scrollTop -= e.clientY - last.y;
    }
    pointers.set(e.pointerId, {x: e.clientX, y: e.clientY});
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [{x: number; y: number}, {x: number; y: number}];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch) zoomTo((scale * distance) / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2);
      pinch = distance;
    }
  });
  const up = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    pinch = 0;
  };
  view.addEventListener('pointerup', up);
  view.addEventListener('pointercancel', up);

  dialog.addEventListener('click', (e) => {
    const action = (e.target as HTMLElement).closest('button')?.dataset.zoom;
    if (action === 'in') zoomTo(scale * 1.5);
    else if (action === 'out') zoomTo(scale / 1.5);
    else if (action === 'close') dialog.close();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key === '+' || e.key === '=') zoomTo(scale * 1.5);
    else if (e.key === '-') zoomTo(scale / 1.5);
    else if (e.key === '0') zoomTo(1);
  });
  dialog.addEventListener('close', () => dialog.remove());

  document.body.append(dialog);
  dialog.showModal();
  view.focus();
}
