export function fmt76(x) {
  return `shared:yarrow76:${x}`;
}
