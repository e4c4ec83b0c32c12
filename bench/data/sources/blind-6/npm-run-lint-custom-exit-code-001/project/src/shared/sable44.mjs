export function fmt44(x) {
  return `shared:sable44:${x}`;
}
