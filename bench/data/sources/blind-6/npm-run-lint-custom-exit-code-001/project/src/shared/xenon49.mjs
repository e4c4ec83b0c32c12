export function fmt49(x) {
  return `shared:xenon49:${x}`;
}
