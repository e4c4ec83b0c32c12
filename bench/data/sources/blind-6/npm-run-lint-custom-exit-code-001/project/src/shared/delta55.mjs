export function fmt55(x) {
  return `shared:delta55:${x}`;
}
