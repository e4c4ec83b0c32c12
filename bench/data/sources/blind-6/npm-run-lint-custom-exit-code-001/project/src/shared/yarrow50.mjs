export function fmt50(x) {
  return `shared:yarrow50:${x}`;
}
