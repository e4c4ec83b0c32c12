export function fmt78(x) {
  return `shared:amber78:${x}`;
}
