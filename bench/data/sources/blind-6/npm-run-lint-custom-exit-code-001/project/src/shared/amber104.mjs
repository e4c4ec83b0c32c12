export function fmt104(x) {
  return `shared:amber104:${x}`;
}
