export function fmt138(x) {
  return `shared:iris138:${x}`;
}
