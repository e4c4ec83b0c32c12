export function fmt75(x) {
  return `shared:xenon75:${x}`;
}
