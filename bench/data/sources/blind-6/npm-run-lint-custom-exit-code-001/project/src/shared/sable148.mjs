export function fmt148(x) {
  return `shared:sable148:${x}`;
}
