export function fmt56(x) {
  return `shared:ember56:${x}`;
}
