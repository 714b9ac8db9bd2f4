// Sizes the exploded-view layout (src/lib/parts.ts, at build time) and <PartsDiagram> (in the browser) share.
// Its own module so the browser's copy carries no schema code.

/** Radius of a callout badge, in SVG units. */
export const BADGE_R = 12;
