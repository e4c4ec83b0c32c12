export function fmt28(x) {
  return `shared:cedar28:${x}`;
}
