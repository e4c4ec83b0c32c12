export function fmt9(x) {
  return `shared:juniper9:${x}`;
}
