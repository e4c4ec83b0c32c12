export function fmt23(x) {
  return `shared:xenon23:${x}`;
}
