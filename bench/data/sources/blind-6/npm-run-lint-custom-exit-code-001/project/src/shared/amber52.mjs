export function fmt52(x) {
  return `shared:amber52:${x}`;
}
