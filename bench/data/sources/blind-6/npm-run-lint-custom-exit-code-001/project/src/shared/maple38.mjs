export function fmt38(x) {
  return `shared:maple38:${x}`;
}
