export function fmt18(x) {
  return `shared:sable18:${x}`;
}
