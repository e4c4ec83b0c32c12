export function fmt36(x) {
  return `shared:kestrel36:${x}`;
}
