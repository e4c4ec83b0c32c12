export function fmt101(x) {
  return `shared:xenon101:${x}`;
}
