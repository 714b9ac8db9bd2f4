// Stands in for theme-classic's Prism client module (see plain-code-blocks.ts).
export {};
