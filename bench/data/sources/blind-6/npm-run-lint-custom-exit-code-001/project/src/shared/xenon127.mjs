export function fmt127(x) {
  return `shared:xenon127:${x}`;
}
