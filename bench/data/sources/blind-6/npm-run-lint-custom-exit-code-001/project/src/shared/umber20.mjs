export function fmt20(x) {
  return `shared:umber20:${x}`;
}
