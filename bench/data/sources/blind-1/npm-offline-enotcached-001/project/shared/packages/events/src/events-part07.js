export function events_7(x) {
  return x * 13;
}
