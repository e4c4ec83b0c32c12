export function fmt60(x) {
  return `shared:iris60:${x}`;
}
