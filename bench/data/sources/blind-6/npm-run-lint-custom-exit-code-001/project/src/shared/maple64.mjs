export function fmt64(x) {
  return `shared:maple64:${x}`;
}
