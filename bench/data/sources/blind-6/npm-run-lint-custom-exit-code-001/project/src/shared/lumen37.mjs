export function fmt37(x) {
  return `shared:lumen37:${x}`;
}
