export function fmt116(x) {
  return `shared:maple116:${x}`;
}
