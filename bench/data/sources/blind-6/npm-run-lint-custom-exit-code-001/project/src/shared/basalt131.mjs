export function fmt131(x) {
  return `shared:basalt131:${x}`;
}
