// A numbered figure: the drawing (children), its caption and a text alternative. The number is a CSS counter
// (see styles.css), so it is right in the server HTML and in print without any script. Clicking the drawing
// or its "Enlarge" button opens a larger view with wheel and pinch zoom; that code (zoom.ts) is a separate
// chunk fetched on the first click, so a page pays for it only when a reader asks for it.
import {useId, useRef, type ReactNode} from 'react';
import './styles.css';

export interface FigureProps {
  /** The drawing: an SVG component, or anything else to frame (an exploded view, a chart). */
  children: ReactNode;
  /** Short caption shown under the drawing, after "Figure N:". */
  caption: ReactNode;
  /** Text alternative: what the drawing shows, for readers who cannot see it. */
  alt: string;
  /**
   * True when the drawing holds its own controls or links (an exploded view with hotspots): then the drawing
   * is not collapsed into one image for assistive technology, and the text alternative is linked as its
   * description instead.
   */
  interactive?: boolean;
  /** Optional anchor id, so other pages can link to the figure. */
  id?: string;
}

export default function Figure({children, caption, alt, interactive = false, id}: FigureProps): ReactNode {
  const ref = useRef<HTMLElement>(null);
  if (!alt || !alt.trim()) throw new Error('<Figure> needs an alt text describing the drawing');
  const open = () => {
    const figure = ref.current;
    if (figure) void import('./zoom').then((m) => m.openZoom(figure));
  };
  const descId = useId();
  return (
    <figure className="pb-figure" id={id} ref={ref}>
      {/* The Enlarge button is the keyboard path; a click on the drawing is the same action for a pointer. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="pb-figure__drawing" onClick={open} {...(interactive ? {'aria-describedby': descId} : {role: 'img', 'aria-label': alt})}>
        {children}
      </div>
      {interactive && (
        <p className="pb-figure__desc" id={descId}>
          {alt}
        </p>
      )}
      <figcaption className="pb-figure__caption">
        <span className="pb-figure__text">{caption}</span>
        <button type="button" className="pb-figure__zoom" onClick={open}>
          Enlarge
        </button>
      </figcaption>
    </figure>
  );
}
