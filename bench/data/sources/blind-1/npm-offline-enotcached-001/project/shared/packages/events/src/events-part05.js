export function events_5(x) {
  return x * 11;
}
