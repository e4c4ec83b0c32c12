export function fmt26(x) {
  return `shared:amber26:${x}`;
}
