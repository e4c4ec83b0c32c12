export function fmt70(x) {
  return `shared:sable70:${x}`;
}
