export function fmt82(x) {
  return `shared:ember82:${x}`;
}
