export function fmt63(x) {
  return `shared:lumen63:${x}`;
}
