export function fmt106(x) {
  return `shared:cedar106:${x}`;
}
